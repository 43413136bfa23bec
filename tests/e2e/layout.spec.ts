import { expect, test, type APIRequestContext } from '@playwright/test'

/** Every public page the sitemap lists (so pages added later are checked too), and the not-found page. */
async function publicPages(request: APIRequestContext) {
	const sitemap = await (await request.get('/sitemap.xml')).text()
	return [...[...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/'), '/no-such-page']
}

/**
 * Every public page fits a phone: nothing is wider than the window, from the
 * smallest phone in use (320 px) to a desktop, so no page pans sideways.
 */
for (const width of [320, 390, 1280]) {
	test(`every public page fits ${width} px without sideways scrolling, with no console error or CSP violation`, async ({
		browser,
		request,
	}) => {
		test.setTimeout(120_000)
		const context = await browser.newContext({ viewport: { width, height: 800 } })
		const page = await context.newPage()
		const overflowing: string[] = []
		// Console errors and Content-Security-Policy violations (which Chromium logs as errors) on any page.
		const errors: string[] = []
		let current = ''
		page.on('console', (message) => {
			// The not-found page is meant to answer 404, which Chromium reports as a failed load.
			if (message.type() === 'error' && !(current === '/no-such-page' && message.text().includes('status of 404'))) {
				errors.push(`${current}: ${message.text()}`)
			}
		})
		page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`))
		const paths = await publicPages(request)
		expect(paths.length).toBeGreaterThan(20)
		for (const path of paths) {
			current = path
			await page.goto(path)
			await page.waitForLoadState('load')
			const { scrollWidth, clientWidth } = await page.evaluate(() => ({
				scrollWidth: document.documentElement.scrollWidth,
				clientWidth: document.documentElement.clientWidth,
			}))
			if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} px wide`)
		}
		expect(overflowing).toEqual([])
		expect(errors).toEqual([])
		await context.close()
	})
}

test('on a phone the quote form comes before the contact details', async ({ browser }) => {
	const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
	const page = await context.newPage()
	await page.goto('/contact')
	const form = await page.getByRole('heading', { name: 'Get Your Free Quote' }).boundingBox()
	const details = await page.getByRole('heading', { name: 'Contact Details' }).boundingBox()
	expect(form!.y).toBeLessThan(details!.y)
	await context.close()
})

test('the links and buttons of the top bar, header and footer are at least 44 px tall on a phone', async ({ browser }) => {
	const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
	const page = await context.newPage()
	for (const path of ['/', '/services']) {
		await page.goto(path)
		const small = await page.evaluate(() =>
			[...document.querySelectorAll('body > * a, body > * button, body > * summary')]
				.filter((element) => element.closest('header, footer, aside[aria-label="Contact details and opening hours"]'))
				.map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
				.filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
				.map(({ text, box }) => `${text} (${Math.round(box.height)} px)`),
		)
		expect(small, path).toEqual([])
	}
	await context.close()
})
