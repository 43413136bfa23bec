import { asc, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { londonDay } from '#app/domain/enquiry/pipeline.ts'
import { postcodeDistricts } from '#app/domain/review/area.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import {
	districtOfOutward,
	dueLists,
	enquiryAreas,
	getEnquiry,
	listEnquiries,
	outwardCodeSql,
	postcodeDistrictSql,
	relatedEnquiries,
} from '../data/enquiries.ts'
import { enquiries, enquiryEvents, users } from '../db/schema/index.ts'
import { addNote, changeStage, setNextAction } from './pipeline.ts'

/** The admin's pipeline writes (stage, next action, notes) and the inbox's reads over them (issue 24). */
const database = testDatabaseForThisFile()
const owner = { id: 'owner-user-id', name: 'Priya Owner', email: 'priya@westway.test' }

beforeAll(async () => {
	await database.db.insert(users).values([owner, { id: 'nameless', name: ' ', email: 'nameless@westway.test' }])
})
beforeEach(async () => {
	await database.db.delete(enquiries)
})

let counter = 0
async function enquiry(overrides: Partial<typeof enquiries.$inferInsert> = {}) {
	counter += 1
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: `Customer ${counter}`,
			email: `customer${counter}@example.com`,
			phone: `0207946${String(counter).padStart(4, '0')}`,
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			consentAt: new Date(),
			...overrides,
		})
		.returning()
	return row!
}

const events = (enquiryId: string) =>
	database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiryId)).orderBy(asc(enquiryEvents.createdAt))
const stored = async (id: string) => (await database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!

describe('stage changes', () => {
	it('write the change and its event, naming the admin by id and name', async () => {
		const row = await enquiry({ stageChangedAt: new Date('2026-01-01T00:00:00Z') })
		expect(await changeStage(row.id, { id: owner.id }, { stage: 'quoted', lostReason: null, valuePence: 125_050 })).toBe('changed')
		expect(await stored(row.id)).toMatchObject({ stage: 'quoted', valuePence: 125_050, lostReason: null })
		expect((await stored(row.id)).stageChangedAt.getTime()).toBeGreaterThan(Date.parse('2026-01-02'))
		expect(await events(row.id)).toMatchObject([
			{ kind: 'stage', fromStage: 'new', toStage: 'quoted', valuePence: 125_050, actorId: owner.id, actorName: 'Priya Owner' },
		])

		// Lost keeps the quote's value and takes a reason; leaving Lost clears the reason.
		await changeStage(row.id, { id: 'nameless' }, { stage: 'lost', lostReason: 'Too dear', valuePence: null })
		expect(await stored(row.id)).toMatchObject({ stage: 'lost', valuePence: 125_050, lostReason: 'Too dear' })
		await changeStage(row.id, { id: owner.id }, { stage: 'contacted', lostReason: null, valuePence: null })
		expect(await stored(row.id)).toMatchObject({ stage: 'contacted', valuePence: 125_050, lostReason: null })
		expect((await events(row.id)).map((event) => [event.fromStage, event.toStage, event.body, event.actorName])).toEqual([
			['new', 'quoted', null, 'Priya Owner'],
			// A blank name: the account's e-mail.
			['quoted', 'lost', 'Too dear', 'nameless@westway.test'],
			['lost', 'contacted', null, 'Priya Owner'],
		])
	})

	it('write nothing when nothing changes, and an event when only the value does', async () => {
		const row = await enquiry({ stage: 'quoted', valuePence: 10_000 })
		expect(await changeStage(row.id, { id: owner.id }, { stage: 'quoted', lostReason: null, valuePence: 10_000 })).toBe('unchanged')
		expect(await events(row.id)).toHaveLength(0)
		expect(await changeStage(row.id, { id: owner.id }, { stage: 'quoted', lostReason: null, valuePence: 12_000 })).toBe('changed')
		expect(await events(row.id)).toMatchObject([{ fromStage: 'quoted', toStage: 'quoted', valuePence: 12_000 }])
		expect(await changeStage(crypto.randomUUID(), { id: owner.id }, { stage: 'won', lostReason: null, valuePence: 1 })).toBe('missing')
	})

	it('are written with their event or not at all', async () => {
		const row = await enquiry()
		// An actor the database does not know: the event cannot be written, so neither is the change.
		await expect(changeStage(row.id, { id: 'no-such-user' }, { stage: 'contacted', lostReason: null, valuePence: null })).rejects.toThrow()
		expect(await stored(row.id)).toMatchObject({ stage: 'new' })
		expect(await events(row.id)).toHaveLength(0)
	})
})

describe('next actions and notes', () => {
	it('set, change and clear the next action, and add notes, each with an event', async () => {
		const row = await enquiry()
		expect(await setNextAction(row.id, { id: owner.id }, { on: '2026-12-01', note: 'call back' })).toBe('changed')
		expect(await setNextAction(row.id, { id: owner.id }, { on: '2026-12-01', note: 'call back' })).toBe('unchanged')
		expect(await stored(row.id)).toMatchObject({ nextActionOn: '2026-12-01', nextActionNote: 'call back' })
		expect(await addNote(row.id, { id: owner.id }, 'Prefers mornings')).toBe('changed')
		expect(await setNextAction(row.id, { id: owner.id }, null)).toBe('changed')
		expect(await stored(row.id)).toMatchObject({ nextActionOn: null, nextActionNote: null })
		expect((await events(row.id)).map((event) => [event.kind, event.nextActionOn, event.body, event.actorId])).toEqual([
			['next_action', '2026-12-01', 'call back', owner.id],
			['note', null, 'Prefers mornings', owner.id],
			['next_action', null, null, owner.id],
		])
		expect(await addNote(crypto.randomUUID(), { id: owner.id }, 'x')).toBe('missing')
		const detail = await getEnquiry(row.id)
		expect(detail?.events.map((event) => event.kind)).toHaveLength(3)
	})
})

describe('the due lists and the inbox order', () => {
	// 23:30 UTC on 30 June is 00:30 on 1 July in London: a London "today" differs from UTC's.
	const justAfterMidnight = londonDay(new Date('2026-06-30T23:30:00Z'))
	const justBeforeMidnight = londonDay(new Date('2026-06-30T22:59:00Z'))

	it('split overdue from due today by the London day, leaving closed enquiries out', async () => {
		const yesterday = await enquiry({ name: 'Due 30 June', nextActionOn: '2026-06-30', nextActionNote: 'call back' })
		const first = await enquiry({ name: 'Due 1 July', nextActionOn: '2026-07-01' })
		await enquiry({ name: 'Won, old action', stage: 'won', nextActionOn: '2026-06-01' })
		await enquiry({ name: 'Spam, old action', stage: 'spam', nextActionOn: '2026-06-01' })

		const after = await dueLists(justAfterMidnight)
		expect(after.overdue).toMatchObject({ total: 1, items: [{ id: yesterday.id, nextActionNote: 'call back' }] })
		expect(after.today).toMatchObject({ total: 1, items: [{ id: first.id }] })
		const before = await dueLists(justBeforeMidnight)
		expect(before.overdue.total).toBe(0)
		expect(before.today).toMatchObject({ total: 1, items: [{ id: yesterday.id }] })
		expect((await dueLists(justAfterMidnight, 0)).overdue).toEqual({ total: 1, items: [] })

		expect((await listEnquiries({ today: justAfterMidnight, due: 'overdue' })).items.map((item) => item.name)).toEqual(['Due 30 June'])
		expect((await listEnquiries({ today: justAfterMidnight, due: 'today' })).items.map((item) => item.name)).toEqual(['Due 1 July'])
	})

	it('lists overdue first (the most overdue first), then due today, then newest', async () => {
		const at = (day: string) => new Date(`${day}T12:00:00Z`)
		await enquiry({ name: 'Oldest, nothing due', createdAt: at('2026-01-01') })
		await enquiry({ name: 'Newest, nothing due', createdAt: at('2026-06-29') })
		await enquiry({ name: 'Later action', createdAt: at('2026-06-28'), nextActionOn: '2026-07-09' })
		await enquiry({ name: 'Due today', createdAt: at('2026-03-01'), nextActionOn: '2026-07-01' })
		await enquiry({ name: 'Overdue a day', createdAt: at('2026-05-01'), nextActionOn: '2026-06-30' })
		await enquiry({ name: 'Overdue a week', createdAt: at('2026-02-01'), nextActionOn: '2026-06-24' })
		await enquiry({ name: 'Lost, old action', stage: 'lost', createdAt: at('2026-06-27'), nextActionOn: '2026-06-01' })
		const { items, total } = await listEnquiries({ today: justAfterMidnight, limit: 3 })
		expect(total).toBe(7)
		expect(items.map((item) => item.name)).toEqual(['Overdue a week', 'Overdue a day', 'Due today'])
		expect((await listEnquiries({ today: justAfterMidnight })).items.map((item) => item.name).slice(3)).toEqual([
			'Newest, nothing due',
			'Later action',
			'Lost, old action',
			'Oldest, nothing due',
		])
	})
})

describe('the inbox filters', () => {
	it('leave spam out unless asked, and filter by stage and service', async () => {
		await enquiry({ name: 'Spam', stage: 'spam' })
		await enquiry({ name: 'Quoted sparks', stage: 'quoted', service: 'Electrical Work' })
		await enquiry({ name: 'New pipes' })
		const names = async (filters: Parameters<typeof listEnquiries>[0]) =>
			(await listEnquiries(filters)).items.map((item) => item.name).sort()
		expect(await names({})).toEqual(['New pipes', 'Quoted sparks'])
		expect(await names({ stage: 'all' })).toEqual(['New pipes', 'Quoted sparks', 'Spam'])
		expect(await names({ stage: 'spam' })).toEqual(['Spam'])
		expect(await names({ stage: 'quoted' })).toEqual(['Quoted sparks'])
		expect(await names({ service: 'Plumbing Services' })).toEqual(['New pipes'])
		expect(await names({ service: 'Plumbing Services', stage: 'quoted' })).toEqual([])
	})

	it('filter by area with issue 23’s postcode rule', async () => {
		for (const postcode of ['W9 1AB', 'W2 4DD', 'W1K 2AB', 'SW1A 1AA', 'SW6 2AA', 'W10 5AB', 'E1 6AN', 'NW8 9AB']) {
			await enquiry({ name: postcode, postcode })
		}
		// The SQL district is postcodeDistricts' for every stored postcode.
		const districts = await database.db
			.select({ postcode: enquiries.postcode, district: postcodeDistrictSql, outward: outwardCodeSql })
			.from(enquiries)
		for (const row of districts) {
			expect(row.district, row.postcode).toBe(postcodeDistricts(row.postcode)[0])
			// The overview's JavaScript half of the same rule (it groups by the outward code) agrees.
			expect(districtOfOutward(row.outward), row.postcode).toBe(row.district)
		}
		const inArea = async (area: string) => (await listEnquiries({ area })).items.map((item) => item.name).sort()
		expect(enquiryAreas.map((area) => area.slug).sort()).toEqual(['hammersmith-fulham', 'kensington-chelsea', 'maida-vale', 'westminster'])
		expect(await inArea('maida-vale')).toEqual(['NW8 9AB', 'W10 5AB', 'W2 4DD', 'W9 1AB'])
		expect(await inArea('westminster')).toEqual(['NW8 9AB', 'SW1A 1AA', 'W1K 2AB', 'W2 4DD'])
		expect(await inArea('hammersmith-fulham')).toContain('SW6 2AA')
		expect(await inArea('nowhere')).toEqual([])
	})

	it('filter by the London day received, inclusive', async () => {
		// 00:30 on 1 July in London.
		await enquiry({ name: 'First of July', createdAt: new Date('2026-06-30T23:30:00Z') })
		await enquiry({ name: 'End of June', createdAt: new Date('2026-06-30T22:30:00Z') })
		const names = async (from: string, to: string) => (await listEnquiries({ from, to })).items.map((item) => item.name)
		expect(await names('2026-07-01', '')).toEqual(['First of July'])
		expect(await names('', '2026-06-30')).toEqual(['End of June'])
		expect(await names('2026-06-30', '2026-07-01')).toEqual(['First of July', 'End of June'])
	})
})

describe('the same person', () => {
	it('is linked by e-mail in any case and by phone in any UK form, newest first and bounded', async () => {
		const first = await enquiry({ email: 'Sam@Example.com', phone: '+44 7700 900123', createdAt: new Date('2026-01-01') })
		const second = await enquiry({ email: 'other@example.com', phone: '07700900123', createdAt: new Date('2026-02-01') })
		const third = await enquiry({ email: 'sam@example.com', phone: '020 7946 0000', createdAt: new Date('2026-03-01') })
		const fourth = await enquiry({ email: 'x@example.com', phone: '+44 (0)7700 900-123', createdAt: new Date('2026-04-01') })
		const fifth = await enquiry({ email: 'y@example.com', phone: '0044 7700 900123', createdAt: new Date('2026-05-01') })
		await enquiry({ email: 'stranger@example.com', phone: '07700 900999' })
		const [key] = await database.db.select({ key: enquiries.phoneKey }).from(enquiries).where(eq(enquiries.id, first.id))
		expect(key?.key).toBe('07700900123')

		const ofFirst = await relatedEnquiries(first)
		expect(ofFirst.total).toBe(4)
		expect(ofFirst.items).toMatchObject([
			{ id: fifth.id, sameEmail: false, samePhone: true },
			{ id: fourth.id, sameEmail: false, samePhone: true },
			{ id: third.id, sameEmail: true, samePhone: false },
			{ id: second.id, sameEmail: false, samePhone: true },
		])
		expect((await relatedEnquiries(second)).items.map((item) => item.id)).toEqual([fifth.id, fourth.id, first.id])
		expect(await relatedEnquiries(third, 1)).toMatchObject({ total: 1, items: [{ id: first.id }] })
		expect((await getEnquiry(first.id))?.related.total).toBe(4)
	})

	it('is never everyone with a junk phone number', async () => {
		const one = await enquiry({ phone: 'n/a', email: 'a@example.com' })
		await enquiry({ phone: 'none', email: 'b@example.com' })
		expect((await relatedEnquiries(one)).total).toBe(0)
		const [row] = await database.db.select({ key: enquiries.phoneKey }).from(enquiries).where(eq(enquiries.id, one.id))
		expect(row?.key).toBe('')
	})
})
