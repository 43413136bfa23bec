import { queryValues } from '#app/domain/form.ts'

import { isCalendarDay } from './pipeline.ts'
import { enquiryServiceChoices } from './services.ts'
import { isEnquiryStage, type EnquiryStage } from './stage.ts'

export const MAX_QUERY_LENGTH = 200

/** The stage filter: one stage, every stage (spam too), or by default every stage but spam. */
export type StageFilter = EnquiryStage | 'all' | ''

/** Only the next actions that are late, or due today (London). */
export const dueFilterValues = ['overdue', 'today'] as const
export type DueFilter = (typeof dueFilterValues)[number] | ''

/** What the inbox shows: its search, filters and page, as read from its address. */
export type EnquiryFilters = {
	q: string
	stage: StageFilter
	service: string
	/** An area page's slug (issue 23's areas). */
	area: string
	/** London calendar days, inclusive; "" for open-ended. */
	from: string
	to: string
	due: DueFilter
}

/**
 * The inbox's search (`?q=`, trimmed, at most 200 characters), filters
 * (`stage`, `service`, `area`, `from`, `to`, `due`) and page (`?page=`, from 1),
 * read leniently: a value that is not one of the choices (an old link, a typed
 * URL) is left out, so the page shows what its filter form then says. `areas`
 * are the known area slugs (the content's, which the domain does not import).
 */
export function enquiryQuery(url: URL, { areas = [] }: { areas?: readonly string[] } = {}): EnquiryFilters & { page: number } {
	const query = queryValues(url)
	// Cut by characters, not UTF-16 units, so an emoji is never cut in half.
	const q = Array.from((query.q ?? '').trim())
		.slice(0, MAX_QUERY_LENGTH)
		.join('')
	const page = Math.min(100_000, Math.max(1, Math.floor(Number(query.page) || 1)))
	const stage: StageFilter = query.stage === 'all' || isEnquiryStage(query.stage) ? query.stage : ''
	const service = (enquiryServiceChoices as readonly string[]).includes(query.service ?? '') ? query.service! : ''
	const area = areas.includes(query.area ?? '') ? query.area! : ''
	let from = isCalendarDay(query.from ?? '') ? query.from! : ''
	let to = isCalendarDay(query.to ?? '') ? query.to! : ''
	// Dates the wrong way round mean the days between them.
	if (from && to && from > to) [from, to] = [to, from]
	const due: DueFilter = (dueFilterValues as readonly string[]).includes(query.due ?? '') ? (query.due as DueFilter) : ''
	return { q, page, stage, service, area, from, to, due }
}

/** The query string of these filters (and page), leaving out what is the default; "" when nothing is set. */
export function enquirySearch(filters: Partial<EnquiryFilters> & { page?: number }): string {
	const params = new URLSearchParams()
	for (const name of ['q', 'stage', 'service', 'area', 'from', 'to', 'due'] as const) {
		const value = filters[name]
		if (value) params.set(name, value)
	}
	if (filters.page && filters.page > 1) params.set('page', String(filters.page))
	const search = params.toString()
	return search ? `?${search}` : ''
}

/** True when any filter (not the search) narrows the list. */
export const isFiltered = (filters: EnquiryFilters) =>
	Boolean(filters.stage || filters.service || filters.area || filters.from || filters.to || filters.due)
