import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { pageCacheKey } from '#app/.server/cache/page-cache.ts'
import { initialSettingsRow } from '#app/.server/data/settings.ts'
import { emailOutbox, enquiries, enquiryPhotos, rateLimitBuckets, settings } from '#app/.server/db/schema/index.ts'
import { installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { installPrivateStorage } from '#app/.server/storage/private.ts'
import { enquiryPhotoCopy } from '#app/domain/enquiry/photos.ts'
import { loader as photoLoader } from '#app/routes/admin/enquiry-photo.ts'
import { loader as enquiryLoader } from '#app/routes/admin/enquiry.tsx'
import { loader as mediaLoader } from '#app/routes/resources/media.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action } from './contact.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('photos-admin@example.com')
const member = sessionForThisFile('photos-member@example.com', { admin: false })

let root: string
const privateRoot = () => path.join(root, 'private')
const publicRoot = () => path.join(root, 'media')

beforeAll(async () => {
	await database.db.insert(settings).values({ ...initialSettingsRow(), officeEmail: 'office@westway.test' })
	root = mkdtempSync(path.join(tmpdir(), 'contact-photos-'))
	installPrivateStorage(createLocalStorage(privateRoot()))
	installStorage(createLocalStorage(publicRoot()))
})
afterAll(() => {
	installPrivateStorage(null)
	installStorage(null)
	rmSync(root, { recursive: true, force: true })
})
beforeEach(async () => {
	await database.db.delete(emailOutbox)
	await database.db.delete(enquiries)
	await database.db.delete(rateLimitBuckets)
	rmSync(privateRoot(), { recursive: true, force: true })
})

const filesUnder = (directory: string): string[] => {
	try {
		return readdirSync(directory, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
	} catch {
		return []
	}
}

const fields = {
	sourcePage: '/contact',
	website: '',
	name: 'Sarah Mitchell',
	phone: '07700 900123',
	email: 'sarah@example.com',
	postcode: 'W9 1AB',
	service: 'Plumbing Services',
	message: 'The pipe under the sink, see the photos.',
	consent: 'on',
}

/** A camera photo on its side (EXIF orientation 6) with a GPS position, as a phone sends it. */
async function cameraPhoto(width = 1600, height = 1200) {
	return sharp({ create: { width, height, channels: 3, background: '#7a9cc6' } })
		.composite([{ input: { create: { width: width / 4, height, channels: 3, background: '#c0392b' } }, left: 0, top: 0 }])
		.jpeg({ quality: 85 })
		.withMetadata({ orientation: 6 })
		.withExif({
			IFD0: { ImageDescription: 'at home', Make: 'PhoneCo' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 15/1 0/1' },
		})
		.toBuffer()
}

const png = () =>
	sharp({ create: { width: 300, height: 200, channels: 4, background: '#00ff0080' } })
		.png()
		.toBuffer()
const webp = () =>
	sharp({ create: { width: 320, height: 240, channels: 3, background: '#334455' } })
		.webp()
		.toBuffer()

type Photo = { name: string; body: Buffer; type?: string }

/** A real multipart body, as a browser sends it: the text fields first, then each file part. */
function post(photos: Photo[], overrides: Record<string, string> = {}, headers: Record<string, string> = {}) {
	const form = new FormData()
	for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.append(name, value)
	for (const photo of photos)
		form.append('photos', new Blob([new Uint8Array(photo.body)], { type: photo.type ?? 'image/jpeg' }), photo.name)
	if (photos.length === 0) form.append('photos', new Blob([]), '')
	return new Request('https://www.example.test/contact', { method: 'POST', body: form, headers })
}

async function submit(request: Request, clientIp = '203.0.113.7') {
	const result = await action({ request, params: {}, context: testContext({ clientIp }) } as Parameters<typeof action>[0])
	// `reply` answers with data(…, init); a success is the plain object.
	if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
		const answer = result as unknown as { data: Record<string, unknown>; init: ResponseInit }
		return { status: answer.init.status ?? 200, body: answer.data }
	}
	return { status: 200, body: result as unknown as Record<string, unknown> }
}

const storedPhotos = () => database.db.select().from(enquiryPhotos).orderBy(enquiryPhotos.position)

describe('photos with an enquiry (multipart, as sent without JavaScript)', () => {
	it('stores the enquiry with its photos, re-encoded and stripped, in private storage only', { timeout: 60_000 }, async () => {
		const answer = await submit(
			post([
				{ name: 'IMG_0001.JPG', body: await cameraPhoto() },
				{ name: 'leak.png', body: await png(), type: 'image/png' },
			]),
		)
		expect(answer).toMatchObject({ status: 200, body: { status: 'success', photos: { taken: ['IMG_0001.JPG', 'leak.png'], refused: [] } } })

		const [enquiry] = await database.db.select().from(enquiries)
		const rows = await storedPhotos()
		expect(rows).toHaveLength(2)
		expect(rows.map((row) => [row.enquiryId, row.originalName, row.contentType, row.position])).toEqual([
			[enquiry!.id, 'IMG_0001.JPG', 'image/jpeg', 0],
			[enquiry!.id, 'leak.png', 'image/jpeg', 1],
		])
		// Turned upright from its EXIF orientation (1600 × 1200 on its side).
		expect(rows[0]).toMatchObject({ width: 1200, height: 1600 })

		// Private only: every file under the private root (photo and thumbnail), none in public media.
		expect(filesUnder(privateRoot()).sort()).toEqual(
			rows.flatMap((row) => [row.storageKey, row.storageKey.replace(/\.jpg$/, '.thumb.jpg')]).sort(),
		)
		expect(filesUnder(publicRoot())).toEqual([])

		// What is stored reads no GPS, no camera, no orientation: a fresh encode.
		const storage = createLocalStorage(privateRoot())
		const stored = await storage.get(rows[0]!.storageKey)
		const metadata = await sharp(stored!.body).metadata()
		expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 })
		expect(metadata.exif).toBeUndefined()
		expect(metadata.xmp).toBeUndefined()
		expect(metadata.orientation).toBeUndefined()
		expect(stored!.body.includes('PhoneCo')).toBe(false)
		expect(stored!.body.includes(Buffer.from([0x88, 0x25])) || stored!.body.includes(Buffer.from([0x25, 0x88]))).toBe(false)

		// The office e-mail lists them by name with the admin's enquiry page; no attachment, no photo address.
		const [office] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'enquiry-office'))
		expect(office!.textBody).toContain('2 photos sent with the enquiry')
		expect(office!.textBody).toContain('- IMG_0001.JPG')
		expect(office!.textBody).toContain(`/admin/enquiries/${enquiry!.id}#photos`)
		expect(office!.htmlBody).toContain('<li>leak.png</li>')
		for (const row of rows) {
			expect(office!.textBody).not.toContain(row.storageKey)
			expect(office!.htmlBody).not.toContain(row.id)
		}
	})

	it(
		'keeps the enquiry when photos are refused, and says which and why (a text file named .jpg, 11 MB, a sixth)',
		{ timeout: 60_000 },
		async () => {
			const photo = await cameraPhoto(400, 300)
			const answer = await submit(
				post([
					{ name: 'one.jpg', body: photo },
					{ name: 'notes.jpg', body: Buffer.from('Just some notes, not a photo at all.\n'.repeat(20)) },
					{ name: 'huge.jpg', body: Buffer.alloc(11 * 1024 * 1024, 0xff) },
					{ name: 'two.png', body: await png(), type: 'image/png' },
					{ name: 'three.webp', body: await webp(), type: 'image/webp' },
					{ name: 'sixth.jpg', body: photo },
				]),
			)
			expect(answer.status).toBe(200)
			expect(answer.body).toMatchObject({
				status: 'success',
				photos: {
					taken: ['one.jpg', 'two.png', 'three.webp'],
					refused: [
						{ name: 'notes.jpg', reason: 'type' },
						{ name: 'huge.jpg', reason: 'size' },
						{ name: 'sixth.jpg', reason: 'count' },
					],
				},
			})
			expect(await database.db.select().from(enquiries)).toHaveLength(1)
			expect((await storedPhotos()).map((row) => row.originalName)).toEqual(['one.jpg', 'two.png', 'three.webp'])
		},
	)

	it('keeps the typed fields when they are refused, and says the photos must be chosen again', async () => {
		const answer = await submit(post([{ name: 'one.jpg', body: await cameraPhoto(400, 300) }], { phone: '' }))
		expect(answer.status).toBe(400)
		expect(answer.body).toMatchObject({
			status: 'error',
			fieldErrors: { phone: expect.any(String), photos: enquiryPhotoCopy.chooseAgain },
			values: { name: 'Sarah Mitchell', email: 'sarah@example.com', message: fields.message, postcode: 'W9 1AB' },
		})
		expect(await database.db.select().from(enquiries)).toHaveLength(0)
		expect(filesUnder(privateRoot())).toEqual([])
	})

	it(
		'takes the enquiry when the photos pass 30 MB in all: the photos read whole count, the one past 30 MB and any after it are refused',
		{ timeout: 60_000 },
		async () => {
			const eight = Buffer.alloc(8 * 1024 * 1024, 0xd8)
			const photos = [
				{ name: 'one.jpg', body: await cameraPhoto(400, 300) },
				...[1, 2, 3, 4].map((n) => ({ name: `big-${n}.jpg`, body: eight })),
			]
			// As bytes: the reading stops early, and a FormData body's own stream fails when cancelled mid-way (not so a server's).
			const request = post(photos)
			const answer = await submit(new Request(request.url, { method: 'POST', headers: request.headers, body: await request.arrayBuffer() }))
			expect(answer).toMatchObject({ status: 200, body: { status: 'success', photos: { taken: ['one.jpg'] } } })
			const { refused } = (answer.body as { photos: { refused: { name: string; reason: string }[] } }).photos
			expect(refused.slice(0, 4)).toEqual([
				// Read whole, but not photos.
				{ name: 'big-1.jpg', reason: 'type' },
				{ name: 'big-2.jpg', reason: 'type' },
				{ name: 'big-3.jpg', reason: 'type' },
				{ name: 'big-4.jpg', reason: 'total' },
			])
			// Whatever was still to come when the reading stopped (here the form's last boundary) is named as a group.
			expect(refused.slice(4)).toEqual(refused.length > 4 ? [{ name: enquiryPhotoCopy.afterCut, reason: 'total' }] : [])
			const [stored] = await database.db.select().from(enquiries)
			expect(stored).toMatchObject({ name: 'Sarah Mitchell', phone: '07700 900123', message: fields.message })
			expect((await storedPhotos()).map((row) => row.originalName)).toEqual(['one.jpg'])
			// The stored photo and its thumbnail; nothing of the refused ones.
			expect(filesUnder(privateRoot())).toHaveLength(2)
		},
	)

	it('still takes the form without photos, urlencoded or multipart', async () => {
		expect(await submit(post([]))).toMatchObject({ status: 200, body: { status: 'success', photos: { taken: [], refused: [] } } })
		const urlencoded = new Request('https://www.example.test/contact', {
			method: 'POST',
			body: new URLSearchParams({ ...fields, email: 'other@example.com' }),
		})
		expect(await submit(urlencoded, '203.0.113.8')).toMatchObject({ status: 200, body: { status: 'success' } })
		expect(await database.db.select().from(enquiries)).toHaveLength(2)
	})

	it('stores nothing for a bot (the honeypot), photos included', async () => {
		const answer = await submit(post([{ name: 'one.jpg', body: await cameraPhoto(400, 300) }], { website: 'https://spam.example' }))
		expect(answer).toMatchObject({ status: 200, body: { status: 'success' } })
		expect(await database.db.select().from(enquiries)).toHaveLength(0)
		expect(filesUnder(privateRoot())).toEqual([])
	})
})

describe('the admin photo route', () => {
	async function storedEnquiryWithPhoto() {
		await submit(post([{ name: 'kitchen sink.jpg', body: await cameraPhoto(800, 600) }]), '203.0.113.50')
		const [row] = await storedPhotos()
		return row!
	}

	const load = (url: string, cookie?: string) =>
		photoLoader({
			request: new Request(`https://www.example.test${url}`, { headers: cookie ? { cookie } : {} }),
			params: Object.fromEntries(
				Object.entries(/\/admin\/enquiries\/(?<id>[^/]+)\/photos\/(?<photoId>[^/?]+)/.exec(url)!.groups!).map(([k, v]) => [k, v]),
			),
			context: testContext(),
		} as Parameters<typeof photoLoader>[0]).catch((thrown: unknown) => thrown)

	it('shows a photo to an admin only, privately, as an image that is never sniffed', { timeout: 30_000 }, async () => {
		const photo = await storedEnquiryWithPhoto()
		const url = `/admin/enquiries/${photo.enquiryId}/photos/${photo.id}`

		for (const cookie of [undefined, member.cookie]) {
			const refused = (await load(url, cookie)) as Response
			expect(refused).toBeInstanceOf(Response)
			expect(refused.status).toBe(302)
			expect(refused.headers.get('Location')).toMatch(/^\/auth/)
		}

		const full = (await load(url, admin.cookie)) as Response
		expect(full.status).toBe(200)
		expect(full.headers.get('Content-Type')).toBe('image/jpeg')
		expect(full.headers.get('Cache-Control')).toBe('private, no-store')
		expect(full.headers.get('X-Content-Type-Options')).toBe('nosniff')
		const body = Buffer.from(await full.arrayBuffer())
		expect(await sharp(body).metadata()).toMatchObject({ width: 600, height: 800 })

		const thumb = (await load(`${url}?size=thumb`, admin.cookie)) as Response
		expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 360, height: 480 })

		// Another enquiry's id, or junk: not found, with nothing said about the photo.
		for (const wrong of [
			`/admin/enquiries/00000000-0000-4000-8000-000000000000/photos/${photo.id}`,
			`/admin/enquiries/${photo.enquiryId}/photos/not-a-uuid`,
		]) {
			const missing = (await load(wrong, admin.cookie)) as { init?: ResponseInit }
			expect(missing.init?.status).toBe(404)
		}

		// Never a public address: /media has no such key, and the page cache never keys an admin path.
		const media = await mediaLoader({
			request: new Request(`https://www.example.test/media/${photo.storageKey}`),
			params: { '*': photo.storageKey },
			context: testContext(),
		} as Parameters<typeof mediaLoader>[0]).catch((thrown: unknown) => thrown)
		expect((media as Response).status ?? (media as { init?: ResponseInit }).init?.status).toBe(404)
		expect(pageCacheKey({ method: 'GET', url, headers: {} })).toBeNull()

		// The enquiry page lists it for the section (name, size), never its storage key.
		const page = await enquiryLoader({
			request: new Request(`https://www.example.test/admin/enquiries/${photo.enquiryId}`, { headers: { cookie: admin.cookie } }),
			params: { id: photo.enquiryId },
			context: testContext(),
		} as Parameters<typeof enquiryLoader>[0])
		expect(page.photos).toEqual([{ id: photo.id, name: 'kitchen sink.jpg', width: 600, height: 800, bytes: photo.bytes }])
		expect(JSON.stringify(page)).not.toContain(photo.storageKey)
	})
})
