import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters for throttling (enquiries per IP and per address,
 * sign-in attempts per IP and per account). Kept in the database so the
 * limits hold across server instances and restarts.
 */
export const rateLimitBuckets = pgTable(
	'rate_limit_buckets',
	{
		key: text('key').primaryKey(),
		windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
		count: integer('count').notNull(),
	},
	(table) => [index('rate_limit_buckets_window_idx').on(table.windowStart)],
)
