import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { setEnvForTesting } from '#app/.server/env.ts'
import { variantKey } from '#app/.server/media/variants.ts'
import { installStorage, type MediaStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { testContext } from '#tests/route-context.ts'

import { loader } from './media.ts'

let root: string
let storage: MediaStorage
beforeAll(async () => {
	root = mkdtempSync(path.join(tmpdir(), 'media-route-'))
	storage = createLocalStorage(root)
	installStorage(storage)
	const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#14304d' } })
		.png()
		.toBuffer()
	await storage.put('projects/kitchens/test.png', image, 'image/png')
	await storage.put('projects/broken.png', Buffer.from('not an image'), 'image/png')
})
afterAll(() => {
	installStorage(null)
	rmSync(root, { recursive: true, force: true })
})

const get = (key: string, query = '', method = 'GET') =>
	loader({
		request: new Request(`http://localhost/media/${key}${query}`, { method }),
		params: { '*': key },
		context: testContext(),
	} as never) as Promise<Response>

describe('/media', () => {
	it('serves the original with long-lived caching', async () => {
		const response = await get('projects/kitchens/test.png')
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/png')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
	})

	it.each([
		['webp', 'image/webp', 320],
		['avif', 'image/avif', 640],
		['jpeg', 'image/jpeg', 960],
	] as const)('generates and caches a %s variant at the requested width', async (format, type, width) => {
		const response = await get('projects/kitchens/test.png', `?w=${width}&f=${format}`)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe(type)
		const body = Buffer.from(await response.arrayBuffer())
		expect((await sharp(body).metadata()).width).toBe(width)
		const cached = await storage.get(variantKey('projects/kitchens/test.png', width, format))
		expect(cached?.body).toEqual(body)
		const again = await get('projects/kitchens/test.png', `?w=${width}&f=${format}`)
		expect(again.status).toBe(200)
		expect(Buffer.from(await again.arrayBuffer())).toEqual(body)
	})

	it('never enlarges an image', async () => {
		const response = await get('projects/kitchens/test.png', '?w=1600&f=webp')
		expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200)
	})

	it.each([
		['an unsupported width', 'projects/kitchens/test.png', '?w=333&f=webp', 400],
		['an unsupported format', 'projects/kitchens/test.png', '?w=320&f=gif', 400],
		['a width without a format', 'projects/kitchens/test.png', '?w=320', 400],
		['a missing file', 'projects/none.png', '', 404],
		['a missing file variant', 'projects/none.png', '?w=320&f=webp', 404],
		['a path escaping the root', '../../etc/passwd', '', 404],
		['an encoded path escaping the root', '%2e%2e/%2e%2e/etc/passwd', '', 404],
		['a directory', 'projects', '', 404],
		['a directory of directories', 'projects/kitchens', '', 404],
		['a variant of a directory', 'projects', '?w=320&f=webp', 404],
		['a path through a file', 'projects/kitchens/test.png/x.png', '', 404],
		['a generated variant addressed directly', '_variants/320/webp/projects/kitchens/test.png.webp', '', 404],
		['a file that is not an image', 'projects/broken.png', '?w=320&f=webp', 415],
	])('answers %s with a 4xx', async (_name, key, query, status) => {
		expect((await get(key, query)).status).toBe(status)
	})
})

describe('/media for HEAD', () => {
	it('answers with the headers of GET and no body', async () => {
		const head = await get('projects/kitchens/test.png', '', 'HEAD')
		const full = await get('projects/kitchens/test.png')
		expect(head.status).toBe(200)
		expect(head.headers.get('Content-Type')).toBe('image/png')
		expect(head.headers.get('Content-Length')).toBe(full.headers.get('Content-Length'))
		expect(head.body).toBeNull()
	})

	it('answers 404 for a missing key or a directory, and 400 for a bad variant', async () => {
		expect((await get('projects/none.png', '', 'HEAD')).status).toBe(404)
		expect((await get('projects', '', 'HEAD')).status).toBe(404)
		expect((await get('projects/kitchens/test.png', '?w=1&f=webp', 'HEAD')).status).toBe(400)
	})
})

describe('/media logo and favicon variants', () => {
	it('serves a logo at a height the header uses, and a square favicon size', async () => {
		const logo = await get('projects/kitchens/test.png', '?h=120&f=webp')
		expect(logo.status).toBe(200)
		expect(logo.headers.get('Content-Type')).toBe('image/webp')
		expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).height).toBe(120)
		const icon = await get('projects/kitchens/test.png', '?icon=32')
		expect(icon.status).toBe(200)
		expect(icon.headers.get('Content-Type')).toBe('image/png')
		const iconSize = await sharp(Buffer.from(await icon.arrayBuffer())).metadata()
		expect([iconSize.width, iconSize.height]).toEqual([32, 32])
	})

	it.each(['?h=100&f=webp', '?h=120&f=avif', '?icon=33', '?icon=', '?f=webp', '?w=320'])(
		'refuses a size it does not make: %s',
		async (query) => {
			expect((await get('projects/kitchens/test.png', query)).status).toBe(400)
		},
	)
})

describe('/media with MEDIA_PUBLIC_URL', () => {
	const cdn = 'https://cdn.example.test/westway'
	beforeAll(() => setEnvForTesting({ MEDIA_PUBLIC_URL: `${cdn}/` }))
	afterAll(() => setEnvForTesting({ MEDIA_PUBLIC_URL: '' }))
	afterEach(() => storage.deleteMany([variantKey('projects/kitchens/test.png', 480, 'webp')]))

	it('redirects an original to its public copy', async () => {
		const response = await get('projects/kitchens/test.png')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`${cdn}/projects/kitchens/test.png`)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
	})

	it('serves a variant the first time, generating it, then redirects to its public copy', async () => {
		const first = await get('projects/kitchens/test.png', '?w=480&f=webp')
		expect(first.status).toBe(200)
		expect(first.headers.get('Content-Type')).toBe('image/webp')
		const second = await get('projects/kitchens/test.png', '?w=480&f=webp')
		expect(second.status).toBe(302)
		expect(second.headers.get('Location')).toBe(`${cdn}/_variants/480/webp/projects/kitchens/test.png.webp`)
	})

	it('still answers 404 for what is not stored and 400 for a bad variant', async () => {
		expect((await get('projects/none.png')).status).toBe(404)
		expect((await get('projects')).status).toBe(404)
		expect((await get('projects/none.png', '?w=320&f=webp')).status).toBe(404)
		expect((await get('projects/kitchens/test.png', '?w=333&f=webp')).status).toBe(400)
		expect((await get('../secret.png')).status).toBe(404)
	})
})
