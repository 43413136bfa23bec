import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { rateLimitBuckets } from './db/schema/index.ts'
import { hitRateLimit, pruneRateLimits, resetRateLimit } from './rate-limit.ts'

const database = testDatabaseForThisFile()

const rule = { name: 'test:ip', limit: 3, windowSeconds: 600 }
const secret = 'x'.repeat(32)

describe('database rate limit', () => {
	it('allows up to the limit in a window, then refuses with a retry time', async () => {
		const results = []
		for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, rule, '203.0.113.5', secret))
		expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
		expect(results[3]!.retryAfterSeconds).toBeGreaterThan(590)
		expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600)
	})

	it('counts each subject separately and stores no raw subject', async () => {
		expect((await hitRateLimit(database.db, rule, '198.51.100.7', secret)).allowed).toBe(true)
		const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key)
		expect(keys.join(' ')).not.toContain('203.0.113.5')
		expect(keys.every((key) => key.startsWith('test:ip:'))).toBe(true)
	})

	it('counts concurrent hits exactly', async () => {
		const concurrent = { name: 'test:concurrent', limit: 10, windowSeconds: 600 }
		const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(database.db, concurrent, 'same', secret)))
		expect(results.filter((result) => result.allowed)).toHaveLength(10)
		expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
	})

	it('starts a new window once the old one has passed', async () => {
		const short = { name: 'test:short', limit: 1, windowSeconds: 60 }
		await hitRateLimit(database.db, short, 'a', secret)
		expect((await hitRateLimit(database.db, short, 'a', secret)).allowed).toBe(false)
		await database.db.update(rateLimitBuckets).set({ windowStart: sql`now() - interval '61 seconds'` }).where(sql`${rateLimitBuckets.key} like 'test:short:%'`)
		expect(await hitRateLimit(database.db, short, 'a', secret)).toMatchObject({ allowed: true, count: 1 })
	})

	it('can be reset for a subject and pruned when old', async () => {
		await resetRateLimit(database.db, rule, '203.0.113.5', secret)
		expect((await hitRateLimit(database.db, rule, '203.0.113.5', secret)).count).toBe(1)
		await database.db.update(rateLimitBuckets).set({ windowStart: sql`now() - interval '2 days'` })
		await pruneRateLimits(database.db)
		expect(await database.db.select().from(rateLimitBuckets)).toHaveLength(0)
	})
})
