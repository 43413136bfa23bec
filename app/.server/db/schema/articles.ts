import { desc, sql } from 'drizzle-orm'
import {
	boolean,
	check,
	index,
	integer,
	jsonb,
	pgEnum,
	pgTable,
	primaryKey,
	smallint,
	text,
	timestamp,
	uniqueIndex,
} from 'drizzle-orm/pg-core'

import { contentStatusValues } from '#app/domain/article/article.ts'

import { users } from './auth.ts'
import { createdAt, updatedAt } from './columns.ts'

/*
 * Articles and case studies (decision 0038). A row is visible on the public
 * pages when it is published and its publish time has come; a published row
 * with a later publish time is scheduled. Ids are integers: the case studies'
 * pictures are keyed by them (decision 0023), and the starting rows keep the
 * ids they had as TypeScript. `version` rises with every save, so a save made
 * against an older version can be refused (optimistic concurrency).
 */

export const contentStatus = pgEnum('content_status', contentStatusValues)

const publication = () => ({
	status: contentStatus('status').notNull().default('draft'),
	publishAt: timestamp('publish_at', { withTimezone: true }),
	seoTitle: text('seo_title'),
	metaDescription: text('meta_description'),
	socialImage: text('social_image'),
	version: integer('version').notNull().default(1),
	createdAt: createdAt(),
	updatedAt: updatedAt(),
})

export const articles = pgTable(
	'articles',
	{
		id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
		slug: text('slug').notNull(),
		title: text('title').notNull(),
		category: text('category').notNull(),
		tags: text('tags')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		excerpt: text('excerpt').notNull().default(''),
		bodyHtml: text('body_html').notNull().default(''),
		coverImageKey: text('cover_image_key'),
		coverImageUrl: text('cover_image_url'),
		authorName: text('author_name').notNull().default(''),
		featured: boolean('featured').notNull().default(false),
		seoKeywords: text('seo_keywords')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		...publication(),
	},
	(table) => [
		uniqueIndex('articles_slug_key').on(table.slug),
		check('articles_version_positive', sql`${table.version} > 0`),
		// The public lists: visible rows, newest first, ties by id.
		index('articles_published_idx')
			.on(desc(table.publishAt), table.id)
			.where(sql`${table.status} = 'published'`),
	],
)

export const caseStudies = pgTable(
	'case_studies',
	{
		id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
		slug: text('slug').notNull(),
		title: text('title').notNull(),
		location: text('location').notNull().default(''),
		area: text('area').notNull(),
		category: text('category').notNull().default(''),
		timeline: text('timeline').notNull().default(''),
		budget: text('budget').notNull().default(''),
		client: text('client').notNull().default(''),
		completionYear: smallint('completion_year'),
		description: text('description').notNull().default(''),
		challenges: text('challenges')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		solutions: text('solutions')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		keyFeatures: text('key_features')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		testimonialQuote: text('testimonial_quote'),
		testimonialRating: smallint('testimonial_rating'),
		testimonialAuthor: text('testimonial_author'),
		featured: boolean('featured').notNull().default(false),
		/** The picture slots (decision 0023): an "after" always, a "before" when both are shown; the texts are their alt text. */
		beforeAfter: boolean('before_after').notNull().default(false),
		pictureAfterAlt: text('picture_after_alt').notNull().default(''),
		pictureBeforeAlt: text('picture_before_alt'),
		...publication(),
	},
	(table) => [
		uniqueIndex('case_studies_slug_key').on(table.slug),
		check('case_studies_version_positive', sql`${table.version} > 0`),
		check('case_studies_testimonial_rating_range', sql`${table.testimonialRating} between 1 and 5`),
		index('case_studies_published_idx')
			.on(desc(table.publishAt), table.id)
			.where(sql`${table.status} = 'published'`),
	],
)

/** Kinds of content with revisions and slug redirects. */
export const contentEntityValues = ['article', 'case_study'] as const
export const contentEntity = pgEnum('content_entity', contentEntityValues)

/** What a revision records: a save of the working copy, a publication, a restore, or a save refused because another was made first. */
export const revisionKindValues = ['create', 'save', 'publish', 'unpublish', 'restore', 'conflict'] as const

/**
 * A saved version of an article or case study (decision 0040). Every save takes
 * the next `version` of its entity; the unique index refuses a second save
 * made against the same version (the concurrent edit). A refused save is kept
 * with no version (kind `conflict`), so neither admin's words are lost.
 */
export const contentRevisions = pgTable(
	'content_revisions',
	{
		id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
		entityType: contentEntity('entity_type').notNull(),
		entityId: integer('entity_id').notNull(),
		version: integer('version'),
		kind: text('kind', { enum: revisionKindValues }).notNull().default('save'),
		data: jsonb('data').notNull(),
		authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('content_revisions_entity_version_key').on(table.entityType, table.entityId, table.version),
		index('content_revisions_entity_created_idx').on(table.entityType, table.entityId, desc(table.createdAt)),
		check('content_revisions_kind_check', sql`${table.kind} in ('create', 'save', 'publish', 'unpublish', 'restore', 'conflict')`),
	],
)

/**
 * The working copy of an article or case study while it differs from its row
 * (decision 0040): the editor saves here, and publishing copies it into the
 * row. Admin-only, so it has no content-version triggers: saving a draft or an
 * autosave never empties the page caches. `data` holds the editable fields by
 * their row property names (dates as ISO strings); `version` is the revision
 * it was saved as.
 */
export const contentDrafts = pgTable(
	'content_drafts',
	{
		entityType: contentEntity('entity_type').notNull(),
		entityId: integer('entity_id').notNull(),
		data: jsonb('data').notNull(),
		version: integer('version').notNull(),
		authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
		updatedAt: updatedAt(),
	},
	(table) => [primaryKey({ columns: [table.entityType, table.entityId] })],
)

/**
 * A scheduled publish time whose moment has passed and whose content-version
 * bump has been made (decision 0040): inserted with ON CONFLICT DO NOTHING, so
 * of all the instances that wake at that time only one bumps the version.
 */
export const scheduledPublications = pgTable('scheduled_publications', {
	publishAt: timestamp('publish_at', { withTimezone: true }).primaryKey(),
	bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An old slug of an article or case study, answered with a 301 to the entity's current slug (a later phase). */
export const slugRedirects = pgTable(
	'slug_redirects',
	{
		id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
		entityType: contentEntity('entity_type').notNull(),
		oldSlug: text('old_slug').notNull(),
		entityId: integer('entity_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [uniqueIndex('slug_redirects_old_slug_key').on(table.entityType, table.oldSlug)],
)

export type ArticleRow = typeof articles.$inferSelect
export type CaseStudyRow = typeof caseStudies.$inferSelect
export type ContentRevisionRow = typeof contentRevisions.$inferSelect
export type ContentDraftRow = typeof contentDrafts.$inferSelect
