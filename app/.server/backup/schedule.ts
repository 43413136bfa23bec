import { and, eq } from 'drizzle-orm'

import { londonDay } from '#app/domain/enquiry/pipeline.ts'
import { toLondonInputValue } from '#app/domain/london-time.ts'

import { getDatabaseHandle } from '../db/index.ts'
import { backupRuns } from '../db/schema/index.ts'
import { getEnv } from '../env.ts'
import { createPeriodicJob, type PeriodicJob, type PeriodicJobOptions } from '../periodic-job.ts'
import { singleton } from '../singleton.ts'
import { makeBackup, type BackupOptions, type BackupResult } from './create.ts'
import { backupOptionsFromEnv } from './index.ts'

/**
 * The daily backup inside the server (decision 0054). Every instance looks
 * every half hour; from BACKUP_HOUR o'clock (London) on, a London day without
 * a good scheduled backup gets one, made by whichever instance takes the
 * backup lock first (the day is checked again under it). A failed one is
 * tried again at the next look, up to MAX_FAILED_A_DAY times a day, each
 * failure recorded and shown in the admin.
 */
export const BACKUP_CHECK_MS = 30 * 60 * 1000
export const BACKUP_FIRST_CHECK_MS = 5 * 60 * 1000
export const MAX_FAILED_A_DAY = 3

export type ScheduledRun = BackupResult | { ok: 'not-due' }

export type ScheduleOptions = Omit<BackupOptions, 'trigger' | 'day' | 'stillNeeded' | 'now'> & {
	hour: number
	now?: () => Date
}

/** One look: makes today's backup if it is due and nobody has made it. */
export async function runScheduledBackup(options: ScheduleOptions): Promise<ScheduledRun> {
	const now = options.now ?? (() => new Date())
	const at = now()
	if (Number(toLondonInputValue(at).slice(11, 13)) < options.hour) return { ok: 'not-due' }
	const day = londonDay(at)
	const due = async () => {
		const runs = await options.handle.db
			.select({ ok: backupRuns.ok })
			.from(backupRuns)
			.where(and(eq(backupRuns.trigger, 'scheduled'), eq(backupRuns.day, day)))
		return !runs.some((run) => run.ok) && runs.length < MAX_FAILED_A_DAY
	}
	if (!(await due())) return { ok: 'not-due' }
	return makeBackup({ ...options, now, trigger: 'scheduled', day, stillNeeded: due })
}

export type BackupJobOptions = ScheduleOptions & Pick<PeriodicJobOptions<ScheduledRun>, 'setTimer' | 'clearTimer'>

export function createBackupJob(options: BackupJobOptions): PeriodicJob<ScheduledRun> {
	return createPeriodicJob({
		...options,
		run: () => runScheduledBackup(options),
		failure: 'Could not run the scheduled backup',
		firstCheckMs: BACKUP_FIRST_CHECK_MS,
		checkMs: BACKUP_CHECK_MS,
	})
}

const state = singleton('backup-job', () => ({ job: null as PeriodicJob<ScheduledRun> | null }))

/** Starts this process's daily backups (lifecycle), unless BACKUP_SCHEDULE=off. */
export function startScheduledBackups() {
	const env = getEnv()
	if (env.BACKUP_SCHEDULE !== 'on') return
	state.job ??= createBackupJob({ ...backupOptionsFromEnv(getDatabaseHandle(), env), hour: env.BACKUP_HOUR })
	state.job.start()
}

/** Stops looking; waits for a backup under way (before the database closes). */
export async function stopScheduledBackups() {
	const job = state.job
	state.job = null
	await job?.stop()
}
