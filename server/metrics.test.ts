import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { pageViewCounter } from '#app/.server/analytics/view-counts.ts'
import { emailOutbox, pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { processDueEmails } from '#app/.server/email/outbox.ts'
import { forgetMetricsReading, renderMetrics } from '#app/.server/metrics.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { parsePrometheusText, sampleValue, type Family } from '#tests/prometheus-text.ts'
import { seededServerForThisFile, startInProcessServer, type InProcessServer } from '#tests/sweep/server.ts'

import { createMetricsServer } from './metrics-server.ts'
import { requestMetrics, routeLabeler } from './request-metrics.ts'

/**
 * The metrics (decision 0058) through the whole server stack: scraped, parsed
 * as Prometheus text, and checked against requests made just before; the
 * token on the main port, the metrics' own port, and /metrics as an unknown
 * path when neither is configured.
 */
const database = testDatabaseForThisFile()
const TOKEN = 'metrics-test-token-0123456789abcdef0123456789'
const stack = seededServerForThisFile('metrics', { metrics: { token: TOKEN } })
const driver = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite'
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
	fetch(`${stack.base}${target}`, { method, redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } })

async function scrape(base = stack.base, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
	// A request is recorded when its response closes, which may be just after the client has read it.
	await new Promise((resolve) => setTimeout(resolve, 20))
	const response = await fetch(`${base}/metrics`, { headers })
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
	expect(response.headers.get('cache-control')).toBe('no-store')
	const text = await response.text()
	return { text, families: parsePrometheusText(text) }
}

const requests = (families: Map<string, Family>, route: string, status = '2xx', method = 'GET') =>
	sampleValue(families, 'westway_http_requests_total', { method, route, status }) ?? 0
const durations = (families: Map<string, Family>, route: string, method = 'GET') =>
	sampleValue(families, 'westway_http_request_duration_seconds_count', { method, route }) ?? 0

beforeEach(() => forgetMetricsReading())

describe(`metrics on the main port behind a bearer token (${driver})`, () => {
	it('refuses a scrape without the token or with a wrong one, in the same way', async () => {
		for (const headers of [
			{} as Record<string, string>,
			{ authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
			{ authorization: `Bearer ${TOKEN}x` },
			{ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
			{ authorization: 'Bearer' },
		]) {
			const response = await get('/metrics', headers)
			expect(response.status, JSON.stringify(headers)).toBe(401)
			expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
			expect(await response.text()).not.toContain('westway_')
		}
		expect((await get('/metrics', { authorization: `Bearer ${TOKEN}` }, 'POST')).status).toBe(405)
	})

	it('counts a miss then a hit of a page under its route pattern, in the page cache counters too', async () => {
		const before = (await scrape()).families
		const first = await get('/areas/maida-vale?email=someone@example.com')
		const second = await get('/areas/maida-vale')
		expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['MISS', 'HIT'])
		const { families, text } = await scrape()
		expect(requests(families, '/areas/:area') - requests(before, '/areas/:area')).toBe(2)
		expect(durations(families, '/areas/:area') - durations(before, '/areas/:area')).toBe(2)
		const counter = (name: string, from: Map<string, Family>) => sampleValue(from, name) ?? 0
		expect(counter('westway_page_cache_hits_total', families) - counter('westway_page_cache_hits_total', before)).toBe(1)
		expect(counter('westway_page_cache_misses_total', families) - counter('westway_page_cache_misses_total', before)).toBe(1)
		expect(sampleValue(families, 'westway_page_cache_entries')).toBeGreaterThanOrEqual(1)
		expect(sampleValue(families, 'westway_page_cache_bytes')).toBeGreaterThan(1_000)
		// The hit took well under the slowest bucket, and the sum is a duration in seconds.
		const fastest = sampleValue(families, 'westway_http_request_duration_seconds_bucket', {
			route: '/areas/:area',
			method: 'GET',
			le: '2.5',
		})
		expect(fastest).toBeGreaterThanOrEqual(1)
		const sum = sampleValue(families, 'westway_http_request_duration_seconds_sum', { route: '/areas/:area', method: 'GET' })!
		expect(sum).toBeGreaterThan(0)
		expect(sum).toBeLessThan(60)
		// Neither the URL nor its query is a label.
		expect(text).not.toMatch(/maida-vale|someone|email=/)
	})

	it('labels a path no route has not_found, a router data request with .data, and HEAD apart', async () => {
		const before = (await scrape()).families
		expect((await get('/no-such-page/at-all?token=secret-value')).status).toBe(404)
		expect((await get('/no-such-page/at-all')).status).toBe(404)
		expect((await get('/services/no-such-service')).status).toBe(404)
		expect((await get('/about.data')).status).toBe(200)
		expect((await get('/about', {}, 'HEAD')).status).toBe(200)
		expect((await get('/healthz')).status).toBe(200)
		const { families, text } = await scrape()
		const delta = (route: string, status: string, method = 'GET') =>
			requests(families, route, status, method) - requests(before, route, status, method)
		expect(delta('not_found', '4xx')).toBe(2)
		expect(delta('/services/:slug', '4xx')).toBe(1)
		expect(delta('/about.data', '2xx')).toBe(1)
		expect(delta('/about', '2xx', 'HEAD')).toBe(1)
		expect(delta('/healthz', '2xx')).toBe(1)
		expect(text).not.toMatch(/no-such|secret-value/)
		// The scrapes themselves are not requests of the site.
		expect(text).not.toContain('route="/metrics"')
	})

	it('is never stored in the page cache nor counted as a page view', async () => {
		await pageViewCounter.flush()
		await database.db.delete(pageViewsDaily)
		pageViewCounter.enabled = true
		for (let round = 0; round < 2; round += 1) {
			const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` })
			expect(response.headers.get('x-page-cache')).toBeNull()
			await response.text()
		}
		await pageViewCounter.flush()
		expect(await database.db.select().from(pageViewsDaily)).toEqual([])
	})

	it('tells the outbox’s depth from the database, and this process’s sends by outcome', async () => {
		await database.db.delete(emailOutbox)
		const message = (status: 'pending' | 'failed' | 'sent', minutesAgo: number) => ({
			kind: 'test',
			toAddress: 'office@example.com',
			subject: 'A test',
			textBody: 'Body',
			status,
			createdAt: new Date(Date.now() - minutesAgo * 60_000),
		})
		await database.db.insert(emailOutbox).values([message('pending', 10), message('pending', 1), message('failed', 5), message('sent', 60)])
		const before = (await scrape()).families
		// The worker tries both pending messages and fails: each is counted, and stays pending for a later try.
		const result = await processDueEmails(database.db, async () => {
			throw new Error('The mail server is down')
		})
		expect(result).toEqual({ sent: 0, retrying: 2, failed: 0 })
		forgetMetricsReading()
		const { families } = await scrape()
		expect(sampleValue(families, 'westway_outbox_messages', { status: 'pending' })).toBe(2)
		expect(sampleValue(families, 'westway_outbox_messages', { status: 'failed' })).toBe(1)
		const oldest = sampleValue(families, 'westway_outbox_oldest_pending_seconds')!
		expect(oldest).toBeGreaterThan(9 * 60)
		expect(oldest).toBeLessThan(11 * 60)
		const sends = (from: Map<string, Family>, outcome: string) => sampleValue(from, 'westway_outbox_sends_total', { outcome })
		expect(sends(families, 'retry')! - sends(before, 'retry')!).toBe(2)
		expect(sends(families, 'sent')).toBeGreaterThanOrEqual(0)
		expect(sends(families, 'failed')).toBeGreaterThanOrEqual(0)

		// Read once per few seconds, not per scrape.
		await database.db.delete(emailOutbox)
		expect(sampleValue((await scrape()).families, 'westway_outbox_messages', { status: 'pending' })).toBe(2)
		forgetMetricsReading()
		const emptied = (await scrape()).families
		expect(sampleValue(emptied, 'westway_outbox_messages', { status: 'pending' })).toBe(0)
		expect(sampleValue(emptied, 'westway_outbox_oldest_pending_seconds')).toBe(0)
	})

	it('tells the database, its pool, the memory and the event loop', async () => {
		const { families } = await scrape()
		expect(sampleValue(families, 'westway_database_up', { driver })).toBe(1)
		expect(sampleValue(families, 'westway_database_reading_seconds')).toBeGreaterThan(0)
		if (driver === 'postgresql') {
			const states = ['active', 'idle', 'idle_in_transaction', 'other']
			const open = states.reduce((total, state) => total + sampleValue(families, 'westway_database_pool_connections', { state })!, 0)
			// At least the connection the reading ran on; at most the pool's size.
			expect(open).toBeGreaterThanOrEqual(1)
			expect(open).toBeLessThanOrEqual(sampleValue(families, 'westway_database_pool_max_connections')!)
			expect(sampleValue(families, 'westway_database_pool_max_connections')).toBe(20)
		} else {
			expect(families.get('westway_database_pool_connections')?.samples).toEqual([])
		}
		expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(32 * 1024 * 1024)
		expect(sampleValue(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1024 * 1024)
		expect(families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('gauge')
		expect(sampleValue(families, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
		expect(families.get('nodejs_gc_duration_seconds')?.type).toBe('histogram')
	})
})

describe('the metrics’ own port', () => {
	let open: Server
	let guarded: Server
	const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	beforeAll(async () => {
		open = createMetricsServer()
		guarded = createMetricsServer({ token: TOKEN })
		for (const server of [open, guarded]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	})
	afterAll(async () => {
		for (const server of [open, guarded]) await new Promise((resolve) => server.close(resolve))
	})

	it('answers /metrics without a token when none is configured, and nothing else', async () => {
		const { families } = await scrape(base(open), {})
		expect(families.has('westway_http_requests_total')).toBe(true)
		expect(families.has('westway_outbox_messages')).toBe(true)
		expect(families.has('process_resident_memory_bytes')).toBe(true)
		for (const target of ['/', '/about', '/metrics/x', '/healthz']) expect((await fetch(`${base(open)}${target}`)).status, target).toBe(404)
	})

	it('asks for the token there too when one is configured', async () => {
		expect((await fetch(`${base(guarded)}/metrics`)).status).toBe(401)
		await scrape(base(guarded))
	})
})

describe('without METRICS_TOKEN on the main port', () => {
	let plain: InProcessServer
	beforeAll(async () => {
		plain = await startInProcessServer()
	}, 120_000)
	afterAll(() => plain.close())

	it('answers /metrics as any unknown path: the not-found page, whatever the header', async () => {
		for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${TOKEN}` }]) {
			const response = await fetch(`http://127.0.0.1:${plain.port}/metrics`, { headers: { 'user-agent': BROWSER, ...headers } })
			expect(response.status).toBe(404)
			const text = await response.text()
			expect(text).toContain('<html')
			expect(text).not.toContain('westway_')
		}
	})
})

describe('the route label and the cost of recording a request', () => {
	const page = { default: () => null }
	const routes = {
		root: { id: 'root', path: '', module: page },
		'routes/site/layout': { id: 'routes/site/layout', parentId: 'root', module: page },
		'routes/site/home': { id: 'routes/site/home', parentId: 'routes/site/layout', index: true, module: page },
		'routes/site/blog-article': { id: 'routes/site/blog-article', parentId: 'routes/site/layout', path: 'blog/:slug', module: page },
		'routes/site/not-found': { id: 'routes/site/not-found', parentId: 'routes/site/layout', path: '*', module: page },
		'routes/admin/layout': { id: 'routes/admin/layout', parentId: 'root', path: 'admin', module: page },
		'routes/admin/enquiry': { id: 'routes/admin/enquiry', parentId: 'routes/admin/layout', path: 'enquiries/:id', module: page },
		'routes/resources/media': { id: 'routes/resources/media', parentId: 'root', path: 'media/*', module: {} },
	} as unknown as Parameters<typeof routeLabeler>[0]

	it('is a route pattern or one of a few words, never the URL', () => {
		const label = routeLabeler(routes)
		expect(label('/')).toBe('/')
		expect(label('/?utm_source=x')).toBe('/')
		expect(label('/_root.data')).toBe('/.data')
		expect(label('/blog/a-post?email=someone@example.com')).toBe('/blog/:slug')
		expect(label('/BLOG/Another/')).toBe('/blog/:slug')
		expect(label('/blog/a-post.data')).toBe('/blog/:slug.data')
		expect(label('/admin/enquiries/0f9c')).toBe('/admin/enquiries/:id')
		expect(label('/media/pictures/a.webp')).toBe('/media/*')
		expect(label('/assets/entry-abc.js')).toBe('assets')
		expect(label('/no/such/page')).toBe('not_found')
		expect(label('/no-such.data')).toBe('not_found')
		expect(label('*')).toBe('invalid')
		expect(label('http://example.com/')).toBe('invalid')
	})

	it('counts a file of public/ as static, a redirect of the owner’s as redirect, and stays a memo look-up and a few increments', async () => {
		const recorder = requestMetrics(routes)
		const before = parsePrometheusText(await renderMetrics())
		const res = (statusCode: number) => ({ statusCode }) as ServerResponse
		recorder.answered({ method: 'GET', url: '/robots-like-file.txt' } as IncomingMessage, res(200), performance.now())
		recorder.answered({ method: 'GET', url: '/robots-like-file.txt' } as IncomingMessage, res(404), performance.now())
		recorder.answered({ method: 'GET', url: '/robots-like-file.txt' } as IncomingMessage, res(304), performance.now())
		for (const status of [301, 302, 410])
			recorder.answered({ method: 'GET', url: '/an-old-page' } as IncomingMessage, res(status), performance.now())
		const req = { method: 'GET', url: '/blog/a-post' } as IncomingMessage
		const ok = res(200)
		const rounds = 200_000
		for (let index = 0; index < 10_000; index += 1) recorder.answered(req, ok, performance.now())
		const started = performance.now()
		for (let index = 0; index < rounds; index += 1) recorder.answered(req, ok, performance.now())
		const perRequest = ((performance.now() - started) * 1_000) / rounds
		// Microseconds per request, clock readings included; a cache hit through node:http costs tens of them.
		expect(perRequest).toBeLessThan(2)
		const after = parsePrometheusText(await renderMetrics())
		expect(requests(after, 'static') - requests(before, 'static')).toBe(1)
		expect(requests(after, 'static', '3xx') - requests(before, 'static', '3xx')).toBe(1)
		expect(requests(after, 'redirect', '3xx') - requests(before, 'redirect', '3xx')).toBe(2)
		expect(requests(after, 'redirect', '4xx') - requests(before, 'redirect', '4xx')).toBe(1)
		expect(requests(after, 'not_found', '4xx') - requests(before, 'not_found', '4xx')).toBe(1)
		expect(requests(after, '/blog/:slug') - requests(before, '/blog/:slug')).toBe(rounds + 10_000)
	})
})
