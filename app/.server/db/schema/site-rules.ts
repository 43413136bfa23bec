import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { createdAt, id, updatedAt } from './columns.ts'

/*
 * The owner's rules for public addresses (issue 23): search settings per fixed
 * page, redirects, and the report of addresses that were not found.
 */

/** The owner's search settings for one fixed public page (by its path); absent fields keep the page's defaults. */
export const pageSeo = pgTable(
	'page_seo',
	{
		id: id(),
		path: text('path').notNull(),
		title: text('title'),
		description: text('description'),
		/** A media key of this site for the social card. */
		socialImage: text('social_image'),
		noindex: boolean('noindex').notNull().default(false),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('page_seo_path_key').on(table.path)],
)

export const redirectMatchValues = ['exact', 'prefix'] as const

/**
 * A redirect rule: a request for `fromPath` (or, with `prefix`, anything under
 * it) is answered with `status` (301, 302 or 410) to `target` (a site path or
 * an http(s) address; empty for 410). Applied before rendering and the page cache.
 */
export const redirects = pgTable(
	'redirects',
	{
		id: id(),
		fromPath: text('from_path').notNull(),
		match: text('match', { enum: redirectMatchValues }).notNull().default('exact'),
		target: text('target').notNull().default(''),
		status: smallint('status').notNull().default(301),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('redirects_from_path_key').on(table.fromPath),
		check('redirects_status_check', sql`${table.status} in (301, 302, 410)`),
		check('redirects_match_check', sql`${table.match} in ('exact', 'prefix')`),
	],
)

/**
 * How often each redirect was followed: apart from `redirects`, so counting a
 * hit changes no table public pages read (no content-version bump, no cache emptied).
 */
export const redirectHits = pgTable('redirect_hits', {
	redirectId: uuid('redirect_id')
		.primaryKey()
		.references(() => redirects.id, { onDelete: 'cascade' }),
	hits: integer('hits').notNull().default(0),
	lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
})

/** An address visitors asked for that was not found (bounded: capped rows, capped path length, old rows pruned). */
export const notFoundPaths = pgTable(
	'not_found_paths',
	{
		path: text('path').primaryKey(),
		hits: integer('hits').notNull().default(0),
		botHits: integer('bot_hits').notNull().default(0),
		/** The host of the last referring page, if any (never a full address: no query, no personal data). */
		referrerHost: text('referrer_host'),
		firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('not_found_paths_last_seen_idx').on(table.lastSeenAt)],
)

export type PageSeoRow = typeof pageSeo.$inferSelect
export type RedirectRow = typeof redirects.$inferSelect
export type NotFoundPathRow = typeof notFoundPaths.$inferSelect
