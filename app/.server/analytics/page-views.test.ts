import { describe, expect, it } from 'vitest'

import { fromLondonInputValue } from '#app/domain/london-time.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { enquiries, pageViewsDaily } from '../db/schema/index.ts'
import { pageViewsReport } from './page-views.ts'

/**
 * The overview's page views against a fixture worked out by hand: views per
 * page in the period and the days before, enquiries per source page (its
 * query, case and trailing slash aside; spam and enquiries outside the
 * period left out) and the referring sites.
 */
const database = testDatabaseForThisFile()

/** "Today" is 10 March 2027 in London; the 7-day period is 4–10 March, the 7 days before 25 Feb – 3 Mar. */
const now = fromLondonInputValue('2027-03-10T15:00')!
const londonAt = (value: string) => fromLondonInputValue(value)!

const enquiry = (sourcePage: string | null, createdAt: Date, stage: 'new' | 'spam' | 'won' = 'new') => ({
	name: 'Test Customer',
	email: 'customer@example.com',
	phone: '07700900123',
	postcode: 'W9 1AA',
	service: 'plumbing',
	consentAt: createdAt,
	sourcePage,
	createdAt,
	stage,
})

describe(`the page views report (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('gives views, the change on the days before, enquiries and referring sites per page', async () => {
		await database.db.insert(pageViewsDaily).values([
			// In the period (4–10 March).
			{ day: '2027-03-04', path: '/', referrerHost: '', views: 50 },
			{ day: '2027-03-10', path: '/', referrerHost: 'google.co.uk', views: 30 },
			{ day: '2027-03-06', path: '/services/plumbing', referrerHost: '', views: 15 },
			{ day: '2027-03-07', path: '/services/plumbing', referrerHost: 'google.co.uk', views: 5 },
			{ day: '2027-03-08', path: '/contact', referrerHost: '*', views: 8 },
			{ day: '2027-03-09', path: '/contact', referrerHost: 'bing.com', views: 2 },
			// The 7 days before (25 February – 3 March).
			{ day: '2027-02-25', path: '/', referrerHost: '', views: 40 },
			{ day: '2027-03-03', path: '/services/plumbing', referrerHost: '', views: 20 },
			{ day: '2027-03-01', path: '/old-page', referrerHost: '', views: 9 },
			// Before both: not read.
			{ day: '2027-02-24', path: '/', referrerHost: '', views: 1_000 },
		])
		await database.db.insert(enquiries).values([
			enquiry('/services/plumbing', londonAt('2027-03-04T00:00')),
			enquiry('/services/plumbing?utm_source=x', londonAt('2027-03-05T09:00')),
			enquiry('/Services/Plumbing/', londonAt('2027-03-10T23:59'), 'won'),
			enquiry('/contact', londonAt('2027-03-08T12:00')),
			enquiry('/contact', londonAt('2027-03-08T12:00'), 'spam'),
			enquiry('/api/enquiries', londonAt('2027-03-09T12:00')),
			enquiry(null, londonAt('2027-03-09T12:00')),
			// Outside the period: the day before it and the day after it (London midnight, BST not yet).
			enquiry('/services/plumbing', londonAt('2027-03-03T23:59')),
			enquiry('/services/plumbing', londonAt('2027-03-11T00:00')),
		])

		const week = await pageViewsReport(7, { now })
		expect(week).toEqual({
			days: 7,
			from: '2027-03-04',
			to: '2027-03-10',
			views: 80 + 20 + 10,
			previousViews: 40 + 20 + 9,
			enquiries: 6,
			pages: [
				{ path: '/', views: 80, previousViews: 40, enquiries: 0 },
				{ path: '/services/plumbing', views: 20, previousViews: 20, enquiries: 3 },
				{ path: '/contact', views: 10, previousViews: 0, enquiries: 1 },
				{ path: '/api/enquiries', views: 0, previousViews: 0, enquiries: 1 },
			],
			pageCount: 4,
			referrers: [
				{ host: '', views: 65 },
				{ host: 'google.co.uk', views: 35 },
				{ host: '*', views: 8 },
				{ host: 'bing.com', views: 2 },
			],
		})

		// 30 days: 9 Feb – 10 Mar; the days before reach back to 10 Jan.
		const month = await pageViewsReport(30, { now, limit: 2 })
		expect(month).toMatchObject({ from: '2027-02-09', to: '2027-03-10', views: 1_000 + 80 + 40 + 20 + 20 + 10 + 9, previousViews: 0 })
		expect(month.pages).toEqual([
			{ path: '/', views: 1_120, previousViews: 0, enquiries: 0 },
			{ path: '/services/plumbing', views: 40, previousViews: 0, enquiries: 4 },
		])
		expect(month.pageCount).toBe(5)
	})

	it('is empty for a period with nothing in it', async () => {
		const report = await pageViewsReport(90, { now: londonAt('2030-01-01T12:00') })
		expect(report).toMatchObject({ from: '2029-10-04', to: '2030-01-01', views: 0, enquiries: 0, pages: [], referrers: [] })
	})
})
