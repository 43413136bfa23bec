import { eq, lt, sql } from 'drizzle-orm'

import { getDb } from './db/index.ts'
import { rateLimitBuckets } from './db/schema/index.ts'
import { keyedHash } from './secrets.ts'

export type RateLimitRule = {
	/** A short name for what is limited, e.g. `enquiry:ip`. */
	name: string
	/** Largest number of hits allowed in one window. */
	limit: number
	windowSeconds: number
}

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/** The bucket of `subject` under `rule`: the rule's name and a keyed hash (no raw IPs or e-mail addresses). */
function bucketKey(rule: RateLimitRule, subject: string): string {
	return `${rule.name}:${keyedHash(subject.toLowerCase(), rule.name).slice(0, 32)}`
}

/**
 * Counts one hit for `subject` under `rule` and says whether it is allowed.
 * One atomic upsert, so concurrent requests on any number of instances count
 * correctly.
 */
export async function hitRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
	const window = sql`make_interval(secs => ${rule.windowSeconds})`
	const [row] = await getDb()
		.insert(rateLimitBuckets)
		.values({ key: bucketKey(rule, subject), windowStart: sql`now()`, count: 1 })
		.onConflictDoUpdate({
			target: rateLimitBuckets.key,
			set: {
				count: sql`case when ${rateLimitBuckets.windowStart} <= now() - ${window} then 1 else ${rateLimitBuckets.count} + 1 end`,
				windowStart: sql`case when ${rateLimitBuckets.windowStart} <= now() - ${window} then now() else ${rateLimitBuckets.windowStart} end`,
			},
		})
		.returning({
			count: rateLimitBuckets.count,
			retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitBuckets.windowStart} + ${window} - now()))))::int`,
		})
	const count = row?.count ?? 1
	return { allowed: count <= rule.limit, count, retryAfterSeconds: Number(row?.retryAfter ?? rule.windowSeconds) }
}

export type RateLimitsResult =
	| { allowed: true }
	/** `rule` is the name of the rule that refused. */
	| { allowed: false; rule: string; retryAfterSeconds: number }

/**
 * Counts one hit under each rule in order and stops at the first that
 * refuses, so a refused request uses up none of the later budgets (e.g. a
 * throttled IP cannot wear down an account's limit).
 */
export async function hitRateLimits(hits: readonly (readonly [RateLimitRule, string])[]): Promise<RateLimitsResult> {
	for (const [rule, subject] of hits) {
		const result = await hitRateLimit(rule, subject)
		if (!result.allowed) return { allowed: false, rule: rule.name, retryAfterSeconds: result.retryAfterSeconds }
	}
	return { allowed: true }
}

/**
 * Takes back one hit of `subject` in its current window (e.g. an attempt that
 * turned out to be a success, so only failures count). Never below zero, so a
 * refund that arrives after the window has restarted cannot bank credit.
 */
export async function refundRateLimit(rule: RateLimitRule, subject: string) {
	await getDb()
		.update(rateLimitBuckets)
		.set({ count: sql`greatest(0, ${rateLimitBuckets.count} - 1)` })
		.where(eq(rateLimitBuckets.key, bucketKey(rule, subject)))
}

/** Forgets the hits of `subject` (e.g. after a successful sign-in). */
export async function resetRateLimit(rule: RateLimitRule, subject: string) {
	await getDb()
		.delete(rateLimitBuckets)
		.where(eq(rateLimitBuckets.key, bucketKey(rule, subject)))
}

/** Deletes windows that ended more than a day ago. */
export async function pruneRateLimits() {
	await getDb()
		.delete(rateLimitBuckets)
		.where(lt(rateLimitBuckets.windowStart, sql`now() - interval '1 day'`))
}
