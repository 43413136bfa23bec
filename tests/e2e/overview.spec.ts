import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'
import { expectNoSidewaysScroll, phone, smallTargets } from './helpers/phone.ts'

/**
 * The overview on a phone (issue 25): signing in lands on it; at 390 px with
 * one thumb the owner sees the oldest unanswered enquiry and opens it, reads
 * the plain warning that e-mail is not set up (the browser tests' servers have
 * no SMTP_URL), and retries a failed e-mail; the same without JavaScript. On
 * the PostgreSQL-backed server, whose database the test seeds.
 */
test.describe.configure({ mode: 'serial' })
// axe over the whole page, figures and all, takes a while on a shared machine.
test.setTimeout(90_000)

const run = randomBytes(3).toString('hex')
let state: Awaited<ReturnType<BrowserContext['storageState']>>
const base = () => faultBaseUrl()
const waiting = `Waiting Customer ${run}`
const failedSubject = (label: string) => `Overview failed ${label} ${run}`
let enquiryId = ''

async function asAdminOnPhone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
	const context = await browser.newContext({ storageState: state, ...phone, ...options })
	return { context, page: await context.newPage() }
}

const addFailedEmail = (label: string) =>
	withFaultDatabase(
		(sql) => sql`
			insert into email_outbox (kind, to_address, subject, text_body, status, attempts, last_error)
			values ('enquiry-confirmation', 'customer@example.com', ${failedSubject(label)}, 'Hello.', 'failed', 8, 'Connection refused')`,
	)
const statusOf = (label: string) =>
	withFaultDatabase(
		async (sql) => (await sql<{ status: string }[]>`select status from email_outbox where subject = ${failedSubject(label)}`)[0]?.status,
	)

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'overview'))
	await withFaultDatabase(async (sql) => {
		// Older than anything another journey sends, so it heads the oldest-first list.
		const [row] = await sql<{ id: string }[]>`
			insert into enquiries (name, email, phone, postcode, service, consent_at, source_page, created_at)
			values (${waiting}, ${`waiting.${run}@example.com`}, '020 7946 0001', 'W9 1AB', 'Bathroom Installation', now(), '/services/bathroom-installation', now() - interval '3000 days')
			returning id`
		enquiryId = row!.id
		// A dozen weeks of enquiries across services, areas, stages and pages, so the charts and tables have something to draw.
		await sql`
			insert into enquiries (name, email, phone, postcode, service, consent_at, source_page, stage, value_pence, created_at)
			select ${`Chart ${run} `} || n, ${`chart.${run}@example.com`}, '020 7946 0002',
				(array['W9 1AA', 'W2 4BB', 'SW6 2CC', 'W11 3DD', 'E1 6AN'])[1 + n % 5],
				(array['Kitchen Refurbishment', 'Bathroom Installation', 'Plumbing Services', 'Electrical Work'])[1 + n % 4],
				now(), (array['/services/kitchen-refurbishment', '/areas/maida-vale', '/', null])[1 + n % 4],
				(array['won', 'contacted', 'lost', 'quoted', 'won']::enquiry_stage[])[1 + n % 5],
				case when n % 5 in (0, 3) then 150000 + n * 1000 end,
				now() - make_interval(hours => n * 37)
			from generate_series(1, 40) as n`
		await sql`
			insert into enquiry_events (enquiry_id, kind, from_stage, to_stage, created_at)
			select id, 'stage', 'new', 'contacted', created_at + make_interval(mins => 20 + (extract(epoch from created_at)::int % 600))
			from enquiries where email = ${`chart.${run}@example.com`}`
	})
})

test('signing in lands on the overview, usable at 390 px with one thumb: open the oldest unanswered enquiry, read the e-mail warning, retry a failed e-mail', async ({
	browser,
}) => {
	await addFailedEmail('js')
	const { context, page } = await asAdminOnPhone(browser)
	await page.goto(`${base()}/admin`)
	await waitForHydration(page)
	await expect(page).toHaveTitle('Overview | Admin Dashboard')
	await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute(
		'aria-current',
		'page',
	)
	for (const heading of ['Needs doing', 'Response', 'Health', 'Pipeline']) {
		await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
	}
	const unanswered = page.getByRole('region', { name: /New enquiries not answered/ })
	await expect(unanswered.getByRole('link').filter({ hasText: waiting })).toContainText('Waiting 3000 days')
	await expect(page.getByText('E-mail is not set up: nothing is being sent')).toBeVisible()
	await expect(page.getByRole('img', { name: 'Enquiries per week, last 12 weeks' })).toBeVisible()

	await expectNoSidewaysScroll(page)
	expect(await smallTargets(page, 'main a, main button')).toEqual([])
	await expectNoAxeViolations(page)
	await page.screenshot({ path: test.info().outputPath('overview-390.png'), fullPage: true })

	await page.getByRole('button', { name: 'Retry now' }).click()
	await expect(page.getByText('E-mails queued again')).toBeVisible()
	expect(await statusOf('js')).toBe('pending')

	await unanswered.getByRole('link').filter({ hasText: waiting }).click()
	await expect(page).toHaveURL(`${base()}/admin/enquiries/${enquiryId}`)
	await context.close()
})

test('without JavaScript the overview shows and Retry now answers in the page', async ({ browser }) => {
	await addFailedEmail('no-js')
	const { context, page } = await asAdminOnPhone(browser, { javaScriptEnabled: false })
	await page.goto(`${base()}/admin`)
	await expect(page.getByRole('heading', { level: 2, name: 'Needs doing' })).toBeVisible()
	await expect(page.getByText('E-mail is not set up: nothing is being sent')).toBeVisible()
	await expectNoSidewaysScroll(page)
	await page.getByRole('button', { name: 'Retry now' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'E-mails queued again' })).toBeVisible()
	expect(await statusOf('no-js')).toBe('pending')
	// (axe is run with JavaScript on: its timers do not fire in a page without it.)
	await context.close()
})

test('at 1280 px the sections sit side by side', async ({ browser }) => {
	const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } })
	const page = await context.newPage()
	await page.goto(`${base()}/admin`)
	const response = (await page.getByRole('region', { name: 'Response' }).boundingBox())!
	const health = (await page.getByRole('region', { name: 'Health' }).boundingBox())!
	expect(health.x).toBeGreaterThan(response.x + response.width - 1)
	await expectNoSidewaysScroll(page)
	await page.screenshot({ path: test.info().outputPath('overview-1280.png'), fullPage: true })
	await context.close()
})
