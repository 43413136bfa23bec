import { Agent, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { capturedLogger } from '#tests/captured-logger.ts'
import { rawRequest, type RawRequest } from '#tests/raw-http.ts'

import { createDrain, DRAIN_MESSAGE } from './drain.ts'
import { createWebServer, type WebServerOptions } from './http.ts'
import { guardMessages } from './request-guards.ts'

let server: Server | undefined
afterEach(async () => {
	await new Promise((resolve) => server?.close(resolve))
	server = undefined
})

/** The web server around an app that records what reached it. */
async function start(options: Partial<WebServerOptions> = {}) {
	const reached: string[] = []
	const log = capturedLogger()
	server = createWebServer({
		env: { SITE_URL: 'http://localhost:3000', TRUST_PROXY: 0 },
		development: false,
		mount: (app) =>
			app.use((req, res) => {
				reached.push(`${req.method} ${req.url}`)
				res.json({ ok: true })
			}),
		logger: log.logger,
		// Longer than any test: the summary of cache hits is written when the server closes (see \`stop\`), not by a timer a slow machine can split.
		hitSummaryMs: 60_000,
		...options,
	})
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as AddressInfo).port
	const send = (request: RawRequest) => rawRequest(port, request)
	// pino-http writes its line when the response has finished, which may be just after the client has it.
	const logText = async () => {
		await new Promise((resolve) => setTimeout(resolve, 20))
		return log.text()
	}
	/** Closes the server, which writes the summary of the hits counted so far, and returns the whole log. */
	const stop = async () => {
		await new Promise((resolve) => server!.close(resolve))
		return logText()
	}
	return { port, send, reached, logText, stop }
}

describe('the method guard', () => {
	it('answers TRACE, CONNECT and methods it does not know with 405, naming the methods it takes, before the app', async () => {
		const { send, reached } = await start()
		for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'QUERY']) {
			const response = await send({ method, target: '/contact' })
			expect(response.status, method).toBe(405)
			expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
			expect(response.body.toString()).toContain(guardMessages.method)
		}
		for (const body of [undefined, 'tunnelled bytes', 'x'.repeat(3_000_000)]) {
			const connect = await send({ method: 'CONNECT', target: 'example.com:443', body })
			expect(connect.status).toBe(405)
			expect(connect.headers.allow).toContain('GET')
		}
		// Node's parser knows a fixed list of methods and answers 400 for any other itself.
		expect((await send({ method: 'BREW', target: '/' })).status).toBe(400)
		expect(reached).toEqual([])
		// Nothing is left open by the refused CONNECT: the server stops at once.
		await new Promise((resolve) => server!.close(resolve))
	})

	it('lets the methods the app answers through', async () => {
		const { send, reached } = await start()
		for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
			expect((await send({ method, target: '/x' })).status, method).toBe(200)
		}
		expect(reached).toHaveLength(7)
	})
})

describe('the request target check', () => {
	it('answers a target that is not a path, or does not decode, with 400, OPTIONS * with the methods, and reads a scheme-relative path as a path', async () => {
		const { send, reached } = await start()
		for (const target of ['*', '/%', '/blog/%ZZ', '/media/%ED%A0%80', '/x%C0%80'])
			expect((await send({ method: 'GET', target })).status, target).toBe(400)
		// Query values are the routes' to read: an undecodable one is not refused here.
		expect((await send({ method: 'GET', target: '/?q=%' })).status).toBe(200)
		const options = await send({ method: 'OPTIONS', target: '*' })
		expect(options.status).toBe(204)
		expect(options.headers.allow).toContain('POST')
		expect((await send({ method: 'GET', target: '//?index&=' })).status).toBe(200)
		expect((await send({ method: 'GET', target: 'http://elsewhere.example/x?y=1' })).status).toBe(200)
		expect(reached).toEqual(['GET /?q=%', 'GET //?index&=', 'GET http://elsewhere.example/x?y=1'])
	})
})

describe('the Origin check', () => {
	it('refuses a state-changing request from another site with 403, before the app', async () => {
		const { send, reached, port } = await start()
		for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
			for (const origin of ['http://evil.example', 'null', 'not a url', `https://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`]) {
				const response = await send({ method, target: '/auth/sign-out', headers: { Origin: origin } })
				expect(response.status, `${method} from ${origin}`).toBe(403)
				expect(response.body.toString()).toContain(guardMessages.crossSite)
			}
		}
		expect(reached).toEqual([])
	})

	it('answers an API client in JSON', async () => {
		const { send } = await start()
		const response = await send({
			method: 'POST',
			target: '/api/enquiries',
			headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
			body: '{}',
		})
		expect(response.status).toBe(403)
		expect(JSON.parse(response.body.toString())).toEqual({ error: guardMessages.crossSite })
	})

	it('lets through its own origin, no Origin at all, and reads from anywhere', async () => {
		const { send, reached, port } = await start()
		expect((await send({ method: 'POST', target: '/a', headers: { Origin: `http://127.0.0.1:${port}` } })).status).toBe(200)
		expect((await send({ method: 'POST', target: '/b' })).status).toBe(200)
		expect((await send({ method: 'GET', target: '/c', headers: { Origin: 'http://evil.example' } })).status).toBe(200)
		expect(reached).toEqual(['POST /a', 'POST /b', 'GET /c'])
	})

	it('compares with the forwarded host and protocol only when proxies are trusted', async () => {
		const trusted = await start({ env: { SITE_URL: 'https://www.example.test', TRUST_PROXY: 1 } })
		const forwarded = { 'X-Forwarded-Host': 'www.example.test', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' }
		const post = (headers: Record<string, string>) => trusted.send({ method: 'POST', target: '/', headers })
		expect((await post({ ...forwarded, Origin: 'https://www.example.test' })).status).toBe(200)
		expect((await post({ ...forwarded, Origin: 'http://www.example.test' })).status).toBe(403)
		await new Promise((resolve) => server?.close(resolve))

		const direct = await start()
		expect((await direct.send({ method: 'POST', target: '/', headers: { ...forwarded, Origin: 'https://www.example.test' } })).status).toBe(
			403,
		)
	})
})

describe('the forwarded chain warning', () => {
	it('is logged once for many requests whose X-Forwarded-For is longer than TRUST_PROXY', async () => {
		const { send, logText } = await start({ env: { SITE_URL: 'http://localhost:3000', TRUST_PROXY: 1 } })
		await send({ method: 'GET', target: '/', headers: { 'X-Forwarded-For': '198.51.100.1' } })
		expect(await logText()).not.toContain('X-Forwarded-For lists more addresses')
		for (let index = 0; index < 5; index++) {
			await send({ method: 'GET', target: '/', headers: { 'X-Forwarded-For': `10.0.0.${index}, 198.51.100.1` } })
		}
		const warnings = (await logText()).split('\n').filter((line) => line.includes('X-Forwarded-For lists more addresses'))
		expect(warnings).toHaveLength(1)
		expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, trustedHops: 1, forwardedHops: 2 })
	})

	it('says nothing when no proxy is trusted (the header is ignored then)', async () => {
		const { send, logText } = await start()
		await send({ method: 'GET', target: '/', headers: { 'X-Forwarded-For': '10.0.0.1, 10.0.0.2, 10.0.0.3' } })
		expect(await logText()).not.toContain('X-Forwarded-For')
	})
})

describe('request logs', () => {
	const token = 'Zx9_capabilityToken-0123456789abcdefghijklmn'

	it('never hold an unsubscribe token or query values, for the app or the page cache', async () => {
		const fromCache = (req: IncomingMessage, res: ServerResponse) => {
			if (!req.url?.startsWith('/cached/')) return false
			res.end('from the cache')
			return true
		}
		const { send, stop } = await start({ servePageFromCache: fromCache })
		const targets = [
			`/newsletter/unsubscribe/${token}`,
			`/newsletter/unsubscribe/${token}.data?_routes=routes%2Fsite%2Fnewsletter-unsubscribe`,
			`/newsletter/%75nsubscribe/${token}`,
			`/newsletter/unsubscribe//${token}`,
			`/search?email=${token}`,
			`/cached/newsletter/unsubscribe/${token}`,
			`/cached/?t=${token}`,
		]
		for (const target of targets) await send({ method: 'GET', target })
		await send({ method: 'POST', target: `/newsletter/unsubscribe/${token}`, headers: { Origin: 'http://evil.example' } })
		const text = await stop()
		// Two of the targets come from the cache: they are counted in the summary of hits.
		expect(text.match(/request completed/g)).toHaveLength(targets.length + 1 - 2)
		expect(text.match(/page cache hits/g)).toHaveLength(1)
		expect(text).toContain('"cache":"hit"')
		expect(text).not.toContain(token)
		expect(text).not.toContain(token.slice(0, 12))
	})

	it('log the pages served from the cache as one summary line, counted by method, URL and status, without cookies or query values', async () => {
		const fromCache = (req: IncomingMessage, res: ServerResponse) => {
			if (req.url === '/missing') res.statusCode = 404
			res.end('from the cache')
			return true
		}
		const { send, logText, stop } = await start({ servePageFromCache: fromCache })
		const gallery = {
			method: 'GET',
			target: '/gallery?category=Kitchens&email=someone@example.com',
			headers: { Cookie: 'theme=dark; private=1' },
		}
		await send(gallery)
		await send(gallery)
		await send({ method: 'HEAD', target: '/about', headers: { 'X-Request-Id': 'proxy-id-1' } })
		await send({ method: 'GET', target: '/missing' })
		// Hits are counted, not logged one by one; the interval's timer is tested with the hit log itself.
		expect(await logText()).toBe('')
		const text = await stop()
		const lines = text
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line) as Record<string, unknown>)
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatchObject({ level: 30, service: 'web', cache: 'hit', msg: 'page cache hits' })
		expect(typeof lines[0]!.time).toBe('number')
		expect(lines[0]!.hits).toEqual([
			{ method: 'GET', url: '/gallery?category=…&email=…', statusCode: 200, count: 2 },
			{ method: 'HEAD', url: '/about', statusCode: 200, count: 1 },
			{ method: 'GET', url: '/missing', statusCode: 404, count: 1 },
		])
		expect(text).not.toContain('someone')
		expect(text).not.toContain('Kitchens')
		expect(text).not.toContain('theme')
	})

	it('count at most 256 distinct URLs per summary, the rest together, and write what is counted when the server closes', async () => {
		const { send, logText, stop } = await start({
			servePageFromCache: (_req, res) => {
				res.end('x')
				return true
			},
		})
		for (let n = 0; n < 260; n += 1) await send({ method: 'GET', target: `/page-${n}` })
		expect(await logText()).toBe('')
		const hits = (JSON.parse((await stop()).trim()) as { hits: { url: string; count: number }[] }).hits
		expect(hits).toHaveLength(257)
		expect(hits.at(-1)).toEqual({ method: 'GET', url: '…', statusCode: 200, count: 4 })
	})
})

describe('the drain before a graceful stop', () => {
	/** A keep-alive request, as nginx sends them: whether the answer keeps the connection is the server's choice. */
	const keepAlive = new Agent({ keepAlive: true })
	afterEach(() => keepAlive.destroy())
	const send = (port: number, method: string, path: string, body?: string) =>
		new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
			const req = request({ host: '127.0.0.1', port, method, path, agent: keepAlive }, (res) => {
				let text = ''
				res.on('data', (chunk) => (text += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
			})
			req.on('error', reject)
			req.end(body)
		})

	it('answers reads 503 with Retry-After, unread by the app, and serves posts and media; every answer closes its connection', async () => {
		const drain = createDrain()
		const { port, reached } = await start({ drain, servePageFromCache: () => false })
		expect((await send(port, 'GET', '/about')).headers.connection).toBe('keep-alive')
		reached.length = 0

		drain.begin()
		for (const method of ['GET', 'HEAD', 'OPTIONS']) {
			const refused = await send(port, method, '/about')
			expect(refused.status, method).toBe(503)
			expect(refused.headers['retry-after']).toBe('1')
			expect(refused.headers['cache-control']).toBe('no-store')
			expect(refused.headers.connection).toBe('close')
			if (method === 'GET') expect(refused.body).toBe(DRAIN_MESSAGE)
		}
		expect(drain.bounced).toBe(3)
		expect(reached).toEqual([])

		const posted = await send(port, 'POST', '/newsletter', 'email=a%40example.com')
		expect(posted.status).toBe(200)
		expect(posted.headers.connection).toBe('close')
		const media = await send(port, 'GET', '/media/gallery/x.jpg')
		expect(media.status).toBe(200)
		expect(media.headers.connection).toBe('close')
		expect(reached).toEqual(['POST /newsletter', 'GET /media/gallery/x.jpg'])
	})

	it('is not there until it begins', async () => {
		const { port, reached } = await start({ drain: createDrain() })
		expect((await send(port, 'GET', '/healthz')).status).toBe(200)
		expect(reached).toEqual(['GET /healthz'])
	})
})
