import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'

import { areaPages } from '#app/content/areas.ts'
import { areaPlaces, areasOfLocation } from '#app/domain/review/area.ts'
import type { ReviewForm } from '#app/domain/review/schema.ts'
import { pageOffset } from '#app/utils/paging.ts'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { reviews, type ReviewRow } from '../db/schema/index.ts'
import { logger } from '../logger.ts'

/** Reviews on one page of /reviews. */
export const REVIEWS_PAGE_SIZE = 10

const published = eq(reviews.isPublished, true)

/** Sent by an enquiry's customer through a review request: "Verified customer" (the enquiry itself is never shown). */
const verifiedColumn = sql<boolean>`${reviews.enquiryId} is not null`

/** The published reviews' average rating (null when there are none) and their number. */
export function publishedReviewSummaryQuery() {
	return getDb()
		.select({ average: sql<number | null>`avg(${reviews.rating})::float8`, count: sql<number>`count(*)::int` })
		.from(reviews)
		.where(published)
}

export type ReviewSummary = { average: number | null; count: number }

// Once per content version (every change to the reviews moves it on), so a page view does not count every review.
const readPublishedReviewSummary = perContentVersion(async (): Promise<ReviewSummary> => {
	const [row] = await publishedReviewSummaryQuery()
	return { average: row?.average ?? null, count: row?.count ?? 0 }
})

/**
 * The published reviews' average rating (null when there are none) and how
 * many there are, computed by the database: the one source of the rating the
 * site claims. Shared between callers: do not change the object.
 */
export function getPublishedReviewSummary(): Promise<ReviewSummary> {
	return readPublishedReviewSummary()
}

/**
 * One page of published reviews, newest first. Ties on the date are broken by
 * id, so every review is on exactly one page; reviews_published_page_idx
 * serves this order.
 */
export function publishedReviewsPageQuery(page: number, pageSize = REVIEWS_PAGE_SIZE) {
	return getDb()
		.select({
			id: reviews.id,
			reviewerName: reviews.reviewerName,
			location: reviews.location,
			title: reviews.title,
			body: reviews.body,
			rating: reviews.rating,
			verified: verifiedColumn,
			reply: reviews.reply,
			createdAt: reviews.createdAt,
		})
		.from(reviews)
		.where(published)
		.orderBy(desc(reviews.createdAt), desc(reviews.id))
		.limit(pageSize)
		.offset(pageOffset(page, pageSize))
}

export type PublishedReview = Awaited<ReturnType<typeof publishedReviewsPageQuery>>[number]

const readPublishedReviewsPage = perContentVersion(
	async (page: number) => publishedReviewsPageQuery(page),
	(page) => String(page),
)

/** A page of published reviews, read once per content version. Shared between callers: do not change the rows. */
export function getPublishedReviewsPage(page: number): Promise<PublishedReview[]> {
	return readPublishedReviewsPage(page)
}

/**
 * A review as a public page quotes it (decision 0044): what the visitor sees,
 * never the admin's fields (published, featured, the dates it was edited).
 */
export type QuotedReview = {
	id: string
	reviewerName: string
	location: string | null
	title: string | null
	body: string
	rating: number
	verified: boolean
	/** The business's public reply (issue 25). */
	reply: string | null
}

const quotedColumns = {
	id: reviews.id,
	reviewerName: reviews.reviewerName,
	location: reviews.location,
	title: reviews.title,
	body: reviews.body,
	rating: reviews.rating,
	verified: verifiedColumn,
	reply: reviews.reply,
}

/** Testimonials on the home page. */
export const HOME_REVIEWS = 3
/** Testimonials on an area page. */
export const AREA_REVIEWS = 2
/** How many of the newest published reviews with a location an area page chooses among (bounded: the matching is done here, by the pure rule). */
const AREA_CANDIDATES = 300

/**
 * The home page's testimonials: the published reviews the owner marked as
 * featured, newest first; when fewer than `limit` are, the best of the others
 * (highest rating, then newest) make up the number. None when nothing is published.
 */
export function homeReviewsQuery(limit = HOME_REVIEWS) {
	return getDb()
		.select(quotedColumns)
		.from(reviews)
		.where(published)
		.orderBy(
			desc(reviews.featured),
			// Featured ones by date alone; the rest by rating first.
			desc(sql`case when ${reviews.featured} then 0 else ${reviews.rating} end`),
			desc(reviews.createdAt),
			desc(reviews.id),
		)
		.limit(limit)
}

const readHomeReviews = perContentVersion(async (): Promise<QuotedReview[]> => homeReviewsQuery())

/** Published reviews with a location, featured first, then newest: the candidates of every area page. */
function areaCandidatesQuery() {
	return getDb()
		.select(quotedColumns)
		.from(reviews)
		.where(and(published, isNotNull(reviews.location)))
		.orderBy(desc(reviews.featured), desc(reviews.createdAt), desc(reviews.id))
		.limit(AREA_CANDIDATES)
}

const places = areaPages.map(areaPlaces)

/** The reviews of each area page (slug → reviews, in the candidates' order), worked out once per content version. */
const readAreaReviews = perContentVersion(async (): Promise<Map<string, QuotedReview[]>> => {
	const byArea = new Map<string, QuotedReview[]>()
	for (const review of await areaCandidatesQuery()) {
		for (const slug of areasOfLocation(review.location, places)) byArea.set(slug, [...(byArea.get(slug) ?? []), review])
	}
	return byArea
})

/** Reviews as the home page shows them, read once per content version. Shared between callers: do not change the rows. */
export function getHomeReviews(): Promise<QuotedReview[]> {
	return readHomeReviews()
}

export type AreaReviews = { local: boolean; reviews: QuotedReview[] }

/**
 * An area page's testimonials: published reviews whose location falls in the
 * area (areasOfLocation), featured first, then newest, up to `limit`; when
 * there are none, the home page's (featured, then the best), and `local` is
 * false so the page does not call them local. Empty when nothing is published.
 */
export async function getAreaReviews(slug: string, limit = AREA_REVIEWS): Promise<AreaReviews> {
	const local = (await readAreaReviews()).get(slug) ?? []
	if (local.length > 0) return { local: true, reviews: local.slice(0, limit) }
	return { local: false, reviews: (await readHomeReviews()).slice(0, limit) }
}

/** The same, never failing: a page shows no testimonials rather than an error when the reviews cannot be read. */
export async function areaReviewsOrNone(slug: string): Promise<AreaReviews> {
	try {
		return await getAreaReviews(slug)
	} catch (error) {
		logger.error({ err: error, area: slug }, 'Could not load the area reviews; the page shows none')
		return { local: false, reviews: [] }
	}
}

/** The home page's testimonials, never failing (none when they cannot be read). */
export async function homeReviewsOrNone(): Promise<QuotedReview[]> {
	try {
		return await getHomeReviews()
	} catch (error) {
		logger.error({ err: error }, 'Could not load the home page reviews; the page shows none')
		return []
	}
}

/** Every review (published or not), newest created first: the admin Reviews tab. */
export async function listAllReviews(): Promise<ReviewRow[]> {
	return getDb().select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id))
}

export type ReviewSaveResult = { ok: true; review: ReviewRow } | { ok: false; reason: 'not-found' }

const toColumns = (form: ReviewForm) => ({
	reviewerName: form.reviewer_name,
	location: form.location,
	title: form.title,
	body: form.body,
	rating: form.rating,
	isPublished: form.is_published,
	featured: form.featured,
	reply: form.reply,
	createdAt: form.created_at,
	// The admin sets both dates (spec: create and update send created_at and updated_at).
	updatedAt: form.updated_at,
})

const saved = (review: ReviewRow | undefined): ReviewSaveResult => (review ? { ok: true, review } : { ok: false, reason: 'not-found' })

export async function createReview(form: ReviewForm): Promise<ReviewSaveResult> {
	return saved((await getDb().insert(reviews).values({ ...toColumns(form), repliedAt: form.reply ? new Date() : null }).returning())[0])
}

export async function updateReview(id: string, form: ReviewForm): Promise<ReviewSaveResult> {
	// The reply's date moves only when its text changes (the columns on the right are the row before the update).
	const repliedAt = form.reply
		? sql`case when ${reviews.reply} is not distinct from ${form.reply} then ${reviews.repliedAt} else now() end`
		: null
	return saved((await getDb().update(reviews).set({ ...toColumns(form), repliedAt }).where(eq(reviews.id, id)).returning())[0])
}

/** Publishes or unpublishes a review; false when there is no such review. */
export async function setReviewPublished(id: string, isPublished: boolean): Promise<boolean> {
	const rows = await getDb().update(reviews).set({ isPublished }).where(eq(reviews.id, id)).returning({ id: reviews.id })
	return rows.length > 0
}

/** Marks a review as featured on the home page, or not; false when there is no such review. */
export async function setReviewFeatured(id: string, featured: boolean): Promise<boolean> {
	const rows = await getDb().update(reviews).set({ featured }).where(eq(reviews.id, id)).returning({ id: reviews.id })
	return rows.length > 0
}

/** Deletes a review; null when there is no such review. */
export async function deleteReview(id: string): Promise<{ media?: string[] } | null> {
	const rows = await getDb().delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id })
	return rows.length > 0 ? {} : null
}
