import { createReadStream } from 'node:fs'
import { chmod, mkdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { isBackupName } from '#app/domain/backup/archives.ts'

import type { Env } from '../env.ts'
import { createLocalStorage } from '../storage/local.ts'
import { createS3Storage, s3OptionsFromEnv } from '../storage/s3.ts'
import type { MediaStorage } from '../storage/types.ts'

/**
 * Where backup archives are kept (decision 0054). They hold customers'
 * personal data, so never where a public media key can reach: a directory
 * only the server's user can enter (DATA_DIR/backups by default), or a
 * bucket prefix no public key can name (`_backups/`, like `_private/`), or a
 * bucket of their own.
 */
export const BACKUPS_S3_PREFIX = '_backups/'

export type StoredArchive = { name: string; size: number }

export type BackupStore = {
	readonly kind: 'local' | 's3'
	/** Where archives are written before they are stored (a private directory on this machine). */
	readonly workDir: string
	/** Moves (or uploads) a finished archive from `file` into the store as `name`. */
	save(name: string, file: string): Promise<void>
	/** The archives of ours, newest first. */
	list(): Promise<StoredArchive[]>
	remove(name: string): Promise<void>
	/** The archive's bytes (local), or a short-lived signed URL (S3); null when there is no such archive. */
	open(name: string): Promise<{ stream: Readable; size: number } | { url: string } | null>
}

const ARCHIVE_TYPE = 'application/x-tar'

/** The directory, made private (mode 0700) even when it already existed. */
async function privateDirectory(directory: string) {
	await mkdir(directory, { recursive: true, mode: 0o700 })
	await chmod(directory, 0o700)
	return directory
}

async function listArchives(storage: MediaStorage): Promise<StoredArchive[]> {
	const archives: StoredArchive[] = []
	for await (const object of storage.list()) if (isBackupName(object.key)) archives.push({ name: object.key, size: object.size })
	return archives.sort((a, b) => b.name.localeCompare(a.name))
}

export function localBackupStore(directory: string): BackupStore {
	const root = path.resolve(directory)
	const storage = createLocalStorage(root)
	const fileOf = (name: string) => {
		if (!isBackupName(name)) throw new Error(`Not a backup archive: ${JSON.stringify(name)}`)
		return path.join(root, name)
	}
	return {
		kind: 'local',
		workDir: path.join(root, '.partial'),
		async save(name, file) {
			await privateDirectory(root)
			await rename(file, fileOf(name))
		},
		list: () => listArchives(storage),
		remove: (name) =>
			unlink(fileOf(name)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error))),
		async open(name) {
			if (!isBackupName(name)) return null
			try {
				const { size } = await stat(fileOf(name))
				return { stream: createReadStream(fileOf(name)), size }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
	}
}

export function s3BackupStore(storage: MediaStorage, workDir: string): BackupStore {
	return {
		kind: 's3',
		workDir,
		async save(name, file) {
			if (!storage.putFile) throw new Error('This storage cannot store files from disk')
			await storage.putFile(name, file, ARCHIVE_TYPE)
			await unlink(file)
		},
		list: () => listArchives(storage),
		remove: (name) => storage.delete(name),
		async open(name) {
			if (!isBackupName(name) || !storage.signedUrl || !(await storage.exists(name))) return null
			return { url: await storage.signedUrl(name, 300) }
		},
	}
}

/** The store the environment names: a bucket when S3 is configured (BACKUP_S3_BUCKET, else S3_BUCKET's `_backups/`), else BACKUP_DIR or DATA_DIR/backups. */
export function backupStoreFromEnv(env: Env): BackupStore {
	const local = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))
	const s3 = s3OptionsFromEnv({ ...env, S3_BUCKET: env.BACKUP_S3_BUCKET ?? env.S3_BUCKET })
	if (!s3) return localBackupStore(local)
	const own = Boolean(env.BACKUP_S3_BUCKET)
	return s3BackupStore(
		createS3Storage({ ...s3, keyPrefix: own ? '' : BACKUPS_S3_PREFIX, cacheControl: 'private, no-store' }),
		path.join(local, '.partial'),
	)
}

export { privateDirectory }
