import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signedInAdmin, waitForHydration } from './helpers/admin-session.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The owner writing articles in the admin (issue 22): write and format in the
 * editor, insert a picture, preview the draft, publish, change the slug and
 * follow the old address, restore an earlier version, a second editor's save
 * refused, a scheduled article appearing on its own, and the same without
 * JavaScript. Accounts come from the admin CLI, so this uses the
 * PostgreSQL-backed server.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()
const unique = Math.random().toString(36).slice(2, 7)
let state: Awaited<ReturnType<typeof signedInAdmin>>['state']

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state } = await signedInAdmin(browser, 'editor'))
})

async function adminPage(browser: Browser, { javaScript = true } = {}) {
	const context = await browser.newContext({ storageState: state, javaScriptEnabled: javaScript })
	return context.newPage()
}

/** The London wall-clock time `minutes` from now, as a datetime-local input takes it. */
function londonInput(date: Date) {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat('en-GB', {
			timeZone: 'Europe/London',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		})
			.formatToParts(date)
			.map((part) => [part.type, part.value]),
	)
	return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

async function createDraft(page: Page, title: string) {
	await page.goto(`${base()}/admin/articles/new`)
	await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
	await page.getByLabel('Category').selectOption('Heating Systems')
	await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('What the owner wrote as a summary for the list.')
	await page.getByRole('button', { name: 'Create draft' }).click()
	await expect(page.getByText('Draft created. It is not on the site until you publish it.')).toBeVisible()
	const id = Number(new URL(page.url()).pathname.split('/').pop())
	expect(id).toBeGreaterThan(6)
	return id
}

let articleId = 0
const scheduledTitle = `Frost protection for outside taps ${unique}`
let scheduledFor = new Date(0)
const onTheBlog = async (page: Page, text: string) => (await (await page.request.get(`${base()}/blog`)).text()).includes(text)
const title = `Bleeding radiators before winter ${unique}`
const slug = `bleeding-radiators-before-winter-${unique}`

test.describe('@postgres the article editor', () => {
	// Scheduled first and looked for last: the wait for its minute is spent on the journeys between.
	test('an article scheduled a minute ahead is not on the blog before its time', async ({ browser }) => {
		const page = await adminPage(browser)
		await createDraft(page, scheduledTitle)
		// The next whole minute that is at least 20 seconds away (the input takes minutes).
		scheduledFor = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
		await page.getByLabel('Publish date and time').fill(londonInput(scheduledFor))
		await page.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(page.getByText('Scheduled: it appears on the site at its publish time.')).toBeVisible()
		// Not yet, and the blog's page is now in the page cache.
		expect(await onTheBlog(page, scheduledTitle)).toBe(false)
		expect(await onTheBlog(page, scheduledTitle)).toBe(false)
		await page.context().close()
	})

	test('write and format, insert a picture, preview the draft, then publish', async ({ browser }) => {
		test.setTimeout(90_000)
		const page = await adminPage(browser)
		articleId = await createDraft(page, title)
		await waitForHydration(page)

		const body = page.getByRole('textbox', { name: 'Body' })
		await expect(body).toBeVisible()
		await body.click()
		const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
		await toolbar.getByRole('button', { name: 'Heading 2' }).click()
		await page.keyboard.type('Cold at the top, warm below')
		await page.keyboard.press('Enter')
		await page.keyboard.type('Trapped air is the usual cause. ')
		await toolbar.getByRole('button', { name: 'Bold' }).click()
		await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
		await page.keyboard.type('Turn the heating off first.')
		await toolbar.getByRole('button', { name: 'Bold' }).click()

		// The toolbar is one tab stop, moved through with the arrow keys.
		await toolbar.getByRole('button', { name: 'Heading 2' }).focus()
		await page.keyboard.press('ArrowRight')
		await expect(toolbar.getByRole('button', { name: 'Heading 3' })).toBeFocused()
		await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1)

		await body.click()
		await page.keyboard.press('End')
		await page.keyboard.press('Enter')
		await toolbar.getByRole('button', { name: 'Insert picture' }).click()
		const dialog = page.getByRole('dialog', { name: 'Insert a picture' })
		await dialog.getByRole('button', { name: 'Upload a new picture' }).click()
		const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } } })
			.jpeg()
			.toBuffer()
		await dialog.getByLabel('Picture file').setInputFiles({ name: 'radiator.jpg', mimeType: 'image/jpeg', buffer: photo })
		await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
		await expect(dialog.getByText(/^Chosen:/)).toBeVisible({ timeout: 20_000 })
		// Alt text is required.
		await dialog.getByRole('button', { name: 'Insert picture' }).click()
		await expect(dialog).toBeVisible()
		await dialog.getByLabel('Alt text (required)').fill('A radiator key on a bleed valve')
		await dialog.getByRole('button', { name: 'Insert picture' }).click()
		await expect(dialog).toBeHidden()
		await expect(body.getByRole('img', { name: 'A radiator key on a bleed valve' })).toBeVisible()

		await page.getByRole('button', { name: 'Save draft', exact: true }).click()
		await expect(page.getByText('Draft saved. The site is unchanged until you publish.')).toBeVisible()
		// Saved, not published.
		expect((await page.request.get(`${base()}/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404)

		// Preview: the draft on the real page, at a signed address nobody indexes or caches.
		const previewHref = await page.getByRole('link', { name: 'Preview' }).getAttribute('href')
		const preview = await page.context().newPage()
		const previewResponse = await preview.goto(`${base()}${previewHref}`)
		expect(previewResponse?.status()).toBe(200)
		expect(preview.url()).toMatch(/\/preview\/article\/\d+\/\d+\/[\w-]+$/)
		expect(previewResponse?.headers()['x-robots-tag']).toContain('noindex')
		expect(previewResponse?.headers()['cache-control']).toContain('no-store')
		await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(preview.getByRole('heading', { level: 2, name: 'Cold at the top, warm below' })).toBeVisible()
		await expect(preview.locator('strong', { hasText: 'Turn the heating off first.' })).toBeVisible()
		await expect(preview.getByRole('img', { name: 'A radiator key on a bleed valve' })).toHaveAttribute('src', /^\/media\/content\//)
		await preview.close()

		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByText('Published: it is on the site now.')).toBeVisible()
		const published = await page.request.get(`${base()}/blog/${slug}`)
		expect(published.status()).toBe(200)
		const html = await published.text()
		expect(html).toContain('<h2>Cold at the top, warm below</h2>')
		expect(html).toContain('<strong>Turn the heating off first.</strong>')
		await page.goto(`${base()}/blog`)
		await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
		await page.context().close()
	})

	test('a published slug changed keeps the old address working with a 301', async ({ browser }) => {
		const page = await adminPage(browser)
		await page.goto(`${base()}/admin/articles/${articleId}`)
		await waitForHydration(page)
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (updated)`)
		await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(`${slug}-updated`)
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByText('Published: it is on the site now.')).toBeVisible()

		const old = await page.request.get(`${base()}/blog/${slug}`, { maxRedirects: 0 })
		expect(old.status()).toBe(301)
		expect(old.headers().location).toBe(`/blog/${slug}-updated`)
		await page.goto(`${base()}/blog/${slug}`)
		expect(new URL(page.url()).pathname).toBe(`/blog/${slug}-updated`)
		await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible()
		await page.context().close()
	})

	test('History shows what changed, and restoring an earlier version brings it back', async ({ browser }) => {
		const page = await adminPage(browser)
		await page.goto(`${base()}/admin/articles/${articleId}/history`)
		await expect(page.getByRole('heading', { name: `History: ${title} (updated)` })).toBeVisible()
		// The newest version against the one before: the title and the slug changed.
		await expect(page.locator('ins', { hasText: '(updated)' }).first()).toBeVisible()

		const first = page.getByRole('listitem').filter({ hasText: 'Version 1' })
		await first.getByRole('link', { name: /View/ }).click()
		await first.getByRole('button', { name: 'Restore this version' }).click()
		await expect(page.getByText('That version is now the draft. Publish it to put it on the site.')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
		await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(`${slug}-updated`)
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByText('Published: it is on the site now.')).toBeVisible()
		await page.goto(`${base()}/blog/${slug}-updated`)
		await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
		await page.context().close()
	})

	test('of two admins editing the same version, the second save is refused and both versions are kept', async ({ browser }) => {
		const first = await adminPage(browser)
		const second = await adminPage(browser)
		await first.goto(`${base()}/admin/articles/${articleId}`)
		await second.goto(`${base()}/admin/articles/${articleId}`)
		await first.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('The first admin’s summary.')
		await first.getByRole('button', { name: 'Save draft', exact: true }).click()
		await expect(first.getByText('Draft saved. The site is unchanged until you publish.')).toBeVisible()

		await second.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('The second admin’s summary.')
		await second.getByRole('button', { name: 'Save draft', exact: true }).click()
		await expect(second.getByRole('alert').filter({ hasText: 'Not saved: someone else saved' })).toBeVisible()
		await expect(second.getByRole('link', { name: 'Reload the latest version' })).toBeVisible()
		// What the second admin typed is still on screen, and kept in History.
		await expect(second.getByRole('textbox', { name: 'Excerpt', exact: true })).toHaveValue('The second admin’s summary.')
		await second.goto(`${base()}/admin/articles/${articleId}/history`)
		const refused = second.getByRole('listitem').filter({ hasText: 'Refused save' })
		await expect(refused).toHaveCount(1)
		await refused.getByRole('link', { name: /View/ }).click()
		await expect(second.locator('ins', { hasText: 'second' }).first()).toBeVisible()
		await first.context().close()
		await second.context().close()
	})

	test('without JavaScript: the body is a plain field, and a draft is written and published with plain posts', async ({ browser }) => {
		const page = await adminPage(browser, { javaScript: false })
		const plainTitle = `Checking boiler pressure ${unique}`
		await createDraft(page, plainTitle)
		await page
			.getByRole('textbox', { name: 'Body', exact: true })
			.fill('<h2>Find the gauge</h2><p>Between 1 and 1.5 bar when cold.</p><script>alert(1)</script>')
		await page.getByRole('button', { name: 'Publish', exact: true }).click()
		await expect(page.getByText('Published: it is on the site now.')).toBeVisible()
		const html = await (await page.request.get(`${base()}/blog/checking-boiler-pressure-${unique}`)).text()
		expect(html).toContain('<h2>Find the gauge</h2><p>Between 1 and 1.5 bar when cold.</p>')
		expect(html).not.toContain('alert(1)')
		await page.context().close()
	})

	test('the scheduled article appears on the blog by itself at its time', async ({ browser }) => {
		test.setTimeout(180_000)
		const page = await adminPage(browser)
		await expect.poll(() => onTheBlog(page, scheduledTitle), { timeout: 150_000, intervals: [2_000] }).toBe(true)
		expect(Date.now()).toBeGreaterThanOrEqual(scheduledFor.getTime())
		// The schedule itself moved the content version at that minute: the journeys between publish too, and empty the cache.
		const [bump] = await withFaultDatabase(
			(sql) => sql<{ bumped_at: Date }[]>`select bumped_at from scheduled_publications where publish_at = ${scheduledFor}`,
		)
		expect(bump?.bumped_at.getTime()).toBeGreaterThanOrEqual(scheduledFor.getTime())
		await page.context().close()
	})
})
