import { asc, desc, eq } from 'drizzle-orm'

import { webAddress } from '#app/domain/media/keys.ts'

import { getDb } from '../../db/index.ts'
import { localCitations, localSearchRankings } from '../../db/schema/index.ts'

/** The dashboard's limits: citations 10, rankings 15 (the rankings read's default elsewhere is 10). */
export const CITATIONS_LIMIT = 10
export const DASHBOARD_RANKINGS_LIMIT = 15

/** A citation as the public may see it: no notes, no timestamps. */
export type PublicCitation = Awaited<ReturnType<typeof listPublicCitations>>[number]
/** A ranking as the public may see it: no notes. */
export type PublicRanking = Awaited<ReturnType<typeof listPublicRankings>>[number]

/**
 * Citations for the public dashboard, by priority (high → low) then status
 * (approved → rejected): both are enums, so ORDER BY follows their declared
 * order; then the most consistent listing, then the name (compareCitations
 * gives the same order). `localArea` is the area's label ("Maida Vale"); null means all areas.
 */
export async function listPublicCitations({ localArea = null, limit = CITATIONS_LIMIT }: { localArea?: string | null; limit?: number } = {}) {
	return getDb()
		.select({
			id: localCitations.id,
			directoryName: localCitations.directoryName,
			directoryUrl: localCitations.directoryUrl,
			businessListingUrl: localCitations.businessListingUrl,
			localArea: localCitations.localArea,
			priorityLevel: localCitations.priorityLevel,
			citationStatus: localCitations.citationStatus,
			napConsistencyScore: localCitations.napConsistencyScore,
		})
		.from(localCitations)
		.where(localArea === null ? undefined : eq(localCitations.localArea, localArea))
		.orderBy(
			asc(localCitations.priorityLevel),
			asc(localCitations.citationStatus),
			desc(localCitations.napConsistencyScore),
			asc(localCitations.directoryName),
			asc(localCitations.id),
		)
		.limit(limit)
		// The stored listing address becomes a link: only a plain http(s) address is one (anything else shows no link).
		.then((rows) => rows.map((row) => ({ ...row, businessListingUrl: webAddress(row.businessListingUrl) })))
}

/**
 * Tracked keywords for the public dashboard, best position first, optionally
 * for one location (the area's label).
 */
export async function listPublicRankings({
	location = null,
	limit = DASHBOARD_RANKINGS_LIMIT,
}: { location?: string | null; limit?: number } = {}) {
	return getDb()
		.select({
			id: localSearchRankings.id,
			keyword: localSearchRankings.keyword,
			location: localSearchRankings.location,
			searchVolume: localSearchRankings.searchVolume,
			currentPosition: localSearchRankings.currentPosition,
			previousPosition: localSearchRankings.previousPosition,
			competitionLevel: localSearchRankings.competitionLevel,
			trackedDate: localSearchRankings.trackedDate,
		})
		.from(localSearchRankings)
		.where(location === null ? undefined : eq(localSearchRankings.location, location))
		.orderBy(asc(localSearchRankings.currentPosition), desc(localSearchRankings.searchVolume), asc(localSearchRankings.keyword))
		.limit(limit)
}
