import { desc, eq, inArray, sql } from 'drizzle-orm'

import { batchedWrites } from '../batched-writes.ts'
import { getDb, inTransaction } from '../db/index.ts'
import { notFoundPaths, type NotFoundPathRow } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/**
 * The 404 report (decision 0046): public addresses visitors asked for that
 * were not found, with how often (people and bots apart), when first and last,
 * and the host of the last page that linked to them. Nothing personal: no
 * address of a visitor, no full referring address, no user agent.
 *
 * Bounded everywhere: paths longer than `maxPathLength` are not recorded;
 * requests are counted in memory (at most `maxPending` paths between writes,
 * the rest dropped) and written in batches; the table holds at most `maxRows`
 * paths (when full, only paths already in it are counted: a flood of made-up
 * addresses cannot push out the real ones); rows not seen for `keepDays` are deleted.
 */
export const NOT_FOUND_LIMITS = { maxRows: 5_000, maxPathLength: 300, maxPending: 1_000, keepDays: 90, flushMs: 10_000 } as const

const PRUNE_EVERY_MS = 60 * 60 * 1000
const MAX_INT = 2_147_483_647
/** One flush at a time across instances, so two cannot both take the last free rows. */
const REPORT_LOCK = 23_047

type Pending = { hits: number; botHits: number; referrerHost: string | null; first: number; last: number }

const state = singleton('not-found-report', () => ({
	pending: new Map<string, Pending>(),
	dropped: 0,
	prunedAt: 0,
	limits: { ...NOT_FOUND_LIMITS } as { -readonly [K in keyof typeof NOT_FOUND_LIMITS]: number },
}))

/** Written within `flushMs`, or as soon as the gap allows once `maxPending` paths wait (one write at a time). */
const writes = singleton('not-found-writes', () =>
	batchedWrites({
		intervalMs: () => state.limits.flushMs,
		pending: () => ({ waiting: state.pending.size > 0, full: state.pending.size >= state.limits.maxPending }),
		write: writePending,
		onError: (error) => logger.warn({ err: error }, 'Could not write the 404 report'),
	}),
)

/** Tests set other limits (`null` restores the real ones); the next write prunes. */
export function setNotFoundLimitsForTesting(limits: Partial<typeof state.limits> | null) {
	state.limits = { ...NOT_FOUND_LIMITS, ...limits }
	state.prunedAt = 0
}

/** Counts one not-found request (in memory; written within `flushMs`). `path` is already normalised (see server/not-found-report.ts). */
export function recordNotFound(path: string, referrerHost: string | null, bot: boolean, now = Date.now()) {
	if (path.length > state.limits.maxPathLength) return
	let entry = state.pending.get(path)
	if (!entry) {
		// Full: its write is armed already (when it filled), so a flood costs a counter here, no timer and no write.
		if (state.pending.size >= state.limits.maxPending) return void (state.dropped += 1)
		entry = { hits: 0, botHits: 0, referrerHost: null, first: now, last: now }
		state.pending.set(path, entry)
		writes.arm()
	}
	if (bot) entry.botHits += 1
	else entry.hits += 1
	entry.last = now
	if (referrerHost) entry.referrerHost = referrerHost
}

/** Paths counted in memory, not yet written (for tests: the memory stays bounded). */
export const pendingNotFoundCount = () => state.pending.size

/** Writes what was counted (at shutdown, and in tests), then deletes old rows at most once an hour. */
export const flushNotFound = (): Promise<void> => writes.flush()

async function writePending() {
	if (state.pending.size === 0 && Date.now() - state.prunedAt < PRUNE_EVERY_MS) return
	const batch = [...state.pending]
	const dropped = state.dropped
	state.pending = new Map()
	state.dropped = 0
	if (dropped > 0)
		logger.warn({ dropped }, 'Too many different not-found addresses between writes of the 404 report: some were not counted')
	await writeBatch(batch)
}

async function writeBatch(batch: Array<[string, Pending]>) {
	const { maxRows, keepDays } = state.limits
	await inTransaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK})`)
		if (Date.now() - state.prunedAt >= PRUNE_EVERY_MS) {
			await tx.delete(notFoundPaths).where(sql`${notFoundPaths.lastSeenAt} < now() - make_interval(days => ${keepDays})`)
			state.prunedAt = Date.now()
		}
		if (batch.length === 0) return
		const paths = batch.map(([path]) => path)
		const existing = new Set(
			(await tx.select({ path: notFoundPaths.path }).from(notFoundPaths).where(inArray(notFoundPaths.path, paths))).map((row) => row.path),
		)
		// New paths take the free rows, most requested first (the rows are counted only when there are new paths).
		const fresh = batch.filter(([path]) => !existing.has(path)).sort(([, a], [, b]) => b.hits + b.botHits - (a.hits + a.botHits))
		const kept = batch.filter(([path]) => existing.has(path))
		let room = fresh.length === 0 ? 0 : Math.max(0, maxRows - (await countNotFound()))
		for (const item of fresh) {
			if (room <= 0) break
			kept.push(item)
			room -= 1
		}
		if (kept.length === 0) return
		await tx
			.insert(notFoundPaths)
			.values(
				kept.map(([path, entry]) => ({
					path,
					hits: Math.min(entry.hits, MAX_INT),
					botHits: Math.min(entry.botHits, MAX_INT),
					referrerHost: entry.referrerHost,
					firstSeenAt: new Date(entry.first),
					lastSeenAt: new Date(entry.last),
				})),
			)
			.onConflictDoUpdate({
				target: notFoundPaths.path,
				set: {
					hits: sql`least(${notFoundPaths.hits}::bigint + excluded.hits, ${MAX_INT})::int`,
					botHits: sql`least(${notFoundPaths.botHits}::bigint + excluded.bot_hits, ${MAX_INT})::int`,
					referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
					lastSeenAt: sql`greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at)`,
				},
			})
	})
}

/** The report for the admin: most requested by people first, then by bots. */
export function listNotFound(limit = 500): Promise<NotFoundPathRow[]> {
	return getDb()
		.select()
		.from(notFoundPaths)
		.orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.botHits), desc(notFoundPaths.lastSeenAt))
		.limit(limit)
}

/** Rows in the report (in a write, the transaction's view). */
export const countNotFound = async () =>
	(
		await getDb()
			.select({ rows: sql<number>`count(*)::int` })
			.from(notFoundPaths)
	)[0]?.rows ?? 0

export async function deleteNotFound(path: string): Promise<boolean> {
	return (await getDb().delete(notFoundPaths).where(eq(notFoundPaths.path, path)).returning({ path: notFoundPaths.path })).length > 0
}

export async function clearNotFound(): Promise<number> {
	return (await getDb().delete(notFoundPaths).returning({ path: notFoundPaths.path })).length
}
