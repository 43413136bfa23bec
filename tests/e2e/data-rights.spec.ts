import { readFile } from 'node:fs/promises'
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * Customer data rights and the newsletter list (issue 24, decision 0050) on a
 * phone (390 px wide), on the PostgreSQL-backed server: the newsletter list
 * searched and a subscriber deleted after the confirmation (without
 * JavaScript); a customer's data looked up, downloaded as JSON and erased
 * after typing the address again.
 */
test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 20_000 })

const base = () => faultBaseUrl()
const run = Date.now().toString(36)
const phone = { width: 390, height: 844 }
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

const subject = `rights.${run}@example.org`

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'rights'))
	await withFaultDatabase(async (sql) => {
		await sql`insert into newsletter_subscribers (email, unsubscribe_token, confirmed_at, subscribed_at) values
			(${`keep.${run}@example.net`}, ${`k${run}`.padEnd(43, 'k')}, now(), now() - interval '2 minutes'),
			(${`drop.${run}@example.net`}, ${`d${run}`.padEnd(43, 'd')}, null, now() - interval '1 minute'),
			(${subject}, ${`s${run}`.padEnd(43, 's')}, now(), now())`
		const [enquiry] = await sql<{ id: string }[]>`insert into enquiries (name, email, phone, postcode, service, message, consent_at)
			values ('Rights Tester', ${subject}, '07700 900999', 'W9 9ZZ', 'Plumbing Services', ${`Dripping tap ${run}`}, now()) returning id`
		await sql`insert into email_outbox (kind, enquiry_id, to_address, subject, text_body, status)
			values ('enquiry-confirmation', ${enquiry!.id}, ${subject}, 'Thanks', 'Thanks for your enquiry', 'sent')`
	})
})

async function asAdmin(browser: Browser, javaScriptEnabled = true) {
	const context = await browser.newContext({ storageState: state, javaScriptEnabled, viewport: phone })
	return { context, page: await context.newPage() }
}

const noSideways = async (page: Page) =>
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)

test('@postgres newsletter list at 390 px: search by address and state, delete after the confirmation, without JavaScript', async ({
	browser,
}) => {
	const { context, page } = await asAdmin(browser, false)
	await page.goto(`${base()}/admin/newsletter`)
	await expect(page.getByRole('heading', { name: 'Newsletter', level: 2 })).toBeVisible()
	await page.getByLabel('Search by email').fill(`${run}@example.net`)
	await page.getByRole('button', { name: 'Search' }).click()
	const list = page.getByRole('list', { name: 'Subscribers' })
	await expect(list.getByRole('listitem')).toHaveCount(2)
	await expect(list.getByRole('listitem').filter({ hasText: `drop.${run}` })).toContainText('Pending confirmation')
	await expect(list.getByRole('listitem').filter({ hasText: `keep.${run}` })).toContainText('Confirmed')
	await noSideways(page)

	await page.getByLabel('State').selectOption({ label: 'Pending confirmation' })
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(list.getByRole('listitem')).toHaveCount(1)

	await list.getByRole('link', { name: `Delete drop.${run}@example.net` }).click()
	const confirmation = page.getByRole('alertdialog')
	await expect(confirmation).toContainText(`Delete drop.${run}@example.net from the list?`)
	await noSideways(page)
	await confirmation.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText('Subscriber deleted')).toBeVisible()
	await expect(page).toHaveURL(/state=pending/)
	await expect(page.getByText('No subscribers match.')).toBeVisible()
	const left = await withFaultDatabase((sql) => sql`select email from newsletter_subscribers where email like ${`%.${run}@example.net`}`)
	expect(left.map((row) => row.email)).toEqual([`keep.${run}@example.net`])
	await context.close()
})

test('@postgres customer data at 390 px: look up, download everything, erase after typing the address again', async ({ browser }) => {
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/admin/data-rights`)
	await waitForHydration(page)
	await page.getByRole('textbox', { name: 'Email address' }).fill(subject.toUpperCase())
	await page.getByRole('button', { name: 'Look up' }).click()
	const held = page.getByRole('region', { name: `Held for ${subject}` })
	await expect(held).toContainText(/Enquiries\s*1/)
	await expect(held).toContainText(/Newsletter\s*Confirmed/)
	await noSideways(page)

	const [download] = await Promise.all([page.waitForEvent('download'), held.getByRole('link', { name: 'Download everything' }).click()])
	expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/)
	const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; enquiries: { message: string }[] }
	expect(file.email).toBe(subject)
	expect(file.enquiries.map((enquiry) => enquiry.message)).toEqual([`Dripping tap ${run}`])

	await held.getByRole('link', { name: 'Erase…' }).click()
	const confirmation = page.getByRole('alertdialog')
	await expect(confirmation).toContainText(`Erase everything held for ${subject}?`)
	await noSideways(page)
	await confirmation.getByLabel('Type the email address again to confirm').fill('someone.else@example.org')
	await confirmation.getByRole('button', { name: 'Erase everything' }).click()
	await expect(confirmation.getByText('Type the same email address again to confirm.')).toBeVisible()
	expect(await withFaultDatabase((sql) => sql`select id from enquiries where email = ${subject}`)).toHaveLength(1)

	await confirmation.getByLabel('Type the email address again to confirm').fill(subject)
	await confirmation.getByRole('button', { name: 'Erase everything' }).click()
	await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Customer data erased' })).toContainText(
		'Deleted 1 enquiry, 1 email, 1 newsletter subscription',
	)
	await expect(page).toHaveURL(`${base()}/admin/data-rights`)
	const left = await withFaultDatabase(
		(sql) => sql`select (select count(*) from enquiries where email = ${subject})::int as enquiries,
			(select count(*) from email_outbox where to_address = ${subject})::int as emails,
			(select count(*) from newsletter_subscribers where email = ${subject})::int as subscribers`,
	)
	expect(left[0]).toEqual({ enquiries: 0, emails: 0, subscribers: 0 })
	await context.close()
})
