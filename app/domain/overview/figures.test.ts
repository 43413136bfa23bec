import { describe, expect, it } from 'vitest'

import {
	conversion,
	countsByWeek,
	formatBytes,
	formatDuration,
	formatRate,
	monthOnOrAfter,
	percentile,
	regroup,
	responseFigures,
	totalsByWeek,
	weekOf,
	weekStarts,
} from './figures.ts'

const HOUR = 3600

describe('percentiles by nearest rank', () => {
	it('are always one of the values: the smallest with p% at or below it', () => {
		const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
		expect(percentile(sorted, 50)).toBe(5)
		expect(percentile(sorted, 90)).toBe(9)
		expect(percentile(sorted, 91)).toBe(10)
		expect(percentile(sorted, 100)).toBe(10)
		expect(percentile(sorted, 0)).toBe(1)
		expect(percentile([7], 90)).toBe(7)
		expect(percentile([], 50)).toBe(0)
	})

	it('give the median and 90th percentile of waits in any order, or nothing with none', () => {
		// Waits of 5 enquiries: 1 h, 30 min, 4 h, 2 h, 26 h. Sorted: 0.5, 1, 2, 4, 26 h.
		// Median: rank ceil(2.5) = 3rd = 2 h. 90th: rank ceil(4.5) = 5th = 26 h.
		expect(responseFigures([HOUR, HOUR / 2, 4 * HOUR, 2 * HOUR, 26 * HOUR])).toEqual({
			answered: 5,
			medianSeconds: 2 * HOUR,
			p90Seconds: 26 * HOUR,
		})
		expect(responseFigures([])).toEqual({ answered: 0, medianSeconds: null, p90Seconds: null })
	})
})

describe('conversion', () => {
	it('is won out of received, and no rate at all when nothing was received', () => {
		expect(conversion(1, 4)).toBe(0.25)
		expect(conversion(0, 3)).toBe(0)
		expect(conversion(0, 0)).toBeNull()
		expect(formatRate(conversion(1, 4))).toBe('25%')
		expect(formatRate(conversion(1, 3))).toBe('33.3%')
		expect(formatRate(conversion(2, 3))).toBe('66.7%')
		expect(formatRate(null)).toBe('–')
	})
})

describe('whole months', () => {
	it('start on the day itself when it is a 1st, else on the next 1st, across a year', () => {
		expect(monthOnOrAfter('2026-12-01')).toBe('2026-12-01')
		expect(monthOnOrAfter('2026-12-02')).toBe('2027-01-01')
		expect(monthOnOrAfter('2025-12-04')).toBe('2026-01-01')
		expect(monthOnOrAfter('2026-02-28')).toBe('2026-03-01')
		expect(monthOnOrAfter('2026-09-30')).toBe('2026-10-01')
	})
})

describe('weeks in London days', () => {
	it('start on Monday', () => {
		expect(weekOf('2026-11-29')).toBe('2026-11-23') // a Sunday
		expect(weekOf('2026-11-30')).toBe('2026-11-30') // a Monday
		expect(weekOf('2026-12-01')).toBe('2026-11-30')
		expect(weekOf('2027-01-01')).toBe('2026-12-28') // across a year
	})

	it('are the Mondays of the last n weeks, this one included, oldest first, across the clock change', () => {
		const weeks = weekStarts('2026-11-05', 12)
		expect(weeks).toHaveLength(12)
		expect(weeks.at(-1)).toBe('2026-11-02')
		expect(weeks[0]).toBe('2026-08-17')
		// British Summer Time ended on 25 October 2026: calendar days, so every step is still seven days.
		expect(weeks).toContain('2026-10-19')
		expect(weeks).toContain('2026-10-26')
	})

	it('sum daily counts into weeks per key, leaving out days outside them', () => {
		const weeks = ['2026-11-16', '2026-11-23']
		const series = countsByWeek(
			[
				{ day: '2026-11-16', key: 'Plumbing', count: 2 },
				{ day: '2026-11-22', key: 'Plumbing', count: 1 }, // Sunday: the first week
				{ day: '2026-11-23', key: 'Plumbing', count: 4 }, // Monday: the second
				{ day: '2026-11-29', key: 'Roofing', count: 1 },
				{ day: '2026-11-15', key: 'Roofing', count: 9 }, // before the weeks
				{ day: '2026-11-30', key: 'Roofing', count: 9 }, // after them
			],
			weeks,
		)
		expect(Object.fromEntries(series)).toEqual({ Plumbing: [3, 4], Roofing: [0, 1] })
		expect(totalsByWeek(series.values(), 2)).toEqual([3, 5])
	})
})

describe('regrouping outcomes', () => {
	it('counts a key in every group it belongs to, and one in none under the fallback', () => {
		const areas: Record<string, string[]> = { W2: ['Bayswater', 'Paddington'], W9: ['Maida Vale'] }
		const groups = regroup(
			[
				{ key: 'W2', received: 3, won: 1, wonPence: 500_00 },
				{ key: 'W9', received: 2, won: 2, wonPence: 1_000_00 },
				{ key: 'E1', received: 1, won: 0, wonPence: 0 },
			],
			(key) => areas[key] ?? [],
			'Outside the areas',
		)
		expect(Object.fromEntries(groups)).toEqual({
			Bayswater: { received: 3, won: 1, wonPence: 500_00 },
			Paddington: { received: 3, won: 1, wonPence: 500_00 },
			'Maida Vale': { received: 2, won: 2, wonPence: 1_000_00 },
			'Outside the areas': { received: 1, won: 0, wonPence: 0 },
		})
	})
})

describe('durations and sizes in words', () => {
	it('say a wait to its two largest units, rounded down', () => {
		expect(formatDuration(59)).toBe('under a minute')
		expect(formatDuration(60)).toBe('1 min')
		expect(formatDuration(45 * 60 + 59)).toBe('45 min')
		expect(formatDuration(3 * HOUR + 20 * 60)).toBe('3 h 20 min')
		expect(formatDuration(3 * HOUR)).toBe('3 h')
		expect(formatDuration(24 * HOUR)).toBe('1 day')
		expect(formatDuration(52 * HOUR + 59 * 60)).toBe('2 days 4 h')
		expect(formatDuration(48 * HOUR + 5 * 60)).toBe('2 days')
	})

	it('say sizes in powers of 1024', () => {
		expect(formatBytes(0)).toBe('0 B')
		expect(formatBytes(512 * 1024)).toBe('512 KB')
		expect(formatBytes(3.44 * 1024 * 1024)).toBe('3.4 MB')
		expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB')
	})
})
