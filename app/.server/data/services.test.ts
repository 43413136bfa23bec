import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { services as serviceContent } from '#app/content/services.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { services } from '../db/schema/index.ts'
import type { ServiceForm } from '#app/domain/service/schema.ts'
import {
	createService,
	listAllServices,
	serviceCardsForPage,
	servicePage,
	servicePagePaths,
	servicesForHome,
	setServiceActive,
	updateService,
} from './services.ts'

const database = testDatabaseForThisFile()
beforeAll(async () => {
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

describe('servicePage', () => {
	it('returns an active service with every field the page shows', async () => {
		const service = await servicePage('kitchens')
		expect(service).toMatchObject({
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
		expect(await servicePage('tiling')).toBeNull()
	})

	it('returns null for an unknown slug', async () => {
		expect(await servicePage('no-such-service')).toBeNull()
		expect(await servicePage('')).toBeNull()
	})

	it('reflects a change in the database at once', async () => {
		await database.db.update(services).set({ name: 'Kitchens', basePriceFrom: null, heroImage: null }).where(eq(services.slug, 'kitchens'))
		expect(await servicePage('kitchens')).toMatchObject({ name: 'Kitchens', basePriceFrom: null, heroImage: null })
		await database.db.update(services).set({ isActive: false }).where(eq(services.slug, 'kitchens'))
		expect(await servicePage('kitchens')).toBeNull()
		await database.db.update(services).set({ isActive: true }).where(eq(services.slug, 'tiling'))
		// A row without a summary shows the static copy's.
		expect(await servicePage('tiling')).toMatchObject({ name: 'Tiling & Flooring', description: null, basePriceFrom: null })
	})
})

const service = (overrides: Partial<ServiceForm> = {}): ServiceForm => ({
	name: 'Loft Conversions',
	slug: 'loft-conversions',
	summary: 'Extra room upstairs',
	description: null,
	base_price_from: 1250.5,
	is_active: true,
	hero_image: null,
	...overrides,
})

describe('admin services', () => {
	beforeAll(async () => {
		await database.db.delete(services)
	})

	it('creates and lists services by name; changes show on the public page at once', async () => {
		expect(await createService(service())).toMatchObject({ ok: true })
		expect(await createService(service({ name: 'Bathrooms', slug: 'bathrooms', is_active: false }))).toMatchObject({ ok: true })
		expect((await listAllServices()).map((row) => row.name)).toEqual(['Bathrooms', 'Loft Conversions'])
		expect(await servicePage('loft-conversions')).toMatchObject({ basePriceFrom: 1250.5 })
		expect(await servicePage('bathrooms')).toBeNull()

		const [loft] = (await listAllServices()).filter((row) => row.slug === 'loft-conversions')
		expect(await updateService(loft!.id, service({ summary: 'Now with dormers', base_price_from: null }))).toMatchObject({ ok: true })
		expect(await servicePage('loft-conversions')).toMatchObject({ summary: 'Now with dormers', basePriceFrom: null })
		expect(await setServiceActive(loft!.id, false)).toBe(true)
		expect(await servicePage('loft-conversions')).toBeNull()
		expect(await setServiceActive(loft!.id, true)).toBe(true)
		expect(await setServiceActive('00000000-0000-4000-8000-000000000000', true)).toBe(false)
	})

	it('refuses a slug another service has, but lets a service keep its own', async () => {
		expect(await createService(service({ name: 'Other' }))).toEqual({ ok: false, reason: 'slug-taken' })
		const [bathrooms] = (await listAllServices()).filter((row) => row.slug === 'bathrooms')
		expect(await updateService(bathrooms!.id, service({ name: 'Bathrooms', slug: 'loft-conversions' }))).toEqual({
			ok: false,
			reason: 'slug-taken',
		})
		expect(await updateService(bathrooms!.id, service({ name: 'Bathrooms', slug: 'bathrooms' }))).toMatchObject({ ok: true })
		expect(await updateService('00000000-0000-4000-8000-000000000000', service({ slug: 'nowhere' }))).toEqual({
			ok: false,
			reason: 'not-found',
		})
	})

	it('reports a clash decided by the unique index when two saves race', async () => {
		const results = await Promise.all([createService(service({ slug: 'race' })), createService(service({ slug: 'race' }))])
		expect(results.map((result) => result.ok).sort()).toEqual([false, true])
		expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'slug-taken' })
	})
})

describe('the public services, when the table cannot be read', () => {
	it('fall back to the static copy instead of failing, and log it', async () => {
		const { sql } = await import('drizzle-orm')
		const { logger } = await import('../logger.ts')
		const logged = vi.spyOn(logger, 'error')
		await database.db.execute(sql`alter table services rename to services_away`)
		try {
			const cards = await serviceCardsForPage()
			expect(cards.map((card) => card.slug)).toEqual(serviceContent.map((service) => service.slug))
			const home = await servicesForHome()
			expect(home.featured.length).toBeGreaterThan(0)
			expect(await servicePagePaths()).toContain('/services/kitchens')
			expect(await servicePage('kitchens')).toMatchObject({ id: '', slug: 'kitchens', name: expect.any(String) })
			expect(await servicePage('no-such-service')).toBeNull()
			expect(logged).toHaveBeenCalled()
		} finally {
			await database.db.execute(sql`alter table services_away rename to services`)
			logged.mockRestore()
		}
	})
})
