import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { picturesInHtml } from '#app/.server/data/media-library.ts'
import { articles, contentDrafts, projects } from '#app/.server/db/schema/index.ts'
import { getStorage, installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as library from './media-library.ts'
import * as upload from './media-upload.ts'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('media-admin@example.com')
const member = sessionForThisFile('media-member@example.com', { admin: false })
let mediaDir = ''

beforeAll(async () => {
	mediaDir = await mkdtemp(path.join(os.tmpdir(), 'media-library-test-'))
	installStorage(createLocalStorage(mediaDir))
	const { db } = database
	await db.insert(projects).values([
		{
			title: 'Zebra kitchen refit',
			images: ['/media/projects/kitchens/zebra-1.jpg', 'https://elsewhere.example/x.jpg'],
			createdAt: new Date('2026-01-01'),
		},
		{ title: 'Yak bathroom', images: ['/media/projects/bathrooms/yak.jpg'], createdAt: new Date('2026-03-01') },
	])
	const [article] = await db
		.insert(articles)
		.values({
			slug: 'media-library-test',
			title: 'Boiler guide',
			category: 'Heating',
			bodyHtml:
				'<p>Text</p><img src="/media/content/1-abc-boiler.jpg" alt="A new &amp; shiny boiler" width="1200" height="800"><img src="https://evil.example/a.jpg" alt="x">',
			coverImageKey: 'content/cover.jpg',
		})
		.returning({ id: articles.id })
	await db.insert(contentDrafts).values({
		entityType: 'article',
		entityId: article!.id,
		version: 1,
		data: {
			title: 'Boiler guide (draft)',
			bodyHtml: '<p><img src="/media/content/2-def-radiator.jpg" alt="Quokka radiator"></p>',
			coverImageKey: null,
		},
	})
})

afterAll(async () => {
	installStorage(null)
	await rm(mediaDir, { recursive: true, force: true })
})

type Item = { key: string; url: string; alt: string; width: number | null; height: number | null }

async function list(query = '', cookie: string | null = admin.cookie) {
	const request = new Request(`http://localhost/admin/media-library${query}`, { headers: cookie ? { cookie } : {} })
	try {
		return await library.loader({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		return thrown
	}
}

async function post(form: FormData, cookie: string | null = admin.cookie) {
	const request = new Request('http://localhost/admin/media-upload', { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
	const response = (await upload.action({ request, params: {}, context: testContext() } as never)) as Response
	return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

const fileForm = (name: string, bytes: Buffer, type = 'image/jpeg', alt?: string) => {
	const form = new FormData()
	form.set('file', new File([new Uint8Array(bytes)], name, { type }))
	if (alt !== undefined) form.set('alt', alt)
	return form
}

describe('GET /admin/media-library', () => {
	it('lists the pictures on the site, newest first, ours only, as JSON never cached', async () => {
		const response = (await list()) as Response
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const { items } = (await response.json()) as { items: Item[] }
		const keys = items.map((item) => item.key)
		expect(keys).toContain('projects/kitchens/zebra-1.jpg')
		expect(keys).toContain('content/cover.jpg')
		expect(keys).toContain('content/2-def-radiator.jpg')
		expect(keys.some((key) => key.includes('evil') || key.includes('elsewhere'))).toBe(false)
		// The article and its draft were written now, the gallery items earlier.
		expect(keys.indexOf('projects/bathrooms/yak.jpg')).toBeLessThan(keys.indexOf('projects/kitchens/zebra-1.jpg'))
		expect(keys.indexOf('content/1-abc-boiler.jpg')).toBeLessThan(keys.indexOf('projects/bathrooms/yak.jpg'))
		expect(items.find((item) => item.key === 'content/1-abc-boiler.jpg')).toEqual({
			key: 'content/1-abc-boiler.jpg',
			url: '/media/content/1-abc-boiler.jpg',
			alt: 'A new & shiny boiler',
			width: 1200,
			height: 800,
		})
		expect(items.find((item) => item.key === 'projects/kitchens/zebra-1.jpg')).toMatchObject({
			alt: 'Zebra kitchen refit',
			width: null,
			height: null,
		})
	})

	it('searches alt text and titles', async () => {
		const keysFor = async (query: string) =>
			((await ((await list(`?q=${encodeURIComponent(query)}`)) as Response).json()) as { items: Item[] }).items.map((item) => item.key)
		expect(await keysFor('zebra')).toEqual(['projects/kitchens/zebra-1.jpg'])
		expect(await keysFor('QUOKKA')).toEqual(['content/2-def-radiator.jpg'])
		expect(await keysFor('shiny')).toEqual(['content/1-abc-boiler.jpg'])
		expect(await keysFor('100%_')).toEqual([])
	})

	it('is for admins only', async () => {
		const anonymous = await list('', null)
		expect(anonymous).toBeInstanceOf(Response)
		expect((anonymous as Response).status).toBe(302)
		expect((anonymous as Response).headers.get('Location')).toMatch(/^\/auth\?returnTo=/)
		const signedInMember = await list('', member.cookie)
		expect((signedInMember as Response).status).toBe(302)
	})
})

describe('picturesInHtml', () => {
	it('reads our pictures, with a size only when both are given', () => {
		expect(
			picturesInHtml(
				'<img alt=\'One\' src=\'/media/a/b.jpg\' width="10"><img src="/media/../x.jpg"><img src="/media/c.png" width="3" height="4">',
			),
		).toEqual([
			{ key: 'a/b.jpg', alt: 'One', width: null, height: null },
			{ key: 'c.png', alt: '', width: 3, height: 4 },
		])
	})
})

describe('POST /admin/media-upload', () => {
	it('stores a picture through the pipeline under content/ and answers 201 with its key and size', async () => {
		const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } } })
			.jpeg()
			.toBuffer()
		const answer = await post(fileForm('New Boiler (1).JPG', bytes, 'image/jpeg', 'A boiler'))
		expect(answer.status).toBe(201)
		expect(answer.headers.get('Cache-Control')).toBe('no-store')
		const key = answer.body.key as string
		expect(key).toMatch(/^content\/\d+-[a-z0-9]{6}-new-boiler-1\.jpg$/)
		expect(answer.body).toEqual({ key, url: `/media/${key}`, width: 900, height: 600 })
		expect(await getStorage().exists(key)).toBe(true)
	})

	it('refuses a file that is not a picture, whatever its name, with a clear message', async () => {
		const answer = await post(fileForm('photo.jpg', Buffer.from('MZ this is a program, not a photo'), 'image/jpeg'))
		expect(answer.status).toBe(415)
		expect(answer.body).toMatchObject({ status: 'error', fieldErrors: { file: expect.stringMatching(/JPEG, PNG/) } })
	})

	it('refuses a form without a file', async () => {
		const form = new FormData()
		form.set('alt', 'x')
		const answer = await post(form)
		expect(answer.status).toBe(400)
		expect(answer.body).toMatchObject({ formError: upload.NO_FILE_MESSAGE })
	})

	it('takes exactly one file and bounds the alt text', async () => {
		const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
			.png()
			.toBuffer()
		const two = fileForm('a.png', bytes, 'image/png')
		two.append('file', new File([new Uint8Array(bytes)], 'b.png', { type: 'image/png' }))
		const twoFiles = await post(two)
		expect(twoFiles.status).toBe(413)
		expect(twoFiles.body).toMatchObject({ formError: 'Upload at most 1 file at a time.' })

		const longAlt = await post(fileForm('a.png', bytes, 'image/png', 'x'.repeat(501)))
		expect(longAlt.status).toBe(400)
		expect(longAlt.body).toMatchObject({ fieldErrors: { alt: 'Keep the alt text under 500 characters.' } })
		expect((await post(fileForm('a.png', bytes, 'image/png', 'x'.repeat(500)))).status).toBe(201)
	})

	it('is for admins only', async () => {
		const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
			.png()
			.toBuffer()
		const anonymous = await post(fileForm('a.png', bytes, 'image/png'), null)
		expect(anonymous.status).toBe(401)
		const signedInMember = await post(fileForm('a.png', bytes, 'image/png'), member.cookie)
		expect(signedInMember.status).toBe(403)
	})
})
