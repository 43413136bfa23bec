import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oversizedBodyLimit } from '#app/.server/body-limit.ts'
import { rankingImportLimit } from '#app/.server/data/local-seo/ranking-import.ts'
import { enquiries, enquiryPhotos } from '#app/.server/db/schema/index.ts'
import { ingestLimit } from '#app/.server/media/ingest.ts'
import { encodeLimit } from '#app/.server/media/variants.ts'
import { seedProjects } from '#app/.server/seed/data.ts'
import { seededProjectPictureKey } from '#app/.server/seed/index.ts'
import type { WorkLimit } from '#app/.server/work-limit.ts'
import { enquiryPhotoCopy, photoRefusalText } from '#app/domain/enquiry/photos.ts'
import { newsletterMessages } from '#app/domain/newsletter/schema.ts'
import { adminFormLimit, publicFormLimit } from '#app/utils/body-limit.ts'
import { accountCookie } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { rawRequest, type RawRequest } from '#tests/raw-http.ts'
import { startInProcessServer, startSeededServices, type InProcessServer } from '#tests/sweep/server.ts'

/**
 * The body limits of decision 0026 through the whole server stack (real HTTP,
 * the app built by Vite as in development): each route's own limit, for every
 * way a body comes (JSON, urlencoded, multipart, chunked, a declared length
 * over the cap), answered 413 in the form's own words; and the work limits
 * answering 503 with Retry-After when full.
 */

for (const name of ['SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'MEDIA_PUBLIC_URL']) delete process.env[name]

const database = testDatabaseForThisFile()
let server: InProcessServer
let services: Awaited<ReturnType<typeof startSeededServices>> | undefined
let adminCookie = ''

beforeAll(async () => {
	services = await startSeededServices('body-limit')
	adminCookie = await accountCookie('limits-admin@example.com', 'limits admin passphrase', '192.0.2.50')
	server = await startInProcessServer()
}, 240_000)

afterAll(async () => {
	await server?.close()
	await services?.stop()
})

const send = (request: RawRequest) => rawRequest(server.port, request, { timeoutMs: 60_000 })
const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('’', '&#x27;').replaceAll("'", '&#x27;')

const urlencoded = (fields: Record<string, string>) => ({
	'Content-Type': 'application/x-www-form-urlencoded',
	body: new URLSearchParams(fields).toString(),
})
const multipart = (fields: [string, string][]) => ({
	'Content-Type': 'multipart/form-data; boundary=limitsBoundary',
	body:
		fields.map(([name, value]) => `--limitsBoundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
		'--limitsBoundary--\r\n',
})
/** The same bytes as a chunked body: no length to check first. */
function chunked(body: string, chunk = 8 * 1024): Buffer {
	const bytes = Buffer.from(body)
	const parts: Buffer[] = []
	for (let at = 0; at < bytes.length; at += chunk) {
		const part = bytes.subarray(at, at + chunk)
		parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'))
	}
	return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')])
}

const enquiry = { name: 'Ann Smith', email: 'ann@example.com', phone: '020 7946 0000', postcode: 'W9 1AB', service: 'Plumbing Services' }
const contactMessage = 'Your enquiry is too long to send.'
const signInMessage = 'That sign-in is far larger than an email address and a password.'

describe('a public form over its limit', () => {
	it('is answered 413 with the contact form re-rendered in place with its own message: one huge field, many fields, multipart, chunked', async () => {
		const bodies = [
			urlencoded({ ...enquiry, message: 'x'.repeat(publicFormLimit.fieldBytes + 1) }),
			urlencoded({ ...enquiry, ...Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`extra${index}`, 'x'])) }),
			multipart([...Object.entries(enquiry), ['message', 'y'.repeat(publicFormLimit.fieldBytes + 1)]]),
		]
		for (const { 'Content-Type': type, body } of bodies) {
			for (const chunk of [false, true]) {
				const headers: Record<string, string> = { 'Content-Type': type, Accept: 'text/html' }
				if (chunk) headers['Transfer-Encoding'] = 'chunked'
				const response = await send({ method: 'POST', target: '/contact', headers, body: chunk ? chunked(body) : body })
				expect(response.status, `${type} ${chunk ? 'chunked' : ''}`).toBe(413)
				const page = response.body.toString()
				expect(page).toContain(html(contactMessage))
				// The form itself is there again, to shorten and send.
				expect(page).toMatch(/<form[^>]+action="\/contact"/)
			}
		}
	})

	it('is refused unread when its Content-Length is over the cap, and the connection closes after the 413', async () => {
		const cases = [
			['/auth', 'multipart/form-data; boundary=limitsBoundary', 413],
			['/newsletter', 'application/x-www-form-urlencoded', 413],
			['/api/enquiries', 'application/json', 413],
			// Routes without an action never read a body: refused as they are, the body dropped unread.
			['/api/auth/sign-in/email', 'application/json', 405],
			['/about', 'application/x-www-form-urlencoded', 405],
		] as const
		for (const [target, type, status] of cases) {
			// Only the head: an answer that waited for 50 MB would never come.
			const response = await send({ method: 'POST', target, headers: { 'Content-Type': type, 'Content-Length': String(50 * 1024 * 1024) } })
			expect(response.status, target).toBe(status)
			expect(response.headers.connection, target).toBe('close')
		}
	})

	it('cuts off a chunked body of megabytes at the cap (sign-in, newsletter, JSON API, an unknown path)', async () => {
		const big = `email=a%40example.com&password=${'p'.repeat(3 * 1024 * 1024)}`
		const signIn = await send({
			method: 'POST',
			target: '/auth',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked', Accept: 'text/html' },
			body: chunked(big, 64 * 1024),
		})
		expect(signIn.status).toBe(413)
		expect(signIn.body.toString()).toContain(html(signInMessage))

		const newsletter = await send({
			method: 'POST',
			target: '/newsletter',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
			body: chunked(big, 64 * 1024),
		})
		expect(newsletter.status).toBe(413)
		expect(JSON.parse(newsletter.body.toString())).toMatchObject({ formError: newsletterMessages['too-large'] })

		const api = await send({
			method: 'POST',
			target: '/api/enquiries',
			headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
			body: chunked(JSON.stringify({ ...enquiry, message: 'z'.repeat(20_000) })),
		})
		expect(api.status).toBe(413)
		expect(JSON.parse(api.body.toString())).toEqual({ error: 'The enquiry is larger than 16 KB. Send only the enquiry’s fields.' })

		// better-auth's handler is not mounted: its paths are unknown ones, with the public form's cap.
		const unknown = await send({
			method: 'POST',
			target: '/api/auth/sign-in/email',
			headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
			body: chunked(`{"a":"${'q'.repeat(2 * 1024 * 1024)}"}`, 64 * 1024),
		})
		expect(unknown.status).toBeLessThan(500)
		expect(unknown.status).toBeGreaterThanOrEqual(400)
	})

	it('sends a browser’s plain newsletter post back to its page with the message, since the box has no page of its own', async () => {
		const own = `http://127.0.0.1:${server.port}`
		const response = await send({
			method: 'POST',
			target: '/newsletter',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Referer: `${own}/blog`, Origin: own },
			body: new URLSearchParams({ email: 'a@example.com', returnTo: '/blog', junk: 'j'.repeat(40_000) }).toString(),
		})
		expect(response.status).toBe(303)
		expect(response.headers.location).toBe('/blog?newsletter=too-large#newsletter')
	})

	it('still reads a form within the limit', async () => {
		const { body } = urlencoded({ email: 'nobody@example.com', password: 'wrong password' })
		const response = await send({
			method: 'POST',
			target: '/auth',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'X-Forwarded-For': '192.0.2.60' },
			body,
		})
		expect(response.status).toBe(401)
	})
})

describe('the contact form with photos past its cap, sent without JavaScript', () => {
	it(
		'is read up to the cap: the enquiry is taken with the photos that fit, and the others are listed as not sent',
		{ timeout: 60_000 },
		async () => {
			const email = 'photos.past.cap@example.com'
			const fields: [string, string][] = [
				...Object.entries({ ...enquiry, email }),
				['message', 'The ceiling is stained, see the photos.'],
				['consent', 'on'],
				['sourcePage', '/contact'],
			]
			const part = (name: string, body: Buffer) =>
				Buffer.concat([
					Buffer.from(
						`--limitsBoundary\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
					),
					body,
					Buffer.from('\r\n'),
				])
			const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a9cc6' } })
				.jpeg()
				.toBuffer()
			const nine = Buffer.alloc(9 * 1024 * 1024, 0xd8)
			const body = Buffer.concat([
				Buffer.from(multipart(fields).body.replace(/--limitsBoundary--\r\n$/, '')),
				part('ceiling.jpg', photo),
				...['a', 'b', 'c', 'd'].map((name) => part(`${name}.jpg`, nine)),
				Buffer.from('--limitsBoundary--\r\n'),
			])
			// Announced: 36 MB, over the route's 30 MB and a quarter (a browser always says how long its form is).
			expect(body.length).toBeGreaterThan(35 * 1024 * 1024)
			const response = await send({
				method: 'POST',
				target: '/contact',
				headers: { 'Content-Type': 'multipart/form-data; boundary=limitsBoundary', Accept: 'text/html' },
				body,
			})
			expect(response.status).toBe(200)
			const page = response.body.toString()
			expect(page).toContain('Enquiry submitted successfully!')
			expect(page).toContain(html(enquiryPhotoCopy.notTakenHeading))
			expect(page).toContain(html(`d.jpg: ${photoRefusalText.total}`))
			expect(page).toContain(html(`${enquiryPhotoCopy.afterCut}: ${photoRefusalText.total}`))
			const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.email, email))
			expect(stored).toMatchObject({ name: enquiry.name, phone: enquiry.phone })
			const photos = await database.db.select().from(enquiryPhotos).where(eq(enquiryPhotos.enquiryId, stored!.id))
			expect(photos.map((row) => row.originalName)).toEqual(['ceiling.jpg'])
		},
	)
})

describe('an admin form over its limit', () => {
	it('is answered 413 with the admin limit’s message, for a signed-in admin', async () => {
		const { body } = urlencoded({ intent: 'create', body: 'r'.repeat(adminFormLimit.fieldBytes + 1) })
		const response = await send({
			method: 'POST',
			target: '/admin/reviews',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Cookie: adminCookie },
			body,
		})
		expect(response.status).toBe(413)
		expect(response.body.toString()).toContain(html(adminFormLimit.tooLarge))
	})

	it('refuses an upload whose declared length is over the tab’s cap (one file of UPLOAD_MAX_MB) before reading it', async () => {
		const response = await send({
			method: 'POST',
			target: '/admin/branding?upload=logo',
			headers: {
				'Content-Type': 'multipart/form-data; boundary=limitsBoundary',
				'Content-Length': String(200 * 1024 * 1024),
				Accept: 'text/html',
				Cookie: adminCookie,
			},
		})
		expect(response.status).toBe(413)
		expect(response.body.toString()).toContain('This upload is larger than 26 MB in all.')
	})
})

describe('expensive work over its limit', () => {
	/** Fills a work limit (the app's own: one per process) with tasks that wait for `release`, its running slots and its queue. */
	function fill(limit: WorkLimit, slots: number, running = 1) {
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		const tasks = Array.from({ length: slots }, () => limit.run(() => held))
		expect(limit.stats()).toMatchObject({ running, waiting: slots - running })
		return async () => {
			release()
			await Promise.all(tasks)
		}
	}

	const png = async () =>
		sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
			.png()
			.toBuffer()
	const upload = (field: string, filename: string, type: string, content: Buffer, extra: [string, string][] = []) =>
		Buffer.concat([
			Buffer.from(
				extra.map(([name, value]) => `--limitsBoundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join(''),
			),
			Buffer.from(
				`--limitsBoundary\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
			),
			content,
			Buffer.from('\r\n--limitsBoundary--\r\n'),
		])

	it('answers a burst of oversized posts 413 in the form’s words, its page rendered one at a time, and the message alone while the queue is full', async () => {
		const head = (target: string) =>
			send({
				method: 'POST',
				target,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'Content-Length': String(50 * 1024 * 1024) },
			})
		// Twenty at once: every one refused, each unread, and the first ones in the sign-in page itself.
		const burst = await Promise.all(Array.from({ length: 20 }, () => head('/auth')))
		expect(burst.map((response) => response.status)).toEqual(Array(20).fill(413))
		expect(burst.filter((response) => response.body.toString().includes('<form')).length).toBeGreaterThanOrEqual(9)
		for (const response of burst) expect(response.body.toString()).toContain(html(signInMessage))
		expect(oversizedBodyLimit.stats()).toMatchObject({ running: 0, waiting: 0 })

		const free = fill(oversizedBodyLimit, 9)
		try {
			const response = await head('/auth')
			expect(response.status).toBe(413)
			expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
			expect(response.headers.connection).toBe('close')
			expect(response.body.toString().startsWith(signInMessage)).toBe(true)
		} finally {
			await free()
		}
	})

	it('answers an image upload 503 with Retry-After and a clear message while the image limit is full', async () => {
		// The limit as the app made it: one running, four waiting.
		const free = fill(ingestLimit, 5)
		try {
			const response = await send({
				method: 'POST',
				target: '/admin/gallery/upload',
				headers: { 'Content-Type': 'multipart/form-data; boundary=limitsBoundary', Cookie: adminCookie },
				body: upload('files', 'kitchen.png', 'image/png', await png(), [
					['gallery_category', 'Kitchens'],
					['location', 'Ealing'],
				]),
			})
			expect(response.status).toBe(503)
			expect(response.headers['retry-after']).toBe('15')
			expect(JSON.parse(response.body.toString())).toMatchObject({
				outcomes: [{ ok: false, status: 503, message: 'The server is busy processing other images. Please try again in a few seconds.' }],
			})
		} finally {
			await free()
		}
	})

	it('answers a ranking import 503 with Retry-After while another import runs and one waits', async () => {
		const free = fill(rankingImportLimit, 2)
		try {
			const csv = Buffer.from('keyword,location,position,date\nplumber,Ealing,3,2026-01-05\n')
			const response = await send({
				method: 'POST',
				target: '/admin/local-seo/import',
				headers: { 'Content-Type': 'multipart/form-data; boundary=limitsBoundary', Accept: 'text/html', Cookie: adminCookie },
				body: upload('file', 'positions.csv', 'text/csv', csv),
			})
			expect(response.status).toBe(503)
			expect(response.headers['retry-after']).toBe('10')
			expect(response.body.toString()).toContain('Another import is being processed. Please try again in a few seconds.')
		} finally {
			await free()
		}
	})

	it('answers a picture size not made yet 503 with Retry-After while the encode limit is full', async () => {
		// Two encoding, thirty-two waiting.
		const free = fill(encodeLimit, 34, 2)
		try {
			const response = await send({ method: 'GET', target: `/media/${seededProjectPictureKey(seedProjects[0]!)}?w=640&f=webp` })
			expect(response.status).toBe(503)
			expect(response.headers['retry-after']).toBe('5')
			expect(response.headers['cache-control']).toBe('no-store')
		} finally {
			await free()
		}
		// Once there is room, the same size is made and served.
		const made = await send({ method: 'GET', target: `/media/${seededProjectPictureKey(seedProjects[0]!)}?w=640&f=webp` })
		expect(made.status).toBe(200)
	})
})
