import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { londonDay } from '#app/domain/enquiry/pipeline.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loadPageViews } from './pages.server.ts'
import { PageViewsSection, type PageViewsData } from './pages.tsx'

/**
 * The overview's "Pages" section: its loader helper reads the period from the
 * address (leniently) and only for an admin; the section renders the switch
 * as links that keep the page's other parameters, the pages' table, the
 * referring sites, and its empty and error states.
 */
const database = testDatabaseForThisFile()
const admin = sessionForThisFile('pages-admin@example.com')

const render = (data: PageViewsData, url = '/admin?enquiries=open') => {
	const router = createMemoryRouter([{ path: '/admin', element: <PageViewsSection data={data} /> }], { initialEntries: [url] })
	return renderToStaticMarkup(<RouterProvider router={router} />)
}

const request = (query: string, cookie?: string) => new Request(`http://localhost/admin${query}`, { headers: cookie ? { cookie } : {} })

describe('the Pages section', () => {
	it('loads the period the address asks for, 30 days otherwise, for admins only', async () => {
		const today = londonDay(new Date())
		await database.db.insert(pageViewsDaily).values([
			{ day: today, path: '/services', referrerHost: 'google.co.uk', views: 7 },
			{ day: today, path: '/services', referrerHost: '', views: 3 },
		])
		const week = await loadPageViews({ request: request('?views=7', admin.cookie), context: testContext() })
		expect(week).toMatchObject({ period: 7, loadError: null, report: { days: 7, views: 10, pages: [{ path: '/services', views: 10 }] } })
		for (const query of ['', '?views=365', '?views=abc', '?views=-7&x=1'])
			expect((await loadPageViews({ request: request(query, admin.cookie), context: testContext() })).period).toBe(30)
		expect((await loadPageViews({ request: request('?views=90', admin.cookie), context: testContext() })).period).toBe(90)
		await expect(loadPageViews({ request: request('?views=7'), context: testContext() })).rejects.toMatchObject({ status: 302 })
	})

	it('renders the pages with conversion and change, the referring sites and the period links', () => {
		const html = render({
			period: 7,
			loadError: null,
			report: {
				days: 7,
				from: '2027-03-04',
				to: '2027-03-10',
				views: 110,
				previousViews: 100,
				enquiries: 5,
				pages: [
					{ path: '/', views: 80, previousViews: 40, enquiries: 0 },
					{ path: '/services/plumbing', views: 20, previousViews: 20, enquiries: 3 },
					{ path: '/contact', views: 10, previousViews: 0, enquiries: 1 },
					{ path: '/<script>', views: 0, previousViews: 5, enquiries: 1 },
				],
				pageCount: 4,
				referrers: [
					{ host: '', views: 65 },
					{ host: 'google.co.uk', views: 35 },
					{ host: '*', views: 10 },
				],
			},
		})
		const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
		expect(text).toContain('110 views (+10% on the 7 days before) and 5 enquiries from Thu, 4 Mar 2027 to Wed, 10 Mar 2027.')
		expect(text).toContain('/ 80 +100% on the 7 days before 0 0%')
		expect(text).toContain('/services/plumbing 20 ±0% on the 7 days before 3 15%')
		expect(text).toContain('/contact 10 new on the 7 days before 1 10%')
		expect(text).toContain('0 −100% on the 7 days before 1 –')
		expect(html).toContain('&lt;script&gt;')
		expect(html).not.toContain('<script>')
		expect(text).toContain('Direct, or from this site 65 google.co.uk 35 Other sites 10')
		// The switch keeps the page's own parameters and marks the current period.
		expect(html).toContain('href="/admin?enquiries=open&amp;views=30"')
		expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\?enquiries=open&amp;views=7"/)
		expect(html).toContain('<caption class="sr-only">Views, enquiries and conversion per page, last 7 days, most viewed first</caption>')
	})

	it('says so when nothing was counted, and shows the error when the report cannot be read', () => {
		const empty = render({
			period: 90,
			loadError: null,
			report: {
				days: 90,
				from: '2029-10-04',
				to: '2030-01-01',
				views: 0,
				previousViews: 0,
				enquiries: 0,
				pages: [],
				pageCount: 0,
				referrers: [],
			},
		})
		expect(empty).toContain('No page views counted in the last 90 days yet.')
		expect(empty).not.toContain('<table')
		const failed = render({ period: 30, loadError: 'Failed to fetch page views', report: null })
		expect(failed).toContain('Error: Failed to fetch page views')
		expect(failed).toContain('aria-current="page"')
	})
})
