import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * Public page views as daily totals (decision 0051): per London day, page path
 * and referring host ('' direct or from this site, '*' the other sites past a
 * page's day's limit). Nothing else: no visitor address, user agent, cookie or
 * full referring address. Not content: counting must never empty a page cache.
 */
export const pageViewsDaily = pgTable(
	'page_views_daily',
	{
		day: date('day', { mode: 'string' }).notNull(),
		path: text('path').notNull(),
		referrerHost: text('referrer_host').notNull().default(''),
		views: integer('views').notNull().default(0),
	},
	// Day first: the report reads a range of days, and pruning deletes the oldest.
	(table) => [primaryKey({ name: 'page_views_daily_pkey', columns: [table.day, table.path, table.referrerHost] })],
)

export type PageViewsDailyRow = typeof pageViewsDaily.$inferSelect
