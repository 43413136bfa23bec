import { connectDatabase, disconnectDatabase } from './db/index.ts'
import { getEnv } from './env.ts'
import { logger } from './logger.ts'
import { seedOnFirstStart } from './seed/index.ts'
import { singleton } from './singleton.ts'

/**
 * What the server process starts before it accepts requests, and stops (in
 * reverse order) after the last in-flight request has finished.
 */
const state = singleton('lifecycle', () => ({ started: false, stopping: false }))

export async function startServices() {
	if (state.started) return
	const env = getEnv()
	const handle = await connectDatabase()
	logger.info(
		{ database: handle.kind === 'postgres' ? 'postgresql' : `pglite (${env.DATA_DIR})` },
		'Database connected and migrated',
	)
	if (env.SEED_ON_START) await seedOnFirstStart(handle)
	state.started = true
}

export async function stopServices() {
	state.stopping = true
	await disconnectDatabase()
	state.started = false
	logger.info('Database closed')
}

/** False while starting and once shutdown has begun, so /healthz tells load balancers to stay away. */
export const isReady = () => state.started && !state.stopping
