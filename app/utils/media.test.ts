import { describe, expect, it } from 'vitest'

import { faviconUrl, logoHeightFor, logoVariantUrl, pictureSources } from './media.ts'

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

describe('logo and favicon variants', () => {
	it('have URLs the media route can tell apart from photo widths', () => {
		expect(logoVariantUrl('/media/branding/logo.png', 240, 'webp')).toBe('/media/branding/logo.png?h=240&f=webp')
		expect(faviconUrl('/media/branding/icon.png', 180)).toBe('/media/branding/icon.png?icon=180')
	})

	it('pick the smallest stored height that is sharp at the screen density', () => {
		expect(logoHeightFor(48)).toBe(60)
		expect(logoHeightFor(60, 2)).toBe(120)
		expect(logoHeightFor(100, 2)).toBe(240)
		expect(logoHeightFor(120, 3)).toBe(360)
		expect(logoHeightFor(200, 3)).toBe(360)
	})
})
