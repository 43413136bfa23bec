import { and, gte, ne, sql } from 'drizzle-orm'

import { addDays } from '#app/domain/enquiry/pipeline.ts'
import { londonMidnight } from '#app/domain/london-time.ts'
import { addOutcomes, countsByWeek, regroup, weekStarts, type DayCount, type Outcome } from '#app/domain/overview/figures.ts'

import { districtOfOutward, enquiryAreas, outwardCodeSql } from '../data/enquiries.ts'
import { getDb } from '../db/index.ts'
import { enquiries } from '../db/schema/index.ts'

/** Weeks of the enquiries chart (Monday to Sunday, London), this one included. */
export const PIPELINE_WEEKS = 12
/** Conversion and value look back this many days: a job takes weeks to win, so the chart's weeks would show most as not won yet. */
export const OUTCOME_DAYS = 365
/** The pages listed by value won; the rest are summed as "Other pages". */
export const SOURCE_PAGE_LIMIT = 12

export const OUTSIDE_AREAS = 'Outside the areas'
export const NO_SOURCE_PAGE = 'Not recorded'

/** Most value won first, then most received, then by name. */
const byValue = (a: Outcome & { key: string }, b: Outcome & { key: string }) =>
	b.wonPence - a.wonPence || b.received - a.received || a.key.localeCompare(b.key)
const noOutcome: Outcome = { received: 0, won: 0, wonPence: 0 }
/** The London calendar day an enquiry was received on, as text (grouped by, then bucketed into weeks by the domain). */
const londonDaySql = sql<string>`to_char(${enquiries.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`

const areasOfDistrict = new Map<string, string[]>()
for (const area of enquiryAreas) {
	for (const district of area.districts) areasOfDistrict.set(district, [...(areasOfDistrict.get(district) ?? []), area.name])
}
/** The areas (issue 23's, as the inbox's filter has them) a postcode district is in: none, one, or two for W2. */
export const areasOf = (district: string) => areasOfDistrict.get(district) ?? []

const asOutcome = <T extends { received: unknown; won: unknown; wonPence: unknown }>(row: T) => ({
	...row,
	received: Number(row.received),
	won: Number(row.won),
	wonPence: Number(row.wonPence),
})

/**
 * The pipeline section: enquiries per week for the last 12 weeks by service
 * and by area, and for the last year how many were won and for how much, by
 * service, by area and by the page they were sent from. Spam is left out of
 * everything. SQL counts per London day and per group; the weeks and the
 * areas (W2 is in two) are made from those counts by the domain.
 */
export async function loadPipeline(today: string) {
	const db = getDb()
	const weeks = weekStarts(today, PIPELINE_WEEKS)
	const chartFrom = londonMidnight(weeks[0]!)
	const outcomeFrom = londonMidnight(addDays(today, -OUTCOME_DAYS + 1))
	// One pass over the year's enquiries, grouped five ways at once.
	const rows = db
		.select({
			// The London day, only for the chart's weeks (older rows count in the outcomes alone).
			day: sql<string | null>`case when ${gte(enquiries.createdAt, chartFrom)} then ${londonDaySql} end`.as('day'),
			service: sql<string>`${enquiries.service}`.as('service'),
			// The outward code, not the district: the district's rule runs once per distinct code, below, not once per row.
			outward: sql<string>`${outwardCodeSql}`.as('outward'),
			page: sql<string | null>`${enquiries.sourcePage}`.as('page'),
			won: sql<boolean>`${enquiries.stage} = 'won'`.as('won'),
			value: sql<number | null>`${enquiries.valuePence}`.as('value'),
		})
		.from(enquiries)
		.where(and(gte(enquiries.createdAt, outcomeFrom), ne(enquiries.stage, 'spam')))
		.as('rows')
	const groups = await db
		.select({
			set: sql<number>`grouping(${rows.day}, ${rows.service}, ${rows.outward}, ${rows.page})`,
			day: rows.day,
			service: rows.service,
			outward: rows.outward,
			page: rows.page,
			received: sql<number>`count(*)::int`,
			won: sql<number>`(count(*) filter (where ${rows.won}))::int`,
			wonPence: sql<number>`coalesce(sum(${rows.value}) filter (where ${rows.won}), 0)::bigint`,
		})
		.from(rows)
		.groupBy(
			sql`grouping sets ((${rows.day}, ${rows.service}), (${rows.day}, ${rows.outward}), (${rows.service}), (${rows.outward}), (${rows.page}))`,
		)
	// grouping() has a bit for each column left out of the set: day, service, outward code, page from the highest.
	const inSet = (bits: number) => groups.filter((group) => Number(group.set) === bits).map(asOutcome)
	const byServiceDaily = inSet(0b0011).filter((group) => group.day !== null)
	const byDistrictDaily = inSet(0b0101).filter((group) => group.day !== null)
	const serviceOutcomes = inSet(0b1011).map((group) => ({ ...group, key: group.service }))
	const districtOutcomes = inSet(0b1101).map((group) => ({ ...group, key: districtOfOutward(group.outward) }))
	const pageOutcomes = inSet(0b1110)
		.map((group) => ({ ...group, key: group.page }))
		// Most value first, then most received; pages without a recorded source after those with one.
		.sort(
			(a, b) =>
				b.wonPence - a.wonPence || b.received - a.received || (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key)),
		)

	const areasOfOutward = (outward: string) => {
		const areas = areasOf(districtOfOutward(outward))
		return areas.length > 0 ? areas : [OUTSIDE_AREAS]
	}
	const districtDays: DayCount[] = byDistrictDaily.flatMap((row) =>
		areasOfOutward(row.outward).map((area) => ({
			day: row.day!,
			key: area,
			count: row.received,
		})),
	)
	const services = serviceOutcomes
	const total = services.reduce<Outcome>(addOutcomes, noOutcome)
	const pages = pageOutcomes.map((row) => ({ ...row, key: row.key ?? NO_SOURCE_PAGE }))
	const shownPages = pages.slice(0, SOURCE_PAGE_LIMIT)
	// Every enquiry has one page group (null is "Not recorded"), so the pages not shown are the rest of the total.
	const shown = shownPages.reduce<Outcome>(addOutcomes, noOutcome)
	return {
		weeks,
		byService: countsByWeek(
			byServiceDaily.map((row) => ({ day: row.day!, key: row.service, count: row.received })),
			weeks,
		),
		byArea: countsByWeek(districtDays, weeks),
		outcomes: {
			from: addDays(today, -OUTCOME_DAYS + 1),
			total,
			byService: services.sort(byValue),
			byArea: [...regroup(districtOutcomes, areasOf, OUTSIDE_AREAS)].map(([key, outcome]) => ({ key, ...outcome })).sort(byValue),
			/** The pages that brought most value, at most SOURCE_PAGE_LIMIT, and the sum of the others (null when none). */
			byPage: shownPages,
			otherPages:
				pages.length > SOURCE_PAGE_LIMIT
					? { received: total.received - shown.received, won: total.won - shown.won, wonPence: total.wonPence - shown.wonPence }
					: null,
		},
	}
}
