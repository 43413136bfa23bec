import { describe, expect, it } from 'vitest'

import { services } from '#app/content/services.ts'

import { featuredServices, serviceCards, serviceLinks, servicePageView, staticServiceRecord, staticServiceRows } from './cards.ts'

const rows = [
	{ slug: 'zinc-roofing', name: 'Zinc Roofing', summary: 'Standing-seam roofs and dormers.' },
	{ slug: 'bathrooms', name: 'Bathrooms & Wet Rooms', summary: 'ignored: the copy has a card description' },
	{ slug: 'kitchens', name: 'Kitchen Refurbishment', summary: null },
	{ slug: 'acoustic-panels', name: 'Acoustic Panels', summary: null },
]

const pageOrder = [
	'kitchens',
	'bathrooms',
	'refurbishment',
	'plumbing',
	'electrical',
	'heating',
	'carpentry',
	'decorating',
	'tiling',
	'repairs',
]

describe('/services cards', () => {
	it('follow the database: renamed, switched-off and new services show at once', () => {
		const cards = serviceCards(rows, services)
		expect(cards.map((card) => card.slug)).toEqual(['kitchens', 'bathrooms', 'acoustic-panels', 'zinc-roofing'])
		expect(cards[1]).toMatchObject({
			name: 'Bathrooms & Wet Rooms',
			description: services[1]!.cardDescription,
			timeline: services[1]!.timeline,
		})
		expect(cards[3]).toEqual({
			slug: 'zinc-roofing',
			name: 'Zinc Roofing',
			description: 'Standing-seam roofs and dormers.',
			features: [],
			timeline: null,
			coverage: null,
		})
		expect(cards[2]!.description).toBe('')
	})

	it('fall back to the ten static cards in the specified order', () => {
		expect(serviceCards(staticServiceRows(services), services).map((card) => card.slug)).toEqual(pageOrder)
	})
})

describe('service links', () => {
	it('list the active services only, by name from the database, in page order', () => {
		expect(serviceLinks(rows, services)).toEqual([
			{ slug: 'kitchens', name: 'Kitchen Refurbishment' },
			{ slug: 'bathrooms', name: 'Bathrooms & Wet Rooms' },
			{ slug: 'acoustic-panels', name: 'Acoustic Panels' },
			{ slug: 'zinc-roofing', name: 'Zinc Roofing' },
		])
		expect(serviceLinks(staticServiceRows(services), services).map((link) => link.slug)).toEqual(pageOrder)
	})
})

describe('featured services', () => {
	it('keep the chosen order, skip switched-off services and fill a missing summary from the copy', () => {
		const featured = featuredServices(rows, services, ['plumbing', 'bathrooms', 'kitchens'])
		expect(featured).toEqual([
			{ slug: 'bathrooms', name: 'Bathrooms & Wet Rooms', summary: 'ignored: the copy has a card description' },
			{ slug: 'kitchens', name: 'Kitchen Refurbishment', summary: services[0]!.summary },
		])
	})

	it('give an unknown service without a summary an empty one', () => {
		expect(featuredServices(rows, services, ['acoustic-panels'])).toEqual([
			{ slug: 'acoustic-panels', name: 'Acoustic Panels', summary: '' },
		])
	})
})

describe('service pages', () => {
	const record = {
		id: 'row-1',
		slug: 'heating',
		name: 'Heating & Boilers',
		summary: null,
		description: 'One.\n\nTwo.',
		basePriceFrom: 120,
		heroImage: '/media/uploads/boiler.webp',
	}

	it('show the row, with the copy summary when it has none and the card facts', () => {
		const heating = services.find((service) => service.slug === 'heating')!
		expect(servicePageView(record, services)).toEqual({
			slug: 'heating',
			name: 'Heating & Boilers',
			summary: heating.summary,
			description: 'One.\n\nTwo.',
			basePriceFrom: 120,
			heroImage: '/media/uploads/boiler.webp',
			features: heating.features,
			timeline: heating.timeline,
			coverage: heating.coverage,
		})
	})

	it('leave out a stored price or hero image the page cannot show', () => {
		for (const [basePriceFrom, heroImage] of [
			[Number.NaN, '/media/100%'],
			[Number.POSITIVE_INFINITY, 'javascript:alert(1)'],
			[-1, '/\\evil.example/a.png'],
		] as const) {
			expect(servicePageView({ ...record, basePriceFrom, heroImage }, services)).toMatchObject({ basePriceFrom: null, heroImage: null })
		}
	})

	it('show a service without static copy as it is', () => {
		expect(servicePageView({ ...record, slug: 'zinc-roofing', summary: 'Roofs.' }, services)).toMatchObject({
			summary: 'Roofs.',
			features: [],
			timeline: null,
			coverage: null,
		})
	})

	it('fall back to the static copy, without a row id or hero image', () => {
		expect(staticServiceRecord(services, 'heating')).toEqual({
			id: '',
			slug: 'heating',
			name: 'Heating & Boiler Services',
			summary: services.find((service) => service.slug === 'heating')!.summary,
			description: services.find((service) => service.slug === 'heating')!.description,
			basePriceFrom: 95,
			heroImage: null,
		})
		expect(staticServiceRecord(services, 'no-such-service')).toBeNull()
	})
})
