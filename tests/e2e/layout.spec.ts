import { expect, test } from '@playwright/test'

/**
 * Every public page fits a phone: nothing is wider than the window, from the
 * smallest phone in use (320 px) to a desktop, so no page pans sideways.
 */
const publicPages = [
	'/',
	'/services',
	'/services/kitchens',
	'/emergency',
	'/gallery',
	'/reviews',
	'/about',
	'/contact',
	'/service-areas',
	'/areas/maida-vale',
	'/areas/kensington-chelsea',
	'/areas/westminster',
	'/areas/hammersmith-fulham',
	'/case-studies',
	'/blog',
	'/blog/restoring-victorian-georgian-homes-west-london',
	'/privacy',
	'/terms',
	'/local-seo',
	'/no-such-page',
]

for (const width of [320, 390, 1280]) {
	test(`every public page fits ${width} px without sideways scrolling`, async ({ browser }) => {
		test.setTimeout(90_000)
		const context = await browser.newContext({ viewport: { width, height: 800 } })
		const page = await context.newPage()
		const overflowing: string[] = []
		for (const path of publicPages) {
			await page.goto(path)
			const { scrollWidth, clientWidth } = await page.evaluate(() => ({
				scrollWidth: document.documentElement.scrollWidth,
				clientWidth: document.documentElement.clientWidth,
			}))
			if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} px wide`)
		}
		expect(overflowing).toEqual([])
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
