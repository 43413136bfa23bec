import { describe, expect, it } from 'vitest'

import { archivesToDelete, backupName, parseBackupName } from './archives.ts'

describe('backup archive names', () => {
	it('carry the UTC time and the trigger, and only ours parse', () => {
		const name = backupName(new Date('2026-03-29T00:30:05Z'), 'admin')
		expect(name).toBe('backup-20260329-003005-admin.tar')
		expect(parseBackupName(name)).toEqual({ created: new Date('2026-03-29T00:30:05Z'), trigger: 'admin' })
		for (const other of [
			'backup-20260230-000000-admin.tar',
			'backup-20260329-003005-other.tar',
			'../backup-20260329-003005-admin.tar',
			'notes.txt',
		]) {
			expect(parseBackupName(other), other).toBeNull()
		}
	})
})

describe('the retention rule', () => {
	const at = (iso: string, trigger: 'scheduled' | 'admin' = 'scheduled') => backupName(new Date(iso), trigger)

	it('keeps the newest of each recent London day and week, and everything of the last 24 hours', () => {
		const names = [
			at('2026-11-30T02:00:00Z'),
			// Two "Back up now" an hour apart, the day before: only the newer outlives the day.
			at('2026-11-29T10:00:00Z', 'admin'),
			at('2026-11-29T11:00:00Z', 'admin'),
			at('2026-11-29T02:00:00Z'),
			'notes.txt',
		]
		const rule = { daily: 2, weekly: 0 }
		expect(archivesToDelete(names, rule, new Date('2026-11-29T12:00:00Z'))).toEqual([])
		expect(archivesToDelete(names, rule, new Date('2026-11-30T12:00:00Z')).sort()).toEqual(
			[at('2026-11-29T02:00:00Z'), at('2026-11-29T10:00:00Z', 'admin')].sort(),
		)
	})

	it('counts days in London time: 23:30 UTC in summer is the next day there', () => {
		const names = [at('2026-07-01T23:30:00Z'), at('2026-07-02T08:00:00Z')]
		// Both are 2 July in London: the newer is kept, the older goes.
		expect(archivesToDelete(names, { daily: 7, weekly: 0 }, new Date('2026-08-01T00:00:00Z'))).toEqual([at('2026-07-01T23:30:00Z')])
	})

	it('keeps a week by its newest archive, Monday to Sunday', () => {
		// Sunday 29 Nov and Monday 30 Nov are in different weeks.
		const names = [at('2026-11-23T02:00:00Z'), at('2026-11-29T02:00:00Z'), at('2026-11-30T02:00:00Z')]
		expect(archivesToDelete(names, { daily: 1, weekly: 2 }, new Date('2026-12-10T00:00:00Z'))).toEqual([at('2026-11-23T02:00:00Z')])
	})
})
