import type { IncomingMessage, ServerResponse } from 'node:http'
import { beforeEach, describe, expect, it } from 'vitest'

import { pageViewCounter } from '#app/.server/analytics/view-counts.ts'
import { pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * Page views through the whole server stack with the page cache on (decision
 * 0051): a public page's view is counted whether the cache answered it or a
 * render did; robots, prefetches, signed-in staff, missing pages, resources
 * and HEAD are not; only the day, the page's path and the referring host are
 * stored.
 */
const database = testDatabaseForThisFile()
const staff = sessionForThisFile('views-admin@example.com')
const stack = seededServerForThisFile('page-views')

/** A browser's user agent: Node's own ("node") is a bot to `isbot`. */
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const get = async (target: string, headers: Record<string, string> = {}, method = 'GET') => {
	const response = await fetch(`${stack.base}${target}`, { redirect: 'manual', method, headers: { 'user-agent': BROWSER, ...headers } })
	return { status: response.status, cache: response.headers.get('x-page-cache'), text: await response.text() }
}

const stored = async () => {
	await pageViewCounter.flush()
	return (await database.db.select().from(pageViewsDaily)).sort((a, b) =>
		`${a.path} ${a.referrerHost}`.localeCompare(`${b.path} ${b.referrerHost}`),
	)
}

beforeEach(async () => {
	await pageViewCounter.flush()
	await database.db.delete(pageViewsDaily)
	pageViewCounter.enabled = true
})

describe(`page views through the server (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('counts a page served by a render and from the cache, under its path, with the referring host only', async () => {
		expect((await get('/about?utm_source=newsletter&email=someone@example.com')).cache).toBe('MISS')
		expect((await get('/about', { referer: 'https://www.google.co.uk/search?q=private+words' })).cache).toBe('HIT')
		// A browser showing its own copy again (304) is a view too; a page of this site linking is not another site.
		const etag = (await fetch(`${stack.base}/about`, { headers: { 'user-agent': BROWSER } })).headers.get('etag')!
		expect((await fetch(`${stack.base}/about`, { headers: { 'user-agent': BROWSER, 'if-none-match': etag } })).status).toBe(304)
		await get('/about/', { referer: `${stack.base}/services` })
		await get('/ABOUT', { referer: 'https://bing.com/' })
		// Not answerable from the cache (a request with credentials): rendered, and counted all the same.
		expect((await get('/services', { authorization: 'Basic eDp5' })).cache).toBeNull()
		const day = (await stored())[0]?.day
		expect(await stored()).toEqual([
			{ day, path: '/about', referrerHost: '', views: 4 },
			{ day, path: '/about', referrerHost: 'bing.com', views: 1 },
			{ day, path: '/about', referrerHost: 'google.co.uk', views: 1 },
			{ day, path: '/services', referrerHost: '', views: 1 },
		])
		expect(JSON.stringify(await stored())).not.toMatch(/someone|private|utm|127\.0\.0\.1|Mozilla/)
	})

	it('leaves out robots, prefetches, signed-in staff, missing pages, resources, previews and HEAD', async () => {
		await get('/gallery')
		await get('/gallery', { 'user-agent': GOOGLEBOT })
		await get('/gallery', { 'user-agent': '' })
		await get('/gallery', { 'sec-purpose': 'prefetch' })
		await get('/gallery', { cookie: staff.cookie })
		await get('/gallery', {}, 'HEAD')
		expect((await get('/no-such-page')).status).toBe(404)
		expect((await get('/no-such-page')).status).toBe(404)
		expect((await get('/services/no-such-service')).status).toBe(404)
		expect((await get('/blog/feed.xml')).status).toBe(200)
		await get('/sitemap.xml')
		await get('/newsletter/unsubscribe/some-token')
		await get('/admin/reviews')
		await get('/preview/article/00000000-0000-0000-0000-000000000000/1/abc')
		expect(await stored()).toMatchObject([{ path: '/gallery', referrerHost: '', views: 1 }])
	})

	it('counts nothing with PAGE_VIEWS=off', async () => {
		pageViewCounter.enabled = false
		await get('/contact')
		await get('/contact')
		expect(await stored()).toEqual([])
	})

	it('tells on /privacy that visits are counted without cookies or anything identifying, so no consent banner', async () => {
		const { status, text } = await get('/privacy')
		expect(status).toBe(200)
		const prose = text.replace(/<[^>]+>/g, ' ').replace(/&#x27;|’/g, "'")
		expect(prose).toContain('We count visits to the pages of this website on our own server')
		expect(prose).toContain('This uses no cookies and nothing that identifies you or your device')
		expect(prose).toContain('there is no consent banner to answer')
	})
})

describe('the cost of counting a cache hit', () => {
	it('stays a few memo look-ups and an increment', async () => {
		const { pageViewNoter } = await import('./page-views.ts')
		const { createViewCounter } = await import('#app/.server/analytics/view-counts.ts')
		const counter = createViewCounter()
		const routes = {
			root: { id: 'root', path: '', module: { default: () => null } },
			'routes/site/layout': { id: 'routes/site/layout', parentId: 'root', module: { default: () => null } },
			'routes/site/about': { id: 'routes/site/about', parentId: 'routes/site/layout', path: 'about', module: { default: () => null } },
		} as unknown as Parameters<typeof pageViewNoter>[0]
		const note = pageViewNoter(routes, 'https://www.example.co.uk', counter)
		const req = {
			method: 'GET',
			url: '/about',
			headers: { 'user-agent': BROWSER, referer: 'https://www.example.co.uk/' },
		} as IncomingMessage
		const res = { statusCode: 200 } as ServerResponse
		const rounds = 200_000
		for (let index = 0; index < 10_000; index += 1) note(req, res)
		const started = performance.now()
		for (let index = 0; index < rounds; index += 1) note(req, res)
		const perView = ((performance.now() - started) * 1_000) / rounds
		// Microseconds per view; a cache hit through node:http costs tens of them.
		expect(perView).toBeLessThan(2)
		await counter.flush()
		expect(await stored()).toMatchObject([{ path: '/about', referrerHost: '', views: rounds + 10_000 }])
	})
})
