import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIResponse } from '@playwright/test'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl, faultDatabaseUrl } from './helpers/faults.ts'
import { testServerPorts } from './helpers/ports.ts'

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`

test('a public page is rendered once and then served from the cache, with a strong ETag that answers 304', async ({ request }) => {
	await request.get('/about')
	const page = await request.get('/about')
	expect(page.headers()['x-page-cache']).toBe('HIT')
	const etag = page.headers()['etag']!
	expect(etag).toMatch(/^"[\w-]+"$/)
	expect(page.headers()['cache-control']).toBe('no-cache')
	expect(page.headers()['x-frame-options']).toBe('DENY')
	expect(page.headers()['x-page-cacheable']).toBeUndefined()
	const again = await request.get('/about', { headers: { 'If-None-Match': etag } })
	expect(again.status()).toBe(304)
	expect(await again.text()).toBe('')
})

test('private answers are never kept: the admin, sign-in, API, resources and writes', async ({ request }) => {
	for (const url of ['/auth', '/admin/reviews', '/healthz', '/robots.txt', '/sitemap.xml', '/api/enquiries']) {
		await request.get(url, { maxRedirects: 0 })
		const second = await request.get(url, { maxRedirects: 0 })
		expect(second.headers()['x-page-cache'], url).toBeUndefined()
	}
	const post = await request.post('/newsletter', {
		form: { email: 'not-an-address' },
		headers: { Origin: test.info().project.use.baseURL! },
	})
	expect(post.headers()['x-page-cache']).toBeUndefined()
})

test('route discovery reaches React Router with its query, so a client navigation is not turned into a reload', async ({ request }) => {
	const version = /\/assets\/manifest-(\w+)\.js/.exec(await (await request.get('/auth')).text())?.[1]
	expect(version).toBeTruthy()
	for (let attempt = 0; attempt < 2; attempt++) {
		const response = await request.get(`/__manifest?paths=${encodeURIComponent('/auth,/auth/two-factor')}&version=${version}`)
		expect(response.status()).toBe(200)
		expect(response.headers()['x-page-cache']).toBeUndefined()
		expect(Object.keys(await response.json())).toContain('routes/auth/two-factor')
	}
	const stale = await request.get('/__manifest?paths=%2Fauth&version=00000000')
	expect(stale.status()).toBe(204)
	expect(stale.headers()['x-remix-reload-document']).toBe('true')
})

/** The hashes a page's policy lists, and those of the inline scripts in its HTML (JSON-LD is data, not a script). */
async function scriptHashesOf(response: APIResponse) {
	const csp = response.headers()['content-security-policy'] ?? ''
	expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|nonce-)/)
	const listed = [...(/(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? '').matchAll(/'(sha256-[^']+)'/g)].map((match) => `'${match[1]}'`)
	const html = await response.text()
	const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
	return { listed: listed.toSorted(), inline: [...new Set(inline.map(([, source]) => sha256(source!)))].toSorted() }
}

test('each page’s policy lists the hash of each of its inline scripts and no other', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap.xml')).text()
	const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
	expect(pages.length).toBeGreaterThan(10)
	for (const url of [...new Set([...pages, '/', '/gallery', '/contact', '/reviews', '/no-such-page', '/auth'])]) {
		const response = await request.get(url)
		const { listed, inline } = await scriptHashesOf(response)
		// Every page has the menu's script at least; the sign-in page hydrates (React Router's own inline scripts).
		expect(inline.length, url).toBeGreaterThan(0)
		expect(listed, url).toEqual(inline)
	}
})

test('@postgres an admin page, which hydrates, lists the hashes of React Router’s inline scripts and no other', async ({ browser }) => {
	const { state } = await signedInAdmin(browser, 'csp')
	const context = await browser.newContext({ storageState: state })
	for (const url of ['/admin/reviews', '/admin/gallery']) {
		const response = await context.request.get(`${faultBaseUrl()}${url}`)
		expect(response.status(), url).toBe(200)
		const { listed, inline } = await scriptHashesOf(response)
		expect(inline.length, url).toBeGreaterThan(0)
		expect(listed, url).toEqual(inline)
	}
	await context.close()
})

test('a script injected into a cached page does not run, and the page’s own scripts do', async ({ page }) => {
	await page.request.get('/gallery')
	const violations: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text())
	})
	await page.route('**/gallery', async (route) => {
		const response = await route.fetch()
		const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>')
		await route.fulfill({ response, body: html })
	})
	const response = await page.goto('/gallery')
	expect(response?.headers()['x-page-cache']).toBe('HIT')
	expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
	expect(violations.some((text) => /inline script/i.test(text))).toBe(true)
	// The page's own inline scripts ran: the gallery dialog opens.
	const item = page.getByRole('link', { name: /^View larger image:/ }).first()
	await expect(item).toHaveAttribute('aria-haspopup', 'dialog')
	await item.click()
	await expect(page.getByRole('dialog')).toBeVisible()
})

test.describe('@postgres page cache across instances', () => {
	let second: ChildProcess | undefined
	let dataDir = ''
	test.afterAll(async () => {
		if (second && second.exitCode === null) {
			const exited = new Promise((resolve) => second!.once('exit', resolve))
			second.kill('SIGTERM')
			await exited
		}
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	})

	test('signed-in visitors are never served from the cache', async ({ browser }) => {
		const { state } = await signedInAdmin(browser, 'cache')
		const context = await browser.newContext({ storageState: state })
		for (let i = 0; i < 2; i++) {
			const response = await context.request.get(`${faultBaseUrl()}/services`)
			expect(response.status()).toBe(200)
			expect(response.headers()['x-page-cache']).toBeUndefined()
		}
		await context.close()
	})

	test('a change made on one instance is served by another on the same PostgreSQL within a second', async ({ browser, request }) => {
		test.setTimeout(90_000)
		const port = testServerPorts.secondInstance
		dataDir = mkdtempSync(path.join(tmpdir(), 'westway-e2e-second-'))
		second = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/main.js`], {
			stdio: ['ignore', 'ignore', 'inherit'],
			env: {
				...process.env,
				NODE_ENV: 'production',
				PORT: String(port),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				SITE_URL: `http://127.0.0.1:${port}`,
				DATABASE_URL: faultDatabaseUrl(),
				LOG_LEVEL: 'warn',
			},
		})
		const other = `http://127.0.0.1:${port}`
		await expect.poll(async () => (await request.get(`${other}/healthz`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200)

		// Both instances hold /emergency in their caches.
		for (const base of [faultBaseUrl(), other]) {
			await request.get(`${base}/emergency`)
			expect((await request.get(`${base}/emergency`)).headers()['x-page-cache']).toBe('HIT')
		}

		const { state } = await signedInAdmin(browser, 'cache-change')
		const context = await browser.newContext({ storageState: state })
		const admin = await context.newPage()
		await admin.goto(`${faultBaseUrl()}/admin/emergency`)
		const form = admin.getByRole('form', { name: 'Emergency call-out pricing' })
		const price = String(100 + Math.floor(Math.random() * 800))
		await form.getByLabel('Weekday 7am–6pm').fill(price)
		await form.getByRole('button', { name: 'Save' }).click()
		await expect(admin.getByText('Emergency pricing updated successfully').last()).toBeVisible()
		const saved = Date.now()

		await expect
			.poll(async () => (await (await request.get(`${other}/emergency`)).text()).includes(`£${price}`), { timeout: 1_000, intervals: [20] })
			.toBe(true)
		test.info().annotations.push({ type: 'cross-instance', description: `${Date.now() - saved} ms` })
		// And the instance that made the change shows it on its next page.
		expect(await (await request.get(`${faultBaseUrl()}/emergency`)).text()).toContain(`£${price}`)
		await context.close()
	})
})
