import { beforeAll, describe, expect, it } from 'vitest'

import { projects } from '#app/.server/db/schema/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader, meta } from './gallery.tsx'

const database = testDatabaseForThisFile()

/** What the loader of /gallery{search} returned or threw. */
async function load(search: string) {
	const request = new Request(`https://www.example.test/gallery${search}`)
	return loader({ request, params: {}, context: testContext() } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown)
}

type Loaded = Awaited<ReturnType<typeof loader>>

function expectNotFound(result: unknown) {
	expect(result).toMatchObject({ init: { status: 404 } })
}

/** The title and head links of a page of /gallery as meta() gives them. */
function head(loaderData: unknown) {
	const descriptors = meta({ loaderData, matches: [], location: { pathname: '/gallery', search: '' } } as unknown as Parameters<
		typeof meta
	>[0])
	return {
		title: descriptors.flatMap((descriptor) => ('title' in descriptor ? [descriptor.title] : []))[0],
		...Object.fromEntries(
			descriptors.flatMap((descriptor) =>
				'tagName' in descriptor && descriptor.tagName === 'link' ? [[descriptor.rel, descriptor.href]] : [],
			),
		),
	}
}

describe('/gallery with nothing published', () => {
	it('has one empty page with the "All" chip only; page 2 is not found', async () => {
		expect(await load('')).toMatchObject({ items: [], filters: [{ value: 'all' }], activeCategory: null, page: 1, pageCount: 1 })
		expectNotFound(await load('?page=2'))
	})
})

describe('/gallery pages', () => {
	beforeAll(async () => {
		// 30 published projects, one a day, 20 kitchens and 10 bathrooms, and a draft: three pages of 12.
		await database.db.insert(projects).values([
			...Array.from({ length: 30 }, (_, index) => ({
				title: `Project ${index + 1}`,
				galleryCategory: index % 3 === 2 ? 'Bathrooms' : 'Kitchens',
				status: 'published' as const,
				images: [`/media/project-${index + 1}.webp`],
				createdAt: new Date(Date.UTC(2025, 0, 30 - index)),
			})),
			{
				title: 'Draft',
				galleryCategory: 'Lofts',
				status: 'draft' as const,
				images: ['/media/draft.webp'],
				createdAt: new Date(Date.UTC(2025, 1, 1)),
			},
		])
	})

	it('show 12 projects a page, newest first, with the chips of every published category', async () => {
		const first = (await load('')) as Loaded
		expect(first).toMatchObject({ page: 1, pageCount: 3, activeCategory: null })
		expect(first.filters.map((filter) => filter.label)).toEqual(['All', 'Bathrooms', 'Kitchens'])
		expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: 12 }, (_, index) => `Project ${index + 1}`))
		const last = (await load('?page=3')) as Loaded
		expect(last.items.map((item) => item.title)).toEqual(Array.from({ length: 6 }, (_, index) => `Project ${index + 25}`))
		expectNotFound(await load('?page=4'))
	})

	it('page within a category, whose own page count decides what is not found', async () => {
		const kitchens = (await load('?category=Kitchens&page=2')) as Loaded
		expect(kitchens).toMatchObject({ page: 2, pageCount: 2, activeCategory: 'Kitchens' })
		expect(kitchens.items).toHaveLength(8)
		expect(kitchens.items.every((item) => item.category === 'Kitchens')).toBe(true)
		expect(await load('?category=Bathrooms')).toMatchObject({ page: 1, pageCount: 1, activeCategory: 'Bathrooms' })
		expectNotFound(await load('?category=Bathrooms&page=2'))
		// An unknown category shows everything, as before.
		expect(await load('?category=Garages&page=3')).toMatchObject({ page: 3, pageCount: 3, activeCategory: null })
	})

	it('answer not found for anything but a page number', async () => {
		for (const search of ['?page=0', '?page=-2', '?page=', '?page=1.5', '?page=01', '?page=last', '?category=Kitchens&page=0']) {
			expectNotFound(await load(search))
		}
	})

	it('have their own title and canonical, and prev and next links that keep the category', async () => {
		expect(head(await load(''))).toMatchObject({
			canonical: 'http://localhost:3000/gallery',
			next: 'http://localhost:3000/gallery?page=2',
		})
		const second = head(await load('?page=2'))
		expect(second).toMatchObject({
			canonical: 'http://localhost:3000/gallery?page=2',
			prev: 'http://localhost:3000/gallery',
			next: 'http://localhost:3000/gallery?page=3',
		})
		expect(second.title).toBe('Gallery: Kitchens, Bathrooms & Refurbishments (Page 2)')
		expect(head(await load('?category=Kitchens&page=2'))).toEqual({
			title: expect.stringContaining('(Page 2)'),
			canonical: 'http://localhost:3000/gallery',
			prev: 'http://localhost:3000/gallery?category=Kitchens',
		})
	})
})
