import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'

import {
	CASE_STUDIES_PAGE_SIZE,
	caseStudyPath,
	isCaseStudyArea,
	type CaseStudy,
	type CaseStudyArea,
	type PublishedCaseStudy,
} from '#app/domain/case-study/case-study.ts'
import { isSlug } from '#app/domain/slug.ts'

import { getDb } from '../db/index.ts'
import { caseStudies, type CaseStudyRow } from '../db/schema/index.ts'
import { findRedirectedSlug } from './slug-redirects.ts'

/*
 * The public reads of the case studies (decision 0038): only published ones
 * whose publish time has come, newest first (ties by id). `now` is the clock,
 * injectable for tests.
 */

export const visibleCaseStudy = (now: Date): SQL =>
	and(eq(caseStudies.status, 'published'), lte(caseStudies.publishAt, now)) as SQL

const newestFirst = [desc(caseStudies.publishAt), asc(caseStudies.id)]

/** The last change a visitor can see: the later of the last save and the publish time. */
const lastChange = sql<Date>`greatest(${caseStudies.updatedAt}, ${caseStudies.publishAt})`.mapWith(caseStudies.updatedAt)

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

/** A row as its own page shows it: the copy, the owner's search settings and its dates. */
export function toPublishedCaseStudy(row: CaseStudyRow): PublishedCaseStudy {
	const publishedAt = row.publishAt ?? row.createdAt
	return {
		...toCaseStudy(row),
		seo: { title: row.seoTitle, description: row.metaDescription, socialImage: row.socialImage },
		publishedAt: publishedAt.toISOString(),
		modifiedAt: (row.updatedAt > publishedAt ? row.updatedAt : publishedAt).toISOString(),
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

/** A visible case study by its slug, for its page; undefined for an unknown, draft or scheduled one. */
export async function getCaseStudyBySlug(slug: string, { now = new Date() }: { now?: Date } = {}): Promise<PublishedCaseStudy | undefined> {
	if (!isSlug(slug)) return undefined
	const [row] = await getDb()
		.select()
		.from(caseStudies)
		.where(and(visibleCaseStudy(now), eq(caseStudies.slug, slug)))
		.limit(1)
	return row ? toPublishedCaseStudy(row) : undefined
}

/**
 * Where an old slug of a case study now leads (decision 0040): its current
 * path when the case study it names is visible, else undefined (the 404).
 */
export async function findCaseStudyRedirect(slug: string, { now = new Date() }: { now?: Date } = {}): Promise<string | undefined> {
	const current = await findRedirectedSlug('case_study', slug, visibleCaseStudy, now)
	return current === undefined ? undefined : caseStudyPath({ slug: current })
}

/** Every visible case study's path and last change (the later of its last save and its publish time), for the sitemap. */
export async function listCaseStudySitemapEntries({ now = new Date() }: { now?: Date } = {}) {
	const rows = await getDb()
		.select({ slug: caseStudies.slug, lastmod: lastChange })
		.from(caseStudies)
		.where(visibleCaseStudy(now))
		.orderBy(...newestFirst)
	return rows.map((row) => ({ path: caseStudyPath(row), lastmod: row.lastmod }))
}
