import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm'

import { areaPages } from '#app/content/areas.ts'
import { addDays, londonDay } from '#app/domain/enquiry/pipeline.ts'
import type { EnquiryFilters } from '#app/domain/enquiry/query.ts'
import { closedStages, openStages, type DeliveryStatus } from '#app/domain/enquiry/stage.ts'
import { londonMidnight } from '#app/domain/london-time.ts'
import { areaPlaces, areasOfLocation } from '#app/domain/review/area.ts'

import { getDb } from '../db/index.ts'
import {
	emailOutbox,
	enquiries,
	enquiryEvents,
	type EmailOutboxRow,
	type EnquiryEventRow,
	type EnquiryRow,
} from '../db/schema/index.ts'

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

/* Areas ------------------------------------------------------------------------ */

const places = areaPages.map(areaPlaces)

/**
 * The areas the inbox filters by: issue 23's area pages, each with the postcode
 * districts that `areasOfLocation` (decision 0044, the testimonials' rule) puts
 * in it when the location is a bare postcode, as an enquiry's is. W2 is in
 * two areas, as it is for the testimonials.
 */
export const enquiryAreas: readonly { slug: string; name: string; districts: string[] }[] = (() => {
	const candidates = [...new Set(places.flatMap((area) => [...area.postcodes, ...area.places.flatMap((place) => place.postcode ?? [])]))]
	return areaPages.map((area) => ({
		slug: area.slug,
		name: area.name,
		districts: candidates.filter((district) => areasOfLocation(district, places).includes(area.slug)).sort(),
	}))
})()

export const enquiryAreaSlugs = enquiryAreas.map((area) => area.slug)

/** An outward code with a sub-district letter or none: the district is its letters and digits. One rule for SQL and JavaScript. */
const DISTRICT_OF_OUTWARD = /^([A-Z]{1,2})([0-9]{1,2})[A-Z]?$/

/** A stored postcode's outward code ("W1K 2AB" → W1K), in SQL: what `districtOfOutward` turns into the district. */
export const outwardCodeSql = sql<string>`split_part(upper(${enquiries.postcode}), ' ', 1)`

/**
 * The postcode district of a stored postcode, in SQL, by `postcodeDistricts`'s
 * rule: the outward code without a sub-district letter ("W1K 2AB" → W1, "SW1A
 * 1AA" → SW1, "W10 4AB" → W10). Stored postcodes are normalised ("OUT IN").
 */
export const postcodeDistrictSql = sql<string>`regexp_replace(${outwardCodeSql}, ${sql.raw(`'${DISTRICT_OF_OUTWARD.source}'`)}, '\\1\\2')`

/**
 * The district of an outward code by the same rule as `postcodeDistrictSql`,
 * in JavaScript: the overview groups by the outward code, a cheap column
 * expression, and applies the rule once per distinct code rather than once per row.
 */
export const districtOfOutward = (outward: string) => outward.replace(DISTRICT_OF_OUTWARD, '$1$2')

/* The inbox -------------------------------------------------------------------- */

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

/** Not won, lost or spam: an enquiry whose next action can be late. */
// Named as the open stages, not "not closed": a list of values is what an index on (stage, next_action_on) can search.
const isOpen = () => inArray(enquiries.stage, openStages)

/** The filters as one condition; `today` is London's day (the due filter's and the ordering's "now"). */
function filterCondition(filters: Partial<EnquiryFilters>, today: string): SQL | undefined {
	const conditions: (SQL | undefined)[] = [searchCondition(filters.q)]
	const { stage = '', service, area, from, to, due } = filters
	if (stage === '') conditions.push(ne(enquiries.stage, 'spam'))
	else if (stage !== 'all') conditions.push(eq(enquiries.stage, stage))
	if (service) conditions.push(eq(enquiries.service, service))
	if (area) {
		const districts = enquiryAreas.find((candidate) => candidate.slug === area)?.districts ?? []
		conditions.push(districts.length > 0 ? inArray(postcodeDistrictSql, districts) : sql`false`)
	}
	if (from) conditions.push(gte(enquiries.createdAt, londonMidnight(from)))
	if (to) conditions.push(lt(enquiries.createdAt, londonMidnight(addDays(to, 1))))
	if (due === 'overdue') conditions.push(isOpen(), lt(enquiries.nextActionOn, today))
	if (due === 'today') conditions.push(isOpen(), eq(enquiries.nextActionOn, today))
	return and(...conditions)
}

/** 0: overdue, 1: due today, 2: the rest; in that order, the most overdue first, then newest. */
function inboxOrder(today: string) {
	const closed = inArray(enquiries.stage, [...closedStages])
	const rank = sql`case when ${closed} or ${enquiries.nextActionOn} is null then 2
		when ${enquiries.nextActionOn} < ${today} then 0 when ${enquiries.nextActionOn} = ${today} then 1 else 2 end`
	const dueOn = sql`case when not ${closed} and ${enquiries.nextActionOn} <= ${today} then ${enquiries.nextActionOn} end`
	return [asc(rank), sql`${dueOn} asc nulls last`, desc(enquiries.createdAt), desc(enquiries.id)]
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
	| 'id'
	| 'name'
	| 'email'
	| 'phone'
	| 'postcode'
	| 'service'
	| 'message'
	| 'stage'
	| 'lostReason'
	| 'valuePence'
	| 'nextActionOn'
	| 'nextActionNote'
	| 'sourcePage'
	| 'consentAt'
	| 'createdAt'
> & { delivery: DeliveryStatus }

export type ListOptions = Partial<EnquiryFilters> & {
	/** London's day today ("YYYY-MM-DD"): what is overdue and due today. Default: now's. */
	today?: string
	limit?: number
	offset?: number
}

/**
 * Enquiries filtered (spam only when asked for), overdue next actions first,
 * then those due today, then newest. With `limit`, one page and the number of
 * all matches (for paging); without, all of them (the CSV export) and their number.
 */
export async function listEnquiries({ today = londonDay(new Date()), limit, offset = 0, ...filters }: ListOptions = {}): Promise<{ items: EnquiryListItem[]; total: number }> {
	const db = getDb()
	const where = filterCondition(filters, today)
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
			stage: enquiries.stage,
			lostReason: enquiries.lostReason,
			valuePence: enquiries.valuePence,
			nextActionOn: enquiries.nextActionOn,
			nextActionNote: enquiries.nextActionNote,
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
		.orderBy(...inboxOrder(today))
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

export type DueItem = Pick<EnquiryRow, 'id' | 'name' | 'service' | 'stage' | 'nextActionOn' | 'nextActionNote'>

/** How many a due list shows; the rest are one link away (`?due=`). */
export const DUE_LIST_LIMIT = 20

/**
 * The inbox's two lists of work: next actions overdue (the most overdue first)
 * and due today, of open enquiries, each bounded, with their full counts.
 */
export async function dueLists(today: string, limit = DUE_LIST_LIMIT) {
	const db = getDb()
	const columns = {
		id: enquiries.id,
		name: enquiries.name,
		service: enquiries.service,
		stage: enquiries.stage,
		nextActionOn: enquiries.nextActionOn,
		nextActionNote: enquiries.nextActionNote,
	}
	const overdueWhere = and(isOpen(), lt(enquiries.nextActionOn, today))
	const todayWhere = and(isOpen(), eq(enquiries.nextActionOn, today))
	const [overdue, dueToday, overdueCount, todayCount] = await Promise.all([
		db.select(columns).from(enquiries).where(overdueWhere).orderBy(asc(enquiries.nextActionOn), desc(enquiries.createdAt)).limit(limit),
		db.select(columns).from(enquiries).where(todayWhere).orderBy(desc(enquiries.createdAt)).limit(limit),
		db.$count(enquiries, overdueWhere),
		db.$count(enquiries, todayWhere),
	])
	return { overdue: { items: overdue, total: overdueCount }, today: { items: dueToday, total: todayCount } }
}

/* One enquiry ------------------------------------------------------------------ */

/** How many other enquiries of the same person the page links to. */
export const RELATED_LIMIT = 20

export type RelatedEnquiry = Pick<EnquiryRow, 'id' | 'name' | 'service' | 'stage' | 'createdAt'> & { sameEmail: boolean; samePhone: boolean }

/**
 * Other enquiries from the same person: the same e-mail (in any case) or the
 * same phone number (`phone_key`: +44 7700 900123 and 07700900123 alike),
 * newest first, at most `limit`, and how many there are in all.
 */
export async function relatedEnquiries(
	enquiry: Pick<EnquiryRow, 'id' | 'email' | 'phoneKey'>,
	limit = RELATED_LIMIT,
): Promise<{ items: RelatedEnquiry[]; total: number }> {
	const db = getDb()
	const sameEmail = sql`lower(${enquiries.email}) = ${enquiry.email.toLowerCase()}`
	// A number too short to be a person's (a junk field) links nobody.
	const samePhone = enquiry.phoneKey && enquiry.phoneKey.length >= 9 ? eq(enquiries.phoneKey, enquiry.phoneKey) : sql`false`
	const where = and(ne(enquiries.id, enquiry.id), or(sameEmail, samePhone))
	const [rows, total] = await Promise.all([
		db
			.select({
				id: enquiries.id,
				name: enquiries.name,
				service: enquiries.service,
				stage: enquiries.stage,
				createdAt: enquiries.createdAt,
				sameEmail: sql<boolean>`${sameEmail}`,
				samePhone: sql<boolean>`coalesce(${samePhone}, false)`,
			})
			.from(enquiries)
			.where(where)
			.orderBy(desc(enquiries.createdAt), desc(enquiries.id))
			.limit(limit),
		db.$count(enquiries, where),
	])
	return { items: rows.map((row) => ({ ...row, sameEmail: Boolean(row.sameEmail), samePhone: Boolean(row.samePhone) })), total }
}

/** How many timeline events the page shows (the newest). */
export const TIMELINE_LIMIT = 200

export type EnquiryDetail = {
	enquiry: EnquiryRow
	outbox: EmailOutboxRow[]
	delivery: DeliveryStatus
	/** Newest first, at most TIMELINE_LIMIT. */
	events: EnquiryEventRow[]
	related: { items: RelatedEnquiry[]; total: number }
}

/** One enquiry with its outbox rows (oldest first), timeline events and related enquiries; null when there is no such enquiry. */
export async function getEnquiry(id: string): Promise<EnquiryDetail | null> {
	const db = getDb()
	const [[enquiry], outbox, events] = await Promise.all([
		db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1),
		db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, id)).orderBy(asc(emailOutbox.createdAt)),
		db
			.select()
			.from(enquiryEvents)
			.where(eq(enquiryEvents.enquiryId, id))
			.orderBy(desc(enquiryEvents.createdAt), desc(enquiryEvents.id))
			.limit(TIMELINE_LIMIT),
	])
	if (!enquiry) return null
	const delivery = deliveryStatus({
		total: outbox.length,
		sent: outbox.filter((row) => row.status === 'sent').length,
		failed: outbox.filter((row) => row.status === 'failed').length,
	})
	return { enquiry, outbox, delivery, events, related: await relatedEnquiries(enquiry) }
}
