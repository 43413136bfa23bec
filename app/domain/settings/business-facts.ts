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
export function safeUrl(url: string) {
	return /^https?:\/\/[^\s]+$/i.test(url) ? url : ''
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
