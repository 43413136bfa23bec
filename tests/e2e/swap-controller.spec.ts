import { expect, test, type Page } from '@playwright/test'

import { seedCaseStudies as caseStudies } from '#app/.server/seed/case-studies.ts'

import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/**
 * The framework-free swap controller of decision 0020, on the pages it
 * enhances: in-place links with history, the fallback to a page load, the
 * form's toast below the header, and client navigation from a hydrated page.
 */

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same-document')
const caseArticles = (page: Page) => page.locator('main article h2')
const westminster = caseStudies.filter((study) => study.area === 'westminster').map((study) => study.title)

test('in-place filters go into the history: back and forward show each filter again without a page load', async ({ page }) => {
	await page.goto('/case-studies')
	await markDocument(page)
	const filters = page.getByRole('navigation', { name: 'Filter case studies by area' })
	await filters.getByRole('link', { name: 'Westminster' }).click()
	await expect(page).toHaveURL(/\?area=westminster$/)
	await expect(caseArticles(page)).toHaveText(westminster)
	// The chosen filter keeps the keyboard focus; the count is announced in its live region.
	await expect(filters.getByRole('link', { name: 'Westminster' })).toBeFocused()
	await expect(page.getByRole('status').filter({ hasText: /Westminster/ })).toHaveCount(1)

	await page.goBack()
	await expect(page).toHaveURL(/\/case-studies$/)
	await expect(caseArticles(page)).toHaveCount(caseStudies.length)
	await expect(filters.getByRole('link', { name: 'All Areas' })).toHaveAttribute('aria-current', 'true')
	await page.goForward()
	await expect(caseArticles(page)).toHaveText(westminster)
	expect(await sameDocument(page)).toBe(true)
})

test('a link that cannot be loaded in place falls back to an ordinary page load', async ({ page }) => {
	await page.goto('/local-seo')
	await markDocument(page)
	let refused = false
	await page.route('**/local-seo?tab=rankings', async (route) => {
		// The background request fails once; the page load that follows goes through.
		if (route.request().resourceType() === 'fetch' && !refused) {
			refused = true
			return route.abort('connectionreset')
		}
		return route.continue()
	})
	await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Search Rankings' }).click()
	await expect(page).toHaveURL(/\/local-seo\?tab=rankings$/)
	await expect(page.getByRole('region', { name: 'Search Rankings' })).toBeVisible()
	expect(refused).toBe(true)
	expect(await sameDocument(page)).toBe(false)
})

test('a region shows it is loading while its next state is on the way', async ({ page }) => {
	await page.goto('/local-seo')
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/local-seo?tab=links', async (route) => {
		await held
		await route.continue()
	})
	await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Internal Links' }).click()
	await expect(page.locator('#local-seo-dashboard')).toHaveAttribute('aria-busy', 'true')
	await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
	release()
	await expect(page.locator('#local-seo-dashboard')).not.toHaveAttribute('aria-busy', 'true')
	await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
})

test.describe('@postgres a paged list', () => {
	// Copies of the published projects (twice over), so the gallery has three pages or more.
	const copyTitle = 'Paged copy: '
	test.beforeAll(() =>
		withFaultDatabase(
			(sql) => sql`insert into projects (title, location, service_id, gallery_category, status, completed_at, images)
				select ${copyTitle} || title, location, service_id, gallery_category, status, completed_at, images
				from projects cross join generate_series(1, 2) where status = 'published'`,
		),
	)
	test.afterAll(() => withFaultDatabase((sql) => sql`delete from projects where starts_with(title, ${copyTitle})`))

	/** The head's canonical and rel=prev/next addresses, each as a path (null when the head has none). */
	const headLinks = (page: Page) =>
		page.evaluate(() => {
			const path = (rel: string) => {
				const links = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => {
					const url = new URL(link.href)
					return url.pathname + url.search
				})
				return links.length > 1 ? links : (links[0] ?? null)
			}
			return { canonical: path('canonical'), prev: path('prev'), next: path('next') }
		})

	test('after an in-place swap the head’s canonical and rel=prev/next links are those of the new address, also on Back and Forward', async ({
		page,
	}) => {
		await page.goto(`${faultBaseUrl()}/gallery`)
		await expect(page.getByRole('link', { name: /^View larger image:/ }).first()).toHaveAttribute('aria-haspopup', 'dialog')
		await markDocument(page)
		expect(await headLinks(page)).toEqual({ canonical: '/gallery', prev: null, next: '/gallery?page=2' })
		const pages = page.getByRole('navigation', { name: 'Pagination' })

		await pages.getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/gallery\?page=2$/)
		await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
		await expect(page).toHaveTitle(/^Gallery: Kitchens, Bathrooms & Refurbishments \(Page 2\)/)
		expect(await headLinks(page)).toEqual({ canonical: '/gallery?page=2', prev: '/gallery', next: '/gallery?page=3' })

		await pages.getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/gallery\?page=3$/)
		await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
		const last = await pages
			.getByRole('link', { name: /^Page \d+$/ })
			.last()
			.textContent()
		expect(await headLinks(page)).toEqual({
			canonical: '/gallery?page=3',
			prev: '/gallery?page=2',
			next: last === '3' ? null : '/gallery?page=4',
		})

		await page.goBack()
		await expect(page).toHaveURL(/\/gallery\?page=2$/)
		await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
		expect(await headLinks(page)).toEqual({ canonical: '/gallery?page=2', prev: '/gallery', next: '/gallery?page=3' })
		await page.goBack()
		await expect(page).toHaveURL(/\/gallery$/)
		await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
		expect(await headLinks(page)).toEqual({ canonical: '/gallery', prev: null, next: '/gallery?page=2' })
		await page.goForward()
		await expect(page).toHaveURL(/\/gallery\?page=2$/)
		await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
		expect(await headLinks(page)).toEqual({ canonical: '/gallery?page=2', prev: '/gallery', next: '/gallery?page=3' })

		// A filter on one page: its canonical is the whole gallery, and there is no page before or after.
		await page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link', { name: 'Bedrooms', exact: true }).click()
		await expect(page).toHaveURL(/\/gallery\?category=Bedrooms$/)
		await expect(pages).toHaveCount(0)
		expect(await headLinks(page)).toEqual({ canonical: '/gallery', prev: null, next: null })
		expect(await sameDocument(page)).toBe(true)
	})
})

test.describe('the enquiry form', () => {
	async function fillValid(page: Page) {
		await page.getByLabel('Full name').fill('Imogen Hart')
		await page.getByLabel('Phone').fill('07700 900123')
		await page.getByLabel('Email').fill(`imogen-${Date.now()}@example.com`)
		await page.getByLabel('Postcode').fill('W6 9AB')
		await page.getByLabel('Service required').selectOption('General Repairs')
		await page.getByLabel(/I agree to the privacy policy/).check()
	}

	test('a 429 from anything in front of the server keeps the form and shows the failure toast', async ({ page }) => {
		await page.goto('/contact')
		await fillValid(page)
		await page.route('**/contact', (route) =>
			route.request().method() === 'POST'
				? route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' })
				: route.continue(),
		)
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		const toast = page.locator('[data-toast]')
		await expect(toast).toContainText('Error sending enquiry')
		await expect(page.getByLabel('Full name')).toHaveValue('Imogen Hart')
		await expect(page.getByLabel('Postcode')).toHaveValue('W6 9AB')
		await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled()
	})

	test('the toast sits below the sticky header, can be closed, and goes when the field in error is corrected', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/contact')
		await page.getByLabel(/I agree to the privacy policy/).check()
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		const toast = page.locator('[data-toast]')
		await expect(toast).toContainText('Missing information')
		const header = await page.getByRole('banner').boundingBox()
		const box = await toast.boundingBox()
		expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)

		await toast.getByRole('button', { name: 'Close notification' }).click()
		await expect(toast).toHaveCount(0)

		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(toast).toHaveCount(1)
		for (const label of ['Full name', 'Phone', 'Email', 'Postcode']) await page.getByLabel(label).fill('x')
		await expect(toast).toHaveCount(1)
		await page.getByLabel('Service required').selectOption('General Repairs')
		await expect(toast).toHaveCount(0)
		await expect(page.getByText('This field is required.')).toHaveCount(0)
		// No field is described by a message that is gone.
		await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-describedby')
		await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid')
		await expectNoAxeViolations(page)
	})

	test('a refusal answered in place logs nothing in the console (its status travels in X-Swap)', async ({ page }) => {
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		await page.goto('/contact')
		const [answer] = await Promise.all([
			page.waitForResponse((response) => response.request().method() === 'POST'),
			page.getByRole('button', { name: 'Send Enquiry' }).click(),
		])
		expect(answer.status()).toBe(200)
		expect(answer.headers()['x-swap']).toBe('400')
		await expect(page.locator('[data-toast]')).toContainText('Please accept our terms')
		expect(errors).toEqual([])
	})

	test('after sending, the confirmation panel has the focus', async ({ page }) => {
		await page.goto('/contact')
		await fillValid(page)
		await page.getByRole('button', { name: 'Send Enquiry' }).click()
		await expect(page.locator('form[action="/contact"]').getByRole('status')).toBeFocused()
	})
})

test('a client-side navigation from a hydrated page loads a page without React as a document', async ({ page }) => {
	// No public page hydrates; the sign-in page does, and its router can be asked for any page.
	await page.goto('/auth')
	await page.waitForFunction(() => '__reactRouterDataRouter' in window)
	// Asked after the evaluation returns: the document load that follows ends its context.
	await page.evaluate(() => {
		const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter
		setTimeout(() => void router.navigate('/contact'))
	})
	await expect(page).toHaveURL(/\/contact$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
	await expect.poll(() => page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
	// Its controller runs: the form answers in place.
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page.locator('[data-toast]')).toContainText('Please accept our terms')
})
