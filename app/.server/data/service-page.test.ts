import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/db.ts'
import { services } from '../db/schema/index.ts'
import { getActiveServiceBySlug } from './service-page.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
	await database.db.insert(services).values([
		{
			name: 'Kitchen Refurbishment',
			slug: 'kitchens',
			summary: 'Complete kitchens.',
			description: 'First paragraph.\n\nSecond paragraph.',
			basePriceFrom: 8500.5,
			heroImage: '/media/uploads/kitchen.webp',
			isActive: true,
		},
		{ name: 'Tiling & Flooring', slug: 'tiling', summary: null, description: null, isActive: false },
	])
})
afterAll(async () => {
	await database?.close()
})

describe('getActiveServiceBySlug', () => {
	it('returns an active service with every field the page shows', async () => {
		const service = await getActiveServiceBySlug('kitchens')
		expect(service).toEqual({
			id: expect.any(String),
			slug: 'kitchens',
			name: 'Kitchen Refurbishment',
			summary: 'Complete kitchens.',
			description: 'First paragraph.\n\nSecond paragraph.',
			basePriceFrom: 8500.5,
			heroImage: '/media/uploads/kitchen.webp',
		})
	})

	it('returns null for an inactive service', async () => {
		expect(await getActiveServiceBySlug('tiling')).toBeNull()
	})

	it('returns null for an unknown slug', async () => {
		expect(await getActiveServiceBySlug('no-such-service')).toBeNull()
		expect(await getActiveServiceBySlug('')).toBeNull()
	})

	it('reflects a change in the database at once', async () => {
		await database.db.update(services).set({ name: 'Kitchens', basePriceFrom: null, heroImage: null }).where(eq(services.slug, 'kitchens'))
		expect(await getActiveServiceBySlug('kitchens')).toMatchObject({ name: 'Kitchens', basePriceFrom: null, heroImage: null })
		await database.db.update(services).set({ isActive: false }).where(eq(services.slug, 'kitchens'))
		expect(await getActiveServiceBySlug('kitchens')).toBeNull()
		await database.db.update(services).set({ isActive: true }).where(eq(services.slug, 'tiling'))
		expect(await getActiveServiceBySlug('tiling')).toMatchObject({ name: 'Tiling & Flooring', summary: null, basePriceFrom: null })
	})
})
