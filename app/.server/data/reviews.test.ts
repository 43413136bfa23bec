import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/db.ts'
import { formatAverageRating } from '#app/utils/reviews.ts'
import { reviews } from '../db/schema/index.ts'
import { listPublishedReviews } from './reviews.ts'

let database: TestDatabase
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

beforeAll(async () => {
	database = await createTestDatabase()
})

afterAll(async () => {
	await database?.close()
})

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
