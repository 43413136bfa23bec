import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './helpers/axe.ts'
import { breakTable, faultBaseUrl, withFaultDatabase } from './helpers/faults.ts'

/** The company's tel: link as the site shell renders it (from settings). */
async function companyTel(page: Page) {
	const href = await page.locator('a[href^="tel:"]').first().getAttribute('href')
	expect(href).toMatch(/^tel:\+?\d{10,}$/)
	return href!
}

/** The business JSON-LD of a page, read from the server-rendered HTML. */
async function businessJsonLd(page: Page) {
	const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
	const parsed = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
	const business = parsed.find((item) => item['@type'] === 'HomeAndConstructionBusiness')
	expect(business).toBeTruthy()
	return business!
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/services shows ten service cards and both calls to action', async ({ page }) => {
		const response = await page.goto('/services')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Services: Kitchens, Bathrooms, Plumbing & Electrical$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
		await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /kitchen refurbishment West London/)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/)

		const cards = page.getByRole('list', { name: 'Services' }).getByRole('article')
		await expect(cards).toHaveCount(10)
		const slugs = [
			'kitchens',
			'bathrooms',
			'refurbishment',
			'plumbing',
			'electrical',
			'heating',
			'carpentry',
			'decorating',
			'tiling',
			'repairs',
		]
		for (const [index, slug] of slugs.entries()) {
			await expect(cards.nth(index).locator(`a[href="/services/${slug}"]`)).toHaveCount(1)
		}
		const kitchens = page.getByRole('article', { name: 'Kitchen Refurbishment' })
		await expect(kitchens).toContainText('Typical timeline')
		await expect(kitchens).toContainText('2–4 weeks')
		await expect(kitchens).toContainText('All London boroughs')
		await expect(kitchens.getByRole('listitem')).toHaveCount(6)
		await expect(page.getByRole('article', { name: 'General Repairs' })).toContainText('Same day to 2 days')

		const tel = await companyTel(page)
		const emergency = page.getByRole('region', { name: 'Need an Emergency Repair?' })
		await expect(emergency).toHaveClass(/bg-emergency/)
		await expect(emergency.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', tel)
		await expect(emergency.getByRole('link', { name: 'Emergency Services' })).toHaveAttribute('href', '/emergency')
		await expect(page.getByRole('region', { name: 'Get Your Free Quote' }).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
			'href',
			'/contact',
		)
	})

	test('a seeded service page shows the database record, its projects and calls to action', async ({ page }) => {
		const response = await page.goto('/services/kitchens')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Kitchen Refurbishment \| /)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen Refurbishment')
		await expect(page.locator('meta[name="description"]')).toHaveAttribute(
			'content',
			/^Complete kitchen refurbishments, from layout and strip-out/,
		)
		await expect(page.getByText('From £8,500').first()).toBeVisible()
		// The description's paragraphs, separated by blank lines in the database.
		const about = page.getByRole('region', { name: 'About This Service' })
		await expect(about.locator('p')).toHaveCount(4)
		await expect(about.locator('p').first()).toHaveText(/^A new kitchen needs more trades than any other room/)
		// The static card's features and timeline.
		const glance = page.getByRole('complementary', { name: 'At a Glance' })
		await expect(glance).toContainText('Layout and design advice')
		await expect(glance).toContainText('2–4 weeks')

		// Related published projects: responsive, lazy thumbnails, never the original.
		const projects = page.getByRole('region', { name: /^Recent Projects/ })
		await expect(projects.getByRole('figure')).toHaveCount(3)
		await expect(projects.getByRole('figure').first()).toContainText('Shaker kitchen with island')
		const thumbnail = projects.locator('img').first()
		await expect(thumbnail).toHaveAttribute('loading', 'lazy')
		await expect(thumbnail).toHaveAttribute('width', '640')
		await expect(thumbnail).toHaveAttribute('src', /\?w=640&f=jpeg$/)
		await expect(projects.locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', /\?w=320&f=avif 320w/)
		await expect(projects.getByRole('link', { name: 'View the full gallery' })).toHaveAttribute('href', '/gallery')

		const tel = await companyTel(page)
		const cta = page.getByRole('region', { name: 'Ready to Talk About Your Project?' })
		await expect(cta.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', tel)
	})

	test('a service without a starting price shows no "From £"', async ({ page }) => {
		const response = await page.goto('/services/refurbishment')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full House Refurbishment')
		await expect(page.getByText(/From £/)).toHaveCount(0)
	})

	test('an unknown service slug answers 404 with the not-found page', async ({ page }) => {
		const response = await page.goto('/services/no-such-service')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	})

	test('/emergency shows the call buttons, eight situations, the gas line, 15 areas and prices from the database', async ({ page }) => {
		const response = await page.goto('/emergency')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^24\/7 Emergency Plumber & Electrician in London$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency Repairs, Day or Night')

		const tel = await companyTel(page)
		const hero = page.getByRole('region', { name: 'Emergency Repairs, Day or Night' })
		const call = hero.getByRole('link', { name: /^Call Now/ })
		await expect(call).toHaveAttribute('href', tel)
		await expect(call).toHaveClass(/bg-emergency/)
		await expect(hero.getByRole('link', { name: /WhatsApp Us/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,}$/)

		await expect(page.getByRole('region', { name: 'Our Emergency Promise' }).getByRole('listitem')).toHaveCount(5)
		await expect(page.getByRole('list', { name: 'Emergency situations' }).getByRole('listitem')).toHaveCount(8)
		await expect(page.getByRole('heading', { name: 'Burst Pipes' })).toBeVisible()

		const gas = page.getByRole('region', { name: /Smell Gas\?/ })
		await expect(gas).toContainText('0800 111 999')
		await expect(gas.getByRole('link', { name: 'Call 0800 111 999' })).toHaveAttribute('href', 'tel:0800111999')

		await expect(page.getByRole('list', { name: 'Coverage areas' }).getByRole('listitem')).toHaveCount(15)

		// Call-out pricing comes from settings.emergency_pricing (seeded defaults).
		const pricing = page.getByRole('region', { name: 'Emergency Call-Out Charges' })
		await expect(pricing.locator('[data-pricing="weekday_call_out"]')).toHaveText('£95')
		await expect(pricing.locator('[data-pricing="evening_weekend_call_out"]')).toHaveText('£125')
		await expect(pricing.locator('[data-pricing="bank_holiday_night_call_out"]')).toHaveText('£150')
		await expect(pricing).toContainText('Weekdays 7am–6pm')
		await expect(pricing).toContainText('Evenings (6pm–7am) & Weekends')
		await expect(pricing).toContainText('Bank Holidays & Night')
		await expect(pricing).toContainText('All call-out charges include the first hour of labour.')
		await expect(pricing).not.toContainText('Labour is charged in addition')
	})

	test('/service-areas shows every part of the spec', async ({ page }) => {
		const response = await page.goto('/service-areas')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Areas We Cover: Maida Vale, Central & West London$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Areas We Serve')

		const priority = page.getByRole('region', { name: 'Maida Vale & Little Venice' })
		await expect(priority).toContainText('Priority Service Area')
		await expect(priority).toContainText('15–30 minute response')

		const times = page.getByRole('region', { name: 'Emergency Response Times' })
		for (const [area, time] of [
			['Maida Vale', '15–30 mins'],
			['Central London', '30–45 mins'],
			['West London', '45–60 mins'],
		]) {
			await expect(times.getByRole('definition').filter({ hasText: time })).toHaveCount(1)
			await expect(times.getByRole('term').filter({ hasText: area })).toHaveCount(1)
		}

		const expertise = page.getByRole('region', { name: 'Local Expertise' })
		for (const text of [
			'Victorian & Georgian Properties',
			'Period Conservation',
			'Listed Buildings',
			'Local Authority Liaison',
			'W9',
			'W2',
			'W10',
			'W11',
		]) {
			await expect(expertise).toContainText(text)
		}

		const boroughs = page.getByRole('region', { name: 'London Boroughs We Cover' })
		const regions = boroughs.getByRole('heading', { level: 3 })
		await expect(regions).toHaveText(['Central London', 'North London', 'South London', 'East London', 'West London'])
		await expect(boroughs).toContainText('Hammersmith & Fulham')

		const beyond = page.getByRole('region', { name: 'Beyond London' })
		for (const text of [
			'Surrey',
			'Kent',
			'Essex',
			'Hertfordshire',
			'up to 25 miles from central London',
			'Extra travel charges',
			'minimum project value',
		]) {
			await expect(beyond).toContainText(text)
		}

		const tel = await companyTel(page)
		const closing = page.getByRole('region', { name: 'Not Sure If We Cover Your Area?' })
		await expect(closing.getByRole('link', { name: 'Check Availability' })).toHaveAttribute('href', '/contact')
		await expect(closing.getByRole('link', { name: /Call Us Now/ })).toHaveAttribute('href', tel)
	})

	test('Hammersmith & Fulham has the exact hero, coverage list, services and property types', async ({ page }) => {
		const response = await page.goto('/areas/hammersmith-fulham')
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/^Home Refurbishment in Hammersmith & Fulham W6$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Refurbishment Hammersmith & Fulham')
		const tel = await companyTel(page)
		await expect(page.getByRole('link', { name: 'Get H&F Quote' })).toHaveAttribute('href', '/contact')
		await expect(page.getByRole('link', { name: 'Emergency Call-Out W6/SW6' })).toHaveAttribute('href', tel)

		const coverage = page.getByRole('list', { name: 'Hammersmith & Fulham coverage' }).getByRole('listitem')
		await expect(coverage).toHaveText([
			'Hammersmith W6',
			'Fulham SW6',
			'Shepherds Bush W12',
			'White City W12',
			"Baron's Court W14",
			'West Kensington W14',
			'Parsons Green SW6',
			'Putney Bridge SW6',
		])
		const services = page.getByRole('region', { name: 'Our Services in Hammersmith & Fulham' }).getByRole('heading', { level: 3 })
		await expect(services).toHaveText(['Property Refurbishment', 'Building Maintenance', 'Electrical Rewiring', 'Family Home Renovations'])
		const types = page.getByRole('region', { name: 'Properties We Work On' })
		await expect(types.getByRole('heading', { level: 3 })).toHaveText([
			'Victorian Terraces',
			'Modern Developments',
			'Family Homes',
			'Converted Properties',
		])
		await expect(types).toContainText('45–60 minute response to all H&F postcodes')
		// Published reviews from the area (decision 0044): the featured one, then the newest.
		const reviews = page.getByRole('region', { name: 'What Local Customers Say' }).getByRole('figure')
		await expect(reviews).toHaveCount(2)
		await expect(reviews.locator('figcaption .font-semibold')).toHaveText(['Fatima K.', 'Tom Reynolds'])
		await expect(page.locator('main a[href="/reviews"]')).toHaveCount(1)
		await expect(page.locator('main a[href="/gallery"]')).toHaveCount(1)
	})

	test('Westminster has the exact hero, buttons, response times and links', async ({ page }) => {
		const response = await page.goto('/areas/westminster')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial & Residential Refurbishment Westminster')
		const tel = await companyTel(page)
		await expect(page.getByRole('link', { name: 'Get Westminster Quote' })).toHaveAttribute('href', '/contact')
		const emergency = page.getByRole('link', { name: '24/7 Commercial Emergency' })
		await expect(emergency).toHaveAttribute('href', tel)
		await expect(emergency).toHaveClass(/bg-emergency/)

		const times = page.getByRole('region', { name: 'Response Times' })
		await expect(times.getByRole('term')).toHaveText(['Commercial Emergency', 'Residential Emergency', 'Planned Work'])
		await expect(times.getByRole('definition')).toHaveText(['30–45 minutes', '45–60 minutes', 'Next day scheduling'])
		await expect(page.getByRole('list', { name: 'Westminster coverage' }).getByRole('listitem')).toHaveCount(12)
		await expect(page.getByRole('link', { name: 'Read all our reviews' })).toHaveAttribute('href', '/reviews')
		const closing = page.getByRole('region', { name: 'Commercial or Residential Work in Westminster?' })
		await expect(closing.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
		await expect(closing.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/gallery')
		const business = await businessJsonLd(page)
		expect(business.priceRange).toBe('££')
		expect(business.url).toMatch(/\/areas\/westminster$/)
	})

	test('each area page carries its own JSON-LD variant in the HTML', async ({ page, request }) => {
		// Straight from the server's HTML, as a search engine reads it.
		const html = await (await request.get('/areas/kensington-chelsea')).text()
		const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
			(match) => JSON.parse(match[1]!) as Record<string, unknown>,
		)
		const business = blocks.find((block) => block['@type'] === 'HomeAndConstructionBusiness')
		expect(business?.priceRange).toBe('£££')
		expect(JSON.stringify(business?.areaServed)).toContain('Chelsea')

		await page.goto('/areas/kensington-chelsea')
		await expect(page).toHaveTitle(/^Luxury Home Refurbishment in Kensington & Chelsea$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luxury Home Refurbishment Kensington & Chelsea')

		const response = await page.goto('/areas/maida-vale')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Refurbishment & Repairs in Maida Vale W9')
		await expect(page.getByText('15–30 minute emergency response across Maida Vale and W9')).toBeVisible()
		expect((await businessJsonLd(page)).priceRange).toBe('££')
	})

	test('an unknown area answers 404 with the not-found page', async ({ page }) => {
		const response = await page.goto('/areas/no-such-area')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	})
})

test.describe('accessibility', () => {
	const paths = [
		'/services',
		'/services/kitchens',
		'/emergency',
		'/service-areas',
		'/areas/maida-vale',
		'/areas/kensington-chelsea',
		'/areas/westminster',
		'/areas/hammersmith-fulham',
	]
	for (const path of paths) {
		test(`${path} passes axe`, async ({ page }) => {
			await page.emulateMedia({ reducedMotion: 'reduce' })
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expectNoAxeViolations(page)
		})
	}
})

test.describe('@postgres changes in the database show at once', () => {
	test.describe.configure({ mode: 'serial' })
	test.use({ javaScriptEnabled: false })

	test('emergency prices follow settings.emergency_pricing', async ({ page }) => {
		await withFaultDatabase(async (sql) => {
			const [row] = await sql<{ pricing: unknown }[]>`select emergency_pricing as pricing from settings where id = 1`
			try {
				await sql`update settings set emergency_pricing = ${sql.json({
					weekday_call_out: 110,
					evening_weekend_call_out: 1250.5,
					bank_holiday_night_call_out: 175,
					first_hour_included: false,
				})} where id = 1`
				await page.goto(`${faultBaseUrl()}/emergency`)
				const pricing = page.getByRole('region', { name: 'Emergency Call-Out Charges' })
				await expect(pricing.locator('[data-pricing="weekday_call_out"]')).toHaveText('£110')
				await expect(pricing.locator('[data-pricing="evening_weekend_call_out"]')).toHaveText('£1,250.50')
				await expect(pricing.locator('[data-pricing="bank_holiday_night_call_out"]')).toHaveText('£175')
				await expect(pricing).toContainText('Labour is charged in addition to the call-out charge.')
				await expect(pricing).not.toContainText('include the first hour')
			} finally {
				await sql`update settings set emergency_pricing = ${sql.json(row!.pricing as never)} where id = 1`
			}
		})
	})

	test('a service page follows its row, and an inactive service is a 404', async ({ page }) => {
		await withFaultDatabase(async (sql) => {
			const [original] = await sql<{ name: string; price: string | null; hero: string | null }[]>`
				select name, base_price_from as price, hero_image as hero from services where slug = 'bathrooms'`
			try {
				await sql`update services set name = 'Bathrooms & Wet Rooms', base_price_from = 4999.5,
					hero_image = '/media/seed/projects/bathrooms/walk-in-shower-room.webp' where slug = 'bathrooms'`
				await page.goto(`${faultBaseUrl()}/services/bathrooms`)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bathrooms & Wet Rooms')
				await expect(page).toHaveTitle(/^Bathrooms & Wet Rooms \| /)
				await expect(page.getByText('From £4,999.50').first()).toBeVisible()
				const hero = page.locator('main picture').first()
				await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /walk-in-shower-room\.webp\?w=1280&f=avif 1280w/)
				await expect(hero.locator('img')).toHaveAttribute('alt', 'Bathrooms & Wet Rooms: an example of our work')

				await sql`update services set hero_image = 'https://images.example.com/bathroom.jpg' where slug = 'bathrooms'`
				await page.goto(`${faultBaseUrl()}/services/bathrooms`)
				const external = page.locator('main picture').first()
				await expect(external.locator('img')).toHaveAttribute('src', 'https://images.example.com/bathroom.jpg')
				await expect(external.locator('source')).toHaveCount(0)

				await sql`update services set is_active = false where slug = 'bathrooms'`
				const response = await page.goto(`${faultBaseUrl()}/services/bathrooms`)
				expect(response?.status()).toBe(404)
			} finally {
				await sql`update services set name = ${original!.name}, base_price_from = ${original!.price},
					hero_image = ${original!.hero}, is_active = true where slug = 'bathrooms'`
			}
		})
		const restored = await page.goto(`${faultBaseUrl()}/services/bathrooms`)
		expect(restored?.status()).toBe(200)
	})

	test('a failed projects read leaves the service page without its gallery', async ({ page }) => {
		const repair = await breakTable('projects')
		try {
			const response = await page.goto(`${faultBaseUrl()}/services/kitchens`)
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen Refurbishment')
			await expect(page.getByRole('region', { name: /^Recent Projects/ })).toHaveCount(0)
		} finally {
			await repair()
		}
	})

	test('a failed services read falls back to the static copy', async ({ page }) => {
		const repair = await breakTable('services')
		try {
			const response = await page.goto(`${faultBaseUrl()}/services/heating`)
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heating & Boiler Services')
			await expect(page.getByText('From £95').first()).toBeVisible()
			const unknown = await page.goto(`${faultBaseUrl()}/services/no-such-service`)
			expect(unknown?.status()).toBe(404)
		} finally {
			await repair()
		}
	})
})
