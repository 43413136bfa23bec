import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signedInAdmin } from './helpers/admin-session.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl } from './helpers/faults.ts'

/**
 * The Branding tab in the browser, and the logo and favicon it puts on every
 * public page. Accounts come from the admin CLI, so this uses the
 * PostgreSQL-backed server (see admin.spec.ts); serial, because the steps
 * share its one settings row.
 */
test.describe.configure({ mode: 'serial' })

const base = () => faultBaseUrl()

let adminState: Awaited<ReturnType<typeof signedInAdmin>>['state']

async function asAdmin(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
	const context = await browser.newContext({ storageState: adminState, ...options })
	return { context, page: await context.newPage() }
}

const png = (width: number, height: number, colour: string) =>
	sharp({ create: { width, height, channels: 4, background: colour } })
		.png()
		.toBuffer()

/** How a confirmation of a removal or delete looks: its box, its confirm button and its Cancel. */
const confirmationLook = (dialog: Locator) =>
	dialog.evaluate(async (box) => {
		// As it rests: a hover colour still fading out once the pointer has left is not the look.
		await Promise.all(box.getAnimations({ subtree: true }).map((animation) => animation.finished))
		const look = (element: Element) => {
			const {
				backgroundColor: background,
				color,
				borderColor: border,
				borderRadius: radius,
				fontWeight: weight,
			} = getComputedStyle(element)
			return { background, color, border, radius, weight }
		}
		const button = (element: Element | undefined) => ({ ...look(element!), height: getComputedStyle(element!).minHeight })
		const controls = [...box.querySelectorAll('button, a')]
		return {
			box: look(box),
			confirm: button(controls.find((control) => control.getAttribute('type') === 'submit')),
			cancel: button(controls.find((control) => control.textContent === 'Cancel')),
		}
	})

const logoCard = (page: Page) => page.getByRole('region', { name: 'Website Logo' })
const faviconCard = (page: Page) => page.getByRole('region', { name: 'Website Favicon' })
const headerLogo = (page: Page) => page.getByRole('banner').getByRole('link', { name: /– home$/ })
const footerLogo = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: /– home$/ })

test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	;({ state: adminState } = await signedInAdmin(browser, 'branding'))
})

test.describe('@postgres branding', () => {
	test('without JavaScript: the size form posts, says so, and refuses nothing it should accept', async ({ browser }) => {
		const { context, page } = await asAdmin(browser, { javaScriptEnabled: false })
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto(`${base()}/admin/branding`)
		const slider = logoCard(page).getByRole('slider', { name: 'Logo Size' })
		await slider.focus()
		await expect(slider).toHaveValue('32')
		await page.keyboard.press('ArrowRight')
		await expect(slider).toHaveValue('36')
		await logoCard(page).getByRole('button', { name: 'Save size' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Logo size updated successfully' })).toBeVisible()
		await expect(logoCard(page).getByRole('slider', { name: 'Logo Size' })).toHaveValue('36')
		await page.screenshot({ path: test.info().outputPath('admin-branding-390.png'), fullPage: true })

		// Back to the default for whoever comes next.
		await logoCard(page).getByRole('slider', { name: 'Logo Size' }).fill('32')
		await logoCard(page).getByRole('button', { name: 'Save size' }).click()
		await expect(logoCard(page).getByRole('slider', { name: 'Logo Size' })).toHaveValue('32')
		await context.close()
	})

	test('upload a logo and a favicon, size the logo with the keyboard, see them on the public site, remove them', async ({ browser }) => {
		test.setTimeout(90_000)
		const { context, page } = await asAdmin(browser)
		await page.goto(`${base()}/admin/branding`)
		await expect(page.getByRole('heading', { level: 2, name: 'Branding' })).toBeVisible()
		await expect(logoCard(page).getByText('Built-in logo: the business name (no logo uploaded)')).toBeVisible()
		await expect(logoCard(page).getByText('Recommended size: 200x60px', { exact: false })).toBeVisible()
		await expect(faviconCard(page).getByText('Recommended: 32x32 or 64x64px', { exact: false })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0)
		await expectNoAxeViolations(page)

		// A file that is not an image: the server's message in the card, nothing changes.
		await logoCard(page)
			.getByLabel('Upload a new logo')
			.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
		await logoCard(page).getByRole('button', { name: 'Upload logo' }).click()
		await expect(logoCard(page).getByRole('alert')).toHaveText('Failed to upload logo')
		await expect(logoCard(page).getByLabel('Upload a new logo')).toHaveAttribute('aria-invalid', 'true')
		await expect(logoCard(page).getByText('Built-in logo', { exact: false })).toBeVisible()

		// The logo.
		await logoCard(page)
			.getByLabel('Upload a new logo')
			.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(400, 120, '#14304dff') })
		await logoCard(page).getByRole('button', { name: 'Upload logo' }).click()
		await expect(page.getByText('Logo updated successfully')).toBeVisible()
		await expect(logoCard(page).getByRole('img', { name: 'Current logo' })).toBeVisible()

		// The slider: Page Up and Shift+Arrow move 40px, a plain arrow 4px; the preview follows.
		const slider = logoCard(page).getByRole('slider', { name: 'Logo Size' })
		await expect(slider).toHaveValue('32')
		await slider.focus()
		await page.keyboard.press('PageUp')
		await expect(slider).toHaveValue('72')
		await page.keyboard.press('Shift+ArrowRight')
		await expect(slider).toHaveValue('112')
		await page.keyboard.press('ArrowLeft')
		await expect(slider).toHaveValue('108')
		await expect(logoCard(page).getByText('Preview in the header at 108px (footer: 81px)')).toBeVisible()
		await page.keyboard.press('PageUp')
		await expect(slider).toHaveValue('120')
		await page.keyboard.press('PageDown')
		await expect(slider).toHaveValue('80')
		await logoCard(page).getByRole('button', { name: 'Save size' }).click()
		await expect(page.getByText('Logo size updated successfully')).toBeVisible()
		await expect(logoCard(page).getByText('Current logo, at 80px')).toBeVisible()

		// The favicon.
		await faviconCard(page)
			.getByLabel('Upload a new favicon')
			.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await png(64, 64, '#f59e0bff') })
		await faviconCard(page).getByRole('button', { name: 'Upload favicon' }).click()
		await expect(page.getByText('Favicon updated successfully')).toBeVisible()
		await expect(faviconCard(page).getByRole('img', { name: 'Current favicon' })).toBeVisible()

		// The public site, on its next request: header at 80px, footer at 60px (75%), the new icons.
		const publicPage = await context.newPage()
		await publicPage.setViewportSize({ width: 390, height: 844 })
		await publicPage.goto(`${base()}/contact`)
		const header = headerLogo(publicPage).locator('img')
		await expect(header).toHaveAttribute('height', '80')
		await expect(header).toHaveAttribute('srcset', /\?h=120&f=png 1x, .*\?h=240&f=png 2x$/)
		await expect.poll(async () => (await header.boundingBox())?.height).toBe(80)
		await publicPage.screenshot({ path: test.info().outputPath('public-header-390.png') })
		const footer = footerLogo(publicPage).locator('img')
		await expect(footer).toHaveAttribute('height', '60')
		await footer.scrollIntoViewIfNeeded()
		await expect.poll(async () => (await footer.boundingBox())?.height).toBe(60)
		await publicPage.screenshot({ path: test.info().outputPath('public-footer-390.png') })
		// The stored sizes are served (not a broken image in the right box).
		for (const image of [header, footer]) {
			await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalHeight)).toBeGreaterThan(0)
		}

		const icon = publicPage.locator('link[rel="icon"][sizes="32x32"]')
		await expect(icon).toHaveAttribute('href', /^\/media\/branding\/favicon-\d+\.png\?icon=32$/)
		const iconHref = (await icon.getAttribute('href'))!
		const served = await publicPage.request.get(`${base()}${iconHref}`)
		expect(served.headers()['content-type']).toBe('image/png')
		expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 32, height: 32 })
		await expect(publicPage.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\?icon=180$/)
		const ico = await publicPage.request.get(`${base()}/favicon.ico`, { maxRedirects: 0 })
		expect(ico.status()).toBe(302)
		expect(ico.headers()['location']).toBe(iconHref)

		// Every confirmation before something goes looks the same: this Remove, and Delete on the Gallery and Local SEO lists.
		await page.setViewportSize({ width: 390, height: 844 })
		await page.getByRole('button', { name: 'Remove logo' }).click()
		const removal = logoCard(page).getByRole('alertdialog', { name: /^Remove the logo\?/ })
		await expect(removal.getByRole('button', { name: 'Yes, remove logo' })).toBeFocused()
		await page.mouse.move(0, 0)
		const expected = await confirmationLook(removal)
		expect(expected.confirm.background).toBe('rgb(185, 28, 28)')
		const other = await context.newPage()
		await other.setViewportSize({ width: 390, height: 844 })
		for (const [path, question] of [
			['/admin/gallery', 'Delete this gallery item? This will also attempt to remove stored image(s).'],
			['/admin/local-seo?list=rankings', /and its position history\?$/],
		] as const) {
			await other.goto(`${base()}${path}`)
			await other
				.getByRole('link', { name: /^Delete / })
				.first()
				.click()
			const deletion = other.getByRole('alertdialog', { name: question })
			await expect(deletion.getByRole('button', { name: 'Delete' })).toBeFocused()
			// Not as the pointer left it over the button (its hover colour).
			await other.mouse.move(0, 0)
			expect(await confirmationLook(deletion), path).toEqual(expected)
		}
		await other.screenshot({ path: test.info().outputPath('delete-confirmation-390.png') })
		await page.screenshot({ path: test.info().outputPath('remove-confirmation-390.png') })
		await other.close()
		await removal.getByRole('button', { name: 'Cancel' }).click()
		await expect(page.getByRole('button', { name: 'Remove logo' })).toBeFocused()
		await page.setViewportSize({ width: 1280, height: 720 })

		// Remove both, confirming first; the built-ins come back.
		await page.getByRole('button', { name: 'Remove logo' }).click()
		await page.getByRole('button', { name: 'Yes, remove logo' }).click()
		await expect(page.getByText('Logo removed successfully')).toBeVisible()
		await expect(logoCard(page).getByText('Built-in logo: the business name (no logo uploaded)')).toBeVisible()
		await page.getByRole('button', { name: 'Remove favicon' }).click()
		await expect(page.getByRole('button', { name: 'Yes, remove favicon' })).toBeFocused()
		await page.getByRole('button', { name: 'Yes, remove favicon' }).click()
		await expect(page.getByText('Favicon removed successfully')).toBeVisible()
		await expect(faviconCard(page).getByRole('img', { name: 'Built-in favicon' })).toBeVisible()

		await publicPage.goto(`${base()}/`)
		await expect(headerLogo(publicPage).locator('img')).toHaveCount(0)
		await expect(headerLogo(publicPage)).toContainText(/\S/)
		await expect(footerLogo(publicPage).locator('img')).toHaveCount(0)
		await expect(publicPage.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
		await expect(publicPage.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
		const builtInIco = await publicPage.request.get(`${base()}/favicon.ico`, { maxRedirects: 0 })
		expect(builtInIco.headers()['location']).toBe('/favicon.svg')
		const touch = await publicPage.request.get(`${base()}/apple-touch-icon.png`)
		expect(touch.headers()['content-type']).toBe('image/png')
		await context.close()
	})
})
