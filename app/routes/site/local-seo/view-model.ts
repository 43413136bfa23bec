import {
	citationStatusLabel,
	compareCitations,
	formatPositionChange,
	isTopThree,
	localSeoAreas,
	positionBand,
	positionChange,
	type CitationStatus,
	type CompetitionLevel,
	type PriorityLevel,
} from '#app/domain/local-seo/rules.ts'

/**
 * The /local-seo dashboard's state lives in the URL (`?area=`, `?tab=`), so
 * every view is a link that works without JavaScript. These helpers turn the
 * query into that state, build the links back, and shape the rows for display.
 */

export const LOCAL_SEO_PATH = '/local-seo'
export const CITATIONS_SHOWN = 10
export const RANKINGS_SHOWN = 15
export const LINKS_SHOWN = 8
export const TOP_KEYWORDS_SHOWN = 5

export const localSeoTabs = [
	{ value: 'citations', label: 'Local Citations' },
	{ value: 'rankings', label: 'Search Rankings' },
	{ value: 'links', label: 'Internal Links' },
	{ value: 'optimization', label: 'Optimization' },
] as const

export type LocalSeoArea = (typeof localSeoAreas)[number]
export type LocalSeoTab = (typeof localSeoTabs)[number]['value']

/** The area of `?area=`: exactly one of the areas, else all. */
export function resolveArea(value: string | null | undefined): LocalSeoArea {
	return localSeoAreas.find((area) => area.value === value) ?? localSeoAreas[0]
}

/** The tab of `?tab=`: exactly one of the tabs, else citations. */
export function resolveTab(value: string | null | undefined): LocalSeoTab {
	return (localSeoTabs.find((tab) => tab.value === value) ?? localSeoTabs[0]).value
}

/** The label rows are stored under for an area (citations' local_area, rankings' location), or null for all. */
export const areaFilterLabel = (area: LocalSeoArea): string | null => (area.value === 'all' ? null : area.label)

/** The dashboard's address for a view; defaults (all areas, citations) are left out so each view has one address. */
export function dashboardHref({ area, tab }: { area: string; tab: LocalSeoTab }): string {
	const query = new URLSearchParams()
	if (area !== 'all') query.set('area', area)
	if (tab !== 'citations') query.set('tab', tab)
	const search = query.toString()
	return search ? `${LOCAL_SEO_PATH}?${search}` : LOCAL_SEO_PATH
}

type CitationRow = {
	id: string
	directoryName: string
	directoryUrl: string
	businessListingUrl: string | null
	localArea: string | null
	priorityLevel: PriorityLevel
	citationStatus: CitationStatus
	napConsistencyScore: number
}

export type CitationView = CitationRow & { statusLabel: string; showNapScore: boolean }

/** Citations as listed: priority then status, at most 10, status in words, the NAP score only when there is one. */
export function citationViews(rows: readonly CitationRow[], limit = CITATIONS_SHOWN): CitationView[] {
	return [...rows]
		.sort(compareCitations)
		.slice(0, limit)
		.map((row) => ({ ...row, statusLabel: citationStatusLabel(row.citationStatus), showNapScore: row.napConsistencyScore > 0 }))
}

type RankingRow = {
	id: string
	keyword: string
	location: string
	searchVolume: number
	currentPosition: number
	previousPosition: number | null
	competitionLevel: CompetitionLevel
}

export type RankingView = RankingRow & {
	band: ReturnType<typeof positionBand>
	change: number | null
	changeText: string | null
	topThree: boolean
}

/** Rankings as listed: best position first, at most 15, with colour band, change since last check and the Top 3 flag. */
export function rankingViews(rows: readonly RankingRow[], limit = RANKINGS_SHOWN): RankingView[] {
	return [...rows]
		.sort((a, b) => a.currentPosition - b.currentPosition)
		.slice(0, limit)
		.map((row) => {
			const change = positionChange(row.currentPosition, row.previousPosition)
			return {
				...row,
				band: positionBand(row.currentPosition),
				change,
				changeText: formatPositionChange(change),
				topThree: isTopThree(row.currentPosition),
			}
		})
}

/** The best-placed keywords (already in position order) for the summary list. */
export const topKeywords = (rankings: readonly RankingView[], limit = TOP_KEYWORDS_SHOWN) => rankings.slice(0, limit)
