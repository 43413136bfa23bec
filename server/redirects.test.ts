import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { checkContentVersion } from '#app/.server/cache/content-version.ts'
import { notFoundPaths, redirectHits, redirects } from '#app/.server/db/schema/index.ts'
import { flushNotFound, NOT_FOUND_LIMITS, pendingNotFoundCount, setNotFoundLimitsForTesting } from '#app/.server/redirects/not-found.ts'
import { flushRedirectHits } from '#app/.server/redirects/rules.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

import { noteNotFound } from './redirect-step.ts'

/**
 * The owner's redirects and the 404 report through the whole server stack with
 * the page cache on (decision 0046): rules apply before the cache, on this
 * instance after its own change and on another as the content version reaches
 * it; hits and not-found addresses are counted in memory and written in
 * batches, the report bounded under a flood.
 */
const database = testDatabaseForThisFile()

const stack = seededServerForThisFile('redirects')

beforeEach(async () => {
	await flushNotFound()
	await database.db.delete(redirects)
	await database.db.delete(notFoundPaths)
	await checkContentVersion()
})

/** A browser's user agent: Node's own ("node") is a bot to `isbot`. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const get = async (target: string, headers: Record<string, string> = {}, method = 'GET') => {
	const response = await fetch(`${stack.base}${target}`, { redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers }, method })
	return {
		status: response.status,
		location: response.headers.get('location'),
		cache: response.headers.get('x-page-cache'),
		text: await response.text(),
	}
}

/** A rule written as the admin's instance writes it: the version is read before its next answer. */
async function addRule(values: typeof redirects.$inferInsert) {
	const [row] = await database.db.insert(redirects).values(values).returning()
	await checkContentVersion()
	return row!
}

describe(`redirects through the server (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('redirects a page that was in the page cache, from the first request after the rule is added', async () => {
		await get('/about')
		expect((await get('/about')).cache).toBe('HIT')
		await addRule({ fromPath: '/about', target: '/contact', status: 301 })
		expect(await get('/about?utm_source=old')).toMatchObject({ status: 301, location: '/contact?utm_source=old', cache: null })
		expect(await get('/about/')).toMatchObject({ status: 301, location: '/contact' })
		// HEAD too; a form post is not redirected.
		expect(await get('/about', {}, 'HEAD')).toMatchObject({ status: 301, location: '/contact' })
		expect((await get('/contact')).status).toBe(200)
		await database.db.delete(redirects)
		await checkContentVersion()
		expect((await get('/about')).status).toBe(200)
	})

	it('applies prefix rules, 410 and other sites, and never a stored target off the site', async () => {
		await addRule({ fromPath: '/old-blog', target: '/blog', match: 'prefix', status: 301 })
		await addRule({ fromPath: '/removed', target: '', match: 'prefix', status: 410 })
		await addRule({ fromPath: '/partner', target: 'https://partner.example.co.uk/offer', status: 302 })
		// Written around the form: left out when the rules are loaded.
		await addRule({ fromPath: '/hostile', target: '//evil.example', status: 301 })
		await addRule({ fromPath: '/admin', target: '/', status: 301 })
		expect(await get('/old-blog/2019/kitchens?page=2')).toMatchObject({ status: 301, location: '/blog/2019/kitchens?page=2' })
		expect(await get('/removed/anything')).toMatchObject({
			status: 410,
			text: expect.stringContaining('<h1>This page has been removed</h1>'),
		})
		expect(await get('/partner?ref=1')).toMatchObject({ status: 302, location: 'https://partner.example.co.uk/offer?ref=1' })
		expect((await get('/hostile')).status).toBe(404)
		expect((await get('/admin')).location ?? '').not.toBe('/')
	})

	it('never crashes nor sends off the site for a hostile value stored around the forms', async () => {
		const texts = [
			...hostileAddresses,
			'/media/100%',
			'/media/%E0%A4%A',
			'/about/%00',
			'x'.repeat(20_000),
			'',
			'𝔘 🙂 \u202eevil',
			'<script>',
		]
		for (const [index, text] of texts.entries()) {
			await database.db.delete(redirects)
			// The text as a target of a real page (exact and prefix), and as the path of a rule.
			await database.db.insert(redirects).values([
				{ fromPath: '/about', target: text, status: 301 },
				{ fromPath: '/gallery', target: text, status: 302, match: 'prefix' },
				{ fromPath: text, target: '/contact', status: 301, match: index % 2 === 0 ? 'exact' : 'prefix' },
			])
			await checkContentVersion()
			for (const target of ['/about', '/gallery/x', '/contact', '/', '/evil.example', '/%5Cevil.example']) {
				const answer = await get(target)
				expect(answer.status, `${text} at ${target}`).toBeLessThan(500)
				if (answer.location !== null && answer.location !== text) expect(answer.location, `${text} at ${target}`).toMatch(/^\/(?![/\\])/)
				// An address of another site only as the owner wrote it (a rule may send visitors elsewhere on purpose).
				if (answer.location !== null && !answer.location.startsWith('/')) expect(answer.location).toBe('https://evil.example/')
			}
		}
	})

	it('reaches another instance when the content version does (a rule written elsewhere)', async () => {
		await get('/services')
		expect((await get('/services')).cache).toBe('HIT')
		// Another instance's write: this process learns of it by LISTEN/NOTIFY (or its periodic check), not by reading itself.
		await database.db.insert(redirects).values({ fromPath: '/services', target: '/contact', status: 302 })
		const deadline = Date.now() + 8_000
		let answer = await get('/services')
		while (answer.status !== 302 && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 100))
			answer = await get('/services')
		}
		expect(answer).toMatchObject({ status: 302, location: '/contact' })
	})

	it('counts hits in memory and writes them in one batch', async () => {
		const rule = await addRule({ fromPath: '/counted', target: '/contact', status: 301 })
		for (let index = 0; index < 5; index += 1) await get('/counted')
		expect(await database.db.select().from(redirectHits)).toHaveLength(0)
		await flushRedirectHits()
		expect(await database.db.select().from(redirectHits).where(eq(redirectHits.redirectId, rule.id))).toMatchObject([
			{ hits: 5, lastHitAt: expect.any(Date) },
		])
		await get('/counted')
		await flushRedirectHits()
		expect(await database.db.select().from(redirectHits)).toMatchObject([{ hits: 6 }])
	})
})

describe('the 404 report', () => {
	it('records not-found public pages (cached ones too), people and bots apart, the referring host only', async () => {
		await get('/no-such-page?email=someone@example.com', { referer: 'https://www.google.co.uk/search?q=private' })
		const second = await get('/no-such-page')
		expect(second).toMatchObject({ status: 404, cache: 'HIT' })
		await get('/no-such-page', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
		await get('/admin/no-such-admin-page')
		await get('/services/no-such-service')
		await get(`/${'x'.repeat(400)}`)
		await flushNotFound()
		const rows = await database.db.select().from(notFoundPaths).orderBy(notFoundPaths.path)
		expect(rows).toMatchObject([
			{ path: '/no-such-page', hits: 2, botHits: 1, referrerHost: 'www.google.co.uk' },
			{ path: '/services/no-such-service', hits: 1, botHits: 0 },
		])
		expect(JSON.stringify(rows)).not.toContain('someone')
	})

	it('stays bounded under a flood of made-up addresses', async () => {
		const fake = (path: string) =>
			[{ url: path, method: 'GET', headers: {} } as IncomingMessage, { statusCode: 404 } as ServerResponse] as const
		await database.db.insert(notFoundPaths).values({ path: '/real-old-page', hits: 10 })
		let maxPending = 0
		// About 20,000 made-up addresses in rounds as they would arrive between writes, and the real page asked for again.
		for (let round = 0; round < 20; round += 1) {
			for (let index = 0; index < NOT_FOUND_LIMITS.maxPending - 1; index += 1) {
				noteNotFound(...fake(`/${randomBytes(12).toString('hex')}?${index}`))
				maxPending = Math.max(maxPending, pendingNotFoundCount())
			}
			noteNotFound(...fake('/real-old-page'))
			await flushNotFound()
		}
		expect(maxPending).toBeLessThanOrEqual(NOT_FOUND_LIMITS.maxPending)
		const [count] = await database.db.select({ rows: sql<number>`count(*)::int` }).from(notFoundPaths)
		expect(count?.rows).toBe(NOT_FOUND_LIMITS.maxRows)
		// The rows already there are still counted once the report is full.
		expect(await database.db.select().from(notFoundPaths).where(eq(notFoundPaths.path, '/real-old-page'))).toMatchObject([
			{ hits: expect.any(Number) },
		])
		const [real] = await database.db.select().from(notFoundPaths).where(eq(notFoundPaths.path, '/real-old-page'))
		expect(real!.hits).toBeGreaterThanOrEqual(20)
	}, 120_000)

	it('forgets rows not seen for 90 days', async () => {
		try {
			await database.db.insert(notFoundPaths).values([
				{ path: '/stale', lastSeenAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) },
				{ path: '/recent', lastSeenAt: new Date(Date.now() - 89 * 24 * 3600 * 1000) },
			])
			// Pruning runs at most hourly: setting the limits makes the next write prune.
			setNotFoundLimitsForTesting({ keepDays: 90 })
			await flushNotFound()
			expect((await database.db.select().from(notFoundPaths)).map((row) => row.path)).toEqual(['/recent'])
		} finally {
			setNotFoundLimitsForTesting(null)
		}
	})
})
