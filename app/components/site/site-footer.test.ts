import { describe, expect, it } from 'vitest'

import { logoImage } from '#app/domain/settings/public-settings.ts'

import { footerLogoHeight } from './site-footer.tsx'

describe('footer logo', () => {
	it('is 75% of the header logo height, never below 24px', () => {
		expect(footerLogoHeight(32)).toBe(24)
		expect(footerLogoHeight(48)).toBe(36)
		expect(footerLogoHeight(120)).toBe(90)
		expect(footerLogoHeight(24)).toBe(24)
		expect(footerLogoHeight(28)).toBe(24)
	})
})

describe('logo images', () => {
	const url = '/media/branding/logo-1.png'

	it('use the stored sizes at 1x and 2x for the header and the footer', () => {
		expect(logoImage(url, 32)).toEqual({
			src: `${url}?h=60&f=png`,
			srcSet: `${url}?h=60&f=png 1x, ${url}?h=120&f=png 2x`,
			webpSrcSet: `${url}?h=60&f=webp 1x, ${url}?h=120&f=webp 2x`,
		})
		// The footer of a 120px header logo: 90px, so the 120px size for 1x and 240px for 2x.
		expect(logoImage(url, footerLogoHeight(120))?.srcSet).toBe(`${url}?h=120&f=png 1x, ${url}?h=240&f=png 2x`)
		// One size serves both densities: no 2x entry.
		expect(logoImage(url, 24)?.srcSet).toBe(`${url}?h=60&f=png 1x`)
	})

	it('use an SVG as it is', () => {
		expect(logoImage('/media/branding/logo-2.svg', 48)).toEqual({ src: '/media/branding/logo-2.svg', srcSet: null, webpSrcSet: null })
	})

	it('are no logo for a stored address that is not one of our media files', () => {
		for (const stored of [
			'https://cdn.example.com/logo.png',
			'/media/100%',
			'/media/../secret.png',
			'javascript:alert(1)',
			'/\\evil.example/a.png',
		]) {
			expect(logoImage(stored, 48)).toBeNull()
		}
	})
})
