import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { reviews } from '#app/.server/db/schema/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader, meta } from './reviews.tsx'

const database = testDatabaseForThisFile()

/** What the loader of /reviews{search} returned or threw. */
async function load(search: string) {
	const request = new Request(`https://www.example.test/reviews${search}`)
	return loader({ request, params: {}, context: testContext() } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown)
}

type Loaded = Extract<Awaited<ReturnType<typeof loader>>, { status: 'ok' }>

function expectNotFound(result: unknown) {
	expect(result).toMatchObject({ init: { status: 404 } })
}

/** The head links of a page of /reviews (canonical, prev, next) as meta() gives them. */
function headLinks(search: string, loaderData: unknown) {
	const descriptors = meta({ loaderData, matches: [], location: { pathname: '/reviews', search } } as unknown as Parameters<typeof meta>[0])
	return Object.fromEntries(
		descriptors.flatMap((descriptor) =>
			'tagName' in descriptor && descriptor.tagName === 'link' ? [[descriptor.rel, descriptor.href]] : [],
		),
	)
}

describe('/reviews with no reviews', () => {
	it('has one page, empty, with the average 5.0; page 2 is not found', async () => {
		// The review-site tiles come from the settings row's profile links (server/business-details.test.ts).
		expect(await load('')).toMatchObject({ status: 'ok', page: 1, pageCount: 1, reviews: [], count: 0, average: '5.0' })
		expectNotFound(await load('?page=2'))
	})
})

describe('/reviews pages', () => {
	beforeAll(async () => {
		// 25 published reviews, one a day, and a draft: three pages of 10.
		await database.db.insert(reviews).values([
			...Array.from({ length: 25 }, (_, index) => ({
				reviewerName: `Reviewer ${index + 1}`,
				body: 'Good work.',
				rating: index % 2 === 0 ? 5 : 4,
				isPublished: true,
				createdAt: new Date(Date.UTC(2025, 0, 25 - index)),
			})),
			{ reviewerName: 'Draft', body: 'Not yet.', rating: 1, isPublished: false, createdAt: new Date(Date.UTC(2025, 1, 1)) },
		])
	})

	it('show 10 reviews a page, newest first, with the average and count of all of them', async () => {
		const first = (await load('')) as Loaded
		expect(first).toMatchObject({ status: 'ok', page: 1, pageCount: 3, count: 25, average: '4.5' })
		expect(first.reviews.map((review) => review.reviewerName)).toEqual(Array.from({ length: 10 }, (_, index) => `Reviewer ${index + 1}`))
		expect(first.reviews[0]?.date).toEqual({ iso: '2025-01-25T00:00:00.000Z', label: 'January 2025' })
		expect(await load('?page=1')).toEqual(first)
		const last = (await load('?page=3')) as Loaded
		expect(last.reviews.map((review) => review.reviewerName)).toEqual([
			'Reviewer 21',
			'Reviewer 22',
			'Reviewer 23',
			'Reviewer 24',
			'Reviewer 25',
		])
		expect(last).toMatchObject({ page: 3, count: 25, average: '4.5' })
	})

	it('answer not found past the last page and for anything but a page number', async () => {
		for (const search of [
			'?page=4',
			'?page=500',
			'?page=0',
			'?page=-1',
			'?page=',
			'?page=2.0',
			'?page=02',
			'?page=two',
			'?page=99999999999',
		]) {
			expectNotFound(await load(search))
		}
	})

	it('have their own canonical, and prev and next links in the head', async () => {
		expect(headLinks('', await load(''))).toEqual({
			canonical: 'http://localhost:3000/reviews',
			next: 'http://localhost:3000/reviews?page=2',
		})
		expect(headLinks('?page=2', await load('?page=2'))).toEqual({
			canonical: 'http://localhost:3000/reviews?page=2',
			prev: 'http://localhost:3000/reviews',
			next: 'http://localhost:3000/reviews?page=3',
		})
		expect(headLinks('?page=3', await load('?page=3'))).toEqual({
			canonical: 'http://localhost:3000/reviews?page=3',
			prev: 'http://localhost:3000/reviews?page=2',
		})
	})

	it('answer 503 with the error state when the reviews cannot be read, keeping the page for Try Again', async () => {
		await database.db.execute(sql`alter table reviews rename to reviews_unavailable`)
		try {
			expect(await load('?page=2')).toMatchObject({ data: { status: 'error', page: 2 }, init: { status: 503 } })
		} finally {
			await database.db.execute(sql`alter table reviews_unavailable rename to reviews`)
		}
	})
})
