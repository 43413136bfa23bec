import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { enquiries, enquiryPhotos } from '#app/.server/db/schema/index.ts'
import { installPrivateStorage, PRIVATE_S3_PREFIX } from '#app/.server/storage/private.ts'
import { createS3Storage } from '#app/.server/storage/s3.ts'
import type { MediaStorage } from '#app/.server/storage/types.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'
import { startS3rver } from '#tests/s3.ts'

import { loader } from './enquiry-photo.ts'

/** The admin photo route with the private storage on S3 (s3rver in-process): a signed redirect after the checks (issue 24). */
const database = testDatabaseForThisFile()
const admin = sessionForThisFile('photo-viewer@example.com')
const member = sessionForThisFile('photo-member@example.com', { admin: false })

const bucket = 'private-photos'
const photoBytes = Buffer.from('not really a jpeg, but bytes to compare')
const thumbBytes = Buffer.from('a smaller one')
let server: Awaited<ReturnType<typeof startS3rver>>
let storage: MediaStorage
let signedUrl: ReturnType<typeof vi.fn<(key: string, seconds: number) => Promise<string>>>
let enquiryId = ''
let photoId = ''

beforeAll(async () => {
	server = await startS3rver([bucket])
	const s3 = createS3Storage({
		...server.connection,
		bucket,
		keyPrefix: PRIVATE_S3_PREFIX,
		cacheControl: 'private, no-store',
	})
	// The real adapter, watched: every signing is counted.
	signedUrl = vi.fn((key: string, seconds: number) => s3.signedUrl!(key, seconds))
	storage = { ...s3, signedUrl }
	installPrivateStorage(storage)

	const [enquiry] = await database.db
		.insert(enquiries)
		.values({
			name: 'Sarah Mitchell',
			email: 'sarah@example.com',
			phone: '07700 900123',
			postcode: 'W9 1AB',
			service: 'Plumbing Services',
			consentAt: new Date(),
		})
		.returning()
	enquiryId = enquiry!.id
	const storageKey = 'enquiry-photos/3b0e1f2a-6f4c-4d8e-9a51-2c7d8e9f0a1b.jpg'
	await storage.put(storageKey, photoBytes, 'image/jpeg')
	await storage.put('enquiry-photos/3b0e1f2a-6f4c-4d8e-9a51-2c7d8e9f0a1b.thumb.jpg', thumbBytes, 'image/jpeg')
	const [photo] = await database.db
		.insert(enquiryPhotos)
		.values({
			enquiryId,
			storageKey,
			originalName: 'sink.jpg',
			contentType: 'image/jpeg',
			bytes: photoBytes.length,
			width: 800,
			height: 600,
			position: 0,
		})
		.returning()
	photoId = photo!.id
})
afterAll(async () => {
	installPrivateStorage(null)
	await server.stop()
})

const load = (url: string, params: { id: string; photoId: string }, cookie?: string) =>
	loader({
		request: new Request(`https://www.example.test${url}`, { headers: cookie ? { cookie } : {} }),
		params,
		context: testContext(),
	} as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown)

describe('the admin photo route on S3', () => {
	it('refuses anyone but an admin before signing anything', async () => {
		for (const cookie of [undefined, member.cookie]) {
			const refused = (await load(`/admin/enquiries/${enquiryId}/photos/${photoId}`, { id: enquiryId, photoId }, cookie)) as Response
			expect(refused).toBeInstanceOf(Response)
			expect(refused.status).toBe(302)
			expect(refused.headers.get('Location')).toMatch(/^\/auth/)
		}
		expect(signedUrl).not.toHaveBeenCalled()
	})

	it('signs nothing for a photo of another enquiry, or junk', async () => {
		for (const params of [
			{ id: '00000000-0000-4000-8000-000000000000', photoId },
			{ id: enquiryId, photoId: 'not-a-uuid' },
		]) {
			const missing = (await load(`/admin/enquiries/${params.id}/photos/${params.photoId}`, params, admin.cookie)) as {
				init?: ResponseInit
			}
			expect(missing.init?.status).toBe(404)
		}
		expect(signedUrl).not.toHaveBeenCalled()
	})

	it('redirects an admin to a 5-minute signed URL of the object under _private/, which serves the bytes', async () => {
		const answer = (await load(`/admin/enquiries/${enquiryId}/photos/${photoId}`, { id: enquiryId, photoId }, admin.cookie)) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
		expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
		expect(answer.body).toBeNull()

		const location = new URL(answer.headers.get('Location')!)
		expect(location.host).toBe(new URL(server.endpoint).host)
		expect(location.pathname).toBe(`/${bucket}/_private/enquiry-photos/3b0e1f2a-6f4c-4d8e-9a51-2c7d8e9f0a1b.jpg`)
		expect(location.searchParams.get('X-Amz-Expires')).toBe('300')
		expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)

		const fetched = await fetch(location)
		expect(fetched.status).toBe(200)
		expect(Buffer.from(await fetched.arrayBuffer()).equals(photoBytes)).toBe(true)
		expect(fetched.headers.get('Cache-Control')).toBe('private, no-store')
	})

	it('redirects to the thumbnail for ?size=thumb', async () => {
		const answer = (await load(
			`/admin/enquiries/${enquiryId}/photos/${photoId}?size=thumb`,
			{ id: enquiryId, photoId },
			admin.cookie,
		)) as Response
		expect(answer.status).toBe(302)
		const location = new URL(answer.headers.get('Location')!)
		expect(location.pathname).toBe(`/${bucket}/_private/enquiry-photos/3b0e1f2a-6f4c-4d8e-9a51-2c7d8e9f0a1b.thumb.jpg`)
		expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(thumbBytes)).toBe(true)
	})
})
