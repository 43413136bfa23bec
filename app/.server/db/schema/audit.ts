import { desc } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One field's change: its value before and after ("changed" alone for a secret, whose values are never kept). */
export type AuditChange = { from?: unknown; to?: unknown } | 'changed'

/**
 * Who changed which record, when, and which fields. Rows are written by the
 * `audit_row()` trigger on every audited table (see the migration), so no write
 * can skip it; the actor comes from the transaction's `app.actor_*` settings
 * (../../audit.ts), and is empty for the seed and the command line.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: bigserial('id', { mode: 'number' }).primaryKey(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
		actorId: text('actor_id'),
		actorEmail: text('actor_email'),
		tableName: text('table_name').notNull(),
		recordId: text('record_id').notNull(),
		action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
		changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull(),
	},
	(table) => [index('audit_log_at_idx').on(desc(table.at)), index('audit_log_record_idx').on(table.tableName, table.recordId)],
)

export type AuditRow = typeof auditLog.$inferSelect
