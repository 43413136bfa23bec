import { sql, type SQLWrapper } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { checkContentVersion, followContentVersion, stopFollowingContentVersion } from '../cache/content-version.ts'
import { projects, services } from '../db/schema/index.ts'
import { GALLERY_PAGE_SIZE, getPublishedGalleryOverview, listPublishedProjectsForService, publishedProjectsPageQuery } from './projects.ts'

const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
let kitchensId = ''

/** The plan PostgreSQL chooses for a query, as text. */
async function planOf(query: SQLWrapper): Promise<string> {
	const result = (await database.db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows?: unknown[] } | unknown[]
	const rows = (Array.isArray(result) ? result : (result.rows ?? [])) as Record<string, string>[]
	return rows.map((row) => Object.values(row)[0]).join('\n')
}

const titles = (rows: readonly { title: string }[]) => rows.map((row) => row.title)

beforeAll(async () => {
	const [kitchens] = await database.db
		.insert(services)
		.values({ name: 'Kitchen Refurbishment', slug: 'kitchens' })
		.returning({ id: services.id })
	kitchensId = kitchens!.id
	await database.db.insert(projects).values([
		{ title: 'Older kitchen', galleryCategory: 'Kitchens', serviceId: kitchensId, status: 'published', images: ['/media/a.webp'], createdAt: daysAgo(30) },
		{ title: 'Newest bathroom', galleryCategory: 'Bathrooms', status: 'published', images: ['/media/b.webp', '/media/b2.webp'], createdAt: daysAgo(1) },
		{ title: 'Middle exterior', galleryCategory: ' Exterior ', status: 'published', images: ['/media/c.webp'], createdAt: daysAgo(10) },
		{ title: 'Draft loft', galleryCategory: 'Lofts', status: 'draft', images: ['/media/d.webp'], createdAt: daysAgo(0) },
		{ title: 'Archived garden', galleryCategory: 'Gardens', status: 'archived', images: ['/media/e.webp'], createdAt: daysAgo(2) },
		{ title: 'Uncategorised repair', galleryCategory: null, status: 'published', images: ['/media/f.webp'], createdAt: daysAgo(40) },
		{ title: 'Second kitchen', galleryCategory: 'Kitchens', serviceId: kitchensId, status: 'published', images: ['/media/g.webp'], createdAt: daysAgo(20) },
		{ title: 'No picture yet', galleryCategory: 'Kitchens', status: 'published', images: [], createdAt: daysAgo(3) },
		{ title: 'Blank category', galleryCategory: '  ', status: 'published', images: ['', '/media/h.webp'], createdAt: daysAgo(50) },
	])
})

describe('a page of the gallery', () => {
	it('has the published projects with an image only, newest first', async () => {
		expect(titles(await publishedProjectsPageQuery({ page: 1 }))).toEqual([
			'Newest bathroom',
			'Middle exterior',
			'Second kitchen',
			'Older kitchen',
			'Uncategorised repair',
			'Blank category',
		])
		expect(await publishedProjectsPageQuery({ page: 2 })).toEqual([])
	})

	it('carries the images and the related service name', async () => {
		const rows = await publishedProjectsPageQuery({ page: 1 })
		const kitchen = rows.find((row) => row.title === 'Older kitchen')
		expect(kitchen?.serviceName).toBe('Kitchen Refurbishment')
		expect(kitchen?.createdAt).toBeInstanceOf(Date)
		expect(rows.find((row) => row.title === 'Newest bathroom')?.images).toEqual(['/media/b.webp', '/media/b2.webp'])
		expect(rows.find((row) => row.title === 'Newest bathroom')?.serviceName).toBeNull()
	})

	it('of one category matches its trimmed name', async () => {
		expect(titles(await publishedProjectsPageQuery({ page: 1, category: 'Kitchens' }))).toEqual(['Second kitchen', 'Older kitchen'])
		expect(titles(await publishedProjectsPageQuery({ page: 1, category: 'Exterior' }))).toEqual(['Middle exterior'])
		expect(await publishedProjectsPageQuery({ page: 1, category: 'Lofts' })).toEqual([])
		expect(await publishedProjectsPageQuery({ page: 1, category: 'Gardens' })).toEqual([])
	})
})

describe('the gallery overview', () => {
	it('counts the projects the gallery shows, in all and per category, categories sorted, once each', async () => {
		expect(await getPublishedGalleryOverview()).toEqual({
			total: 6,
			categories: [
				{ name: 'Bathrooms', count: 1 },
				{ name: 'Exterior', count: 1 },
				{ name: 'Kitchens', count: 2 },
			],
		})
	})
})

describe('published projects of a service', () => {
	it('are the newest of that service', async () => {
		expect(titles(await listPublishedProjectsForService(kitchensId))).toEqual(['Second kitchen', 'Older kitchen'])
		expect(titles(await listPublishedProjectsForService(kitchensId, 1))).toEqual(['Second kitchen'])
	})
})

describe('the gallery overview while the content version is followed', () => {
	afterAll(stopFollowingContentVersion)

	it('is read once per version, and again once a change is seen', async () => {
		await followContentVersion(database)
		const before = await getPublishedGalleryOverview()
		expect(await getPublishedGalleryOverview()).toBe(before)
		await database.db.insert(projects).values({ title: 'New loft', galleryCategory: 'Lofts', status: 'published', images: ['/media/l.webp'] })
		// As the process does after each of its own writes; another's arrives by notification.
		await checkContentVersion()
		const after = await getPublishedGalleryOverview()
		expect(after.total).toBe(before.total + 1)
		expect(after.categories.map((category) => category.name)).toEqual(['Bathrooms', 'Exterior', 'Kitchens', 'Lofts'])
	})
})

describe('pages of the gallery', () => {
	beforeAll(async () => {
		await database.db.execute(sql`truncate projects`)
		// 30 published projects, 9 of them at the same moment (the order must still be total), and drafts between them.
		const sameMoment = daysAgo(7)
		await database.db.insert(projects).values(
			Array.from({ length: 34 }, (_, index) => ({
				title: `Project ${index}`,
				galleryCategory: index % 2 === 0 ? 'Kitchens' : 'Bathrooms',
				status: index % 8 === 3 ? ('draft' as const) : ('published' as const),
				images: [`/media/${index}.webp`],
				createdAt: index >= 10 && index < 19 ? sameMoment : daysAgo(index),
			})),
		)
	})

	it('hold the page size, and the last page the rest', async () => {
		const pages = await Promise.all([1, 2, 3, 4].map((page) => publishedProjectsPageQuery({ page })))
		expect(pages.map((rows) => rows.length)).toEqual([GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE, 6, 0])
		expect((await getPublishedGalleryOverview()).total).toBe(30)
	})

	it('list every project exactly once, newest first, ties by id, with or without a category', async () => {
		const all = await database.db.select().from(projects)
		const newestFirst = (rows: typeof all) =>
			rows
				.filter((row) => row.status === 'published')
				.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
				.map((row) => row.id)
		const read = async (category: string | null) =>
			(await Promise.all([1, 2, 3].map((page) => publishedProjectsPageQuery({ page, category })))).flat().map((row) => row.id)
		expect(await read(null)).toEqual(newestFirst(all))
		expect(await read(null)).toEqual(await read(null))
		const kitchens = await read('Kitchens')
		expect(kitchens).toEqual(newestFirst(all.filter((row) => row.galleryCategory === 'Kitchens')))
		expect((await getPublishedGalleryOverview()).categories).toEqual([
			{ name: 'Bathrooms', count: 13 },
			{ name: 'Kitchens', count: kitchens.length },
		])
	})
})

describe('the public list queries at scale', () => {
	beforeAll(async () => {
		await database.db.execute(sql`truncate projects`)
		// 10,000 published projects over about five years in eight categories, written in date order, and 500 drafts.
		// Without the audit trigger: 10,500 audit rows would make the insert ten times slower and prove nothing here.
		await database.db.transaction(async (tx) => {
			await tx.execute(sql`set local session_replication_role = replica`)
			await tx.execute(sql`
				insert into projects (title, gallery_category, status, images, created_at)
				select 'Project ' || n, (array['Kitchens', 'Bathrooms', 'Lofts', 'Exterior', 'Gardens', 'Flooring', 'Electrics', 'Plumbing'])[1 + n % 8],
					case when n % 21 = 0 then 'draft' else 'published' end::project_status,
					array['/media/project-' || n || '.webp'], now() - (10500 - n) * interval '4 hours'
				from generate_series(1, 10500) as n`)
		})
		await database.db.execute(sql`analyze projects`)
	}, 60_000)

	it('read the first and a deep page, of all and of one category, through the page indexes', async () => {
		const overview = await getPublishedGalleryOverview()
		expect(overview.total).toBe(10_000)
		expect(overview.categories).toHaveLength(8)
		const cases = [
			{ page: 1, category: null, index: 'projects_published_page_idx' },
			{ page: 400, category: null, index: 'projects_published_page_idx' },
			{ page: 1, category: 'Kitchens', index: 'projects_published_category_page_idx' },
			{ page: 100, category: 'Kitchens', index: 'projects_published_category_page_idx' },
		]
		for (const { page, category, index } of cases) {
			const plan = await planOf(publishedProjectsPageQuery({ page, category }))
			expect(plan, `page ${page} of ${category ?? 'all'}:\n${plan}`).toContain(index)
			expect(plan, `page ${page} of ${category ?? 'all'}:\n${plan}`).not.toMatch(/\bSort\b.*\n.*Seq Scan on projects/)
		}
		expect(await publishedProjectsPageQuery({ page: 834 })).toHaveLength(10_000 - 833 * GALLERY_PAGE_SIZE)
	})
})
