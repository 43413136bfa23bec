import { open, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { archivesToDelete, backupName, type BackupTrigger, type RetentionRule } from '#app/domain/backup/archives.ts'
import {
	DATABASE_ENTRIES,
	FILE_AREAS,
	MANIFEST_FORMAT,
	MANIFEST_VERSION,
	type BackupManifest,
	type FileArea,
} from '#app/domain/backup/manifest.ts'

import type { DatabaseHandle } from '../db/client.ts'
import { backupRuns } from '../db/schema/index.ts'
import { logger as defaultLogger, type Logger } from '../logger.ts'
import { singleton } from '../singleton.ts'
import { createLocalStorage } from '../storage/local.ts'
import { VARIANTS_PREFIX, type MediaStorage } from '../storage/types.ts'
import { writeArchive, type ArchiveSource } from './archive.ts'
import { BackupError, dumpDatabase } from './database.ts'
import { migrationLevel } from './migrations.ts'
import { privateDirectory, type BackupStore } from './store.ts'

/**
 * Making one backup (issue 26, decision 0054): the database dump first, then
 * the stored files, into one tar with a manifest, into the backup store; the
 * attempt is recorded in `backup_runs` (ok or failed) and logged, and after a
 * good one the retention deletes the archives it no longer keeps. One backup
 * at a time across instances (an advisory lock on PostgreSQL; PGlite belongs
 * to one process, where a flag keeps two from overlapping).
 */

/** The stored files: on disk, their directories (copied into the archive); in S3, the storages (listed only). */
export type BackupFiles = { kind: 'local'; roots: Record<FileArea, string> } | { kind: 's3'; storages: Record<FileArea, MediaStorage> }

export type BackupOptions = {
	handle: DatabaseHandle
	files: BackupFiles
	store: BackupStore
	trigger: BackupTrigger
	retention: RetentionRule
	/** The London day of a scheduled run. */
	day?: string
	/** Checked once the lock is held: false skips the backup (another instance has just made today's). */
	stillNeeded?: () => Promise<boolean>
	pgBinDir?: string
	now?: () => Date
	log?: Pick<Logger, 'info' | 'warn' | 'error'>
}

export type BackupResult =
	| { ok: true; name: string; bytes: number; files: number; store: BackupStore['kind']; durationMs: number; deleted: string[] }
	| { ok: false; error: string }
	| { ok: 'busy' }
	| { ok: 'skipped' }

export const BACKUP_LOCK = 'westway:backup'

const state = singleton('backup-running', () => ({ running: null as { trigger: BackupTrigger; startedAt: Date } | null }))

/** The backup this process is making now, if any (the admin page shows it). */
export const backupInProgress = () => state.running

async function* localSources(roots: Record<FileArea, string>): AsyncGenerator<ArchiveSource> {
	for (const area of Object.keys(FILE_AREAS) as FileArea[]) {
		for await (const object of createLocalStorage(roots[area]).list()) {
			// Sizes of pictures are made again on demand (decision 0009): not worth their space.
			if (object.key.startsWith(VARIANTS_PREFIX)) continue
			yield {
				path: `${FILE_AREAS[area]}${object.key}`,
				size: object.size,
				open: async () => {
					try {
						return (await open(path.join(roots[area], object.key))).createReadStream()
					} catch (error) {
						// Deleted since it was listed: it is no longer part of the site.
						if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
						throw error
					}
				},
			}
		}
	}
}

async function s3Objects(storages: Record<FileArea, MediaStorage>) {
	const objects: NonNullable<BackupManifest['storage']['objects']> = []
	for (const area of Object.keys(FILE_AREAS) as FileArea[]) {
		for await (const object of storages[area].list()) {
			if (object.key.startsWith(VARIANTS_PREFIX)) continue
			objects.push({ area, key: object.key, size: object.size, etag: object.etag })
		}
	}
	return objects
}

/** A failure's message for the admin and the log: ours are written for people, others get their class and text. */
const describe = (error: unknown) =>
	error instanceof BackupError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)

async function makeArchive(options: BackupOptions, started: Date, name: string) {
	const { handle, files, store } = options
	const work = await privateDirectory(store.workDir)
	const dumpFile = path.join(work, `${name}.database`)
	const archiveFile = path.join(work, name)
	try {
		const migrations = await migrationLevel(handle)
		const database = await dumpDatabase(handle, dumpFile, options.pgBinDir)
		const databaseEntry = DATABASE_ENTRIES[database.kind]
		const objects = files.kind === 's3' ? await s3Objects(files.storages) : undefined
		async function* sources(): AsyncGenerator<ArchiveSource> {
			yield { path: databaseEntry, size: (await stat(dumpFile)).size, open: async () => (await open(dumpFile)).createReadStream() }
			if (files.kind === 'local') yield* localSources(files.roots)
		}
		const { entries, bytes } = await writeArchive(archiveFile, sources(), () => ({
			format: MANIFEST_FORMAT,
			version: MANIFEST_VERSION,
			created: started.toISOString(),
			app: migrations,
			database: { ...database, entry: databaseEntry },
			storage: { kind: files.kind, ...(objects ? { objects } : {}) },
		}))
		await store.save(name, archiveFile)
		return { bytes, files: entries.length - 1 + (objects?.length ?? 0) }
	} finally {
		await rm(dumpFile, { force: true })
		await rm(archiveFile, { force: true })
	}
}

/** Deletes the archives the rule no longer keeps; a failure is logged, never the backup's. */
async function applyRetention(store: BackupStore, rule: RetentionRule, now: Date, log: BackupOptions['log'] & object) {
	const deleted: string[] = []
	try {
		const names = (await store.list()).map((archive) => archive.name)
		for (const name of archivesToDelete(names, rule, now)) {
			await store.remove(name)
			deleted.push(name)
		}
	} catch (error) {
		log.warn({ err: error }, 'Could not delete old backups')
	}
	return deleted
}

/** Makes one backup now (see the module's comment); never throws for the backup's own failure, which it records. */
export async function makeBackup(options: BackupOptions): Promise<BackupResult> {
	const log = options.log ?? defaultLogger
	const now = options.now ?? (() => new Date())
	if (state.running) return { ok: 'busy' }
	const { handle, store, trigger } = options
	const marker = { trigger, startedAt: now() }
	state.running = marker
	try {
		return await handle.tryExclusiveLock(
			BACKUP_LOCK,
			async (): Promise<BackupResult> => {
				if (options.stillNeeded && !(await options.stillNeeded())) return { ok: 'skipped' }
				const started = now()
				marker.startedAt = started
				const name = backupName(started, trigger)
				const record = {
					startedAt: started,
					trigger,
					day: options.day ?? null,
					store: store.kind,
					databaseKind: handle.kind === 'postgres' ? 'postgres' : 'pglite',
				}
				const clock = performance.now()
				try {
					const made = await makeArchive(options, started, name)
					const durationMs = Math.round(performance.now() - clock)
					// The archive is made: a database that cannot take the record (not migrated yet) does not undo that.
					await handle.db
						.insert(backupRuns)
						.values({ ...record, finishedAt: now(), ok: true, name, bytes: made.bytes, files: made.files })
						.catch((recordError: unknown) => log.warn({ err: recordError }, 'Could not record the backup'))
					const deleted = await applyRetention(store, options.retention, now(), log)
					log.info({ backup: name, bytes: made.bytes, files: made.files, trigger, durationMs, deleted: deleted.length }, 'Backup made')
					return { ok: true, name, bytes: made.bytes, files: made.files, store: store.kind, durationMs, deleted }
				} catch (error) {
					const message = describe(error)
					log.error({ err: error, trigger }, 'Backup failed')
					await handle.db
						.insert(backupRuns)
						.values({ ...record, finishedAt: now(), ok: false, error: message.slice(0, 2000) })
						.catch((recordError: unknown) => log.error({ err: recordError }, 'Could not record the failed backup'))
					return { ok: false, error: message }
				}
			},
			{ ok: 'busy' } as const,
		)
	} finally {
		state.running = null
	}
}
