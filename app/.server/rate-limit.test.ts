import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { rateLimitBuckets } from './db/schema/index.ts'
import { hitRateLimit, hitRateLimits, pruneRateLimits, refundRateLimit, resetRateLimit } from './rate-limit.ts'

const database = testDatabaseForThisFile()

const rule = { name: 'test:ip', limit: 3, windowSeconds: 600 }

describe('database rate limit', () => {
	it('allows up to the limit in a window, then refuses with a retry time', async () => {
		const results = []
		for (let i = 0; i < 4; i++) results.push(await hitRateLimit(rule, '203.0.113.5'))
		expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
		expect(results[3]!.retryAfterSeconds).toBeGreaterThan(590)
		expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600)
	})

	it('counts each subject separately and stores no raw subject', async () => {
		expect((await hitRateLimit(rule, '198.51.100.7')).allowed).toBe(true)
		const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key)
		expect(keys.join(' ')).not.toContain('203.0.113.5')
		expect(keys.every((key) => key.startsWith('test:ip:'))).toBe(true)
	})

	it('counts concurrent hits exactly', async () => {
		const concurrent = { name: 'test:concurrent', limit: 10, windowSeconds: 600 }
		const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(concurrent, 'same')))
		expect(results.filter((result) => result.allowed)).toHaveLength(10)
		expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
	})

	it('starts a new window once the old one has passed', async () => {
		const short = { name: 'test:short', limit: 1, windowSeconds: 60 }
		await hitRateLimit(short, 'a')
		expect((await hitRateLimit(short, 'a')).allowed).toBe(false)
		await database.db
			.update(rateLimitBuckets)
			.set({ windowStart: sql`now() - interval '61 seconds'` })
			.where(sql`${rateLimitBuckets.key} like 'test:short:%'`)
		expect(await hitRateLimit(short, 'a')).toMatchObject({ allowed: true, count: 1 })
	})

	it('takes back one hit on refund, never going below zero', async () => {
		const refunded = { name: 'test:refund', limit: 2, windowSeconds: 600 }
		await hitRateLimit(refunded, 'a')
		await hitRateLimit(refunded, 'a')
		await refundRateLimit(refunded, 'a')
		expect(await hitRateLimit(refunded, 'a')).toMatchObject({ allowed: true, count: 2 })
		for (let i = 0; i < 5; i++) await refundRateLimit(refunded, 'a')
		expect(await hitRateLimit(refunded, 'a')).toMatchObject({ allowed: true, count: 1 })
		// A refund for a subject never counted changes nothing.
		await refundRateLimit(refunded, 'never')
		expect(await hitRateLimit(refunded, 'never')).toMatchObject({ count: 1 })
	})

	it('can be reset for a subject and pruned when old', async () => {
		await resetRateLimit(rule, '203.0.113.5')
		expect((await hitRateLimit(rule, '203.0.113.5')).count).toBe(1)
		await database.db.update(rateLimitBuckets).set({ windowStart: sql`now() - interval '2 days'` })
		await pruneRateLimits()
		expect(await database.db.select().from(rateLimitBuckets)).toHaveLength(0)
	})
})

describe('several rate limits at once', () => {
	const first = { name: 'test:first', limit: 2, windowSeconds: 600 }
	const second = { name: 'test:second', limit: 1, windowSeconds: 300 }

	it('allows a request only when every rule does, and names the rule that refused with its retry time', async () => {
		const hit = () =>
			hitRateLimits([
				[first, 'x'],
				[second, 'y'],
			])
		expect(await hit()).toEqual({ allowed: true })
		const refused = await hit()
		expect(refused).toMatchObject({ allowed: false, rule: 'test:second' })
		expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(290)
		expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(300)
	})

	it('stops at the first rule that refuses, so the later ones are not counted', async () => {
		const hit = () =>
			hitRateLimits([
				[first, 'stop'],
				[second, 'later'],
			])
		expect(await hit()).toEqual({ allowed: true })
		await hitRateLimit(first, 'stop')
		expect(await hit()).toMatchObject({ allowed: false, rule: 'test:first' })
		// Only the first request reached `second`.
		expect(await hitRateLimit(second, 'later')).toMatchObject({ allowed: false, count: 2 })
	})
})
