import { describe, expect, it } from 'vitest'

import { formatLondonDateTime, formatLondonTimestamp, fromLondonInputValue, toLondonInputValue } from './london-time.ts'

describe('London time for date pickers', () => {
	it('reads winter and summer wall-clock times in London', () => {
		expect(fromLondonInputValue('2025-01-15T09:30')?.toISOString()).toBe('2025-01-15T09:30:00.000Z')
		expect(fromLondonInputValue('2025-07-15T09:30')?.toISOString()).toBe('2025-07-15T08:30:00.000Z')
		expect(fromLondonInputValue('2025-07-15T09:30:15')?.toISOString()).toBe('2025-07-15T08:30:15.000Z')
	})

	it('handles the clock changes', () => {
		// 30 March 2025: 01:00 GMT becomes 02:00 BST; 01:30 does not exist and is read in winter time.
		expect(fromLondonInputValue('2025-03-30T00:30')?.toISOString()).toBe('2025-03-30T00:30:00.000Z')
		expect(fromLondonInputValue('2025-03-30T02:30')?.toISOString()).toBe('2025-03-30T01:30:00.000Z')
		// 26 October 2025: 02:00 BST becomes 01:00 GMT.
		expect(fromLondonInputValue('2025-10-26T03:00')?.toISOString()).toBe('2025-10-26T03:00:00.000Z')
	})

	it('rejects values that are not real dates', () => {
		for (const value of ['', 'yesterday', '2025-02-30T10:00', '2025-13-01T10:00', '2025-01-01T24:00', '0001-01-01T00:00', '2025-01-01']) {
			expect(fromLondonInputValue(value)).toBeNull()
		}
	})

	it('writes an input value in London time and round-trips it', () => {
		const summer = new Date('2025-07-15T08:30:45Z')
		expect(toLondonInputValue(summer)).toBe('2025-07-15T09:30')
		expect(toLondonInputValue(new Date('2025-12-31T23:59:00Z'))).toBe('2025-12-31T23:59')
		expect(fromLondonInputValue(toLondonInputValue(summer))?.toISOString()).toBe('2025-07-15T08:30:00.000Z')
	})

	it('formats en-GB dates in London time', () => {
		expect(formatLondonDateTime(new Date('2025-07-15T08:30:00Z'))).toBe('15 Jul 2025, 09:30')
		expect(formatLondonDateTime(new Date('2025-01-05T18:05:00Z'))).toBe('5 Jan 2025, 18:05')
	})

	it('formats CSV timestamps in London time', () => {
		expect(formatLondonTimestamp(new Date('2025-07-15T08:30:45Z'))).toBe('2025-07-15 09:30')
		expect(formatLondonTimestamp(new Date('2025-01-05T18:05:00Z'))).toBe('2025-01-05 18:05')
	})
})
