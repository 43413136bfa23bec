import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'

import { runAdminCli } from '../admin-cli.ts'
import { faultBaseUrl, faultDatabaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * Signing in from a page of the admin area lands back on it (the guard's
 * `returnTo`, decision 0027's companion), on a phone; a `returnTo` that is not
 * a page of the admin area lands on the admin home. Accounts are made with the
 * admin CLI, so this runs against the PostgreSQL-backed server.
 */
test.describe.configure({ mode: 'serial' })

const password = 'sign-in e2e passphrase'
const email = `returning.${randomBytes(3).toString('hex')}@example.com`
const base = () => faultBaseUrl()
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test.beforeAll(async () => {
	const created = await runAdminCli(['create', email], { DATABASE_URL: faultDatabaseUrl(), NODE_ENV: 'production' }, `${password}\n`)
	expect(created, created.stderr).toMatchObject({ code: 0 })
	await withFaultDatabase((sql) => sql`delete from rate_limit_buckets`)
})

async function signIn(page: Page) {
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
}

async function phoneContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
	const context = await browser.newContext({ ...phone, ...options })
	return { context, page: await context.newPage() }
}

test.describe('signing in from a page of the admin area @postgres', () => {
	test('signed out at /admin/gallery, signing in lands on /admin/gallery, and the browser is known from then on', async ({ browser }) => {
		const { context, page } = await phoneContext(browser)
		await page.goto(`${base()}/admin/gallery`)
		await expect(page).toHaveURL(`${base()}/auth?returnTo=%2Fadmin%2Fgallery`)
		await signIn(page)
		await expect(page).toHaveURL(`${base()}/admin/gallery`)
		await expect(page.getByRole('heading', { name: 'Gallery', level: 2 })).toBeVisible()
		await page.screenshot({ path: test.info().outputPath('gallery-after-sign-in-390.png') })

		// The device cookie: HttpOnly, SameSite=Lax, the whole site, about a year; not Secure on this http test server.
		const device = (await context.cookies()).find((cookie) => cookie.name.startsWith('westway_device_'))
		expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false })
		const days = (device!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000)
		expect(days).toBeGreaterThan(364)
		expect(days).toBeLessThan(366)
		expect(device!.value).not.toContain(email.split('@')[0]!)
		await context.close()
	})

	test('the query of the page asked for comes along, without JavaScript too', async ({ browser }) => {
		test.setTimeout(90_000)
		for (const javaScriptEnabled of [true, false]) {
			const { context, page } = await phoneContext(browser, { javaScriptEnabled })
			await page.goto(`${base()}/admin/local-seo?list=citations`)
			await expect(page).toHaveURL(`${base()}/auth?returnTo=${encodeURIComponent('/admin/local-seo?list=citations')}`)
			await signIn(page)
			await expect(page).toHaveURL(`${base()}/admin/local-seo?list=citations`)
			await expect(page.getByRole('heading', { name: 'Citations', level: 2 })).toBeVisible()
			await context.close()
		}
	})

	test('a returnTo that is not a page of the admin area lands on the admin home', async ({ browser }) => {
		test.setTimeout(90_000)
		const { context, page } = await phoneContext(browser)
		// Two of the path rule's tricks and one step out of /admin (the unit tests try every trick).
		for (const returnTo of ['/%2F/evil.example', '/\\evil.example', '/admin/../contact']) {
			await page.goto(`${base()}/auth?${new URLSearchParams({ returnTo })}`)
			await signIn(page)
			await expect(page, returnTo).toHaveURL(`${base()}/admin`)
			await context.clearCookies()
		}
		await context.close()
	})
})
