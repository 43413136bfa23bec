import { describe, expect, it } from 'vitest'
import { services } from '#app/content/services.ts'
import { serviceCards, staticServiceCards } from './service-cards.ts'

describe('/services cards', () => {
	it('follow the database: renamed, switched-off and new services show at once', () => {
		const rows = [
			{ slug: 'zinc-roofing', name: 'Zinc Roofing', summary: 'Standing-seam roofs and dormers.' },
			{ slug: 'bathrooms', name: 'Bathrooms & Wet Rooms', summary: 'ignored: the copy has a card description' },
			{ slug: 'kitchens', name: 'Kitchen Refurbishment', summary: null },
			{ slug: 'acoustic-panels', name: 'Acoustic Panels', summary: null },
		]
		const cards = serviceCards(rows, services)
		expect(cards.map((card) => card.slug)).toEqual(['kitchens', 'bathrooms', 'acoustic-panels', 'zinc-roofing'])
		expect(cards[1]).toMatchObject({ name: 'Bathrooms & Wet Rooms', description: services[1]!.cardDescription, timeline: services[1]!.timeline })
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
		expect(staticServiceCards(services).map((card) => card.slug)).toEqual([
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
		])
	})
})
