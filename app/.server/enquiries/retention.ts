import { and, eq, inArray, lt, sql } from 'drizzle-orm'

import { RETENTION_MONTHS } from '#app/domain/enquiry/reply-templates.ts'
import { toLondonInputValue } from '#app/domain/london-time.ts'

import { recordDataRightsEntry } from '../data-rights/audit-entry.ts'
import { photoFileKeys, removePhotoFiles } from '../data-rights/photo-files.ts'
import { getDb, type Database } from '../db/index.ts'
import { appMeta, auditLog, emailOutbox, enquiries, enquiryPhotos, settings } from '../db/schema/index.ts'
import { logger as defaultLogger, type Logger } from '../logger.ts'
import { createPeriodicJob, type PeriodicJob, type PeriodicJobOptions } from '../periodic-job.ts'
import { singleton } from '../singleton.ts'
import { getPrivateStorage } from '../storage/private.ts'
import type { MediaStorage } from '../storage/types.ts'

/*
 * Retention (issue 24, decision 0050): lost and spam enquiries are deleted,
 * with their timeline, photos (rows and files), outbox e-mails and History
 * entries, once their stage has not changed for `settings.retention_months`
 * months. Won and open enquiries are kept. Every instance runs the job and
 * looks hourly; the first look of each London day claims the day in
 * `app_meta` (an upsert that only moves the day forward) in the transaction
 * that deletes, so of all instances exactly one deletes each day, and a run
 * that fails leaves the day unclaimed for the next look.
 */

export const RETENTION_MARKER = 'retention_last_run'

/** How often each instance looks (the deletion itself runs once a London day). */
export const RETENTION_CHECK_MS = 60 * 60 * 1000

/** The first look after start waits this long, so start-up work is done first. */
export const RETENTION_FIRST_CHECK_MS = 60 * 1000

const londonDay = (date: Date) => toLondonInputValue(date).slice(0, 10)

export type RetentionRun = {
	/** False when another run (this instance's or another's) had done today's already. */
	ran: boolean
	months: number
	enquiries: number
	photos: number
	emails: number
	history: number
	/** Photo files that could not be removed (logged). */
	failedFiles: string[]
}

type RetentionOptions = {
	db?: () => Database
	now?: () => Date
	storage?: () => MediaStorage
	log?: Pick<Logger, 'info' | 'warn' | 'error'>
}

/** The retention period in months (the default when the settings row cannot be read). */
export async function getRetentionMonths(db: Database = getDb()): Promise<number> {
	const [row] = await db.select({ months: settings.retentionMonths }).from(settings).where(eq(settings.id, 1))
	return row?.months ?? RETENTION_MONTHS.default
}

/** Sets it (run it in the admin's `write`: the settings trigger records the change). */
export async function setRetentionMonths(months: number): Promise<void> {
	await getDb().update(settings).set({ retentionMonths: months }).where(eq(settings.id, 1))
}

/**
 * Today's retention run, if no one has done it yet: claims the London day of
 * `now`, deletes what has expired and writes the History entry (counts
 * only) in one transaction, then removes the photo files. Logs counts only.
 */
export async function runRetention(options: RetentionOptions = {}): Promise<RetentionRun> {
	const db = (options.db ?? getDb)()
	const now = (options.now ?? (() => new Date()))()
	const log = options.log ?? defaultLogger
	const day = londonDay(now)
	const outcome = await db.transaction(async (transaction) => {
		const tx = transaction as unknown as Database
		const claimed = await tx
			.insert(appMeta)
			.values({ key: RETENTION_MARKER, value: day })
			.onConflictDoUpdate({
				target: appMeta.key,
				set: { value: sql`excluded.value`, updatedAt: sql`now()` },
				// Only forwards: a second instance waits for the first's commit, then finds the day taken.
				setWhere: sql`${appMeta.value} < excluded.value`,
			})
			.returning({ key: appMeta.key })
		const months = await getRetentionMonths(tx)
		if (claimed.length === 0) return { ran: false, months, enquiries: 0, photos: 0, emails: 0, history: 0, photoKeys: [] as string[] }
		const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`
		const expired = await tx
			.select({ id: enquiries.id })
			.from(enquiries)
			.where(and(inArray(enquiries.stage, ['lost', 'spam']), lt(enquiries.stageChangedAt, cutoff)))
		const ids = expired.map((row) => row.id)
		let photos: { storageKey: string }[] = []
		let emails = 0
		let history = 0
		if (ids.length > 0) {
			photos = await tx.select({ storageKey: enquiryPhotos.storageKey }).from(enquiryPhotos).where(inArray(enquiryPhotos.enquiryId, ids))
			emails = (await tx.delete(emailOutbox).where(inArray(emailOutbox.enquiryId, ids)).returning({ id: emailOutbox.id })).length
			history = (
				await tx
					.delete(auditLog)
					.where(and(eq(auditLog.tableName, 'enquiries'), inArray(auditLog.recordId, ids)))
					.returning({ id: auditLog.id })
			).length
			// Their timeline and photo rows go with them (on delete cascade).
			await tx.delete(enquiries).where(inArray(enquiries.id, ids))
		}
		const counts = { enquiries: ids.length, photos: photos.length, emails, history }
		if (ids.length > 0) await recordDataRightsEntry('retention', { ...counts, retentionMonths: months }, tx)
		return { ran: true, months, ...counts, photoKeys: photos.flatMap(photoFileKeys) }
	})
	const { photoKeys, ...run } = outcome
	const failedFiles = await removePhotoFiles(photoKeys, (options.storage ?? getPrivateStorage)(), log)
	if (run.ran) {
		log.info(
			{
				enquiries: run.enquiries,
				photos: run.photos,
				emails: run.emails,
				history: run.history,
				months: run.months,
				failedFiles: failedFiles.length,
			},
			'Retention: expired lost and spam enquiries deleted',
		)
	}
	return { ...run, failedFiles }
}

export type RetentionJobOptions = RetentionOptions & Pick<PeriodicJobOptions<RetentionRun>, 'setTimer' | 'clearTimer'>

export type RetentionJob = PeriodicJob<RetentionRun>

/** Looks hourly (runs today's deletion if no instance has); `check()` looks now. */
export function createRetentionJob(options: RetentionJobOptions = {}): RetentionJob {
	return createPeriodicJob({
		...options,
		run: () => runRetention(options),
		failure: 'Could not run the enquiry retention',
		firstCheckMs: RETENTION_FIRST_CHECK_MS,
		checkMs: RETENTION_CHECK_MS,
	})
}

const state = singleton('retention-job', () => ({ job: null as RetentionJob | null }))

/** Starts this process's retention job (lifecycle). */
export function startRetention() {
	state.job ??= createRetentionJob()
	state.job.start()
}

export async function stopRetention() {
	const job = state.job
	state.job = null
	await job?.stop()
}
