import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per backup attempt (issue 26, decision 0054), written when it has
 * finished, ok or failed, by whichever process made it: the admin's backups
 * page and the overview's Health show them, and the scheduler reads the day's
 * scheduled run here. The archives themselves are in the backup store.
 */
export const backupRuns = pgTable(
	'backup_runs',
	{
		id: serial('id').primaryKey(),
		startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
		finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
		/** scheduled | admin | command */
		trigger: text('trigger').notNull(),
		/** The London day a scheduled run was for (YYYY-MM-DD); null for the others. */
		day: text('day'),
		ok: boolean('ok').notNull(),
		/** The archive's name in the store, its size, where (local | s3), and what it holds. */
		name: text('name'),
		bytes: bigint('bytes', { mode: 'number' }),
		store: text('store').notNull(),
		databaseKind: text('database_kind').notNull(),
		files: integer('files').notNull().default(0),
		/** What went wrong, in words (never a secret: see the backup's error messages). */
		error: text('error'),
	},
	(table) => [
		check('backup_runs_trigger', sql`${table.trigger} in ('scheduled', 'admin', 'command')`),
		index('backup_runs_finished_idx').on(table.finishedAt.desc()),
	],
)

export type BackupRunRow = typeof backupRuns.$inferSelect
