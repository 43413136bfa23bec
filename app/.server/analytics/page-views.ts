import { and, gte, lt, ne, sql } from 'drizzle-orm'

import { viewPath, type PageViewsReport, type PageViewsRow, type ViewPeriod } from '#app/domain/analytics/page-views.ts'
import { addDays, londonDay } from '#app/domain/enquiry/pipeline.ts'
import { londonMidnight } from '#app/domain/london-time.ts'

import { getDb, type Database } from '../db/index.ts'
import { enquiries, pageViewsDaily } from '../db/schema/index.ts'

/**
 * The overview's page views (issue 25, decision 0051): for the last 7, 30 or
 * 90 London days (today included), each public page's views against the same
 * number of days before, the enquiries sent from it (`source_page`, read by
 * the counter's own path rule; spam left out) and so its conversion, and the
 * sites that sent visitors. Two grouped reads, over a range of days and of the
 * enquiries' date index: a year of daily rows costs the days asked for (and
 * as many before), not the year.
 */

export const REFERRER_ROWS = 10

export async function pageViewsReport(
	days: ViewPeriod,
	{ now = new Date(), db = getDb(), limit = 100 }: { now?: Date; db?: Database; limit?: number } = {},
): Promise<PageViewsReport> {
	const to = londonDay(now)
	const from = addDays(to, -(days - 1))
	const previousFrom = addDays(from, -days)
	const current = sql`${pageViewsDaily.day} >= ${from}`
	// One pass over the two periods' rows gives both the pages and the referring sites.
	const [viewRows, enquiryRows] = await Promise.all([
		db
			.select({
				path: pageViewsDaily.path,
				host: pageViewsDaily.referrerHost,
				views: sql<number>`coalesce(sum(${pageViewsDaily.views}) filter (where ${current}), 0)`.mapWith(Number),
				previousViews: sql<number>`coalesce(sum(${pageViewsDaily.views}) filter (where not ${current}), 0)`.mapWith(Number),
			})
			.from(pageViewsDaily)
			.where(sql`${pageViewsDaily.day} between ${previousFrom} and ${to}`)
			.groupBy(pageViewsDaily.path, pageViewsDaily.referrerHost),
		db
			.select({ sourcePage: enquiries.sourcePage, enquiries: sql<number>`count(*)`.mapWith(Number) })
			.from(enquiries)
			.where(
				and(
					gte(enquiries.createdAt, londonMidnight(from)),
					lt(enquiries.createdAt, londonMidnight(addDays(to, 1))),
					ne(enquiries.stage, 'spam'),
				),
			)
			.groupBy(enquiries.sourcePage),
	])

	const pages = new Map<string, PageViewsRow>()
	const row = (path: string) => {
		let found = pages.get(path)
		if (!found) pages.set(path, (found = { path, views: 0, previousViews: 0, enquiries: 0 }))
		return found
	}
	const hosts = new Map<string, number>()
	let previousTotal = 0
	for (const { path, host, views, previousViews } of viewRows) {
		const page = row(path)
		page.views += views
		page.previousViews += previousViews
		previousTotal += previousViews
		if (views > 0) hosts.set(host, (hosts.get(host) ?? 0) + views)
	}
	let enquiryTotal = 0
	for (const { sourcePage, enquiries: count } of enquiryRows) {
		enquiryTotal += count
		const path = viewPath(sourcePage)
		if (path !== null) row(path).enquiries += count
	}
	const ranked = [...pages.values()]
		.filter((page) => page.views > 0 || page.enquiries > 0)
		.sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || (a.path < b.path ? -1 : 1))
	return {
		days,
		from,
		to,
		views: ranked.reduce((sum, page) => sum + page.views, 0),
		previousViews: previousTotal,
		enquiries: enquiryTotal,
		pages: ranked.slice(0, limit),
		pageCount: ranked.length,
		referrers: [...hosts]
			.map(([host, views]) => ({ host, views }))
			.sort((a, b) => b.views - a.views || (a.host < b.host ? -1 : 1))
			.slice(0, REFERRER_ROWS),
	}
}
