import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { newToken, signUpForNewsletter } from '#app/.server/data/newsletter.ts'
import { emailOutbox, newsletterSubscribers, rateLimitBuckets } from '#app/.server/db/schema/index.ts'
import { logger } from '#app/.server/logger.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action, loader } from './newsletter-confirm.tsx'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(newsletterSubscribers)
	await database.db.delete(rateLimitBuckets)
})

async function pending(email: string) {
	const result = await signUpForNewsletter({ email, clientIp: '203.0.113.7', log: logger })
	if (result.status !== 'confirmation-queued') throw new Error(result.status)
	return result.confirmToken
}

const args = (confirmToken: string, method = 'GET') =>
	({
		request: new Request(`https://www.example.test/newsletter/confirm/${confirmToken}`, { method }),
		params: { confirmToken },
		context: testContext(),
	}) as never

/** What a loader or action answered: its data and status (200 when it returned plain data). */
async function answer(run: Promise<unknown>) {
	const result = (await run) as { type?: string; data?: unknown; init?: ResponseInit | null }
	return result?.type === 'DataWithResponseInit' ? { data: result.data, status: result.init?.status ?? 200 } : { data: result, status: 200 }
}

const confirmedAt = async (email: string) =>
	(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.confirmedAt

describe('/newsletter/confirm/:confirmToken', () => {
	it('shows a pending sign-up without confirming it: only the POST confirms', async () => {
		const token = await pending('jo@example.com')
		for (let visit = 0; visit < 3; visit++) {
			expect(await answer(loader(args(token)))).toEqual({ data: { state: 'pending', email: 'jo@example.com' }, status: 200 })
		}
		expect(await confirmedAt('jo@example.com')).toBeNull()

		expect(await answer(action(args(token, 'POST')))).toEqual({ data: { result: 'confirmed' }, status: 200 })
		expect(await confirmedAt('jo@example.com')).toBeInstanceOf(Date)
		expect(await answer(loader(args(token)))).toEqual({ data: { state: 'confirmed', email: 'jo@example.com' }, status: 200 })
		expect(await answer(action(args(token, 'POST')))).toEqual({ data: { result: 'already-confirmed' }, status: 200 })
	})

	it('answers an expired link 410 and an unknown one 404, each with its own state, changing nothing', async () => {
		const token = await pending('late@example.com')
		await database.db.update(newsletterSubscribers).set({ confirmRequestedAt: sql`now() - interval '49 hours'` })
		expect(await answer(loader(args(token)))).toEqual({ data: { state: 'expired', email: '' }, status: 410 })
		expect(await answer(action(args(token, 'POST')))).toEqual({ data: { result: 'expired' }, status: 410 })
		expect(await confirmedAt('late@example.com')).toBeNull()

		for (const unknown of [newToken(), 'not-a-token', '%00']) {
			expect(await answer(loader(args(unknown)))).toEqual({ data: { state: 'unknown', email: '' }, status: 404 })
			expect(await answer(action(args(unknown, 'POST')))).toEqual({ data: { result: 'not-found' }, status: 404 })
		}
	})

	it('says so (503) when the confirmation cannot be stored', async () => {
		const token = await pending('kept@example.com')
		await database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_away`)
		try {
			expect(await answer(action(args(token, 'POST')))).toEqual({ data: { result: 'failed' }, status: 503 })
		} finally {
			await database.db.execute(sql`alter table newsletter_away rename to newsletter_subscribers`)
		}
		expect(await confirmedAt('kept@example.com')).toBeNull()
	})
})
