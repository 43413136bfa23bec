import { desc, sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'

export const RATING = { min: 1, max: 5, default: 5 } as const

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
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
		index('reviews_published_newest_idx')
			.on(desc(table.createdAt))
			.where(sql`${table.isPublished}`),
		index('reviews_created_at_idx').on(desc(table.createdAt)),
	],
)

export type ReviewRow = typeof reviews.$inferSelect
