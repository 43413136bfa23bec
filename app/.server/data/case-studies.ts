import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm'

import { isCaseStudyArea, type CaseStudy, type CaseStudyArea } from '#app/domain/case-study/case-study.ts'
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

function toCaseStudy(row: CaseStudyRow): CaseStudy {
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
