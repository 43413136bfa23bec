import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'

import { DATABASE_ENTRIES, FILE_AREAS, type BackupManifest, type FileArea } from '#app/domain/backup/manifest.ts'

import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client.ts'
import { acquireDirectoryLock } from '../db/directory-lock.ts'
import type { MediaStorage } from '../storage/types.ts'
import { entryTarget, extractArchive, verifyArchive } from './archive.ts'
import { BackupError, restoreDatabase, selectRows, tableCounts } from './database.ts'
import { knownMigrations } from './migrations.ts'
import { privateDirectory } from './store.ts'

/**
 * Putting a backup back (decision 0054): into an empty data directory and an
 * empty database only, unless `force`; the whole archive is checked against
 * its manifest before anything is written, and each entry again as it is
 * written. What was there under `force` is moved aside on disk (a PostgreSQL
 * database's tables are dropped).
 */

export class RestoreRefusedError extends BackupError {
	override name = 'RestoreRefusedError'
}

export type RestoreOptions = {
	file: string
	/** The database to restore into (PostgreSQL, or PGlite's directory). */
	target: Extract<DatabaseTarget, { kind: 'postgres' } | { kind: 'pglite' }>
	dataDir: string
	/** The stored files: on disk, restored into these directories; in S3, only checked against the bucket. */
	files: { kind: 'local'; roots: Record<FileArea, string> } | { kind: 's3'; storages: Record<FileArea, MediaStorage> }
	force?: boolean
	pgBinDir?: string
	now?: () => Date
}

export type RestoreReport = {
	created: string
	from: BackupManifest['database']['kind']
	into: 'pglite' | 'postgres'
	migrations: number
	tables: number
	rows: number
	files: Record<FileArea, { count: number; bytes: number }>
	/** S3: the listed objects the bucket does not have (or has with other contents). */
	s3?: { listed: number; missing: string[] }
	/** Under `force`: where the replaced directories were moved. */
	movedAside: string | null
}

async function nonEmpty(directory: string): Promise<boolean> {
	try {
		return (await readdir(directory)).length > 0
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
		throw error
	}
}

async function databaseInUse(handle: DatabaseHandle): Promise<boolean> {
	const [row] = await selectRows<{ n: number }>(
		handle,
		`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
	)
	return Number(row?.n ?? 0) > 0
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

async function checkS3(manifest: BackupManifest, storages: Record<FileArea, MediaStorage>) {
	const listed = manifest.storage.objects ?? []
	const present = new Map<string, string | null>()
	for (const area of Object.keys(FILE_AREAS) as FileArea[]) {
		for await (const object of storages[area].list()) present.set(`${area}:${object.key}`, object.etag)
	}
	const missing = listed
		.filter((object) => {
			const etag = present.get(`${object.area}:${object.key}`)
			return etag === undefined || (object.etag !== null && etag !== null && etag !== object.etag)
		})
		.map((object) => `${FILE_AREAS[object.area]}${object.key}`)
	return { listed: listed.length, missing }
}

/** Restores the archive (see the module's comment) and says what it restored. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
	const { target, files, force = false } = options
	const now = options.now ?? (() => new Date())
	const manifest = await verifyArchive(options.file)

	const known = knownMigrations().length
	if (manifest.app.migrations > known) {
		throw new RestoreRefusedError(
			`This backup was made by a newer version of the site (${manifest.app.migrations} database migrations, this one has ${known}): update the site first. Nothing was restored.`,
		)
	}
	if (manifest.database.kind === 'postgres' && target.kind === 'pglite') {
		throw new RestoreRefusedError(
			'This backup was made from PostgreSQL and cannot be restored into the embedded database: set DATABASE_URL to an empty PostgreSQL database. Nothing was restored.',
		)
	}
	if (manifest.storage.kind !== files.kind) {
		throw new RestoreRefusedError(
			manifest.storage.kind === 's3'
				? 'This backup lists media kept in S3, but S3_BUCKET is not set here: set the S3 variables of the bucket it was made with. Nothing was restored.'
				: 'This backup holds media files for local disk, but S3_BUCKET is set here: restore with S3_BUCKET unset, then copy DATA_DIR/media and DATA_DIR/private into the bucket (private under _private/). Nothing was restored.',
		)
	}

	// The embedded database's lock first: a running server (or another restore) stops us here.
	const dataDir = path.resolve(options.dataDir)
	const lock = target.kind === 'pglite' ? acquireDirectoryLock(target.dataDir) : null
	let handle: DatabaseHandle | null = null
	try {
		const occupied: string[] = []
		if (target.kind === 'pglite') {
			if (await nonEmpty(target.dataDir)) occupied.push(`${target.dataDir} already holds a database`)
		} else {
			handle = await openDatabase({ ...target, maxConnections: 2 })
			if (await databaseInUse(handle)) occupied.push('the PostgreSQL database of DATABASE_URL already has tables')
		}
		if (files.kind === 'local') {
			for (const area of Object.keys(FILE_AREAS) as FileArea[]) {
				if (await nonEmpty(files.roots[area])) occupied.push(`${files.roots[area]} already holds files`)
			}
		}
		if (occupied.length > 0 && !force) {
			throw new RestoreRefusedError(
				`Not restored: ${occupied.join('; ')}. Restore into an empty data directory and database, or add --force to replace them (files and the embedded database are moved aside, a PostgreSQL database's tables are dropped).`,
			)
		}

		let movedAside: string | null = null
		if (occupied.length > 0) {
			movedAside = path.join(dataDir, `replaced-${stamp(now())}`)
			await privateDirectory(movedAside)
			const moves = [...(target.kind === 'pglite' ? [target.dataDir] : []), ...(files.kind === 'local' ? Object.values(files.roots) : [])]
			for (const directory of moves) {
				if (await nonEmpty(directory)) await rename(directory, path.join(movedAside, path.basename(directory)))
			}
			if (handle) {
				for (const statement of ['drop schema if exists drizzle cascade', 'drop schema public cascade', 'create schema public']) {
					await handle.db.execute(sql.raw(statement))
				}
			}
		}

		const work = await privateDirectory(path.join(dataDir, '.restoring'))
		const dumpFile = path.join(work, DATABASE_ENTRIES[manifest.database.kind])
		const counts: RestoreReport['files'] = { media: { count: 0, bytes: 0 }, private: { count: 0, bytes: 0 } }
		try {
			await extractArchive(options.file, manifest, async (entryPath, stream) => {
				const where = entryTarget(entryPath)
				if (!where) return
				const file = where.area === 'database' ? dumpFile : path.join(files.kind === 'local' ? files.roots[where.area] : work, where.key)
				await mkdir(path.dirname(file), { recursive: true })
				const partial = `${file}.restoring`
				const output = createWriteStream(partial, { mode: 0o600 })
				await pipeline(stream, output)
				await rename(partial, file)
				if (where.area !== 'database') {
					counts[where.area].count++
					counts[where.area].bytes += output.bytesWritten
				}
			})
			if (target.kind === 'pglite') {
				// Made beside it and moved in whole, so a failure leaves no half a database behind.
				const staging = `${target.dataDir}.restoring`
				await rm(staging, { recursive: true, force: true })
				const fresh = await openDatabase({ kind: 'pglite', dataDir: staging })
				try {
					await restoreDatabase(fresh, manifest.database.kind, dumpFile, options.pgBinDir)
					const restored = await tableCounts(fresh)
					await fresh.close()
					await rename(staging, target.dataDir)
					return await report(restored)
				} catch (error) {
					await fresh.close()
					await rm(staging, { recursive: true, force: true })
					throw error
				}
			}
			const postgresHandle = handle as DatabaseHandle
			await restoreDatabase(postgresHandle, manifest.database.kind, dumpFile, options.pgBinDir)
			return await report(await tableCounts(postgresHandle))
		} finally {
			await rm(work, { recursive: true, force: true })
		}

		async function report(restored: { tables: number; rows: number }): Promise<RestoreReport> {
			return {
				created: manifest.created,
				from: manifest.database.kind,
				into: target.kind,
				migrations: manifest.app.migrations,
				...restored,
				files: counts,
				...(files.kind === 's3' ? { s3: await checkS3(manifest, files.storages) } : {}),
				movedAside,
			}
		}
	} finally {
		await handle?.close()
		lock?.release()
	}
}
