import { describe, expect, it } from 'vitest'

import { formValues, validate } from './form.ts'
import { reviewFormSchema } from './review/schema.ts'
import { serviceFormSchema } from './service/schema.ts'

const form = (values: Record<string, string>) => {
	const data = new FormData()
	for (const [key, value] of Object.entries(values)) data.append(key, value)
	return data
}
const parse = <T>(schema: Parameters<typeof validate<T>>[0], data: FormData) => {
	const values = formValues(data)
	const result = validate(schema, values)
	return result.ok ? result : { ...result, values }
}

const review = {
	reviewer_name: '  Sarah M. ',
	location: '',
	title: 'Great job',
	body: 'Fitted our kitchen on time.',
	rating: '4',
	is_published: 'on',
	created_at: '2025-07-15T09:30',
	updated_at: '2025-07-16T10:00',
}

const service = {
	name: 'Loft Conversions & Dormers',
	slug: '',
	summary: 'Extra room',
	description: '',
	base_price_from: '1250.50',
	is_active: 'on',
	hero_image: '',
}

describe('review form', () => {
	it('parses a valid review, trimming text, blank optional fields to null, London dates', () => {
		expect(parse(reviewFormSchema, form(review))).toEqual({
			ok: true,
			data: {
				reviewer_name: 'Sarah M.',
				location: null,
				title: 'Great job',
				body: 'Fitted our kitchen on time.',
				rating: 4,
				is_published: true,
				featured: false,
				// No reply sent: none.
				reply: null,
				created_at: new Date('2025-07-15T08:30:00Z'),
				updated_at: new Date('2025-07-16T09:00:00Z'),
			},
		})
	})

	it('defaults the rating to 5 and is_published to false', () => {
		const { rating: _rating, is_published: _published, ...rest } = review
		const result = parse(reviewFormSchema, form(rest))
		expect(result.ok && result.data).toMatchObject({ rating: 5, is_published: false })
	})

	it('gives one clear message per bad field and returns what was sent', () => {
		const result = parse(
			reviewFormSchema,
			form({ ...review, reviewer_name: ' ', body: '', rating: '9', created_at: 'soon', updated_at: '' }),
		)
		expect(result).toEqual({
			ok: false,
			fieldErrors: {
				reviewer_name: "Enter the reviewer's name.",
				body: 'Enter the review text.',
				rating: 'Choose a rating from 1 to 5 stars.',
				created_at: 'Choose the created date and time.',
				updated_at: 'Choose the updated date and time.',
			},
			values: expect.objectContaining({ rating: '9', created_at: 'soon' }),
		})
		const junk = parse(reviewFormSchema, form({ rating: 'abc', title: 'x'.repeat(201) }))
		expect(junk.ok === false && junk.fieldErrors).toMatchObject({
			rating: 'Choose a rating from 1 to 5 stars.',
			title: 'The title must be at most 200 characters.',
		})
	})
})

describe('service form', () => {
	it('generates the slug from the name when empty, and parses the price', () => {
		const result = parse(serviceFormSchema, form(service))
		expect(result).toEqual({
			ok: true,
			data: {
				name: 'Loft Conversions & Dormers',
				slug: 'loft-conversions-dormers',
				summary: 'Extra room',
				description: null,
				base_price_from: 1250.5,
				is_active: true,
				hero_image: null,
			},
		})
	})

	it('normalises a typed slug with the same rule, reads £ and commas, blank price is null', () => {
		const result = parse(serviceFormSchema, form({ ...service, slug: 'My  Slug!!', base_price_from: '£1,250', is_active: '' }))
		expect(result.ok && result.data).toMatchObject({ slug: 'my-slug', base_price_from: 1250, is_active: false })
		const blank = parse(serviceFormSchema, form({ ...service, base_price_from: '  ' }))
		expect(blank.ok && blank.data.base_price_from).toBeNull()
	})

	it('accepts http(s) and /media/ hero images', () => {
		for (const hero_image of ['https://cdn.example.com/a.jpg', 'http://example.com/b.png', '/media/services/c.webp']) {
			const result = parse(serviceFormSchema, form({ ...service, hero_image }))
			expect(result.ok && result.data.hero_image).toBe(hero_image)
		}
	})

	it('refuses a hero image the pages could not show (the /media/100% that made a service page answer 500)', () => {
		for (const hero_image of ['/media/100%', '/media/../secret.png', '/media/a b.png', 'javascript:alert(1)', '//evil.example/a.png']) {
			const result = parse(serviceFormSchema, form({ ...service, hero_image }))
			expect(result.ok === false && result.fieldErrors.hero_image, hero_image).toMatch(/^Enter an image address/)
		}
	})

	it('explains every bad field', () => {
		const result = parse(serviceFormSchema, form({ ...service, name: '', base_price_from: '-5', hero_image: 'javascript:alert(1)' }))
		expect(result.ok === false && result.fieldErrors).toEqual({
			name: 'Enter the service name.',
			base_price_from: 'The price cannot be negative.',
			hero_image: 'Enter an image address starting with https:// (or a /media/ path), or leave it blank.',
		})
		for (const [value, message] of [
			['12.345', 'at most two decimals'],
			['ten', 'at most two decimals'],
			['1e5', 'at most two decimals'],
			['100000000', 'too large'],
		] as const) {
			const bad = parse(serviceFormSchema, form({ ...service, base_price_from: value }))
			expect(bad.ok === false && bad.fieldErrors.base_price_from).toContain(message)
		}
		const noSlug = parse(serviceFormSchema, form({ ...service, name: '!!!', slug: '' }))
		expect(noSlug.ok === false && noSlug.fieldErrors).toEqual({ slug: 'The slug needs at least one letter or digit.' })
	})
})
