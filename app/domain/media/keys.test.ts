import { describe, expect, it } from 'vitest'

import { faviconUrl, imageAddress, logoHeightFor, logoVariantUrl, mediaKeyFromUrl, pictureSources, webAddress } from './keys.ts'

describe('picture sources', () => {
	const widths = [320, 480, 640, 960] as const

	it('use resized AVIF and WebP variants for our media, never the original', () => {
		const sources = pictureSources('/media/projects/a.webp', widths, 640)!
		expect(sources.avif).toBe(
			'/media/projects/a.webp?w=320&f=avif 320w, /media/projects/a.webp?w=480&f=avif 480w, /media/projects/a.webp?w=640&f=avif 640w, /media/projects/a.webp?w=960&f=avif 960w',
		)
		expect(sources.webp).toContain('/media/projects/a.webp?w=960&f=webp 960w')
		expect(sources.src).toBe('/media/projects/a.webp?w=640&f=webp')
		expect(pictureSources('/media/projects/a.webp', widths, 640, 'jpeg')?.src).toBe('/media/projects/a.webp?w=640&f=jpeg')
	})

	it('use external images as they are', () => {
		expect(pictureSources('https://example.com/a.jpg', widths, 640)).toEqual({
			avif: null,
			webp: null,
			src: 'https://example.com/a.jpg',
		})
	})
})

describe('stored image addresses', () => {
	// Values read back from the database: none may throw, and none that is not an image address may reach a page.
	const notImages = [
		'/media/100%',
		'/media/%E0%A4%A',
		'/media/',
		'/media/../secret.png',
		'/media/%2e%2e/secret.png',
		'/media/a b.png',
		'/media//evil.example/a.png',
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		' https://example.com/a.jpg',
		'https://example.com/a b.jpg',
		'data:image/png;base64,AAAA',
		'//evil.example/a.png',
		'/\\evil.example/a.png',
		'ftp://example.com/a.png',
		'https://',
		'a.png',
		'',
		'x'.repeat(5_000),
	]

	it.each(notImages)('%j is no image, and no picture is drawn', (stored) => {
		expect(imageAddress(stored)).toBeNull()
		expect(pictureSources(stored, [320], 320)).toBeNull()
	})

	it('never throw on a malformed media URL', () => {
		expect(mediaKeyFromUrl('/media/100%')).toBeNull()
		expect(mediaKeyFromUrl('/media/projects/a%20b.webp')).toBeNull()
		expect(mediaKeyFromUrl('/media/projects/a.webp?w=320')).toBe('projects/a.webp')
		expect(imageAddress(42)).toBeNull()
		expect(webAddress(null)).toBeNull()
	})

	it('write our media URLs again from their key and external addresses as the URL parser does', () => {
		expect(imageAddress('/media/projects/a.webp?w=1#x')).toBe('/media/projects/a.webp')
		expect(imageAddress('/media/projects/%61.webp')).toBe('/media/projects/a.webp')
		expect(imageAddress('https://Example.com/a.jpg')).toBe('https://example.com/a.jpg')
		expect(imageAddress('http://example.com/a.jpg')).toBe('http://example.com/a.jpg')
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
