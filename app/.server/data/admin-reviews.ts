import { desc, eq } from 'drizzle-orm'
import type { ReviewForm } from '#app/utils/admin-schemas.ts'
import { getDb } from '../db/index.ts'
import { reviews, type ReviewRow } from '../db/schema/index.ts'

/** Every review (published or not), newest created first: the admin Reviews tab. */
export async function listAllReviews(): Promise<ReviewRow[]> {
	return getDb().select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id))
}

const toColumns = (form: ReviewForm) => ({
	reviewerName: form.reviewer_name,
	location: form.location,
	title: form.title,
	body: form.body,
	rating: form.rating,
	isPublished: form.is_published,
	createdAt: form.created_at,
	updatedAt: form.updated_at,
})

export async function createReview(form: ReviewForm): Promise<ReviewRow> {
	const [row] = await getDb().insert(reviews).values(toColumns(form)).returning()
	if (!row) throw new Error('The review was not saved')
	return row
}

/** Null when there is no such review. */
export async function updateReview(id: string, form: ReviewForm): Promise<ReviewRow | null> {
	const [row] = await getDb().update(reviews).set(toColumns(form)).where(eq(reviews.id, id)).returning()
	return row ?? null
}

/** Publishes or unpublishes a review; false when there is no such review. */
export async function setReviewPublished(id: string, isPublished: boolean): Promise<boolean> {
	const rows = await getDb()
		.update(reviews)
		.set({ isPublished, updatedAt: new Date() })
		.where(eq(reviews.id, id))
		.returning({ id: reviews.id })
	return rows.length > 0
}
