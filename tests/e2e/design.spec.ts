import { expect, test, type Page } from '@playwright/test'

import { seedCaseStudies as caseStudies } from '#app/.server/seed/case-studies.ts'

/**
 * The design pass of decision 0022 on the seeded site: heroes with a proof
 * panel or a picture, pictures sized and lazy below the fold, the trust
 * strip, and a before/after exactly where a case study claims one.
 */

/** Every <img> has its size; those starting below the first screen load lazily, the one in the hero eagerly and first. */
async function expectSizedAndLazy(page: Page) {
	const images = await page.locator('main img').evaluateAll((elements) =>
		elements.map((element) => {
			const image = element as HTMLImageElement
			return {
				src: image.currentSrc || image.src,
				width: image.getAttribute('width'),
				height: image.getAttribute('height'),
				loading: image.getAttribute('loading'),
				priority: image.getAttribute('fetchpriority'),
				top: image.getBoundingClientRect().top + window.scrollY,
			}
		}),
	)
	expect(images.length).toBeGreaterThan(0)
	const fold = page.viewportSize()!.height
	for (const image of images) {
		expect(Number(image.width), image.src).toBeGreaterThan(0)
		expect(Number(image.height), image.src).toBeGreaterThan(0)
		if (image.top > fold) expect(image.loading, image.src).toBe('lazy')
		if (image.priority === 'high') expect(image.loading, image.src).not.toBe('lazy')
	}
	return images
}

test.describe('design pass', () => {
	for (const path of ['/about', '/services/kitchens', '/areas/kensington-chelsea', '/areas/maida-vale', '/case-studies']) {
		test(`${path}: pictures are sized, lazy below the fold, and load`, async ({ page }) => {
			await page.setViewportSize({ width: 390, height: 844 })
			await page.goto(path)
			const images = await expectSizedAndLazy(page)
			// The media variants answer for the pictures the page asks for.
			const response = await page.request.get(images[0]!.src)
			expect(response.status()).toBe(200)
		})
	}

	test('an inner page without a picture of its own has the proof panel in its hero; a service has its picture', async ({ page }) => {
		await page.goto('/about')
		const panel = page.getByRole('region', { name: 'About Us' }).getByTestId('proof-panel')
		await expect(panel).toContainText('out of 5 from')
		await expect(panel).toContainText('12-month workmanship guarantee')
		await expect(panel.getByRole('link', { name: /out of 5/ })).toHaveAttribute('href', '/reviews')

		await page.goto('/services/kitchens')
		const hero = page.getByRole('region', { name: 'Kitchen Refurbishment' })
		await expect(hero.getByRole('img', { name: /Kitchen Refurbishment: an example of our work/ })).toHaveAttribute('fetchpriority', 'high')
	})

	test('each area page has its own look; Kensington & Chelsea the premium one', async ({ page }) => {
		const tones = new Set<string>()
		for (const slug of ['maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham']) {
			await page.goto(`/areas/${slug}`)
			const hero = page.locator('section[data-tone]').first()
			tones.add((await hero.getAttribute('data-tone'))!)
			await expect(page.getByRole('region', { name: /^Recent work in / })).toBeVisible()
		}
		expect(tones.size).toBe(4)
		await page.goto('/areas/kensington-chelsea')
		await expect(page.locator('section[data-tone]').first()).toHaveAttribute('data-tone', 'premium')
	})

	test('home and About show the trust strip of the seeded facts, and About the team', async ({ page }) => {
		for (const path of ['/', '/about']) {
			await page.goto(path)
			const strip = page.getByRole('region', { name: 'Registered, insured and accountable' })
			await expect(strip.getByRole('listitem')).toHaveCount(3)
			await expect(strip.getByRole('link', { name: /Gas Safe Register/ })).toHaveAttribute('href', 'https://www.gassaferegister.co.uk/')
			await expect(strip).toContainText('£5 million public liability insurance')
			// No number is shown that the owner has not entered.
			await expect(strip).not.toContainText('No.')
		}
		await expect(page.getByRole('region', { name: 'The Team' }).getByRole('listitem')).toHaveCount(3)
	})

	test('/case-studies: a before/after exactly where a case study claims one, with the badge', async ({ page }) => {
		await page.goto('/case-studies')
		for (const study of caseStudies) {
			const card = page.getByRole('article', { name: study.title })
			await expect(card.getByTestId('before-after'), study.title).toHaveCount(study.beforeAfter ? 1 : 0)
			await expect(card.getByText('Before & After Available'), study.title).toHaveCount(study.beforeAfter ? 1 : 0)
			if (study.beforeAfter) {
				const pair = card.getByTestId('before-after')
				await expect(pair.getByRole('img', { name: /^Before: / })).toHaveCount(1)
				await expect(pair.getByRole('img', { name: /^After: / })).toHaveCount(1)
			} else {
				await expect(card.getByRole('img', { name: study.pictures.after })).toHaveCount(1)
			}
		}
	})
})
