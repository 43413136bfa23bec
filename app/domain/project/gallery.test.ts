import { describe, expect, it } from 'vitest'

import { resolveFilter } from '#app/components/site/filter-links.tsx'

import { categoryFilters, galleryItemAlt, galleryItemDetails, largeImageHref, toGalleryItems } from './gallery.ts'

const project = (id: string, category: string | null, images: string[]) => ({
	id,
	title: `Project ${id}`,
	location: 'Maida Vale, W9',
	galleryCategory: category,
	serviceName: 'Kitchens',
	images,
})

describe('gallery items', () => {
	it('show the first image of each project and skip projects without one', () => {
		const items = toGalleryItems([
			project('a', 'Kitchens', ['/media/a-1.webp', '/media/a-2.webp']),
			project('b', 'Bathrooms', []),
			project('c', ' Exterior ', ['', '/media/100%', 'javascript:alert(1)', '/media/c.webp']),
			project('d', null, ['/media/100%']),
		])
		// A stored value that is no image address is skipped, like an empty one.
		expect(items.map((item) => [item.id, item.image, item.category])).toEqual([
			['a', '/media/a-1.webp', 'Kitchens'],
			['c', '/media/c.webp', 'Exterior'],
		])
	})
})

describe('category filter', () => {
	const categories = ['Bathrooms', 'Full Refurbishment', 'Kitchens']

	const filters = categoryFilters(categories, 'All')

	it('offers all, then every category', () => {
		expect(filters.map((filter) => filter.label)).toEqual(['All', ...categories])
		expect(filters.map((filter) => filter.value)).toEqual(['all', ...categories])
	})

	it('defaults to all when the query is absent, empty or unknown', () => {
		for (const value of [null, '', 'Garages']) expect(resolveFilter(filters, value).value).toBe('all')
	})

	it('matches a known category exactly, like every other filter of the site', () => {
		expect(resolveFilter(filters, 'Kitchens').value).toBe('Kitchens')
		expect(resolveFilter(filters, 'Full Refurbishment').value).toBe('Full Refurbishment')
		expect(resolveFilter(filters, 'full refurbishment').value).toBe('all')
	})
})

describe('gallery images', () => {
	it('are described by their title and location', () => {
		expect(galleryItemAlt({ title: 'Shaker kitchen', location: 'Maida Vale, W9' })).toBe('Shaker kitchen, Maida Vale, W9')
		expect(galleryItemAlt({ title: 'Shaker kitchen', location: null })).toBe('Shaker kitchen')
	})

	it('are detailed in the dialog by what is known of where, what and which service', () => {
		expect(galleryItemDetails({ location: 'Maida Vale, W9', category: 'Kitchens', serviceName: 'Kitchen Fitting' })).toBe(
			'Maida Vale, W9 · Kitchens · Kitchen Fitting',
		)
		expect(galleryItemDetails({ location: null, category: 'Kitchens', serviceName: null })).toBe('Kitchens')
	})

	it('link to the large variant without JavaScript', () => {
		expect(largeImageHref('/media/projects/a.webp')).toBe('/media/projects/a.webp?w=1600&f=webp')
		expect(largeImageHref('https://example.com/a.jpg')).toBe('https://example.com/a.jpg')
		expect(largeImageHref('javascript:alert(1)')).toBeNull()
	})
})
