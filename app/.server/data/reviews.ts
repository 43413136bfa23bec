import { desc, eq } from 'drizzle-orm'
import { getDb } from '../db/index.ts'
import { reviews } from '../db/schema/index.ts'

export type PublicReview = {
	id: string
	reviewerName: string
	location: string | null
	title: string | null
	body: string
	rating: number
	createdAt: Date
}

/** Published reviews, newest first (spec §7 "Reviews"). */
export async function listPublishedReviews(): Promise<PublicReview[]> {
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
