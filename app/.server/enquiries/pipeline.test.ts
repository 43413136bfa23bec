import { count, eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'
import { startSmtpServer, unusedPort, type TestSmtpServer } from '#tests/smtp.ts'

import { initialSettingsRow } from '../data/settings.ts'
import { emailOutbox, enquiries, rateLimitBuckets, settings } from '../db/schema/index.ts'
import { startEmail, stopEmail } from '../email/index.ts'
import { createSmtpSender } from '../email/mailer.ts'
import { processDueEmails, startOutboxWorker } from '../email/outbox.ts'
import { setEnvForTesting } from '../env.ts'
import { logger } from '../logger.ts'
import { submitEnquiry } from './submit.ts'

const database = testDatabaseForThisFile()
let smtp: TestSmtpServer | null = null

beforeAll(async () => {
	await database.db.insert(settings).values({ ...initialSettingsRow(), officeEmail: 'office@westway.test', phone: '020 7946 0000' })
})
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(enquiries)
	await database.db.delete(rateLimitBuckets)
})
afterEach(async () => {
	for (const open of senders.splice(0)) open.close()
	await smtp?.close()
	smtp = null
})

let ipCounter = 0
const info = (overrides: Partial<Parameters<typeof submitEnquiry>[1]> = {}) => ({
	clientIp: `198.51.100.${++ipCounter % 250}`,
	userAgent: 'vitest',
	sourcePage: '/contact',
	log: logger,
	...overrides,
})

const enquiry = (overrides: Record<string, unknown> = {}) => ({
	name: 'Sarah Mitchell',
	phone: '07700 900123',
	email: 'sarah@example.com',
	postcode: 'w9 1ab',
	service: 'Plumbing Services',
	message: 'Leak under the kitchen sink.',
	consent: 'on',
	...overrides,
})

const senders: ReturnType<typeof createSmtpSender>[] = []
function sender(url: string) {
	const created = createSmtpSender({ smtpUrl: url, from: 'Westway <no-reply@westway.test>', messageIdDomain: 'westway.test' })
	senders.push(created)
	return created
}

describe('enquiry pipeline', () => {
	it('stores the enquiry with its metadata and queues two e-mails', async () => {
		const result = await submitEnquiry(enquiry(), info({ clientIp: '203.0.113.9' }))
		expect(result.status).toBe('created')
		const [row] = await database.db.select().from(enquiries)
		expect(row).toMatchObject({
			name: 'Sarah Mitchell',
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			sourcePage: '/contact',
			userAgent: 'vitest',
			stage: 'new',
		})
		expect(row?.consentAt).toBeInstanceOf(Date)
		expect(row?.ipHash).toBeTruthy()
		expect(row?.ipHash).not.toContain('203.0.113.9')
		const outbox = await database.db.select().from(emailOutbox)
		expect(outbox.map((message) => message.kind).sort()).toEqual(['enquiry-confirmation', 'enquiry-office'])
		expect(outbox.every((message) => message.status === 'pending' && message.enquiryId === row?.id)).toBe(true)
	})

	it('delivers the office notification and the customer confirmation over SMTP, escaping markup', async () => {
		smtp = await startSmtpServer()
		await submitEnquiry(enquiry({ message: '<script>alert("x")</script> <b>bold</b> & more' }), info())
		const result = await processDueEmails(database.db, sender(smtp.url))
		expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 })
		const messages = await smtp.waitFor(2)

		const office = messages.find((message) => message.subject?.startsWith('New enquiry'))!
		expect(office.to).toMatchObject({ text: 'office@westway.test' })
		expect(office.replyTo?.text).toBe('sarah@example.com')
		expect(office.subject).toBe('New enquiry: Plumbing Services – Sarah Mitchell (W9 1AB)')
		for (const value of ['Sarah Mitchell', '07700 900123', 'sarah@example.com', 'W9 1AB', 'Plumbing Services']) {
			expect(office.text).toContain(value)
			expect(office.html).toContain(value)
		}
		expect(office.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; more')
		expect(office.html).not.toContain('<script>')
		expect(office.html).not.toContain('<b>bold')

		const confirmation = messages.find((message) => message !== office)!
		expect(confirmation.to).toMatchObject({ text: 'sarah@example.com' })
		expect(confirmation.text).toMatch(/^Hello Sarah,\n/)
		expect(confirmation.text).toContain('Plumbing Services')
		for (const repeated of ['Mitchell', 'script', 'bold', '07700 900123', 'W9 1AB']) {
			expect(confirmation.text).not.toContain(repeated)
			expect(confirmation.html).not.toContain(repeated)
		}

		const rows = await database.db.select().from(emailOutbox)
		expect(rows).toHaveLength(2)
		expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(true)
	})

	it('keeps the enquiry when SMTP is unreachable, and delivers exactly once when it comes back', async () => {
		const port = await unusedPort()
		const result = await submitEnquiry(enquiry(), info())
		expect(result.status).toBe('created')

		const firstRun = await processDueEmails(database.db, sender(`smtp://127.0.0.1:${port}`))
		expect(firstRun).toEqual({ sent: 0, retrying: 2, failed: 0 })
		const pending = await database.db.select().from(emailOutbox)
		expect(pending).toHaveLength(2)
		expect(pending.every((row) => row.status === 'pending' && row.attempts === 1 && row.lastError)).toBe(true)
		expect(pending.every((row) => row.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true)
		expect(await database.db.select({ value: count() }).from(enquiries)).toEqual([{ value: 1 }])

		smtp = await startSmtpServer({ port })
		// Not yet due: nothing is sent before the backoff has passed.
		expect(await processDueEmails(database.db, sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 })
		await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` })
		expect(await processDueEmails(database.db, sender(smtp.url))).toEqual({ sent: 2, retrying: 0, failed: 0 })
		expect(await processDueEmails(database.db, sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 })
		expect(smtp.messages).toHaveLength(2)
	})

	it('marks a message failed after the last attempt', async () => {
		await submitEnquiry(enquiry(), info())
		await database.db.update(emailOutbox).set({ attempts: 7 })
		const port = await unusedPort()
		expect(await processDueEmails(database.db, sender(`smtp://127.0.0.1:${port}`))).toEqual({ sent: 0, retrying: 0, failed: 2 })
		const rows = await database.db.select().from(emailOutbox)
		expect(rows).toHaveLength(2)
		expect(rows.every((row) => row.status === 'failed' && row.attempts === 8)).toBe(true)
	})

	it('resumes pending mail when a worker starts (e.g. after a restart)', async () => {
		await submitEnquiry(enquiry(), info())
		await submitEnquiry(enquiry({ email: 'tom@example.com', name: 'Tom Reynolds' }), info())
		smtp = await startSmtpServer()
		const worker = startOutboxWorker(database.db, sender(smtp.url), { pollSeconds: 1 })
		try {
			await smtp.waitFor(4)
		} finally {
			await worker.stop()
		}
		const sent = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'sent'))
		expect(sent).toHaveLength(4)
	})

	it('stores 100 concurrent submissions and sends 200 e-mails with no duplicates, even with competing senders', async () => {
		const results = await Promise.all(
			Array.from({ length: 100 }, (_, index) =>
				submitEnquiry(
					enquiry({ email: `customer${index}@example.com`, name: `Customer ${'abcdefghij'[index % 10]}` }),
					info({ clientIp: `10.0.${Math.floor(index / 250)}.${index % 250}` }),
				),
			),
		)
		expect(results.filter((result) => result.status === 'created')).toHaveLength(100)
		expect(await database.db.select({ value: count() }).from(enquiries)).toEqual([{ value: 100 }])

		smtp = await startSmtpServer()
		const send = sender(smtp.url)
		// Three "instances" claim from the same outbox at once.
		const runs = await Promise.all([
			processDueEmails(database.db, send),
			processDueEmails(database.db, send),
			processDueEmails(database.db, send),
		])
		expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(200)
		// Every send has finished: the runs only return after the last one.
		expect(smtp.messages).toHaveLength(200)
		expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(200)
		const rows = await database.db.select().from(emailOutbox)
		expect(rows).toHaveLength(200)
		expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
	})

	it('rate-limits per IP and per e-mail address, answered with a retry time', async () => {
		const sameIp = info({ clientIp: '192.0.2.44' })
		for (let index = 0; index < 10; index++) {
			expect((await submitEnquiry(enquiry({ email: `ip${index}@example.com` }), sameIp)).status).toBe('created')
		}
		const blocked = await submitEnquiry(enquiry({ email: 'ip-last@example.com' }), sameIp)
		expect(blocked).toMatchObject({ status: 'rate-limited' })
		expect(blocked.status === 'rate-limited' && blocked.retryAfterSeconds).toBeGreaterThan(3000)

		for (let index = 0; index < 5; index++) {
			expect((await submitEnquiry(enquiry({ email: 'Same@Example.com' }), info())).status).toBe('created')
		}
		expect((await submitEnquiry(enquiry({ email: 'same@example.com' }), info())).status).toBe('rate-limited')
	})

	it('sends a stranger no free text: a name that is a message is cut to a greeting, the message left out', async () => {
		smtp = await startSmtpServer()
		const name = 'Claim your prize at evil-site.example now'
		await submitEnquiry(enquiry({ name, email: 'stranger@example.com', message: 'Visit evil-site.example today' }), info())
		await processDueEmails(database.db, sender(smtp.url))
		const messages = await smtp.waitFor(2)
		const confirmation = messages.find((message) => message.to && !Array.isArray(message.to) && message.to.text === 'stranger@example.com')!
		expect(confirmation.text).toMatch(/^Hello Claim,\n/)
		expect(`${confirmation.subject}${confirmation.text}${confirmation.html}`).not.toMatch(/prize|evil-site|Visit/)
		// The office still gets every word.
		const office = messages.find((message) => message !== confirmation)!
		expect(office.text).toContain(name)
		expect(office.text).toContain('Visit evil-site.example today')
	})

	it('counts user+tag@ as user@ (and Gmail dots) for the per-recipient limit', async () => {
		for (const email of ['sam+1@example.com', 'Sam+2@Example.com', 'sam@example.com', 'sam+x+y@example.com', 'SAM+5@example.com']) {
			expect((await submitEnquiry(enquiry({ email }), info())).status, email).toBe('created')
		}
		expect(await submitEnquiry(enquiry({ email: 'sam+6@example.com' }), info())).toMatchObject({ status: 'rate-limited' })
		for (const email of ['s.am@gmail.com', 'sa.m+1@gmail.com', 'S.A.M@gmail.com', 'sam+news@googlemail.com', 's.a.m+2@gmail.com']) {
			expect((await submitEnquiry(enquiry({ email }), info())).status, email).toBe('created')
		}
		expect(await submitEnquiry(enquiry({ email: 'sam@googlemail.com' }), info())).toMatchObject({ status: 'rate-limited' })
		expect(await database.db.select({ value: count() }).from(enquiries)).toEqual([{ value: 10 }])
	})

	it('has no honeypot outside the form: a `website` field is an ordinary unknown field', async () => {
		expect(await submitEnquiry(enquiry({ website: 'https://integrator.example' }), info())).toMatchObject({ status: 'created' })
		expect(await database.db.select().from(enquiries)).toHaveLength(1)
	})

	it('answers failed, and logs, when the enquiry cannot be stored', async () => {
		const logged = vi.spyOn(logger, 'error')
		await database.db.execute(sql`alter table enquiries rename to enquiries_unavailable`)
		try {
			expect(await submitEnquiry(enquiry(), info())).toEqual({ status: 'failed' })
			expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), 'Could not store the enquiry')
		} finally {
			logged.mockRestore()
			await database.db.execute(sql`alter table enquiries_unavailable rename to enquiries`)
		}
		expect(await database.db.select().from(emailOutbox)).toHaveLength(0)
	})

	it('without SMTP configured, keeps the e-mails waiting in the outbox and says why; a worker started with SMTP then delivers them', async () => {
		const warned = vi.spyOn(logger, 'warn')
		try {
			setEnvForTesting({ SMTP_URL: '' })
			startEmail()
			expect(warned).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL is not set'))
			expect((await submitEnquiry(enquiry(), info())).status).toBe('created')
			const waiting = await database.db.select().from(emailOutbox)
			expect(waiting).toHaveLength(2)
			expect(waiting.every((row) => row.status === 'pending' && row.attempts === 0 && row.sentAt === null)).toBe(true)

			// SMTP is configured and the server restarted: the waiting mail goes out.
			smtp = await startSmtpServer()
			setEnvForTesting({ SMTP_URL: smtp.url })
			startEmail()
			const messages = await smtp.waitFor(2)
			expect(messages.map((message) => message.to && !Array.isArray(message.to) && message.to.text).sort()).toEqual([
				'office@westway.test',
				'sarah@example.com',
			])
			await stopEmail()
			const sent = await database.db.select().from(emailOutbox)
			expect(sent).toHaveLength(2)
			expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
		} finally {
			warned.mockRestore()
			await stopEmail()
			setEnvForTesting({})
		}
	})
})
