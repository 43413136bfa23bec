import { createHmac } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Database } from './db/index.ts'
import { rateLimitBuckets } from './db/schema/index.ts'

export type RateLimitRule = {
	/** A short name for what is limited, e.g. `enquiry:ip`. */
	name: string
	/** Largest number of hits allowed in one window. */
	limit: number
	windowSeconds: number
}

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Counts one hit for `subject` under `rule` and says whether it is allowed.
 * One atomic upsert, so concurrent requests on any number of instances count
 * correctly. Subjects are stored as keyed hashes (no raw IPs or e-mail addresses).
 */
export async function hitRateLimit(
	db: Database,
	rule: RateLimitRule,
	subject: string,
	secret: string,
): Promise<RateLimitResult> {
	const key = `${rule.name}:${createHmac('sha256', secret).update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`
	const window = sql`make_interval(secs => ${rule.windowSeconds})`
	const [row] = await db
		.insert(rateLimitBuckets)
		.values({ key, windowStart: sql`now()`, count: 1 })
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

/** Forgets the hits of `subject` (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Database, rule: RateLimitRule, subject: string, secret: string) {
	const key = `${rule.name}:${createHmac('sha256', secret).update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`
	await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`)
}

/** Deletes windows that ended more than a day ago. */
export async function pruneRateLimits(db: Database) {
	await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, sql`now() - interval '1 day'`))
}
