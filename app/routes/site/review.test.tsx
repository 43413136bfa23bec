import { asc, eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { initialSettingsRow } from '#app/.server/data/settings.ts'
import {
	contentVersion,
	emailOutbox,
	enquiries,
	enquiryEvents,
	reviewRequests,
	reviewRequestTokens,
	reviews,
	settings,
} from '#app/.server/db/schema/index.ts'
import { createSmtpSender } from '#app/.server/email/mailer.ts'
import { processDueEmails } from '#app/.server/email/outbox.ts'
import { sendDueReminders } from '#app/.server/reviews/requests.ts'
import { fallbackPublicSettings } from '#app/domain/settings/public-settings.ts'
import * as enquiryPage from '#app/routes/admin/enquiry.tsx'
import * as requestSettings from '#app/routes/admin/review-requests.tsx'
import * as adminReviews from '#app/routes/admin/reviews.tsx'
import { accountCookie, sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { formPost, settle, testContext } from '#tests/route-context.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts'

import * as optOutRoute from './review-opt-out.tsx'
import * as reviewRoute from './review.tsx'
import * as reviewsPage from './reviews.tsx'
import { reviewsCopy } from './reviews/copy.ts'
import { ReviewList } from './reviews/sections.tsx'

/**
 * Review requests end to end (issue 25): asked from a Won enquiry, mailed
 * through the outbox to a real SMTP server, the link's form submitted, the
 * review a draft linked to the enquiry; single use, expiry, the one
 * reminder, the opt-out; and the owner's public reply.
 */
const database = testDatabaseForThisFile()
const admin = sessionForThisFile('reviews-owner@example.com')
let otherCookie = ''
let smtp: TestSmtpServer
let enquiryId = ''

const DAY = 24 * 60 * 60 * 1000
const GOOGLE = 'https://g.page/r/westway-test/review'
const CHECKATRADE = 'https://www.checkatrade.com/trades/westwaytest'

beforeAll(async () => {
	await database.db.insert(settings).values({
		...initialSettingsRow(),
		businessName: 'Westway Home Services',
		officeEmail: 'office@westway.test',
		profileLinks: { google: GOOGLE, checkatrade: CHECKATRADE, facebook: 'https://www.facebook.com/westwaytest' },
	})
	otherCookie = await accountCookie('not-admin-reviews@example.com', 'test account passphrase', '192.0.2.93', { admin: false })
	smtp = await startSmtpServer()
})
afterAll(async () => {
	await smtp?.close()
})
beforeEach(async () => {
	await database.db.delete(enquiries)
	await database.db.delete(emailOutbox)
	await database.db.delete(reviews)
	await database.db.update(settings).set({ reviewReminderDays: 7 })
	smtp.messages.length = 0
	enquiryId = await newEnquiry('tom@example.com')
})

async function newEnquiry(email: string, stage: 'won' | 'quoted' = 'won') {
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: 'Mr Tom O’Brien',
			email,
			phone: '07700 900123',
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			consentAt: new Date(),
			stage,
		})
		.returning({ id: enquiries.id })
	return row!.id
}

const ask = (fields: Record<string, string> = {}, { id = enquiryId, cookie = admin.cookie as string | null } = {}) =>
	settle(() =>
		enquiryPage.action({
			request: formPost(`/admin/enquiries/${id}`, { intent: 'ask-review', ...fields }, cookie),
			params: { id },
			context: testContext(),
		} as never),
	)

const saveSettings = (reminderDays: string, cookie: string | null = admin.cookie) =>
	settle(() =>
		requestSettings.action({
			request: formPost('/admin/reviews/requests', { reminderDays }, cookie),
			params: {},
			context: testContext(),
		} as never),
	)

const enquiryView = async (id = enquiryId) =>
	(await enquiryPage.loader({
		request: new Request(`http://localhost/admin/enquiries/${id}`, { headers: { cookie: admin.cookie } }),
		params: { id },
		context: testContext(),
	} as never)) as Awaited<ReturnType<typeof enquiryPage.loader>>

const openForm = (token: string) =>
	settle(() =>
		reviewRoute.loader({ request: new Request(`http://localhost/review/${token}`), params: { token }, context: testContext() } as never),
	)

const submit = (token: string, fields: Record<string, string>) =>
	settle(() => reviewRoute.action({ request: formPost(`/review/${token}`, fields), params: { token }, context: testContext() } as never))

const goodReview = {
	rating: '4',
	title: 'Leak fixed fast',
	body: 'Came the same day and fixed the leak under the sink.',
	reviewer_name: 'Tom O.',
	location: 'Maida Vale, W9',
	consent: 'on',
}

const sender = () => createSmtpSender({ smtpUrl: smtp.url, from: 'Westway <no-reply@westway.test>', messageIdDomain: 'westway.test' })

/** Sends what the outbox holds to the test SMTP server; the messages received so far. */
async function deliver(count: number) {
	await processDueEmails(database.db, sender())
	return smtp.waitFor(count)
}

/** The review and opt-out tokens of a received e-mail's text. */
function linksOf(text: string) {
	const review = /\/review\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1]
	const optOut = /\/review\/opt-out\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1]
	if (!review || !optOut) throw new Error(`No review links in:\n${text}`)
	return { review, optOut }
}

const timeline = () =>
	database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiryId)).orderBy(asc(enquiryEvents.createdAt))

describe('asking a Won customer for a review', () => {
	it('mails a link through the outbox; its form, prefilled, makes a draft review linked to the enquiry, once', async () => {
		expect(await ask()).toMatchObject({ status: 302, location: `/admin/enquiries/${enquiryId}?saved=ask-review#review-request` })
		const [queued] = await database.db.select().from(emailOutbox)
		expect(queued).toMatchObject({ kind: 'review-request', enquiryId, toAddress: 'tom@example.com', replyTo: 'office@westway.test' })

		const [mail] = await deliver(1)
		expect(mail!.to).toMatchObject({ text: 'tom@example.com' })
		const text = mail!.text ?? ''
		// A title is not a first name (see greeting).
		expect(text).toMatch(/^Hello,\n/)
		expect(text).toMatch(/The link works until \d{1,2} \w+ \d{4} and for one review\./)
		// Google and Checkatrade from the Business tab, not the other profiles; the opt-out link last.
		expect(text).toContain(`Google: ${GOOGLE}`)
		expect(text).toContain(`Checkatrade: ${CHECKATRADE}`)
		expect(text).not.toContain('facebook')
		expect(text).toMatch(/Opt out and we will not send a reminder: https?:\/\/[^/\s]+\/review\/opt-out\/[\w-]{43}$/)
		expect(mail!.html).toContain('Write your review')
		const { review: token } = linksOf(text)

		// Only the hash is stored.
		const stored = await database.db.select().from(reviewRequestTokens)
		expect(stored).toHaveLength(2)
		expect(JSON.stringify(stored)).not.toContain(token)

		expect(await enquiryView()).toMatchObject({ reviewRequest: { state: 'sent', stateLabel: 'Sent', canAsk: false, reminderDays: 7 } })

		// The form, prefilled from the enquiry (the area from the postcode's district, never the full postcode).
		expect(await openForm(token)).toMatchObject({
			status: 200,
			body: { state: 'open', prefill: { name: 'Mr Tom O’Brien', area: 'Maida Vale, W9' } },
		})

		// Refused with the reasons and what was typed: no rating, no consent.
		const refused = await submit(token, { ...goodReview, rating: '', consent: '' })
		expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { rating: expect.any(String), consent: expect.any(String) } } })
		expect(refused.body.values.body).toBe(goodReview.body)
		expect(await submit(token, { ...goodReview, rating: '6' })).toMatchObject({ status: 400 })
		expect(await database.db.select().from(reviews)).toEqual([])

		expect(await submit(token, goodReview)).toMatchObject({ status: 200, body: { saved: true } })
		const [draft] = await database.db.select().from(reviews)
		expect(draft).toMatchObject({
			reviewerName: 'Tom O.',
			location: 'Maida Vale, W9',
			title: 'Leak fixed fast',
			rating: 4,
			isPublished: false,
			enquiryId,
		})

		// Single use: the page and the form answer 410 now.
		expect(await openForm(token)).toMatchObject({ status: 410, body: { state: 'used' } })
		expect(await submit(token, goodReview)).toMatchObject({ status: 410, body: { closed: 'used' } })
		expect(await database.db.select().from(reviews)).toHaveLength(1)

		expect((await timeline()).map((event) => event.kind)).toEqual(['review_request', 'review_submitted'])
		const view = await enquiryView()
		expect(view.reviewRequest).toMatchObject({ state: 'submitted', canAsk: false, reviewHref: expect.stringContaining(draft!.id) })
		expect(view.timeline.map((item) => item.title)).toEqual(['Review received', 'Review requested'])
		expect(view.timeline[1]!.email).toMatchObject({ status: 'Sent', to: 'tom@example.com' })

		// Marked in the admin list; asking again sends nothing.
		const list = (await adminReviews.loader({
			request: new Request('http://localhost/admin/reviews', { headers: { cookie: admin.cookie } }),
			params: {},
			context: testContext(),
		} as never)) as { items: { id: string; verified: boolean }[] }
		expect(list.items.find((item) => item.id === draft!.id)).toMatchObject({ verified: true })
		expect(await ask()).toMatchObject({ status: 409, body: { formError: expect.stringMatching(/already sent/) } })
		expect(await database.db.select().from(emailOutbox)).toHaveLength(1)
	})

	it('answers an unknown link 404 and an expired one 410, and can ask again once it expired', async () => {
		for (const token of ['not-a-token', 'A'.repeat(43)]) {
			expect(await openForm(token)).toMatchObject({ status: 404, body: { state: 'not-found' } })
			expect(await submit(token, goodReview)).toMatchObject({ status: 404 })
		}
		await ask()
		const { review: token } = linksOf((await deliver(1))[0]!.text ?? '')
		await database.db.update(reviewRequests).set({ expiresAt: new Date(Date.now() - 1000) })
		expect(await openForm(token)).toMatchObject({ status: 410, body: { state: 'expired' } })
		expect(await submit(token, goodReview)).toMatchObject({ status: 410, body: { closed: 'expired' } })
		expect(await sendDueReminders(new Date(Date.now() + 8 * DAY))).toEqual({ reminded: 0 })
		expect(await enquiryView()).toMatchObject({ reviewRequest: { state: 'expired', canAsk: true } })

		// Asked again: new links, and the expired one does not come back to life.
		expect(await ask()).toMatchObject({ status: 302 })
		const second = linksOf((await deliver(2))[1]!.text ?? '')
		expect(await openForm(token)).toMatchObject({ status: 404 })
		expect(await openForm(second.review)).toMatchObject({ status: 200, body: { state: 'open' } })
	})

	it('is offered for Won enquiries only', async () => {
		const quoted = await newEnquiry('quoted@example.com', 'quoted')
		expect(await ask({}, { id: quoted })).toMatchObject({ status: 409, body: { formError: expect.stringMatching(/Won/) } })
		expect(await database.db.select().from(reviewRequests)).toEqual([])
	})

	it('is refused to anyone but an admin', async () => {
		expect((await ask({}, { cookie: null })).status).toBe(401)
		expect((await ask({}, { cookie: otherCookie })).status).toBe(403)
		expect((await saveSettings('3', null)).status).toBe(401)
		expect((await saveSettings('3', otherCookie)).status).toBe(403)
		expect(await database.db.select().from(reviewRequests)).toEqual([])
		const [row] = await database.db.select({ days: settings.reviewReminderDays }).from(settings)
		expect(row!.days).toBe(7)
	})
})

describe('the reminder', () => {
	it('goes once, the owner’s number of days after asking, with new links beside the first e-mail’s', async () => {
		expect(await saveSettings('3')).toMatchObject({ status: 302 })
		expect(await saveSettings('40')).toMatchObject({ status: 400, body: { fieldErrors: { reminderDays: expect.any(String) } } })

		const asked = Date.now()
		await ask()
		const first = linksOf((await deliver(1))[0]!.text ?? '')
		expect(await sendDueReminders(new Date(asked + 3 * DAY - 60_000))).toEqual({ reminded: 0 })
		expect(await sendDueReminders(new Date(asked + 3 * DAY + 60_000))).toEqual({ reminded: 1 })
		// Run again, or by another instance at the same time: nothing more.
		expect(await Promise.all([sendDueReminders(new Date(asked + 4 * DAY)), sendDueReminders(new Date(asked + 5 * DAY))])).toEqual([
			{ reminded: 0 },
			{ reminded: 0 },
		])

		const mails = await deliver(2)
		expect(mails[1]!.subject).toMatch(/^A reminder: how did we do\?/)
		const second = linksOf(mails[1]!.text ?? '')
		expect(second.review).not.toBe(first.review)
		expect(await openForm(first.review)).toMatchObject({ status: 200 })
		expect(await openForm(second.review)).toMatchObject({ status: 200 })
		expect((await timeline()).map((event) => event.kind)).toEqual(['review_request', 'review_reminder'])
		expect(await enquiryView()).toMatchObject({ reviewRequest: { state: 'reminded', stateLabel: 'Reminded' } })

		// Either e-mail's link takes the one review.
		expect(await submit(second.review, goodReview)).toMatchObject({ status: 200 })
		expect(await submit(first.review, goodReview)).toMatchObject({ status: 410 })
	})

	it('does not go after a review has come', async () => {
		await ask()
		const { review } = linksOf((await deliver(1))[0]!.text ?? '')
		await submit(review, goodReview)
		expect(await sendDueReminders(new Date(Date.now() + 8 * DAY))).toEqual({ reminded: 0 })
	})
})

describe('opting out', () => {
	it('stops the reminder, and a later request to the address needs the owner to confirm it', async () => {
		await ask()
		const { optOut } = linksOf((await deliver(1))[0]!.text ?? '')
		const page = () =>
			settle(() =>
				optOutRoute.loader({
					request: new Request(`http://localhost/review/opt-out/${optOut}`),
					params: { token: optOut },
					context: testContext(),
				} as never),
			)
		// Opening the link changes nothing (mail scanners open links).
		expect(await page()).toMatchObject({ status: 200, body: { state: 'open' } })
		expect((await database.db.select().from(reviewRequests))[0]!.optedOutAt).toBeNull()

		const optOutPost = () =>
			settle(() =>
				optOutRoute.action({
					request: formPost(`/review/opt-out/${optOut}`, {}),
					params: { token: optOut },
					context: testContext(),
				} as never),
			)
		expect(await optOutPost()).toMatchObject({ status: 200, body: { result: 'opted-out' } })
		expect(await optOutPost()).toMatchObject({ status: 200, body: { result: 'already' } })
		expect(await page()).toMatchObject({ body: { state: 'opted-out' } })
		expect(
			await settle(() =>
				optOutRoute.action({ request: formPost('/review/opt-out/x', {}), params: { token: 'x' }, context: testContext() } as never),
			),
		).toMatchObject({ status: 404 })
		expect((await timeline()).map((event) => event.kind)).toEqual(['review_request', 'review_opt_out'])
		expect(await enquiryView()).toMatchObject({ reviewRequest: { state: 'opted-out', canAsk: false } })

		expect(await sendDueReminders(new Date(Date.now() + 8 * DAY))).toEqual({ reminded: 0 })

		// The same address (written differently) on a later Won enquiry: the owner sees the opt-out.
		const later = await newEnquiry('Tom@Example.com ')
		expect(await enquiryView(later)).toMatchObject({
			reviewRequest: { state: null, canAsk: true, optedOutElsewhere: { href: `/admin/enquiries/${enquiryId}` } },
		})
		expect(await ask({}, { id: later })).toMatchObject({ status: 409, body: { formError: expect.stringMatching(/opted out/) } })
		expect(await database.db.select().from(emailOutbox)).toHaveLength(1)
		expect(await ask({ confirm_opted_out: 'on' }, { id: later })).toMatchObject({ status: 302 })
		// Asked on the owner's word, but the address's opt-out still stops the reminder.
		expect(await sendDueReminders(new Date(Date.now() + 8 * DAY))).toEqual({ reminded: 0 })
	})
})

describe('a public reply', () => {
	it('is saved from the Reviews tab, moves the content version, and shows beneath the review as text', async () => {
		const [review] = await database.db
			.insert(reviews)
			.values({ reviewerName: 'Ann B.', body: 'Tidy work.', rating: 5, isPublished: true, enquiryId })
			.returning()
		const version = async () => (await database.db.select({ version: contentVersion.version }).from(contentVersion))[0]?.version ?? 0
		const before = await version()
		const reply = 'Thank you, Ann! <script>alert(1)</script> & see you soon.'
		const fields = {
			intent: 'update',
			id: review!.id,
			reviewer_name: 'Ann B.',
			body: 'Tidy work.',
			rating: '5',
			is_published: 'on',
			reply,
			created_at: '2026-11-01T10:00',
			updated_at: '2026-11-01T10:00',
		}
		const save = (cookie: string | null) =>
			settle(() =>
				adminReviews.action({ request: formPost('/admin/reviews', fields, cookie), params: {}, context: testContext() } as never),
			)
		expect((await save(otherCookie)).status).toBe(403)
		expect((await save(admin.cookie)).status).toBe(302)
		const [saved] = await database.db.select().from(reviews).where(eq(reviews.id, review!.id))
		expect(saved).toMatchObject({ reply, repliedAt: expect.any(Date) })
		expect(await version()).toBeGreaterThan(before)

		const page = (await reviewsPage.loader({
			request: new Request('http://localhost/reviews'),
			params: {},
			context: testContext(),
		} as never)) as Extract<Awaited<ReturnType<typeof reviewsPage.loader>>, { status: 'ok' }>
		expect(page.reviews[0]).toMatchObject({ reviewerName: 'Ann B.', verified: true, reply })
		// Rendered under the root route's data (the business name the reply is signed with), as on the site.
		const Page = createRoutesStub([{ id: 'root', path: '/', Component: () => <ReviewList copy={reviewsCopy} reviews={page.reviews} /> }])
		const settingsData = { ...fallbackPublicSettings, businessName: 'Westway Home Services' }
		const html = renderToStaticMarkup(
			<Page hydrationData={{ loaderData: { root: { settings: settingsData, siteUrl: 'https://www.example.test' } } }} />,
		)
		expect(html).toContain('Thank you, Ann! &lt;script&gt;alert(1)&lt;/script&gt; &amp; see you soon.')
		expect(html).not.toContain('<script>')
		expect(html).toContain('Verified customer')
		expect(html).toContain('Reply from Westway Home Services')
	})
})
