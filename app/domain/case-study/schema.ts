import { z } from 'zod'

import type { CaseStudyFields } from '#app/domain/content/fields.ts'
import { lineList, publicationShape, slugField, withSlug } from '#app/domain/content/form-fields.ts'
import { asString, checkbox, optionalText, requiredText, text } from '#app/domain/form.ts'

import { caseStudyAreaFilters, isCaseStudyArea } from './case-study.ts'

/**
 * The case-study editor's rules, shared by its form and its action (decision
 * 0033). Lists (challenges, solutions, key features) are one item per line.
 */
export const caseStudyLimits = {
	title: 200,
	location: 120,
	category: 80,
	timeline: 80,
	budget: 80,
	client: 120,
	description: 5000,
	listItems: 20,
	listItem: 500,
	testimonial_quote: 2000,
	testimonial_author: 120,
	alt: 300,
} as const

/** The four areas a case study is filed under (the area pages), for the form's select. */
export const caseStudyAreaChoices = caseStudyAreaFilters.filter((filter) => filter.value !== 'all')

const YEAR_MESSAGE = 'Enter the year of completion, e.g. 2024.'
const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars, or none.'

const optionalWhole = (min: number, max: number, message: string) =>
	z.preprocess(
		(value) => (asString(value).trim() === '' ? null : Number(asString(value).trim())),
		z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
	)

export const caseStudyFormSchema = z
	.object({
		title: requiredText(caseStudyLimits.title, 'Enter a title.', 'The title'),
		slug: slugField,
		location: optionalText(caseStudyLimits.location, 'The location').transform((value) => value ?? ''),
		area: text(z.string().refine(isCaseStudyArea, 'Choose the area it is filed under.')),
		category: optionalText(caseStudyLimits.category, 'The category').transform((value) => value ?? ''),
		timeline: optionalText(caseStudyLimits.timeline, 'The timeline').transform((value) => value ?? ''),
		budget: optionalText(caseStudyLimits.budget, 'The budget').transform((value) => value ?? ''),
		client: optionalText(caseStudyLimits.client, 'The client').transform((value) => value ?? ''),
		completion_year: optionalWhole(1900, 2100, YEAR_MESSAGE),
		description: optionalText(caseStudyLimits.description, 'The description').transform((value) => value ?? ''),
		challenges: lineList('Challenges', caseStudyLimits.listItems, caseStudyLimits.listItem),
		solutions: lineList('Solutions', caseStudyLimits.listItems, caseStudyLimits.listItem),
		key_features: lineList('Key features', caseStudyLimits.listItems, caseStudyLimits.listItem),
		testimonial_quote: optionalText(caseStudyLimits.testimonial_quote, 'The quote'),
		testimonial_rating: optionalWhole(1, 5, RATING_MESSAGE),
		testimonial_author: optionalText(caseStudyLimits.testimonial_author, 'The author'),
		featured: checkbox,
		before_after: checkbox,
		picture_after_alt: optionalText(caseStudyLimits.alt, 'The description of the "after" picture').transform((value) => value ?? ''),
		picture_before_alt: optionalText(caseStudyLimits.alt, 'The description of the "before" picture'),
		...publicationShape,
	})
	.superRefine((form, context) => {
		if (form.before_after && !form.picture_before_alt)
			context.addIssue({
				code: 'custom',
				path: ['picture_before_alt'],
				message: 'Describe the "before" picture, or untick "Before and after".',
			})
	})
	.transform((form): CaseStudyFields => ({
		title: form.title,
		slug: form.slug,
		location: form.location,
		area: form.area,
		category: form.category,
		timeline: form.timeline,
		budget: form.budget,
		client: form.client,
		completionYear: form.completion_year,
		description: form.description,
		challenges: form.challenges,
		solutions: form.solutions,
		keyFeatures: form.key_features,
		testimonialQuote: form.testimonial_quote,
		testimonialRating: form.testimonial_rating,
		testimonialAuthor: form.testimonial_author,
		featured: form.featured,
		beforeAfter: form.before_after,
		pictureAfterAlt: form.picture_after_alt,
		pictureBeforeAlt: form.picture_before_alt,
		publishAt: form.publish_at,
		seoTitle: form.seo_title,
		metaDescription: form.meta_description,
		socialImage: form.social_image,
	}))
	.transform(withSlug)

export type CaseStudyForm = z.infer<typeof caseStudyFormSchema>
