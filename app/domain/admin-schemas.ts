import { z } from 'zod'

import { queryValues } from './form.ts'
import { fromLondonInputValue } from './london-time.ts'
import { imageAddress } from './media/keys.ts'
import { RATING } from './review/rating.ts'
import { serviceSlug } from './slug.ts'

/**
 * What the admin forms accept, shared by the forms (field names, limits for
 * the HTML attributes) and the actions (validation with field errors). Field
 * names are the spec's column names.
 */
export const reviewLimits = {
	reviewer_name: 120,
	location: 120,
	title: 200,
	body: 5000,
} as const

export const serviceLimits = {
	name: 120,
	slug: 120,
	summary: 500,
	description: 10_000,
	hero_image: 2000,
	/** numeric(10, 2) */
	base_price_from: 99_999_999.99,
} as const

export const asString = (value: unknown) => (typeof value === 'string' ? value : '')

export const requiredText = (max: number, missing: string, label: string) =>
	z.preprocess(asString, z.string().trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`))

export const optionalText = (max: number, label: string) =>
	z.preprocess(
		asString,
		z
			.string()
			.trim()
			.max(max, `${label} must be at most ${max} characters.`)
			.transform((value) => value || null),
	)

/** An HTML checkbox: present ("on") means true. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

/** A datetime-local value read as London time. */
const londonDateTime = (label: string) =>
	z.preprocess(
		asString,
		z.string().transform((value, context) => {
			const date = value.trim() ? fromLondonInputValue(value) : null
			if (!date) {
				context.addIssue({ code: 'custom', message: `Choose the ${label} date and time.` })
				return z.NEVER
			}
			return date
		}),
	)

const RATING_MESSAGE = `Choose a rating from ${RATING.min} to ${RATING.max} stars.`

export const reviewFormSchema = z.object({
	reviewer_name: requiredText(reviewLimits.reviewer_name, "Enter the reviewer's name.", 'The name'),
	location: optionalText(reviewLimits.location, 'The location'),
	title: optionalText(reviewLimits.title, 'The title'),
	body: requiredText(reviewLimits.body, 'Enter the review text.', 'The review'),
	rating: z.preprocess(
		(value) => (value === undefined || value === '' ? RATING.default : Number(value)),
		z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING.min, RATING_MESSAGE).max(RATING.max, RATING_MESSAGE),
	),
	is_published: checkbox,
	created_at: londonDateTime('created'),
	updated_at: londonDateTime('updated'),
})

export type ReviewForm = z.infer<typeof reviewFormSchema>

const PRICE = /^\d+(\.\d{1,2})?$/

/** Pounds with up to two decimals; blank becomes null. "£1,250.50" is read as 1250.5. */
const price = z.preprocess(
	asString,
	z.string().transform((raw, context) => {
		const value = raw.trim().replace(/^£/, '').replaceAll(',', '').trim()
		if (value === '') return null
		if (/^-/.test(value)) {
			context.addIssue({ code: 'custom', message: 'The price cannot be negative.' })
			return z.NEVER
		}
		if (!PRICE.test(value)) {
			context.addIssue({ code: 'custom', message: 'Enter a price in pounds with at most two decimals, e.g. 95 or 95.50.' })
			return z.NEVER
		}
		const amount = Number(value)
		if (amount > serviceLimits.base_price_from) {
			context.addIssue({ code: 'custom', message: 'The price is too large.' })
			return z.NEVER
		}
		return amount
	}),
)

/** An http(s) address or a path of our media store; blank becomes null. */
const heroImage = z.preprocess(
	asString,
	z
		.string()
		.trim()
		.max(serviceLimits.hero_image, `The image address must be at most ${serviceLimits.hero_image} characters.`)
		.transform((value, context) => {
			if (value === '') return null
			// The same rule the pages apply when they read it back: what is stored always shows.
			const address = imageAddress(value)
			if (address !== null) return address
			context.addIssue({ code: 'custom', message: 'Enter an image address starting with https:// (or a /media/ path), or leave it blank.' })
			return z.NEVER
		}),
)

export const serviceFormSchema = z
	.object({
		name: requiredText(serviceLimits.name, 'Enter the service name.', 'The name'),
		slug: z.preprocess(asString, z.string().trim().max(serviceLimits.slug, `The slug must be at most ${serviceLimits.slug} characters.`)),
		summary: optionalText(serviceLimits.summary, 'The summary'),
		description: optionalText(serviceLimits.description, 'The description'),
		base_price_from: price,
		is_active: checkbox,
		hero_image: heroImage,
	})
	.transform((service, context) => {
		// Typed slugs follow the same rule as generated ones; an empty slug is generated from the name.
		const slug = serviceSlug(service.slug || service.name)
		if (!slug) {
			context.addIssue({ code: 'custom', path: ['slug'], message: 'The slug needs at least one letter or digit.' })
			return z.NEVER
		}
		return { ...service, slug }
	})

export type ServiceForm = z.infer<typeof serviceFormSchema>

export const SLUG_TAKEN_MESSAGE = 'A service with this slug already exists.'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Row ids are UUIDs; anything else names no row (and must not reach a query). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export const MAX_QUERY_LENGTH = 200

/** The enquiries search (`?q=`, trimmed, at most 200 characters) and page (`?page=`, from 1), read leniently. */
export function enquiryQuery(url: URL) {
	const query = queryValues(url)
	// Cut by characters, not UTF-16 units, so an emoji is never cut in half.
	const q = Array.from((query.q ?? '').trim())
		.slice(0, MAX_QUERY_LENGTH)
		.join('')
	const page = Math.min(100_000, Math.max(1, Math.floor(Number(query.page) || 1)))
	return { q, page }
}
