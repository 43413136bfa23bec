import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'

import { getEnv, type Env } from '../env.ts'
import { singleton } from '../singleton.ts'
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './client.ts'
import { runMigrations } from './migrate.ts'

export type { Database, DatabaseHandle, DatabaseTarget }
export { openDatabase } from './client.ts'
export { runMigrations } from './migrate.ts'
export * as schema from './schema/index.ts'

const state = singleton('database', () => ({ handle: null as DatabaseHandle | null }))

export function databaseTarget(env: Env = getEnv()): DatabaseTarget {
	return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') }
}

/** Opens the process's database and applies pending migrations. */
export async function connectDatabase(target: DatabaseTarget = databaseTarget()) {
	if (state.handle) return state.handle
	const handle = await openDatabase(target)
	try {
		await runMigrations(handle)
	} catch (error) {
		await handle.close()
		throw error
	}
	state.handle = handle
	return handle
}

export async function disconnectDatabase() {
	const handle = state.handle
	state.handle = null
	await handle?.close()
}

/** Tests (and scripts) install an already open database as the process's database. */
export function installDatabase(handle: DatabaseHandle | null) {
	state.handle = handle
}

export function getDatabaseHandle(): DatabaseHandle {
	if (!state.handle) throw new Error('The database is not connected yet (connectDatabase() runs at start).')
	return state.handle
}

/** The transaction that `inTransaction` opened for the current task, if any. */
const scope = singleton('database-scope', () => new AsyncLocalStorage<Database>())

/**
 * The database, or the transaction the current task runs in: data modules call
 * this, so a caller can run several of their writes in one transaction (and
 * give it an actor for the audit log, see ../audit.ts) without them knowing.
 */
export function getDb(): Database {
	return scope.getStore() ?? getDatabaseHandle().db
}

/**
 * Runs `task` in one transaction (a savepoint when one is already open):
 * every `getDb()` inside it is that transaction. `prepare` runs first, e.g. to
 * set transaction-local settings.
 */
export function inTransaction<T>(task: (tx: Database) => Promise<T>, prepare?: (tx: Database) => Promise<void>): Promise<T> {
	return getDb().transaction(async (transaction) => {
		const tx = transaction as unknown as Database
		await prepare?.(tx)
		return scope.run(tx, () => task(tx))
	})
}
