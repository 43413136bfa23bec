import { desc, eq, sql } from 'drizzle-orm'

import { getDb, inTransaction } from './db/index.ts'
import { auditLog, type AuditRow } from './db/schema/index.ts'

/** Who is making a change: the signed-in admin. */
export type Actor = { id: string; email: string }

/**
 * Runs `task` in one transaction on behalf of `actor`: the audit trigger on
 * every audited table (see the audit_log migration) records the actor with
 * each changed row, so a write cannot forget to be audited and a failed write
 * leaves no history behind.
 */
export function asActor<T>(actor: Actor, task: () => Promise<T>): Promise<T> {
	return inTransaction(task, async (tx) => {
		await tx.execute(sql`select set_config('app.actor_id', ${actor.id}, true), set_config('app.actor_email', ${actor.email}, true)`)
	})
}

export const AUDIT_PAGE_SIZE = 100

/** The newest changes first, optionally of one table. */
export async function listAudit({ table, limit = AUDIT_PAGE_SIZE }: { table?: string; limit?: number } = {}): Promise<AuditRow[]> {
	const query = getDb().select().from(auditLog)
	return (table ? query.where(eq(auditLog.tableName, table)) : query).orderBy(desc(auditLog.id)).limit(limit)
}
