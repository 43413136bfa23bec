/**
 * Case studies (/case-studies): their shape, the area filter and the picture
 * rules the page, the admin's picture slots and the seed share (decision 0038).
 *
 * The case studies are rows of the `case_studies` table; the six starting
 * ones are seed data (app/.server/seed/case-studies.ts). Their pictures stay
 * keyed by the case study's id (decision 0023).
 */

import { mediaUrl } from '#app/domain/media/keys.ts'
import {
	seededCaseStudyPictureKey,
	type CaseStudyPicture,
	type CaseStudyPictureOverrides,
} from '#app/domain/project/case-study-pictures.ts'

export { seededCaseStudyPictureKey, type CaseStudyPicture, type CaseStudyPictureOverrides }

/** Case studies are filed under the four area pages (content/areas.ts's slugs). */
export const caseStudyAreas = ['maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham'] as const
export type CaseStudyArea = (typeof caseStudyAreas)[number]

export type CaseStudyAreaFilter = { value: 'all' | CaseStudyArea; label: string }

/** All areas first, then the four area pages (`?area=<slug>`). */
export const caseStudyAreaFilters: readonly [CaseStudyAreaFilter, ...CaseStudyAreaFilter[]] = [
	{ value: 'all', label: 'All Areas' },
	{ value: 'maida-vale', label: 'Maida Vale' },
	{ value: 'kensington-chelsea', label: 'Kensington & Chelsea' },
	{ value: 'westminster', label: 'Westminster' },
	{ value: 'hammersmith-fulham', label: 'Hammersmith & Fulham' },
]

export function isCaseStudyArea(value: string): value is CaseStudyArea {
	return (caseStudyAreas as readonly string[]).includes(value)
}

export type CaseStudy = {
	id: number
	slug: string
	title: string
	/** e.g. "Maida Vale, W9" */
	location: string
	area: CaseStudyArea
	/** e.g. "Full Refurbishment", "Kitchen", "Bathroom", "Commercial" */
	category: string
	/** e.g. "10 weeks" */
	timeline: string
	/** e.g. "£45,000 - £55,000" */
	budget: string
	/** Client type, e.g. "Private homeowner" */
	client: string
	/** Year of completion */
	completion: number
	description: string
	challenges: string[]
	solutions: string[]
	features: string[]
	testimonial: {
		quote: string
		/** Whole stars, 1-5 */
		rating: number
		/** First name and initial, e.g. "Sarah M." */
		author: string
	}
	/** True only when the case study has a before and an after picture (see `caseStudyPictures`). */
	beforeAfter: boolean
	featured: boolean
	/** What the pictures show, for their alt text: the finished work, and the "before" when there is one. */
	pictures: { after: string; before?: string }
}

/**
 * The case study's pictures: the owner's replacement, else the media file
 * seeded at its fixed key (the media variants serve them resized), the
 * "before" only when the case study has one.
 */
export function caseStudyPictures(study: Pick<CaseStudy, 'id' | 'beforeAfter' | 'pictures'>, overrides: CaseStudyPictureOverrides = {}) {
	const url = (which: CaseStudyPicture) => mediaUrl(overrides[String(study.id)]?.[which] ?? seededCaseStudyPictureKey(study.id, which))
	const before = caseStudyPictureSlots(study).includes('before') ? study.pictures.before : undefined
	return {
		after: { url: url('after'), alt: study.pictures.after },
		before: before ? { url: url('before'), alt: before } : null,
	}
}

/** The case studies whose pictures the seed stored as files (decision 0037); any other has only what the owner uploads. */
const SEEDED_PICTURE_IDS = new Set([1, 2, 3, 4, 5, 6])

type ShownPicture = { url: string; alt: string }

/**
 * What the public page shows of a case study's pictures: the owner's
 * replacement, else the seeded file, which exists only for the six starting
 * case studies. A later one with nothing uploaded shows no picture (null)
 * rather than a broken one; a "before" without its "after" is not shown alone.
 */
export function shownCaseStudyPictures(
	study: Pick<CaseStudy, 'id' | 'beforeAfter' | 'pictures'>,
	overrides: CaseStudyPictureOverrides = {},
): { after: ShownPicture | null; before: ShownPicture | null } {
	const key = (which: CaseStudyPicture) =>
		overrides[String(study.id)]?.[which] ?? (SEEDED_PICTURE_IDS.has(study.id) ? seededCaseStudyPictureKey(study.id, which) : null)
	const afterKey = key('after')
	if (afterKey === null) return { after: null, before: null }
	const before = caseStudyPictureSlots(study).includes('before') ? study.pictures.before : undefined
	const beforeKey = before ? key('before') : null
	return {
		after: { url: mediaUrl(afterKey), alt: study.pictures.after },
		before: before && beforeKey !== null ? { url: mediaUrl(beforeKey), alt: before } : null,
	}
}

/**
 * Case studies per page of /case-studies (`?page=N`): six, as many as the page
 * showed before paging, since each is a full card with its pictures, so a page
 * never grows heavier than it was.
 */
export const CASE_STUDIES_PAGE_SIZE = 6

/** The pictures a case study has: its "after", and its "before" when it shows both. */
export function caseStudyPictureSlots(study: Pick<CaseStudy, 'beforeAfter' | 'pictures'>): CaseStudyPicture[] {
	return study.beforeAfter && study.pictures.before ? ['after', 'before'] : ['after']
}

/** A case study's own page (issue 22); its old slugs answer 301 to it. */
export const caseStudyPath = (study: Pick<CaseStudy, 'slug'>) => `/case-studies/${study.slug}`

/** The longest meta description search results show whole. */
const DESCRIPTION_LIMIT = 155

/** `text` cut at a word to fit `limit` characters with its ellipsis; whole when it fits. */
export function clipText(text: string, limit = DESCRIPTION_LIMIT): string {
	const flat = text.replace(/\s+/g, ' ').trim()
	if (flat.length <= limit) return flat
	const cut = flat.slice(0, limit - 1)
	const atWord = cut.lastIndexOf(' ')
	return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/**
 * A case study as its page reads it: the copy, the owner's search settings
 * and its dates (published = the publish time, modified = the later of the
 * last save and that time, as for articles, decision 0042). ISO 8601.
 */
export type PublishedCaseStudy = CaseStudy & {
	seo: { title: string | null; description: string | null; socialImage: string | null }
	publishedAt: string
	modifiedAt: string
}

/** The page's title and meta description: the owner's, else the title and the description cut to fit. */
export function caseStudySeo(study: Pick<PublishedCaseStudy, 'title' | 'description' | 'seo'>) {
	return {
		title: study.seo.title?.trim() || study.title,
		description: study.seo.description?.trim() || clipText(study.description),
	}
}
