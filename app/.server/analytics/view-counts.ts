import { sql } from 'drizzle-orm'

import { DIRECT, OTHER_SITES, VIEW_LIMITS, type ViewLimits } from '#app/domain/analytics/page-views.ts'
import { addDays, londonDay } from '#app/domain/enquiry/pipeline.ts'
import { londonMidnight } from '#app/domain/london-time.ts'

import { batchedWrites } from '../batched-writes.ts'
import { inTransaction } from '../db/index.ts'
import { pageViewsDaily } from '../db/schema/index.ts'
import { logger as defaultLogger, type Logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/*
 * Page views, counted (decision 0051): each view of a public page is one
 * increment in memory, under its London day, path and referring host; the
 * counts are written in batches (`batchedWrites`: within `flushMs`, one write
 * at a time) and added to the daily totals of `page_views_daily`, so two
 * instances' writes add up. Bounded everywhere: at most `maxPending` day-and-
 * page entries in memory (more are dropped, and the drop logged), at most
 * `maxReferrers` hosts per entry (the rest as other sites), at most
 * `maxPathsPerDay` pages per day in the table (when full, only pages already
 * in it are counted), rows older than `keepMonths` deleted (checked at most
 * hourly per instance). Writes take an advisory lock, so two instances cannot
 * both take a day's last free rows.
 */

const PRUNE_EVERY_MS = 60 * 60 * 1000
const MAX_INT = 2_147_483_647
const VIEWS_LOCK = 25_051
/** Rows per insert statement (4 parameters each, well under PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 2_000

/** One page's views of one day: from no other site, and per referring host. */
type PageCount = { direct: number; referrers: Map<string, number> }
type Day = Map<string, PageCount>

export type ViewCounter = {
	/** Off (PAGE_VIEWS=off): nothing is counted. */
	enabled: boolean
	/** Counts one view of `path` (already a `viewPath`) from `referrerHost` (`DIRECT` when none, or this site). */
	record(path: string, referrerHost: string, now?: number): void
	/** Writes what was counted, and prunes when due (at shutdown, and in tests). */
	flush(): Promise<void>
	/** Day-and-page entries waiting in memory (for tests: the memory stays bounded). */
	pendingEntries(): number
	/** Other limits for tests (`null`: the real ones); the next write prunes. */
	setLimits(limits: Partial<ViewLimits> | null): void
}

export function createViewCounter(options: { log?: Pick<Logger, 'warn'> } = {}): ViewCounter {
	const log = options.log ?? defaultLogger
	let limits: ViewLimits = { ...VIEW_LIMITS }
	let pending = new Map<string, Day>()
	let entries = 0
	let dropped = 0
	let prunedAt = 0
	// Today's bucket, and the instants it covers: a view costs a London-date computation only when the day changes.
	let today: Day = new Map()
	let dayStarts = 0
	let dayEnds = 0

	const openDay = (now: number) => {
		const day = londonDay(new Date(now))
		dayStarts = londonMidnight(day).getTime()
		dayEnds = londonMidnight(addDays(day, 1)).getTime()
		today = pending.get(day) ?? new Map()
		pending.set(day, today)
	}

	const writes = batchedWrites({
		intervalMs: () => limits.flushMs,
		pending: () => ({ waiting: entries > 0, full: entries >= limits.maxPending }),
		write: async () => {
			const prune = Date.now() - prunedAt >= PRUNE_EVERY_MS
			if (entries === 0 && !prune) return
			const batch = pending
			const lost = dropped
			pending = new Map()
			entries = 0
			dropped = 0
			// The next view opens its day again, in the new map.
			dayEnds = 0
			if (lost > 0) log.warn({ dropped: lost }, 'Too many different pages between writes of the page views: some views were not counted')
			await writeBatch(batch, limits, prune)
			if (prune) prunedAt = Date.now()
		},
		onError: (error) => log.warn({ err: error }, 'Could not write the page views'),
	})

	return {
		enabled: true,
		record(path, referrerHost, now = Date.now()) {
			if (now >= dayEnds || now < dayStarts) openDay(now)
			let count = today.get(path)
			if (count === undefined) {
				// Full: its write is armed already (when it filled), so a flood costs a counter here and nothing else.
				if (entries >= limits.maxPending) return void (dropped += 1)
				count = { direct: 0, referrers: new Map() }
				today.set(path, count)
				entries += 1
				writes.arm()
			}
			if (referrerHost === DIRECT) return void (count.direct += 1)
			const host = count.referrers.has(referrerHost) || count.referrers.size < limits.maxReferrers ? referrerHost : OTHER_SITES
			count.referrers.set(host, (count.referrers.get(host) ?? 0) + 1)
		},
		flush: () => writes.flush(),
		pendingEntries: () => entries,
		setLimits(next) {
			limits = { ...VIEW_LIMITS, ...next }
			prunedAt = 0
		},
	}
}

type Row = { day: string; path: string; referrerHost: string; views: number }

/**
 * Adds a batch to the daily totals, within the table's bounds (see above),
 * in one transaction under the views lock; first deletes rows past
 * `keepMonths` when `prune`.
 */
async function writeBatch(batch: Map<string, Day>, limits: ViewLimits, prune: boolean) {
	await inTransaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${VIEWS_LOCK})`)
		if (prune) {
			const cutoff = sql`(${londonDay(new Date())}::date - make_interval(months => ${limits.keepMonths}))::date`
			await tx.delete(pageViewsDaily).where(sql`${pageViewsDaily.day} < ${cutoff}`)
		}
		const rows: Row[] = []
		for (const [day, pages] of batch) {
			if (pages.size === 0) continue
			const stored = await tx
				.select({ path: pageViewsDaily.path, referrerHost: pageViewsDaily.referrerHost })
				.from(pageViewsDaily)
				.where(sql`${pageViewsDaily.day} = ${day}`)
			rows.push(...dayRows(day, pages, stored, limits))
		}
		for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
			await tx
				.insert(pageViewsDaily)
				.values(rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({ ...row, views: Math.min(row.views, MAX_INT) })))
				.onConflictDoUpdate({
					target: [pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.referrerHost],
					set: { views: sql`least(${pageViewsDaily.views}::bigint + excluded.views, ${MAX_INT})::int` },
				})
		}
	})
}

/**
 * One day's rows: pages already stored that day first, then new pages while
 * the day has room (most viewed first); each page's hosts as stored, then new
 * ones while it has room, the rest as other sites.
 */
function dayRows(day: string, pages: Day, stored: { path: string; referrerHost: string }[], limits: ViewLimits): Row[] {
	const hostsOf = new Map<string, Set<string>>()
	for (const row of stored) {
		let hosts = hostsOf.get(row.path)
		if (!hosts) hostsOf.set(row.path, (hosts = new Set()))
		if (row.referrerHost !== DIRECT && row.referrerHost !== OTHER_SITES) hosts.add(row.referrerHost)
	}
	let room = limits.maxPathsPerDay - hostsOf.size
	const total = (count: PageCount) => count.direct + [...count.referrers.values()].reduce((sum, views) => sum + views, 0)
	const ordered = [...pages].sort(
		([a, x], [b, y]) => Number(hostsOf.has(b)) - Number(hostsOf.has(a)) || total(y) - total(x) || (a < b ? -1 : 1),
	)
	const rows: Row[] = []
	for (const [path, count] of ordered) {
		let hosts = hostsOf.get(path)
		if (!hosts) {
			if (room <= 0) continue
			room -= 1
			hostsOf.set(path, (hosts = new Set()))
		}
		const views = new Map<string, number>()
		if (count.direct > 0) views.set(DIRECT, count.direct)
		for (const [host, seen] of [...count.referrers].sort(([, a], [, b]) => b - a)) {
			let kept = host
			if (host !== OTHER_SITES && !hosts.has(host)) {
				if (hosts.size < limits.maxReferrers) hosts.add(host)
				else kept = OTHER_SITES
			}
			views.set(kept, (views.get(kept) ?? 0) + seen)
		}
		for (const [referrerHost, seen] of views) rows.push({ day, path, referrerHost, views: seen })
	}
	return rows
}

/** This process's counter (decision 0051): started from PAGE_VIEWS by the lifecycle, written at shutdown. */
export const pageViewCounter = singleton('page-view-counter', () => createViewCounter())
