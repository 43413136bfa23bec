import { count } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { initialSettingsRow } from '#app/.server/data/settings.ts'
import { emailOutbox, enquiries, rateLimitBuckets, settings } from '#app/.server/db/schema/index.ts'
import { honeypotField } from '#app/utils/honeypot.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'
import { testContext } from '#tests/route-context.ts'

import { action as contactAction } from '../site/contact.tsx'
import { action as apiAction, handle as apiHandle, loader as apiLoader } from './api-enquiries.ts'

const database = testDatabaseForThisFile()
beforeAll(async () => {
	await database.db.insert(settings).values(initialSettingsRow())
})
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(enquiries)
	await database.db.delete(rateLimitBuckets)
})

const valid = {
	name: 'Priya Shah',
	phone: '020 7946 0000',
	email: 'priya@example.com',
	postcode: 'sw3 4aa',
	service: 'Bathroom Installation',
	message: '',
	consent: 'on',
}

let ip = 0
const args = (request: Request) => ({ request, params: {}, context: testContext({ clientIp: `192.0.2.${++ip % 250}` }) })

function api(body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }, method = 'POST') {
	const request = new Request('http://localhost/api/enquiries', { method, body, headers, duplex: 'half' } as RequestInit)
	return apiAction(args(request) as never) as Promise<Response>
}

/** The action's answer as { status, body } (form actions answer with `data()`). */
async function form(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
	const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
	const request = new Request('http://localhost/contact', {
		method: 'POST',
		body,
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
	})
	const result = (await contactAction(args(request) as never)) as unknown as
		{ data: any; init: ResponseInit | null } | { status: 'success' }
	// A success is plain data; a refusal is the form protocol's failure with its status.
	if (!('init' in result)) return { status: 200, body: result as any, headers: new Headers() }
	return { status: result.init?.status ?? 200, body: result.data, headers: new Headers(result.init?.headers) }
}

const storedCount = async () => (await database.db.select({ value: count() }).from(enquiries))[0]?.value

describe('POST /api/enquiries', () => {
	it('creates an enquiry: 201 with its id', async () => {
		const response = await api(JSON.stringify(valid))
		expect(response.status).toBe(201)
		const body = await response.json()
		expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(await storedCount()).toBe(1)
	})

	it('stores text with a NUL, other control characters or half a surrogate pair cleaned (PostgreSQL refuses U+0000)', async () => {
		const message = 'Leak under\u0000 the sink\u0007 \uD83D and tiles 😀\r\n\tthanks'
		const response = await api(JSON.stringify({ ...valid, name: 'Priya\u0000 Shah', message }))
		expect(response.status).toBe(201)
		const [stored] = await database.db.select().from(enquiries)
		expect(stored).toMatchObject({ name: 'Priya Shah', message: 'Leak under the sink  and tiles 😀\r\n\tthanks' })
	})

	it('answers 405 to GET', async () => {
		const response = (await apiLoader()) as Response
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
	})

	it.each([
		['form-encoded body', new URLSearchParams(valid).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
		['no content type', JSON.stringify(valid), {}, 415],
		['garbage JSON', '{"name": "Priya", ', { 'Content-Type': 'application/json' }, 400],
		['a JSON array', '[1,2,3]', { 'Content-Type': 'application/json' }, 400],
		['a JSON string', '"hello"', { 'Content-Type': 'application/json' }, 400],
		['JSON null', 'null', { 'Content-Type': 'application/json' }, 400],
		['an empty body', '', { 'Content-Type': 'application/json' }, 400],
		['an oversized body', JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }), { 'Content-Type': 'application/json' }, 413],
	])('refuses %s with a 4xx and a message', async (_name, body, headers, status) => {
		const response = await api(body, headers)
		expect(response.status).toBe(status)
		expect((await response.json()).error).toEqual(expect.any(String))
		expect(await storedCount()).toBe(0)
	})

	it('refuses a chunked body (no Content-Length) once it passes the limit, without reading the rest', async () => {
		let produced = 0
		const endless = new ReadableStream<Uint8Array>({
			pull(controller) {
				const chunk = new TextEncoder().encode(produced === 0 ? `{"message": "${'x'.repeat(1000)}` : 'x'.repeat(1024))
				produced += chunk.byteLength
				controller.enqueue(chunk)
			},
		})
		const response = await api(endless)
		expect(response.status).toBe(413)
		expect((await response.json()).error).toBe(apiHandle.bodyLimit.tooLarge)
		expect(produced).toBeLessThan(64 * 1024)
		expect(await storedCount()).toBe(0)
	})

	it('accepts a chunked body within the limit', async () => {
		const body = new TextEncoder().encode(JSON.stringify(valid))
		const chunked = new ReadableStream<Uint8Array>({
			start(controller) {
				for (let offset = 0; offset < body.length; offset += 16) controller.enqueue(body.slice(offset, offset + 16))
				controller.close()
			},
		})
		expect((await api(chunked)).status).toBe(201)
		expect(await storedCount()).toBe(1)
	})

	it(`stores an enquiry with a "${honeypotField}" field: the form's honeypot is not the API's`, async () => {
		const response = await api(JSON.stringify({ ...valid, [honeypotField]: 'https://partner.example' }))
		expect(response.status).toBe(201)
		expect(await storedCount()).toBe(1)
	})

	it('checks the consent first, with the spec message', async () => {
		const response = await api(JSON.stringify({ ...valid, consent: false, name: '' }))
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(body.error).toBe('Please accept our terms: You must agree to our privacy policy to submit the form.')
		expect(body.fieldErrors).toEqual({ consent: 'You must agree to our privacy policy to submit the form.' })
	})

	it.each(['name', 'phone', 'email', 'postcode', 'service'])('reports the missing field %s', async (field) => {
		const response = await api(JSON.stringify({ ...valid, [field]: '' }))
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(body.error).toBe('Missing information: Please fill in all required fields')
		expect(body.fieldErrors).toEqual({ [field]: 'This field is required.' })
	})

	it.each([
		['email', 'priya@'],
		['phone', '555-0100'],
		['postcode', 'NOT A CODE'],
		['service', 'Roofing'],
		['name', 'x'.repeat(101)],
		['message', 'x'.repeat(2001)],
		['name', { first: 'Priya' }],
	])('reports a malformed %s', async (field, value) => {
		const response = await api(JSON.stringify({ ...valid, [field]: value }))
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(Object.keys(body.fieldErrors)).toEqual([field])
		expect(await storedCount()).toBe(0)
	})

	it('answers 429 with Retry-After once the address has sent too many', async () => {
		for (let index = 0; index < 5; index++) expect((await api(JSON.stringify(valid))).status).toBe(201)
		const response = await api(JSON.stringify(valid))
		expect(response.status).toBe(429)
		expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect((await response.json()).retryAfterSeconds).toBeGreaterThan(0)
	})
})

describe('the /contact form action', () => {
	it('answers success and stores the enquiry', async () => {
		const result = await form(valid)
		expect(result).toMatchObject({ status: 200, body: { status: 'success' } })
		expect(await storedCount()).toBe(1)
	})

	it('answers success to a filled honeypot, storing nothing', async () => {
		const result = await form({ ...valid, [honeypotField]: 'http://spam.example' })
		expect(result).toMatchObject({ status: 200, body: { status: 'success' } })
		expect(await storedCount()).toBe(0)
	})

	it('checks the consent first and returns what was typed', async () => {
		const result = await form({ ...valid, consent: '' })
		expect(result.status).toBe(400)
		expect(result.body).toMatchObject({
			title: 'Please accept our terms',
			formError: 'You must agree to our privacy policy to submit the form.',
		})
		expect(result.body.values).toMatchObject({ name: 'Priya Shah', email: 'priya@example.com' })
	})

	it('then reports missing fields', async () => {
		const result = await form({ consent: 'on', name: 'Priya Shah' })
		expect(result.status).toBe(400)
		expect(result.body).toMatchObject({ title: 'Missing information', formError: 'Please fill in all required fields' })
		expect(Object.keys(result.body.fieldErrors).sort()).toEqual(['email', 'phone', 'postcode', 'service'])
	})

	it('stores a message with a NUL cleaned', async () => {
		const result = await form({ ...valid, message: 'Drip\u0000ping tap' })
		expect(result.status).toBe(200)
		const [stored] = await database.db.select().from(enquiries)
		expect(stored?.message).toBe('Dripping tap')
	})

	it('survives a body that is not a form (4xx, not 5xx)', async () => {
		const result = await form('{"not":"a form"}', { 'Content-Type': 'application/json' })
		expect(result.status).toBe(415)
		expect(await storedCount()).toBe(0)
	})

	it('answers the spec failure message with 503 when storage fails', async () => {
		const { sql } = await import('drizzle-orm')
		await database.db.execute(sql`alter table enquiries rename to enquiries_away`)
		try {
			const result = await form(valid)
			expect(result.status).toBe(503)
			expect(result.body).toMatchObject({
				title: 'Error sending enquiry',
				formError: 'There was a problem sending your enquiry. Please try calling us directly.',
				values: expect.objectContaining({ name: 'Priya Shah' }),
			})
		} finally {
			await database.db.execute(sql`alter table enquiries_away rename to enquiries`)
		}
	})
})

describe('the page an enquiry came from (a hidden field), by the one path rule', () => {
	const storedSource = async () => (await database.db.select({ sourcePage: enquiries.sourcePage }).from(enquiries))[0]?.sourcePage

	it('is stored normalised, and a path that is not one of this site is kept as unknown, the enquiry still accepted', async () => {
		for (const sourcePage of hostileAddresses) {
			// Ten enquiries from one address: past its limit, which is not what this is about.
			await database.db.delete(rateLimitBuckets)
			await database.db.delete(enquiries)
			expect((await api(JSON.stringify({ ...valid, sourcePage }))).status, sourcePage).toBe(201)
			expect(await storedSource(), `API ${sourcePage}`).toBeNull()
			await database.db.delete(enquiries)
			expect((await form({ ...valid, sourcePage })).status, sourcePage).toBe(200)
			expect(await storedSource(), `form ${sourcePage}`).toBeNull()
		}
		await database.db.delete(enquiries)
		expect((await form({ ...valid, sourcePage: '/services/./plumbing' })).status).toBe(200)
		expect(await storedSource()).toBe('/services/plumbing')
	})
})
