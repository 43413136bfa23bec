import { expect, test, type Page } from '@playwright/test'

import { seedProjects, seedReviews } from '../../app/.server/seed/data.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { breakTable, faultBaseUrl } from './helpers/faults.ts'

/**
 * /gallery and /reviews against the seeded database: only published items,
 * newest first; category chips; the large-image dialog; the reviews average;
 * and the error states with a real database fault.
 */

const publishedProjects = seedProjects.filter((project) => project.status === 'published').sort((a, b) => a.daysAgo - b.daysAgo)
const draftProject = seedProjects.find((project) => project.status !== 'published')!
const categories = [...new Set(publishedProjects.map((project) => project.category))].sort((a, b) => a.localeCompare(b, 'en-GB'))
const publishedReviews = seedReviews.filter((review) => review.isPublished).sort((a, b) => a.daysAgo - b.daysAgo)
const draftReview = seedReviews.find((review) => !review.isPublished)!
/** The first page of /reviews (10 a page). */
const firstPageReviews = publishedReviews.slice(0, 10)
const expectedAverage = (
	Math.round((publishedReviews.reduce((sum, review) => sum + review.rating, 0) / publishedReviews.length) * 10) / 10
).toFixed(1)

const monthYear = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/

const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link')
const projectsRegion = (page: Page) => page.getByRole('region', { name: /^Projects/ })
const items = (page: Page) => projectsRegion(page).getByRole('listitem')
const itemLinks = (page: Page) => projectsRegion(page).getByRole('link', { name: /^View larger image:/ })
const reviewCards = (page: Page) => page.getByRole('region', { name: 'What Our Customers Say' }).getByRole('article')

/** Items link to a dialog only once the gallery's script has run. */
async function waitForGalleryScript(page: Page) {
	await expect(itemLinks(page).first()).toHaveAttribute('aria-haspopup', 'dialog')
}

/** Console errors (Content-Security-Policy violations among them) and uncaught exceptions, as they happen. */
function watchForProblems(page: Page) {
	const problems: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(message.text())
	})
	page.on('pageerror', (error) => problems.push(error.message))
	return problems
}

async function expectGalleryTitles(page: Page, titles: string[]) {
	await expect(items(page)).toHaveCount(titles.length)
	await expect(projectsRegion(page).locator('figcaption > span:first-child')).toHaveText(titles)
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/gallery shows published projects only, newest first, with responsive thumbnails', async ({ page }) => {
		test.slow()
		const response = await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Gallery: Kitchens, Bathrooms & Refurbishments/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery$/)
		await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /refurbishment gallery London/)

		await expectGalleryTitles(
			page,
			publishedProjects.map((project) => project.title),
		)
		await expect(page.getByText(draftProject.title)).toHaveCount(0)
		const first = publishedProjects[0]!
		await expect(items(page).first()).toContainText(first.location!)
		await expect(items(page).first()).toContainText(first.category)

		// Thumbnails: resized AVIF/WebP variants only, sized 4:3, lazy after the first row.
		const images = projectsRegion(page).locator('img')
		await expect(images.first()).toHaveAttribute('width', '640')
		await expect(images.first()).toHaveAttribute('height', '480')
		await expect(images.first()).toHaveAttribute('loading', 'eager')
		await expect(images.nth(4)).toHaveAttribute('loading', 'lazy')
		await expect(images.first()).toHaveAttribute('draggable', 'false')
		await expect(images.first()).toHaveAttribute('alt', `${first.title}, ${first.location}`)
		const sources = await projectsRegion(page)
			.locator('picture source')
			.evaluateAll((elements) =>
				elements.map((element) => [element.getAttribute('type'), element.getAttribute('srcset'), element.getAttribute('sizes')]),
			)
		expect(sources.length).toBe(publishedProjects.length * 2)
		for (const [type, srcset, sizes] of sources) {
			expect(['image/avif', 'image/webp']).toContain(type)
			const format = type === 'image/avif' ? 'avif' : 'webp'
			const candidates = srcset!.split(', ')
			expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '480w', '640w', '960w'])
			for (const candidate of candidates) expect(candidate).toMatch(new RegExp(`^/media/\\S+\\?w=\\d+&f=${format} \\d+w$`))
			expect(sizes).toContain('276px')
		}
		const fallbacks = await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')))
		for (const src of fallbacks) expect(src).toMatch(/^\/media\/\S+\?w=640&f=webp$/)
		// The browser really gets a resized variant (never the original). Variants are made on
		// first request, and AVIF encoding is slow on a cold cache, hence the long wait.
		await expect
			.poll(() => images.first().evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), {
				timeout: 60_000,
			})
			.toBeGreaterThan(0)
		expect(await images.first().evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\?w=\d+&f=(avif|webp)$/)

		await expect(page.getByText('Loading gallery...')).toHaveCount(0)
		for (const stat of ['150+', '15+', '98%', '25+'])
			await expect(page.getByRole('region', { name: 'Work You Can Check' })).toContainText(stat)
	})

	test('/gallery chips are derived and sorted, and filter as plain links (default all)', async ({ page }) => {
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await expect(chips(page)).toHaveText(['All', ...categories])
		await expect(chips(page).first()).toHaveAttribute('href', '/gallery')
		await expect(chips(page).first()).toHaveAttribute('aria-current', 'true')
		await expect(chips(page).filter({ hasText: 'Kitchens' })).not.toHaveAttribute('aria-current', /.*/)

		await chips(page)
			.filter({ hasText: /^Full Refurbishment$/ })
			.click()
		await expect(page).toHaveURL(/\/gallery\?category=Full\+Refurbishment$/)
		await expectGalleryTitles(
			page,
			publishedProjects.filter((project) => project.category === 'Full Refurbishment').map((project) => project.title),
		)
		await expect(chips(page).filter({ hasText: /^Full Refurbishment$/ })).toHaveAttribute('aria-current', 'true')
		await expect(chips(page).first()).not.toHaveAttribute('aria-current', /.*/)
		// The chips stay the same whatever the filter.
		await expect(chips(page)).toHaveText(['All', ...categories])

		await chips(page).first().click()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(items(page)).toHaveCount(publishedProjects.length)

		// Unknown categories behave as all; the draft's category shows published projects only.
		await page.goto('/gallery?category=Garages', { waitUntil: 'domcontentloaded' })
		await expect(items(page)).toHaveCount(publishedProjects.length)
		await expect(chips(page).first()).toHaveAttribute('aria-current', 'true')
		await page.goto('/gallery?category=Other', { waitUntil: 'domcontentloaded' })
		await expectGalleryTitles(
			page,
			publishedProjects.filter((project) => project.category === 'Other').map((project) => project.title),
		)
		await expect(page.getByText(draftProject.title)).toHaveCount(0)
	})

	test('/gallery items open a large image without JavaScript', async ({ page }) => {
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		const link = itemLinks(page).first()
		await expect(link).not.toHaveAttribute('aria-haspopup', /.*/)
		const href = await link.getAttribute('href')
		expect(href).toMatch(/^\/media\/\S+\?w=1600&f=webp$/)
		const response = await page.request.get(href!)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('image/webp')
	})

	test('one rating everywhere: /reviews, the home page and every page’s structured data', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('region', { name: 'What Our Customers Say' })).toContainText(
			`Rated ${expectedAverage} out of 5 from ${publishedReviews.length} reviews.`,
		)
		for (const path of ['/', '/reviews', '/services']) {
			await page.goto(path)
			const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
			const business = jsonLd.find((data) => data['@type'] === 'HomeAndConstructionBusiness')
			expect(business.aggregateRating, path).toMatchObject({ ratingValue: Number(expectedAverage), reviewCount: publishedReviews.length })
		}
	})

	test('/reviews shows published reviews only, newest first, with the average and en-GB dates', async ({ page }) => {
		const response = await page.goto('/reviews')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Reviews from West London Customers/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reviews$/)

		const summary = page.getByRole('region', { name: 'Rating summary' })
		await expect(summary).toContainText(`${expectedAverage} out of 5`)
		await expect(page.getByTestId('review-average')).toHaveText(expectedAverage)
		await expect(summary).toContainText(`Based on ${publishedReviews.length} reviews`)

		await expect(reviewCards(page)).toHaveCount(firstPageReviews.length)
		await expect(reviewCards(page).getByRole('heading', { level: 3 })).toHaveText(firstPageReviews.map((review) => review.title))
		await expect(page.getByText(draftReview.title)).toHaveCount(0)
		await expect(page.getByText(draftReview.body)).toHaveCount(0)

		const first = reviewCards(page).first()
		const newest = publishedReviews[0]!
		await expect(first).toContainText(newest.body)
		await expect(first).toContainText(newest.reviewerName)
		await expect(first).toContainText(newest.location)
		await expect(first.getByRole('img', { name: `${newest.rating} out of 5 stars` })).toBeVisible()

		const dates = await reviewCards(page)
			.locator('time')
			.evaluateAll((elements) =>
				elements.map((element) => ({ iso: element.getAttribute('datetime') ?? '', text: element.textContent ?? '' })),
			)
		const format = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' })
		expect(dates).toHaveLength(firstPageReviews.length)
		for (const { iso, text } of dates) {
			expect(text).toMatch(monthYear)
			expect(text).toBe(format.format(new Date(iso)))
		}

		const platforms = page.getByRole('region', { name: 'Review Us Elsewhere' })
		// Only the review sites with a configured profile, each a link to it.
		await expect(platforms.getByRole('link', { name: /^Google/ })).toHaveAttribute('href', 'https://www.google.com/maps/place/westway-e2e')
		await expect(platforms.getByRole('link', { name: /^Trustpilot/ })).toHaveAttribute(
			'href',
			'https://uk.trustpilot.com/review/westway.example',
		)
		for (const name of ['Checkatrade', 'Facebook']) await expect(platforms).not.toContainText(name)
		await expect(platforms.getByRole('link', { name: 'Leave us a review' })).toHaveAttribute('href', '/contact')
		await expect(page.getByText('Loading reviews…')).toHaveCount(0)
	})
})

test.describe('with JavaScript', () => {
	test('the category filter and the page links swap the grid in place, keeping the scroll position and the back button', async ({
		page,
	}) => {
		const problems = watchForProblems(page)
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		await page.evaluate(() => {
			;(window as unknown as { stayedOnPage: boolean }).stayedOnPage = true
			window.scrollTo(0, 200)
		})
		const scrollY = () => page.evaluate(() => window.scrollY)
		await expect.poll(scrollY).toBe(200)
		const stayedOnPage = () => page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)

		// Slow the page request down so the loading text can be seen.
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(
			(url) => url.pathname === '/gallery' && url.searchParams.get('category') === 'Kitchens',
			async (route) => {
				await held
				await route.continue()
			},
		)
		const kitchens = chips(page).filter({ hasText: /^Kitchens$/ })
		await kitchens.click()
		await expect(projectsRegion(page).getByRole('status')).toHaveText('Loading gallery...')
		await expect(projectsRegion(page)).toHaveAttribute('aria-busy', 'true')
		release()
		await expect(page).toHaveURL(/\/gallery\?category=Kitchens$/)
		const kitchenTitles = publishedProjects.filter((project) => project.category === 'Kitchens').map((project) => project.title)
		await expectGalleryTitles(page, kitchenTitles)
		await expect(projectsRegion(page).getByRole('status')).toHaveText('')
		await expect(projectsRegion(page)).not.toHaveAttribute('aria-busy', /.*/)
		await expect(kitchens).toHaveAttribute('aria-current', 'true')
		// The chip that was chosen keeps the focus (it is a new element now).
		await expect(kitchens).toBeFocused()
		await expect(page.getByRole('heading', { name: 'Projects: Kitchens' })).toBeAttached()
		expect(await stayedOnPage()).toBe(true)
		await expect.poll(scrollY).toBe(200)

		// The new grid's items open the dialog too.
		await expect(itemLinks(page).first()).toHaveAttribute('aria-haspopup', 'dialog')
		await itemLinks(page).first().click()
		await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(kitchenTitles[0]!)
		await expect(page.getByRole('dialog')).toContainText(`Image 1 of ${kitchenTitles.length}`)
		await page.keyboard.press('Escape')

		// Back and forward show the address's grid, still without a page load.
		await page.goBack()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(items(page)).toHaveCount(publishedProjects.length)
		await expect(chips(page).first()).toHaveAttribute('aria-current', 'true')
		await page.goForward()
		await expect(page).toHaveURL(/\/gallery\?category=Kitchens$/)
		await expectGalleryTitles(page, kitchenTitles)

		await chips(page).first().click()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(items(page)).toHaveCount(publishedProjects.length)
		expect(await stayedOnPage()).toBe(true)
		expect(problems).toEqual([])
	})

	test('cards that arrive in a swap open the dialog like the first ones, and Back closes it to show that address’s grid', async ({
		page,
	}) => {
		// The large pictures' variants may be made on this first request.
		test.slow()
		const problems = watchForProblems(page)
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true))
		const kitchens = publishedProjects.filter((project) => project.category === 'Kitchens')
		expect(kitchens.length).toBeGreaterThanOrEqual(3)
		await chips(page)
			.filter({ hasText: /^Kitchens$/ })
			.click()
		await expectGalleryTitles(
			page,
			kitchens.map((project) => project.title),
		)
		// Every new card is marked as opening a dialog.
		for (const link of await itemLinks(page).all()) await expect(link).toHaveAttribute('aria-haspopup', 'dialog')

		const dialog = page.getByRole('dialog')
		await itemLinks(page).nth(1).focus()
		await page.keyboard.press('Enter')
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
		await expect(dialog).toHaveAccessibleName(kitchens[1]!.title)
		await expect(dialog).toContainText(`Image 2 of ${kitchens.length}`)
		await expect(dialog.locator('picture img')).toHaveAttribute('alt', `${kitchens[1]!.title}, ${kitchens[1]!.location}`)
		// Previous, Next and the arrow keys move within the new grid, and wrap.
		await page.keyboard.press('ArrowRight')
		await expect(dialog.getByRole('heading')).toHaveText(kitchens[2]!.title)
		for (let step = 0; step < kitchens.length - 2; step += 1) await page.keyboard.press('ArrowRight')
		await expect(dialog.getByRole('heading')).toHaveText(kitchens[0]!.title)
		await dialog.getByRole('button', { name: 'Previous image' }).click()
		await expect(dialog.getByRole('heading')).toHaveText(kitchens.at(-1)!.title)
		await expect(dialog).toContainText(`Image ${kitchens.length} of ${kitchens.length}`)
		// The large picture comes in blurred-thumbnail first, and resists the context menu like the new cards' pictures.
		await expect(dialog.locator('img[data-gallery-preview]')).toHaveAttribute('src', /\/media\//)
		await expect(dialog.locator('[data-gallery-stage]')).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 })
		for (const picture of [dialog.locator('picture img'), projectsRegion(page).locator('img').first()]) {
			const blocked = await picture.evaluate((element) => {
				const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
				element.dispatchEvent(event)
				return event.defaultPrevented
			})
			expect(blocked).toBe(true)
		}
		// Escape gives the focus back to the card shown last, one of the new grid's.
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(itemLinks(page).last()).toBeFocused()

		// Back with the dialog open closes it, and the grid of the address it reaches comes in place.
		await itemLinks(page).first().click()
		await expect(dialog).toBeVisible()
		await page.goBack()
		await expect(dialog).toBeHidden()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(items(page)).toHaveCount(publishedProjects.length)
		await expect(page.locator('html')).not.toHaveAttribute('style', /overflow/)
		// And the cards of that grid open it again.
		await itemLinks(page).nth(4).click()
		await expect(dialog.getByRole('heading')).toHaveText(publishedProjects[4]!.title)
		await dialog.getByRole('button', { name: 'Close' }).click()
		await expect(itemLinks(page).nth(4)).toBeFocused()
		expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
		expect(problems).toEqual([])
	})

	test('a link that cannot be swapped in place loads as a page', async ({ page }) => {
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		await page.route(
			(url) => url.pathname === '/gallery' && url.searchParams.has('category'),
			(route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()),
		)
		await chips(page)
			.filter({ hasText: /^Bathrooms$/ })
			.click()
		await expect(page).toHaveURL(/\/gallery\?category=Bathrooms$/)
		await expect(chips(page).filter({ hasText: /^Bathrooms$/ })).toHaveAttribute('aria-current', 'true')
	})

	test('the gallery dialog works with the keyboard', async ({ page }) => {
		const problems = watchForProblems(page)
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		const titles = publishedProjects.map((project) => project.title)

		await itemLinks(page).first().focus()
		await page.keyboard.press('Enter')
		const dialog = page.getByRole('dialog')
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL(/\/gallery$/)
		// The way out first: Close has the focus.
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
		await expect(dialog).toHaveAccessibleName(titles[0]!)
		await expect(dialog.getByRole('heading')).toHaveText(titles[0]!)
		const first = publishedProjects[0]!
		await expect(dialog).toContainText(`${first.location} · ${first.category} · `)
		await expect(dialog).toContainText(`Image 1 of ${titles.length}`)
		await expect(dialog.getByRole('button', { name: 'Previous image' })).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Next image' })).toBeVisible()

		// The large image: srcset up to 1600, sized, protected against right-click and drag.
		const large = dialog.locator('picture')
		const image = large.locator('img')
		await expect(image).toHaveAttribute('alt', `${first.title}, ${first.location}`)
		await expect(image).toHaveAttribute('width', '1600')
		await expect(image).toHaveAttribute('height', '1200')
		await expect(large.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\?w=1600&f=avif 1600w$/)
		await expect(image).toHaveAttribute('draggable', 'false')
		await expect(large.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\?w=1600&f=webp 1600w$/)
		await expect(image).toHaveAttribute('src', /\?w=1280&f=webp$/)
		const contextMenuBlocked = await image.evaluate((element) => {
			const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
			element.dispatchEvent(event)
			return event.defaultPrevented
		})
		expect(contextMenuBlocked).toBe(true)
		expect(await image.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none')

		// Focus is inside the dialog and never reaches the page behind it: past the last button it
		// goes to the browser's own controls (the document has none focused), then back to Close.
		const focused = () =>
			dialog.evaluate((element) =>
				element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
			)
		const visited = []
		for (let step = 0; step < 8; step += 1) {
			await page.keyboard.press('Tab')
			visited.push(await focused())
		}
		expect(visited).not.toContain('page')
		expect(visited.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(6)

		// The page behind does not scroll while the dialog is open.
		const scrollY = await page.evaluate(() => window.scrollY)
		await page.mouse.wheel(0, 600)
		await page.waitForTimeout(200)
		expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)

		// Arrow keys move between images and wrap around.
		await page.keyboard.press('ArrowRight')
		await expect(dialog.getByRole('heading')).toHaveText(titles[1]!)
		await expect(dialog).toContainText(`Image 2 of ${titles.length}`)
		await expect(image).toHaveAttribute('alt', new RegExp(`^${publishedProjects[1]!.title}`))
		await page.keyboard.press('ArrowLeft')
		await expect(dialog.getByRole('heading')).toHaveText(titles[0]!)
		await page.keyboard.press('ArrowLeft')
		await expect(dialog.getByRole('heading')).toHaveText(titles.at(-1)!)
		await expect(dialog).toContainText(`Image ${titles.length} of ${titles.length}`)
		await page.keyboard.press('ArrowRight')
		await expect(dialog.getByRole('heading')).toHaveText(titles[0]!)
		await dialog.getByRole('button', { name: 'Next image' }).click()
		await expect(dialog.getByRole('heading')).toHaveText(titles[1]!)
		await dialog.getByRole('button', { name: 'Previous image' }).click()
		await expect(dialog.getByRole('heading')).toHaveText(titles[0]!)

		// Escape closes; focus goes back to the item that was open.
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(itemLinks(page).first()).toBeFocused()

		// The close button closes too, returning focus to the item shown last.
		await itemLinks(page).nth(2).click()
		await expect(dialog.getByRole('heading')).toHaveText(titles[2]!)
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
		await page.keyboard.press('ArrowRight')
		await expect(dialog.getByRole('heading')).toHaveText(titles[3]!)
		await dialog.getByRole('button', { name: 'Close' }).click()
		await expect(dialog).toBeHidden()
		await expect(itemLinks(page).nth(3)).toBeFocused()

		// A click on the dimmed page around the dialog closes it as well.
		await itemLinks(page).nth(1).click()
		await expect(dialog).toBeVisible()
		await page.mouse.click(5, 5)
		await expect(dialog).toBeHidden()
		await expect(itemLinks(page).nth(1)).toBeFocused()
		expect(problems).toEqual([])
	})

	test('the dialog shows the thumbnail blurred until the large image has loaded', async ({ page }) => {
		test.slow()
		await page.goto('/gallery')
		await waitForGalleryScript(page)
		const thumbnail = projectsRegion(page).locator('img').first()
		await expect
			.poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
				timeout: 60_000,
			})
			.toBe(true)
		const thumbnailSrc = await thumbnail.evaluate((element: HTMLImageElement) => element.currentSrc)

		// Hold the large variants (the thumbnails are 320 to 640 wide at this size).
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(/\/media\/.+\?w=(960|1280|1600)&/, async (route) => {
			await held
			await route.continue()
		})
		await itemLinks(page).first().click()
		const dialog = page.getByRole('dialog')
		const stage = dialog.locator('[data-gallery-stage]')
		const preview = dialog.locator('img[data-gallery-preview]')
		const image = dialog.locator('[data-gallery-large]')
		await expect(stage).toHaveAttribute('data-loaded', 'false')
		await expect(preview).toHaveAttribute('src', thumbnailSrc)
		await expect(preview).toHaveClass(/blur/)
		await expect(preview).toHaveCSS('opacity', '1')
		await expect(image).toHaveCSS('opacity', '0')
		// Not an empty box: the blurred thumbnail fills the stage, which has the picture's size already.
		const box = await stage.boundingBox()
		const previewBox = await preview.boundingBox()
		expect(previewBox!.width).toBeGreaterThanOrEqual(box!.width)
		expect(box!.width / box!.height).toBeCloseTo(4 / 3, 1)
		// It is the card's own file, from the browser's cache, while the large one is still on its way.
		await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
		await expect(stage).toHaveAttribute('data-loaded', 'false')

		release()
		await expect(stage).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 })
		await expect(image).toHaveCSS('opacity', '1')
		await expect(preview).toHaveCSS('opacity', '0')
		expect(await stage.boundingBox()).toEqual(box)
	})

	test('the gallery dialog fits a 390 px phone', async ({ browser }) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
		const page = await context.newPage()
		const problems = watchForProblems(page)
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		await itemLinks(page).nth(1).tap()
		const dialog = page.getByRole('dialog')
		await expect(dialog.getByRole('heading')).toHaveText(publishedProjects[1]!.title)
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
		for (const control of [dialog, dialog.getByRole('button', { name: /^(Close|Previous image|Next image)$/ })]) {
			for (const element of await control.all()) {
				const box = (await element.boundingBox())!
				expect(box.x).toBeGreaterThanOrEqual(0)
				expect(box.x + box.width).toBeLessThanOrEqual(390)
				expect(box.y + box.height).toBeLessThanOrEqual(844)
			}
		}
		for (const name of ['Close', 'Previous image', 'Next image']) {
			const box = (await dialog.getByRole('button', { name }).boundingBox())!
			expect(box.width, name).toBeGreaterThanOrEqual(44)
			expect(box.height, name).toBeGreaterThanOrEqual(44)
		}
		await dialog.getByRole('button', { name: 'Next image' }).tap()
		await expect(dialog.getByRole('heading')).toHaveText(publishedProjects[2]!.title)
		await dialog.getByRole('button', { name: 'Close' }).tap()
		await expect(dialog).toBeHidden()
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
		expect(problems).toEqual([])
		await context.close()
	})

	test('grid images resist right-click', async ({ page }) => {
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		const blocked = await projectsRegion(page)
			.locator('img')
			.first()
			.evaluate((element) => {
				const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
				element.dispatchEvent(event)
				return event.defaultPrevented
			})
		expect(blocked).toBe(true)
	})

	test('/gallery has no accessibility violations, also with the dialog open', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.goto('/gallery', { waitUntil: 'domcontentloaded' })
		await waitForGalleryScript(page)
		await expectNoAxeViolations(page)
		await itemLinks(page).first().click()
		await expect(page.getByRole('dialog')).toBeVisible()
		await expectNoAxeViolations(page)
		// Reduced motion: the large picture appears at once, without the fade.
		expect(
			await page.locator('[data-gallery-large]').evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration)),
		).toBeLessThan(0.01)
	})

	test('/reviews has no accessibility violations', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.goto('/reviews')
		await expect(reviewCards(page)).toHaveCount(firstPageReviews.length)
		await expectNoAxeViolations(page)
	})
})

test.describe('@postgres database faults', () => {
	test.describe.configure({ mode: 'serial' })

	test('reviews: Error loading reviews, then Try Again reloads them in place', async ({ page }) => {
		const repair = await breakTable('reviews')
		try {
			await page.emulateMedia({ reducedMotion: 'reduce' })
			const response = await page.goto(`${faultBaseUrl()}/reviews`)
			// The error page answers 503 but is the normal page inside the site shell.
			expect(response?.status()).toBe(503)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews')
			await expect(page.getByRole('heading', { name: 'Error loading reviews' })).toBeVisible()
			await expect(page.getByRole('banner')).toBeVisible()
			await expect(page.getByRole('contentinfo')).toBeVisible()
			await expect(reviewCards(page)).toHaveCount(0)
			await expectNoAxeViolations(page)

			await repair()
			await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true))
			let release: () => void = () => {}
			const held = new Promise<void>((resolve) => (release = resolve))
			await page.route(
				(url) => url.pathname === '/reviews',
				async (route) => {
					if (route.request().resourceType() === 'fetch') await held
					await route.continue()
				},
			)
			await page.getByRole('button', { name: 'Try Again' }).click()
			await expect(page.getByRole('status').filter({ hasText: 'Loading reviews…' })).toBeVisible()
			release()
			await expect(reviewCards(page)).toHaveCount(firstPageReviews.length)
			await expect(page.getByRole('heading', { name: 'Error loading reviews' })).toHaveCount(0)
			await expect(page.getByTestId('review-average')).toHaveText(expectedAverage)
			await expect(page.getByText('Loading reviews…')).toHaveCount(0)
			// The button went with the error: the reviews take the focus.
			await expect(page.locator('#reviews-region')).toBeFocused()
			// Reloaded in place by the swap controller, not by a full page load.
			expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
		} finally {
			await repair()
		}
	})

	test('reviews: Try Again works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		const repair = await breakTable('reviews')
		try {
			const response = await page.goto(`${faultBaseUrl()}/reviews`)
			expect(response?.status()).toBe(503)
			await expect(page.getByRole('heading', { name: 'Error loading reviews' })).toBeVisible()
			await repair()
			await page.getByRole('button', { name: 'Try Again' }).click()
			await expect(page).toHaveURL(/\/reviews\??$/)
			await expect(reviewCards(page)).toHaveCount(firstPageReviews.length)
			await expect(page.getByRole('heading', { name: 'Error loading reviews' })).toHaveCount(0)
		} finally {
			await repair()
			await context.close()
		}
	})

	test('gallery: a database failure leaves the page up with an empty grid', async ({ page }) => {
		const repair = await breakTable('projects')
		try {
			const response = await page.goto(`${faultBaseUrl()}/gallery`, { waitUntil: 'domcontentloaded' })
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work')
			await expect(items(page)).toHaveCount(0)
			await expect(projectsRegion(page)).toContainText('No projects to show just now')
			await expect(chips(page)).toHaveText(['All'])
			await expect(page.getByRole('region', { name: 'Work You Can Check' })).toContainText('150+')
		} finally {
			await repair()
		}
		await page.goto(`${faultBaseUrl()}/gallery`, { waitUntil: 'domcontentloaded' })
		await expect(items(page)).toHaveCount(publishedProjects.length)
	})
})
