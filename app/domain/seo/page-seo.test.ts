import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'

import { fitText, fitTitle, isNoindex, pageSeoFormSchema, serviceSeoDefaults } from './page-seo.ts'

describe('fitting text to a search result', () => {
	it('keeps a headline that fits, else its first clause, else cuts at a word', () => {
		expect(fitTitle('Kitchen Refurbishment')).toBe('Kitchen Refurbishment')
		expect(fitTitle('Combi, System Boiler or Heat Pump? Choosing Heating for a London Home')).toBe('Combi, System Boiler or Heat Pump?')
		expect(fitTitle('Planning Permission, Building Regulations and Party Walls: A West London Guide')).toBe(
			'Planning Permission, Building Regulations and Party Walls',
		)
		const cut = fitTitle('A very long headline without any clause in it that goes on and on and on')
		expect([...cut].length).toBeLessThanOrEqual(60)
		expect(cut.endsWith('…')).toBe(true)
	})

	it('cuts a description at a word, not after a joining word', () => {
		const text = fitText('word '.repeat(40) + 'to finish', 155)
		expect([...text].length).toBeLessThanOrEqual(155)
		expect(text).toMatch(/word…$/)
	})

	it('makes a service page’s description from its summary, long enough and short enough', () => {
		const short = serviceSeoDefaults({ name: 'Tiling', summary: 'Floors and walls.' })
		expect(short.description).toBe(
			'Tiling across West and Central London: Floors and walls. Free quotes and a 12-month workmanship guarantee.',
		)
		const long = serviceSeoDefaults({ name: 'Kitchens', summary: 'x '.repeat(120) })
		expect([...long.description].length).toBeLessThanOrEqual(155)
		expect([...serviceSeoDefaults({ name: 'Roofing', summary: null }).description].length).toBeGreaterThanOrEqual(50)
	})
})

describe('the page SEO form', () => {
	it('reads a media key or its address, and blanks as the defaults', () => {
		const parsed = validate(pageSeoFormSchema, {
			path: '/about',
			title: '  ',
			description: '',
			social_image: '/media/uploads/a.jpg',
			noindex: 'on',
		})
		expect(parsed).toEqual({
			ok: true,
			data: { path: '/about', title: null, description: null, social_image: 'uploads/a.jpg', noindex: true },
		})
	})

	it('refuses an outside picture, an overlong title and a path that is no page address', () => {
		const refused = validate(pageSeoFormSchema, {
			path: '/about?x',
			title: 'x'.repeat(201),
			social_image: 'https://elsewhere.example/a.jpg',
		})
		expect(refused.ok).toBe(false)
		if (!refused.ok) expect(Object.keys(refused.fieldErrors).sort()).toEqual(['path', 'social_image', 'title'])
	})

	it('hides /local-seo by default, and follows the owner once saved', () => {
		expect(isNoindex('/local-seo', null)).toBe(true)
		expect(isNoindex('/local-seo', { noindex: false })).toBe(false)
		expect(isNoindex('/about', null)).toBe(false)
		expect(isNoindex('/about', { noindex: true })).toBe(true)
	})
})
