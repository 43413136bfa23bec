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
import { pageOffset } from '#app/utils/paging.ts'

import { getDb } from '../db/index.ts'
import { caseStudies, type CaseStudyRow } from '../db/schema/index.ts'
import { SITEMAP_ENTRY_LIMIT } from '../sitemap.ts'
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

/** The columns `toCaseStudy` reads: what a card shows, without the search settings, status and dates. */
const caseStudyColumns = {
	id: caseStudies.id,
	slug: caseStudies.slug,
	title: caseStudies.title,
	location: caseStudies.location,
	area: caseStudies.area,
	category: caseStudies.category,
	timeline: caseStudies.timeline,
	budget: caseStudies.budget,
	client: caseStudies.client,
	completionYear: caseStudies.completionYear,
	description: caseStudies.description,
	challenges: caseStudies.challenges,
	solutions: caseStudies.solutions,
	keyFeatures: caseStudies.keyFeatures,
	testimonialQuote: caseStudies.testimonialQuote,
	testimonialRating: caseStudies.testimonialRating,
	testimonialAuthor: caseStudies.testimonialAuthor,
	beforeAfter: caseStudies.beforeAfter,
	featured: caseStudies.featured,
	pictureAfterAlt: caseStudies.pictureAfterAlt,
	pictureBeforeAlt: caseStudies.pictureBeforeAlt,
}

/** A row as the public page shows it (also a preview's row with its working copy applied). */
export function toCaseStudy(row: Pick<CaseStudyRow, keyof typeof caseStudyColumns>): CaseStudy {
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

const inArea = (area: string | null | undefined, now: Date) =>
	area && isCaseStudyArea(area) ? (and(visibleCaseStudy(now), eq(caseStudies.area, area)) as SQL) : visibleCaseStudy(now)

/** How many visible case studies one area has (all for 'all', unknown or missing). */
export function caseStudiesCountQuery({ area = null, now = new Date() }: { area?: string | null; now?: Date } = {}) {
	return getDb()
		.select({ total: sql<number>`count(*)::int` })
		.from(caseStudies)
		.where(inArea(area, now))
}

/**
 * One page (1-based) of the visible case studies of one area (all for 'all',
 * unknown or missing), newest first: the page's ids first (sorting narrow
 * rows), then those rows' card columns.
 */
export function caseStudiesPageQuery({
	area = null,
	page,
	pageSize = CASE_STUDIES_PAGE_SIZE,
	now = new Date(),
}: {
	area?: string | null
	page: number
	pageSize?: number
	now?: Date
}) {
	const ids = getDb()
		.select({ id: caseStudies.id })
		.from(caseStudies)
		.where(inArea(area, now))
		.orderBy(...newestFirst)
		.limit(pageSize)
		.offset(pageOffset(page, pageSize))
	return getDb()
		.select(caseStudyColumns)
		.from(caseStudies)
		.where(inArray(caseStudies.id, ids))
		.orderBy(...newestFirst)
}

/**
 * One page (1-based) of the visible case studies of one area, with how many
 * there are in all; a page past the end has no rows (they are not read).
 */
export async function getCaseStudiesPage({
	area = null,
	page = 1,
	pageSize = CASE_STUDIES_PAGE_SIZE,
	now = new Date(),
}: { area?: string | null; page?: number; pageSize?: number; now?: Date } = {}): Promise<{ total: number; studies: CaseStudy[] }> {
	const [counted] = await caseStudiesCountQuery({ area, now })
	const total = Number(counted?.total ?? 0)
	if (pageOffset(page, pageSize) >= total) return { total, studies: [] }
	const rows = await caseStudiesPageQuery({ area, page, pageSize, now })
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

/** The newest visible case studies' paths and last changes (the later of the last save and the publish time), for the sitemap: at most `limit`. */
export async function listCaseStudySitemapEntries({ limit = SITEMAP_ENTRY_LIMIT, now = new Date() }: { limit?: number; now?: Date } = {}) {
	const rows = await getDb()
		.select({ slug: caseStudies.slug, lastmod: lastChange })
		.from(caseStudies)
		.where(visibleCaseStudy(now))
		.orderBy(...newestFirst)
		.limit(limit)
	return rows.map((row) => ({ path: caseStudyPath(row), lastmod: row.lastmod }))
}
