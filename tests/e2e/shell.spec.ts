import { expect, test } from '@playwright/test'

test.describe('mobile menu at 390px', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('opens, and closes when a link is chosen', async ({ page }) => {
		await page.goto('/')
		const menu = page.getByRole('navigation', { name: 'Mobile' })
		await expect(menu).toBeHidden()
		await page.locator('summary[aria-label="Menu"]').click()
		await expect(menu).toBeVisible()
		await menu.getByRole('link', { name: 'Gallery' }).click()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(menu).toBeHidden()
	})

	// Two pages without React, one with an inline script of its own (the gallery).
	for (const path of ['/services', '/gallery']) {
		test(`closes on Escape, giving focus back to its button, and on a tap outside it (${path})`, async ({ page }) => {
			await page.goto(path)
			const menu = page.getByRole('navigation', { name: 'Mobile' })
			const button = page.locator('summary[aria-label="Menu"]')
			await button.click()
			await expect(menu).toBeVisible()
			await page.keyboard.press('Escape')
			await expect(menu).toBeHidden()
			await expect(button).toBeFocused()
			await button.click()
			await expect(menu).toBeVisible()
			// The page margin below the open menu: nothing there to follow.
			await page.mouse.click(6, 800)
			await expect(menu).toBeHidden()
		})
	}

	test('shows the floating emergency call button once the page scrolls, never over the hero’s buttons', async ({ page }) => {
		await page.goto('/areas/maida-vale')
		const fab = page.getByRole('link', { name: /^Emergency call/ })
		// At the top the top bar's call link is there, and the hero's call-out button is not covered.
		await expect(fab).toBeHidden()
		const topBar = page.getByRole('complementary', { name: 'Contact details and opening hours' })
		await expect(topBar.getByRole('link', { name: '020 7946 0000' })).toBeVisible()
		const callOut = page.getByRole('link', { name: /^Emergency Call-Out/ }).first()
		const box = (await callOut.boundingBox())!
		expect(
			await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, {
				x: box.x + box.width - 2,
				y: box.y + box.height / 2,
			}),
		).toMatch(/^Emergency Call-Out/)
		await page.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }))
		await expect(fab).toBeVisible()
		await expect(fab).toHaveCSS('opacity', '1')
	})
})

test('the floating emergency button is hidden on large screens', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/')
	await expect(page.getByRole('link', { name: /^Emergency call/ })).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+442079460000')
})

test('the top bar and footer carry the contact details from settings', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('link', { name: '020 7946 0000' }).first()).toHaveAttribute('href', 'tel:+442079460000')
	await expect(page.getByRole('link', { name: 'enquiries@example.com' }).first()).toHaveAttribute('href', 'mailto:enquiries@example.com')
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', 'https://wa.me/447700900123')
	for (const path of ['/about', '/gallery', '/reviews', '/privacy', '/terms']) {
		await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
	}
	await expect(footer).toContainText(`© ${new Date().getFullYear()} Westway Home Services`)
})

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
	const response = await page.goto('/no-such-page/at-all')
	expect(response?.status()).toBe(404)
	await expect(page.getByText('404', { exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
	await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
	await expect(page).toHaveTitle(/^Page not found \| /)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	// The missing address is not offered as the page's own.
	await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

test('navigating scrolls to the top', async ({ page }) => {
	await page.goto('/')
	await page.mouse.wheel(0, 3000)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
	await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
	await expect(page).toHaveURL(/\/privacy$/)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a page shows its active internal links, strongest first; a page without any shows no block', async ({ page }) => {
	await page.goto('/')
	const related = page.getByRole('navigation', { name: 'Related pages' })
	await expect(related.getByRole('link')).toHaveText([
		/Maida Vale refurbishment specialists|24\/7 emergency plumbers in West London/,
		/Maida Vale refurbishment specialists|24\/7 emergency plumbers in West London/,
		/Recent refurbishment case studies/,
		/Period property advice/,
	])
	await page.goto('/emergency')
	// The seeded inactive link ("book a non-urgent repair") is not shown.
	await expect(page.getByRole('navigation', { name: 'Related pages' }).getByRole('link')).toHaveText([/Emergency response times by area/])
	await page.goto('/about')
	await expect(page.getByRole('navigation', { name: 'Related pages' })).toHaveCount(0)
})

// Decision 0019: pages with nothing for React to do load no script files.
const withoutJavaScript = [
	'/',
	'/services',
	'/services/kitchens',
	'/emergency',
	'/about',
	'/service-areas',
	'/areas/maida-vale',
	'/privacy',
	'/terms',
	'/no-such-page',
	// Its dialog and in-place filters are an inline controller (decision 0021).
	'/gallery',
	// Enhanced in place by the inline swap controller (decision 0020).
	'/reviews',
	'/case-studies',
	'/blog',
	'/contact',
	'/local-seo',
]
// No public page hydrates any more; the sign-in page (like the admin area) still does.
const hydrated = ['/auth']

test('pages load script files only where React has something to do', async ({ page }) => {
	const scriptFiles = () =>
		page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length)
	for (const path of withoutJavaScript) {
		await page.goto(path)
		await page.waitForLoadState('load')
		expect(await scriptFiles(), path).toBe(0)
		expect(await page.evaluate(() => '__reactRouterContext' in window), path).toBe(false)
	}
	for (const path of hydrated) {
		await page.goto(path)
		await page.waitForFunction(() => '__reactRouterDataRouter' in window)
		expect(await scriptFiles(), path).toBeGreaterThan(0)
	}
})
