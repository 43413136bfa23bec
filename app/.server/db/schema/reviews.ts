import { desc, sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core'

import { RATING } from '#app/domain/review/rating.ts'

import { createdAt, id, updatedAt } from './columns.ts'

export const reviews = pgTable(
	'reviews',
	{
		id: id(),
		reviewerName: text('reviewer_name').notNull(),
		location: text('location'),
		title: text('title'),
		body: text('body').notNull(),
		rating: smallint('rating').notNull().default(RATING.default),
		isPublished: boolean('is_published').notNull().default(false),
		/** Shown on the home page (issue 23): the owner's choice of testimonials. */
		featured: boolean('featured').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('reviews_rating_range', sql`${table.rating} between ${sql.raw(String(RATING.min))} and ${sql.raw(String(RATING.max))}`),
		// The public list's pages: newest first, ties broken by id so no review is on two pages or on none.
		index('reviews_published_page_idx')
			.on(desc(table.createdAt), desc(table.id))
			.where(sql`${table.isPublished}`),
		// The admin list's order (every row); also keeps the planner from choosing it, plus a sort, for the public pages.
		index('reviews_created_at_idx').on(desc(table.createdAt), desc(table.id)),
	],
)

export type ReviewRow = typeof reviews.$inferSelect
