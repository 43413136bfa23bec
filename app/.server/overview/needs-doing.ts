import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'

import { dueLists } from '../data/enquiries.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, enquiries, reviews } from '../db/schema/index.ts'

/** How many items each list of the overview's "Needs doing" shows; the rest are one link away. */
export const NEEDS_DOING_LIMIT = 10

/**
 * New enquiries nobody has answered yet: still at stage New (any stage change
 * moves them on) and no reply sent (the first reply is kept on the enquiry by
 * a trigger, migration 0024; a partial index holds exactly these). The oldest
 * first: the longest wait is the most urgent.
 */
const unanswered = () => and(eq(enquiries.stage, 'new'), isNull(enquiries.firstReplyAt))

/**
 * What the owner should do next: unanswered new enquiries, next actions
 * overdue and due today (London's `today`, decision 0047), reviews waiting to
 * be published, and e-mails that failed for good. Each list is bounded and
 * has its full count.
 */
export async function loadNeedsDoing(today: string, limit = NEEDS_DOING_LIMIT) {
	const db = getDb()
	const [newItems, newCount, due, drafts, draftCount, failed] = await Promise.all([
		db
			.select({ id: enquiries.id, name: enquiries.name, service: enquiries.service, createdAt: enquiries.createdAt })
			.from(enquiries)
			.where(unanswered())
			.orderBy(asc(enquiries.createdAt))
			.limit(limit),
		db.$count(enquiries, unanswered()),
		dueLists(today, limit),
		db
			.select({
				id: reviews.id,
				reviewerName: reviews.reviewerName,
				title: reviews.title,
				rating: reviews.rating,
				createdAt: reviews.createdAt,
			})
			.from(reviews)
			.where(eq(reviews.isPublished, false))
			.orderBy(desc(reviews.createdAt), desc(reviews.id))
			.limit(limit),
		db.$count(reviews, eq(reviews.isPublished, false)),
		db
			.select({
				id: emailOutbox.id,
				kind: emailOutbox.kind,
				subject: emailOutbox.subject,
				enquiryId: emailOutbox.enquiryId,
				lastError: emailOutbox.lastError,
				createdAt: emailOutbox.createdAt,
				// The count comes with the rows: one pass over the outbox rather than two.
				total: sql<number>`(count(*) over ())::int`,
			})
			.from(emailOutbox)
			.where(eq(emailOutbox.status, 'failed'))
			.orderBy(desc(emailOutbox.createdAt))
			.limit(limit),
	])
	return {
		unanswered: { items: newItems, total: newCount },
		overdue: due.overdue,
		dueToday: due.today,
		drafts: { items: drafts, total: draftCount },
		failedEmails: { items: failed.map(({ total: _total, ...item }) => item), total: Number(failed[0]?.total ?? 0) },
	}
}
