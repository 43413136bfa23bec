import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { variantKey } from '#app/.server/media-variants.ts'
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

const get = (key: string, query = '') =>
	loader({
		request: new Request(`http://localhost/media/${key}${query}`),
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
		['a generated variant addressed directly', '_variants/320/webp/projects/kitchens/test.png.webp', '', 404],
		['a file that is not an image', 'projects/broken.png', '?w=320&f=webp', 415],
	])('answers %s with a 4xx', async (_name, key, query, status) => {
		expect((await get(key, query)).status).toBe(status)
	})
})
