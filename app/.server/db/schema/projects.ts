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
		// The gallery's pages, all categories and one category (the gallery compares trimmed names), in
		// the same order as the list: newest first, ties broken by id so pages never overlap. Migration
		// 0006 also creates statistics on the trimmed category, which drizzle cannot declare.
		index('projects_published_page_idx')
			.on(desc(table.createdAt), desc(table.id))
			.where(sql`${table.status} = 'published'`),
		index('projects_published_category_page_idx')
			.on(sql`btrim(${table.galleryCategory})`, desc(table.createdAt), desc(table.id))
			.where(sql`${table.status} = 'published'`),
		// The admin list's order (every row); also keeps the planner from choosing it, plus a sort, for the public pages.
		index('projects_created_at_idx').on(desc(table.createdAt), desc(table.id)),
	],
)

export type ProjectRow = typeof projects.$inferSelect
