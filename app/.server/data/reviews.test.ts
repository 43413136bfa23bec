import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReviewForm } from '#app/utils/admin-schemas.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { formatAverageRating } from '#app/utils/reviews.ts'
import { reviews } from '../db/schema/index.ts'
import { createReview, listAllReviews, listPublishedReviews, setReviewPublished, updateReview } from './reviews.ts'

const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

describe('listPublishedReviews', () => {
	it('is empty when there are no reviews, and the average is then 5.0', async () => {
		const rows = await listPublishedReviews()
		expect(rows).toEqual([])
		expect(formatAverageRating(rows.map((row) => row.rating))).toBe('5.0')
	})

	it('returns published reviews only, newest first, with all their fields', async () => {
		await database.db.insert(reviews).values([
			{ reviewerName: 'Old', location: 'Fulham, SW6', title: 'Older', body: 'Fine work.', rating: 4, isPublished: true, createdAt: daysAgo(60) },
			{ reviewerName: 'New', location: 'Maida Vale, W9', title: 'Newest', body: 'Great work.', rating: 5, isPublished: true, createdAt: daysAgo(2) },
			{ reviewerName: 'Hidden', location: null, title: 'Draft', body: 'Not yet.', rating: 1, isPublished: false, createdAt: daysAgo(1) },
			{ reviewerName: 'Mid', location: null, title: null, body: 'Good.', rating: 5, isPublished: true, createdAt: daysAgo(30) },
		])
		const rows = await listPublishedReviews()
		expect(rows.map((row) => row.reviewerName)).toEqual(['New', 'Mid', 'Old'])
		expect(rows[0]).toMatchObject({ title: 'Newest', body: 'Great work.', rating: 5, location: 'Maida Vale, W9' })
		expect(rows[0]?.createdAt).toBeInstanceOf(Date)
		expect(formatAverageRating(rows.map((row) => row.rating))).toBe('4.7')
	})

	it('fails loudly when the table cannot be read (the page turns that into its error state)', async () => {
		await database.db.execute(sql`alter table reviews rename to reviews_unavailable`)
		try {
			await expect(listPublishedReviews()).rejects.toThrow()
		} finally {
			await database.db.execute(sql`alter table reviews_unavailable rename to reviews`)
		}
	})
})

const review = (overrides: Partial<ReviewForm> = {}): ReviewForm => ({
	reviewer_name: 'Sarah M.',
	location: 'Maida Vale',
	title: 'Great kitchen',
	body: 'On time and tidy.',
	rating: 5,
	is_published: false,
	created_at: new Date('2025-03-01T10:00:00Z'),
	updated_at: new Date('2025-03-01T10:00:00Z'),
	...overrides,
})

describe('admin reviews', () => {
	beforeAll(async () => {
		await database.db.delete(reviews)
	})

	it('lists every review newest first, drafts included', async () => {
		await createReview(review({ reviewer_name: 'Older', created_at: new Date('2024-01-01T00:00:00Z') }))
		await createReview(review({ reviewer_name: 'Newer', is_published: true, created_at: new Date('2025-06-01T00:00:00Z') }))
		expect((await listAllReviews()).map((row) => [row.reviewerName, row.isPublished])).toEqual([
			['Newer', true],
			['Older', false],
		])
	})

	it('updates all fields and shows on the public list only when published', async () => {
		const [older] = (await listAllReviews()).filter((row) => row.reviewerName === 'Older')
		const updated = await updateReview(older!.id, review({ reviewer_name: 'Older, edited', rating: 3, title: null }))
		expect(updated).toMatchObject({ ok: true, review: { reviewerName: 'Older, edited', rating: 3, title: null, isPublished: false } })
		expect((await listPublishedReviews()).map((row) => row.reviewerName)).toEqual(['Newer'])
		expect(await setReviewPublished(older!.id, true)).toBe(true)
		expect((await listPublishedReviews()).map((row) => row.reviewerName)).toEqual(['Newer', 'Older, edited'])
		expect(await updateReview('00000000-0000-4000-8000-000000000000', review())).toEqual({ ok: false, reason: 'not-found' })
		expect(await setReviewPublished('00000000-0000-4000-8000-000000000000', true)).toBe(false)
	})
})
