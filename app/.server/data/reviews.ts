import { desc, eq } from 'drizzle-orm'
import type { ReviewForm } from '#app/utils/admin-schemas.ts'
import { getDb } from '../db/index.ts'
import { reviews, type ReviewRow } from '../db/schema/index.ts'

/** Published reviews, newest first. */
export async function listPublishedReviews() {
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
		.where(eq(reviews.isPublished, true))
		.orderBy(desc(reviews.createdAt))
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
