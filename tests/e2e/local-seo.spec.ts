import { expect, test, type Page } from '@playwright/test'

import { compareCitations } from '#app/domain/local-seo/rules.ts'

import { seedCitations, seedRankings } from '../../app/.server/seed/data.ts'
import { expectNoAxeViolations } from './helpers/axe.ts'
import { breakTable, faultBaseUrl } from './helpers/faults.ts'

/**
 * /local-seo against the seeded database: the area filter and the tabs are
 * links (the URL holds the view), with and without JavaScript; the lists'
 * orderings and limits; and a database fault leaves the page up with the empty texts.
 */

const citationNames = (localArea: string | null) =>
	seedCitations
		.filter((citation) => localArea === null || citation.localArea === localArea)
		.sort(compareCitations)
		.slice(0, 10)
		.map((citation) => citation.directoryName)

const rankingKeywords = (location: string | null) =>
	seedRankings
		.filter((ranking) => location === null || ranking.location === location)
		.sort((a, b) => a.currentPosition - b.currentPosition)
		.slice(0, 15)
		.map((ranking) => ranking.keyword)

const areaLinks = (page: Page) => page.getByRole('navigation', { name: 'Filter by area' }).getByRole('link')
const tabLinks = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link')
const citationsRegion = (page: Page) => page.getByRole('region', { name: 'Local Citations' })
const rankingsRegion = (page: Page) => page.getByRole('region', { name: 'Search Rankings' })

/** Nothing in the page's own content reaches past the viewport's right edge (the site header is checked with the shell). */
async function expectContentFitsWidth(page: Page) {
	const overflowing = await page.locator('main').evaluate((main) => {
		const width = document.documentElement.clientWidth
		return [main, ...main.querySelectorAll('*')]
			.filter((element) => element.getBoundingClientRect().right > width + 0.5)
			.map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`)
	})
	expect(overflowing).toEqual([])
}

for (const javaScriptEnabled of [false, true]) {
	test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
		test.use({ javaScriptEnabled })

		test('/local-seo opens on all areas and the citations tab, sorted, without internal notes', async ({ page }) => {
			const response = await page.goto('/local-seo')
			expect(response?.status()).toBe(200)
			await expect(page).toHaveTitle(/^Our Local Listings & Rankings/)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local SEO Dashboard')
			// Out of search by default (decision 0045): no canonical address is named.
			await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
			await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)

			const performance = page.getByRole('region', { name: 'Performance Overview' })
			for (const [title, score] of [
				['Google Business Profile', '95%'],
				['Local Citations', '85%'],
				['Search Rankings', '78%'],
				['Internal Links', '92%'],
			] as const) {
				await expect(performance.getByRole('listitem').filter({ hasText: title })).toContainText(score)
			}
			const topKeywords = page.getByRole('region', { name: 'Top Keywords' }).getByRole('listitem')
			await expect(topKeywords).toHaveCount(5)
			await expect(topKeywords.first()).toContainText(rankingKeywords(null)[0]!)
			await expect(topKeywords.first()).toContainText('Top 3')

			await expect(areaLinks(page).first()).toHaveAttribute('aria-current', 'true')
			await expect(tabLinks(page)).toHaveText(['Local Citations', 'Search Rankings', 'Internal Links', 'Optimization'])
			await expect(tabLinks(page).first()).toHaveAttribute('aria-current', 'page')
			await expect(citationsRegion(page).getByRole('heading', { level: 3 })).toHaveText(citationNames(null))
			// Status words with spaces, the NAP badge only above 0, and never the staff's notes.
			await expect(citationsRegion(page).getByRole('listitem').filter({ hasText: 'Yell' }).first()).toContainText('needs update')
			await expect(citationsRegion(page).getByRole('listitem').filter({ hasText: 'Google Business Profile' })).toContainText('NAP 100%')
			await expect(citationsRegion(page).getByRole('listitem').filter({ hasText: 'Apple Business Connect' })).not.toContainText('NAP')
			const html = await page.content()
			for (const citation of seedCitations) if (citation.notes) expect(html).not.toContain(citation.notes)
			for (const ranking of seedRankings) if (ranking.notes) expect(html).not.toContain(ranking.notes)
		})

		test('/local-seo filters by area and switches tabs through the URL', async ({ page }) => {
			test.slow()
			await page.goto('/local-seo')
			await areaLinks(page).filter({ hasText: 'Maida Vale' }).click()
			await expect(page).toHaveURL(/\/local-seo\?area=maida-vale$/)
			await expect(areaLinks(page).filter({ hasText: 'Maida Vale' })).toHaveAttribute('aria-current', 'true')
			await expect(citationsRegion(page).getByRole('heading', { level: 3 })).toHaveText(citationNames('Maida Vale'))

			await tabLinks(page).filter({ hasText: 'Search Rankings' }).click()
			await expect(page).toHaveURL(/\/local-seo\?area=maida-vale&tab=rankings$/)
			await expect(tabLinks(page).filter({ hasText: 'Search Rankings' })).toHaveAttribute('aria-current', 'page')
			await expect(rankingsRegion(page).getByRole('heading', { level: 3 })).toHaveText(rankingKeywords('Maida Vale'))
			const best = rankingsRegion(page).getByRole('listitem').first()
			await expect(best).toContainText('Top 3')
			const improved = rankingsRegion(page).getByRole('listitem').filter({ hasText: 'emergency plumber maida vale' })
			await expect(improved).toContainText('+2')

			// The area link keeps the tab; All Areas goes back to every location.
			await areaLinks(page).filter({ hasText: 'All Areas' }).click()
			await expect(page).toHaveURL(/\/local-seo\?tab=rankings$/)
			await expect(rankingsRegion(page).getByRole('heading', { level: 3 })).toHaveText(rankingKeywords(null))
			await expect(rankingsRegion(page).getByRole('listitem').filter({ hasText: 'bathroom fitters west london' })).toContainText('-2')

			await tabLinks(page).filter({ hasText: 'Internal Links' }).click()
			await expect(page).toHaveURL(/\/local-seo\?tab=links$/)
			const links = page.getByRole('region', { name: 'Internal Links' })
			await expect(links.getByRole('region', { name: 'From the home page' }).getByRole('link')).toHaveCount(2)
			await expect(links.getByRole('region', { name: 'From the services page' }).getByRole('link')).toHaveCount(2)
			await expect(links.getByRole('link', { name: /Maida Vale refurbishment specialists/ })).toHaveAttribute('href', '/areas/maida-vale')

			await tabLinks(page).filter({ hasText: 'Optimization' }).click()
			await expect(page).toHaveURL(/\/local-seo\?tab=optimization$/)
			const optimization = page.getByRole('region', { name: 'Optimization' })
			for (const text of ['8/8 listed', '5/7 listed', '95%', '3 pending', '2-3 times per week'])
				await expect(optimization).toContainText(text)
			await expect(optimization.getByRole('region', { name: 'Recommendations' }).getByRole('listitem')).toHaveCount(3)
		})

		test('/local-seo treats unknown filters as the defaults', async ({ page }) => {
			const response = await page.goto('/local-seo?area=nowhere&tab=secret')
			expect(response?.status()).toBe(200)
			await expect(areaLinks(page).first()).toHaveAttribute('aria-current', 'true')
			await expect(tabLinks(page).first()).toHaveAttribute('aria-current', 'page')
			await expect(citationsRegion(page).getByRole('heading', { level: 3 })).toHaveText(citationNames(null))
		})
	})
}

test('/local-seo has its title, robots noindex (by default, decision 0045) and JSON-LD in the first HTML', async ({ request }) => {
	const response = await request.get('/local-seo?area=westminster&tab=rankings')
	expect(response.status()).toBe(200)
	const html = await response.text()
	expect(html).toMatch(/<title>Our Local Listings &amp; Rankings[^<]*<\/title>/)
	expect(html).toContain('<meta name="robots" content="noindex"/>')
	// The head names no canonical address (the page's scripts may mention the selector).
	expect(html.split('</head>')[0]).not.toContain('rel="canonical"')
	const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
		(match) => JSON.parse(match[1]!) as Record<string, unknown>,
	)
	expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['HomeAndConstructionBusiness', 'WebPage']))
	const webPage = blocks.find((block) => block['@type'] === 'WebPage')!
	expect(webPage.spatialCoverage).toContainEqual({ '@type': 'Place', name: 'Kensington & Chelsea' })
	// The content is there without JavaScript too.
	expect(html).toContain('commercial refurbishment westminster')
})

test('/local-seo passes axe on every tab and fits 320 px without its content scrolling sideways', async ({ page }) => {
	test.slow()
	for (const path of [
		'/local-seo',
		'/local-seo?tab=rankings',
		'/local-seo?tab=links',
		'/local-seo?area=kensington-chelsea&tab=optimization',
	]) {
		await page.setViewportSize({ width: 1280, height: 900 })
		await page.goto(path)
		await expectNoAxeViolations(page)
		await page.setViewportSize({ width: 320, height: 800 })
		await expectContentFitsWidth(page)
	}
})

test('/local-seo is keyboard friendly: the tabs are reachable links', async ({ page }) => {
	await page.goto('/local-seo')
	await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
	const rankingsTab = tabLinks(page).filter({ hasText: 'Search Rankings' })
	await rankingsTab.focus()
	await expect(rankingsTab).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/local-seo\?tab=rankings$/)
	await expect(rankingsRegion(page)).toBeVisible()
	// In place (decision 0020), and the chosen tab keeps the keyboard focus.
	expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')
	await expect(tabLinks(page).filter({ hasText: 'Search Rankings' })).toBeFocused()
})

test.describe('@postgres /local-seo with failing reads', () => {
	test('logs and shows the empty texts instead of failing', async ({ page }) => {
		const repairCitations = await breakTable('local_citations')
		const repairRankings = await breakTable('local_search_rankings')
		try {
			const response = await page.goto(`${faultBaseUrl()}/local-seo`)
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local SEO Dashboard')
			await expect(citationsRegion(page)).toContainText('No citations found for the specified criteria.')
			await expect(page.getByRole('region', { name: 'Top Keywords' })).toHaveCount(0)
			await page.goto(`${faultBaseUrl()}/local-seo?tab=rankings`)
			await expect(rankingsRegion(page)).toContainText('No search ranking data available.')
		} finally {
			await repairCitations()
			await repairRankings()
		}
	})
})
