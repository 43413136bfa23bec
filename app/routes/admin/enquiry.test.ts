import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { auditLog, emailOutbox, enquiries, enquiryEvents } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader as exportLoader } from './enquiries-export.ts'
import { loader as inboxLoader } from './enquiries.tsx'
import { action, loader } from './enquiry.tsx'

/** The enquiry page's forms and the inbox's filters, called as the server calls them (issue 24). */
const database = testDatabaseForThisFile()
const admin = sessionForThisFile('site-owner@example.com')
let id = ''

beforeAll(async () => {
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: 'Sarah Mitchell',
			email: 'sarah@example.com',
			phone: '07700 900123',
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			consentAt: new Date(),
			createdAt: new Date('2026-11-01T10:00:00Z'),
		})
		.returning()
	id = row!.id
	await database.db.insert(enquiries).values({
		name: 'Sarah M',
		email: 'SARAH@example.com',
		phone: '+44 20 7946 0000',
		postcode: 'SW6 1AA',
		service: 'Electrical Work',
		stage: 'won',
		consentAt: new Date(),
		createdAt: new Date('2025-06-01T10:00:00Z'),
	})
	await database.db.insert(emailOutbox).values({
		kind: 'enquiry-office',
		enquiryId: id,
		toAddress: 'office@example.com',
		subject: 'New enquiry',
		textBody: 'x',
		status: 'failed',
		attempts: 8,
		lastError: 'SMTP refused',
		createdAt: new Date('2026-11-01T10:00:01Z'),
	})
})

async function post(fields: Record<string, string>, enquiryId = id) {
	const request = new Request(`http://localhost/admin/enquiries/${enquiryId}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
	})
	const result = (await action({ request, params: { id: enquiryId }, context: testContext() } as never)) as
		Response | { data: { target?: string; fieldErrors: Record<string, string> }; init: ResponseInit }
	return result instanceof Response
		? { status: result.status, location: result.headers.get('Location') }
		: { status: result.init.status, target: result.data.target, fieldErrors: result.data.fieldErrors }
}

async function load(enquiryId = id) {
	const request = new Request(`http://localhost/admin/enquiries/${enquiryId}`, { headers: { cookie: admin.cookie } })
	return loader({ request, params: { id: enquiryId }, context: testContext() } as never)
}

describe('the enquiry page', () => {
	it('refuses a stage without what it needs, beside the field of the stage form', async () => {
		expect(await post({ intent: 'stage', stage: 'lost', lost_reason: '' })).toMatchObject({
			status: 400,
			target: 'stage',
			fieldErrors: { lost_reason: 'Say why the job was lost.' },
		})
		expect(await post({ intent: 'stage', stage: 'quoted', value: '12.345' })).toMatchObject({
			status: 400,
			fieldErrors: { value: expect.any(String) },
		})
		expect(await post({ intent: 'next-action', next_action_on: '2026-02-30' })).toMatchObject({ status: 400, target: 'next-action' })
		expect(await post({ intent: 'note', note: '' })).toMatchObject({ status: 400, target: 'note' })
		expect(await post({ intent: 'status', status: 'closed' })).toMatchObject({ status: 400 })
		expect(await post({ intent: 'note', note: 'x' }, crypto.randomUUID())).toMatchObject({ status: 404 })
		expect(await database.db.select().from(enquiryEvents)).toEqual([])
	})

	it('changes the stage with a value, sets a next action and adds a note, each in the timeline with who and when', async () => {
		expect(await post({ intent: 'stage', stage: 'quoted', value: '£1,250' })).toMatchObject({
			status: 302,
			location: `/admin/enquiries/${id}?saved=stage`,
		})
		expect(
			await post({ intent: 'next-action', next_action_on: '2026-12-01', next_action_note: 'Call back about the quote' }),
		).toMatchObject({
			status: 302,
		})
		expect(await post({ intent: 'note', note: 'Prefers mornings.' })).toMatchObject({
			status: 302,
			location: `/admin/enquiries/${id}?saved=note`,
		})
		const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
		expect(row).toMatchObject({
			stage: 'quoted',
			valuePence: 125_000,
			nextActionOn: '2026-12-01',
			nextActionNote: 'Call back about the quote',
		})
		// The change is audited as the admin's, like every admin write.
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'enquiries'))
		expect(audit.every((entry) => entry.actorEmail === 'site-owner@example.com')).toBe(true)

		const page = await load()
		expect(page.enquiry).toMatchObject({ stage: 'quoted', value: '£1,250', valueInput: '1250', nextActionOn: '2026-12-01' })
		expect(page.timeline.map((item) => [item.kind, item.title, item.who])).toEqual([
			['note', 'Note', 'site-owner'],
			['next_action', 'Next action: Tue, 1 Dec 2026', 'site-owner'],
			['stage', 'Stage: New → Quoted (£1,250)', 'site-owner'],
			['email', 'E-mail: Office notification', 'Website'],
		])
		expect(page.timeline[3]?.email).toMatchObject({ status: 'Failed', detail: 'Failed after 8 attempts: SMTP refused' })
		expect(page.timeline[0]?.when).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)

		// The same person, linked by e-mail in another case.
		expect(page.related).toMatchObject({ total: 1, items: [{ name: 'Sarah M', stage: 'won', earlier: true, match: 'e-mail' }] })

		expect(await post({ intent: 'clear-next-action' })).toMatchObject({ status: 302 })
		expect((await load()).enquiry.nextActionOn).toBeNull()
	})
})

describe('the inbox and its export', () => {
	async function inbox(search: string) {
		const request = new Request(`http://localhost/admin/enquiries${search}`, { headers: { cookie: admin.cookie } })
		return (await inboxLoader({ request, params: {}, context: testContext() } as never)) as Exclude<
			Awaited<ReturnType<typeof inboxLoader>>,
			Response
		>
	}

	it('filters by the address, and shows the due lists only on the plain first page', async () => {
		const all = await inbox('')
		expect(all.enquiries.map((item) => item.name).sort()).toEqual(['Sarah M', 'Sarah Mitchell'])
		expect(all.due).toMatchObject({ overdue: { total: 0 }, today: { total: 0 } })
		const won = await inbox('?stage=won&area=hammersmith-fulham')
		expect(won).toMatchObject({ filters: { stage: 'won', area: 'hammersmith-fulham' }, due: null, enquiries: [{ name: 'Sarah M' }] })
		expect((await inbox('?area=maida-vale&stage=bogus')).enquiries.map((item) => item.name)).toEqual(['Sarah Mitchell'])
		expect((await inbox('?from=2026-01-01')).enquiries.map((item) => item.name)).toEqual(['Sarah Mitchell'])
	})

	it('exports what the filters show', async () => {
		const request = new Request('http://localhost/admin/enquiries/export.csv?service=Electrical%20Work', {
			headers: { cookie: admin.cookie },
		})
		const response = await exportLoader({ request, params: {}, context: testContext() } as never)
		const lines = (await response.text())
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n')
		expect(lines).toHaveLength(2)
		expect(lines[1]).toContain('Sarah M,')
		expect(lines[1]).toContain('Won')
		expect(response.headers.get('Content-Disposition')).toMatch(/-search\.csv"$/)
	})
})
