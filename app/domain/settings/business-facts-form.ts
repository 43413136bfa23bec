import { z } from 'zod'

import {
	factsLimits,
	REGISTRATION_SLOTS,
	safeUrl,
	TEAM_SLOTS,
	type BusinessFacts,
	type Registration,
	type TeamMember,
} from './business-facts.ts'

/*
 * The Business tab's form, apart from the facts themselves: the public pages
 * (and so every hydrated page's root) read the facts without loading zod.
 */

/** The form's field names for row `index` of a list. */
export const registrationField = (index: number, part: keyof Registration) => `registration_${index}_${part}`
export const teamField = (index: number, part: keyof TeamMember) => `team_${index}_${part}`

const trimmed = (max: number, what: string) => z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`)

/** A whole number from the form ("1,500" reads as 1500), within its range. */
const wholeNumber = (what: string, min: number, max: number) =>
	z
		.string()
		.trim()
		.transform((value, context) => {
			const amount = Number(value.replaceAll(',', ''))
			if (value === '' || !Number.isInteger(amount) || amount < min || amount > max) {
				context.addIssue({
					code: 'custom',
					message: `Enter the ${what} as a whole number from ${min} to ${max.toLocaleString('en-GB')}.`,
					input: value,
				})
			}
			return amount
		})

const optional = <S extends z.ZodType>(schema: S) => schema.optional()

const rowFields = {
	...Object.fromEntries(
		Array.from({ length: REGISTRATION_SLOTS }, (_, index) => [
			[registrationField(index, 'name'), optional(trimmed(factsLimits.shortText, 'name'))],
			[registrationField(index, 'number'), optional(trimmed(factsLimits.number, 'number'))],
			[
				registrationField(index, 'url'),
				optional(
					trimmed(factsLimits.url, 'link').refine(
						(value) => value === '' || safeUrl(value) !== '',
						'Enter a full web address starting with https://, or leave it blank.',
					),
				),
			],
		]).flat(),
	),
	...Object.fromEntries(
		Array.from({ length: TEAM_SLOTS }, (_, index) => [
			[teamField(index, 'name'), optional(trimmed(factsLimits.shortText, 'name'))],
			[teamField(index, 'role'), optional(trimmed(factsLimits.shortText, 'role'))],
			[teamField(index, 'line'), optional(trimmed(factsLimits.line, 'line'))],
		]).flat(),
	),
} as Record<string, z.ZodOptional<z.ZodString>>

/**
 * The Business tab's rules, shared by its form (names, limits) and its action.
 * A list row counts when its name is filled in; a row with a number, link, role
 * or line but no name is refused rather than silently dropped.
 */
export const businessFactsForm = z
	.object({
		stated_rating: z
			.string()
			.trim()
			.transform((value, context) => {
				const rating = Number(value)
				if (value === '' || !Number.isFinite(rating) || rating < 1 || rating > 5) {
					context.addIssue({ code: 'custom', message: 'Enter a rating from 1 to 5, e.g. 4.9.', input: value })
				}
				return Math.round(rating * 10) / 10
			}),
		stated_review_count: wholeNumber('number of reviews', 0, factsLimits.reviewCount),
		years_experience: wholeNumber('years', 0, factsLimits.figure),
		projects_completed: wholeNumber('projects', 0, factsLimits.figure),
		boroughs_covered: wholeNumber('boroughs', 0, factsLimits.figure),
		would_recommend: wholeNumber('percentage', 0, 100),
		company_name: trimmed(factsLimits.shortText, 'company name'),
		company_number: trimmed(factsLimits.number, 'company number'),
		registered_address: trimmed(factsLimits.address, 'address'),
		insurance: trimmed(factsLimits.shortText, 'insurance line'),
		...rowFields,
	})
	.transform((form, context): BusinessFacts => {
		const value = (name: string) => (form as Record<string, unknown>)[name]
		const text = (name: string) => {
			const raw = value(name)
			return typeof raw === 'string' ? raw : ''
		}
		const registrations: Registration[] = []
		for (let index = 0; index < REGISTRATION_SLOTS; index++) {
			const row = {
				name: text(registrationField(index, 'name')),
				number: text(registrationField(index, 'number')),
				url: text(registrationField(index, 'url')),
			}
			if (row.name) registrations.push(row)
			else if (row.number || row.url) needName(context, registrationField(index, 'name'), 'registration')
		}
		const team: TeamMember[] = []
		for (let index = 0; index < TEAM_SLOTS; index++) {
			const row = { name: text(teamField(index, 'name')), role: text(teamField(index, 'role')), line: text(teamField(index, 'line')) }
			if (row.name) team.push(row)
			else if (row.role || row.line) needName(context, teamField(index, 'name'), 'team member')
		}
		return {
			statedRating: { ratingValue: form.stated_rating, reviewCount: form.stated_review_count },
			figures: {
				yearsExperience: form.years_experience,
				projectsCompleted: form.projects_completed,
				boroughsCovered: form.boroughs_covered,
				wouldRecommend: form.would_recommend,
			},
			companyName: form.company_name,
			companyNumber: form.company_number,
			registeredAddress: form.registered_address,
			insurance: form.insurance,
			registrations,
			team,
		}
	})

function needName(context: z.RefinementCtx, field: string, what: string) {
	context.addIssue({ code: 'custom', message: `Give this ${what} a name, or clear the row.`, input: '', path: [field] })
}

/** The form's starting values for stored facts (the inverse of the schema). */
export function businessFactsFormValues(facts: BusinessFacts): Record<string, string> {
	const values: Record<string, string> = {
		stated_rating: facts.statedRating.ratingValue.toFixed(1),
		stated_review_count: String(facts.statedRating.reviewCount),
		years_experience: String(facts.figures.yearsExperience),
		projects_completed: String(facts.figures.projectsCompleted),
		boroughs_covered: String(facts.figures.boroughsCovered),
		would_recommend: String(facts.figures.wouldRecommend),
		company_name: facts.companyName,
		company_number: facts.companyNumber,
		registered_address: facts.registeredAddress,
		insurance: facts.insurance,
	}
	for (let index = 0; index < REGISTRATION_SLOTS; index++) {
		const row = facts.registrations[index]
		for (const part of ['name', 'number', 'url'] as const) values[registrationField(index, part)] = row?.[part] ?? ''
	}
	for (let index = 0; index < TEAM_SLOTS; index++) {
		const row = facts.team[index]
		for (const part of ['name', 'role', 'line'] as const) values[teamField(index, part)] = row?.[part] ?? ''
	}
	return values
}
