import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { DeliveryStatus, EnquiryStatus } from '#app/domain/enquiry/status.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, enquiries, type EmailOutboxRow, type EnquiryRow } from '../db/schema/index.ts'

/** See DeliveryStatus: derived from the counts of an enquiry's outbox rows. */
export function deliveryStatus(counts: { total: number; sent: number; failed: number }): DeliveryStatus {
	if (counts.total === 0) return 'No email'
	if (counts.failed > 0) return 'Failed'
	if (counts.sent === counts.total) return 'Sent'
	return 'Queued'
}

/** A LIKE pattern matching `text` literally anywhere (its %, _ and \ are escaped). */
export function containsPattern(text: string): string {
	return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Name, e-mail or postcode contains the search, case-insensitively (postcodes also without their space). */
function searchCondition(query: string | undefined): SQL | undefined {
	const text = query?.trim()
	if (!text) return undefined
	const pattern = containsPattern(text)
	const compact = containsPattern(text.replace(/\s+/g, ''))
	return or(
		ilike(enquiries.name, pattern),
		ilike(enquiries.email, pattern),
		ilike(enquiries.postcode, pattern),
		sql`replace(${enquiries.postcode}, ' ', '') ilike ${compact}`,
	)
}

const outboxCounts = () =>
	getDb()
		.select({
			enquiryId: emailOutbox.enquiryId,
			total: count().as('total'),
			sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')`.mapWith(Number).as('sent'),
			failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number).as('failed'),
		})
		.from(emailOutbox)
		.groupBy(emailOutbox.enquiryId)
		.as('outbox_counts')

export type EnquiryListItem = Pick<
	EnquiryRow,
	'id' | 'name' | 'email' | 'phone' | 'postcode' | 'service' | 'message' | 'status' | 'sourcePage' | 'consentAt' | 'createdAt'
> & { delivery: DeliveryStatus }

/**
 * Enquiries newest first, optionally filtered by a search. With `limit`, one
 * page and the number of all matches (for paging); without, all of them (the
 * CSV export) and their number.
 */
export async function listEnquiries({ q, limit, offset = 0 }: { q?: string; limit?: number; offset?: number } = {}): Promise<{
	items: EnquiryListItem[]
	total: number
}> {
	const db = getDb()
	const where = searchCondition(q)
	const counts = outboxCounts()
	const query = db
		.select({
			id: enquiries.id,
			name: enquiries.name,
			email: enquiries.email,
			phone: enquiries.phone,
			postcode: enquiries.postcode,
			service: enquiries.service,
			message: enquiries.message,
			status: enquiries.status,
			sourcePage: enquiries.sourcePage,
			consentAt: enquiries.consentAt,
			createdAt: enquiries.createdAt,
			total: counts.total,
			sent: counts.sent,
			failed: counts.failed,
		})
		.from(enquiries)
		.leftJoin(counts, eq(counts.enquiryId, enquiries.id))
		.where(where)
		.orderBy(desc(enquiries.createdAt), desc(enquiries.id))
		.offset(offset)
	const [rows, total] = await Promise.all([
		limit === undefined ? query : query.limit(limit),
		limit === undefined ? null : db.$count(enquiries, where),
	])
	const items = rows.map(({ total, sent, failed, ...row }) => ({
		...row,
		delivery: deliveryStatus({ total: total ?? 0, sent: sent ?? 0, failed: failed ?? 0 }),
	}))
	return { items, total: total ?? offset + items.length }
}

export type EnquiryDetail = { enquiry: EnquiryRow; outbox: EmailOutboxRow[]; delivery: DeliveryStatus }

/** One enquiry with its outbox rows (oldest first); null when there is no such enquiry. */
export async function getEnquiry(id: string): Promise<EnquiryDetail | null> {
	const db = getDb()
	const [[enquiry], outbox] = await Promise.all([
		db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1),
		db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, id)).orderBy(asc(emailOutbox.createdAt)),
	])
	if (!enquiry) return null
	const delivery = deliveryStatus({
		total: outbox.length,
		sent: outbox.filter((row) => row.status === 'sent').length,
		failed: outbox.filter((row) => row.status === 'failed').length,
	})
	return { enquiry, outbox, delivery }
}

/** False when there is no such enquiry. */
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<boolean> {
	const rows = await getDb()
		.update(enquiries)
		.set({ status })
		.where(eq(enquiries.id, id))
		.returning({ id: enquiries.id })
	return rows.length > 0
}
