import { expect, test, type Browser, type Page } from '@playwright/test'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The Business tab and what it changes on the public pages (decision 0022):
 * the trust strip, the team, the figures and the stated rating, which shows
 * only while there are no published reviews. Accounts come from the admin
 * CLI, so this uses the PostgreSQL-backed server; serial, because the steps
 * share its one settings row, which is put back as it was at the end.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()

let adminState: Awaited<ReturnType<typeof signedInAdmin>>['state']

let startingFacts: unknown

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state: adminState } = await signedInAdmin(browser, 'business'))
	const [row] = await withFaultDatabase((sql) => sql<{ facts: unknown }[]>`select business_facts as facts from settings where id = 1`)
	startingFacts = row?.facts
})

// Later specs on this server expect the starting facts (the row's trigger clears the page caches).
test.afterAll(async () => {
	await withFaultDatabase((sql) => sql`update settings set business_facts = ${sql.json(startingFacts as never)} where id = 1`)
})

async function openTab(browser: Browser) {
	const context = await browser.newContext({ storageState: adminState })
	const page = await context.newPage()
	await page.goto(`${base()}/admin/business`)
	await expect(page.getByRole('heading', { level: 2, name: 'Business facts' })).toBeVisible()
	await waitForHydration(page)
	return { context, page }
}

async function save(page: Page, fields: Record<string, string>) {
	for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByText('Business facts updated successfully').last()).toBeVisible()
}

const trustStrip = (page: Page) => page.getByRole('region', { name: 'Registered, insured and accountable' })

test.describe('@postgres business facts', () => {
	test('facts saved on the Business tab show on the public pages at once; unset ones are not shown', async ({ browser }) => {
		const { context, page } = await openTab(browser)

		// Warm the page cache first, so the check below proves the save invalidated it.
		const visitor = await browser.newPage()
		await visitor.goto(`${base()}/`)
		await visitor.goto(`${base()}/about`)

		await save(page, {
			'Company number': '01234567',
			'Registered company name': 'Westway Home Services Ltd',
			Insurance: '',
			'Registration 1: number': '123456',
			'Person 1: name': 'Ann Lee',
			'Person 1: role': 'Surveyor',
			'Projects completed': '175',
		})

		await visitor.goto(`${base()}/`)
		const strip = trustStrip(visitor)
		await expect(strip).toContainText('Company No. 01234567')
		await expect(strip).toContainText('No. 123456')
		await expect(strip.locator('[data-kind="insurance"]')).toHaveCount(0)
		await expect(strip.getByRole('link', { name: /Westway Home Services Ltd/ })).toHaveAttribute(
			'href',
			'https://find-and-update.company-information.service.gov.uk/company/01234567',
		)
		await visitor.goto(`${base()}/about`)
		await expect(visitor.getByRole('region', { name: 'The Team' })).toContainText('Ann Lee')
		await expect(visitor.getByRole('region', { name: 'Our Story' })).toContainText('175+')

		// A row with a number but no name is refused, field by field, and nothing is saved.
		await page.getByLabel('Registration 3: number', { exact: true }).fill('999')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByText('Give this registration a name, or clear the row.')).toBeVisible()
		await page.getByLabel('Registration 3: number', { exact: true }).fill('')

		// Every trust item cleared: no strip at all.
		await page.reload()
		await waitForHydration(page)
		await save(page, {
			'Company number': '',
			'Registration 1: name': '',
			'Registration 1: number': '',
			'Registration 1: link to check it': '',
			'Registration 2: name': '',
			'Registration 2: link to check it': '',
			'Registered office address': '',
		})
		await visitor.goto(`${base()}/`)
		await expect(trustStrip(visitor)).toHaveCount(0)

		await context.close()
	})

	test('the stated rating shows only while there are no published reviews', async ({ browser }) => {
		const { context, page } = await openTab(browser)
		await save(page, { 'Stated rating (out of 5)': '4.7', 'Stated number of reviews': '120' })
		const visitor = await browser.newPage()

		// With published reviews, their average and count win.
		await visitor.goto(`${base()}/`)
		await expect(visitor.getByRole('region', { name: 'What Our Customers Say' })).not.toContainText('120+ reviews')

		const published = await withFaultDatabase(
			(sql) => sql<{ id: string }[]>`update reviews set is_published = false where is_published returning id`,
		)
		try {
			// No published review to quote: the home page has no testimonials section (decision 0044).
			await visitor.goto(`${base()}/`)
			await expect(visitor.getByRole('region', { name: 'What Our Customers Say' })).toHaveCount(0)
			await visitor.goto(`${base()}/about`)
			await expect(visitor.getByTestId('proof-panel')).toContainText('4.7')
			await expect(visitor.getByTestId('proof-panel')).toContainText('out of 5 from 120+ reviews')
		} finally {
			const ids = published.map((row) => row.id)
			await withFaultDatabase((sql) => sql`update reviews set is_published = true where id in ${sql(ids)}`)
		}
		await context.close()
	})
})
