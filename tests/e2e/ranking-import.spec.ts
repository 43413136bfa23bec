import { expect, test } from '@playwright/test'

import { signedInAdmin } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The ranking CSV import without JavaScript: upload, a preview with a bad row
 * (nothing written), then the confirmation that writes the positions.
 */
test('@postgres ranking import: preview, then import, with plain forms', async ({ browser }) => {
	test.setTimeout(120_000)
	const { state } = await signedInAdmin(browser, 'rankimport')
	const context = await browser.newContext({ storageState: state, javaScriptEnabled: false })
	const page = await context.newPage()
	const keyword = `loft conversion ${Date.now().toString(36)}`
	const csv = [
		'Keyword,Search location,Rank,Checked on',
		`${keyword},Maida Vale,9,01/11/2026`,
		`${keyword},Maida Vale,5,2026-11-08`,
		`${keyword},,x,2026-11-08`,
	].join('\r\n')

	await page.goto(`${faultBaseUrl()}/admin/local-seo/import`)
	await expect(page.getByRole('heading', { name: 'Import ranking positions', level: 2 })).toBeVisible()
	await page.getByLabel('CSV file').setInputFiles({ name: 'positions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
	await page.getByRole('button', { name: 'Preview import' }).click()

	await expect(page.getByText('2 positions to record: 0 rankings already tracked, 1 new ranking to add.')).toBeVisible()
	const problems = page.getByRole('table', { name: 'Rows with problems' })
	await expect(problems.getByRole('row').nth(1)).toContainText('The location is missing. The position “x” is not a whole number.')
	const count = () =>
		withFaultDatabase(async (sql) => (await sql`select count(*)::int as n from local_search_rankings where keyword = ${keyword}`)[0]!.n)
	expect(await count()).toBe(0)

	await page.getByRole('button', { name: 'Import 2 positions' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Imported 2 positions' })).toBeVisible()
	const [row] = await withFaultDatabase(
		(sql) => sql`select current_position, previous_position from local_search_rankings where keyword = ${keyword}`,
	)
	expect(row).toMatchObject({ current_position: 5, previous_position: 9 })
	await context.close()
})
