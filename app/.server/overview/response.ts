import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm'

import { responseFigures, type ResponseFigures } from '#app/domain/overview/figures.ts'

import { getDb } from '../db/index.ts'
import { enquiries, enquiryEvents } from '../db/schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The response figures' period: the last 30 days, set against the 30 before them. */
export const RESPONSE_PERIOD_DAYS = 30

export type ResponsePeriod = ResponseFigures & { received: number; unanswered: number }

/**
 * What counts as a response: a reply, or a stage change other than to spam
 * (which answers nobody). Notes and next actions are the owner's own.
 */
const isResponse = () =>
	and(
		eq(enquiryEvents.enquiryId, enquiries.id),
		or(eq(enquiryEvents.kind, 'reply'), and(eq(enquiryEvents.kind, 'stage'), ne(enquiryEvents.toStage, 'spam'))),
	)

/**
 * Time from enquiry to first response for the enquiries received in the last
 * 30 days and in the 30 before (spam left out). SQL gathers each period's
 * waits, sorted, into one array; the percentiles are the domain's
 * (`responseFigures`). Enquiries still unanswered are counted apart: they
 * have no wait yet, and the "Needs doing" list names them.
 */
export async function loadResponseTimes(now: Date): Promise<{ recent: ResponsePeriod; before: ResponsePeriod }> {
	const split = new Date(now.getTime() - RESPONSE_PERIOD_DAYS * DAY_MS)
	const start = new Date(now.getTime() - 2 * RESPONSE_PERIOD_DAYS * DAY_MS)
	// Each enquiry's first response by a join and one grouping (a subquery per row was evaluated once per use).
	const waits = getDb()
		.select({
			// A Date in a raw fragment is not encoded by every driver: the column's own comparison is.
			recent: sql<boolean>`${gte(enquiries.createdAt, split)}`.as('recent'),
			wait: sql<number | null>`extract(epoch from (min(${enquiryEvents.createdAt}) - ${enquiries.createdAt}))::float8`.as('wait'),
		})
		.from(enquiries)
		.leftJoin(enquiryEvents, isResponse())
		.where(and(gte(enquiries.createdAt, start), lt(enquiries.createdAt, now), ne(enquiries.stage, 'spam')))
		.groupBy(enquiries.id)
		.as('waits')
	const rows = await getDb()
		.select({
			recent: waits.recent,
			received: sql<number>`count(*)::int`,
			waits: sql<number[] | null>`array_agg(${waits.wait} order by ${waits.wait}) filter (where ${waits.wait} is not null)`,
		})
		.from(waits)
		.groupBy(waits.recent)
	const period = (recent: boolean): ResponsePeriod => {
		const row = rows.find((candidate) => Boolean(candidate.recent) === recent)
		const values = (row?.waits ?? []).map(Number)
		const received = Number(row?.received ?? 0)
		return { ...responseFigures(values), received, unanswered: received - values.length }
	}
	return { recent: period(true), before: period(false) }
}
