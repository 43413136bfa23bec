import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

import { loggableUrl } from '../../app/.server/loggable-url.ts'
import { testServerPorts } from './helpers/ports.ts'

test('every response carries the security headers', async ({ request }) => {
	const response = await request.get('/')
	const headers = response.headers()
	const csp = headers['content-security-policy'] ?? ''
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
	expect(csp).not.toContain('unsafe-eval')
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
	expect(headers['x-frame-options']).toBe('DENY')
	// SITE_URL is http here, so no HSTS.
	expect(headers['strict-transport-security']).toBeUndefined()
	expect(headers['x-powered-by']).toBeUndefined()
	expect(headers['x-request-id']).toMatch(/^[\w-]+$/)
})

test('responses are compressed and hashed assets are cached for a year', async ({ request }) => {
	const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(page.headers()['content-encoding']).toBe('gzip')
	const html = await page.text()
	const asset = /\/assets\/[^"']+\.css/.exec(html)?.[0]
	expect(asset).toBeTruthy()
	const assetResponse = await request.get(asset!)
	expect(assetResponse.status()).toBe(200)
	expect(assetResponse.headers()['cache-control']).toContain('immutable')
	expect(assetResponse.headers()['cache-control']).toContain('max-age=31536000')
})

test('/healthz reports the database', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
	expect(response.headers()['cache-control']).toBe('no-store')
})

test('robots.txt keeps crawlers out of the admin and sign-in pages', async ({ request }) => {
	const body = await (await request.get('/robots.txt')).text()
	expect(body).toContain('Disallow: /admin')
	expect(body).toContain('Disallow: /auth')
	expect(body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
})

test('the sitemap lists the public pages with absolute addresses', async ({ request }) => {
	const response = await request.get('/sitemap.xml')
	expect(response.headers()['content-type']).toContain('application/xml')
	const body = await response.text()
	const locations = [...body.matchAll(/<loc>http:\/\/127\.0\.0\.1:\d+([^<]*)<\/loc>/g)].map((match) => match[1])
	for (const path of [
		'/',
		'/services',
		'/emergency',
		'/gallery',
		'/reviews',
		'/about',
		'/contact',
		'/service-areas',
		'/privacy',
		'/terms',
		'/case-studies',
		'/blog',
	]) {
		expect(locations).toContain(path)
	}
	for (const slug of [
		'kitchens',
		'bathrooms',
		'refurbishment',
		'plumbing',
		'electrical',
		'heating',
		'carpentry',
		'decorating',
		'tiling',
		'repairs',
	]) {
		expect(locations).toContain(`/services/${slug}`)
	}
	for (const area of ['maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham'])
		expect(locations).toContain(`/areas/${area}`)
	expect(locations.filter((path) => path?.startsWith('/blog/'))).toHaveLength(6)
	expect(locations.some((path) => /admin|auth|newsletter|\*|:/.test(path ?? ''))).toBe(false)
})

test('a second process on the same embedded database fails at once, and the first keeps serving', async ({ request }) => {
	test.setTimeout(90_000)
	const before = await (await request.get('/')).text()
	const second = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/main.js`], {
		env: { ...process.env, NODE_ENV: 'production', DATA_DIR: path.resolve(process.env.E2E_DATA_DIR!), PORT: '0', DATABASE_URL: '' },
	})
	let stderr = ''
	second.stderr.on('data', (chunk) => (stderr += chunk))
	const started = Date.now()
	const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))
	expect(code).toBe(1)
	// A process that waited for the lock would never exit; one that refuses does so once it has loaded the server and
	// reached the database, which on a busy two-core machine has taken over 20 s.
	expect(Date.now() - started).toBeLessThan(45_000)
	expect(stderr).toContain('is already open')
	expect(stderr).toContain('PGlite must never be opened by two processes')

	const health = await request.get('/healthz')
	expect(health.status()).toBe(200)
	const after = await (await request.get('/')).text()
	expect(after).toContain('Our Most Requested Services')
	expect(after.length).toBeGreaterThan(before.length / 2)
})

test('a plain visit to the sign-out address changes nothing and goes home', async ({ request }) => {
	const response = await request.get('/auth/sign-out', { maxRedirects: 0 })
	expect(response.status()).toBe(302)
	expect(response.headers()['location']).toBe('/')
})

test('the Open Graph image exists at the address the pages give', async ({ page, request }) => {
	await page.goto('/')
	const image = await page.locator('meta[property="og:image"]').getAttribute('content')
	const response = await request.get(new URL(image!).pathname)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('image/png')
})

test('SIGTERM lets in-flight requests finish, stops the variant warming, closes the database and exits cleanly', async ({ request }) => {
	// A fresh install creates and migrates its database first: about 10 s on an idle machine, far longer beside other browser tests.
	test.setTimeout(180_000)
	const dataDir = mkdtempSync(path.join(tmpdir(), 'westway-shutdown-'))
	const port = testServerPorts.shutdown
	const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/main.js`], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			DATA_DIR: dataDir,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATABASE_URL: '',
			LOG_LEVEL: 'info',
		},
	})
	let output = ''
	server.stdout.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))
	try {
		const base = `http://127.0.0.1:${port}`
		await expect.poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), { timeout: 150_000 }).toBe(200)

		// The seeded pictures' variants appear with no request for them: start-up makes them in the background.
		await expect.poll(() => storedVariants(dataDir), { timeout: 30_000 }).toBeGreaterThan(0)

		// A slow request: a 1600px AVIF of a service's picture, which no page shows (so it is never made in
		// advance), is encoded on demand.
		const servicePage = await (await request.get(`${base}/services/kitchens`)).text()
		const image = /\/media\/seed\/services\/[^"?]+\.webp/.exec(servicePage)?.[0]
		expect(image).toBeTruthy()
		const slowPath = `${image}?w=1600&f=avif`
		const inFlight = sendRequest(`${base}${slowPath}`)
		// Only once the request has reached the server does the signal go.
		await inFlight.sent
		server.kill('SIGTERM')

		const response = await inFlight.response
		expect(response.status).toBe(200)
		expect(response.contentType).toBe('image/avif')
		expect(response.bytes).toBeGreaterThan(0)
		expect(await exited).toBe(0)

		// The request was still being served when the shutdown began.
		const lines = output
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number }; stopped?: boolean })
		const shutdownAt = lines.findIndex((line) => line.msg?.startsWith('Shutting down'))
		// The log writes the address as loggableUrl() does (query values left out).
		const completedAt = lines.findIndex((line) => line.req?.url === loggableUrl(slowPath) && line.res?.statusCode === 200)
		expect(shutdownAt, output).toBeGreaterThanOrEqual(0)
		expect(completedAt, output).toBeGreaterThan(shutdownAt)
		// Hundreds of variants take minutes to make: the shutdown came in the middle, and stopped it.
		const warmedAt = lines.findIndex((line) => line.msg === 'Picture variants made in advance')
		expect(warmedAt, output).toBeGreaterThan(shutdownAt)
		expect(lines[warmedAt]?.stopped, output).toBe(true)
		expect(output).toContain('Database closed')
		expect(output).toContain('Shutdown complete')
		expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
	} finally {
		if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
		await exited
		rmSync(dataDir, { recursive: true, force: true })
	}
})

/** How many variants the server has stored under its data directory. */
function storedVariants(dataDir: string) {
	const variants = path.join(dataDir, 'media', '_variants')
	if (!existsSync(variants)) return 0
	return readdirSync(variants, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/**
 * A GET through node:http: `sent` resolves once the whole request has been
 * written to the connected socket, `response` once the body has been read.
 */
function sendRequest(url: string) {
	let markSent!: () => void
	const sent = new Promise<void>((resolve) => (markSent = resolve))
	const response = new Promise<{ status: number | undefined; contentType: string | undefined; bytes: number }>((resolve, reject) => {
		const outgoing = http.get(url, (incoming) => {
			let bytes = 0
			incoming.on('data', (chunk: Buffer) => (bytes += chunk.length))
			incoming.on('end', () => resolve({ status: incoming.statusCode, contentType: incoming.headers['content-type'], bytes }))
			incoming.on('error', reject)
		})
		outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`No answer from ${url}`)))
		outgoing.on('error', reject)
		outgoing.on('finish', markSent)
	})
	// A request that fails before it is sent fails `sent` too.
	return { sent: Promise.race([sent, response.then(() => undefined)]), response }
}
