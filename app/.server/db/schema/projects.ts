import { desc, sql } from 'drizzle-orm'
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'

import { createdAt, id, updatedAt } from './columns.ts'
import { projectStatus } from './enums.ts'
import { services } from './services.ts'

/** A gallery item. `images` holds public media URLs; the first is the one shown. */
export const projects = pgTable(
	'projects',
	{
		id: id(),
		title: text('title').notNull(),
		location: text('location'),
		serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
		galleryCategory: text('gallery_category'),
		status: projectStatus('status').notNull().default('published'),
		isFeatured: boolean('is_featured').notNull().default(false),
		completedAt: date('completed_at'),
		images: text('images')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		beforeAfter: jsonb('before_after').$type<{ before: string; after: string } | null>(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('projects_published_newest_idx')
			.on(desc(table.createdAt))
			.where(sql`${table.status} = 'published'`),
		index('projects_created_at_idx').on(desc(table.createdAt)),
	],
)

export type ProjectRow = typeof projects.$inferSelect
