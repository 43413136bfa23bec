import { sitePath } from '#app/domain/paths/site-path.ts'

/**
 * Page views (issue 25, decision 0051): the rules the counter, the report and
 * the admin section share. A view is stored against a page path and the host of
 * the page that linked to it; nothing about the visitor.
 */

/** The periods the overview offers, in London days ending today; 30 unless the address says otherwise. */
export const VIEW_PERIODS = [7, 30, 90] as const
export type ViewPeriod = (typeof VIEW_PERIODS)[number]
export const DEFAULT_VIEW_PERIOD: ViewPeriod = 30
/** The query parameter of the period switch (`?views=7`). */
export const VIEW_PERIOD_PARAM = 'views'

/** Read leniently: anything but 7, 30 or 90 is the default. */
export function parseViewPeriod(value: string | null | undefined): ViewPeriod {
	const days = Number(value)
	return (VIEW_PERIODS as readonly number[]).includes(days) ? (days as ViewPeriod) : DEFAULT_VIEW_PERIOD
}

/** Stored as the referring host of a view that came from no other site (none sent, or a page of this site). */
export const DIRECT = ''
/** Stored for the other sites once a page's day holds `maxReferrers` hosts. */
export const OTHER_SITES = '*'

/** What a referring host of the report is called in the admin. */
export const referrerLabel = (host: string) => (host === DIRECT ? 'Direct, or from this site' : host === OTHER_SITES ? 'Other sites' : host)

export const VIEW_LIMITS = {
	/** Longer paths are not counted (no real page's address is near it). */
	maxPathLength: 300,
	/** Distinct pages per day in the table; when full, only pages already in it are counted. */
	maxPathsPerDay: 500,
	/** Referring hosts per page per day; the rest are counted as `OTHER_SITES`. */
	maxReferrers: 20,
	/** Day-and-page entries counted in memory between writes; more are dropped (and the drop logged). */
	maxPending: 1_000,
	/** How long counts wait in memory before they are written. */
	flushMs: 10_000,
	/** Rows older than this many months are deleted. */
	keepMonths: 13,
} as const
export type ViewLimits = { -readonly [K in keyof typeof VIEW_LIMITS]: number }

/**
 * The path a view is counted under: the page's path as the site writes it
 * (decoded, dot segments removed), without its query, in lower case (routes
 * match regardless of case and the site's own addresses are lower case), and
 * without a trailing slash; null when it is not one or is too long. An
 * enquiry's `source_page` is read the same way, so the two meet.
 */
export function viewPath(raw: string | null | undefined): string | null {
	const path = sitePath(raw)
	if (path === null) return null
	const end = path.search(/[?#]/)
	let pathname = (end === -1 ? path : path.slice(0, end)).toLowerCase()
	if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/'
	return pathname.length <= VIEW_LIMITS.maxPathLength ? pathname : null
}

/** Conversion as the admin shows it ("2.5%"), or an en dash when there were no views to divide by. */
export function formatConversion(enquiries: number, views: number): string {
	if (views <= 0) return '–'
	const percent = (enquiries / views) * 100
	return `${percent >= 10 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%`
}

/** The change against the previous period ("+12%", "−5%", "new"), or null when both are nothing. */
export function formatChange(current: number, previous: number): string | null {
	if (previous === 0) return current === 0 ? null : 'new'
	const change = Math.round(((current - previous) / previous) * 100)
	return change === 0 ? '±0%' : change > 0 ? `+${change}%` : `−${-change}%`
}

export type PageViewsRow = { path: string; views: number; previousViews: number; enquiries: number }
export type ReferrerRow = { host: string; views: number }

/** The overview's page views for one period (app/.server/analytics/page-views.ts). */
export type PageViewsReport = {
	days: ViewPeriod
	/** The first and last London day of the period ("YYYY-MM-DD"). */
	from: string
	to: string
	views: number
	previousViews: number
	/** Enquiries received in the period (spam aside), from whichever page or none. */
	enquiries: number
	/** Most viewed first (then most enquiries), at most the report's limit; `pageCount` says how many there were. */
	pages: PageViewsRow[]
	pageCount: number
	/** Most views first; `DIRECT` and `OTHER_SITES` among them. */
	referrers: ReferrerRow[]
}
