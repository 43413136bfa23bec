import { and, gte, lt, ne, sql } from 'drizzle-orm'

import { responseFigures, type ResponseFigures } from '#app/domain/overview/figures.ts'

import { getDb } from '../db/index.ts'
import { enquiries } from '../db/schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The response figures' period: the last 30 days, set against the 30 before them. */
export const RESPONSE_PERIOD_DAYS = 30

export type ResponsePeriod = ResponseFigures & { received: number; unanswered: number }

/**
 * Time from enquiry to first response (a reply, or a stage change other than
 * to spam, which answers nobody; kept on the enquiry by a trigger, migration
 * 0024) for the enquiries received in the last 30 days and in the 30 before
 * (spam left out). SQL gathers each period's waits, sorted, into one array;
 * the percentiles are the domain's (`responseFigures`). Enquiries still
 * unanswered are counted apart: they have no wait yet, and the "Needs doing"
 * list names them.
 */
export async function loadResponseTimes(now: Date): Promise<{ recent: ResponsePeriod; before: ResponsePeriod }> {
	const split = new Date(now.getTime() - RESPONSE_PERIOD_DAYS * DAY_MS)
	const start = new Date(now.getTime() - 2 * RESPONSE_PERIOD_DAYS * DAY_MS)
	// date_part gives a float8 at once; extract gives a numeric, whose arithmetic is several times slower (in WebAssembly most of all).
	const wait = sql<number | null>`date_part('epoch', ${enquiries.firstResponseAt} - ${enquiries.createdAt})`
	// A Date in a raw fragment is not encoded by every driver: the column's own comparison is.
	const recent = sql<boolean>`${gte(enquiries.createdAt, split)}`
	const rows = await getDb()
		.select({
			recent,
			received: sql<number>`count(*)::int`,
			waits: sql<number[] | null>`array_agg(${wait} order by ${wait}) filter (where ${enquiries.firstResponseAt} is not null)`,
		})
		.from(enquiries)
		.where(and(gte(enquiries.createdAt, start), lt(enquiries.createdAt, now), ne(enquiries.stage, 'spam')))
		.groupBy(sql`1`)
	const period = (recent: boolean): ResponsePeriod => {
		const row = rows.find((candidate) => Boolean(candidate.recent) === recent)
		const values = (row?.waits ?? []).map(Number)
		const received = Number(row?.received ?? 0)
		return { ...responseFigures(values), received, unanswered: received - values.length }
	}
	return { recent: period(true), before: period(false) }
}
