import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'

import { signedInAdmin } from './helpers/admin-session.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl } from './helpers/faults.ts'

/**
 * The admin Local SEO tab in the browser, on the PostgreSQL-backed server: the
 * three lists as sub-tabs, each with add, inline edit and delete confirmed in
 * the row, the spec's toasts, and the Citations list without JavaScript.
 */
test.describe.configure({ mode: 'serial' })
// Round trips to the server can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })

const base = () => faultBaseUrl()
const run = Date.now().toString(36)
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'local-seo'))
})

async function asAdmin(browser: Browser, javaScriptEnabled = true) {
	const context = await browser.newContext({ storageState: state, javaScriptEnabled })
	return { context, page: await context.newPage() }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Axe on the tab itself: once the toasts are gone (their colours are the admin layout's, checked where it is tested). */
async function expectAccessible(page: Page) {
	await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
	await expectNoAxeViolations(page)
}

test('@postgres local SEO: internal links, added, edited, switched and deleted', async ({ browser }) => {
	test.setTimeout(180_000)
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/admin/local-seo`)
	await expect(page.getByRole('heading', { name: 'Internal Links', level: 2 })).toBeVisible()
	const tabs = page.getByRole('navigation', { name: 'Local SEO lists' })
	await expect(tabs.getByRole('link', { name: /^Internal Links \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
	const before = Number((await tabs.getByRole('link', { name: /^Internal Links/ }).textContent())!.match(/\((\d+)\)/)![1])

	await page.getByRole('link', { name: 'Add internal link' }).click()
	await expect(page).toHaveURL(/\?list=links&new$/)
	const form = page.getByRole('form', { name: 'New internal link' })
	// New links start active, with strength standard.
	await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked()
	await expect(form.getByLabel('Strength')).toHaveValue('standard')
	await form.getByLabel('Source page').fill('services')
	await form.getByLabel('Target page').fill('/services/kitchens')
	await form.getByLabel('Anchor text').fill(`Kitchens in Maida Vale ${run}`)
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(form.getByText('Enter the source page as a path of this site starting with /, e.g. /services.')).toBeVisible()
	await form.getByLabel('Source page').fill('/')
	await form.getByLabel('Geographic relevance').selectOption({ label: 'Maida Vale' })
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(toast(page, 'Internal link created')).toBeVisible()
	await expect(page).toHaveURL(/\?list=links$/)
	await expect(tabs.getByRole('link', { name: `Internal Links (${before + 1})` })).toBeVisible()

	const card = page.getByRole('article').filter({ hasText: `Kitchens in Maida Vale ${run}` })
	await expect(card).toContainText('/ → /services/kitchens')
	await expect(card).toContainText('Maida Vale')
	await card.getByRole('link', { name: /^Edit link/ }).click()
	await expect(page).toHaveURL(/\?list=links&edit=/)
	const edit = page.getByRole('form', { name: /^Edit link/ })
	await edit.getByLabel('Anchor text').fill(`Kitchen fitters W9 ${run}`)
	await edit.getByLabel('Strength').selectOption('strong')
	await edit.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page, 'Internal link updated')).toBeVisible()
	const renamed = page.getByRole('article').filter({ hasText: `Kitchen fitters W9 ${run}` })
	await expect(renamed).toContainText('Strong')

	await renamed.getByRole('switch', { name: /^Active:/ }).click()
	await expect(renamed.getByRole('switch', { name: /^Active:/ })).toHaveAttribute('aria-checked', 'false')
	await expect(renamed).toContainText('Inactive')

	await renamed.getByRole('link', { name: /^Delete link/ }).click()
	await expect(renamed.getByText('Delete this internal link?')).toBeVisible()
	await expectAccessible(page)
	await renamed.getByRole('button', { name: 'Delete' }).click()
	await expect(toast(page, 'Item deleted successfully')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: run })).toHaveCount(0)
	await expect(page).toHaveURL(/\?list=links$/)
	await context.close()
})

test('@postgres local SEO: citations, with the directory link and status icons', async ({ browser }) => {
	test.setTimeout(180_000)
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/admin/local-seo`)
	await page
		.getByRole('navigation', { name: 'Local SEO lists' })
		.getByRole('link', { name: /^Citations/ })
		.click()
	await expect(page).toHaveURL(/\?list=citations$/)
	await expect(page.getByRole('heading', { name: 'Citations', level: 2 })).toBeVisible()

	await page.getByRole('link', { name: 'Add citation' }).click()
	const form = page.getByRole('form', { name: 'New citation' })
	await expect(form.getByLabel('Priority')).toHaveValue('medium')
	await expect(form.getByLabel('NAP score (%)')).toHaveValue('0')
	const name = `Hammersmith Trades ${run}`
	await form.getByLabel('Directory name').fill(name)
	await form.getByLabel('Directory URL').fill('https://Trades.Example.COM')
	await form.getByLabel('Local area').selectOption('Hammersmith & Fulham')
	await form.getByLabel('Status').selectOption('approved')
	await form.getByLabel('NAP score (%)').fill('88')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(toast(page, 'Citation created')).toBeVisible()

	const card = page.getByRole('article').filter({ hasText: name })
	const visit = card.getByRole('link', { name: `Visit ${name} (opens in a new tab)` })
	await expect(visit).toHaveAttribute('href', 'https://trades.example.com/')
	await expect(visit).toHaveAttribute('target', '_blank')
	await expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
	await expect(card.locator('[data-icon="approved"]')).toBeVisible()
	await expect(card).toContainText('NAP 88%')
	await expect(card).toContainText('Hammersmith & Fulham')

	await card.getByRole('link', { name: `Edit citation ${name}` }).click()
	const edit = page.getByRole('form', { name: `Edit citation ${name}` })
	await edit.getByLabel('Status').selectOption('needs_update')
	await edit.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page, 'Citation updated')).toBeVisible()
	await expect(card.locator('[data-icon="needs-update"]')).toBeVisible()
	await expect(card.locator('[data-icon="approved"]')).toHaveCount(0)
	await expectAccessible(page)

	await card.getByRole('link', { name: `Delete citation ${name}` }).click()
	await card.getByRole('button', { name: 'Delete' }).click()
	await expect(toast(page, 'Item deleted successfully')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
	await expect(page).toHaveURL(/\?list=citations$/)
	await context.close()
})

test('@postgres local SEO: a seeded ranking shows the history behind its previous and current positions, on a phone', async ({
	browser,
}) => {
	const { context, page } = await asAdmin(browser)
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto(`${base()}/admin/local-seo?list=rankings`)
	const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'emergency plumber maida vale' }) })
	await expect(card.getByRole('definition')).toHaveText(['2', '4', '+2'])
	await expect(card.getByRole('img', { name: 'Position history of “emergency plumber maida vale” in Maida Vale' })).toBeVisible()
	await expect(card.getByText(/^Position 2 on .+, up 2 from 4 on .+\. Best 2, worst 4 over 2 checks\.$/)).toBeVisible()
	// A ranking checked once has that one point; none has no history.
	const single = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'period property renovation w9' }) })
	await expect(single.getByText(/^Position 1 on .+, the only position recorded\.$/)).toBeVisible()
	await expect(page.getByText('No positions recorded yet.')).toHaveCount(0)
	await context.close()
})

test('@postgres local SEO: rankings, with the change and the history chart, at phone and desktop widths', async ({ browser }) => {
	test.setTimeout(180_000)
	const { context, page } = await asAdmin(browser)
	await page.goto(`${base()}/admin/local-seo?list=rankings`)
	await expect(page.getByRole('heading', { name: 'Rankings', level: 2 })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Import positions (CSV)' })).toHaveAttribute('href', '/admin/local-seo/import')

	await page.getByRole('link', { name: 'Add ranking' }).click()
	const form = page.getByRole('form', { name: 'New ranking' })
	await expect(form.getByLabel('Current position')).toHaveValue('1')
	await expect(form.getByLabel('Search volume')).toHaveValue('0')
	await expect(form.getByLabel('Competition')).toHaveValue('medium')
	await expect(form.getByLabel('Tracked date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
	const keyword = `loft conversion ${run}`
	await form.getByLabel('Keyword').fill(keyword)
	await form.getByLabel('Location').fill('Kensington')
	await form.getByLabel('Current position').fill('6')
	await form.getByLabel('Search volume').fill('140')
	await form.getByLabel('Tracked date').fill('2026-11-01')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(toast(page, 'Ranking created')).toBeVisible()

	const card = page.getByRole('article').filter({ hasText: keyword })
	await card.getByRole('link', { name: `Edit ranking ${keyword} in Kensington` }).click()
	const edit = page.getByRole('form', { name: `Edit ranking ${keyword}` })
	await edit.getByLabel('Current position').fill('2')
	await edit.getByLabel('Tracked date').fill('2026-11-20')
	await edit.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page, 'Ranking updated')).toBeVisible()
	await expect(card.getByRole('definition').nth(0)).toHaveText('2')
	await expect(card.getByRole('definition').nth(1)).toHaveText('6')
	await expect(card.getByRole('definition').nth(2)).toHaveText('+4')
	await expect(card.getByRole('img', { name: `Position history of “${keyword}” in Kensington` })).toBeVisible()

	// A second ranking of the same keyword and location is refused, in the form.
	await page.getByRole('link', { name: 'Add ranking' }).click()
	const again = page.getByRole('form', { name: 'New ranking' })
	await again.getByLabel('Keyword').fill(keyword.toUpperCase())
	await again.getByLabel('Location').fill('kensington')
	await again.getByRole('button', { name: 'Create' }).click()
	await expect(again.getByText('This keyword is already tracked for this location. Edit that ranking instead.').first()).toBeVisible()
	await expectAccessible(page)
	await again.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(/\?list=rankings$/)

	await card.scrollIntoViewIfNeeded()
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.screenshot({ path: test.info().outputPath('local-seo-admin-1280.png'), fullPage: true })
	await page.setViewportSize({ width: 390, height: 844 })
	await page.screenshot({ path: test.info().outputPath('local-seo-admin-390.png'), fullPage: true })
	// Nothing scrolls sideways on a phone.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

	await card.getByRole('link', { name: `Delete ranking ${keyword} in Kensington` }).click()
	await expect(card.getByText('and its position history?')).toBeVisible()
	await card.getByRole('button', { name: 'Delete' }).click()
	await expect(toast(page, 'Item deleted successfully')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: keyword })).toHaveCount(0)
	await context.close()
})

test('@postgres local SEO without JavaScript: a citation added, refused, edited and deleted through plain forms', async ({ browser }) => {
	test.setTimeout(180_000)
	const { context, page } = await asAdmin(browser, false)
	await page.goto(`${base()}/admin/local-seo?list=citations`)
	await page.getByRole('link', { name: 'Add citation' }).click()
	const form = page.getByRole('form', { name: 'New citation' })
	const name = `Westminster Guide ${run}`
	await form.getByLabel('Directory name').fill(name)
	// The browser's own URL check would stop this with JavaScript off too, so the field's type is set aside to reach the server's.
	await form.getByLabel('Directory URL').evaluate((input: HTMLInputElement) => (input.type = 'text'))
	await form.getByLabel('Directory URL').fill('ftp://guide.example')
	await form.getByRole('button', { name: 'Create' }).click()
	await expect(page.getByText('Enter the directory address starting with https:// or http://.')).toBeVisible()
	await expect(page).toHaveURL(/\?list=citations&new=?$/)
	await page.getByLabel('Directory URL').fill('https://guide.example/westminster')
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page.getByText('Citation created')).toBeVisible()
	await expect(page).toHaveURL(/\?list=citations&saved=created$/)

	const card = page.getByRole('article').filter({ hasText: name })
	await card.getByRole('link', { name: `Edit citation ${name}` }).click()
	await page.getByLabel('Notes').fill('Listing claimed.')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('Citation updated')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: name })).toContainText('Listing claimed.')

	await page
		.getByRole('article')
		.filter({ hasText: name })
		.getByRole('link', { name: `Delete citation ${name}` })
		.click()
	await page.getByRole('article').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText('Item deleted successfully')).toBeVisible()
	await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
	await context.close()
})
