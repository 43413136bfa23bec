import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { initialSettingsRow } from '#app/.server/data/settings.ts'
import { emailOutbox, enquiries, enquiryPhotos, newsletterSubscribers, settings } from '#app/.server/db/schema/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { installPrivateStorage } from '#app/.server/storage/private.ts'
import type { MediaStorage } from '#app/.server/storage/types.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { routeGet, routePost, settle, TEST_ORIGIN } from '#tests/route-context.ts'

import { loader as exportLoader } from './data-rights-export.ts'
import { action, loader } from './data-rights.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('rights-admin@example.com')
const member = sessionForThisFile('rights-member@example.com', { admin: false })

const ADDRESS = 'dana.subject@example.org'
const base = TEST_ORIGIN
let root: string
let storage: MediaStorage
let photoKey = ''

beforeAll(async () => {
	root = await mkdtemp(path.join(tmpdir(), 'data-rights-route-'))
	storage = createLocalStorage(root)
	installPrivateStorage(storage)
	await database.db.insert(settings).values(initialSettingsRow()).onConflictDoNothing()
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: 'Dana Subject',
			email: 'Dana.Subject@example.org',
			phone: '07700 900321',
			postcode: 'W2 1AA',
			service: 'Roofing',
			consentAt: new Date(),
		})
		.returning({ id: enquiries.id })
	photoKey = `enquiries/${row!.id}-roof.webp`
	await storage.put(photoKey, Buffer.from('roof'), 'image/webp')
	await database.db.insert(enquiryPhotos).values({
		enquiryId: row!.id,
		storageKey: photoKey,
		originalName: 'roof.jpg',
		contentType: 'image/webp',
		bytes: 4,
		width: 1,
		height: 1,
		position: 0,
	})
	await database.db
		.insert(emailOutbox)
		.values({ kind: 'enquiry-confirmation', enquiryId: row!.id, toAddress: ADDRESS, subject: 'Thanks', textBody: 'Thanks' })
	await database.db.insert(newsletterSubscribers).values({ email: ADDRESS, unsubscribeToken: 'x'.repeat(43), confirmedAt: new Date() })
})

afterAll(async () => {
	installPrivateStorage(null)
	await rm(root, { recursive: true, force: true })
})

const get = routeGet
const post = routePost

describe('/admin/data-rights', () => {
	it('shows what is held for an address typed in any case', async () => {
		const page = await loader(get(`/admin/data-rights?email=${encodeURIComponent(' DANA.Subject@Example.org ')}`, admin.cookie))
		expect(page.email).toBe(ADDRESS)
		expect(page.held).toMatchObject({ enquiries: 1, photos: 1, emails: 1, newsletter: 'confirmed' })
		expect(page.retentionMonths).toBe(24)
	})

	it('downloads everything as a private JSON attachment, and refuses without an address', async () => {
		const response = await exportLoader(get(`/admin/data-rights/export.json?email=${ADDRESS}`, admin.cookie))
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
		const file = (await response.json()) as { email: string; enquiries: { photos: { name: string }[] }[]; newsletter: { state: string } }
		expect(file.email).toBe(ADDRESS)
		expect(file.enquiries[0]!.photos).toEqual([expect.objectContaining({ name: 'roof.jpg' })])
		expect(file.newsletter.state).toBe('confirmed')

		const missing = await exportLoader(get('/admin/data-rights/export.json', admin.cookie))
		expect(missing.status).toBe(400)
		expect(missing.headers.get('Cache-Control')).toBe('private, no-store')
	})

	it('erases only after the address is typed again, then reports the counts', async () => {
		const url = `/admin/data-rights?email=${ADDRESS}&erase`
		const wrong = await settle(() => action(post(url, { intent: 'erase', email: ADDRESS, confirm: 'someone@example.org' }, admin.cookie)))
		expect(wrong.status).toBe(400)
		expect(wrong.body.fieldErrors.confirm).toBe('Type the same email address again to confirm.')
		expect(await database.db.$count(enquiries)).toBe(1)

		const done = await settle(() =>
			action(post(url, { intent: 'erase', email: ADDRESS, confirm: ` ${ADDRESS.toUpperCase()}` }, admin.cookie)),
		)
		expect(done.status).toBe(302)
		const location = new URL(done.location!, base)
		expect(location.pathname).toBe('/admin/data-rights')
		// Counts in the order enquiries, timeline entries, photos, emails, newsletter, history: no personal data.
		expect(location.searchParams.get('saved')).toMatch(/^erased:1,0,1,1,1,\d+$/)
		expect([...location.searchParams.keys()]).toEqual(['saved'])
		expect(await database.db.$count(enquiries)).toBe(0)
		expect(await database.db.$count(newsletterSubscribers)).toBe(0)
		expect(await storage.exists(photoKey)).toBe(false)
	})

	it('saves the retention period within 1 to 120 months', async () => {
		const refused = await settle(() => action(post('/admin/data-rights', { intent: 'retention', retentionMonths: '0' }, admin.cookie)))
		expect(refused.status).toBe(400)
		const saved = await settle(() => action(post('/admin/data-rights', { intent: 'retention', retentionMonths: '36' }, admin.cookie)))
		expect(saved.location).toBe('/admin/data-rights?saved=retention')
		const [row] = await database.db.select({ months: settings.retentionMonths }).from(settings).where(eq(settings.id, 1))
		expect(row!.months).toBe(36)
		await database.db.update(settings).set({ retentionMonths: sql`24` })
	})

	it('refuses anyone but an admin, the download included', async () => {
		for (const cookie of [undefined, member.cookie]) {
			for (const url of ['/admin/data-rights', `/admin/data-rights/export.json?email=${ADDRESS}`]) {
				const thrown = await settle(() => (url.includes('export') ? exportLoader(get(url, cookie)) : loader(get(url, cookie))))
				expect(thrown.status).toBe(302)
				expect(thrown.location).toMatch(/^\/auth/)
			}
		}
		const refused = await settle(() =>
			action(post('/admin/data-rights', { intent: 'erase', email: ADDRESS, confirm: ADDRESS }, member.cookie)),
		)
		expect(refused.status).toBe(403)
	})
})
