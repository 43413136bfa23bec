import { beforeAll, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'
import { citationStatusValues, priorityLevelValues } from '#app/domain/local-seo/rules.ts'

import { localCitations, localSearchRankings } from '../../db/schema/index.ts'
import { listPublicCitations, listPublicRankings } from './public.ts'

const database = testDatabaseForThisFile()

beforeAll(async () => {
	// Every priority with every status, inserted in reverse of the expected order, with notes that must never leave the server.
	const citations = priorityLevelValues.flatMap((priorityLevel) =>
		citationStatusValues.map((citationStatus) => ({
			directoryName: `${priorityLevel}-${citationStatus}`,
			directoryUrl: 'https://directory.example',
			localArea: citationStatus === 'approved' ? 'Maida Vale' : 'West London',
			priorityLevel,
			citationStatus,
			napConsistencyScore: 50,
			notes: 'internal note',
		})),
	)
	await database.db.insert(localCitations).values(citations.reverse())

	const rankings = Array.from({ length: 20 }, (_, index) => ({
		keyword: `keyword ${index}`,
		location: index % 4 === 0 ? 'Westminster' : 'West London',
		currentPosition: 20 - index,
		previousPosition: index % 2 === 0 ? 25 - index : null,
		searchVolume: index * 10,
		notes: 'internal note',
	}))
	await database.db.insert(localSearchRankings).values(rankings)
})

describe('public citations', () => {
	it('are sorted by priority then status, at most 10, without notes', async () => {
		const rows = await listPublicCitations()
		expect(rows.map((row) => row.directoryName)).toEqual([
			...citationStatusValues.map((status) => `high-${status}`),
			...citationStatusValues.map((status) => `medium-${status}`),
		])
		for (const row of rows) expect(row).not.toHaveProperty('notes')
		expect(Object.keys(rows[0]!).sort()).toEqual(
			[
				'businessListingUrl',
				'citationStatus',
				'directoryName',
				'directoryUrl',
				'id',
				'localArea',
				'napConsistencyScore',
				'priorityLevel',
			].sort(),
		)
	})

	it('can be filtered to one area by its label, and limited', async () => {
		expect((await listPublicCitations({ localArea: 'Maida Vale' })).map((row) => row.directoryName)).toEqual([
			'high-approved',
			'medium-approved',
			'low-approved',
		])
		expect(await listPublicCitations({ localArea: 'Nowhere' })).toEqual([])
		expect(await listPublicCitations({ limit: 20 })).toHaveLength(15)
	})
})

describe('public rankings', () => {
	it('are sorted by current position, at most 15, without notes', async () => {
		const rows = await listPublicRankings()
		expect(rows).toHaveLength(15)
		expect(rows.map((row) => row.currentPosition)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1))
		for (const row of rows) expect(row).not.toHaveProperty('notes')
	})

	it('can be filtered to one location', async () => {
		const rows = await listPublicRankings({ location: 'Westminster' })
		expect(rows.map((row) => row.keyword)).toEqual(['keyword 16', 'keyword 12', 'keyword 8', 'keyword 4', 'keyword 0'])
		expect(await listPublicRankings({ location: 'Nowhere' })).toEqual([])
		expect(await listPublicRankings({ limit: 10 })).toHaveLength(10)
	})
})
