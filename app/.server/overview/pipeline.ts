import { and, gte, inArray, lt, sql } from 'drizzle-orm'

import { addDays } from '#app/domain/enquiry/pipeline.ts'
import {
	addOutcomes,
	countsByWeek,
	monthOnOrAfter,
	regroup,
	weekStarts,
	type DayCount,
	type Outcome,
} from '#app/domain/overview/figures.ts'

import { districtOfOutward, enquiryAreas } from '../data/enquiries.ts'
import { getDb } from '../db/index.ts'
import { enquiryDailyCounts, enquiryMonthlyCounts } from '../db/schema/index.ts'

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
 * everything. SQL sums the counts per London day or month and per group; the
 * weeks and the areas (W2 is in two) are made from those by the domain.
 */
export async function loadPipeline(today: string) {
	const db = getDb()
	const weeks = weekStarts(today, PIPELINE_WEEKS)
	const outcomeFrom = addDays(today, -OUTCOME_DAYS + 1)
	// The counts the triggers keep (migrations 0024 and 0025): the chart's weeks from the daily rows, the year's outcomes from
	// whole months, and from days only for the part of a month it starts in.
	const firstMonth = monthOnOrAfter(outcomeFrom)
	const sumsOf = (table: typeof enquiryDailyCounts | typeof enquiryMonthlyCounts) => ({
		dimension: table.dimension,
		key: table.key,
		received: sql<number>`sum(${table.received})::int`,
		won: sql<number>`sum(${table.won})::int`,
		wonPence: sql<number>`sum(${table.wonPence})::bigint`,
	})
	const [weekRows, dayOutcomes, monthOutcomes] = await Promise.all([
		db
			.select({
				dimension: enquiryDailyCounts.dimension,
				key: enquiryDailyCounts.key,
				day: sql<string>`to_char(${enquiryDailyCounts.day}, 'YYYY-MM-DD')`,
				received: enquiryDailyCounts.received,
			})
			.from(enquiryDailyCounts)
			.where(and(gte(enquiryDailyCounts.day, weeks[0]!), inArray(enquiryDailyCounts.dimension, ['service', 'outward']))),
		firstMonth === outcomeFrom
			? []
			: db
					.select(sumsOf(enquiryDailyCounts))
					.from(enquiryDailyCounts)
					.where(and(gte(enquiryDailyCounts.day, outcomeFrom), lt(enquiryDailyCounts.day, firstMonth)))
					.groupBy(enquiryDailyCounts.dimension, enquiryDailyCounts.key),
		db
			.select(sumsOf(enquiryMonthlyCounts))
			.from(enquiryMonthlyCounts)
			.where(gte(enquiryMonthlyCounts.month, firstMonth))
			.groupBy(enquiryMonthlyCounts.dimension, enquiryMonthlyCounts.key),
	])
	const outcomesOf = (dimension: 'service' | 'outward' | 'page') => {
		const sums = new Map<string | null, Outcome>()
		for (const row of [...dayOutcomes, ...monthOutcomes]) {
			if (row.dimension !== dimension) continue
			sums.set(row.key, addOutcomes(sums.get(row.key) ?? noOutcome, asOutcome(row)))
		}
		return [...sums].map(([key, outcome]) => ({ key, ...outcome }))
	}
	const daily = (dimension: 'service' | 'outward') =>
		weekRows.filter((row) => row.dimension === dimension).map((row) => ({ day: row.day, key: row.key!, received: Number(row.received) }))
	const byServiceDaily = daily('service').map((row) => ({ ...row, service: row.key }))
	const byDistrictDaily = daily('outward').map((row) => ({ ...row, outward: row.key }))
	const serviceOutcomes = outcomesOf('service').map((group) => ({ ...group, key: group.key! }))
	const districtOutcomes = outcomesOf('outward').map((group) => ({ ...group, key: districtOfOutward(group.key!) }))
	const pageOutcomes = outcomesOf('page')
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
			day: row.day,
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
			from: outcomeFrom,
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
