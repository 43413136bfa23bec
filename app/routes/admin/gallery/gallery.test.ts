import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditLog, projects } from '#app/.server/db/schema/index.ts'
import { mediaKeysOf } from '#app/.server/media/ingest.ts'
import { getStorage, installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { mediaKeyFromUrl } from '#app/domain/media/keys.ts'
import { galleryStorageKey, titleFromFileName } from '#app/domain/project/schema.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as endpoint from '../gallery-upload.ts'
import * as tab from '../gallery.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'gallery-admin@example.com'
const admin = sessionForThisFile(ADMIN)
let mediaDir = ''

beforeAll(async () => {
	mediaDir = await mkdtemp(path.join(os.tmpdir(), 'gallery-test-'))
	installStorage(createLocalStorage(mediaDir))
})

afterAll(async () => {
	installStorage(null)
	await rm(mediaDir, { recursive: true, force: true })
})

const photo = (width = 1200, height = 800) =>
	sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
		.jpeg()
		.toBuffer()

type Answer = { status: number; location: string | null; body: any }

async function call(
	module: { action: (args: never) => unknown },
	url: string,
	body: FormData | URLSearchParams,
	withCookie = true,
): Promise<Answer> {
	const request = new Request(`http://localhost${url}`, { method: 'POST', body, headers: withCookie ? { cookie: admin.cookie } : {} })
	let result: unknown
	try {
		result = await module.action({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) {
		const json = result.headers.get('content-type')?.includes('json') ? await result.json() : null
		return { status: result.status, location: result.headers.get('Location'), body: json }
	}
	const answer = result as { data: unknown; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

function uploadForm(fields: Record<string, string>, files: Array<{ name: string; bytes: Buffer; type?: string }>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }))
	return form
}

const rows = () => database.db.select().from(projects)

describe('gallery upload rules', () => {
	it('makes titles from file names and safe storage keys', () => {
		expect(titleFromFileName('kitchen-after-works.jpg')).toBe('Kitchen after works')
		expect(titleFromFileName('.jpg')).toBe('Untitled')
		expect(titleFromFileName('../../etc/passwd')).toBe('Passwd')
		expect(galleryStorageKey('Living Rooms', 'My Lounge (1).HEIC', 'jpg', 1700000000000, 'abc123')).toBe(
			'projects/living-rooms/1700000000000-abc123-my-lounge-1.jpg',
		)
		expect(galleryStorageKey('Other', '%%%.png', 'png', 1, 'r')).toBe('projects/other/1-r-photo.png')
	})
})

describe('the Gallery tab', () => {
	it('refuses an upload without a category or without files, storing nothing', async () => {
		const noCategory = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: '  ' }, [{ name: 'a.jpg', bytes: await photo() }]),
		)
		expect(noCategory.status).toBe(400)
		expect(noCategory.body).toMatchObject({ title: 'Category required', formError: 'Please enter a gallery tag/category.' })
		const noFiles = await call(endpoint, '/admin/gallery/upload', uploadForm({ gallery_category: 'Kitchens' }, []))
		expect(noFiles.status).toBe(400)
		expect(noFiles.body).toMatchObject({ title: 'No files', formError: 'Please add images to upload.' })
		expect(await rows()).toHaveLength(0)
	})

	it('adds each photo as a published item with its variants stored, and reports a non-image in its own outcome', async () => {
		const form = uploadForm({ gallery_category: 'Living Rooms', location: '  Maida Vale ' }, [
			{ name: 'open-plan-lounge.jpg', bytes: await photo() },
			{ name: 'invoice.jpg', bytes: Buffer.from('MZ this is really a program'), type: 'image/jpeg' },
		])
		const answer = await call(tab, '/admin/gallery', form)
		// Not a refusal: one photo was added (so the list reloads), and the message says which was not.
		expect(answer.status).toBe(200)
		expect(answer.body.formError).toMatch(/^1 of 2 photos were added\. Not added: invoice\.jpg: /)
		const [row] = await rows()
		expect(row).toMatchObject({
			title: 'Open plan lounge',
			galleryCategory: 'Living Rooms',
			location: 'Maida Vale',
			status: 'published',
			isFeatured: false,
			serviceId: null,
			beforeAfter: null,
		})
		const key = mediaKeyFromUrl(row!.images[0]!)!
		expect(key).toMatch(/^projects\/living-rooms\/\d+-[a-z0-9]+-open-plan-lounge\.jpg$/)
		expect(await getStorage().exists(key)).toBe(true)
		// The list's thumbnail was made at upload time.
		expect(await getStorage().exists(`_variants/320/webp/${key}.webp`)).toBe(true)
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'projects'))
		expect(audit).toMatchObject([{ action: 'insert', actorEmail: ADMIN }])
	})

	it('answers the upload endpoint in JSON, one file per request', async () => {
		const ok = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: 'Kitchens' }, [{ name: 'shaker.jpg', bytes: await photo() }]),
		)
		expect(ok.status).toBe(201)
		expect(ok.body.outcomes).toMatchObject([{ file: 'shaker.jpg', ok: true, title: 'Shaker' }])
		const refused = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: 'Kitchens' }, [{ name: 'x.jpg', bytes: Buffer.from('not an image') }]),
		)
		expect(refused.status).toBe(415)
		expect(refused.body.outcomes[0]).toMatchObject({ ok: false, file: 'x.jpg' })
		expect(refused.body.outcomes[0].message).toEqual(expect.any(String))
		const mixed = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: 'Kitchens' }, [
				{ name: 'island.jpg', bytes: await photo() },
				{ name: 'y.jpg', bytes: Buffer.from('not an image') },
			]),
		)
		expect(mixed.status).toBe(200)
		expect(mixed.body.outcomes).toMatchObject([{ ok: true }, { ok: false, file: 'y.jpg' }])
	})

	it('refuses anonymous uploads', async () => {
		const anonymous = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: 'Kitchens' }, [{ name: 'a.jpg', bytes: await photo() }]),
			false,
		)
		expect(anonymous.status).toBeGreaterThanOrEqual(300)
		expect(anonymous.status).not.toBe(201)
		expect((await rows()).filter((row) => row.title === 'A')).toHaveLength(0)
	})

	it('edits title, category and location, with the spec message for an empty title', async () => {
		const [row] = await database.db.select().from(projects).where(eq(projects.title, 'Shaker'))
		const empty = await call(
			tab,
			'/admin/gallery',
			new URLSearchParams({ intent: 'update', id: row!.id, title: '  ', gallery_category: '', location: '' }),
		)
		expect(empty.status).toBe(400)
		expect(empty.body).toMatchObject({ title: 'Title required', fieldErrors: { title: 'Please enter a valid title.' }, target: row!.id })
		const saved = await call(
			tab,
			'/admin/gallery',
			new URLSearchParams({ intent: 'update', id: row!.id, title: ' Shaker kitchen ', gallery_category: '', location: ' W9 ' }),
		)
		expect(saved.location).toBe('/admin/gallery?saved=updated')
		const [after] = await database.db.select().from(projects).where(eq(projects.id, row!.id))
		expect(after).toMatchObject({ title: 'Shaker kitchen', galleryCategory: null, location: 'W9' })
	})

	it('switches published and featured, and makes another picture the cover', async () => {
		const [row] = await database.db.select().from(projects).where(eq(projects.title, 'Shaker kitchen'))
		const id = row!.id
		await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'publish', id, published: 'false' }))
		await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'feature', id, is_featured: 'true' }))
		await database.db
			.update(projects)
			.set({ images: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'] })
			.where(eq(projects.id, id))
		const cover = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'cover', id, image: '/media/c.jpg' }))
		expect(cover.location).toBe('/admin/gallery?saved=updated')
		const unknown = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'cover', id, image: '/media/elsewhere.jpg' }))
		expect(unknown.status).toBe(404)
		const [after] = await database.db.select().from(projects).where(eq(projects.id, id))
		expect(after).toMatchObject({ status: 'draft', isFeatured: true, images: ['/media/c.jpg', '/media/a.jpg', '/media/b.jpg'] })
	})

	it('deletes an item and every stored file of it, keeping pictures another item still shows', async () => {
		const [lounge] = await database.db.select().from(projects).where(eq(projects.title, 'Open plan lounge'))
		const url = lounge!.images[0]!
		const key = mediaKeyFromUrl(url)!
		const [twin] = await database.db
			.insert(projects)
			.values({ title: 'Twin', images: [url] })
			.returning()
		const first = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'delete', id: twin!.id }))
		expect(first.location).toBe('/admin/gallery?saved=deleted')
		expect(await getStorage().exists(key)).toBe(true)
		const second = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'delete', id: lounge!.id }))
		expect(second.location).toBe('/admin/gallery?saved=deleted')
		for (const stored of mediaKeysOf(key)) expect(await getStorage().exists(stored)).toBe(false)
		const again = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'delete', id: lounge!.id }))
		expect(again.status).toBe(404)
	})

	it('answers a store that fails with the spec words and a 503, changing nothing', async () => {
		const [row] = await database.db.insert(projects).values({ title: 'Kept', images: [] }).returning()
		await database.db.execute(sql`alter table projects rename to projects_away`)
		try {
			const update = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'update', id: row!.id, title: 'Changed' }))
			expect(update.status).toBe(503)
			expect(update.body).toMatchObject({ title: 'Update failed', formError: 'Could not save changes', target: row!.id })
			const remove = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'delete', id: row!.id }))
			expect(remove.status).toBe(503)
			expect(remove.body).toMatchObject({ title: 'Delete failed', formError: 'Could not delete item' })
			const toggle = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'publish', id: row!.id, published: 'false' }))
			expect(toggle.status).toBe(503)
		} finally {
			await database.db.execute(sql`alter table projects_away rename to projects`)
		}
		const [after] = await database.db.select().from(projects).where(eq(projects.id, row!.id))
		expect(after).toMatchObject({ title: 'Kept', status: 'published' })
	})

	it('deletes the row even when a stored file cannot be removed, and says how many are left', async () => {
		const upload = await call(
			endpoint,
			'/admin/gallery/upload',
			uploadForm({ gallery_category: 'Bathrooms' }, [{ name: 'tiles.jpg', bytes: await photo() }]),
		)
		const id = upload.body.outcomes[0].id as string
		const real = getStorage()
		// The real store, except that it cannot remove the original (as when a bucket refuses a delete).
		installStorage({
			...real,
			deleteMany: async (keys) => {
				const result = await real.deleteMany(keys.slice(1))
				return { failed: [keys[0]!, ...result.failed] }
			},
		})
		try {
			const answer = await call(tab, '/admin/gallery', new URLSearchParams({ intent: 'delete', id }))
			expect(answer.location).toBe('/admin/gallery?saved=deleted&media_left=1')
		} finally {
			installStorage(real)
		}
		expect(await database.db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0)
	})
})
