import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm'

import { newsletterState, type NewsletterState } from '#app/domain/newsletter/admin-list.ts'

import { getDb } from '../db/index.ts'
import { newsletterSubscribers } from '../db/schema/index.ts'
import { containsPattern } from './enquiries.ts'

/*
 * The newsletter list in the admin (issue 24): every sign-up with its state,
 * searchable by address, filterable by state, newest first.
 */

const table = newsletterSubscribers

const stateCondition: Record<NewsletterState, SQL> = {
	pending: and(isNull(table.confirmedAt), isNull(table.unsubscribedAt))!,
	confirmed: and(isNotNull(table.confirmedAt), isNull(table.unsubscribedAt))!,
	unsubscribed: isNotNull(table.unsubscribedAt),
}

export type SubscriberListItem = {
	id: string
	email: string
	state: NewsletterState
	subscribedAt: Date
	confirmedAt: Date | null
	unsubscribedAt: Date | null
	sourcePage: string | null
}

/**
 * Subscribers newest first, filtered by a search in the address and a state.
 * With `limit`, one page and the number of all matches; without, all of them (the CSV export).
 */
export async function listSubscribers({
	q,
	state,
	limit,
	offset = 0,
}: { q?: string; state?: NewsletterState | null; limit?: number; offset?: number } = {}): Promise<{
	items: SubscriberListItem[]
	total: number
}> {
	const db = getDb()
	const text = q?.trim()
	const where = and(text ? ilike(table.email, containsPattern(text)) : undefined, state ? stateCondition[state] : undefined)
	const query = db
		.select({
			id: table.id,
			email: table.email,
			subscribedAt: table.subscribedAt,
			confirmedAt: table.confirmedAt,
			unsubscribedAt: table.unsubscribedAt,
			sourcePage: table.sourcePage,
		})
		.from(table)
		.where(where)
		.orderBy(desc(table.subscribedAt), desc(table.id))
		.offset(offset)
	const [rows, total] = await Promise.all([
		limit === undefined ? query : query.limit(limit),
		limit === undefined ? null : db.$count(table, where),
	])
	const items = rows.map((row) => ({ ...row, state: newsletterState(row) }))
	return { items, total: total ?? offset + items.length }
}

/** Deletes one subscriber row; false when there was none. (Their e-mails stay: erasure on the data-rights page removes everything.) */
export async function deleteSubscriber(id: string): Promise<boolean> {
	const rows = await getDb().delete(table).where(eq(table.id, id)).returning({ id: table.id })
	return rows.length > 0
}
