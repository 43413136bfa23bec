import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { initialSettingsRow } from '#app/.server/data/settings.ts'
import { auditLog, emailOutbox, enquiries, enquiryEvents, rateLimitBuckets, settings, users } from '#app/.server/db/schema/index.ts'
import { createSmtpSender } from '#app/.server/email/mailer.ts'
import { processDueEmails } from '#app/.server/email/outbox.ts'
import { replyRateLimit } from '#app/.server/enquiries/reply.ts'
import { defaultReplyTemplates, MAX_REPLY_TEMPLATES, templateField } from '#app/domain/enquiry/reply-templates.ts'
import { replyMessages } from '#app/domain/enquiry/reply.ts'
import { accountCookie, sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { formPost, settle, testContext } from '#tests/route-context.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts'

import * as replyRoute from './enquiry-reply.tsx'
import * as enquiryPage from './enquiry.tsx'
import * as templatesPage from './reply-templates.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('replier@example.com')
let otherCookie = ''
let smtp: TestSmtpServer
let enquiryId = ''

beforeAll(async () => {
	await database.db
		.insert(settings)
		.values({ ...initialSettingsRow(), businessName: 'Westway Home Services', officeEmail: 'office@westway.test' })
	await database.db.update(users).set({ name: 'Olive Owner' }).where(eq(users.email, 'replier@example.com'))
	otherCookie = await accountCookie('not-admin@example.com', 'test account passphrase', '192.0.2.91', { admin: false })
	smtp = await startSmtpServer()
})
afterAll(async () => {
	await smtp?.close()
})
beforeEach(async () => {
	await database.db.delete(enquiries)
	await database.db.delete(emailOutbox)
	await database.db.delete(rateLimitBuckets)
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: 'Mr Tom O’Brien',
			email: 'tom@example.com',
			phone: '07700 900123',
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			consentAt: new Date(),
		})
		.returning()
	enquiryId = row!.id
})

const reply = (fields: Record<string, string>, { cookie = admin.cookie as string | null, id = enquiryId } = {}) =>
	settle(() =>
		replyRoute.action({
			request: formPost(`/admin/enquiries/${id}/reply`, fields, cookie),
			params: { id },
			context: testContext(),
		} as never),
	)

const saveTemplates = (fields: Record<string, string>, cookie: string | null = admin.cookie) =>
	settle(() =>
		templatesPage.action({ request: formPost('/admin/enquiries/templates', fields, cookie), params: {}, context: testContext() } as never),
	)

const load = <T>(
	module: { loader: (args: never) => Promise<T> },
	path: string,
	params: Record<string, string>,
	cookie: string | null = admin.cookie,
) =>
	module.loader({
		request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
		params,
		context: testContext(),
	} as never)

const sender = () => createSmtpSender({ smtpUrl: smtp.url, from: 'Westway <no-reply@westway.test>', messageIdDomain: 'westway.test' })
const outbox = () => database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt))
const events = () => database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiryId))

describe('a reply from the enquiry page', () => {
	it('offers the owner’s templates filled in for this customer, and where answers go', async () => {
		const page = await load(enquiryPage, `/admin/enquiries/${enquiryId}`, { id: enquiryId })
		expect(page.reply.replyTo).toBe('office@westway.test')
		expect(page.reply.templates.map((template) => template.name)).toEqual(defaultReplyTemplates.map((template) => template.name))
		expect(page.reply.templates[0]).toMatchObject({
			subject: 'Your Plumbing Services enquiry',
			body: expect.stringMatching(
				/^Hello Mr O’Brien,\n\nThank you for getting in touch about Plumbing Services\..*Kind regards,\nWestway Home Services$/s,
			),
		})
		// The reply route's own page (where a refused send lands without JavaScript) has the same form.
		expect(await load(replyRoute, `/admin/enquiries/${enquiryId}/reply`, { id: enquiryId })).toMatchObject({
			enquiry: { id: enquiryId, name: 'Mr Tom O’Brien', email: 'tom@example.com' },
			reply: { replyTo: 'office@westway.test', templates: page.reply.templates },
		})
	})

	it('reaches the customer through the outbox with the office as Reply-To, the text as written, the HTML escaped, and is on the timeline', async () => {
		const body = 'Hello Tom,\n\nYour survey is booked for Tuesday at 10:00.\nWe bring <b>everything</b> & more.\n\nKind regards,\nWestway'
		const answer = await reply({ subject: '  Your survey is booked\r\nfor Tuesday ', body: `\r\n${body.replaceAll('\n', '\r\n')}  ` })
		expect(answer).toMatchObject({ status: 302, location: `/admin/enquiries/${enquiryId}?saved=reply#reply` })

		const [queued] = await outbox()
		expect(queued).toMatchObject({
			kind: 'reply',
			enquiryId,
			toAddress: 'tom@example.com',
			replyTo: 'office@westway.test',
			subject: 'Your survey is booked for Tuesday',
			textBody: body,
			status: 'pending',
		})
		const [actor] = await database.db.select().from(users).where(eq(users.email, 'replier@example.com'))
		expect(await events()).toEqual([
			expect.objectContaining({
				kind: 'reply',
				actorId: actor!.id,
				actorName: 'Olive Owner',
				body: 'Your survey is booked for Tuesday',
				outboxId: queued!.id,
			}),
		])

		const mailer = sender()
		try {
			expect(await processDueEmails(database.db, mailer)).toEqual({ sent: 1, retrying: 0, failed: 0 })
		} finally {
			mailer.close()
		}
		const [mail] = await smtp.waitFor(1)
		smtp.messages.length = 0
		expect(mail!.to).toMatchObject({ text: 'tom@example.com' })
		expect(mail!.replyTo?.text).toBe('office@westway.test')
		expect(mail!.subject).toBe('Your survey is booked for Tuesday')
		expect(mail!.text?.trimEnd()).toBe(body)
		expect(mail!.html).toContain('<p>Your survey is booked for Tuesday at 10:00.<br>We bring &lt;b&gt;everything&lt;/b&gt; &amp; more.</p>')
		expect(mail!.html).not.toContain('<b>everything')
		expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1 })
	})

	it('refuses a blank or overlong reply beside its fields, keeping what was typed, and queues nothing', async () => {
		expect(await reply({ subject: ' \n ', body: '  ' })).toMatchObject({
			status: 400,
			body: {
				fieldErrors: { subject: replyMessages.subjectMissing, body: replyMessages.bodyMissing },
				values: { subject: ' \n ', body: '  ' },
			},
		})
		expect(await reply({ subject: 's'.repeat(201), body: 'b'.repeat(10_001) })).toMatchObject({
			status: 400,
			body: {
				fieldErrors: { subject: 'Keep the subject to 200 characters or fewer.', body: 'Keep the message to 10,000 characters or fewer.' },
			},
		})
		expect(await reply({ subject: 's'.repeat(200), body: 'b'.repeat(10_000) })).toMatchObject({ status: 302 })
		expect(await outbox()).toHaveLength(1)
	})

	it('is refused to anyone who is not an admin, and to an enquiry that does not exist', async () => {
		expect(await reply({ subject: 'Hi', body: 'Hello' }, { cookie: null })).toMatchObject({ status: 401 })
		expect(await reply({ subject: 'Hi', body: 'Hello' }, { cookie: otherCookie })).toMatchObject({ status: 403 })
		const redirected = await settle(() => load(replyRoute, `/admin/enquiries/${enquiryId}/reply`, { id: enquiryId }, otherCookie))
		expect(redirected).toMatchObject({ status: 302, location: expect.stringMatching(/^\/auth/) })
		expect(await saveTemplates({ [templateField(0, 'name')]: 'x' }, null)).toMatchObject({ status: 401 })
		expect(await saveTemplates({ [templateField(0, 'name')]: 'x' }, otherCookie)).toMatchObject({ status: 403 })
		const missing = '00000000-0000-4000-8000-000000000000'
		expect(await reply({ subject: 'Hi', body: 'Hello' }, { id: missing })).toMatchObject({ status: 404 })
		expect(await reply({ subject: 'Hi', body: 'Hello' }, { id: 'not-an-id' })).toMatchObject({ status: 404 })
		expect(await outbox()).toHaveLength(0)
		expect(await events()).toHaveLength(0)
	})

	it('sends a double submission once (one after the other, or both at once), and a different reply again', async () => {
		const fields = { subject: 'Your quote', body: 'Hello Tom,\n\nOur quote is £1,200.' }
		expect(await reply(fields)).toMatchObject({ status: 302 })
		expect(await reply(fields)).toMatchObject({ status: 302, location: `/admin/enquiries/${enquiryId}?saved=reply#reply` })
		expect(await outbox()).toHaveLength(1)
		const twice = { subject: 'Your quote, again', body: 'Sent twice at once.' }
		expect(await Promise.all([reply(twice), reply(twice)])).toMatchObject([{ status: 302 }, { status: 302 }])
		expect(await outbox()).toHaveLength(2)
		expect(await reply({ ...fields, body: `${fields.body} Valid for 30 days.` })).toMatchObject({ status: 302 })
		expect((await outbox()).map((row) => row.subject)).toEqual(['Your quote', 'Your quote, again', 'Your quote'])
		expect(await events()).toHaveLength(3)
	})

	it(`stops at ${replyRateLimit.limit} replies per enquiry per hour, saying why and keeping the text`, async () => {
		for (let index = 0; index < replyRateLimit.limit; index++) {
			expect(await reply({ subject: `Reply ${index}`, body: `Message ${index}` })).toMatchObject({ status: 302 })
		}
		const refused = await reply({ subject: 'One more', body: 'Too many' })
		expect(refused).toMatchObject({ status: 429, body: { values: { subject: 'One more', body: 'Too many' } } })
		expect(refused.body.formError).toMatch(
			/^You have sent 20 replies to this enquiry in the last hour\. Nothing was sent: try again in \d+ minutes?/,
		)
		expect(await outbox()).toHaveLength(replyRateLimit.limit)
		expect(await events()).toHaveLength(replyRateLimit.limit)
	})
})

describe('the reply templates page', () => {
	const stored = async () => (await database.db.select({ replyTemplates: settings.replyTemplates }).from(settings))[0]!.replyTemplates

	it('edits, adds and deletes templates (audited)', async () => {
		const page = await load(templatesPage, '/admin/enquiries/templates', {})
		expect(page).toMatchObject({ values: defaultReplyTemplates, loadError: null })
		const answer = await saveTemplates({
			[templateField(0, 'name')]: 'Thanks',
			[templateField(0, 'subject')]: 'About your {service}',
			[templateField(0, 'body')]: 'Hello {name},\r\n\r\nThanks.\r\n{business}',
			[templateField(1, 'name')]: 'Survey booked',
			[templateField(1, 'subject')]: 'Survey',
			[templateField(1, 'body')]: 'Booked.',
			[templateField(1, 'delete')]: 'on',
			[templateField(2, 'name')]: '',
			[templateField(2, 'subject')]: '',
			[templateField(2, 'body')]: '',
			[templateField(3, 'name')]: 'Invoice',
			[templateField(3, 'subject')]: 'Your invoice',
			[templateField(3, 'body')]: 'Attached is… no, below is your invoice.',
		})
		expect(answer).toMatchObject({ status: 302, location: '/admin/enquiries/templates?saved=updated' })
		expect(await stored()).toEqual([
			{ name: 'Thanks', subject: 'About your {service}', body: 'Hello {name},\n\nThanks.\n{business}' },
			{ name: 'Invoice', subject: 'Your invoice', body: 'Attached is… no, below is your invoice.' },
		])
		const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'settings')).orderBy(desc(auditLog.id)).limit(1)
		expect(audit).toMatchObject({ actorEmail: 'replier@example.com', changes: { reply_templates: expect.anything() } })
		const reply = await load(enquiryPage, `/admin/enquiries/${enquiryId}`, { id: enquiryId })
		expect(reply.reply.templates).toEqual([
			{ name: 'Thanks', subject: 'About your Plumbing Services', body: 'Hello Mr O’Brien,\n\nThanks.\nWestway Home Services' },
			{ name: 'Invoice', subject: 'Your invoice', body: 'Attached is… no, below is your invoice.' },
		])
	})

	it('refuses a half-filled, overlong or repeated template beside its field, and saves nothing', async () => {
		const before = await stored()
		const answer = await saveTemplates({
			[templateField(0, 'name')]: 'Thanks',
			[templateField(0, 'subject')]: '',
			[templateField(0, 'body')]: 'Body',
			[templateField(1, 'name')]: 'n'.repeat(61),
			[templateField(1, 'subject')]: 'Subject',
			[templateField(1, 'body')]: 'b'.repeat(4001),
			[templateField(2, 'name')]: 'thanks',
			[templateField(2, 'subject')]: 'Subject',
			[templateField(2, 'body')]: 'Body',
		})
		expect(answer).toMatchObject({
			status: 400,
			body: {
				fieldErrors: {
					[templateField(0, 'subject')]: "Enter the template's subject, or clear the whole template to leave it out.",
					[templateField(1, 'name')]: 'Keep the name to 60 characters or fewer.',
					[templateField(1, 'body')]: 'Keep the message to 4,000 characters or fewer.',
					[templateField(2, 'name')]: 'Template 1 already has this name: give each template its own.',
				},
			},
		})
		expect(await stored()).toEqual(before)
	})

	it(`keeps at most ${MAX_REPLY_TEMPLATES} templates, whatever is sent`, async () => {
		const fields: Record<string, string> = {}
		for (let index = 0; index < MAX_REPLY_TEMPLATES + 3; index++) {
			fields[templateField(index, 'name')] = `Template ${index}`
			fields[templateField(index, 'subject')] = 'Subject'
			fields[templateField(index, 'body')] = 'Body'
		}
		expect(await saveTemplates(fields)).toMatchObject({ status: 302 })
		const saved = await stored()
		expect(saved).toHaveLength(MAX_REPLY_TEMPLATES)
		expect(saved.at(-1)?.name).toBe(`Template ${MAX_REPLY_TEMPLATES - 1}`)
	})
})
