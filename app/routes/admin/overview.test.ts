import { asc } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailOutbox, enquiries, enquiryEvents, reviews } from '#app/.server/db/schema/index.ts'
import { createSmtpSender } from '#app/.server/email/mailer.ts'
import { processDueEmails } from '#app/.server/email/outbox.ts'
import { setEnvForTesting } from '#app/.server/env.ts'
import { loadOverview } from '#app/.server/overview/index.ts'
import type { EnquiryStage } from '#app/domain/enquiry/stage.ts'
import { accountCookie, sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts'

import * as overviewRoute from './index.tsx'
import { HealthSection } from './overview/health.tsx'
import { overviewView } from './overview/view.server.ts'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('owner@example.com')
let memberCookie = ''
let smtp: TestSmtpServer

/** A Wednesday in winter: London is on UTC, today is 2026-11-25 and this week began Monday 23 November. */
const NOW = new Date('2026-11-25T12:00:00Z')
const HOUR = 3600_000

type Fixture = {
	at: string
	service: string
	postcode: string
	stage: EnquiryStage
	pounds?: number
	source?: string | null
	nextActionOn?: string
	/** Events after the enquiry, in hours: [kind, hours after, to stage]. */
	events?: Array<['reply' | 'stage' | 'note', number, EnquiryStage?]>
}

/**
 * The hand-computed fixture. Response, last 30 days (from 26 Oct 12:00): A 1 h
 * (a reply, then a stage change), B 30 min (stage), C 4 h (a note at 10 min is
 * no response; the reply is), D 2 h, E 26 h, F not answered; spam S is left
 * out. Sorted 0.5, 1, 2, 4, 26 h: median (3rd of 5) 2 h, 90th (5th of 5) 26 h.
 * The 30 days before: H 6 h, G 3 h, K not answered: median (1st of 2) 3 h, 90th (2nd) 6 h.
 */
const fixtures: Record<string, Fixture> = {
	A: {
		at: '2026-11-20T09:00:00Z',
		service: 'Kitchen Refurbishment',
		postcode: 'W2 1AA',
		stage: 'won',
		pounds: 5000,
		source: '/services/kitchen-refurbishment',
		events: [
			['reply', 1],
			['stage', 5, 'won'],
		],
	},
	B: {
		at: '2026-11-18T10:00:00Z',
		service: 'Bathroom Installation',
		postcode: 'W9 2BB',
		stage: 'lost',
		source: '/areas/maida-vale',
		nextActionOn: '2026-11-01',
		events: [['stage', 0.5, 'contacted']],
	},
	C: {
		at: '2026-11-10T08:00:00Z',
		service: 'Kitchen Refurbishment',
		postcode: 'SW6 1AA',
		stage: 'won',
		pounds: 2500,
		source: '/services/kitchen-refurbishment',
		events: [
			['note', 1 / 6],
			['reply', 4],
		],
	},
	D: {
		at: '2026-11-02T12:00:00Z',
		service: 'Plumbing Services',
		postcode: 'E1 6AN',
		stage: 'quoted',
		pounds: 900,
		source: null,
		nextActionOn: '2026-11-20',
		events: [['stage', 2, 'quoted']],
	},
	E: {
		at: '2026-10-28T12:00:00Z',
		service: 'Plumbing Services',
		postcode: 'W2 5XY',
		stage: 'won',
		pounds: 1200,
		source: '/',
		events: [['reply', 26]],
	},
	F: {
		at: '2026-11-24T16:00:00Z',
		service: 'Electrical Work',
		postcode: 'NW8 9AA',
		stage: 'new',
		source: '/contact',
		nextActionOn: '2026-11-25',
	},
	S: {
		at: '2026-11-21T12:00:00Z',
		service: 'Kitchen Refurbishment',
		postcode: 'W2 1AA',
		stage: 'spam',
		pounds: 99_999,
		source: '/',
		events: [['stage', 1 / 60, 'spam']],
	},
	G: {
		at: '2026-10-20T09:00:00Z',
		service: 'Kitchen Refurbishment',
		postcode: 'W9 3CC',
		stage: 'won',
		pounds: 10_000,
		source: '/services/kitchen-refurbishment',
		events: [['reply', 3]],
	},
	H: {
		at: '2026-10-01T09:00:00Z',
		service: 'General Repairs',
		postcode: 'W11 1AA',
		stage: 'lost',
		source: '/areas/maida-vale',
		events: [['stage', 6, 'lost']],
	},
	// Sunday 18 October 23:30 UTC is Monday 00:30 in London (summer time): the week of 19 October, not 12 October.
	K: { at: '2026-10-18T23:30:00Z', service: 'Plumbing Services', postcode: 'W2 6DD', stage: 'new', source: null },
	// In the last 12 months, not in the chart's weeks or the response periods.
	I: {
		at: '2026-06-01T12:00:00Z',
		service: 'Electrical Work',
		postcode: 'W8 4EE',
		stage: 'won',
		pounds: 700,
		source: '/',
		events: [['reply', 1]],
	},
	// The first day of the 12 months (in a month they start part-way through: counted by the day), and the day before it: in nothing.
	L: { at: '2025-11-26T12:00:00Z', service: 'General Repairs', postcode: 'W8 4EE', stage: 'won', pounds: 300, source: '/contact' },
	J: { at: '2025-11-25T12:00:00Z', service: 'Electrical Work', postcode: 'W8 4EE', stage: 'won', pounds: 50_000, source: '/' },
}

const ids: Record<string, string> = {}

beforeAll(async () => {
	memberCookie = await accountCookie('member@example.com', 'test account passphrase', '192.0.2.92', { admin: false })
	smtp = await startSmtpServer()
	for (const [name, fixture] of Object.entries(fixtures)) {
		const at = new Date(fixture.at)
		const [row] = await database.db
			.insert(enquiries)
			.values({
				name: `Customer ${name}`,
				email: `${name.toLowerCase()}@example.com`,
				phone: '07700 900123',
				postcode: fixture.postcode,
				service: fixture.service,
				consentAt: at,
				createdAt: at,
				stage: fixture.stage,
				valuePence: fixture.pounds === undefined ? null : fixture.pounds * 100,
				sourcePage: fixture.source ?? null,
				nextActionOn: fixture.nextActionOn ?? null,
			})
			.returning({ id: enquiries.id })
		ids[name] = row!.id
		for (const [kind, hours, toStage] of fixture.events ?? []) {
			await database.db.insert(enquiryEvents).values({
				enquiryId: row!.id,
				kind,
				toStage: toStage ?? null,
				fromStage: kind === 'stage' ? 'new' : null,
				createdAt: new Date(at.getTime() + hours * HOUR),
			})
		}
	}
	await database.db.insert(reviews).values([
		{ reviewerName: 'Waiting Reviewer', body: 'Lovely work.', rating: 5, title: 'Great kitchen', isPublished: false },
		{ reviewerName: 'Published Reviewer', body: 'Fine.', rating: 4, isPublished: true },
	])
	const mail = (subject: string, status: 'pending' | 'sent' | 'failed', extra: Partial<typeof emailOutbox.$inferInsert> = {}) => ({
		kind: 'enquiry-confirmation',
		toAddress: 'customer@example.com',
		subject,
		textBody: `${subject}.`,
		status,
		...extra,
	})
	await database.db.insert(emailOutbox).values([
		mail('Failed one', 'failed', {
			enquiryId: ids.A,
			attempts: 8,
			lastError: 'Connection refused',
			createdAt: new Date('2026-11-20T09:00:00Z'),
		}),
		mail('Failed two', 'failed', { attempts: 8, lastError: 'Greeting never received', createdAt: new Date('2026-11-21T09:00:00Z') }),
		mail('Still queued', 'pending', { nextAttemptAt: new Date('2099-01-01T00:00:00Z') }),
		mail('Sent earlier', 'sent', { sentAt: new Date('2026-11-24T08:15:00Z') }),
	])
})
afterAll(async () => {
	await smtp?.close()
	setEnvForTesting({})
})

describe('the overview’s figures against the hand-computed fixture', () => {
	it('response: median and 90th percentile to the first stage change or reply, the last 30 days against the 30 before', async () => {
		const { response } = await loadOverview(NOW)
		expect(response).toEqual({
			ok: true,
			value: {
				recent: { received: 6, answered: 5, unanswered: 1, medianSeconds: 2 * 3600, p90Seconds: 26 * 3600 },
				before: { received: 3, answered: 2, unanswered: 1, medianSeconds: 3 * 3600, p90Seconds: 6 * 3600 },
			},
		})
		const view = overviewView(await loadOverview(NOW), NOW)
		expect(view.response?.recent).toMatchObject({ median: '2 h', p90: '1 day 2 h' })
		expect(view.response?.before).toMatchObject({ median: '3 h', p90: '6 h' })
	})

	it('weekly counts: 12 Monday weeks in London time, by service and by area, spam left out', async () => {
		const view = overviewView(await loadOverview(NOW), NOW)
		const pipeline = view.pipeline!
		expect(pipeline.weeks.map((week) => week.start)).toEqual([
			'2026-09-07',
			'2026-09-14',
			'2026-09-21',
			'2026-09-28',
			'2026-10-05',
			'2026-10-12',
			'2026-10-19',
			'2026-10-26',
			'2026-11-02',
			'2026-11-09',
			'2026-11-16',
			'2026-11-23',
		])
		// H; K (London's Monday) and G; E; D; C; B and A; F.
		expect(pipeline.totals).toEqual([0, 0, 0, 1, 0, 0, 2, 1, 1, 1, 2, 1])
		const byService = Object.fromEntries(pipeline.byService.map((row) => [row.name, row.counts]))
		expect(byService).toEqual({
			'Kitchen Refurbishment': [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0],
			'Plumbing Services': [0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0],
			'General Repairs': [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
			'Bathroom Installation': [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
			'Electrical Work': [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
		})
		// W2 and NW8 are in Maida Vale and in Westminster (the inbox's area filter says the same).
		const byArea = Object.fromEntries(pipeline.byArea.map((row) => [row.name, row.counts]))
		expect(byArea).toEqual({
			'Maida Vale': [0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 2, 1],
			Westminster: [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1],
			'Kensington & Chelsea': [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
			'Hammersmith & Fulham': [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
			'Outside the areas': [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
		})
		expect(pipeline.byArea[0]).toMatchObject({ name: 'Maida Vale', total: 6 })
	})

	it('conversion to Won and value won, by service, by area and by the page the enquiry was sent from, over 12 months', async () => {
		const { outcomes } = overviewView(await loadOverview(NOW), NOW).pipeline!
		// Eleven enquiries since 26 Nov 2025 (J is older, S is spam); won A, C, E, G, I, L.
		expect(outcomes.from).toBe('Wed, 26 Nov 2025')
		expect(outcomes.total).toEqual({ name: 'All enquiries', received: 11, won: 6, rate: '54.5%', value: '£19,700' })
		expect(outcomes.byService).toEqual([
			{ name: 'Kitchen Refurbishment', received: 3, won: 3, rate: '100%', value: '£17,500' },
			{ name: 'Plumbing Services', received: 3, won: 1, rate: '33.3%', value: '£1,200' },
			{ name: 'Electrical Work', received: 2, won: 1, rate: '50%', value: '£700' },
			{ name: 'General Repairs', received: 2, won: 1, rate: '50%', value: '£300' },
			{ name: 'Bathroom Installation', received: 1, won: 0, rate: '0%', value: '£0' },
		])
		expect(outcomes.byArea).toEqual([
			{ name: 'Maida Vale', received: 6, won: 3, rate: '50%', value: '£16,200' },
			{ name: 'Westminster', received: 4, won: 2, rate: '50%', value: '£6,200' },
			{ name: 'Hammersmith & Fulham', received: 1, won: 1, rate: '100%', value: '£2,500' },
			{ name: 'Kensington & Chelsea', received: 3, won: 2, rate: '66.7%', value: '£1,000' },
			{ name: 'Outside the areas', received: 1, won: 0, rate: '0%', value: '£0' },
		])
		expect(outcomes.byPage).toEqual([
			{ name: '/services/kitchen-refurbishment', received: 3, won: 3, rate: '100%', value: '£17,500' },
			{ name: '/', received: 2, won: 2, rate: '100%', value: '£1,900' },
			{ name: '/contact', received: 2, won: 1, rate: '50%', value: '£300' },
			{ name: '/areas/maida-vale', received: 2, won: 0, rate: '0%', value: '£0' },
			{ name: 'Not recorded', received: 2, won: 0, rate: '0%', value: '£0' },
		])
	})

	it('needs doing: unanswered new enquiries oldest first with their age, next actions of open enquiries, draft reviews, failed e-mails', async () => {
		const { needsDoing } = overviewView(await loadOverview(NOW), NOW)
		expect(needsDoing?.unanswered).toEqual({
			total: 2,
			items: [
				expect.objectContaining({ id: ids.K, name: 'Customer K', age: '37 days 12 h' }),
				expect.objectContaining({ id: ids.F, name: 'Customer F', age: '20 h' }),
			],
		})
		// B's next action is older, but B is lost: nothing is late on a closed enquiry.
		expect(needsDoing?.overdue).toEqual({
			total: 1,
			items: [{ id: ids.D, name: 'Customer D', on: 'Fri, 20 Nov 2026', what: 'Plumbing Services' }],
		})
		expect(needsDoing?.dueToday).toEqual({
			total: 1,
			items: [{ id: ids.F, name: 'Customer F', on: 'Wed, 25 Nov 2026', what: 'Electrical Work' }],
		})
		expect(needsDoing?.drafts).toMatchObject({ total: 1, items: [{ name: 'Waiting Reviewer', title: 'Great kitchen', rating: 5 }] })
		expect(needsDoing?.failedEmails).toMatchObject({
			total: 2,
			items: [
				{ subject: 'Failed two', enquiryId: null, error: 'Greeting never received' },
				{ subject: 'Failed one', enquiryId: ids.A, error: 'Connection refused' },
			],
		})
	})
})

const request = (method: 'GET' | 'POST', cookie: string | null, fields?: Record<string, string>) =>
	new Request(method === 'GET' ? 'http://localhost/admin' : 'http://localhost/admin?index', {
		method,
		...(fields ? { body: new URLSearchParams(fields) } : {}),
		headers: {
			...(cookie === null ? {} : { cookie }),
			...(fields ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' } : {}),
		},
	})

/** What a loader or action answered, whether returned or thrown (the guard throws its refusals). */
async function settle(run: () => Promise<unknown>) {
	let result: unknown
	try {
		result = await run()
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null as any }
	const answer = result as { data: any; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

const load = (cookie: string | null = admin.cookie) =>
	settle(() => overviewRoute.loader({ request: request('GET', cookie), params: {}, context: testContext() } as never))
const post = (fields: Record<string, string>, cookie: string | null = admin.cookie) =>
	settle(() => overviewRoute.action({ request: request('POST', cookie, fields), params: {}, context: testContext() } as never))

describe('the overview page', () => {
	it('is for admins only: others are sent to sign in, or refused', async () => {
		expect(await load(null)).toMatchObject({ status: 302, location: '/auth' })
		expect(await load(memberCookie)).toMatchObject({ status: 302, location: '/auth' })
		expect(await post({ intent: overviewRoute.RETRY_INTENT }, null)).toMatchObject({ status: 401 })
		expect(await post({ intent: overviewRoute.RETRY_INTENT }, memberCookie)).toMatchObject({ status: 403 })
		expect((await database.db.select().from(emailOutbox)).filter((row) => row.status === 'failed')).toHaveLength(2)
		expect(await post({ intent: 'something-else' })).toMatchObject({ status: 400, body: { formError: 'This action is not known.' } })
	})

	it('warns in plain words when SMTP_URL is unset, and not when it is set', async () => {
		const render = (health: unknown) => renderToStaticMarkup(createElement(HealthSection, { health: health as never, retry: null }))

		setEnvForTesting({ SMTP_URL: '' })
		const unset = await load()
		expect(unset.body.health).toMatchObject({ emailConfigured: false, pending: 1, failed: 2, lastSent: '24 Nov 2026, 08:15' })
		const warning = render(unset.body.health)
		expect(warning).toContain('E-mail is not set up: nothing is being sent')
		expect(warning).toContain(
			'Customers who send an enquiry are told to check their e-mail, but no message leaves this site: 1 e-mail is waiting',
		)
		expect(warning).toContain('<code>SMTP_URL</code>')

		setEnvForTesting({ SMTP_URL: smtp.url })
		const set = await load()
		expect(set.body.health).toMatchObject({ emailConfigured: true })
		expect(render(set.body.health)).not.toContain('E-mail is not set up')
		expect(set.body.health.database).toMatch(/^\d+(\.\d)? (KB|MB)$/)
	})

	it('Retry now puts the failed e-mails back in the queue, and they then reach the SMTP server', async () => {
		setEnvForTesting({ SMTP_URL: smtp.url })
		expect(await post({ intent: overviewRoute.RETRY_INTENT })).toMatchObject({ status: 302, location: '/admin?saved=retried#health' })
		const rows = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.subject))
		expect(rows.map((row) => [row.subject, row.status, row.attempts])).toEqual([
			['Failed one', 'pending', 0],
			['Failed two', 'pending', 0],
			['Sent earlier', 'sent', 0],
			['Still queued', 'pending', 0],
		])

		const sender = createSmtpSender({ smtpUrl: smtp.url, from: 'Westway <no-reply@westway.test>', messageIdDomain: 'westway.test' })
		try {
			expect(await processDueEmails(database.db, sender)).toEqual({ sent: 2, retrying: 0, failed: 0 })
		} finally {
			sender.close()
		}
		const received = await smtp.waitFor(2)
		expect(received.map((message) => message.subject).sort()).toEqual(['Failed one', 'Failed two'])
		expect((await load()).body.health).toMatchObject({ failed: 0, pending: 1 })

		// Nothing left to retry: said so, nothing changed.
		expect(await post({ intent: overviewRoute.RETRY_INTENT })).toMatchObject({ status: 302, location: '/admin?saved=retry-none#health' })
	})
})
