import { desc, eq, sql } from 'drizzle-orm'

import type { ReviewForm } from '#app/domain/review/schema.ts'
import { pageOffset } from '#app/utils/paging.ts'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { reviews, type ReviewRow } from '../db/schema/index.ts'

/** Reviews on one page of /reviews. */
export const REVIEWS_PAGE_SIZE = 10

const published = eq(reviews.isPublished, true)

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
	createdAt: form.created_at,
	// The admin sets both dates (spec: create and update send created_at and updated_at).
	updatedAt: form.updated_at,
})

const saved = (review: ReviewRow | undefined): ReviewSaveResult => (review ? { ok: true, review } : { ok: false, reason: 'not-found' })

export async function createReview(form: ReviewForm): Promise<ReviewSaveResult> {
	return saved((await getDb().insert(reviews).values(toColumns(form)).returning())[0])
}

export async function updateReview(id: string, form: ReviewForm): Promise<ReviewSaveResult> {
	return saved((await getDb().update(reviews).set(toColumns(form)).where(eq(reviews.id, id)).returning())[0])
}

/** Publishes or unpublishes a review; false when there is no such review. */
export async function setReviewPublished(id: string, isPublished: boolean): Promise<boolean> {
	const rows = await getDb().update(reviews).set({ isPublished }).where(eq(reviews.id, id)).returning({ id: reviews.id })
	return rows.length > 0
}
