import { describe, expect, it } from 'vitest'

import { pictureSources } from './media.ts'

describe('picture sources', () => {
	const widths = [320, 480, 640, 960] as const

	it('use resized AVIF and WebP variants for our media, never the original', () => {
		const sources = pictureSources('/media/projects/a.webp', widths, 640)
		expect(sources.avif).toBe(
			'/media/projects/a.webp?w=320&f=avif 320w, /media/projects/a.webp?w=480&f=avif 480w, /media/projects/a.webp?w=640&f=avif 640w, /media/projects/a.webp?w=960&f=avif 960w',
		)
		expect(sources.webp).toContain('/media/projects/a.webp?w=960&f=webp 960w')
		expect(sources.src).toBe('/media/projects/a.webp?w=640&f=webp')
		expect(pictureSources('/media/projects/a.webp', widths, 640, 'jpeg').src).toBe('/media/projects/a.webp?w=640&f=jpeg')
	})

	it('use external images as they are', () => {
		expect(pictureSources('https://example.com/a.jpg', widths, 640)).toEqual({
			avif: null,
			webp: null,
			src: 'https://example.com/a.jpg',
		})
	})
})
