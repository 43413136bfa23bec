import { existsSync, readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'

import { acquireDirectoryLock } from './directory-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DatabaseTarget =
	| { kind: 'postgres'; url: string; maxConnections?: number }
	| { kind: 'pglite'; dataDir: string }
	/** In memory; `image` (a dump of another PGlite's data directory) starts it with that database instead of an empty one. */
	| { kind: 'pglite-memory'; image?: Blob }

export type DatabaseHandle = {
	db: Database
	kind: DatabaseTarget['kind']
	/** Runs `select 1`; throws when the database cannot answer. */
	ping(): Promise<void>
	/**
	 * Runs `task` while holding a cluster-wide lock (a PostgreSQL advisory lock on
	 * one reserved connection), so several instances starting at once migrate one
	 * at a time. PGlite is already exclusive to this process.
	 */
	withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T>
	/**
	 * Runs `task` if no one holds the lock `name` (a PostgreSQL advisory lock
	 * tried, not waited for), else resolves to `busy` without running it.
	 * PGlite belongs to this process alone: the task always runs.
	 */
	tryExclusiveLock<T, B>(name: string, task: () => Promise<T>, busy: B): Promise<T | B>
	/** What a dump needs: the connection string of PostgreSQL, or the PGlite instance itself. */
	source: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite }
	/**
	 * PostgreSQL: the pool's size and the application_name its connections
	 * carry, this process's own, so its connections can be told apart in
	 * pg_stat_activity (the metrics, decision 0058). Null on PGlite.
	 */
	pool: { max: number; applicationName: string } | null
	/**
	 * Calls `onNotify` for every NOTIFY on `channel` (delivered on commit, in
	 * commit order) and `onConnect` each time the listening connection is
	 * (re)established, when notifications may have been missed. Resolves to a stop function.
	 */
	listen(channel: string, onNotify: (payload: string) => void, onConnect: () => void): Promise<() => Promise<void>>
	close(): Promise<void>
}

/**
 * PostgreSQL settings for the embedded database (decision 0055). Its memory is
 * WebAssembly memory, which grows and is never given back: PostgreSQL's
 * defaults (128 MB of shared buffers, 64 MB for index builds) would stay in
 * the process for good. A site of this size fits in 16 MB of buffers.
 */
export const PGLITE_START_PARAMS = [
	...PGlite.defaultStartParams,
	...['shared_buffers=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=8MB'].flatMap((setting) => [
		'-c',
		setting,
	]),
]

/**
 * Where `npm run build` leaves a freshly initialised embedded cluster
 * (scripts/build-server.mjs): a first start loads it rather than running
 * initdb, which alone takes about 600 MB (decision 0055).
 */
export const clusterImagePath = (buildDir = process.env.BUILD_DIR ?? 'build') => path.resolve(buildDir, 'pglite-cluster.tar')

/** The prepared cluster for a data directory that has none yet, when the build has one. */
function clusterImageFor(dataDir: string): Blob | undefined {
	if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined
	const image = clusterImagePath()
	return existsSync(image) ? new Blob([readFileSync(image)]) : undefined
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
	if (target.kind === 'postgres') {
		const max = target.maxConnections ?? 10
		// At most 63 bytes are kept: the process id first, so two processes never share one.
		const applicationName = `westway-web ${process.pid} ${hostname()}`.slice(0, 63)
		const client = postgres(target.url, { max, onnotice: () => {}, connection: { application_name: applicationName } })
		const db = drizzlePostgres({ client, schema }) as unknown as Database
		/** Runs `task` holding the advisory lock `name` on one reserved connection: waited for, or tried (`busy` when taken). */
		const underAdvisoryLock = async <T, B>(name: string, mode: 'wait' | 'try', task: () => Promise<T>, busy: B): Promise<T | B> => {
			const connection = await client.reserve()
			try {
				if (mode === 'wait') await connection`select pg_advisory_lock(hashtext(${name}))`
				else {
					const [row] = await connection<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${name})) as locked`
					if (!row?.locked) return busy
				}
				try {
					return await task()
				} finally {
					await connection`select pg_advisory_unlock(hashtext(${name}))`
				}
			} finally {
				connection.release()
			}
		}
		return {
			db,
			kind: target.kind,
			ping: async () => void (await client`select 1`),
			// Waited for: never busy.
			withExclusiveLock: (name, task) => underAdvisoryLock(name, 'wait', task, null as never),
			tryExclusiveLock: (name, task, busy) => underAdvisoryLock(name, 'try', task, busy),
			source: { kind: 'postgres', url: target.url },
			pool: { max, applicationName },
			listen: async (channel, onNotify, onConnect) => {
				const { unlisten } = await client.listen(channel, onNotify, onConnect)
				return unlisten
			},
			close: () => client.end({ timeout: 5 }),
		}
	}

	const lock = target.kind === 'pglite' ? acquireDirectoryLock(target.dataDir) : null
	try {
		const client =
			target.kind === 'pglite'
				? await PGlite.create(target.dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: clusterImageFor(target.dataDir) })
				: await PGlite.create({ startParams: PGLITE_START_PARAMS, ...(target.image ? { loadDataDir: target.image } : {}) })
		const db = drizzlePglite({ client, schema }) as unknown as Database
		let closed = false
		return {
			db,
			kind: target.kind,
			ping: async () => void (await client.query('select 1')),
			withExclusiveLock: (_name, task) => task(),
			tryExclusiveLock: (_name, task) => task(),
			source: { kind: 'pglite', client },
			pool: null,
			// One connection in this process: nothing can be missed, so onConnect runs once.
			listen: async (channel, onNotify, onConnect) => {
				const unlisten = await client.listen(channel, onNotify)
				onConnect()
				return unlisten
			},
			close: async () => {
				if (closed) return
				closed = true
				try {
					await client.close()
				} finally {
					lock?.release()
				}
			},
		}
	} catch (error) {
		lock?.release()
		throw error
	}
}
