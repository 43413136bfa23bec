import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { checkContentVersion, currentContentVersion, followContentVersion, stopFollowingContentVersion } from './content-version.ts'
import {
	BEST_COMPRESSION,
	clearPageCache,
	enablePageCache,
	fillPageCache,
	FIRST_COMPRESSION,
	MAX_AGE_MS,
	PAGE_CACHEABLE_HEADER,
	pageCacheImproved,
	pageCacheKey,
	pageCacheStats,
	preferredEncoding,
	servePageFromCache,
	servePageMiss,
	storedPage,
} from './page-cache.ts'
import type { DeclaredQuery } from './page-query.ts'

const database = testDatabaseForThisFile()

type Page = { status: number; headers: OutgoingHttpHeaders; body: string }

/**
 * A server that does what server/app.ts does, around a stand-in renderer: the
 * cache's fast path first, then one render per key, kept when it may be.
 */
let renders = 0
let nextPage: (req: IncomingMessage) => Page
let server: Server
let base: string

const publicPage = (body = '<html><body>Home</body></html>', status = 200): Page => ({
	status,
	headers: { 'content-type': 'text/html; charset=utf-8', [PAGE_CACHEABLE_HEADER]: '1', 'x-frame-options': 'DENY' },
	body,
})

/** As the route handles would declare them: the gallery reads two parameters, `/feed` is no public page, the rest read none. */
const declaredQuery: DeclaredQuery = (path) => (path === '/gallery' ? ['category', 'page'] : path === '/feed' ? null : [])

beforeAll(async () => {
	await followContentVersion(database)
	enablePageCache(true, declaredQuery)
	server = createServer((req, res) => {
		if (servePageFromCache(req, res, req.headers['x-test-request-id'] as string | undefined)) return
		const key = req.method === 'GET' ? pageCacheKey(req) : null
		const render = async () => {
			renders += 1
			const page = nextPage(req)
			return { status: page.status, headers: page.headers, body: Buffer.from(page.body) }
		}
		void (async () => {
			const send = (page: { status: number; headers: OutgoingHttpHeaders; body: Buffer }) =>
				res.writeHead(page.status, page.headers as Record<string, string>).end(page.body)
			if (key !== null && (await servePageMiss(req, res, key, render, send))) return
			send(await render())
		})()
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	enablePageCache(false)
	await stopFollowingContentVersion()
	await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
	clearPageCache()
	renders = 0
	nextPage = () => publicPage()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

describe('page cache keys', () => {
	const key = (url: string, headers: IncomingMessage['headers'] = {}, method = 'GET') => pageCacheKey({ method, url, headers })

	it('are the path and the sorted query, without tracking parameters', () => {
		expect(key('/services')).toBe('/services')
		expect(key('/gallery?page=2&category=Kitchens')).toBe('/gallery?category=Kitchens&page=2')
		expect(key('/gallery?utm_source=news&category=Kitchens&gclid=1&fbclid=2')).toBe('/gallery?category=Kitchens')
		expect(key('/?utm_campaign=spring')).toBe('/')
	})

	it('are not given to writes, signed-in visitors, credentials, ranges or private paths', () => {
		expect(key('/', {}, 'POST')).toBeNull()
		expect(key('/', {}, 'DELETE')).toBeNull()
		expect(key('/', { cookie: 'theme=dark; better-auth.session_token=abc' })).toBeNull()
		expect(key('/', { cookie: '__Secure-better-auth.session_token=abc' })).toBeNull()
		expect(key('/', { authorization: 'Bearer x' })).toBeNull()
		expect(key('/', { range: 'bytes=0-10' })).toBeNull()
		for (const path of [
			'/admin',
			'/admin/reviews',
			'/auth',
			'/auth/sign-out',
			'/api/enquiries',
			'/newsletter',
			'/media/x.webp',
			'/healthz',
			'/assets/a.js',
			'/services.data',
			'/_root.data?x=1',
			'/__manifest?paths=%2Fauth%2Ftwo-factor&version=a1b2c3d4',
		]) {
			expect(key(path), path).toBeNull()
		}
		expect(key(`/${'a'.repeat(2_000)}`)).toBeNull()
		expect(key('//evil.example/')).toBeNull()
	})

	it('keep only the parameters the page declares, so unknown ones make no new key', () => {
		expect(key('/gallery?v=1')).toBe('/gallery')
		expect(key('/gallery?v=2&page=3&zz=1&category=Kitchens')).toBe('/gallery?category=Kitchens&page=3')
		expect(key('/gallery?page=2&page=3')).toBe('/gallery?page=2&page=3')
		expect(key('/about?page=2&category=Kitchens')).toBe('/about')
		expect(key('/about?')).toBe('/about')
		// No public page: its query is kept (its response is never stored, so it makes no entry either).
		expect(key('/feed?b=2&a=1&utm_source=x')).toBe('/feed?a=1&b=2')
	})

	it('let other cookies through (they do not change a public page)', () => {
		expect(key('/', { cookie: 'theme=dark' })).toBe('/')
	})
})

describe('page cache', () => {
	it('render once, then serve the same bytes from memory', async () => {
		const first = await get('/')
		expect(first.headers.get('x-page-cache')).toBe('MISS')
		const second = await get('/')
		expect(second.headers.get('x-page-cache')).toBe('HIT')
		expect(await second.text()).toBe(await first.text())
		expect(second.headers.get('x-frame-options')).toBe('DENY')
		expect(second.headers.get(PAGE_CACHEABLE_HEADER)).toBeNull()
		expect(renders).toBe(1)
		expect(pageCacheStats()).toMatchObject({ entries: 1 })
	})

	it('tell a proxy in front to keep each page until the end of the current second, when there is one', async () => {
		expect((await get('/')).headers.get('x-accel-expires')).toBeNull()
		enablePageCache(true, declaredQuery, { proxyExpiry: true })
		try {
			const expiry = (response: Response) => Number(response.headers.get('x-accel-expires')?.replace(/^@/, ''))
			const now = () => Math.floor(Date.now() / 1000)
			const miss = await get('/')
			expect(miss.headers.get('x-page-cache')).toBe('MISS')
			expect(now() - expiry(miss)).toBeLessThanOrEqual(1)
			const variants: Record<string, string>[] = [
				{},
				{ 'x-test-request-id': 'proxy-id-1' },
				{ 'x-test-request-id': 'proxy-id-2', 'if-none-match': String(miss.headers.get('etag')) },
			]
			for (const headers of variants) {
				const hit = await get('/', headers)
				expect(hit.headers.get('x-page-cache')).toBe('HIT')
				expect(now() - expiry(hit)).toBeLessThanOrEqual(1)
				if (headers['x-test-request-id']) expect(hit.headers.get('x-request-id')).toBe(headers['x-test-request-id'])
			}
		} finally {
			enablePageCache(true, declaredQuery)
		}
		expect((await get('/')).headers.get('x-accel-expires')).toBeNull()
	})

	it('keep brotli and gzip bodies of the same page, and a plain one', async () => {
		const body = `<html><body>${'Kitchens and bathrooms. '.repeat(200)}</body></html>`
		nextPage = () => publicPage(body)
		await get('/services')
		const raw = (encoding: string) =>
			new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
				const request = new URL(`${base}/services`)
				import('node:http').then(({ get: httpGet }) =>
					httpGet(request, { headers: { 'accept-encoding': encoding } }, (res) => {
						const chunks: Buffer[] = []
						res.on('data', (chunk: Buffer) => chunks.push(chunk))
						res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
					}).on('error', reject),
				)
			})
		const br = await raw('gzip, deflate, br')
		expect(br.headers['content-encoding']).toBe('br')
		expect(brotliDecompressSync(br.body).toString()).toBe(body)
		expect(br.body.length).toBeLessThan(body.length / 10)
		const gz = await raw('gzip')
		expect(gz.headers['content-encoding']).toBe('gzip')
		expect(gunzipSync(gz.body).toString()).toBe(body)
		const plain = await raw('identity')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString()).toBe(body)
		expect(br.headers.vary).toBe('Accept-Encoding')
		expect(br.headers.etag).toBe(gz.headers.etag)
	})

	it('serve every URL of one key from one render, whatever unknown parameters it has', async () => {
		expect((await get('/gallery?v=1')).headers.get('x-page-cache')).toBe('MISS')
		expect((await get('/gallery?v=2')).headers.get('x-page-cache')).toBe('HIT')
		expect((await get('/gallery?utm_source=news&zz')).headers.get('x-page-cache')).toBe('HIT')
		expect((await get('/gallery?page=2')).headers.get('x-page-cache')).toBe('MISS')
		expect(renders).toBe(2)
		expect(pageCacheStats()).toMatchObject({ entries: 2 })
	})

	it('answer 304 to a matching If-None-Match, and the page to a stale one', async () => {
		const first = await get('/about')
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^"[\w-]{27}"$/)
		expect(first.headers.get('cache-control')).toBe('no-cache')
		const unchanged = await get('/about', { 'if-none-match': etag })
		expect(unchanged.status).toBe(304)
		expect(await unchanged.text()).toBe('')
		expect((await get('/about', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304)
		expect((await get('/about', { 'if-none-match': '"other"' })).status).toBe(200)
	})

	it('answer HEAD from a kept page without a body', async () => {
		await get('/')
		const head = await fetch(`${base}/`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers.get('x-page-cache')).toBe('HIT')
		expect(await head.text()).toBe('')
	})

	it('keep a 404 page, but no other status', async () => {
		nextPage = () => publicPage('<p>Not found</p>', 404)
		await get('/missing')
		expect((await get('/missing')).headers.get('x-page-cache')).toBe('HIT')
		for (const status of [500, 503, 302, 400]) {
			clearPageCache()
			nextPage = () => publicPage('<p>Error</p>', status)
			await get('/flaky', {})
			const again = await fetch(`${base}/flaky`, { redirect: 'manual' })
			expect(again.status, String(status)).toBe(status)
			expect(again.headers.get('x-page-cache'), String(status)).toBeNull()
		}
	})

	it('never keep a response that sets a cookie, is private, or was not marked public by the renderer', async () => {
		const pages: Page[] = [
			{ ...publicPage(), headers: { ...publicPage().headers, 'set-cookie': 'flash=1' } },
			{ ...publicPage(), headers: { ...publicPage().headers, 'cache-control': 'private' } },
			{ ...publicPage(), headers: { 'content-type': 'text/html' } },
		]
		for (const page of pages) {
			clearPageCache()
			renders = 0
			nextPage = () => page
			await get('/contact')
			await get('/contact')
			expect(renders).toBe(2)
		}
	})

	it('render once for many visitors arriving at once', async () => {
		nextPage = () => publicPage('<p>Busy</p>')
		const responses = await Promise.all(Array.from({ length: 20 }, () => get('/busy')))
		expect(responses.every((response) => response.status === 200)).toBe(true)
		expect(renders).toBe(1)
	})

	it('forget every page when the content changes, whoever changed it', async () => {
		await get('/')
		expect((await get('/')).headers.get('x-page-cache')).toBe('HIT')
		const before = currentContentVersion()
		await database.db.execute(sql`insert into reviews (reviewer_name, body) values ('A visitor', 'Tidy work')`)
		await vi.waitFor(() => expect(currentContentVersion()).toBeGreaterThan(before), { timeout: 5_000, interval: 5 })
		expect(pageCacheStats()).toMatchObject({ entries: 0 })
		expect((await get('/')).headers.get('x-page-cache')).toBe('MISS')
	})

	it('keep every page through a write that changes no row', async () => {
		await get('/')
		const before = currentContentVersion()
		await database.db.execute(sql`update services set is_active = false where false`)
		await database.db.execute(sql`delete from reviews where false`)
		expect(await checkContentVersion()).toBe(before)
		expect((await get('/')).headers.get('x-page-cache')).toBe('HIT')
	})

	it('not keep a page rendered from content that changed while it rendered', async () => {
		nextPage = () => publicPage('<p>Old</p>')
		const fill = fillPageCache('/racing', async () => {
			const before = currentContentVersion()
			await database.db.execute(sql`insert into reviews (reviewer_name, body) values ('A visitor', 'Tidy work')`)
			await vi.waitFor(() => expect(currentContentVersion()).toBeGreaterThan(before), { timeout: 5_000, interval: 5 })
			return { status: 200, headers: publicPage().headers, body: Buffer.from('<p>Old</p>') }
		})
		await fill
		expect(pageCacheStats()).toMatchObject({ entries: 0 })
	})

	it('let a kept page expire, since pages show dates', async () => {
		await get('/blog')
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MAX_AGE_MS + 1 })
		try {
			expect((await get('/blog')).headers.get('x-page-cache')).toBe('MISS')
		} finally {
			vi.useRealTimers()
		}
	})
})

describe('page cache compression', () => {
	const body = `<html><body>${Array.from({ length: 400 }, (_, n) => `<p>Bathroom ${n} fitted in ${n % 7} days</p>`).join('')}</body></html>`

	it('store a miss compressed fast, then replace it with the best compression in the background', async () => {
		nextPage = () => publicPage(body)
		const first = await get('/services')
		expect(first.headers.get('x-page-cache')).toBe('MISS')
		const fast = storedPage('/services')!
		expect(fast.best).toBe(false)
		expect(brotliDecompressSync(fast.bodies.br).toString()).toBe(body)
		await pageCacheImproved()
		const best = storedPage('/services')!
		expect(best.best).toBe(true)
		expect(best.etag).toBe(fast.etag)
		expect(best.bodies.br.length).toBeLessThan(fast.bodies.br.length)
		expect(brotliDecompressSync(best.bodies.br).toString()).toBe(body)
		expect(gunzipSync(best.bodies.gzip).toString()).toBe(body)
		expect(pageCacheStats()).toMatchObject({ entries: 1, bytes: best.size })
		expect(renders).toBe(1)
		// The kept page is served with the new bodies and their lengths.
		const served = await fetch(`${base}/services`, { headers: { 'accept-encoding': 'br' } })
		expect(served.headers.get('x-page-cache')).toBe('HIT')
		expect(await served.text()).toBe(body)
		expect(FIRST_COMPRESSION.brotli).toBeLessThan(BEST_COMPRESSION.brotli)
	})

	it('improve nothing while a miss is rendering', async () => {
		nextPage = () => publicPage(body)
		let finish = () => {}
		const rendering = fillPageCache('/slow', async () => {
			await new Promise<void>((resolve) => (finish = resolve))
			return { status: 200, headers: publicPage().headers, body: Buffer.from(body) }
		})
		await get('/about')
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(storedPage('/about')?.best).toBe(false)
		finish()
		await rendering
		await pageCacheImproved()
		expect(storedPage('/about')?.best).toBe(true)
		expect(storedPage('/slow')?.best).toBe(true)
	})

	it('drop a waiting improvement when the content changes', async () => {
		nextPage = () => publicPage(body)
		await get('/reviews')
		clearPageCache()
		await pageCacheImproved()
		expect(storedPage('/reviews')).toBeNull()
		expect(pageCacheStats()).toMatchObject({ entries: 0, bytes: 0 })
	})
})

describe('preferred encoding', () => {
	it('take br, then gzip, honouring q=0', () => {
		expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
		expect(preferredEncoding('gzip, br;q=0')).toBe('gzip')
		expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity')
		expect(preferredEncoding('*')).toBe('br')
		expect(preferredEncoding(undefined)).toBe('identity')
	})
})
