import { describe, expect, it } from 'vitest'

import { citationStatusValues, priorityLevelValues } from '#app/domain/local-seo/rules.ts'

import { areaFilterLabel, citationViews, dashboardHref, rankingViews, resolveArea, resolveTab, topKeywords } from './view-model.ts'

const citation = (index: number, values: Partial<Parameters<typeof citationViews>[0][number]> = {}) => ({
	id: String(index),
	directoryName: `Directory ${index}`,
	directoryUrl: 'https://directory.example',
	businessListingUrl: null,
	localArea: 'West London',
	priorityLevel: 'medium' as const,
	citationStatus: 'pending' as const,
	napConsistencyScore: 0,
	...values,
})

const ranking = (index: number, currentPosition: number, previousPosition: number | null = null) => ({
	id: String(index),
	keyword: `keyword ${index}`,
	location: 'West London',
	searchVolume: 100,
	currentPosition,
	previousPosition,
	competitionLevel: 'medium' as const,
})

describe('the dashboard state from the URL', () => {
	it('is the named area and tab', () => {
		expect(resolveArea('maida-vale').label).toBe('Maida Vale')
		expect(resolveArea('kensington-chelsea').label).toBe('Kensington & Chelsea')
		expect(resolveTab('rankings')).toBe('rankings')
		expect(resolveTab('optimization')).toBe('optimization')
	})

	it('falls back to all areas and the citations tab for missing or unknown values', () => {
		for (const value of [null, undefined, '', 'all', 'Maida Vale', 'MAIDA-VALE', 'toString']) expect(resolveArea(value).value).toBe('all')
		for (const value of [null, undefined, '', 'Rankings', 'constructor']) expect(resolveTab(value)).toBe('citations')
	})

	it('filters by the area label, or not at all for all areas', () => {
		expect(areaFilterLabel(resolveArea('westminster'))).toBe('Westminster')
		expect(areaFilterLabel(resolveArea('all'))).toBeNull()
	})

	it('links each view with the defaults left out', () => {
		expect(dashboardHref({ area: 'all', tab: 'citations' })).toBe('/local-seo')
		expect(dashboardHref({ area: 'maida-vale', tab: 'citations' })).toBe('/local-seo?area=maida-vale')
		expect(dashboardHref({ area: 'all', tab: 'links' })).toBe('/local-seo?tab=links')
		expect(dashboardHref({ area: 'hammersmith-fulham', tab: 'rankings' })).toBe('/local-seo?area=hammersmith-fulham&tab=rankings')
	})
})

describe('citations as shown', () => {
	it('sort by priority then status and stop at 10', () => {
		const rows = priorityLevelValues
			.flatMap((priorityLevel) => citationStatusValues.map((citationStatus) => ({ priorityLevel, citationStatus })))
			.reverse()
			.map((values, index) => citation(index, values))
		const shown = citationViews(rows)
		expect(shown).toHaveLength(10)
		expect(shown.map((row) => `${row.priorityLevel} ${row.citationStatus}`)).toEqual([
			...citationStatusValues.map((status) => `high ${status}`),
			...citationStatusValues.map((status) => `medium ${status}`),
		])
	})

	it('show the status with spaces and the NAP score only above 0', () => {
		const [needsUpdate, approved] = citationViews([
			citation(1, { citationStatus: 'needs_update', napConsistencyScore: 0 }),
			citation(2, { citationStatus: 'approved', napConsistencyScore: 1 }),
		]).sort((a, b) => a.id.localeCompare(b.id))
		expect(needsUpdate).toMatchObject({ statusLabel: 'needs update', showNapScore: false })
		expect(approved).toMatchObject({ statusLabel: 'approved', showNapScore: true })
	})
})

describe('rankings as shown', () => {
	it('sort by current position and stop at 15', () => {
		const shown = rankingViews(Array.from({ length: 20 }, (_, index) => ranking(index, 20 - index)))
		expect(shown.map((row) => row.currentPosition)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1))
		expect(topKeywords(shown).map((row) => row.currentPosition)).toEqual([1, 2, 3, 4, 5])
	})

	it('carry the colour band, the change (previous minus current) and the Top 3 flag', () => {
		const shown = rankingViews([ranking(1, 3, 6), ranking(2, 10, 8), ranking(3, 11, 11), ranking(4, 4, null)])
		expect(shown.map((row) => [row.currentPosition, row.band, row.changeText, row.topThree])).toEqual([
			[3, 'green', '+3', true],
			[4, 'yellow', null, false],
			[10, 'yellow', '-2', false],
			[11, 'red', '0', false],
		])
	})
})
