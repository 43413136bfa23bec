/**
 * Local SEO values and rules shared by the database enums, the admin forms,
 * the CSV import and the public dashboard. Order matters: enum order is
 * declaration order, so ORDER BY on these columns follows the spec's orderings
 * (strong → weak, high → low, approved → rejected).
 */
export const linkStrengthValues = ['strong', 'standard', 'weak'] as const
export const priorityLevelValues = ['high', 'medium', 'low'] as const
export const competitionLevelValues = ['high', 'medium', 'low'] as const
export const citationStatusValues = ['approved', 'submitted', 'pending', 'needs_update', 'rejected'] as const
export const geographicRelevanceValues = ['west-london', 'maida-vale', 'kensington-chelsea', 'westminster', 'hammersmith-fulham'] as const

export type LinkStrength = (typeof linkStrengthValues)[number]
export type PriorityLevel = (typeof priorityLevelValues)[number]
export type CompetitionLevel = (typeof competitionLevelValues)[number]
export type CitationStatus = (typeof citationStatusValues)[number]
export type GeographicRelevance = (typeof geographicRelevanceValues)[number]

/** The public dashboard's area filter: value (as in the URL) and label; `all` is the default. */
export const localSeoAreas = [
	{ value: 'all', label: 'All Areas' },
	{ value: 'west-london', label: 'West London' },
	{ value: 'maida-vale', label: 'Maida Vale' },
	{ value: 'kensington-chelsea', label: 'Kensington & Chelsea' },
	{ value: 'westminster', label: 'Westminster' },
	{ value: 'hammersmith-fulham', label: 'Hammersmith & Fulham' },
] as const

/** A citation status as shown: underscores as spaces ("needs update"). */
export const citationStatusLabel = (status: CitationStatus) => status.replace(/_/g, ' ')

/** Citations sort by priority (high, medium, low), then status (approved … rejected). */
export function compareCitations(
	a: { priorityLevel: PriorityLevel; citationStatus: CitationStatus; napConsistencyScore?: number | null; directoryName?: string },
	b: typeof a,
) {
	return (
		priorityLevelValues.indexOf(a.priorityLevel) - priorityLevelValues.indexOf(b.priorityLevel) ||
		citationStatusValues.indexOf(a.citationStatus) - citationStatusValues.indexOf(b.citationStatus) ||
		// Then the most consistent listing first, then by name: one order, whatever was added when.
		(b.napConsistencyScore ?? 0) - (a.napConsistencyScore ?? 0) ||
		(a.directoryName ?? '').localeCompare(b.directoryName ?? '', 'en')
	)
}

/** A ranking position's colour band: 3 or better green, 10 or better yellow, else red. */
export function positionBand(position: number): 'green' | 'yellow' | 'red' {
	if (position <= 3) return 'green'
	if (position <= 10) return 'yellow'
	return 'red'
}

/** Places gained since the previous check (previous minus current: positive is better), or null without a previous position. */
export function positionChange(current: number, previous: number | null): number | null {
	return previous === null ? null : previous - current
}

/** The change as shown: "+3", "-2", "0" (a plus sign only when positive), or null. */
export function formatPositionChange(change: number | null): string | null {
	if (change === null) return null
	return change > 0 ? `+${change}` : String(change)
}

/** The Top 3 badge. */
export const isTopThree = (position: number) => position <= 3
