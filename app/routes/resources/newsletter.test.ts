import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { emailOutbox, newsletterSubscribers, rateLimitBuckets } from '#app/.server/db/schema/index.ts'
import { newsletterMessages } from '#app/domain/newsletter/schema.ts'
import { honeypotField } from '#app/utils/honeypot.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action } from './newsletter.ts'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(newsletterSubscribers)
	await database.db.delete(rateLimitBuckets)
})

/** A post as the box's background request (JavaScript on) or as a plain browser form post. */
async function post(fields: Record<string, string>, { document = false, clientIp = '203.0.113.1' } = {}) {
	const request = new Request('http://localhost/newsletter', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			...(document ? { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } : { Accept: '*/*' }),
		},
	})
	try {
		return await action({ request, params: {}, context: testContext({ clientIp }) } as never)
	} catch (thrown) {
		return thrown
	}
}

const asData = (result: unknown) => result as { data: any; init: ResponseInit | null }
const stored = () => database.db.select().from(newsletterSubscribers)
const queued = () => database.db.select().from(emailOutbox)

describe('POST /newsletter', () => {
	it('signs up in the background: asks to check the inbox, one unconfirmed row and its confirmation mail', async () => {
		expect(await post({ email: ' Jo@Example.com ', returnTo: '/blog' })).toEqual({ status: 'success', message: newsletterMessages.success })
		expect(newsletterMessages.success).toMatch(/check your inbox.*confirm/)
		expect(await post({ email: 'jo@example.com', returnTo: '/blog' })).toEqual({ status: 'success', message: newsletterMessages.success })
		expect(await stored()).toMatchObject([{ email: 'jo@example.com', sourcePage: '/blog', confirmedAt: null }])
		expect((await queued()).map((mail) => [mail.kind, mail.toAddress])).toEqual([
			['newsletter-confirmation', 'jo@example.com'],
			['newsletter-confirmation', 'jo@example.com'],
		])
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
		expect(ok.headers.get('Location')).toBe('/blog?category=heating-systems&newsletter=check-inbox#newsletter')
		const bad = (await post({ email: 'nope', returnTo: '//evil.example/x' }, { document: true })) as Response
		expect(bad.headers.get('Location')).toBe('/blog?newsletter=invalid#newsletter')
		expect(await stored()).toMatchObject([{ email: 'ann@example.com', sourcePage: '/blog' }])
	})

	it('goes back only to a path of this site, by the one path rule', async () => {
		for (const returnTo of [
			'/.//evil.example',
			'/%2e//evil.example',
			'/\\evil.example',
			'/%5Cevil.example',
			'https://evil.example/',
			'//evil.example',
		]) {
			const answer = (await post({ email: 'nope', returnTo }, { document: true })) as Response
			expect(answer.status, returnTo).toBe(303)
			expect(answer.headers.get('Location'), returnTo).toBe('/blog?newsletter=invalid#newsletter')
		}
		const dotted = (await post({ email: 'nope', returnTo: '/blog/./../about' }, { document: true })) as Response
		expect(dotted.headers.get('Location')).toBe('/about?newsletter=invalid#newsletter')
	})

	it('limits sign-ups per address (user+tag@ is user@) and per IP: 429 with Retry-After, nothing sent', async () => {
		for (const email of ['sam@example.com', 'sam+a@example.com', 'SAM+b@example.com']) {
			expect(await post({ email, returnTo: '/blog' }, { clientIp: `192.0.2.${email.length}` })).toMatchObject({ status: 'success' })
		}
		const limited = asData(await post({ email: 'sam+c@example.com', returnTo: '/blog' }, { clientIp: '192.0.2.99' }))
		expect(limited.init?.status).toBe(429)
		expect(Number(new Headers(limited.init?.headers).get('Retry-After'))).toBeGreaterThan(0)
		expect(limited.data).toMatchObject({ formError: newsletterMessages.limited, values: { email: 'sam+c@example.com' } })
		const document = (await post({ email: 'sam+d@example.com', returnTo: '/blog' }, { document: true, clientIp: '192.0.2.98' })) as Response
		expect(document.headers.get('Location')).toBe('/blog?newsletter=limited#newsletter')
		expect(await queued()).toHaveLength(3)

		for (let index = 0; index < 10; index++) {
			expect(await post({ email: `reader${index}@example.com` }, { clientIp: '192.0.2.200' })).toMatchObject({ status: 'success' })
		}
		expect(asData(await post({ email: 'reader10@example.com' }, { clientIp: '192.0.2.200' })).init?.status).toBe(429)
		expect(await queued()).toHaveLength(13)
	})

	it('answers a filled honeypot like a success and stores nothing', async () => {
		expect(await post({ email: 'bot@example.com', [honeypotField]: 'https://spam.example' })).toMatchObject({ status: 'success' })
		expect(await stored()).toHaveLength(0)
		expect(await queued()).toHaveLength(0)
	})

	it('says so (503), keeping the address, when the sign-up cannot be stored', async () => {
		await database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_away`)
		try {
			const result = asData(await post({ email: 'kept@example.com', returnTo: '/blog' }))
			expect(result.init?.status).toBe(503)
			expect(result.data).toMatchObject({ formError: newsletterMessages.failed, values: { email: 'kept@example.com' } })
		} finally {
			await database.db.execute(sql`alter table newsletter_away rename to newsletter_subscribers`)
		}
		expect(await queued()).toHaveLength(0)
	})
})
