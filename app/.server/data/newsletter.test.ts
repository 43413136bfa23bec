import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts'

import { openDatabase } from '../db/index.ts'
import { runMigrations } from '../db/migrate.ts'
import { emailOutbox, newsletterSubscribers, rateLimitBuckets } from '../db/schema/index.ts'
import { createSmtpSender } from '../email/mailer.ts'
import { processDueEmails } from '../email/outbox.ts'
import { logger } from '../logger.ts'
import {
	confirmSubscription,
	confirmTokenHash,
	confirmUrl,
	findConfirmation,
	findSubscriberByToken,
	isWellFormedToken,
	newToken,
	purgeExpiredSignUps,
	signUpForNewsletter,
	unsubscribeByToken,
	unsubscribeUrl,
} from './newsletter.ts'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(newsletterSubscribers)
	await database.db.delete(rateLimitBuckets)
})

let ipCounter = 0
/** A sign-up from its own address unless one is given. */
const signUp = (email: string, { clientIp = `198.51.100.${++ipCounter % 250}`, sourcePage = '/blog' } = {}) =>
	signUpForNewsletter({ email, sourcePage, clientIp, log: logger })

/** A sign-up that must have queued its confirmation; its token. */
async function pendingToken(email: string, options?: Parameters<typeof signUp>[1]) {
	const result = await signUp(email, options)
	if (result.status !== 'confirmation-queued') throw new Error(`Expected a confirmation mail, got ${result.status}`)
	return result.confirmToken
}

async function subscribed(email: string) {
	const token = await pendingToken(email)
	expect(await confirmSubscription(token)).toBe('confirmed')
	return token
}

const rowFor = async (email: string) => {
	const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
	expect(rows.length).toBeLessThanOrEqual(1)
	return rows[0]
}
const mails = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt)
/** Moves the latest confirmation request of `email` `hours` into the past. */
const age = (email: string, hours: number) =>
	database.db
		.update(newsletterSubscribers)
		.set({ confirmRequestedAt: sql`now() - make_interval(hours => ${hours})` })
		.where(eq(newsletterSubscribers.email, email))
const linkIn = (text: string) => text.match(/https?:\/\/\S+\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/)?.[1]

describe(`newsletter double opt-in (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('stores a sign-up unconfirmed, with only the hash of its token, and queues one confirmation mail', async () => {
		const token = await pendingToken('  Jo.Bloggs@Example.COM ')
		const row = await rowFor('jo.bloggs@example.com')
		expect(row).toMatchObject({ sourcePage: '/blog', confirmedAt: null, unsubscribedAt: null, confirmTokenHash: confirmTokenHash(token) })
		expect(JSON.stringify(row)).not.toContain(token)
		expect(row!.confirmRequestedAt).toBeInstanceOf(Date)

		const queued = await mails()
		expect(queued).toHaveLength(1)
		expect(queued[0]).toMatchObject({ kind: 'newsletter-confirmation', toAddress: 'jo.bloggs@example.com', enquiryId: null, status: 'pending' })
		expect(linkIn(queued[0]!.textBody)).toBe(token)
		expect(await findConfirmation(token)).toEqual({ email: 'jo.bloggs@example.com', state: 'pending' })
	})

	it('sends the confirmation over SMTP: fixed text and the link, which confirms once it is followed', async () => {
		const smtp: TestSmtpServer = await startSmtpServer()
		const sender = createSmtpSender({ smtpUrl: smtp.url, from: 'Westway <no-reply@westway.test>', messageIdDomain: 'westway.test' })
		try {
			await signUp('reader+news@example.com', { sourcePage: '/blog?category=heating-systems' })
			expect(await processDueEmails(database.db, sender)).toEqual({ sent: 1, retrying: 0, failed: 0 })
			const [mail] = await smtp.waitFor(1)
			expect(mail!.to).toMatchObject({ text: 'reader+news@example.com' })
			expect(mail!.subject).toMatch(/^Please confirm your subscription – /)
			const token = linkIn(mail!.text ?? '')!
			expect(mail!.text).toContain(confirmUrl('https://www.example.test', token))
			expect(mail!.html).toContain(`href="${confirmUrl('https://www.example.test', token)}"`)
			expect(mail!.text).toContain('The link works for 48 hours. Until you confirm, we will not send you anything else.')
			// Nothing the sign-up carried but the address it went to: no page, no query.
			expect(`${mail!.text}${mail!.html}`).not.toMatch(/heating|category|reader\+news/)

			expect(await confirmSubscription(token)).toBe('confirmed')
			const row = await rowFor('reader+news@example.com')
			expect(row!.confirmedAt).toBeInstanceOf(Date)
			expect(row!.unsubscribedAt).toBeNull()
			expect(await findConfirmation(token)).toEqual({ email: 'reader+news@example.com', state: 'confirmed' })
			expect(await confirmSubscription(token)).toBe('already-confirmed')
			expect((await rowFor('reader+news@example.com'))!.confirmedAt).toEqual(row!.confirmedAt)
			expect(smtp.messages).toHaveLength(1)
		} finally {
			sender.close()
			await smtp.close()
		}
	})

	it('sends a confirmed subscriber nothing and changes nothing when they sign up again', async () => {
		await subscribed('twice@example.com')
		const before = await rowFor('twice@example.com')
		expect(await signUp('TWICE@example.com')).toEqual({ status: 'already-subscribed' })
		expect(await rowFor('twice@example.com')).toEqual(before)
		expect((await mails()).map((mail) => mail.kind)).toEqual(['newsletter-confirmation'])
	})

	it('re-sends to a pending address with a new link that replaces the old one, within the per-address limit', async () => {
		const first = await pendingToken('again@example.com')
		const second = await pendingToken('again@example.com')
		expect(second).not.toBe(first)
		expect(await findConfirmation(first)).toBeNull()
		expect(await confirmSubscription(first)).toBe('not-found')
		await pendingToken('again@example.com')
		// The fourth in a day is refused: no new link, no mail.
		const refused = await signUp('again@example.com')
		expect(refused).toMatchObject({ status: 'rate-limited' })
		expect(refused.status === 'rate-limited' && refused.retryAfterSeconds).toBeGreaterThan(23 * 3600)
		expect(await mails()).toHaveLength(3)
		expect(await database.db.$count(newsletterSubscribers)).toBe(1)
	})

	it('counts user+tag@, other cases and Gmail dots as one mailbox for the per-address limit', async () => {
		for (const email of ['jo+1@example.com', 'JO+2@Example.com', 'jo@example.com']) await pendingToken(email)
		expect(await signUp('jo+4@example.com')).toMatchObject({ status: 'rate-limited' })
		expect(await signUp('jo+5@EXAMPLE.COM')).toMatchObject({ status: 'rate-limited' })
		expect(await signUp('ann@example.com')).toMatchObject({ status: 'confirmation-queued' })

		for (const email of ['j.bloggs@gmail.com', 'jbloggs+x@googlemail.com', 'J.B.L.O.G.G.S@gmail.com']) await pendingToken(email)
		expect(await signUp('jb.loggs+y@gmail.com')).toMatchObject({ status: 'rate-limited' })
		expect((await mails()).map((mail) => mail.toAddress).filter((to) => to !== 'ann@example.com')).toHaveLength(6)
	})

	it('limits sign-ups per IP address, whatever the addresses', async () => {
		for (let index = 0; index < 10; index++) await pendingToken(`visitor${index}@example.com`, { clientIp: '192.0.2.50' })
		expect(await signUp('visitor10@example.com', { clientIp: '192.0.2.50' })).toMatchObject({ status: 'rate-limited' })
		expect(await rowFor('visitor10@example.com')).toBeUndefined()
		expect(await signUp('visitor10@example.com', { clientIp: '192.0.2.51' })).toMatchObject({ status: 'confirmation-queued' })
		expect(await mails()).toHaveLength(11)
	})

	it('stores one row when the same address arrives several times at once, and sends at most the limit', async () => {
		const results = await Promise.all(Array.from({ length: 5 }, () => signUp('eager@example.com')))
		expect(results.filter((result) => result.status === 'confirmation-queued')).toHaveLength(3)
		expect(results.filter((result) => result.status === 'rate-limited')).toHaveLength(2)
		expect(await database.db.$count(newsletterSubscribers)).toBe(1)
		expect(await mails()).toHaveLength(3)
		// Exactly one of the links works: the latest.
		const states = await Promise.all(results.map((result) => (result.status === 'confirmation-queued' ? findConfirmation(result.confirmToken) : null)))
		expect(states.filter((state) => state?.state === 'pending')).toHaveLength(1)
	})

	it('refuses an expired link, then the purge deletes the never-confirmed sign-up', async () => {
		const expired = await pendingToken('late@example.com')
		const fresh = await pendingToken('fresh@example.com')
		const kept = await subscribed('kept@example.com')
		await age('late@example.com', 49)
		await age('kept@example.com', 49)
		await age('fresh@example.com', 47)

		expect(await findConfirmation(expired)).toEqual({ email: 'late@example.com', state: 'expired' })
		expect(await confirmSubscription(expired)).toBe('expired')
		expect((await rowFor('late@example.com'))!.confirmedAt).toBeNull()

		expect(await purgeExpiredSignUps()).toBe(1)
		expect(await rowFor('late@example.com')).toBeUndefined()
		expect(await findConfirmation(expired)).toBeNull()
		// A confirmed subscriber stays, only their used link is forgotten; a sign-up still in time stays pending.
		expect(await rowFor('kept@example.com')).toMatchObject({ confirmTokenHash: null, confirmRequestedAt: null, unsubscribedAt: null })
		expect(await findConfirmation(kept)).toBeNull()
		expect(await findConfirmation(fresh)).toEqual({ email: 'fresh@example.com', state: 'pending' })
		expect(await purgeExpiredSignUps()).toBe(0)
	})

	it('lets a purge run on several instances at once: each expired sign-up is deleted once, nothing else', async () => {
		for (let index = 0; index < 6; index++) {
			await pendingToken(`old${index}@example.com`)
			await age(`old${index}@example.com`, 50)
		}
		await pendingToken('new@example.com')
		const counts = await Promise.all([purgeExpiredSignUps(), purgeExpiredSignUps(), purgeExpiredSignUps()])
		expect(counts.reduce((total, count) => total + count, 0)).toBe(6)
		expect((await database.db.select().from(newsletterSubscribers)).map((row) => row.email)).toEqual(['new@example.com'])
	})

	it('keeps a former subscriber unsubscribed until they confirm again, with the same unsubscribe link', async () => {
		await subscribed('returning@example.com')
		const { unsubscribeToken } = (await rowFor('returning@example.com'))!
		expect(await unsubscribeByToken(unsubscribeToken)).toBe('unsubscribed')

		const again = await pendingToken('returning@example.com')
		expect(await rowFor('returning@example.com')).toMatchObject({ unsubscribedAt: expect.any(Date) })
		expect(await findConfirmation(again)).toEqual({ email: 'returning@example.com', state: 'pending' })
		expect(await confirmSubscription(again)).toBe('confirmed')
		expect(await rowFor('returning@example.com')).toMatchObject({ unsubscribedAt: null, unsubscribeToken })

		// Left unconfirmed, a former subscriber's new request expires and is forgotten, and the row stays.
		await unsubscribeByToken(unsubscribeToken)
		await pendingToken('returning@example.com')
		await age('returning@example.com', 49)
		expect(await purgeExpiredSignUps()).toBe(0)
		expect(await rowFor('returning@example.com')).toMatchObject({ unsubscribedAt: expect.any(Date), confirmTokenHash: null })
	})

	it('makes a used confirmation link useless once its subscriber unsubscribes', async () => {
		const token = await subscribed('leaving@example.com')
		await unsubscribeByToken((await rowFor('leaving@example.com'))!.unsubscribeToken)
		expect(await findConfirmation(token)).toBeNull()
		expect(await confirmSubscription(token)).toBe('not-found')
		expect((await rowFor('leaving@example.com'))!.unsubscribedAt).toBeInstanceOf(Date)
	})

	it('knows nothing of unknown or malformed confirmation tokens', async () => {
		await pendingToken('stays@example.com')
		for (const token of [newToken(), '', 'short', "' or 1=1 --", 'a'.repeat(44), `${'a'.repeat(42)}=`]) {
			expect(await findConfirmation(token), token).toBeNull()
			expect(await confirmSubscription(token), token).toBe('not-found')
		}
		expect((await rowFor('stays@example.com'))!.confirmedAt).toBeNull()
	})

	it('gives every sign-up different, long, URL-safe tokens', async () => {
		const tokens = await Promise.all(Array.from({ length: 10 }, (_, index) => pendingToken(`reader${index}@example.com`)))
		const rows = await database.db.select().from(newsletterSubscribers)
		const all = [...tokens, ...rows.map((row) => row.unsubscribeToken)]
		expect(new Set(all).size).toBe(20)
		for (const token of all) {
			expect(isWellFormedToken(token)).toBe(true)
			expect(Buffer.from(token, 'base64url')).toHaveLength(32)
		}
	})
})

describe(`unsubscribing (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('unsubscribes by token, once, and leaves other subscribers alone', async () => {
		await subscribed('leaving@example.com')
		await subscribed('staying@example.com')
		const { unsubscribeToken } = (await rowFor('leaving@example.com'))!
		expect(await findSubscriberByToken(unsubscribeToken)).toEqual({ email: 'leaving@example.com', unsubscribedAt: null })

		expect(await unsubscribeByToken(unsubscribeToken)).toBe('unsubscribed')
		const found = await findSubscriberByToken(unsubscribeToken)
		expect(found?.unsubscribedAt).toBeInstanceOf(Date)
		expect(await unsubscribeByToken(unsubscribeToken)).toBe('already-unsubscribed')
		expect((await rowFor('leaving@example.com'))!.unsubscribedAt).toEqual(found!.unsubscribedAt)
		expect((await rowFor('staying@example.com'))!.unsubscribedAt).toBeNull()
	})

	it('knows nothing of unknown or malformed unsubscribe tokens', async () => {
		await subscribed('stays@example.com')
		for (const token of [newToken(), '', 'short', "' or 1=1 --", 'a'.repeat(44)]) {
			expect(await findSubscriberByToken(token), token).toBeNull()
			expect(await unsubscribeByToken(token), token).toBe('not-found')
		}
		expect((await rowFor('stays@example.com'))!.unsubscribedAt).toBeNull()
	})
})

describe('newsletter links', () => {
	it('are absolute, from the site URL and the token', () => {
		expect(unsubscribeUrl('https://www.example.test', 'abc_DEF-123')).toBe('https://www.example.test/newsletter/unsubscribe/abc_DEF-123')
		expect(unsubscribeUrl('https://www.example.test/', 'abc')).toBe('https://www.example.test/newsletter/unsubscribe/abc')
		expect(confirmUrl('https://www.example.test/', 'abc_DEF-123')).toBe('https://www.example.test/newsletter/confirm/abc_DEF-123')
	})
})

describe('migration 0010', () => {
	const folder = path.resolve('drizzle')
	let partial: string | null = null
	afterEach(() => {
		if (partial) rmSync(partial, { recursive: true, force: true })
		partial = null
	})

	// On an embedded database of its own whatever the run uses (the SQL is the same), migrated from nothing: slow on a busy machine.
	it('counts everyone who subscribed before double opt-in as confirmed', { timeout: 180_000 }, async () => {
		// The migrations up to 0009, then a subscriber, then the rest.
		partial = mkdtempSync(path.join(tmpdir(), 'migrations-'))
		cpSync(folder, partial, { recursive: true })
		const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
		const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0010_'))
		writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }))

		const handle = await openDatabase({ kind: 'pglite-memory' })
		try {
			await runMigrations(handle, partial)
			await handle.db.execute(
				sql`insert into newsletter_subscribers (email, unsubscribe_token, subscribed_at) values ('early@example.com', ${newToken()}, now() - interval '30 days')`,
			)
			await runMigrations(handle, folder)
			const [row] = await handle.db.select().from(newsletterSubscribers)
			expect(row).toMatchObject({ email: 'early@example.com', confirmTokenHash: null, confirmRequestedAt: null })
			expect(row!.confirmedAt).toEqual(row!.subscribedAt)
		} finally {
			await handle.close()
		}
	})
})
