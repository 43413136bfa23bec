import { describe, expect, it } from 'vitest'

import { validate } from '#app/domain/form.ts'

import { addDays, dueState, isCalendarDay, londonDay, nextActionForm, noteForm } from './pipeline.ts'
import { enquiryQuery, enquirySearch } from './query.ts'
import { enquiryStageForm, formatPence, penceFromPounds, poundsInputValue } from './stage.ts'

describe('the stage rules', () => {
	const stage = (values: Record<string, string>) => validate(enquiryStageForm, values)

	it('needs a reason for Lost, and keeps it', () => {
		expect(stage({ stage: 'lost', lost_reason: '  ' })).toMatchObject({
			ok: false,
			fieldErrors: { lost_reason: 'Say why the job was lost.' },
		})
		expect(stage({ stage: 'lost', lost_reason: ' Went with another firm ', value: 'junk' })).toEqual({
			ok: true,
			data: { stage: 'lost', lostReason: 'Went with another firm', valuePence: null },
		})
		expect(stage({ stage: 'lost', lost_reason: 'x'.repeat(201) })).toMatchObject({
			ok: false,
			fieldErrors: { lost_reason: expect.any(String) },
		})
	})

	it('needs a value in £ for Quoted and Won, stored as pence', () => {
		expect(stage({ stage: 'quoted', value: '' })).toMatchObject({ ok: false, fieldErrors: { value: "Enter the quote's value in £." } })
		expect(stage({ stage: 'won' })).toMatchObject({ ok: false, fieldErrors: { value: "Enter the job's value in £." } })
		expect(stage({ stage: 'quoted', value: '£1,250.5' })).toEqual({
			ok: true,
			data: { stage: 'quoted', lostReason: null, valuePence: 125050 },
		})
		expect(stage({ stage: 'won', value: '0.1', lost_reason: 'ignored' })).toEqual({
			ok: true,
			data: { stage: 'won', lostReason: null, valuePence: 10 },
		})
		for (const bad of ['-5', '12.345', '1e3', 'abc', '10000000.01', '99999999999999999999']) {
			expect(stage({ stage: 'quoted', value: bad }), bad).toMatchObject({ ok: false, fieldErrors: { value: expect.any(String) } })
		}
		expect(stage({ stage: 'quoted', value: '10000000' })).toMatchObject({ ok: true, data: { valuePence: 1_000_000_000 } })
	})

	it('ignores both fields for the other stages, and refuses a stage that is not one', () => {
		expect(stage({ stage: 'contacted', value: 'junk', lost_reason: 'x' })).toEqual({
			ok: true,
			data: { stage: 'contacted', lostReason: null, valuePence: null },
		})
		expect(stage({ stage: 'closed' })).toMatchObject({ ok: false, fieldErrors: { stage: expect.stringContaining('Survey booked') } })
		expect(stage({})).toMatchObject({ ok: false })
	})

	it('reads and writes pounds exactly', () => {
		expect(penceFromPounds('0.29')).toEqual({ ok: true, pence: 29 })
		expect(penceFromPounds(' £ 1,000 ')).toEqual({ ok: true, pence: 100_000 })
		expect(penceFromPounds('')).toEqual({ ok: true, pence: null })
		expect(poundsInputValue(125050)).toBe('1250.50')
		expect(poundsInputValue(100_000)).toBe('1000')
		expect(poundsInputValue(null)).toBe('')
		expect(formatPence(125050)).toBe('£1,250.50')
		expect(formatPence(100_000)).toBe('£1,000')
	})
})

describe('next actions', () => {
	it('are due on London days, around midnight and the clock changes', () => {
		// 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
		expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
		expect(londonDay(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30')
		// In winter London is UTC.
		expect(londonDay(new Date('2026-12-01T23:59:59Z'))).toBe('2026-12-01')
		expect(londonDay(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-02')
	})

	it('are overdue before their day, due on it, and never for a closed enquiry', () => {
		const today = londonDay(new Date('2026-06-30T23:30:00Z'))
		expect(dueState('2026-06-30', 'contacted', today)).toBe('overdue')
		expect(dueState('2026-07-01', 'contacted', today)).toBe('today')
		expect(dueState('2026-07-02', 'new', today)).toBe('upcoming')
		expect(dueState(null, 'new', today)).toBeNull()
		for (const closed of ['won', 'lost', 'spam'] as const) expect(dueState('2026-06-01', closed, today)).toBeNull()
	})

	it('take a real day and a short note; a note needs text', () => {
		expect(isCalendarDay('2026-02-29')).toBe(false)
		expect(isCalendarDay('2028-02-29')).toBe(true)
		expect(isCalendarDay('20266-01-01')).toBe(false)
		expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
		expect(validate(nextActionForm, { next_action_on: '2026-12-01', next_action_note: ' call back ' })).toEqual({
			ok: true,
			data: { next_action_on: '2026-12-01', next_action_note: 'call back' },
		})
		expect(validate(nextActionForm, { next_action_on: '1/12/2026' })).toMatchObject({
			ok: false,
			fieldErrors: { next_action_on: expect.any(String) },
		})
		expect(validate(noteForm, { note: '   ' })).toMatchObject({ ok: false, fieldErrors: { note: 'Write the note first.' } })
	})
})

describe('the inbox address', () => {
	const read = (search: string) => enquiryQuery(new URL(`https://x.test/admin/enquiries${search}`), { areas: ['maida-vale'] })

	it('keeps valid filters and drops the rest', () => {
		expect(read('?stage=quoted&service=Electrical%20Work&area=maida-vale&from=2026-11-01&to=2026-11-30&due=overdue&page=2')).toEqual({
			q: '',
			page: 2,
			stage: 'quoted',
			service: 'Electrical Work',
			area: 'maida-vale',
			from: '2026-11-01',
			to: '2026-11-30',
			due: 'overdue',
		})
		expect(read('?stage=closed&service=Nope&area=mars&from=2026-13-01&to=x&due=soon')).toMatchObject({
			stage: '',
			service: '',
			area: '',
			from: '',
			to: '',
			due: '',
		})
		expect(read('?stage=all')).toMatchObject({ stage: 'all' })
		// Dates the wrong way round are the days between them.
		expect(read('?from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
	})

	it('writes back only what is set', () => {
		expect(enquirySearch({ q: '', stage: 'won', service: '', page: 1 })).toBe('?stage=won')
		expect(enquirySearch({ page: 1 })).toBe('')
		expect(enquirySearch({ q: 'w9', area: 'maida-vale', page: 3 })).toBe('?q=w9&area=maida-vale&page=3')
	})
})
