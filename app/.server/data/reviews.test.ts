import { sql, type SQLWrapper } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReviewForm } from '#app/domain/review/schema.ts'
import { formatAverageRating } from '#app/domain/review/reviews.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { checkContentVersion, followContentVersion, stopFollowingContentVersion } from '../cache/content-version.ts'
import { reviews } from '../db/schema/index.ts'
import {
	createReview,
	getPublishedReviewSummary,
	listAllReviews,
	publishedReviewsPageQuery,
	REVIEWS_PAGE_SIZE,
	setReviewPublished,
	updateReview,
} from './reviews.ts'

const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/** The plan PostgreSQL chooses for a query, as text. */
async function planOf(query: SQLWrapper): Promise<string> {
	const result = (await database.db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows?: unknown[] } | unknown[]
	const rows = (Array.isArray(result) ? result : (result.rows ?? [])) as Record<string, string>[]
	return rows.map((row) => Object.values(row)[0]).join('\n')
}

describe('published reviews', () => {
	beforeAll(async () => {
		await database.db.delete(reviews)
	})

	it('are none when there are no reviews, and the average is then 5.0', async () => {
		expect(await publishedReviewsPageQuery(1)).toEqual([])
		const summary = await getPublishedReviewSummary()
		expect(summary).toEqual({ average: null, count: 0 })
		expect(formatAverageRating(summary.average)).toBe('5.0')
	})

	it('are published reviews only, newest first, with all their fields', async () => {
		await database.db.insert(reviews).values([
			{ reviewerName: 'Old', location: 'Fulham, SW6', title: 'Older', body: 'Fine work.', rating: 4, isPublished: true, createdAt: daysAgo(60) },
			{ reviewerName: 'New', location: 'Maida Vale, W9', title: 'Newest', body: 'Great work.', rating: 5, isPublished: true, createdAt: daysAgo(2) },
			{ reviewerName: 'Hidden', location: null, title: 'Draft', body: 'Not yet.', rating: 1, isPublished: false, createdAt: daysAgo(1) },
			{ reviewerName: 'Mid', location: null, title: null, body: 'Good.', rating: 5, isPublished: true, createdAt: daysAgo(30) },
		])
		const rows = await publishedReviewsPageQuery(1)
		expect(rows.map((row) => row.reviewerName)).toEqual(['New', 'Mid', 'Old'])
		expect(rows[0]).toMatchObject({ title: 'Newest', body: 'Great work.', rating: 5, location: 'Maida Vale, W9' })
		expect(rows[0]?.createdAt).toBeInstanceOf(Date)
	})

	it('are summarised by the database: the average and count of the published ones only', async () => {
		const summary = await getPublishedReviewSummary()
		expect(summary.count).toBe(3)
		expect(summary.average).toBeCloseTo(14 / 3, 10)
		expect(formatAverageRating(summary.average)).toBe('4.7')
	})

	it('fail loudly when the table cannot be read (the page turns that into its error state)', async () => {
		await database.db.execute(sql`alter table reviews rename to reviews_unavailable`)
		try {
			await expect(publishedReviewsPageQuery(1)).rejects.toThrow()
			await expect(getPublishedReviewSummary()).rejects.toThrow()
		} finally {
			await database.db.execute(sql`alter table reviews_unavailable rename to reviews`)
		}
	})
})

describe('pages of published reviews', () => {
	// 25 published reviews, 7 of them written at the same moment (the order must still be total), and 3 drafts between them.
	const sameMoment = daysAgo(5)
	beforeAll(async () => {
		await database.db.delete(reviews)
		await database.db.insert(reviews).values(
			Array.from({ length: 28 }, (_, index) => ({
				reviewerName: `Reviewer ${index}`,
				body: 'Good work.',
				rating: (index % 5) + 1,
				isPublished: index % 9 !== 4,
				createdAt: index >= 10 && index < 17 ? sameMoment : daysAgo(index),
			})),
		)
	})

	it('hold the page size, and the last page the rest', async () => {
		const pages = await Promise.all([1, 2, 3, 4].map((page) => publishedReviewsPageQuery(page)))
		expect(pages.map((rows) => rows.length)).toEqual([REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE, 5, 0])
		expect((await getPublishedReviewSummary()).count).toBe(25)
	})

	it('list every published review exactly once, newest first, ties by id, however often they are read', async () => {
		const read = async () => (await Promise.all([1, 2, 3].map((page) => publishedReviewsPageQuery(page)))).flat()
		const rows = await read()
		const expected = (await listAllReviews())
			.filter((row) => row.isPublished)
			.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
		expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id))
		expect(new Set(rows.map((row) => row.id)).size).toBe(25)
		for (let again = 0; again < 3; again++) expect((await read()).map((row) => row.id)).toEqual(rows.map((row) => row.id))
	})
})

const review = (overrides: Partial<ReviewForm> = {}): ReviewForm => ({
	reviewer_name: 'Sarah M.',
	location: 'Maida Vale',
	title: 'Great kitchen',
	body: 'On time and tidy.',
	rating: 5,
	is_published: false,
	featured: false,
	reply: null,
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
		expect((await publishedReviewsPageQuery(1)).map((row) => row.reviewerName)).toEqual(['Newer'])
		expect(await setReviewPublished(older!.id, true)).toBe(true)
		expect((await publishedReviewsPageQuery(1)).map((row) => row.reviewerName)).toEqual(['Newer', 'Older, edited'])
		expect(await getPublishedReviewSummary()).toEqual({ average: 4, count: 2 })
		expect(await updateReview('00000000-0000-4000-8000-000000000000', review())).toEqual({ ok: false, reason: 'not-found' })
		expect(await setReviewPublished('00000000-0000-4000-8000-000000000000', true)).toBe(false)
	})
})

describe('the summary while the content version is followed', () => {
	afterAll(stopFollowingContentVersion)

	it('is read once per version, and again once a change is seen', async () => {
		await followContentVersion(database)
		const before = await getPublishedReviewSummary()
		expect(await getPublishedReviewSummary()).toBe(before)
		await database.db.insert(reviews).values({ reviewerName: 'Later', body: 'Quick.', rating: 1, isPublished: true })
		// As the process does after each of its own writes; another's arrives by notification.
		await checkContentVersion()
		expect(await getPublishedReviewSummary()).toEqual({ average: (before.average! * before.count + 1) / (before.count + 1), count: before.count + 1 })
	})
})

describe('the public list queries at scale', () => {
	beforeAll(async () => {
		await database.db.execute(sql`truncate reviews`)
		// 10,000 published reviews over about five years, written in date order as they would be, and 1,000 drafts.
		// Without the audit trigger: 11,000 audit rows would make the insert ten times slower and prove nothing here.
		await database.db.transaction(async (tx) => {
			await tx.execute(sql`set local session_replication_role = replica`)
			await tx.execute(sql`
				insert into reviews (reviewer_name, body, rating, is_published, created_at)
				select 'Reviewer ' || n, 'Good work, on time and tidy.', 1 + n % 5, n % 11 <> 0, now() - (11000 - n) * interval '4 hours'
				from generate_series(1, 11000) as n`)
		})
		await database.db.execute(sql`analyze reviews`)
	}, 60_000)

	it('read the first and a deep page through reviews_published_page_idx', async () => {
		expect((await getPublishedReviewSummary()).count).toBe(10_000)
		for (const page of [1, 500]) {
			const plan = await planOf(publishedReviewsPageQuery(page))
			expect(plan, `page ${page}:\n${plan}`).toContain('reviews_published_page_idx')
			expect(plan, `page ${page}:\n${plan}`).not.toMatch(/\bSort\b/)
		}
		const last = await publishedReviewsPageQuery(1000)
		expect(last).toHaveLength(REVIEWS_PAGE_SIZE)
		expect(await publishedReviewsPageQuery(1001)).toEqual([])
	})
})
