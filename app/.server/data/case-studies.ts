import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'

import { CASE_STUDIES_PAGE_SIZE, isCaseStudyArea, type CaseStudy, type CaseStudyArea } from '#app/domain/case-study/case-study.ts'
import { isSlug } from '#app/domain/slug.ts'

import { getDb } from '../db/index.ts'
import { caseStudies, type CaseStudyRow } from '../db/schema/index.ts'

/*
 * The public reads of the case studies (decision 0038): only published ones
 * whose publish time has come, newest first (ties by id). `now` is the clock,
 * injectable for tests.
 */

export const visibleCaseStudy = (now: Date): SQL =>
	and(eq(caseStudies.status, 'published'), lte(caseStudies.publishAt, now)) as SQL

const newestFirst = [desc(caseStudies.publishAt), asc(caseStudies.id)]

/** A row as the public page shows it (also a preview's row with its working copy applied). */
export function toCaseStudy(row: CaseStudyRow): CaseStudy {
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		location: row.location,
		area: row.area as CaseStudyArea,
		category: row.category,
		timeline: row.timeline,
		budget: row.budget,
		client: row.client,
		completion: row.completionYear ?? 0,
		description: row.description,
		challenges: row.challenges,
		solutions: row.solutions,
		features: row.keyFeatures,
		testimonial: { quote: row.testimonialQuote ?? '', rating: row.testimonialRating ?? 5, author: row.testimonialAuthor ?? '' },
		beforeAfter: row.beforeAfter,
		featured: row.featured,
		pictures: row.pictureBeforeAlt === null ? { after: row.pictureAfterAlt } : { after: row.pictureAfterAlt, before: row.pictureBeforeAlt },
	}
}

/** The visible case studies of one area (all for 'all', unknown or missing), newest first. */
export async function listCaseStudies({ area = null, now = new Date() }: { area?: string | null; now?: Date } = {}) {
	const rows = await getDb()
		.select()
		.from(caseStudies)
		.where(area && isCaseStudyArea(area) ? and(visibleCaseStudy(now), eq(caseStudies.area, area)) : visibleCaseStudy(now))
		.orderBy(...newestFirst)
	return rows.map(toCaseStudy)
}

const inArea = (area: string | null | undefined, now: Date) =>
	area && isCaseStudyArea(area) ? (and(visibleCaseStudy(now), eq(caseStudies.area, area)) as SQL) : visibleCaseStudy(now)

/**
 * One page (1-based) of the visible case studies of one area (all for 'all',
 * unknown or missing), newest first, with how many there are in all; a page
 * past the end has no rows (they are not read).
 */
export async function getCaseStudiesPage({
	area = null,
	page = 1,
	pageSize = CASE_STUDIES_PAGE_SIZE,
	now = new Date(),
}: { area?: string | null; page?: number; pageSize?: number; now?: Date } = {}): Promise<{ total: number; studies: CaseStudy[] }> {
	const [counted] = await getDb()
		.select({ total: sql<number>`count(*)::int` })
		.from(caseStudies)
		.where(inArea(area, now))
	const total = Number(counted?.total ?? 0)
	const offset = (page - 1) * pageSize
	if (offset >= total) return { total, studies: [] }
	// The page's ids first (sorting narrow rows), then those rows whole.
	const ids = getDb()
		.select({ id: caseStudies.id })
		.from(caseStudies)
		.where(inArea(area, now))
		.orderBy(...newestFirst)
		.limit(pageSize)
		.offset(offset)
	const rows = await getDb()
		.select()
		.from(caseStudies)
		.where(inArray(caseStudies.id, ids))
		.orderBy(...newestFirst)
	return { total, studies: rows.map(toCaseStudy) }
}

/** The last change of the visible case studies (the later of a save and a publish time), for the sitemap's /case-studies; null when none. */
export async function lastCaseStudyChange({ now = new Date() }: { now?: Date } = {}): Promise<Date | null> {
	const [row] = await getDb()
		.select({ at: sql<string | null>`max(greatest(${caseStudies.updatedAt}, ${caseStudies.publishAt}))` })
		.from(caseStudies)
		.where(visibleCaseStudy(now))
	return row?.at ? new Date(row.at) : null
}

/** The visible featured case studies, newest first. */
export async function listFeaturedCaseStudies({ now = new Date() }: { now?: Date } = {}) {
	const rows = await getDb()
		.select()
		.from(caseStudies)
		.where(and(visibleCaseStudy(now), eq(caseStudies.featured, true)))
		.orderBy(...newestFirst)
	return rows.map(toCaseStudy)
}

/** A visible case study by its slug; undefined for an unknown, draft or scheduled one. */
export async function getCaseStudyBySlug(slug: string, { now = new Date() }: { now?: Date } = {}) {
	if (!isSlug(slug)) return undefined
	const [row] = await getDb()
		.select()
		.from(caseStudies)
		.where(and(visibleCaseStudy(now), eq(caseStudies.slug, slug)))
		.limit(1)
	return row ? toCaseStudy(row) : undefined
}
