import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * Page views (issue 25, decision 0051) on the PostgreSQL-backed production
 * server: a visit from a search engine shows on the admin's Pages section once
 * the counts are written (within 10 s), and the period switch works without
 * JavaScript at 390 px; screenshots at 390 and 1280 px.
 */
test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 30_000 })

const base = () => faultBaseUrl()
const run = Date.now().toString(36)
const referrer = `e2e-${run}.example.org`
const phone = { width: 390, height: 844 }
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'views'))
	// Forty days ago: in the 90 days, not in the 30.
	await withFaultDatabase(
		(sql) => sql`insert into page_views_daily (day, path, referrer_host, views)
			values ((now() at time zone 'Europe/London')::date - 40, '/emergency', ${`old-${referrer}`}, 987654)`,
	)
})

async function asAdmin(browser: Browser, javaScriptEnabled: boolean, viewport = phone) {
	const context = await browser.newContext({ storageState: state, javaScriptEnabled, viewport })
	return { context, page: await context.newPage() }
}

const noSideways = async (page: Page, width: number) =>
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

test.describe('@postgres page views', () => {
	test('a visit from another site is counted and shown with its host; the period switch works without JavaScript', async ({ browser }) => {
		// A visitor's browser (no session): two views of /about, one arriving from a search result.
		const visitor = await browser.newContext()
		const page = await visitor.newPage()
		await page.goto(`${base()}/about`, { referer: `https://${referrer}/search?q=private` })
		await page.goto(`${base()}/about`)
		await visitor.close()

		const { context, page: admin } = await asAdmin(browser, false)
		const referrers = admin.getByRole('table', { name: 'Views per referring site, last 7 days, most first' })
		await expect(async () => {
			await admin.goto(`${base()}/admin?views=7`)
			await expect(referrers.getByRole('row', { name: new RegExp(`^${referrer.replaceAll('.', '\\.')} 1$`) })).toBeVisible({
				timeout: 1_000,
			})
		}).toPass({ timeout: 30_000, intervals: [2_000] })
		await expect(admin.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible()
		const pages = admin.getByRole('table', { name: /Views, enquiries and conversion per page, last 7 days/ })
		await expect(pages.getByRole('rowheader', { name: '/about', exact: true })).toBeVisible()
		await expect(admin.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page')
		await noSideways(admin, phone.width)
		// The tables fit too: nothing scrolls sideways inside them either.
		for (const region of await admin.getByRole('region').all())
			expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
		await admin.screenshot({ path: 'test-results/page-views-390.png', fullPage: true })

		// Without JavaScript the switch is a link: 90 days reaches back to the row seeded forty days ago, 30 does not.
		await admin.getByRole('link', { name: '90 days' }).click()
		await expect(admin).toHaveURL(/views=90/)
		await expect(admin.getByRole('row', { name: new RegExp(`old-${referrer.replaceAll('.', '\\.')}`) })).toBeVisible()
		await admin.getByRole('link', { name: '30 days' }).click()
		await expect(admin.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page')
		await expect(admin.getByRole('row', { name: new RegExp(`old-${referrer.replaceAll('.', '\\.')}`) })).toHaveCount(0)
		// Every target of the switch is large enough for a thumb.
		for (const days of ['7', '30', '90']) {
			const box = await admin.getByRole('link', { name: `${days} days` }).boundingBox()
			expect(box!.height).toBeGreaterThanOrEqual(44)
			expect(box!.width).toBeGreaterThanOrEqual(44)
		}
		await context.close()
	})

	test('the section at 1280 px with JavaScript', async ({ browser }) => {
		const { context, page } = await asAdmin(browser, true, { width: 1280, height: 900 })
		await page.goto(`${base()}/admin?views=90`)
		await expect(page.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible()
		await page.getByRole('link', { name: '7 days' }).click()
		await expect(page).toHaveURL(/views=7/)
		await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page')
		await noSideways(page, 1280)
		await page.screenshot({ path: 'test-results/page-views-1280.png', fullPage: true })
		await context.close()
	})
})
