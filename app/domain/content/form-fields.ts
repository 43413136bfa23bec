import { z } from 'zod'

import { asString, optionalText, text } from '#app/domain/form.ts'
import { fromLondonInputValue } from '#app/domain/london-time.ts'
import { isValidMediaKey, mediaKeyFromUrl } from '#app/domain/media/keys.ts'

import { isContentSlug, SLUG_MAX, SLUG_RULE_MESSAGE, slugFromTitle } from './editing.ts'

/**
 * Field rules both editor forms share (article and case study; decision 0033:
 * zod, one message per field, limits the inputs also carry).
 */

export const publicationLimits = { seo_title: 200, meta_description: 400, slug: SLUG_MAX } as const

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`

/** A slug field: blank takes the title's slug (the schema fills it in), else the slug rule. */
export const slugField = text(
	z
		.string()
		.trim()
		.toLowerCase()
		.max(SLUG_MAX, tooLong('The slug', SLUG_MAX))
		.refine((slug) => slug === '' || isContentSlug(slug), SLUG_RULE_MESSAGE),
)

/** Fills an empty slug from the title; a title with no letters or digits gives no slug, which is said on the slug. */
export function withSlug<T extends { slug: string; title: string }>(fields: T, context: z.RefinementCtx): T {
	if (fields.slug) return fields
	const slug = slugFromTitle(fields.title)
	if (!slug) context.addIssue({ code: 'custom', path: ['slug'], message: `Enter a slug: the title gives none. ${SLUG_RULE_MESSAGE}` })
	return { ...fields, slug }
}

/** A media key of this site (as the media library gives it, or its `/media/…` address), or null when blank. */
export const mediaKeyField = (label: string) =>
	z.preprocess(
		asString,
		z
			.string()
			.trim()
			.transform((value, context) => {
				if (!value) return null
				const key = value.startsWith('/media/') ? mediaKeyFromUrl(value) : isValidMediaKey(value) ? value : null
				if (!key) {
					context.addIssue({
						code: 'custom',
						message: `${label}: choose a picture from the media library (a key such as uploads/photo.jpg).`,
					})
					return z.NEVER
				}
				return key
			}),
	)

/** An optional London date and time (datetime-local); blank is null ("when published"). */
export const optionalLondonDateTime = z.preprocess(
	asString,
	z
		.string()
		.trim()
		.transform((value, context) => {
			if (!value) return null
			const date = fromLondonInputValue(value)
			if (!date) {
				context.addIssue({ code: 'custom', message: 'Enter the publish date and time, or leave it empty to publish now.' })
				return z.NEVER
			}
			return date.toISOString()
		}),
)

/** Text of comma-separated items (tags, keywords): trimmed, blanks and repeats dropped. */
export const commaList = (label: string, maxItems: number, maxLength: number) =>
	z.preprocess(
		asString,
		z
			.string()
			.transform((value) => [
				...new Set(
					value
						.split(',')
						.map((item) => item.trim())
						.filter(Boolean),
				),
			])
			.pipe(
				z
					.array(z.string().max(maxLength, `${label}: each at most ${maxLength} characters.`))
					.max(maxItems, `${label}: at most ${maxItems}.`),
			),
	)

/** Text with one item per line (challenges, solutions, features): trimmed, blank lines dropped. */
export const lineList = (label: string, maxItems: number, maxLength: number) =>
	z.preprocess(
		asString,
		z
			.string()
			.transform((value) =>
				value
					.split(/\r?\n/)
					.map((item) => item.trim())
					.filter(Boolean),
			)
			.pipe(
				z
					.array(z.string().max(maxLength, `${label}: each line at most ${maxLength} characters.`))
					.max(maxItems, `${label}: at most ${maxItems} lines.`),
			),
	)

/** The search fields every item has. */
export const publicationShape = {
	publish_at: optionalLondonDateTime,
	seo_title: optionalText(publicationLimits.seo_title, 'The SEO title'),
	meta_description: optionalText(publicationLimits.meta_description, 'The meta description'),
	social_image: mediaKeyField('Social image'),
}

/** The version the editor loaded (a hidden field): a positive whole number. */
export const versionField = z.preprocess(
	(value) => Number(asString(value)),
	z
		.number({ error: 'The page is out of date: reload it.' })
		.int('The page is out of date: reload it.')
		.positive('The page is out of date: reload it.'),
)
