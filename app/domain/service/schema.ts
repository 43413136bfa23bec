import { z } from 'zod'

import { asString, checkbox, optionalText, requiredText } from '#app/domain/form.ts'
import { imageAddress } from '#app/domain/media/keys.ts'
import { serviceSlug } from '#app/domain/slug.ts'

/**
 * What the Services tab accepts, shared by its form (field names, limits for
 * the HTML attributes) and its action. Field names are the spec's column names.
 */
export const serviceLimits = {
	name: 120,
	slug: 120,
	summary: 500,
	description: 10_000,
	hero_image: 2000,
	/** numeric(10, 2) */
	base_price_from: 99_999_999.99,
} as const

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
