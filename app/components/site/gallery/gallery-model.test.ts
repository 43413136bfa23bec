import { describe, expect, it } from 'vitest'
import {
	itemsInCategory,
	largeImageHref,
	pictureSources,
	resolveCategory,
	thumbnailWidths,
	toGalleryItems,
	wrapIndex,
} from './gallery-model.ts'

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
			project('c', ' Exterior ', ['', '/media/c.webp']),
		])
		expect(items.map((item) => [item.id, item.image, item.category])).toEqual([
			['a', '/media/a-1.webp', 'Kitchens'],
			['c', '/media/c.webp', 'Exterior'],
		])
	})
})

describe('category filter', () => {
	const categories = ['Bathrooms', 'Full Refurbishment', 'Kitchens']

	it('defaults to all when the query is absent, empty or unknown', () => {
		expect(resolveCategory(categories, null)).toBeNull()
		expect(resolveCategory(categories, '')).toBeNull()
		expect(resolveCategory(categories, 'Garages')).toBeNull()
	})

	it('matches a known category, ignoring case', () => {
		expect(resolveCategory(categories, 'Kitchens')).toBe('Kitchens')
		expect(resolveCategory(categories, 'full refurbishment')).toBe('Full Refurbishment')
	})

	it('keeps only the chosen category, in the given order', () => {
		const items = toGalleryItems([
			project('1', 'Kitchens', ['/media/1.webp']),
			project('2', 'Bathrooms', ['/media/2.webp']),
			project('3', 'Kitchens', ['/media/3.webp']),
		])
		expect(itemsInCategory(items, 'Kitchens').map((item) => item.id)).toEqual(['1', '3'])
		expect(itemsInCategory(items, null).map((item) => item.id)).toEqual(['1', '2', '3'])
	})
})

describe('gallery images', () => {
	it('use resized AVIF and WebP variants for our media, never the original', () => {
		const sources = pictureSources('/media/projects/a.webp', thumbnailWidths, 640)
		expect(sources.avif).toBe(
			'/media/projects/a.webp?w=320&f=avif 320w, /media/projects/a.webp?w=480&f=avif 480w, /media/projects/a.webp?w=640&f=avif 640w, /media/projects/a.webp?w=960&f=avif 960w',
		)
		expect(sources.webp).toContain('/media/projects/a.webp?w=960&f=webp 960w')
		expect(sources.src).toBe('/media/projects/a.webp?w=640&f=webp')
	})

	it('use external images as they are', () => {
		expect(pictureSources('https://example.com/a.jpg', thumbnailWidths, 640)).toEqual({
			avif: null,
			webp: null,
			src: 'https://example.com/a.jpg',
		})
		expect(largeImageHref('https://example.com/a.jpg')).toBe('https://example.com/a.jpg')
	})

	it('link to the large variant without JavaScript', () => {
		expect(largeImageHref('/media/projects/a.webp')).toBe('/media/projects/a.webp?w=1600&f=webp')
	})
})

describe('moving between images', () => {
	it('wraps around at both ends', () => {
		expect(wrapIndex(0, 1, 3)).toBe(1)
		expect(wrapIndex(2, 1, 3)).toBe(0)
		expect(wrapIndex(0, -1, 3)).toBe(2)
		expect(wrapIndex(0, 1, 0)).toBe(0)
	})
})
