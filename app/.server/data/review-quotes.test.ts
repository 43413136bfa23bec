import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { reviews } from '../db/schema/index.ts'
import { areaReviewsOrNone, getAreaReviews, getHomeReviews, homeReviewsOrNone, homeReviewsQuery } from './reviews.ts'

/** The testimonials the public pages quote (decision 0044): featured, the fallback, per area, and never a draft. */
const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

type Row = typeof reviews.$inferInsert
const review = (reviewerName: string, row: Partial<Row> = {}): Row => ({
	reviewerName,
	body: `${reviewerName} was pleased.`,
	rating: 5,
	isPublished: true,
	createdAt: daysAgo(10),
	...row,
})
const names = (rows: readonly { reviewerName: string }[]) => rows.map((row) => row.reviewerName)

beforeEach(async () => {
	await database.db.execute(sql`truncate reviews`)
})

describe('the home page’s reviews', () => {
	it('are none when nothing is published (the page then has no section)', async () => {
		await database.db.insert(reviews).values([review('Draft', { isPublished: false, featured: true })])
		expect(await getHomeReviews()).toEqual([])
	})

	it('are the published featured ones, newest first, at most three', async () => {
		await database.db.insert(reviews).values([
			review('Featured old', { featured: true, rating: 5, createdAt: daysAgo(90) }),
			review('Featured new', { featured: true, rating: 3, createdAt: daysAgo(1) }),
			review('Featured mid', { featured: true, rating: 4, createdAt: daysAgo(20) }),
			review('Featured oldest', { featured: true, createdAt: daysAgo(200) }),
			review('Featured draft', { featured: true, isPublished: false, createdAt: daysAgo(0) }),
			review('Best not featured', { rating: 5, createdAt: daysAgo(0) }),
		])
		expect(names(await getHomeReviews())).toEqual(['Featured new', 'Featured mid', 'Featured old'])
	})

	it('are made up with the best of the others (highest rating, then newest) when fewer are featured', async () => {
		await database.db.insert(reviews).values([
			review('Featured', { featured: true, rating: 3, createdAt: daysAgo(300) }),
			review('Four, new', { rating: 4, createdAt: daysAgo(1) }),
			review('Five, old', { rating: 5, createdAt: daysAgo(100) }),
			review('Five, new', { rating: 5, createdAt: daysAgo(5) }),
			review('Five, draft', { rating: 5, isPublished: false, createdAt: daysAgo(0) }),
		])
		expect(names(await getHomeReviews())).toEqual(['Featured', 'Five, new', 'Five, old'])
	})

	it('carry what the visitor sees and none of the admin’s fields', async () => {
		await database.db.insert(reviews).values([review('Sarah M.', { location: 'Maida Vale, W9', title: 'Tidy', featured: true })])
		const [quoted] = await homeReviewsQuery()
		// The reply and "Verified customer" are shown too (issue 25); the enquiry itself never is.
		expect(Object.keys(quoted!).sort()).toEqual(['body', 'id', 'location', 'rating', 'reply', 'reviewerName', 'title', 'verified'])
	})
})

describe('an area page’s reviews', () => {
	it('are the published reviews located in the area, featured first, then newest, at most two', async () => {
		await database.db.insert(reviews).values([
			review('W9 old', { location: 'Maida Vale, W9', createdAt: daysAgo(50) }),
			review('W9 new', { location: 'Warwick Avenue, W9 1AB', createdAt: daysAgo(2) }),
			review('Little Venice featured', { location: 'Little Venice', featured: true, createdAt: daysAgo(300) }),
			review('W9 draft', { location: 'Maida Vale, W9', isPublished: false, createdAt: daysAgo(0) }),
			review('Fulham', { location: 'Fulham, SW6', createdAt: daysAgo(0) }),
			review('Nowhere', { location: null, createdAt: daysAgo(0) }),
		])
		const maidaVale = await getAreaReviews('maida-vale')
		expect(maidaVale.local).toBe(true)
		expect(names(maidaVale.reviews)).toEqual(['Little Venice featured', 'W9 new'])
		expect(names((await getAreaReviews('hammersmith-fulham')).reviews)).toEqual(['Fulham'])
	})

	it('place a shared district by its place name (Little Venice, W2 is Maida Vale; Bayswater, W2 Westminster)', async () => {
		await database.db.insert(reviews).values([
			review('Little Venice', { location: 'Little Venice, W2' }),
			review('Bayswater', { location: 'Bayswater, W2', createdAt: daysAgo(11) }),
		])
		expect(names((await getAreaReviews('maida-vale')).reviews)).toEqual(['Little Venice'])
		expect(names((await getAreaReviews('westminster')).reviews)).toEqual(['Bayswater'])
	})

	it('fall back to the featured ones (not called local) when none is from the area, and are none when nothing is published', async () => {
		await database.db.insert(reviews).values([
			review('Featured Fulham', { location: 'Fulham, SW6', featured: true }),
			review('Draft W9', { location: 'Maida Vale, W9', isPublished: false }),
		])
		expect(await getAreaReviews('maida-vale')).toMatchObject({ local: false, reviews: [{ reviewerName: 'Featured Fulham' }] })
		await database.db.execute(sql`update reviews set is_published = false`)
		expect(await getAreaReviews('maida-vale')).toEqual({ local: false, reviews: [] })
		expect(await getHomeReviews()).toEqual([])
	})

	it('are none, not an error page, when the reviews cannot be read', async () => {
		await database.db.execute(sql`alter table reviews rename to reviews_unavailable`)
		try {
			await expect(getAreaReviews('maida-vale')).rejects.toThrow()
			expect(await areaReviewsOrNone('maida-vale')).toEqual({ local: false, reviews: [] })
			expect(await homeReviewsOrNone()).toEqual([])
		} finally {
			await database.db.execute(sql`alter table reviews_unavailable rename to reviews`)
		}
	})
})
