import path from 'node:path'

import type { BackupTrigger } from '#app/domain/backup/archives.ts'

import type { DatabaseHandle } from '../db/client.ts'
import { getDatabaseHandle } from '../db/index.ts'
import { getEnv, type Env } from '../env.ts'
import { getStorage } from '../storage/index.ts'
import { getPrivateStorage } from '../storage/private.ts'
import { s3OptionsFromEnv } from '../storage/s3.ts'
import { makeBackup, type BackupFiles, type BackupOptions, type BackupResult } from './create.ts'
import { backupStoreFromEnv } from './store.ts'

export { backupInProgress, makeBackup, type BackupResult } from './create.ts'
export { backupStoreFromEnv, type BackupStore } from './store.ts'

/** The stored files as the environment has them: DATA_DIR/media and DATA_DIR/private, or the bucket. */
export function backupFilesFromEnv(env: Env = getEnv()): BackupFiles {
	if (s3OptionsFromEnv(env)) return { kind: 's3', storages: { media: getStorage(), private: getPrivateStorage() } }
	return { kind: 'local', roots: { media: path.resolve(env.DATA_DIR, 'media'), private: path.resolve(env.DATA_DIR, 'private') } }
}

/** Everything a backup needs from the environment but the trigger. */
export function backupOptionsFromEnv(handle: DatabaseHandle, env: Env = getEnv()): Omit<BackupOptions, 'trigger'> {
	return {
		handle,
		files: backupFilesFromEnv(env),
		store: backupStoreFromEnv(env),
		retention: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
		pgBinDir: env.BACKUP_PG_BIN,
	}
}

/** A backup now, in this process, of its database ("Back up now", `npm run backup` through the server). */
export function backupNow(trigger: Exclude<BackupTrigger, 'scheduled'>): Promise<BackupResult> {
	return makeBackup({ ...backupOptionsFromEnv(getDatabaseHandle()), trigger })
}
