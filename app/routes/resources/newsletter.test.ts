import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { newsletterSubscribers } from '#app/.server/db/schema/index.ts'
import { honeypotField } from '#app/utils/honeypot.ts'
import { newsletterMessages } from '#app/utils/newsletter-schema.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action } from './newsletter.ts'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(newsletterSubscribers)
})

/** A post as the box's background request (JavaScript on) or as a plain browser form post. */
async function post(fields: Record<string, string>, { document = false } = {}) {
	const request = new Request('http://localhost/newsletter', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			...(document ? { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } : { Accept: '*/*' }),
		},
	})
	try {
		return await action({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		return thrown
	}
}

const asData = (result: unknown) => result as { data: any; init: ResponseInit | null }
const stored = () => database.db.select().from(newsletterSubscribers)

describe('POST /newsletter', () => {
	it('subscribes in the background: the success message, one row however often', async () => {
		expect(await post({ email: ' Jo@Example.com ', returnTo: '/blog' })).toEqual({ status: 'success', message: newsletterMessages.success })
		expect(await post({ email: 'jo@example.com', returnTo: '/blog' })).toEqual({ status: 'success', message: newsletterMessages.success })
		expect(await stored()).toMatchObject([{ email: 'jo@example.com', sourcePage: '/blog' }])
	})

	it('refuses a bad address with 400 and the message, refilling the form', async () => {
		const result = asData(await post({ email: 'jo@example', returnTo: '/blog' }))
		expect(result.init?.status).toBe(400)
		expect(result.data).toMatchObject({ status: 'error', formError: newsletterMessages.invalid, values: { email: 'jo@example' } })
		expect(asData(await post({ email: '  ' })).data.formError).toBe(newsletterMessages.required)
		expect(await stored()).toHaveLength(0)
	})

	it('without JavaScript, goes back to the page it came from with the outcome (303), never elsewhere', async () => {
		const ok = (await post({ email: 'ann@example.com', returnTo: '/blog?category=heating-systems' }, { document: true })) as Response
		expect(ok.status).toBe(303)
		expect(ok.headers.get('Location')).toBe('/blog?category=heating-systems&newsletter=subscribed#newsletter')
		const bad = (await post({ email: 'nope', returnTo: '//evil.example/x' }, { document: true })) as Response
		expect(bad.headers.get('Location')).toBe('/blog?newsletter=invalid#newsletter')
		expect(await stored()).toMatchObject([{ email: 'ann@example.com', sourcePage: '/blog' }])
	})

	it('answers a filled honeypot like a success and stores nothing', async () => {
		expect(await post({ email: 'bot@example.com', [honeypotField]: 'https://spam.example' })).toMatchObject({ status: 'success' })
		expect(await stored()).toHaveLength(0)
	})

	it('says so (503), keeping the address, when the subscription cannot be stored', async () => {
		await database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_away`)
		try {
			const result = asData(await post({ email: 'kept@example.com', returnTo: '/blog' }))
			expect(result.init?.status).toBe(503)
			expect(result.data).toMatchObject({ formError: newsletterMessages.failed, values: { email: 'kept@example.com' } })
		} finally {
			await database.db.execute(sql`alter table newsletter_away rename to newsletter_subscribers`)
		}
	})
})
