import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/** Small key/value facts about this installation (e.g. when starting content was seeded). */
export const appMeta = pgTable('app_meta', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row: a number that database triggers raise for every statement that
 * changes a row public pages show (see drizzle/0005_content_version.sql,
 * drizzle/0009_content_version_changed_rows.sql and decision 0012). Caches of
 * rendered pages and settings are valid for one version.
 */
export const contentVersion = pgTable(
	'content_version',
	{
		id: smallint('id').primaryKey().default(1),
		version: bigint('version', { mode: 'number' }).notNull().default(1),
	},
	(table) => [check('content_version_single_row', sql`${table.id} = 1`)],
)
