import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test'

import { formatLondonDateTime, toLondonInputValue } from '#app/domain/london-time.ts'

import { runAdminCli } from '../admin-cli.ts'
import { waitForHydration } from './helpers/admin-session.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { breakTable, faultBaseUrl, faultDatabaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The admin area in the browser. Accounts are made with the admin CLI, which
 * cannot open the main server's embedded database while it runs (it is locked),
 * so these journeys use the PostgreSQL-backed server (faultBaseUrl()) and run
 * the CLI against its database. Serial: the steps share accounts, and every
 * sign-in counts against the per-IP throttle (10 per 15 minutes), which the
 * last test trips on purpose.
 */
test.describe.configure({ mode: 'serial' })

const run = randomBytes(3).toString('hex')
const password = 'e2e admin passphrase'
const adminEmail = `admin.${run}@example.com`
const leaverEmail = `leaver.${run}@example.com`
const memberEmail = `member.${run}@example.com`
const base = () => faultBaseUrl()

/** `npm run admin -- …` against the server's database, the password on stdin. */
const adminCli = (args: string[], stdin = '') => runAdminCli(args, { DATABASE_URL: faultDatabaseUrl(), NODE_ENV: 'production' }, stdin)

/** Opens an admin page and waits until React has taken it over, so a click is handled by the page, not posted as a document. */
async function openHydrated(page: Page, url: string) {
	await page.goto(url)
	await waitForHydration(page)
}

async function signIn(page: Page, email: string, secret = password) {
	await page.goto(`${base()}/auth`)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(secret)
	await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The answer to a form sent to `path` (the page or its data URL, `path.data`). */
const isPostTo = (path: string) => (response: Response) =>
	response.request().method() === 'POST' && new URL(response.url()).pathname.replace(/\.data$/, '') === path

let adminState: Awaited<ReturnType<BrowserContext['storageState']>>

/** A browser context signed in as the admin (one sign-in for the whole file). */
async function asAdmin(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
	const context = await browser.newContext({ storageState: adminState, ...options })
	return { context, page: await context.newPage() }
}

test.beforeAll(async ({ browser }) => {
	test.setTimeout(300_000)
	const results = await Promise.all([
		adminCli(['create', adminEmail], `${password}\n`),
		adminCli(['create', leaverEmail], `${password}\n`),
		adminCli(['create', memberEmail], `${password}\n`),
	])
	for (const result of results) expect(result, result.stderr).toMatchObject({ code: 0 })
	expect((await adminCli(['revoke', memberEmail])).code).toBe(0)

	const context = await browser.newContext()
	const page = await context.newPage()
	await signIn(page, adminEmail)
	await page.waitForURL(`${base()}/admin`)
	adminState = await context.storageState()
	await context.close()
})

test('the sign-in page: title, note, Back to Home, generic error, not indexed, accessible', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' })
	const response = await page.goto(`${base()}/auth`)
	expect(response?.headers()['x-robots-tag']).toContain('noindex')
	await expect(page).toHaveTitle('Admin Access')
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible()
	await expect(page.getByText('Admin access only, contact administrator')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
	await expect(page.getByLabel('Email')).toHaveAttribute('required', '')
	await expect(page.getByLabel('Password')).toHaveAttribute('required', '')
	await expectNoAxeViolations(page)

	// A wrong password and an unknown account get the same answer.
	await signIn(page, adminEmail, 'not the right passphrase')
	await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
	await signIn(page, `nobody.${run}@example.com`)
	await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
	await expect(page).toHaveURL(`${base()}/auth`)
	await expectNoAxeViolations(page)
})

test('a signed-in non-admin is sent to the home page, from /auth and from /admin', async ({ page }) => {
	await signIn(page, memberEmail)
	await expect(page).toHaveURL(`${base()}/`)
	await page.goto(`${base()}/admin/reviews`)
	await expect(page).toHaveURL(`${base()}/`)
	await page.goto(`${base()}/auth`)
	await expect(page).toHaveURL(`${base()}/`)
})

test('an admin gets the dashboard: welcome line, tabs as links, the Overview by default', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/auth`)
	await expect(page).toHaveURL(`${base()}/admin`)
	await expect(page.getByRole('heading', { level: 2, name: 'Needs doing' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
	await expect(page.getByText(`Welcome, ${adminEmail}`)).toBeVisible()
	await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
	const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')
	await expect(tabs).toHaveText([
		// The landing page (issue 25), then the specification's tabs in its order.
		'Overview',
		'Reviews',
		'Services',
		'WhatsApp',
		'Emergency',
		'Branding',
		'Business',
		'Gallery',
		'Local SEO',
		'Enquiries',
		// After the specification's tabs: the content and site tools of issues 22 and 23.
		'Articles',
		'Case studies',
		'Page SEO',
		'Redirects',
	])
	await expect(tabs.first()).toHaveAttribute('aria-current', 'page')

	await page.getByRole('link', { name: 'Services', exact: true }).click()
	await expect(page).toHaveURL(`${base()}/admin/services`)
	await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible()
	await page.getByRole('link', { name: 'Branding' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Branding' })).toBeVisible()
	await page.goBack()
	await expect(page).toHaveURL(`${base()}/admin/services`)
	await context.close()
})

test('on a phone the tab bar shows that it scrolls, keeps the current tab in view and has 44px tabs, with and without JavaScript', async ({
	browser,
}) => {
	for (const javaScriptEnabled of [true, false]) {
		const { context, page } = await asAdmin(browser, { javaScriptEnabled })
		await page.setViewportSize({ width: 390, height: 844 })
		const bar = page.getByRole('navigation', { name: 'Admin sections' })
		const hint = (side: 'start' | 'end') => page.locator(`[data-scroll-hint="${side}"]`)
		for (const [path, label, more] of [
			['', 'Overview', { start: '0', end: '1' }],
			// Tabs in the middle have more on both sides; the last has none after it.
			['local-seo', 'Local SEO', { start: '1', end: '1' }],
			['enquiries', 'Enquiries', { start: '1', end: '1' }],
			['redirects', 'Redirects', { start: '1', end: '0' }],
		] as const) {
			await page.goto(`${base()}/admin${path ? `/${path}` : ''}`)
			if (javaScriptEnabled) await waitForHydration(page)
			const current = bar.getByRole('link', { name: label, exact: true })
			await expect(current).toHaveAttribute('aria-current', 'page')
			// The current tab is on screen, clear of the edges' hints.
			const box = (await current.boundingBox())!
			expect(box.x, label).toBeGreaterThanOrEqual(0)
			expect(box.x + box.width, label).toBeLessThanOrEqual(390)
			// An edge with more tabs beyond it says so.
			await expect(hint('start'), label).toHaveCSS('opacity', more.start)
			await expect(hint('end'), label).toHaveCSS('opacity', more.end)
		}
		expect(await bar.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
		for (const tab of await bar.getByRole('link').all()) {
			const box = (await tab.boundingBox())!
			expect(Math.min(box.width, box.height), (await tab.textContent()) ?? undefined).toBeGreaterThanOrEqual(44)
		}
		if (javaScriptEnabled) {
			// Scrolled back by a thumb, both edges have more; a tab reached that way opens and stays in view.
			await bar.evaluate((row) => row.scrollTo({ left: 120, behavior: 'instant' }))
			await expect(hint('start')).toHaveCSS('opacity', '1')
			await expect(hint('end')).toHaveCSS('opacity', '1')
			await bar.getByRole('link', { name: 'Emergency', exact: true }).click()
			await expect(page.getByRole('heading', { level: 2, name: 'Emergency call-out pricing' })).toBeVisible()
			const box = (await bar.getByRole('link', { name: 'Emergency', exact: true }).boundingBox())!
			expect(box.x + box.width).toBeLessThanOrEqual(390)
		}
		await page.screenshot({
			path: test.info().outputPath(`admin-tabs-390${javaScriptEnabled ? '' : '-no-js'}.png`),
			clip: { x: 0, y: 0, width: 390, height: 300 },
		})
		await context.close()
	}
	// On a wide screen the first tab has nothing before it. (Thirteen tabs no longer fit the admin's width even
	// there: grouping them is left for the next change to the tab bar.)
	const { context, page } = await asAdmin(browser)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto(`${base()}/admin`)
	await expect(page.locator('[data-scroll-hint="start"]')).toHaveCSS('opacity', '0')
	await context.close()
})

test('a session in use is extended: the refreshed cookie comes with a tab change, a save and a redirect', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	/** Pretends the admin's sessions (or the one of `token`) were last extended two days ago, so the next request extends them. */
	const ageSession = (token?: string) =>
		withFaultDatabase(
			(sql) => sql`
				update sessions set expires_at = now() + interval '5 days'
				where ${token ? sql`token = ${token}` : sql`user_id = (select id from users where email = ${adminEmail})`}`,
		)
	const refreshedCookie = /session_token=[^;]+;.*Max-Age=604800/

	await openHydrated(page, `${base()}/admin/reviews`)
	await ageSession()
	const [tabData] = await Promise.all([
		page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/services.data'),
		page.getByRole('link', { name: 'Services', exact: true }).click(),
	])
	expect(await tabData.headerValue('set-cookie')).toMatch(refreshedCookie)

	await openHydrated(page, `${base()}/admin/services?new`)
	await page.getByRole('form', { name: 'New service' }).evaluate((form) => ((form as HTMLFormElement).noValidate = true))
	await ageSession()
	const [refused] = await Promise.all([
		page.waitForResponse(isPostTo('/admin/services')),
		page.getByRole('button', { name: 'Create' }).click(),
	])
	expect(refused.status()).toBe(400)
	expect(await refused.headerValue('set-cookie')).toMatch(refreshedCookie)
	await context.close()

	// The redirect is asked with a session of its own: a request the page had already sent (its reload after the post)
	// can reach a busy server after the ageing and take the refresh of the shared session first.
	const own = await browser.newContext()
	const ownPage = await own.newPage()
	await signIn(ownPage, adminEmail)
	await ownPage.waitForURL(`${base()}/admin`)
	await ownPage.waitForLoadState('networkidle')
	await ownPage.close()
	const cookie = (await own.cookies()).find((candidate) => candidate.name.endsWith('session_token'))
	const token = decodeURIComponent(cookie!.value).split('.')[0]!
	expect((await ageSession(token)).count).toBe(1)
	// A page past the inbox's last redirects to the last (/admin itself is the overview now, not a redirect).
	const redirected = await own.request.get(`${base()}/admin/enquiries?page=100000`, { maxRedirects: 0 })
	expect(redirected.status()).toBe(302)
	expect(redirected.headers()['set-cookie']).toMatch(refreshedCookie)
	await own.close()
})

test('reviews: create a draft, edit and publish it, cancel discards; /reviews shows it only while published', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	const reviewer = `E2E Reviewer ${run}`
	// An hour ago (to the minute): newer than every seeded review, so it is on the first page of /reviews.
	const created = new Date(Math.floor((Date.now() - 60 * 60 * 1000) / 60_000) * 60_000)
	const publicPage = await context.newPage()
	/** The review on a fresh load of /reviews (check with a retrying assertion). */
	const onPublicPage = async () => {
		await publicPage.goto(`${base()}/reviews`)
		return publicPage.getByText(reviewer, { exact: true })
	}

	await openHydrated(page, `${base()}/admin/reviews`)
	await page.getByRole('link', { name: 'Create Review' }).click()
	await expect(page).toHaveURL(`${base()}/admin/reviews?new`)
	const form = page.getByRole('form', { name: 'New review' })
	await expect(form.getByLabel('Rating')).toHaveValue('5')
	await expect(form.getByRole('switch', { name: 'Published' })).not.toBeChecked()
	await expect(form.getByLabel('Created')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
	await form.getByLabel('Reviewer name').fill(reviewer)
	await form.getByLabel('Location').fill('Maida Vale')
	await form.getByRole('textbox', { name: 'Review', exact: true }).fill('They replaced our boiler in a day and left the place spotless.')
	await form.getByLabel('Rating').selectOption('4')
	await form.getByLabel('Created').fill(toLondonInputValue(created))
	await form.getByRole('button', { name: 'Create' }).click()

	await expect(page.getByText('Review created successfully')).toBeVisible()
	await expect(page).toHaveURL(`${base()}/admin/reviews`)
	const card = page.getByRole('article', { name: reviewer })
	await expect(card.getByText('Draft', { exact: true }).first()).toBeVisible()
	await expect(card.getByText(`Created ${formatLondonDateTime(created)}`)).toBeVisible()
	await expect(await onPublicPage()).toHaveCount(0)

	// Cancel discards.
	await card.getByRole('link', { name: `Edit review by ${reviewer}` }).click()
	await expect(page).toHaveURL(/\?edit=/)
	let editForm = page.getByRole('form', { name: `Edit review by ${reviewer}` })
	await editForm.getByLabel('Reviewer name').fill('Somebody else')
	await editForm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(`${base()}/admin/reviews`)
	await expect(page.getByRole('article', { name: reviewer })).toBeVisible()

	// Edit and publish from the form.
	await page.getByRole('link', { name: `Edit review by ${reviewer}` }).click()
	editForm = page.getByRole('form', { name: `Edit review by ${reviewer}` })
	await expect(editForm.getByLabel('Rating')).toHaveValue('4')
	await editForm.getByLabel('Title').fill('Boiler swap in a day')
	await editForm.getByRole('switch', { name: 'Published' }).check()
	await editForm.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Review updated successfully')).toBeVisible()
	await expect(page.getByRole('article', { name: reviewer }).getByText('Published', { exact: true }).first()).toBeVisible()
	await expect(await onPublicPage()).toHaveCount(1)
	await expect(publicPage.getByText('Boiler swap in a day')).toBeVisible()

	// The row's switch unpublishes it. It shows the new state while the form is sent, so wait for the answer.
	const toggle = page.getByRole('switch', { name: `Published: review by ${reviewer}` })
	await expect(toggle).toHaveAttribute('aria-checked', 'true')
	await Promise.all([page.waitForResponse(isPostTo('/admin/reviews')), toggle.click()])
	await expect(page.getByRole('switch', { name: `Published: review by ${reviewer}` })).toHaveAttribute('aria-checked', 'false')
	await expect(page.getByRole('article', { name: reviewer }).getByText('Draft', { exact: true }).first()).toBeVisible()
	await expect(await onPublicPage()).toHaveCount(0)
	await context.close()
})

test('services: the slug follows the name, the public page shows the new service at once, clashes are explained', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	const name = `E2E Loft Conversions ${run}`
	const slug = `e2e-loft-conversions-${run}`

	await openHydrated(page, `${base()}/admin/services`)
	await page.getByRole('link', { name: 'Create Service' }).click()
	const form = page.getByRole('form', { name: 'New service' })
	await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked()
	await form.getByLabel('Name').pressSequentially(name)
	await expect(form.getByLabel('Slug')).toHaveValue(slug)
	await form.getByLabel('Summary').fill('Loft conversions with dormers, from survey to sign-off.')
	await form.getByLabel('Price from (£)').fill('1250.50')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(page.getByText('Service created successfully')).toBeVisible()
	await expect(page.getByRole('article', { name }).getByText(`/services/${slug} · from £1,250.50`)).toBeVisible()

	const publicResponse = await page.goto(`${base()}/services/${slug}`)
	expect(publicResponse?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
	await page.goto(`${base()}/services`)
	await expect(page.getByRole('article', { name })).toContainText('Loft conversions with dormers, from survey to sign-off.')
	await expect(page.getByRole('article', { name }).getByRole('link')).toHaveAttribute('href', `/services/${slug}`)

	// A slug another service has is refused with a clear message; the form keeps what was typed.
	await openHydrated(page, `${base()}/admin/services?new`)
	const clash = page.getByRole('form', { name: 'New service' })
	await clash.getByLabel('Name').fill('Another loft service')
	await clash.getByLabel('Slug').fill(slug)
	await clash.getByRole('button', { name: 'Create' }).click()
	await expect(clash.getByText('A service with this slug already exists.').first()).toBeVisible()
	await expect(clash.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')
	await expect(clash.getByLabel('Name')).toHaveValue('Another loft service')

	// Switched off: the public page is gone at once.
	await openHydrated(page, `${base()}/admin/services`)
	await Promise.all([page.waitForResponse(isPostTo('/admin/services')), page.getByRole('switch', { name: `Active: ${name}` }).click()])
	await expect(page.getByText('Service updated successfully')).toBeVisible()
	await expect(page.getByRole('article', { name }).getByText('Inactive', { exact: true }).first()).toBeVisible()
	expect((await page.goto(`${base()}/services/${slug}`))?.status()).toBe(404)
	await page.goto(`${base()}/services`)
	await expect(page.getByRole('article', { name })).toHaveCount(0)
	await context.close()
})

test('whatsapp: the number is checked, the token is write-only, Test WhatsApp opens wa.me, the site uses the new number', async ({
	browser,
}) => {
	const { context, page } = await asAdmin(browser)
	// On a phone, with the number as installations before this change stored it (as written, with a space).
	await page.setViewportSize({ width: 390, height: 844 })
	await withFaultDatabase((sql) => sql`update settings set whatsapp_business_phone = '07700 900123' where id = 1`)
	const token = `wa-token-${run}`
	await openHydrated(page, `${base()}/admin/whatsapp`)
	await expect(page.getByRole('heading', { level: 2, name: 'WhatsApp Business' })).toBeVisible()
	const form = page.getByRole('form', { name: 'WhatsApp Business' })
	const phone = form.getByLabel('WhatsApp Business phone')

	// Only the token changes: the number as it is saves, in the form wa.me links take.
	await expect(phone).toHaveValue('07700 900123')
	await form.getByLabel('WhatsApp API token').fill(`${token}-first`)
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('WhatsApp settings saved successfully')).toBeVisible()
	await expect(phone).toHaveValue('447700900123')
	await expect(form.getByRole('link', { name: /Test WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/447700900123\?text=Hello/)

	// A number that cannot be one is explained, and nothing is saved.
	await phone.fill('+07700 900456')
	await form.getByLabel('WhatsApp API token').fill(token)
	const [refused] = await Promise.all([
		page.waitForResponse(isPostTo('/admin/whatsapp')),
		form.getByRole('button', { name: 'Save' }).click(),
	])
	await expect(form.getByText(/country code, which never starts with 0/)).toBeVisible()
	await expect(phone).toHaveAttribute('aria-invalid', 'true')
	expect(refused.status()).toBe(400)
	// The answer refills the number but never carries the token back. (Read from a post of our own:
	// Chromium keeps no body of a script's fetch once the page has read it, so the browser's copy may be gone.)
	const answer = await context.request.post(`${base()}/admin/whatsapp`, {
		form: { intent: 'save', whatsapp_business_phone: '+07700 900456', whatsapp_api_token: token },
		maxRedirects: 0,
	})
	expect(answer.status()).toBe(400)
	const answerText = await answer.text()
	expect(answerText).toContain('+07700 900456')
	expect(answerText).not.toContain(token)

	// Spaces, brackets and a leading + are how people write numbers: taken, and stored as digits.
	await phone.fill('+44 (0)7700 900-456')
	const test = form.getByRole('link', { name: /Test WhatsApp/ })
	await expect(test).toHaveAttribute('href', /^https:\/\/wa\.me\/447700900456\?text=Hello/)
	await expect(test).toHaveAttribute('target', '_blank')
	await expect(test).toHaveAttribute('rel', /noopener/)
	await form.getByLabel('WhatsApp API token').fill(token)
	// The first save's toast may still be showing; the one this save shows is the only one once it has gone.
	await expect(page.getByText('WhatsApp settings saved successfully')).toHaveCount(0)
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('WhatsApp settings saved successfully')).toBeVisible()
	await expect(page).toHaveURL(`${base()}/admin/whatsapp`)
	await expect(phone).toHaveValue('447700900456')

	// Write-only: the page says a token is saved, and never carries it.
	await page.reload()
	await expect(form.getByText(/A token is saved/)).toBeVisible()
	await expect(form.getByLabel('WhatsApp API token')).toHaveValue('')
	expect(await page.content()).not.toContain(token)
	const [row] = await withFaultDatabase((sql) => sql<{ t: string }[]>`select whatsapp_api_token as t from settings where id = 1`)
	expect(row?.t).toBe(token)

	// The public site's WhatsApp links use the new number on the next request.
	const visitor = await browser.newPage()
	await visitor.goto(`${base()}/contact`)
	await expect(visitor.locator('a[href^="https://wa.me/"]').first()).toHaveAttribute('href', /wa\.me\/447700900456/)
	await visitor.close()

	// The History view records the change, the token only as changed.
	await page.getByRole('link', { name: 'History' }).click()
	await page.getByRole('link', { name: 'Settings' }).click()
	const latest = page.getByRole('row').nth(1)
	await expect(latest).toContainText(adminEmail)
	await expect(latest).toContainText('whatsapp_api_token: changed (not shown)')
	expect(await page.content()).not.toContain(token)

	// Clear the token again.
	await openHydrated(page, `${base()}/admin/whatsapp`)
	await form.getByLabel('Remove the saved token').check()
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('WhatsApp settings saved successfully')).toBeVisible()
	await expect(form.getByText(/No token is saved/)).toBeVisible()
	await context.close()
})

test('emergency: prices in whole pounds reach /emergency and its structured data; a non-number is saved as 0 and said so', async ({
	browser,
}) => {
	const { context, page } = await asAdmin(browser)
	await openHydrated(page, `${base()}/admin/emergency`)
	const form = page.getByRole('form', { name: 'Emergency call-out pricing' })
	const weekday = form.getByLabel('Weekday 7am–6pm')
	const evening = form.getByLabel('Evening (6pm–7am) and weekends')
	const night = form.getByLabel('Bank holiday and night')
	const firstHour = form.getByLabel('First hour included in the call-out charge')

	// A refused save's answer is committed once the layout's loader has answered again: what is typed
	// while that is on its way stays typed (the answer is held here until the field has been changed).
	const revalidation = /\/admin\/emergency\.data\?_routes=/
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(revalidation, async (route) => {
		await held
		await route.continue()
	})
	await weekday.fill('12.50')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(form.getByText('Enter whole pounds, e.g. 95.')).toBeVisible()
	await weekday.fill('99')
	const revalidated = page.waitForResponse(revalidation)
	release()
	await revalidated
	await page.unroute(revalidation)
	await expect(weekday).toHaveValue('99')
	await expect(form.getByText('Enter whole pounds, e.g. 95.')).toBeVisible()

	await evening.fill('135')
	await night.fill('175')
	await firstHour.uncheck()
	const saved = page.waitForResponse(isPostTo('/admin/emergency'))
	await form.getByRole('button', { name: 'Save' }).click()
	// The answer first, so a failure says whether the save or its toast went wrong.
	expect((await saved).status(), 'the save’s answer').toBeLessThan(400)
	await expect(page.getByText('Emergency pricing updated successfully').last()).toBeVisible()

	const visitor = await browser.newPage()
	await visitor.goto(`${base()}/emergency`)
	const pricing = visitor.getByRole('region', { name: 'Emergency Call-Out Charges' })
	await expect(pricing.locator('[data-pricing="weekday_call_out"]')).toHaveText('£99')
	await expect(pricing.locator('[data-pricing="evening_weekend_call_out"]')).toHaveText('£135')
	await expect(pricing.locator('[data-pricing="bank_holiday_night_call_out"]')).toHaveText('£175')
	await expect(pricing).toContainText('Labour is charged in addition')
	const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
	const service = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Service')
	expect(service.offers.map((offer: { price: number }) => offer.price)).toEqual([99, 135, 175])

	// Not a number: saved as £0, and the field says so.
	await weekday.fill('call us')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Emergency pricing updated successfully').last()).toBeVisible()
	await expect(form.getByText('That was not a number, so it was saved as £0.')).toBeVisible()
	await expect(weekday).toHaveValue('0')
	await visitor.reload()
	await expect(pricing.locator('[data-pricing="weekday_call_out"]')).toHaveText('£0')

	// Back to the defaults for the other journeys.
	await weekday.fill('95')
	await evening.fill('125')
	await night.fill('150')
	await firstHour.check()
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Emergency pricing updated successfully').last()).toBeVisible()
	await visitor.close()
	await context.close()
})

test('enquiries: newest first with delivery status, search, detail, status change, CSV export', async ({ browser }) => {
	const names = { first: `Ann ${run}`, second: `=HYPERLINK("x") ${run}` }
	await withFaultDatabase(async (sql) => {
		const [first] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, source_page, user_agent, created_at)
			values (${names.first}, ${`ann.${run}@example.com`}, '07700 900123', 'W9 1AA', 'Plumbing', 'Leaking tap', now(), '/contact', 'E2E browser', now() - interval '1 hour')
			returning id`
		const [second] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, created_at)
			values (${names.second}, ${`bob.${run}@example.com`}, '+44 20 7946 0000', 'SW1A 2BB', 'Electrical', null, now(), now())
			returning id`
		await sql`insert into email_outbox (kind, enquiry_id, to_address, subject, text_body, status, attempts) values
			('office', ${first!.id}, 'office@example.com', 'New enquiry', 'x', 'sent', 1),
			('confirmation', ${first!.id}, ${`ann.${run}@example.com`}, 'Thanks', 'x', 'sent', 1),
			('office', ${second!.id}, 'office@example.com', 'New enquiry', 'x', 'failed', 5)`
		await sql`update email_outbox set last_error = 'SMTP refused' where enquiry_id = ${second!.id}`
	})
	const { context, page } = await asAdmin(browser)
	await openHydrated(page, `${base()}/admin/enquiries?q=${run}`)
	const rows = page.getByRole('row')
	await expect(rows.nth(1)).toContainText(names.second)
	await expect(rows.nth(1)).toContainText('Failed')
	await expect(rows.nth(2)).toContainText(names.first)
	await expect(rows.nth(2)).toContainText('Sent')
	await expect(rows.nth(2)).toContainText('W9 1AA')

	const search = page.getByLabel('Search by name, email or postcode')
	await search.fill('w9 1aa')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/q=w9\+1aa/)
	await expect(page.getByRole('row', { name: new RegExp(names.first) })).toBeVisible()
	await expect(page.getByText(names.second)).toHaveCount(0)

	await page.getByRole('link', { name: names.first }).click()
	await expect(page.getByRole('heading', { level: 2, name: `Enquiry from ${names.first}` })).toBeVisible()
	await expect(page.getByText('Leaking tap')).toBeVisible()
	await expect(page.getByText('E2E browser')).toBeVisible()
	await page.getByLabel('Enquiry stage').selectOption('contacted')
	await page.getByRole('button', { name: 'Update stage' }).click()
	await expect(page.getByText('Enquiry stage updated successfully')).toBeVisible()
	await expect(page.getByText('Contacted', { exact: true }).first()).toBeVisible()

	await openHydrated(page, `${base()}/admin/enquiries?q=${run}`)
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export CSV' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}-search\.csv$/)
	const csv = await readFile((await download.path())!, 'utf8')
	const lines = csv
		.replace(/^\uFEFF/, '')
		.trimEnd()
		.split('\r\n')
	expect(lines).toHaveLength(3)
	expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${run}"`)
	expect(lines[1]).toContain("'+44 20 7946 0000")
	expect(lines[2]).toContain(`${names.first},ann.${run}@example.com`)
	expect(lines[2]).toContain('Contacted,Sent')
	await context.close()
})

test('bad input on every admin form gives clear field errors, never a server error', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	/** Lets the server, not the browser, judge the input. */
	const skipBrowserChecks = (formName: string) =>
		page.getByRole('form', { name: formName }).evaluate((form) => ((form as HTMLFormElement).noValidate = true))

	await openHydrated(page, `${base()}/admin/reviews?new`)
	await skipBrowserChecks('New review')
	let form = page.getByRole('form', { name: 'New review' })
	await form.getByLabel('Created').fill('')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(form.getByText("Enter the reviewer's name.")).toBeVisible()
	await expect(form.getByText('Enter the review text.')).toBeVisible()
	await expect(form.getByText('Choose the created date and time.')).toBeVisible()
	await expect(form.getByLabel('Reviewer name')).toHaveAttribute('aria-invalid', 'true')

	await openHydrated(page, `${base()}/admin/services?new`)
	await skipBrowserChecks('New service')
	form = page.getByRole('form', { name: 'New service' })
	await form.getByLabel('Price from (£)').fill('-5')
	await form.getByLabel('Hero image').fill('javascript:alert(1)')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(form.getByText('Enter the service name.')).toBeVisible()
	await expect(form.getByText('The price cannot be negative.')).toBeVisible()
	await expect(form.getByText(/Enter an image address starting with https:\/\//)).toBeVisible()

	// The same at the HTTP level, with junk a browser would never send.
	const [enquiry] = await withFaultDatabase((sql) => sql<{ id: string }[]>`select id from enquiries limit 1`)
	const targets = [
		'/admin/reviews',
		'/admin/services',
		`/admin/enquiries/${enquiry!.id}`,
		'/admin/enquiries/not-a-uuid',
		'/admin/enquiries/00000000-0000-4000-8000-000000000000',
		'/admin/enquiries',
		'/admin',
		'/admin/whatsapp',
		'/admin/emergency',
		'/admin/history',
	]
	const junk: Array<Record<string, string>> = [
		{},
		{ intent: 'create' },
		{
			intent: 'create',
			reviewer_name: 'x'.repeat(5000),
			rating: '99',
			created_at: '2025-99-99T99:99',
			name: '\u0000',
			base_price_from: '1e400',
		},
		{ intent: 'update', id: 'not-a-uuid', reviewer_name: 'x', body: 'y' },
		{
			intent: 'update',
			id: '00000000-0000-4000-8000-000000000000',
			name: 'Ghost',
			slug: 'ghost',
			reviewer_name: 'x',
			body: 'y',
			created_at: '2025-01-01T10:00',
			updated_at: '2025-01-01T10:00',
		},
		{ intent: 'publish', id: "'; drop table reviews; --", is_published: 'maybe' },
		{ intent: 'activate', id: '00000000-0000-4000-8000-000000000000', is_active: 'true' },
		{ intent: 'delete-everything' },
		{ status: 'archived' },
		{ status: '' },
	]
	for (const target of targets) {
		for (const form of junk) {
			const response = await context.request.post(`${base()}${target}`, { form, maxRedirects: 0 })
			expect(response.status(), `${target} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500)
		}
		const json = await context.request.post(`${base()}${target}`, { data: { intent: 'create' }, maxRedirects: 0 })
		expect(json.status(), `${target} JSON`).toBeLessThan(500)
		const multipart = await context.request.post(`${base()}${target}`, {
			multipart: { intent: 'create', reviewer_name: { name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } },
			maxRedirects: 0,
		})
		expect(multipart.status(), `${target} multipart`).toBeLessThan(500)
	}
	const invalid = await context.request.post(`${base()}/admin/reviews`, { form: { intent: 'create' }, maxRedirects: 0 })
	expect(invalid.status()).toBe(400)
	// Junk that is valid for the settings tabs was saved (a missing price is £0): back to the defaults.
	await withFaultDatabase(
		(sql) =>
			sql`update settings set emergency_pricing = ${sql.json({ weekday_call_out: 95, evening_weekend_call_out: 125, bank_holiday_night_call_out: 150, first_hour_included: true })} where id = 1`,
	)
	await context.close()
})

test('every admin tab passes axe', async ({ browser }) => {
	// Twelve pages, each loaded and then audited whole: on a busy machine that is more than the default 30 s.
	test.setTimeout(90_000)
	const { context, page } = await asAdmin(browser)
	await page.emulateMedia({ reducedMotion: 'reduce' })
	// Its own enquiry, so the detail page is audited even when this test runs alone.
	const [enquiry] = await withFaultDatabase(
		(sql) => sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, message, consent_at, source_page)
			values (${`Axe ${run}`}, ${`axe.${run}@example.com`}, '07700 900456', 'W9 2AA', 'Plumbing', 'Dripping tap', now(), '/contact')
			returning id`,
	)
	for (const path of [
		'/admin/reviews',
		'/admin/reviews?new',
		'/admin/services',
		'/admin/services?new',
		'/admin/whatsapp',
		'/admin/emergency',
		'/admin/history',
		'/admin/branding',
		'/admin/gallery',
		'/admin/local-seo',
		'/admin/enquiries',
		`/admin/enquiries/${enquiry!.id}`,
	]) {
		const response = await page.goto(`${base()}${path}`)
		expect(response?.status(), path).toBe(200)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await expectNoAxeViolations(page)
	}
	await context.close()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('signs in, creates a review with an inline confirmation, and edits through links', async ({ browser, page }) => {
		await signIn(page, adminEmail)
		await expect(page).toHaveURL(`${base()}/admin`)

		const { context, page: admin } = await asAdmin(browser, { javaScriptEnabled: false })
		const reviewer = `No-JS Reviewer ${run}`
		await admin.goto(`${base()}/admin/reviews`)
		await admin.getByRole('link', { name: 'Create Review' }).click()
		const form = admin.getByRole('form', { name: 'New review' })
		await form.getByLabel('Reviewer name').fill(reviewer)
		await form.getByRole('textbox', { name: 'Review', exact: true }).fill('Written without JavaScript.')
		await form.getByRole('button', { name: 'Create' }).click()
		await expect(admin).toHaveURL(`${base()}/admin/reviews?saved=created`)
		await expect(admin.getByRole('status')).toHaveText('Review created successfully')

		await admin.getByRole('link', { name: `Edit review by ${reviewer}` }).click()
		await admin
			.getByRole('form', { name: `Edit review by ${reviewer}` })
			.getByLabel('Title')
			.fill('No script needed')
		await admin.getByRole('button', { name: 'Save' }).click()
		await expect(admin.getByRole('status')).toHaveText('Review updated successfully')
		await expect(admin.getByRole('article', { name: reviewer }).getByText('No script needed')).toBeVisible()
		await context.close()
	})

	test('saves the WhatsApp number and the emergency prices with plain forms', async ({ browser }) => {
		const { context, page: admin } = await asAdmin(browser, { javaScriptEnabled: false })
		await admin.goto(`${base()}/admin/whatsapp`)
		await admin.getByLabel('WhatsApp Business phone').fill('07700 900123 ext 2')
		await admin.getByRole('button', { name: 'Save' }).click()
		await expect(admin.getByText(/Use digits, with spaces, dashes or brackets/)).toBeVisible()
		await expect(admin.getByLabel('WhatsApp Business phone')).toHaveValue('07700 900123 ext 2')
		await admin.getByLabel('WhatsApp Business phone').fill('07700 900123')
		await admin.getByRole('button', { name: 'Save' }).click()
		await expect(admin.getByRole('status')).toHaveText('WhatsApp settings saved successfully')
		await expect(admin.getByLabel('WhatsApp Business phone')).toHaveValue('447700900123')

		await admin.goto(`${base()}/admin/emergency`)
		await admin.getByLabel('Weekday 7am–6pm').fill('95')
		await admin.getByRole('button', { name: 'Save' }).click()
		await expect(admin.getByRole('status')).toHaveText('Emergency pricing updated successfully')
		await context.close()
	})
})

test('a list that cannot be read says so (the spec\'s "Failed to fetch" messages)', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	for (const [table, path, message] of [
		['reviews', '/admin/reviews', 'Error: Failed to fetch reviews'],
		['services', '/admin/services', 'Error: Failed to fetch services'],
	] as const) {
		const repair = await breakTable(table)
		try {
			await page.goto(`${base()}${path}`)
			await expect(page.getByText(message)).toBeVisible()
		} finally {
			await repair()
		}
	}
	await context.close()
})

test('Sign Out ends the session on every device and goes to the home page', async ({ browser }) => {
	const laptop = await browser.newContext()
	const phone = await browser.newContext()
	const laptopPage = await laptop.newPage()
	const phonePage = await phone.newPage()
	await signIn(laptopPage, leaverEmail)
	await signIn(phonePage, leaverEmail)
	await expect(phonePage).toHaveURL(`${base()}/admin`)

	await laptopPage.getByRole('button', { name: 'Sign Out' }).click()
	await expect(laptopPage).toHaveURL(`${base()}/`)
	await laptopPage.goto(`${base()}/admin`)
	await expect(laptopPage).toHaveURL(`${base()}/auth`)
	await phonePage.goto(`${base()}/admin/services`)
	await expect(phonePage).toHaveURL(`${base()}/auth?returnTo=%2Fadmin%2Fservices`)
	await laptop.close()
	await phone.close()
})

test('repeated failed sign-ins are throttled with a clear message', async ({ request }) => {
	let response
	for (let attempt = 0; attempt < 8; attempt++) {
		response = await request.post(`${base()}/auth`, {
			form: { email: `target.${run}@example.com`, password: 'guessing wrong' },
			maxRedirects: 0,
		})
		if (response.status() === 429) break
		expect(response.status()).toBe(401)
	}
	expect(response!.status()).toBe(429)
	expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0)
	expect(await response!.text()).toContain('Too many sign-in attempts. Please wait')
})
