import { desc } from 'drizzle-orm'

import { getDb } from '../db/index.ts'
import { backupRuns, type BackupRunRow } from '../db/schema/index.ts'

/** The most recent backup attempts, newest first (the admin's backups page). */
export function recentBackupRuns(limit = 30): Promise<BackupRunRow[]> {
	return getDb().select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(limit)
}

/** The last backup attempt, ok or failed (the overview's Health), or null when none was ever made. */
export async function lastBackupRun(): Promise<BackupRunRow | null> {
	const [run] = await recentBackupRuns(1)
	return run ?? null
}
