import * as z from 'zod/mini'

/**
 * The business facts public pages state about the firm (decision 0022): the
 * stated rating used only while there are no published reviews to count, the
 * headline figures, the company details, trade registrations, insurance and
 * the team. Stored as one JSON value in the settings row, edited on the
 * admin's Business tab with the form schema below, read by public pages
 * through `normaliseBusinessFacts` (a malformed value never breaks a page).
 */

export type Registration = {
	/** e.g. "Gas Safe Register". */
	name: string
	/** The registration or membership number, blank when not given. */
	number: string
	/** Where a visitor can check it (https), blank when not given. */
	url: string
}

export type TeamMember = { name: string; role: string; line: string }

export type BusinessFacts = {
	/** The spec's "4.9 from 50": shown only while there are no published reviews. */
	statedRating: { ratingValue: number; reviewCount: number }
	/** The headline figures ("25+ years", "150+ projects", "15+ boroughs", "98% would recommend"). */
	figures: { yearsExperience: number; projectsCompleted: number; boroughsCovered: number; wouldRecommend: number }
	/** The registered company name, e.g. "Westway Home Services Ltd" (blank: not shown). */
	companyName: string
	/** The Companies House number (blank: not shown). */
	companyNumber: string
	registeredAddress: string
	/** e.g. "£5 million public liability insurance" (blank: not shown). */
	insurance: string
	registrations: Registration[]
	team: TeamMember[]
}

/** How many registrations and team members the form offers (blank rows are dropped). */
export const REGISTRATION_SLOTS = 4
export const TEAM_SLOTS = 4

export const factsLimits = {
	shortText: 80,
	number: 40,
	url: 300,
	address: 200,
	line: 160,
	reviewCount: 100_000,
	figure: 100_000,
} as const

/** The spec's values: what a missing or unreadable row shows. Nothing checkable is invented. */
export const defaultBusinessFacts: BusinessFacts = {
	statedRating: { ratingValue: 4.9, reviewCount: 50 },
	figures: { yearsExperience: 25, projectsCompleted: 150, boroughsCovered: 15, wouldRecommend: 98 },
	companyName: '',
	companyNumber: '',
	registeredAddress: '',
	insurance: '',
	registrations: [],
	team: [],
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const num = (value: unknown, fallback: number, min: number, max: number) =>
	typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback

/** A stored value with anything missing or malformed replaced by its default (lists: bad rows dropped). */
export function normaliseBusinessFacts(value: unknown): BusinessFacts {
	const source = isRecord(value) ? value : {}
	const rating = isRecord(source.statedRating) ? source.statedRating : {}
	const figures = isRecord(source.figures) ? source.figures : {}
	const d = defaultBusinessFacts
	const rows = (list: unknown, max: number) => (Array.isArray(list) ? list.filter(isRecord).slice(0, max) : [])
	return {
		statedRating: {
			ratingValue: num(rating.ratingValue, d.statedRating.ratingValue, 1, 5),
			reviewCount: num(rating.reviewCount, d.statedRating.reviewCount, 0, factsLimits.reviewCount),
		},
		figures: {
			yearsExperience: num(figures.yearsExperience, d.figures.yearsExperience, 0, factsLimits.figure),
			projectsCompleted: num(figures.projectsCompleted, d.figures.projectsCompleted, 0, factsLimits.figure),
			boroughsCovered: num(figures.boroughsCovered, d.figures.boroughsCovered, 0, factsLimits.figure),
			wouldRecommend: num(figures.wouldRecommend, d.figures.wouldRecommend, 0, 100),
		},
		companyName: str(source.companyName, factsLimits.shortText),
		companyNumber: str(source.companyNumber, factsLimits.number),
		registeredAddress: str(source.registeredAddress, factsLimits.address),
		insurance: str(source.insurance, factsLimits.shortText),
		registrations: rows(source.registrations, REGISTRATION_SLOTS)
			.map((row) => ({
				name: str(row.name, factsLimits.shortText),
				number: str(row.number, factsLimits.number),
				url: safeUrl(str(row.url, factsLimits.url)),
			}))
			.filter((row) => row.name !== ''),
		team: rows(source.team, TEAM_SLOTS)
			.map((row) => ({
				name: str(row.name, factsLimits.shortText),
				role: str(row.role, factsLimits.shortText),
				line: str(row.line, factsLimits.line),
			}))
			.filter((row) => row.name !== ''),
	}
}

/** Only web addresses become links: anything else (javascript:, data:) is dropped. */
function safeUrl(url: string) {
	return /^https?:\/\/[^\s]+$/i.test(url) ? url : ''
}

/* The admin form ------------------------------------------------------------ */

/** The form's field names for row `index` of a list. */
export const registrationField = (index: number, part: keyof Registration) => `registration_${index}_${part}`
export const teamField = (index: number, part: keyof TeamMember) => `team_${index}_${part}`

const trimmed = (max: number, what: string) =>
	z.string().check(z.trim(), z.maxLength(max, { error: `Keep the ${what} to ${max} characters or fewer.` }))

/** A whole number from the form ("1,500" reads as 1500), within its range. */
const wholeNumber = (what: string, min: number, max: number) =>
	z.pipe(
		z.string().check(z.trim()),
		z.transform((value, payload) => {
			const amount = Number(value.replaceAll(',', ''))
			if (value === '' || !Number.isInteger(amount) || amount < min || amount > max) {
				payload.issues.push({
					code: 'custom',
					message: `Enter the ${what} as a whole number from ${min} to ${max.toLocaleString('en-GB')}.`,
					input: value,
				})
			}
			return amount
		}),
	)

const optional = z.optional

const rowFields = {
	...Object.fromEntries(
		Array.from({ length: REGISTRATION_SLOTS }, (_, index) => [
			[registrationField(index, 'name'), optional(trimmed(factsLimits.shortText, 'name'))],
			[registrationField(index, 'number'), optional(trimmed(factsLimits.number, 'number'))],
			[
				registrationField(index, 'url'),
				optional(
					trimmed(factsLimits.url, 'link').check(
						z.refine((value) => value === '' || safeUrl(value) !== '', {
							error: 'Enter a full web address starting with https://, or leave it blank.',
						}),
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
} as Record<string, z.ZodMiniOptional<z.ZodMiniString>>

/**
 * The Business tab's rules, shared by its form (names, limits) and its action.
 * A list row counts when its name is filled in; a row with a number, link, role
 * or line but no name is refused rather than silently dropped.
 */
export const businessFactsForm = z.pipe(
	z.object({
		stated_rating: z.pipe(
			z.string().check(z.trim()),
			z.transform((value, payload) => {
				const rating = Number(value)
				if (value === '' || !Number.isFinite(rating) || rating < 1 || rating > 5) {
					payload.issues.push({ code: 'custom', message: 'Enter a rating from 1 to 5, e.g. 4.9.', input: value })
				}
				return Math.round(rating * 10) / 10
			}),
		),
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
	}),
	z.transform((form, payload): BusinessFacts => {
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
			else if (row.number || row.url) needName(payload, registrationField(index, 'name'), 'registration')
		}
		const team: TeamMember[] = []
		for (let index = 0; index < TEAM_SLOTS; index++) {
			const row = { name: text(teamField(index, 'name')), role: text(teamField(index, 'role')), line: text(teamField(index, 'line')) }
			if (row.name) team.push(row)
			else if (row.role || row.line) needName(payload, teamField(index, 'name'), 'team member')
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
	}),
)

function needName(payload: z.core.ParsePayload<unknown>, field: string, what: string) {
	payload.issues.push({ code: 'custom', message: `Give this ${what} a name, or clear the row.`, input: '', path: [field] })
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

/* What public pages show ---------------------------------------------------- */

/** The headline figures as stat tiles (/about, /gallery): "25+", "150+", "15+", "98%". */
export function factStats(facts: BusinessFacts): { value: string; label: string }[] {
	const { yearsExperience, projectsCompleted, boroughsCovered, wouldRecommend } = facts.figures
	return [
		{ value: `${yearsExperience}+`, label: 'Years of combined experience' },
		{ value: `${projectsCompleted}+`, label: 'Projects completed' },
		{ value: `${boroughsCovered}+`, label: 'London boroughs covered' },
		{ value: `${wouldRecommend}%`, label: 'Would recommend us' },
	]
}

/** One item of the trust strip: only facts that are filled in become items. */
export type TrustItem = { kind: 'registration' | 'insurance' | 'company' | 'address'; title: string; detail: string; href: string | null }

export function trustItems(facts: BusinessFacts): TrustItem[] {
	const items: TrustItem[] = facts.registrations.map((registration) => ({
		kind: 'registration',
		title: registration.name,
		detail: registration.number ? `No. ${registration.number}` : '',
		href: registration.url || null,
	}))
	if (facts.insurance) items.push({ kind: 'insurance', title: facts.insurance, detail: '', href: null })
	if (facts.companyNumber) {
		items.push({
			kind: 'company',
			title: facts.companyName || 'Registered in England and Wales',
			detail: `Company No. ${facts.companyNumber}`,
			href: `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(facts.companyNumber)}`,
		})
	}
	if (facts.registeredAddress) items.push({ kind: 'address', title: 'Registered office', detail: facts.registeredAddress, href: null })
	return items
}
