import { asc, eq, inArray, sql } from 'drizzle-orm'

import { isUuid } from '#app/domain/form.ts'
import type { CompetitionLevel } from '#app/domain/local-seo/rules.ts'

import { getDb, inTransaction } from '../../db/index.ts'
import { localSearchRankings, rankingPositions, type LocalSearchRankingRow } from '../../db/schema/index.ts'

/**
 * The admin's writes to the search rankings, with their position history: a
 * ranking is a keyword in a location; every saved position is also a point of
 * its history (one per day), which the Rankings list draws as a chart. These
 * run inside the caller's transaction (`getDb()` returns it), so the admin
 * kit's audit actor covers them.
 */

export type RankingInput = {
	keyword: string
	location: string
	current_position: number
	search_volume: number
	competition_level: CompetitionLevel
	/** YYYY-MM-DD */
	tracked_date: string
	notes: string | null
}

export type HistoryPoint = { date: string; position: number }

/** The unique index on (lower(keyword), lower(location)): a keyword is tracked once per location. */
export const RANKING_PAIR_KEY = 'rankings_keyword_location_key'

/** PostgreSQL's unique_violation of `constraint`, as thrown by postgres.js or PGlite (possibly wrapped by Drizzle). */
export function violatesUnique(error: unknown, constraint: string): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		const { code, constraint: pgliteName, constraint_name: postgresName } = current as Record<string, unknown>
		if (code === '23505') return (pgliteName ?? postgresName) === constraint
	}
	return false
}

const columns = (input: RankingInput) => ({
	keyword: input.keyword.trim(),
	location: input.location.trim(),
	searchVolume: input.search_volume,
	competitionLevel: input.competition_level,
	trackedDate: input.tracked_date,
	notes: input.notes,
})

/** Records `position` as the ranking's position on `date` (replacing that day's point, if any). */
export async function recordPositions(points: ReadonlyArray<{ rankingId: string; date: string; position: number }>) {
	// 4 parameters a row: well under PostgreSQL's 65,535 per statement.
	for (let start = 0; start < points.length; start += 1000) {
		const chunk = points.slice(start, start + 1000)
		await getDb()
			.insert(rankingPositions)
			.values(chunk.map((point) => ({ rankingId: point.rankingId, position: point.position, recordedOn: point.date })))
			.onConflictDoUpdate({
				target: [rankingPositions.rankingId, rankingPositions.recordedOn],
				set: { position: sql`excluded.position` },
				// An unchanged day is left alone (and so stays out of the audit log).
				setWhere: sql`${rankingPositions.position} is distinct from excluded.position`,
			})
	}
}

/**
 * A ranking saved before history was kept (the seed's, say) has its last known
 * position only in current_position: record it at its tracked date before a
 * newer position replaces it, so the chart does not lose it.
 */
export async function keepLastKnownPosition(ranking: Pick<LocalSearchRankingRow, 'id' | 'currentPosition' | 'trackedDate'>) {
	await getDb()
		.insert(rankingPositions)
		.values({ rankingId: ranking.id, position: ranking.currentPosition, recordedOn: ranking.trackedDate })
		.onConflictDoNothing()
}

/** A new ranking, with its first history point; refused when the keyword is already tracked in that location. */
export async function createRanking(input: RankingInput): Promise<{ ok: true } | { ok: false; reason: 'duplicate' }> {
	try {
		// A savepoint: a refused insert leaves the caller's transaction usable.
		await inTransaction(async () => {
			const [row] = await getDb()
				.insert(localSearchRankings)
				.values({ ...columns(input), currentPosition: input.current_position, previousPosition: null })
				.returning({ id: localSearchRankings.id })
			await recordPositions([{ rankingId: row!.id, date: input.tracked_date, position: input.current_position }])
		})
		return { ok: true }
	} catch (error) {
		if (violatesUnique(error, RANKING_PAIR_KEY)) return { ok: false, reason: 'duplicate' }
		throw error
	}
}

/**
 * Saves a ranking. A new current position moves the old one to
 * previous_position; the same position leaves previous_position as it is.
 * Either way the position is the history's point for the tracked date (the
 * same day's point is replaced).
 */
export async function updateRanking(id: string, input: RankingInput): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'duplicate' }> {
	if (!isUuid(id)) return { ok: false, reason: 'not-found' }
	try {
		return await inTransaction(async () => {
			const [existing] = await getDb().select().from(localSearchRankings).where(eq(localSearchRankings.id, id)).for('update')
			if (!existing) return { ok: false as const, reason: 'not-found' as const }
			const moved = input.current_position !== existing.currentPosition
			if (moved && existing.trackedDate !== input.tracked_date) await keepLastKnownPosition(existing)
			await getDb()
				.update(localSearchRankings)
				.set({
					...columns(input),
					currentPosition: input.current_position,
					previousPosition: moved ? existing.currentPosition : existing.previousPosition,
				})
				.where(eq(localSearchRankings.id, id))
			await recordPositions([{ rankingId: id, date: input.tracked_date, position: input.current_position }])
			return { ok: true as const }
		})
	} catch (error) {
		if (violatesUnique(error, RANKING_PAIR_KEY)) return { ok: false, reason: 'duplicate' }
		throw error
	}
}

/** Deletes a ranking and (by the foreign key's cascade) its history; false when there is no such ranking. */
export async function deleteRanking(id: string): Promise<boolean> {
	if (!isUuid(id)) return false
	const rows = await getDb().delete(localSearchRankings).where(eq(localSearchRankings.id, id)).returning({ id: localSearchRankings.id })
	return rows.length > 0
}

/** The rankings' create, edit and delete, as the admin list kit takes them (null: no such ranking; it has no stored files). */
export const rankingWrites = {
	create: createRanking,
	update: updateRanking,
	remove: async (id: string) => ((await deleteRanking(id)) ? {} : null),
}

/** Each ranking's history, oldest first: an entry for every id asked for (empty without history; ids that are not UUIDs are skipped). */
export async function rankingHistories(ids: readonly string[]): Promise<Map<string, HistoryPoint[]>> {
	const wanted = [...new Set(ids.filter(isUuid))]
	const histories = new Map<string, HistoryPoint[]>(wanted.map((id) => [id, []]))
	if (wanted.length === 0) return histories
	const rows = await getDb()
		.select({ rankingId: rankingPositions.rankingId, date: rankingPositions.recordedOn, position: rankingPositions.position })
		.from(rankingPositions)
		.where(inArray(rankingPositions.rankingId, wanted))
		.orderBy(asc(rankingPositions.rankingId), asc(rankingPositions.recordedOn))
	for (const row of rows) histories.get(row.rankingId)?.push({ date: row.date, position: row.position })
	return histories
}
