import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { newsletterSubscribers } from '../db/schema/index.ts'
import {
	findSubscriberByToken,
	isWellFormedToken,
	newUnsubscribeToken,
	subscribeToNewsletter,
	unsubscribeByToken,
	unsubscribeUrl,
} from './newsletter.ts'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(newsletterSubscribers)
})

const rowsFor = (email: string) =>
	database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))

describe(`newsletter subscriptions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('stores a new subscriber trimmed and lower-case, with the page it came from', async () => {
		const subscription = await subscribeToNewsletter({ email: '  Jo.Bloggs@Example.COM ', sourcePage: '/blog' })
		expect(subscription.email).toBe('jo.bloggs@example.com')
		const rows = await rowsFor('jo.bloggs@example.com')
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			email: 'jo.bloggs@example.com',
			sourcePage: '/blog',
			unsubscribedAt: null,
			unsubscribeToken: subscription.unsubscribeToken,
		})
		expect(rows[0]!.subscribedAt).toBeInstanceOf(Date)
	})

	it('treats subscribing twice as success and adds no second row', async () => {
		const first = await subscribeToNewsletter({ email: 'twice@example.com', sourcePage: '/blog' })
		const [before] = await rowsFor('twice@example.com')
		const second = await subscribeToNewsletter({ email: 'TWICE@example.com', sourcePage: '/blog' })
		expect(second).toEqual(first)
		const after = await rowsFor('twice@example.com')
		expect(after).toHaveLength(1)
		expect(after[0]!.subscribedAt).toEqual(before!.subscribedAt)
		expect(after[0]!.unsubscribedAt).toBeNull()
		expect(await database.db.$count(newsletterSubscribers)).toBe(1)
	})

	it('adds one row when the same address arrives several times at once', async () => {
		const results = await Promise.all(
			Array.from({ length: 5 }, () => subscribeToNewsletter({ email: 'eager@example.com', sourcePage: '/blog' })),
		)
		expect(new Set(results.map((result) => result.unsubscribeToken)).size).toBe(1)
		expect(await rowsFor('eager@example.com')).toHaveLength(1)
	})

	it('re-subscribes a former subscriber, keeping the same token', async () => {
		const first = await subscribeToNewsletter({ email: 'returning@example.com' })
		expect(await unsubscribeByToken(first.unsubscribeToken)).toBe('unsubscribed')
		const [unsubscribed] = await rowsFor('returning@example.com')
		expect(unsubscribed!.unsubscribedAt).toBeInstanceOf(Date)

		const again = await subscribeToNewsletter({ email: 'returning@example.com' })
		expect(again.unsubscribeToken).toBe(first.unsubscribeToken)
		const rows = await rowsFor('returning@example.com')
		expect(rows).toHaveLength(1)
		expect(rows[0]!.unsubscribedAt).toBeNull()
		expect(rows[0]!.subscribedAt.getTime()).toBeGreaterThanOrEqual(unsubscribed!.subscribedAt.getTime())
	})

	it('gives every subscriber a different, long, URL-safe token', async () => {
		const tokens = await Promise.all(
			Array.from({ length: 25 }, (_, index) => subscribeToNewsletter({ email: `reader${index}@example.com` })),
		).then((subscriptions) => subscriptions.map((subscription) => subscription.unsubscribeToken))
		expect(new Set(tokens).size).toBe(tokens.length)
		for (const token of tokens) {
			expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
			expect(Buffer.from(token, 'base64url')).toHaveLength(32)
			expect(isWellFormedToken(token)).toBe(true)
		}
	})

	it('unsubscribes by token, once', async () => {
		const { unsubscribeToken } = await subscribeToNewsletter({ email: 'leaving@example.com' })
		expect(await findSubscriberByToken(unsubscribeToken)).toEqual({ email: 'leaving@example.com', unsubscribedAt: null })

		expect(await unsubscribeByToken(unsubscribeToken)).toBe('unsubscribed')
		const found = await findSubscriberByToken(unsubscribeToken)
		expect(found?.unsubscribedAt).toBeInstanceOf(Date)

		expect(await unsubscribeByToken(unsubscribeToken)).toBe('already-unsubscribed')
		const [row] = await rowsFor('leaving@example.com')
		expect(row!.unsubscribedAt).toEqual(found!.unsubscribedAt)
	})

	it('leaves other subscribers alone when one unsubscribes', async () => {
		const leaving = await subscribeToNewsletter({ email: 'one@example.com' })
		await subscribeToNewsletter({ email: 'two@example.com' })
		await unsubscribeByToken(leaving.unsubscribeToken)
		const [other] = await rowsFor('two@example.com')
		expect(other!.unsubscribedAt).toBeNull()
	})

	it('knows nothing of unknown or malformed tokens', async () => {
		await subscribeToNewsletter({ email: 'stays@example.com' })
		for (const token of [newUnsubscribeToken(), '', 'short', "' or 1=1 --", 'a'.repeat(44), `${'a'.repeat(42)}=`]) {
			expect(await findSubscriberByToken(token), token).toBeNull()
			expect(await unsubscribeByToken(token), token).toBe('not-found')
		}
		const [row] = await rowsFor('stays@example.com')
		expect(row!.unsubscribedAt).toBeNull()
	})
})

describe('unsubscribe links', () => {
	it('builds an absolute link from the site URL and the token', () => {
		expect(unsubscribeUrl('https://www.example.test', 'abc_DEF-123')).toBe(
			'https://www.example.test/newsletter/unsubscribe/abc_DEF-123',
		)
		expect(unsubscribeUrl('https://www.example.test/', 'abc')).toBe('https://www.example.test/newsletter/unsubscribe/abc')
	})
})
