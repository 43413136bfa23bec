import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { projects } from '../db/schema/index.ts'
import { picturesNear, postcodeDistrict, showcasePictures } from './page-pictures.ts'

const database = testDatabaseForThisFile()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title)

type Row = typeof projects.$inferInsert
const project = (title: string, row: Partial<Row>): Row => ({
	title,
	status: 'published',
	images: [`/media/${title.toLowerCase().replaceAll(' ', '-')}.webp`],
	createdAt: daysAgo(1),
	...row,
})

beforeEach(async () => {
	await database.db.execute(sql`truncate projects cascade`)
})

describe('postcode districts', () => {
	it('are read from the end of a gallery location, upper case', () => {
		expect(postcodeDistrict('Maida Vale, W9')).toBe('W9')
		expect(postcodeDistrict('Chiswick, w4 1ab')).toBe('W4')
		expect(postcodeDistrict('Notting Hill, W11')).toBe('W11')
		expect(postcodeDistrict('Kensington, SW7 2AR')).toBe('SW7')
		expect(postcodeDistrict('Somewhere in London')).toBeNull()
		expect(postcodeDistrict(null)).toBeNull()
	})
})

describe('pictures near an area', () => {
	it('are published work with a picture in its districts, featured first, then the most recent', async () => {
		await database.db.insert(projects).values([
			project('Old W9 kitchen', { location: 'Maida Vale, W9', createdAt: daysAgo(300) }),
			project('New W9 bathroom', { location: 'Maida Vale, W9', createdAt: daysAgo(2) }),
			project('Featured old W9 loft', { location: 'Maida Vale, W9 1AA', isFeatured: true, createdAt: daysAgo(400) }),
			project('Middle W2 exterior', { location: 'Bayswater, W2', createdAt: daysAgo(20) }),
			project('Chiswick garden', { location: 'Chiswick, W4', createdAt: daysAgo(1) }),
			project('Draft W9 roof', { location: 'Maida Vale, W9', status: 'draft', createdAt: daysAgo(0) }),
			project('W9 with no picture', { location: 'Maida Vale, W9', images: [], createdAt: daysAgo(0) }),
		])
		expect(titles(await picturesNear(['w9', 'W2'], 10))).toEqual([
			'Featured old W9 loft',
			'New W9 bathroom',
			'Middle W2 exterior',
			'Old W9 kitchen',
		])
		expect(titles(await picturesNear(['W9'], 2))).toEqual(['Featured old W9 loft', 'New W9 bathroom'])
		expect(await picturesNear(['NW1'])).toEqual([])
	})
})

describe('showcase pictures', () => {
	it('are the featured work, then the most recent, one per category', async () => {
		await database.db.insert(projects).values([
			project('Newest kitchen', { galleryCategory: 'Kitchens', createdAt: daysAgo(1) }),
			project('Second kitchen', { galleryCategory: 'Kitchens', createdAt: daysAgo(2) }),
			project('Featured bathroom', { galleryCategory: 'Bathrooms', isFeatured: true, createdAt: daysAgo(200) }),
			project('Another bathroom', { galleryCategory: ' Bathrooms ', createdAt: daysAgo(3) }),
			project('Loft', { galleryCategory: 'Lofts', createdAt: daysAgo(4) }),
			project('Uncategorised one', { galleryCategory: null, createdAt: daysAgo(5) }),
			project('Uncategorised two', { galleryCategory: null, createdAt: daysAgo(6) }),
		])
		expect(titles(await showcasePictures(3))).toEqual(['Featured bathroom', 'Newest kitchen', 'Loft'])
		// Items with no category are each their own.
		expect(titles(await showcasePictures(10))).toEqual([
			'Featured bathroom',
			'Newest kitchen',
			'Loft',
			'Uncategorised one',
			'Uncategorised two',
		])
	})

	it('carry what a picture needs: the first real image, title, location and category', async () => {
		await database.db
			.insert(projects)
			.values(project('Kitchen', { galleryCategory: 'Kitchens', location: 'Ealing, W5', images: ['', '/media/k.webp', '/media/k2.webp'] }))
		const [item] = await showcasePictures(1)
		expect(item).toMatchObject({ title: 'Kitchen', location: 'Ealing, W5', category: 'Kitchens', image: '/media/k.webp', serviceName: null })
	})
})
