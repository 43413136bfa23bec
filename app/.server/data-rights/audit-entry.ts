import { sql } from 'drizzle-orm'

import { getDb, type Database } from '../db/index.ts'
import { auditLog, type AuditChange } from '../db/schema/index.ts'

/** The History view's table name of erasures and retention runs. */
export const DATA_RIGHTS_TABLE = 'data_rights'

/**
 * One History entry for an erasure or a retention run, written in the
 * transaction that deleted the rows: who (the transaction's actor, as the
 * audit trigger reads it; none for the daily job), when, and how many rows of
 * each kind went (`n → 0`). Never the address, a name or a row id: the entry
 * outlives the data it reports on, so it must not identify the person.
 */
export async function recordDataRightsEntry(recordId: 'erasure' | 'retention', counts: Record<string, number>, db: Database = getDb()) {
	const changes: Record<string, AuditChange> = Object.fromEntries(Object.entries(counts).map(([kind, n]) => [kind, { from: n, to: 0 }]))
	await db.insert(auditLog).values({
		actorId: sql`nullif(current_setting('app.actor_id', true), '')`,
		actorEmail: sql`nullif(current_setting('app.actor_email', true), '')`,
		tableName: DATA_RIGHTS_TABLE,
		recordId,
		action: 'delete',
		changes,
	})
}
