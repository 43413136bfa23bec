import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { projects, services } from '../db/schema/index.ts'
import { galleryCategories, listPublishedProjects } from './projects.ts'

const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

beforeAll(async () => {
	const [kitchens] = await database.db
		.insert(services)
		.values({ name: 'Kitchen Refurbishment', slug: 'kitchens' })
		.returning({ id: services.id })
	await database.db.insert(projects).values([
		{ title: 'Older kitchen', galleryCategory: 'Kitchens', serviceId: kitchens!.id, status: 'published', images: ['/media/a.webp'], createdAt: daysAgo(30) },
		{ title: 'Newest bathroom', galleryCategory: 'Bathrooms', status: 'published', images: ['/media/b.webp', '/media/b2.webp'], createdAt: daysAgo(1) },
		{ title: 'Middle exterior', galleryCategory: ' Exterior ', status: 'published', images: ['/media/c.webp'], createdAt: daysAgo(10) },
		{ title: 'Draft loft', galleryCategory: 'Lofts', status: 'draft', images: ['/media/d.webp'], createdAt: daysAgo(0) },
		{ title: 'Archived garden', galleryCategory: 'Gardens', status: 'archived', images: ['/media/e.webp'], createdAt: daysAgo(2) },
		{ title: 'Uncategorised repair', galleryCategory: null, status: 'published', images: ['/media/f.webp'], createdAt: daysAgo(40) },
		{ title: 'Second kitchen', galleryCategory: 'Kitchens', status: 'published', images: ['/media/g.webp'], createdAt: daysAgo(20) },
	])
})

describe('listPublishedProjects', () => {
	it('returns published projects only, newest first', async () => {
		const rows = await listPublishedProjects()
		expect(rows.map((row) => row.title)).toEqual([
			'Newest bathroom',
			'Middle exterior',
			'Second kitchen',
			'Older kitchen',
			'Uncategorised repair',
		])
	})

	it('carries the images and the related service name', async () => {
		const rows = await listPublishedProjects()
		const kitchen = rows.find((row) => row.title === 'Older kitchen')
		expect(kitchen?.serviceName).toBe('Kitchen Refurbishment')
		expect(kitchen?.createdAt).toBeInstanceOf(Date)
		expect(rows.find((row) => row.title === 'Newest bathroom')?.images).toEqual(['/media/b.webp', '/media/b2.webp'])
		expect(rows.find((row) => row.title === 'Newest bathroom')?.serviceName).toBeNull()
	})
})

describe('galleryCategories', () => {
	it('derives the categories of published projects, once each, sorted alphabetically', async () => {
		expect(galleryCategories(await listPublishedProjects())).toEqual(['Bathrooms', 'Exterior', 'Kitchens'])
	})

	it('is empty when nothing is published', () => {
		expect(galleryCategories([])).toEqual([])
		expect(galleryCategories([{ galleryCategory: null }, { galleryCategory: '  ' }])).toEqual([])
	})
})
