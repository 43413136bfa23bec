import { and, eq, gt, lte, min, sql } from 'drizzle-orm'

import { checkContentVersion, onContentChange } from '../cache/content-version.ts'
import { getDb, type Database } from '../db/index.ts'
import { articles, caseStudies, contentVersion, scheduledPublications } from '../db/schema/index.ts'
import { logger as defaultLogger, type Logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/*
 * Scheduled publishing (decisions 0040 and 0042). A published row whose
 * publish time passes changes no table, so no trigger raises the content
 * version and every cached /blog would keep the old list. Every instance runs
 * this job: it sleeps until the earliest future publish time of a published
 * article or case study (at most MAX_SLEEP_MS at a time, and again after each
 * content change, which may have scheduled something sooner), then records
 * each publish time that has passed since it last looked in
 * `scheduled_publications` (`ON CONFLICT DO NOTHING`), and only when it
 * recorded one, raises the version and notifies it as the content triggers do.
 * Of the instances that wake for the same time only one inserts its marker,
 * so the version is raised once and reaches every instance by the
 * notification.
 */

/** The longest sleep: a schedule missed by a lost notification is caught within this. */
export const MAX_SLEEP_MS = 5 * 60 * 1000

type Timer = unknown

export type ScheduleJobOptions = {
	/** The database this instance uses (tests give two instances two handles). */
	db?: () => Database
	now?: () => Date
	setTimer?: (run: () => void, ms: number) => Timer
	clearTimer?: (timer: Timer) => void
	/** Subscribes to content changes; returns the unsubscribe function. */
	onChange?: (listener: () => void) => () => void
	/** Called after this instance raised the version (the process reads it at once, not at the notification). */
	afterBump?: () => Promise<unknown>
	log?: Pick<Logger, 'info' | 'warn'>
}

export type ScheduleJob = {
	start(): void
	/** Stops looking; resolves once a look under way has finished (before the database closes). */
	stop(): Promise<void>
	/** Looks now: records and announces what has come due, then sleeps until the next. Resolves to whether this instance raised the version. */
	check(): Promise<boolean>
	/** When the job will look next (for tests and /healthz-style checks); null when stopped or idle between changes. */
	nextCheckAt(): Date | null
}

const defaultTimer = (run: () => void, ms: number) => {
	const timer = setTimeout(run, ms)
	// Never what keeps the process alive.
	timer.unref()
	return timer
}

/**
 * The publish times of published rows in (after, upTo], and the earliest after
 * upTo: what has come due since the last look, and when to look next.
 */
async function publishTimes(db: Database, after: Date, upTo: Date) {
	const dueOf = async (table: typeof articles | typeof caseStudies) =>
		db
			.selectDistinct({ at: table.publishAt })
			.from(table)
			.where(and(eq(table.status, 'published'), gt(table.publishAt, after), lte(table.publishAt, upTo)))
	const nextOf = async (table: typeof articles | typeof caseStudies) =>
		(
			await db
				.select({ at: min(table.publishAt) })
				.from(table)
				.where(and(eq(table.status, 'published'), gt(table.publishAt, upTo)))
		)[0]?.at ?? null
	const [dueArticles, dueStudies, nextArticle, nextStudy] = await Promise.all([
		dueOf(articles),
		dueOf(caseStudies),
		nextOf(articles),
		nextOf(caseStudies),
	])
	const due = [...dueArticles, ...dueStudies].flatMap((row) => (row.at ? [row.at.getTime()] : []))
	const nexts = [nextArticle, nextStudy].filter((at): at is Date => at !== null).map((at) => new Date(at))
	return {
		due: [...new Set(due)].map((time) => new Date(time)),
		next: nexts.length === 0 ? null : new Date(Math.min(...nexts.map((at) => at.getTime()))),
	}
}

/**
 * Records the due times and, only if this instance recorded one, raises the
 * content version and notifies it (as bump_content_version() does), in one
 * transaction: true when it did.
 */
async function recordAndBump(db: Database, due: Date[]): Promise<boolean> {
	if (due.length === 0) return false
	return db.transaction(async (tx) => {
		const inserted = await tx
			.insert(scheduledPublications)
			.values(due.map((publishAt) => ({ publishAt })))
			.onConflictDoNothing()
			.returning({ publishAt: scheduledPublications.publishAt })
		if (inserted.length === 0) return false
		const [row] = await tx
			.update(contentVersion)
			.set({ version: sql`${contentVersion.version} + 1` })
			.where(eq(contentVersion.id, 1))
			.returning({ version: contentVersion.version })
		if (row) await tx.execute(sql`select pg_notify('content_version', ${String(row.version)})`)
		return true
	})
}

export function createScheduleJob(options: ScheduleJobOptions = {}): ScheduleJob {
	const db = options.db ?? getDb
	const now = options.now ?? (() => new Date())
	const setTimer = options.setTimer ?? defaultTimer
	const clearTimer = options.clearTimer ?? ((timer: Timer) => clearTimeout(timer as NodeJS.Timeout))
	const subscribe = options.onChange ?? ((listener: () => void) => onContentChange(() => listener()))
	const afterBump = options.afterBump ?? checkContentVersion
	const log = options.log ?? defaultLogger

	let running = false
	let timer: Timer | null = null
	let wakeAt: Date | null = null
	let unsubscribe: (() => void) | null = null
	/** Publish times up to here have been looked at (by this instance); starts at its start: earlier ones were shown by every cache filled since. */
	let lookedUpTo = now()
	let checking: Promise<boolean> | null = null
	let again = false

	const sleep = (next: Date | null) => {
		if (timer !== null) clearTimer(timer)
		timer = null
		wakeAt = null
		if (!running) return
		const at = now().getTime()
		const until = next ? Math.min(next.getTime(), at + MAX_SLEEP_MS) : at + MAX_SLEEP_MS
		wakeAt = new Date(until)
		timer = setTimer(() => void check(), Math.max(0, until - at))
	}

	const look = async (): Promise<boolean> => {
		const upTo = now()
		const { due, next } = await publishTimes(db(), lookedUpTo, upTo)
		const bumped = await recordAndBump(db(), due)
		lookedUpTo = upTo
		if (bumped) {
			log.info({ publishAt: due.map((at) => at.toISOString()) }, 'Scheduled content published: content version raised')
			await afterBump().catch((error: unknown) => log.warn({ err: error }, 'Could not read the content version'))
		}
		sleep(next)
		return bumped
	}

	/** One look at a time; a change during a look asks for one more afterwards. */
	const check = (): Promise<boolean> => {
		if (checking) {
			again = true
			return checking
		}
		checking = (async () => {
			try {
				let bumped = false
				do {
					again = false
					bumped = (await look()) || bumped
				} while (again && running)
				return bumped
			} catch (error) {
				log.warn({ err: error }, 'Could not check scheduled publications')
				sleep(null)
				return false
			} finally {
				checking = null
			}
		})()
		return checking
	}

	return {
		start() {
			if (running) return
			running = true
			lookedUpTo = now()
			unsubscribe = subscribe(() => void check())
			void check()
		},
		async stop() {
			running = false
			unsubscribe?.()
			unsubscribe = null
			sleep(null)
			await checking
		},
		check,
		nextCheckAt: () => wakeAt,
	}
}

const state = singleton('schedule-job', () => ({ job: null as ScheduleJob | null }))

/** Starts this process's schedule job (lifecycle, after the content version is followed). */
export function startScheduledPublishing() {
	state.job ??= createScheduleJob()
	state.job.start()
}

export async function stopScheduledPublishing() {
	const job = state.job
	state.job = null
	await job?.stop()
}
