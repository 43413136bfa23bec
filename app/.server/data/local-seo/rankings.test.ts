import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { asActor } from '#app/.server/audit.ts'
import { auditLog, localSearchRankings, rankingPositions } from '#app/.server/db/schema/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { createRanking, deleteRanking, rankingHistories, updateRanking, type RankingInput } from './rankings.ts'

const database = testDatabaseForThisFile()

const input = (overrides: Partial<RankingInput> = {}): RankingInput => ({
	keyword: 'emergency plumber w9',
	location: 'Maida Vale',
	current_position: 8,
	search_volume: 120,
	competition_level: 'high',
	tracked_date: '2026-11-01',
	notes: null,
	...overrides,
})

async function rankingOf(keyword: string, location = 'Maida Vale') {
	const [row] = await database.db
		.select()
		.from(localSearchRankings)
		.where(and(eq(localSearchRankings.keyword, keyword), eq(localSearchRankings.location, location)))
	return row!
}

describe(`rankings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('creates a ranking with its first history point', async () => {
		expect(await createRanking(input())).toEqual({ ok: true })
		const row = await rankingOf('emergency plumber w9')
		expect(row).toMatchObject({ currentPosition: 8, previousPosition: null, searchVolume: 120, trackedDate: '2026-11-01' })
		expect((await rankingHistories([row.id])).get(row.id)).toEqual([{ date: '2026-11-01', position: 8 }])
	})

	it('refuses the same keyword in the same location, whatever the case', async () => {
		expect(await createRanking(input({ keyword: 'Emergency Plumber W9', location: ' maida vale ' }))).toEqual({
			ok: false,
			reason: 'duplicate',
		})
		// Another location is another ranking.
		expect(await createRanking(input({ location: 'Westminster' }))).toEqual({ ok: true })
		const other = await rankingOf('emergency plumber w9', 'Westminster')
		const first = await rankingOf('emergency plumber w9')
		const clash = await updateRanking(other.id, input({ keyword: 'EMERGENCY plumber w9' }))
		expect(clash).toEqual({ ok: false, reason: 'duplicate' })
		expect((await rankingOf('emergency plumber w9')).id).toBe(first.id)
	})

	it('keeps the caller’s transaction usable after a refused duplicate', async () => {
		const actor = { id: 'admin-1', email: 'seo@example.com' }
		const result = await asActor(actor, async () => {
			const refused = await createRanking(input())
			const created = await createRanking(input({ keyword: 'boiler repair w9' }))
			return [refused, created]
		})
		expect(result).toEqual([{ ok: false, reason: 'duplicate' }, { ok: true }])
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'ranking_positions'))
		expect(audit.some((row) => row.actorEmail === actor.email && row.action === 'insert')).toBe(true)
	})

	it('moves the old position to previous on a new position, and appends a history point', async () => {
		const { id } = await rankingOf('emergency plumber w9')
		expect(await updateRanking(id, input({ current_position: 5, tracked_date: '2026-11-08' }))).toEqual({ ok: true })
		expect(await rankingOf('emergency plumber w9')).toMatchObject({ currentPosition: 5, previousPosition: 8, trackedDate: '2026-11-08' })
		expect((await rankingHistories([id])).get(id)).toEqual([
			{ date: '2026-11-01', position: 8 },
			{ date: '2026-11-08', position: 5 },
		])
	})

	it('replaces the same day’s point', async () => {
		const { id } = await rankingOf('emergency plumber w9')
		await updateRanking(id, input({ current_position: 4, tracked_date: '2026-11-08' }))
		expect(await rankingOf('emergency plumber w9')).toMatchObject({ currentPosition: 4, previousPosition: 5 })
		expect((await rankingHistories([id])).get(id)).toEqual([
			{ date: '2026-11-01', position: 8 },
			{ date: '2026-11-08', position: 4 },
		])
	})

	it('keeps previous as it is when the position does not change', async () => {
		const { id } = await rankingOf('emergency plumber w9')
		await updateRanking(id, input({ current_position: 4, tracked_date: '2026-11-15', search_volume: 300, notes: 'Checked again.' }))
		expect(await rankingOf('emergency plumber w9')).toMatchObject({
			currentPosition: 4,
			previousPosition: 5,
			searchVolume: 300,
			notes: 'Checked again.',
		})
		expect((await rankingHistories([id])).get(id)).toHaveLength(3)
	})

	it('keeps the last known position of a ranking saved before history was kept', async () => {
		const [row] = await database.db
			.insert(localSearchRankings)
			.values({ keyword: 'loft conversion w2', location: 'Westminster', currentPosition: 9, previousPosition: 11, trackedDate: '2026-10-01' })
			.returning()
		await updateRanking(row!.id, input({ keyword: 'loft conversion w2', location: 'Westminster', current_position: 6, tracked_date: '2026-11-01' }))
		expect((await rankingHistories([row!.id])).get(row!.id)).toEqual([
			{ date: '2026-10-01', position: 9 },
			{ date: '2026-11-01', position: 6 },
		])
		expect(await rankingOf('loft conversion w2', 'Westminster')).toMatchObject({ currentPosition: 6, previousPosition: 9 })
	})

	it('answers not-found for a missing ranking', async () => {
		expect(await updateRanking('00000000-0000-4000-8000-000000000000', input())).toEqual({ ok: false, reason: 'not-found' })
		expect(await updateRanking('not-a-uuid', input())).toEqual({ ok: false, reason: 'not-found' })
		expect(await deleteRanking('00000000-0000-4000-8000-000000000000')).toBe(false)
		expect(await deleteRanking('nope')).toBe(false)
	})

	it('reads several histories at once, with an entry for every id', async () => {
		const first = await rankingOf('emergency plumber w9')
		const second = await rankingOf('boiler repair w9')
		const none = '00000000-0000-4000-8000-000000000001'
		const histories = await rankingHistories([first.id, second.id, none, 'junk'])
		expect([...histories.keys()].sort()).toEqual([first.id, second.id, none].sort())
		expect(histories.get(second.id)).toEqual([{ date: '2026-11-01', position: 8 }])
		expect(histories.get(none)).toEqual([])
		expect((await rankingHistories([])).size).toBe(0)
	})

	it('deletes a ranking with its history', async () => {
		const { id } = await rankingOf('emergency plumber w9')
		expect(await deleteRanking(id)).toBe(true)
		expect(await database.db.select().from(rankingPositions).where(eq(rankingPositions.rankingId, id))).toEqual([])
		expect(await deleteRanking(id)).toBe(false)
	})
})
