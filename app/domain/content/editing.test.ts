import { describe, expect, it } from 'vitest'

import { articleFormSchema } from '#app/domain/article/schema.ts'
import { caseStudyFormSchema } from '#app/domain/case-study/schema.ts'
import { validate } from '#app/domain/form.ts'

import { checkCategories } from './categories.ts'
import { copySlug, fieldsFromData, hasUnsavedChanges, itemStatus, SLUG_MAX, slugFromTitle } from './editing.ts'

describe('the editing rules', () => {
	it('make a slug from a title: lower case, accents dropped, hyphens, cut at a word', () => {
		expect(slugFromTitle('Boilers in October: a 10-point check!')).toBe('boilers-in-october-a-10-point-check')
		expect(slugFromTitle('Café crème & Über')).toBe('cafe-creme-uber')
		expect(slugFromTitle('!!!')).toBe('')
		const long = slugFromTitle('word '.repeat(40))
		expect(long.length).toBeLessThanOrEqual(SLUG_MAX)
		expect(long).toMatch(/^word(-word)*$/)
	})

	it('copy slugs: -copy, then -copy-2, within the length', () => {
		const taken = new Set(['a-copy', 'a-copy-2'])
		expect(copySlug('a', (slug) => taken.has(slug))).toBe('a-copy-3')
		expect(copySlug('x'.repeat(SLUG_MAX), () => false)).toHaveLength(SLUG_MAX)
	})

	it('tell draft, scheduled and published apart, and unpublished changes', () => {
		const now = new Date('2026-11-28T12:00:00Z')
		expect(itemStatus({ status: 'draft', publishAt: null }, now)).toBe('draft')
		expect(itemStatus({ status: 'published', publishAt: new Date('2026-11-29T00:00:00Z') }, now)).toBe('scheduled')
		expect(itemStatus({ status: 'published', publishAt: new Date('2026-11-27T00:00:00Z') }, now)).toBe('published')
		expect(hasUnsavedChanges('published', true)).toBe(true)
		expect(hasUnsavedChanges('draft', true)).toBe(false)
	})

	it('read any stored JSON back as well-formed fields', () => {
		expect(fieldsFromData('article', { title: 3, tags: ['a', 1], featured: 'yes', publishAt: 'nonsense' })).toMatchObject({
			title: '',
			tags: ['a'],
			featured: false,
			publishAt: null,
		})
		expect(fieldsFromData('case_study', null)).toMatchObject({ testimonialRating: null, challenges: [] })
		expect(fieldsFromData('case_study', { testimonialRating: 9 }).testimonialRating).toBeNull()
	})
})

describe('the editor forms', () => {
	const article = articleFormSchema(['Heating Systems'])

	it('fill the slug from the title, clean lists, keep a media key, and say what is wrong', () => {
		const ok = validate(article, {
			title: ' Boilers ',
			category: 'Heating Systems',
			tags: 'a, b, a, ',
			cover_image_key: '/media/uploads/x.jpg',
			publish_at: '2026-12-01T09:00',
		})
		expect(ok).toMatchObject({
			ok: true,
			data: { slug: 'boilers', title: 'Boilers', tags: ['a', 'b'], coverImageKey: 'uploads/x.jpg', publishAt: '2026-12-01T09:00:00.000Z' },
		})
		const refused = validate(article, {
			title: '',
			category: 'Kitchens',
			slug: 'Bad Slug',
			social_image: 'https://evil.example/x.png',
			publish_at: 'soon',
		})
		expect(refused.ok).toBe(false)
		if (refused.ok) return
		expect(Object.keys(refused.fieldErrors).sort()).toEqual(['category', 'publish_at', 'slug', 'social_image', 'title'])
		expect(validate(article, { title: '¡¡¡', category: 'Heating Systems' })).toMatchObject({
			ok: false,
			fieldErrors: { slug: expect.stringMatching(/title gives none/) },
		})
	})

	it('take a case study with its lists one per line, a year and a rating, and a "before" only with its description', () => {
		const ok = validate(caseStudyFormSchema, {
			title: 'Loft',
			area: 'westminster',
			challenges: 'one\r\n\r\ntwo',
			completion_year: '2024',
			testimonial_rating: '',
		})
		expect(ok).toMatchObject({
			ok: true,
			data: { slug: 'loft', challenges: ['one', 'two'], completionYear: 2024, testimonialRating: null },
		})
		const refused = validate(caseStudyFormSchema, { title: 'Loft', area: 'mars', before_after: 'on', testimonial_rating: '6' })
		expect(refused.ok ? {} : refused.fieldErrors).toMatchObject({
			area: expect.any(String),
			picture_before_alt: expect.any(String),
			testimonial_rating: expect.any(String),
		})
	})

	it('check the categories list: names, no two alike, at least one', () => {
		expect(checkCategories([' Roofing ', 'Heating'])).toEqual({ ok: true, names: ['Roofing', 'Heating'] })
		expect(checkCategories(['Roofing', 'roofing!'])).toMatchObject({ ok: false, errors: { 1: expect.stringMatching(/same name/) } })
		expect(checkCategories([])).toMatchObject({ ok: false, message: expect.stringMatching(/at least one/) })
	})
})
