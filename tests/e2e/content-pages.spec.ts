import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'

import { seedArticles } from '#app/.server/seed/articles.ts'
import { seedCaseStudies as caseStudies, seedCaseStudySlug } from '#app/.server/seed/case-studies.ts'
import { blogCategories, readingTime } from '#app/domain/article/article.ts'

import { privacyPolicy, termsOfService } from '../../app/content/legal.ts'
import { aboutValues, guarantees, healthAndSafety } from '../../app/routes/site/about/copy.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

const blogArticles = seedArticles.map((article) => ({ ...article, readTime: readingTime(article.content) }))

type SubscriberRow = {
	email: string
	unsubscribe_token: string
	source_page: string | null
	unsubscribed_at: Date | null
	confirmed_at: Date | null
}

const subscriberRows = (email: string) =>
	withFaultDatabase(
		(sql) =>
			sql<
				SubscriberRow[]
			>`select email, unsubscribe_token, source_page, unsubscribed_at, confirmed_at from newsletter_subscribers where email = ${email}`,
	)

/** The confirmation mails queued for `email` (the e-mail tests' servers have no SMTP: mail waits in the outbox). */
const confirmationMails = (email: string) =>
	withFaultDatabase(
		(sql) =>
			sql<
				{ text_body: string }[]
			>`select text_body from email_outbox where kind = 'newsletter-confirmation' and to_address = ${email} order by created_at`,
	)

/** The path of the link in the latest confirmation mail sent to `email`. */
async function confirmPath(email: string) {
	const mails = await confirmationMails(email)
	const link = mails.at(-1)?.text_body.match(/https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/)?.[0]
	if (!link) throw new Error(`No confirmation mail for ${email}`)
	return new URL(link).pathname
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`

const successMessage = 'Thanks! Please check your inbox and open the link in our email to confirm your subscription.'
const invalidMessage = 'Please enter a valid email address.'

const newsletter = (page: Page) => page.getByRole('region', { name: 'Get Our Latest Guides' })

async function subscribe(page: Page, email: string) {
	const box = newsletter(page)
	await box.getByLabel('Email address').fill(email)
	await box.getByRole('button', { name: 'Subscribe' }).click()
}

const featuredArticles = blogArticles.filter((article) => article.featured)
const firstArticle = blogArticles[0]!

test.describe('content pages without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/about shows the story, four values, guarantee, health and safety and a call to action', async ({ page }) => {
		const response = await page.goto('/about')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^About Our West London Trades Team \| /)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
		await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible()
		await expect(page.getByText('We were established in 2020')).toBeVisible()
		const values = page.getByRole('region', { name: 'Our Values' }).getByRole('listitem')
		await expect(values).toHaveCount(4)
		for (const value of aboutValues) await expect(values.getByRole('heading', { name: value.title })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Our Guarantee' }).getByRole('listitem')).toHaveCount(guarantees.items.length)
		await expect(page.getByText('A minimum 12-month guarantee on all our workmanship')).toBeVisible()
		const safety = page.getByRole('region', { name: 'Health & Safety' })
		await expect(safety.getByRole('heading', { level: 3 })).toHaveCount(healthAndSafety.items.length)
		const cta = page.getByRole('region', { name: 'Ready to Start Your Project?' })
		await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)
	})

	test('/privacy has seven sections, December 2024, a link to /contact and no keywords', async ({ page }) => {
		const response = await page.goto('/privacy')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Privacy Policy \| /)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
		await expect(page.locator('meta[name="keywords"]')).toHaveCount(0)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal information/)
		await expect(page.getByText('Last updated December 2024')).toBeVisible()
		const headings = page.locator('main article h2')
		await expect(headings).toHaveCount(7)
		await expect(headings).toHaveText(privacyPolicy.sections.map((section, index) => `${index + 1}. ${section.heading}`))
		await expect(page.locator('main article a[href="/contact"]')).toHaveText('Contact page')
		// The contents list jumps to each section.
		await page
			.getByRole('navigation', { name: 'Contents' })
			.getByRole('link', { name: /Your Rights/ })
			.click()
		await expect(page).toHaveURL(/#your-rights$/)
	})

	test('/terms shows every section of the terms of service', async ({ page }) => {
		const response = await page.goto('/terms')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Terms of Service \| /)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
		await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /workmanship guarantee/)
		await expect(page.locator('main article h2')).toHaveCount(termsOfService.sections.length)
		for (const heading of ['Quotations', 'Payment', 'Guarantees', 'Cancellations', 'Liability', 'Complaints']) {
			await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeVisible()
		}
		await expect(page.getByText('for a minimum of 12 months from completion')).toBeVisible()
		await expect(page.locator('main article a[href="/contact"]')).toBeVisible()
	})

	test('/case-studies shows six studies with every field, the right badges and a call to action', async ({ page }) => {
		const response = await page.goto('/case-studies')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Case Studies: Refurbishments in West London/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies')
		const cards = page.locator('main article')
		await expect(cards).toHaveCount(6)
		for (const study of caseStudies) {
			const card = page.getByRole('article', { name: study.title })
			await expect(card.getByRole('heading', { level: 2 })).toHaveText(study.title)
			for (const text of [study.location, study.timeline, study.budget, study.client, study.category, String(study.completion)]) {
				await expect(card.getByText(text, { exact: true }).first()).toBeVisible()
			}
			await expect(card.getByText(study.description)).toBeVisible()
			await expect(card.getByRole('list', { name: 'The Challenges' }).getByRole('listitem')).toHaveCount(study.challenges.length)
			await expect(card.getByRole('list', { name: 'Our Solutions' }).getByRole('listitem')).toHaveCount(study.solutions.length)
			await expect(card.getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(study.features.length)
			await expect(card.getByRole('img', { name: `${study.testimonial.rating} out of 5 stars` })).toBeVisible()
			await expect(card.getByText(study.testimonial.author)).toBeVisible()
			await expect(card.getByText('Featured Project')).toHaveCount(study.featured ? 1 : 0)
			await expect(card.getByText('Before & After Available')).toHaveCount(study.beforeAfter ? 1 : 0)
		}
		await expect(page.getByText('Featured Project')).toHaveCount(3)
		for (const id of [1, 2, 3]) {
			const study = caseStudies.find((item) => item.id === id)!
			await expect(page.getByRole('article', { name: study.title }).getByText('Featured Project')).toBeVisible()
		}
		const cta = page.getByRole('region', { name: 'Planning a Project of Your Own?' })
		await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+44\d+$/)
	})

	test('the case-study area filter works as plain links and defaults to all', async ({ page }) => {
		await page.goto('/case-studies')
		const filters = page.getByRole('navigation', { name: 'Filter case studies by area' })
		await expect(filters.getByRole('link')).toHaveText([
			'All Areas',
			'Maida Vale',
			'Kensington & Chelsea',
			'Westminster',
			'Hammersmith & Fulham',
		])
		await expect(filters.getByRole('link', { name: 'All Areas' })).toHaveAttribute('aria-current', 'true')

		await filters.getByRole('link', { name: 'Maida Vale' }).click()
		await expect(page).toHaveURL(/\/case-studies\?area=maida-vale$/)
		const maidaVale = caseStudies.filter((study) => study.area === 'maida-vale')
		await expect(page.locator('main article h2')).toHaveText(maidaVale.map((study) => study.title))
		await expect(filters.getByRole('link', { name: 'Maida Vale' })).toHaveAttribute('aria-current', 'true')
		await expect(filters.getByRole('link', { name: 'All Areas' })).not.toHaveAttribute('aria-current', /.*/)
		await expect(page.getByText(`Showing ${maidaVale.length} case studies in Maida Vale`)).toBeVisible()

		await filters.getByRole('link', { name: 'All Areas' }).click()
		await expect(page).toHaveURL(/\/case-studies$/)
		await expect(page.locator('main article')).toHaveCount(6)

		for (const query of ['?area=nowhere', '?area=', '?area=WESTMINSTER']) {
			await page.goto(`/case-studies${query}`)
			await expect(page.locator('main article')).toHaveCount(6)
			await expect(filters.getByRole('link', { name: 'All Areas' })).toHaveAttribute('aria-current', 'true')
		}
	})

	test('a case-study card leads to its own page, with the whole study, its pictures and a breadcrumb back', async ({ page }) => {
		const study = caseStudies.find((item) => item.beforeAfter)!
		await page.goto('/case-studies')
		const card = page.getByRole('article', { name: study.title })
		const readMore = card.getByRole('link', { name: 'Read the case study' })
		await expect(readMore).toHaveAttribute('href', /^\/case-studies\/[a-z0-9-]+$/)
		const path = await readMore.getAttribute('href')
		await expect(card.getByRole('link', { name: study.title })).toHaveAttribute('href', path!)
		await card.getByRole('link', { name: study.title }).click()
		await expect(page).toHaveURL(new RegExp(`${path}$`))
		// The business name follows only when the whole title fits a search result (decision 0045).
		await expect(page).toHaveTitle(new RegExp(`^${study.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title)
		await expect(page.locator('h1')).toHaveCount(1)
		const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
		await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Case studies'])
		await expect(breadcrumb.getByText(study.title)).toHaveAttribute('aria-current', 'page')
		const main = page.getByRole('main')
		for (const text of [study.location, study.timeline, study.budget, study.client, String(study.completion)]) {
			await expect(main.getByText(text, { exact: true }).first()).toBeVisible()
		}
		await expect(main.getByText(study.description)).toBeVisible()
		await expect(main.getByRole('list', { name: 'The Challenges' }).getByRole('listitem')).toHaveCount(study.challenges.length)
		await expect(main.getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(study.features.length)
		await expect(main.getByRole('img', { name: `${study.testimonial.rating} out of 5 stars` }).first()).toBeVisible()
		// Before and after, both loaded, with their size given.
		const pictures = page.getByTestId('before-after').locator('img')
		await expect(pictures).toHaveCount(2)
		for (const picture of await pictures.all()) {
			await expect(picture).toHaveAttribute('width', /\d+/)
			await expect(picture).toHaveJSProperty('complete', true)
			expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
		}
		const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
		expect(jsonLd.some((text) => text.includes('"@type":"Article"') && text.includes('"dateModified"'))).toBe(true)
		await expect(
			page.getByRole('region', { name: 'Planning a Project of Your Own?' }).getByRole('link', { name: 'Get Free Quote' }),
		).toBeVisible()
		await breadcrumb.getByRole('link', { name: 'Case studies' }).click()
		await expect(page).toHaveURL(/\/case-studies$/)
		expect((await page.goto('/case-studies/no-such-study'))?.status()).toBe(404)
	})

	test('/blog shows the featured grid, the article list, a newsletter box and a call to action', async ({ page }) => {
		const response = await page.goto('/blog')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Blog: Guides for London Homeowners/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		const featured = page.getByRole('region', { name: 'Featured Articles' })
		await expect(featured.getByRole('article')).toHaveCount(featuredArticles.length)
		for (const article of featuredArticles) {
			const card = featured.getByRole('article', { name: article.title })
			await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(article.tags.slice(0, 3))
		}
		const list = page.getByRole('region', { name: 'All Articles' })
		await expect(list.getByRole('article')).toHaveCount(6)
		for (const article of blogArticles) {
			const entry = list.getByRole('article', { name: article.title })
			await expect(entry.getByRole('link', { name: /^Read Full Article/ })).toHaveAttribute('href', `/blog/${article.slug}`)
			await expect(entry.getByText(article.excerpt)).toBeVisible()
			await expect(entry.getByText(article.readTime)).toBeVisible()
			await expect(entry.getByText(article.author)).toBeVisible()
			await expect(entry.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(article.tags)
		}
		// Dates in en-GB, newest first.
		await expect(list.getByRole('article', { name: firstArticle.title }).locator('time')).toHaveText('12 November 2024')
		await expect(list.locator('time').first()).toHaveText('3 December 2024')
		const box = newsletter(page)
		await expect(box.getByLabel('Email address')).toHaveAttribute('type', 'email')
		await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible()
		const cta = page.getByRole('region', { name: 'Need Help With Your Own Project?' })
		await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+44\d+$/)
	})

	test('the blog category filter works as plain links; Featured Articles only for all', async ({ page }) => {
		await page.goto('/blog')
		const filters = page.getByRole('navigation', { name: 'Filter articles by category' })
		await expect(filters.getByRole('link')).toHaveText(['All', ...blogCategories])
		await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true')

		await filters.getByRole('link', { name: 'Planning & Regulations' }).click()
		await expect(page).toHaveURL(/\/blog\?category=planning-regulations$/)
		await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0)
		const planning = blogArticles.filter((article) => article.category === 'Planning & Regulations')
		await expect(page.getByRole('region', { name: 'Planning & Regulations Articles' }).getByRole('article')).toHaveCount(planning.length)
		await expect(filters.getByRole('link', { name: 'Planning & Regulations' })).toHaveAttribute('aria-current', 'true')

		await filters.getByRole('link', { name: 'All', exact: true }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()

		await page.goto('/blog?category=not-a-category')
		await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('article')).toHaveCount(6)
	})

	test('/blog/{slug} renders the article with Article structured data and related articles', async ({ page }) => {
		const response = await page.goto(`/blog/${firstArticle.slug}`)
		expect(response?.status()).toBe(200)
		// A headline longer than a search result's title stands without the business's name (decision 0045).
		await expect(page).toHaveTitle(firstArticle.title)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstArticle.title)
		await expect(page.locator('main time').first()).toHaveText('12 November 2024')
		await expect(page.getByText(firstArticle.readTime).first()).toBeVisible()
		await expect(page.getByText(firstArticle.author).first()).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: 'Start with a survey, not a skip' })).toBeVisible()
		await expect(page.locator('main article a[href="/contact"]').first()).toBeVisible()
		await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${firstArticle.slug}$`))

		const jsonLd = await page
			.locator('script[type="application/ld+json"]')
			.evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>))
		const article = jsonLd.find((item) => item['@type'] === 'BlogPosting')
		expect(article).toMatchObject({
			'@context': 'https://schema.org',
			headline: firstArticle.title,
			// The publish time and the last change (decision 0042).
			datePublished: expect.stringMatching(new RegExp(`^${firstArticle.date}T`)),
			dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
			author: { '@type': 'Person', name: 'Daniel Whitcombe' },
			publisher: { '@type': 'Organization', name: 'Westway Home Services' },
			mainEntityOfPage: {
				'@type': 'WebPage',
				'@id': expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/blog/${firstArticle.slug}$`)),
			},
			articleSection: firstArticle.category,
			keywords: firstArticle.tags.join(', '),
		})
		expect(jsonLd.some((item) => item['@type'] === 'HomeAndConstructionBusiness')).toBe(true)

		const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('article')
		await expect(related).toHaveCount(3)
		await expect(related.getByRole('link', { name: firstArticle.title })).toHaveCount(0)
		const cta = page.getByRole('region', { name: 'Talk to Us About Your Home' })
		await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
	})

	test('every article in the list opens its page', async ({ page }) => {
		for (const article of blogArticles) {
			const response = await page.goto(`/blog/${article.slug}`)
			expect(response?.status(), article.slug).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
		}
	})

	test('an unknown article slug answers 404 with the not-found page', async ({ page }) => {
		const response = await page.goto('/blog/no-such-article')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	})

	test('an unknown unsubscribe token answers 404', async ({ page }) => {
		for (const token of [randomBytes(32).toString('base64url'), 'not-a-token']) {
			const response = await page.goto(`/newsletter/unsubscribe/${token}`)
			expect(response?.status()).toBe(404)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
		}
	})

	test('the newsletter accepts valid and repeated addresses and explains an invalid one', async ({ page }) => {
		await page.goto('/blog')
		const email = uniqueEmail('JS-Off')
		const box = newsletter(page)

		// Valid: the browser comes back to the page (303, so a reload does not post again) at the box, with the message.
		const [first] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), subscribe(page, email)])
		expect(first.status()).toBe(303)
		await expect(page).toHaveURL(/\/blog\?newsletter=check-inbox#newsletter$/)
		await expect(box.getByText(successMessage)).toBeVisible()
		await expect(box.getByLabel('Email address')).toHaveValue('')

		// The same address again (in another case) is not an error.
		const [second] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), subscribe(page, email.toUpperCase())])
		expect(second.status()).toBe(303)
		await expect(box.getByText(successMessage)).toBeVisible()

		// Invalid: a clear message on the field.
		await subscribe(page, 'jo@example')
		await expect(page).toHaveURL(/\/blog\?newsletter=invalid#newsletter$/)
		await expect(box.getByText(invalidMessage)).toBeVisible()
		await expect(box.getByText(successMessage)).toHaveCount(0)
		await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')

		await subscribe(page, '   ')
		await expect(box.getByText('Please enter your email address.')).toBeVisible()
	})

	test('the newsletter form keeps the chosen category when it posts', async ({ page }) => {
		await page.goto('/blog?category=heating-systems')
		await subscribe(page, uniqueEmail('category'))
		await expect(page).toHaveURL(/\/blog\?category=heating-systems&newsletter=check-inbox#newsletter$/)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		await expect(page.getByRole('region', { name: 'Heating Systems Articles' })).toBeVisible()
	})
})

test.describe('content pages with JavaScript', () => {
	test('filters navigate on the client and keep the scroll position', async ({ page }) => {
		await page.goto('/case-studies')
		await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
		const caseFilters = page.getByRole('navigation', { name: 'Filter case studies by area' })
		await caseFilters.scrollIntoViewIfNeeded()
		await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }))
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
		const scrollBefore = await page.evaluate(() => window.scrollY)
		await caseFilters.getByRole('link', { name: 'Westminster' }).click()
		await expect(page).toHaveURL(/\?area=westminster$/)
		await expect(page.locator('main article h2')).toHaveText(caseStudies.filter((s) => s.area === 'westminster').map((s) => s.title))
		await expect(caseFilters.getByRole('link', { name: 'Westminster' })).toHaveAttribute('aria-current', 'true')
		expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')
		await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(50)
		await caseFilters.getByRole('link', { name: 'All Areas' }).click()
		await expect(page).toHaveURL(/\/case-studies$/)
		await expect(page.locator('main article')).toHaveCount(6)

		await page.goto('/blog')
		await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
		const blogFilters = page.getByRole('navigation', { name: 'Filter articles by category' })
		await blogFilters.getByRole('link', { name: 'Kitchen Design' }).click()
		await expect(page).toHaveURL(/\?category=kitchen-design$/)
		await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Kitchen Design Articles' }).getByRole('article')).toHaveCount(1)
		await blogFilters.getByRole('link', { name: 'All', exact: true }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await expect(page.getByRole('region', { name: 'Featured Articles' }).getByRole('article')).toHaveCount(3)
		expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')
	})

	test('the newsletter subscribes in place, with a pending state, and accepts a repeat', async ({ page }) => {
		await page.goto('/blog')
		await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
		const box = newsletter(page)
		const email = uniqueEmail('js-on')

		// Hold the request briefly so the pending state can be seen.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(/\/newsletter(\.data)?(\?.*)?$/, async (route) => {
			if (route.request().method() === 'POST') await held
			await route.continue()
		})
		await subscribe(page, email)
		await expect(box.getByRole('button', { name: 'Subscribing…' })).toBeVisible()
		release()
		await expect(box.getByText(successMessage)).toBeVisible()
		await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible()
		await expect(box.getByLabel('Email address')).toHaveValue('')
		await expect(page).toHaveURL(/\/blog$/)
		expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')

		const [repeat] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === 'POST'),
			subscribe(page, `  ${email.toUpperCase()}  `),
		])
		// The same answer as without JavaScript (back to the page), read in the background.
		expect(repeat.status()).toBe(303)
		await expect(box.getByText(successMessage)).toBeVisible()
		await expect(box.getByText(invalidMessage)).toHaveCount(0)
	})

	test('the newsletter explains an invalid address in place, and clears it once typing starts', async ({ page }) => {
		await page.goto('/blog')
		const box = newsletter(page)
		const posts: string[] = []
		page.on('request', (request) => {
			if (request.method() === 'POST') posts.push(request.url())
		})
		await subscribe(page, 'not-an-email')
		await expect(box.getByText(invalidMessage)).toBeVisible()
		await expect(box.getByLabel('Email address')).toBeFocused()
		await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
		// The server's own check, answered in place (decision 0020).
		expect(posts).toHaveLength(1)
		await expect(page).toHaveURL(/\/blog$/)

		// Typing clears the message; a corrected address goes through.
		await box.getByLabel('Email address').fill(uniqueEmail('corrected'))
		await expect(box.getByText(invalidMessage)).toHaveCount(0)
		await box.getByRole('button', { name: 'Subscribe' }).click()
		await expect(box.getByText(successMessage)).toBeVisible()
		expect(posts).toHaveLength(2)
	})

	test('the server rejects an invalid address even when the browser check is bypassed', async ({ request }) => {
		const response = await request.post('/newsletter', { form: { email: 'jo@@example.com' } })
		expect(response.status()).toBe(400)
		expect(await response.text()).toContain(invalidMessage)
		const tooLong = await request.post('/newsletter', { form: { email: `${'a'.repeat(250)}@example.com` } })
		expect(tooLong.status()).toBe(400)
	})
})

// The main server's embedded database is locked by that server, so the tests
// that look inside the database use the PostgreSQL-backed server.
test.describe('@postgres newsletter storage, confirmation and unsubscribing', () => {
	test('stores the address lower-case once, unconfirmed, however often it is submitted', async ({ page }) => {
		const email = uniqueEmail('Stored')
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, `  ${email.toUpperCase()} `)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		const [repeat] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), subscribe(page, email)])
		// The same answer as without JavaScript (back to the page), read in the background.
		expect(repeat.status()).toBe(303)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()

		const rows = await subscriberRows(email.toLowerCase())
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ email: email.toLowerCase(), source_page: '/blog', unsubscribed_at: null, confirmed_at: null })
		expect(rows[0]!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
		// A confirmation mail for each (the per-address limit allows three a day), and nothing else.
		expect(await confirmationMails(email.toLowerCase())).toHaveLength(2)
	})

	test('a filled honeypot gets the success message but stores nothing', async ({ request }) => {
		const email = uniqueEmail('bot')
		const response = await request.post(`${faultBaseUrl()}/newsletter`, {
			form: { email, website: 'https://spam.example', returnTo: '/blog' },
		})
		expect(response.status()).toBe(200)
		expect(await response.text()).toContain(successMessage)
		expect(await subscriberRows(email)).toHaveLength(0)
	})

	test('the link in the confirmation mail shows a Confirm button; opening it changes nothing, the button confirms', async ({ page }) => {
		// A journey of several pages (and axe runs): more than one page's time.
		test.setTimeout(90_000)
		const email = uniqueEmail('confirming')
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, email)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		const path = await confirmPath(email)

		// Link scanners open links in e-mails: opening it must not confirm.
		const response = await page.goto(`${faultBaseUrl()}${path}`)
		expect(response?.status()).toBe(200)
		expect(response?.headers()['x-page-cache']).toBeUndefined()
		await expect(page).toHaveTitle(/^Confirm Your Subscription \| /)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription')
		await expect(
			page.getByText(`Please confirm that you would like our newsletter, with new guides and seasonal maintenance tips, at ${email}.`),
		).toBeVisible()
		expect((await subscriberRows(email))[0]!.confirmed_at).toBeNull()
		await expectNoAxeViolations(page)

		// With JavaScript the button posts in place, with a pending state.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(`**${path}`, async (route) => {
			if (route.request().method() === 'POST') await held
			await route.continue()
		})
		await page.getByRole('button', { name: 'Confirm Subscription' }).click()
		await expect(page.getByRole('button', { name: 'Confirming…' })).toBeVisible()
		release()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
		await expect(page.getByText(`Thank you! We'll send our latest guides and tips to ${email}.`)).toBeFocused()
		await expect.poll(async () => (await subscriberRows(email))[0]!.confirmed_at).toBeInstanceOf(Date)
		await expectNoAxeViolations(page)

		// Opening the link again says so; signing up again sends nothing and says the same as ever.
		await page.unrouteAll()
		await page.goto(`${faultBaseUrl()}${path}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is already confirmed')
		await expect(page.getByRole('button', { name: 'Confirm Subscription' })).toHaveCount(0)
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, email)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		expect(await confirmationMails(email)).toHaveLength(1)
	})

	test('an expired confirmation link answers 410 and an unknown one 404, each saying what to do', async ({ page }) => {
		const email = uniqueEmail('late')
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, email)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		const path = await confirmPath(email)
		await withFaultDatabase(
			(sql) => sql`update newsletter_subscribers set confirm_requested_at = now() - interval '49 hours' where email = ${email}`,
		)

		const expired = await page.goto(`${faultBaseUrl()}${path}`)
		expect(expired?.status()).toBe(410)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
		await expect(page.getByText('Confirmation links work for 48 hours. Please sign up again on our blog')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Confirm Subscription' })).toHaveCount(0)
		await expectNoAxeViolations(page)

		const unknown = await page.goto(`${faultBaseUrl()}/newsletter/confirm/${randomBytes(32).toString('base64url')}`)
		expect(unknown?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid')
		await page.getByRole('link', { name: 'Back to the blog' }).click()
		await expect(page).toHaveURL(/\/blog$/)
		expect((await subscriberRows(email))[0]!.confirmed_at).toBeNull()
	})

	test('the unsubscribe link confirms first, then unsubscribes; signing up again needs a new confirmation', async ({ page }) => {
		// A journey of several pages (and axe runs): more than one page's time.
		test.setTimeout(90_000)
		const email = uniqueEmail('leaving')
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, email)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		await page.goto(`${faultBaseUrl()}${await confirmPath(email)}`)
		await page.getByRole('button', { name: 'Confirm Subscription' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
		const [row] = await subscriberRows(email)
		const token = row!.unsubscribe_token

		// Opening the link changes nothing (link scanners open links too).
		const response = await page.goto(`${faultBaseUrl()}/newsletter/unsubscribe/${token}`)
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Unsubscribe from Our Newsletter \| /)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await expect(page.getByText(`Do you want to stop receiving our newsletter at ${email}?`)).toBeVisible()
		expect((await subscriberRows(email))[0]!.unsubscribed_at).toBeNull()
		await expectNoAxeViolations(page)

		await page.getByRole('button', { name: 'Unsubscribe' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed')
		await expect.poll(async () => (await subscriberRows(email))[0]!.unsubscribed_at).toBeInstanceOf(Date)

		// Opening the link again says so.
		await page.goto(`${faultBaseUrl()}/newsletter/unsubscribe/${token}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already unsubscribed')
		await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)

		// Signing up again is allowed: still unsubscribed until the new link is confirmed, with the same token.
		await page.goto(`${faultBaseUrl()}/blog`)
		await subscribe(page, email)
		await expect(newsletter(page).getByText(successMessage)).toBeVisible()
		expect((await subscriberRows(email))[0]).toMatchObject({ unsubscribe_token: token, unsubscribed_at: expect.any(Date) })
		await page.goto(`${faultBaseUrl()}${await confirmPath(email)}`)
		await page.getByRole('button', { name: 'Confirm Subscription' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
		const again = await subscriberRows(email)
		expect(again).toHaveLength(1)
		expect(again[0]).toMatchObject({ unsubscribe_token: token, unsubscribed_at: null })
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('signing up, confirming and unsubscribing work as plain forms', async ({ page }) => {
			// A journey of several pages (and axe runs): more than one page's time.
			test.setTimeout(90_000)
			const email = uniqueEmail('nojs')
			await page.goto(`${faultBaseUrl()}/blog`)
			await subscribe(page, email)
			await expect(page).toHaveURL(/\/blog\?newsletter=check-inbox#newsletter$/)
			await expect(newsletter(page).getByText(successMessage)).toBeVisible()

			await page.goto(`${faultBaseUrl()}${await confirmPath(email)}`)
			const [confirm] = await Promise.all([
				page.waitForResponse((r) => r.request().method() === 'POST'),
				page.getByRole('button', { name: 'Confirm Subscription' }).click(),
			])
			expect(confirm.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
			expect((await subscriberRows(email))[0]!.confirmed_at).toBeInstanceOf(Date)

			const token = (await subscriberRows(email))[0]!.unsubscribe_token
			await page.goto(`${faultBaseUrl()}/newsletter/unsubscribe/${token}`)
			const [post] = await Promise.all([
				page.waitForResponse((r) => r.request().method() === 'POST'),
				page.getByRole('button', { name: 'Unsubscribe' }).click(),
			])
			expect(post.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed')
			await expect(page.getByText(`We will not send our newsletter to ${email} again.`)).toBeVisible()
			expect((await subscriberRows(email))[0]!.unsubscribed_at).toBeInstanceOf(Date)
		})
	})
})

test.describe('accessibility', () => {
	const paths = [
		'/about',
		'/privacy',
		'/terms',
		'/case-studies',
		'/case-studies?area=westminster',
		`/case-studies/${seedCaseStudySlug(caseStudies.find((study) => study.beforeAfter)!)}`,
		'/blog',
		'/blog?category=heating-systems',
		`/blog/${firstArticle.slug}`,
	]
	for (const path of paths) {
		test(`axe finds no violations on ${path}`, async ({ page }) => {
			await page.emulateMedia({ reducedMotion: 'reduce' })
			const response = await page.goto(path)
			expect(response?.status()).toBe(200)
			await expect(page.locator('main')).toBeVisible()
			await expectNoAxeViolations(page)
		})
	}

	test('axe finds no violations with the newsletter messages showing', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await page.goto('/blog')
		const box = newsletter(page)
		await subscribe(page, 'not-an-email')
		await expect(box.getByText(invalidMessage)).toBeVisible()
		await expectNoAxeViolations(page)
		await subscribe(page, uniqueEmail('axe'))
		await expect(box.getByText(successMessage)).toBeVisible()
		await expectNoAxeViolations(page)
	})
})
