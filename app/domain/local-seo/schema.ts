import { z } from 'zod'

import { asString, optionalText, requiredText } from '#app/domain/form.ts'
import {
	citationStatusValues,
	competitionLevelValues,
	geographicRelevanceValues,
	linkStrengthValues,
	localSeoAreas,
	priorityLevelValues,
} from '#app/domain/local-seo/rules.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'

/**
 * The Local SEO tab's three forms, shared by the forms (names, limits, starting
 * values) and the action (validation with one message per field). Field names
 * are the spec's column names.
 */
export const localSeoLimits = {
	page: 300,
	anchor_text: 200,
	link_context: 1000,
	directory_name: 120,
	url: 2000,
	notes: 2000,
	keyword: 200,
	location: 120,
	/** Positions past this are not a search result page anyone reads. */
	position: 1000,
	search_volume: 100_000_000,
} as const

/** The attributes of a whole-number input, so the browser asks for what `wholeNumber` below accepts. */
export const wholeNumberInput = (min: number, max: number) => ({ type: 'number', inputMode: 'numeric', min, max, step: 1 }) as const

/** The areas a citation can be for: the public dashboard's filter labels (it compares local_area to them), without All Areas. */
export const citationAreas: readonly string[] = localSeoAreas.filter((area) => area.value !== 'all').map((area) => area.label)

/** One of a select's values (never typed, so anything else is a tampered form). */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
	z.preprocess(asString, z.enum(values, { error: message }))

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
	z.preprocess((value) => (value === '' || value === undefined ? null : value), z.enum(values, { error: message }).nullable())

/**
 * A path of this site by the one rule (`sitePath`: decoded, dot segments
 * removed, then no `//`, no backslash, no scheme), stored as that rule writes it, so
 * what is kept is what a browser would follow and what a page's own address
 * reads (percent-encoded as the URL parser writes it).
 */
const pagePath = (label: string) =>
	requiredText(localSeoLimits.page, `Enter the ${label}, e.g. /services.`, `The ${label}`).transform((value, context) => {
		const path = sitePath(value)
		if (path === null) {
			context.addIssue({ code: 'custom', message: `Enter the ${label} as a path of this site starting with /, e.g. /services.` })
			return z.NEVER
		}
		if (path.length > localSeoLimits.page) {
			// Percent-encoding can lengthen what was typed.
			context.addIssue({ code: 'custom', message: `The ${label} must be at most ${localSeoLimits.page} characters.` })
			return z.NEVER
		}
		return path
	})

/** An http(s) address as the URL parser writes it (lower-case host, a path of at least "/"), or null when it is not one. */
function normalisedAddress(value: string): string | null {
	try {
		const url = new URL(value)
		if (url.protocol === 'http:' || url.protocol === 'https:') return url.href
	} catch {
		// Not an address.
	}
	return null
}

const addressText = (label: string) =>
	z.preprocess(asString, z.string().trim().max(localSeoLimits.url, `${label} must be at most ${localSeoLimits.url} characters.`))

const notAnAddress = (label: string) => `Enter ${label.toLowerCase()} starting with https:// or http://.`

/** A required http(s) address, stored normalised. */
const webAddress = (label: string) =>
	addressText(label).transform((value, context) => {
		const href = normalisedAddress(value)
		if (href) return href
		context.addIssue({ code: 'custom', message: notAnAddress(label) })
		return z.NEVER
	})

/** The same, or null when left blank. */
const optionalWebAddress = (label: string) =>
	addressText(label).transform((value, context) => {
		if (value === '') return null
		const href = normalisedAddress(value)
		if (href) return href
		context.addIssue({ code: 'custom', message: notAnAddress(label) })
		return z.NEVER
	})

/** A whole number in a range; blank takes the starting value (null: blank is refused). "12.5", "ten" and "1e3" are refused with the range. */
const wholeNumber = (min: number, max: number, blank: number | null) => {
	const message = `Enter a whole number from ${min.toLocaleString('en-GB')} to ${max.toLocaleString('en-GB')}.`
	return z.preprocess(
		(value) => {
			const text = asString(value).trim()
			if (text === '') return blank ?? Number.NaN
			return /^-?\d+$/.test(text) ? Number(text) : Number.NaN
		},
		z.number({ error: message }).int(message).min(min, message).max(max, message),
	)
}

/** An HTML checkbox: present ("on") means true. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A date input's value (YYYY-MM-DD) that is a real day. */
const calendarDate = z.preprocess(
	asString,
	z
		.string()
		.trim()
		.refine((value) => {
			if (!ISO_DATE.test(value)) return false
			const day = new Date(`${value}T00:00:00Z`)
			return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
		}, 'Choose the date the position was checked.'),
)

export const internalLinkSchema = z.object({
	source_page: pagePath('source page'),
	target_page: pagePath('target page'),
	anchor_text: requiredText(localSeoLimits.anchor_text, 'Enter the anchor text.', 'The anchor text'),
	link_context: optionalText(localSeoLimits.link_context, 'The link context'),
	geographic_relevance: optionalChoice(geographicRelevanceValues, 'Choose an area from the list, or none.'),
	link_strength: choice(linkStrengthValues, 'Choose a strength from the list.'),
	is_active: checkbox,
})

export type InternalLinkInput = z.infer<typeof internalLinkSchema>

export const citationSchema = z.object({
	directory_name: requiredText(localSeoLimits.directory_name, 'Enter the directory name.', 'The directory name'),
	directory_url: webAddress('The directory address'),
	business_listing_url: optionalWebAddress('The listing address'),
	local_area: z.preprocess(
		(value) => (value === '' || value === undefined ? null : value),
		z
			.string()
			.refine((area) => citationAreas.includes(area), 'Choose an area from the list, or none.')
			.nullable(),
	),
	priority_level: choice(priorityLevelValues, 'Choose a priority from the list.'),
	citation_status: choice(citationStatusValues, 'Choose a status from the list.'),
	nap_consistency_score: wholeNumber(0, 100, 0),
	notes: optionalText(localSeoLimits.notes, 'The notes'),
})

export type CitationInput = z.infer<typeof citationSchema>

export const rankingSchema = z.object({
	keyword: requiredText(localSeoLimits.keyword, 'Enter the keyword.', 'The keyword'),
	location: requiredText(localSeoLimits.location, 'Enter the location, e.g. Maida Vale.', 'The location'),
	current_position: wholeNumber(1, localSeoLimits.position, null),
	search_volume: wholeNumber(0, localSeoLimits.search_volume, 0),
	competition_level: choice(competitionLevelValues, 'Choose a competition level from the list.'),
	tracked_date: calendarDate,
	notes: optionalText(localSeoLimits.notes, 'The notes'),
})

export const RANKING_TAKEN_MESSAGE = 'This keyword is already tracked for this location. Edit that ranking instead.'
