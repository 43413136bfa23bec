import { bigint, date, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core'

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

/**
 * The enquiries (spam left out) counted per London day of receipt and per
 * service, outward code or source page (`key`, null for no recorded page):
 * how many, how many won and for how much. Kept by triggers on `enquiries`
 * (migration 0024, decision 0060), so the overview's pipeline sums a few
 * thousand of these rows instead of reading a year of enquiries. Not content.
 */
export const enquiryDailyCounts = pgTable(
	'enquiry_daily_counts',
	{
		day: date('day', { mode: 'string' }).notNull(),
		dimension: text('dimension', { enum: ['service', 'outward', 'page'] }).notNull(),
		key: text('key'),
		received: integer('received').notNull(),
		won: integer('won').notNull(),
		wonPence: bigint('won_pence', { mode: 'number' }).notNull(),
	},
	(table) => [unique('enquiry_daily_counts_key').on(table.day, table.dimension, table.key).nullsNotDistinct()],
)

/**
 * The same counts per London month (its first day), kept by the same
 * triggers (migration 0025): the overview's year of outcomes sums about a
 * dozen months of these rather than 365 days (decision 0060).
 */
export const enquiryMonthlyCounts = pgTable(
	'enquiry_monthly_counts',
	{
		month: date('month', { mode: 'string' }).notNull(),
		dimension: text('dimension', { enum: ['service', 'outward', 'page'] }).notNull(),
		key: text('key'),
		received: integer('received').notNull(),
		won: integer('won').notNull(),
		wonPence: bigint('won_pence', { mode: 'number' }).notNull(),
	},
	(table) => [unique('enquiry_monthly_counts_key').on(table.month, table.dimension, table.key).nullsNotDistinct()],
)
