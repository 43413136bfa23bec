import { z } from 'zod'

import { checkbox, londonDateTime, optionalText, requiredText } from '#app/domain/form.ts'

import { RATING } from './rating.ts'

/**
 * What the Reviews tab accepts, shared by its form (field names, limits for
 * the HTML attributes) and its action. Field names are the spec's column names.
 */
export const reviewLimits = {
	reviewer_name: 120,
	location: 120,
	title: 200,
	body: 5000,
	/** The business's public reply beneath the review (issue 25). */
	reply: 2000,
} as const

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
	/** Shown on the home page (and on area pages without local reviews). */
	featured: checkbox,
	/** Shown beneath the review on the public pages, as plain text, signed with the business's name. */
	reply: optionalText(reviewLimits.reply, 'The reply'),
	created_at: londonDateTime('created'),
	updated_at: londonDateTime('updated'),
})

export type ReviewForm = z.infer<typeof reviewFormSchema>
