import { sql } from 'drizzle-orm'
import { boolean, check, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

import { createdAt, id, updatedAt } from './columns.ts'

export const services = pgTable(
	'services',
	{
		id: id(),
		name: text('name').notNull(),
		slug: text('slug').notNull(),
		summary: text('summary'),
		description: text('description'),
		/** Pounds, two decimals; null when no "from" price is published. */
		basePriceFrom: numeric('base_price_from', { precision: 10, scale: 2, mode: 'number' }),
		isActive: boolean('is_active').notNull().default(true),
		heroImage: text('hero_image'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('services_slug_key').on(table.slug),
		check('services_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
		check('services_price_not_negative', sql`${table.basePriceFrom} is null or ${table.basePriceFrom} >= 0`),
	],
)

export type ServiceRow = typeof services.$inferSelect
