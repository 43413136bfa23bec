import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startS3rver } from '#tests/s3.ts'

import { parseEnv, setEnvForTesting } from '../env.ts'
import { getStorage, installStorage } from './index.ts'
import { createLocalStorage } from './local.ts'
import { PRIVATE_S3_PREFIX } from './private.ts'
import { createS3Storage, type S3StorageOptions } from './s3.ts'
import type { MediaStorage } from './types.ts'

type Adapter = {
	storage: MediaStorage
	/** Files the adapter left on disk outside its own area (the storage root, or the bucket's directory). */
	strayFiles(): string[]
	stop(): Promise<void>
}

const filesUnder = (directory: string): string[] =>
	readdirSync(directory, { recursive: true, withFileTypes: true })
		.filter((entry) => !entry.isDirectory())
		.map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))

async function startLocal(): Promise<Adapter> {
	// The root sits one level down, so a write escaping it would land in `outer`.
	const outer = mkdtempSync(path.join(tmpdir(), 'media-contract-'))
	return {
		storage: createLocalStorage(path.join(outer, 'media')),
		strayFiles: () => filesUnder(outer).filter((file) => !file.startsWith(`media${path.sep}`)),
		stop: async () => rmSync(outer, { recursive: true, force: true }),
	}
}

async function startS3(
	options: Pick<S3StorageOptions, 'keyPrefix' | 'cacheControl'> = {},
): Promise<Adapter & { withPrefix(keyPrefix: string): MediaStorage }> {
	const bucket = 'media-contract'
	// Port 0: the system picks a free port, so parallel test runs never clash.
	const server = await startS3rver([bucket])
	const { directory } = server
	const connection = { ...server.connection, bucket }
	return {
		// s3rver accepts any signature made with its fixed development credentials.
		storage: createS3Storage({ ...connection, ...options }),
		/** Another storage on the same bucket (public media beside private photos). */
		withPrefix: (keyPrefix) => createS3Storage({ ...connection, keyPrefix }),
		strayFiles: () => filesUnder(directory).filter((file) => !file.startsWith(`${bucket}${path.sep}`)),
		stop: () => server.stop(),
	}
}

const invalidKeys = [
	'',
	'../x',
	'../../etc/passwd',
	'/abs',
	'/etc/passwd',
	'a/../../b',
	'a/./b',
	'.',
	'..',
	'%2e%2e',
	'%2e%2e/x',
	'a/%2e%2e/b',
	'a\\b',
	'..\\x',
	'a//b',
	'a/',
	'.hidden',
	'_variants/../x.png',
	'_variants/_variants/x.png',
	'_private/x.png',
]

describe.each([
	{ name: 'local', start: startLocal },
	{ name: 's3', start: () => startS3() },
])('$name storage', ({ name, start }) => {
	let adapter: Adapter
	let storage: MediaStorage
	beforeAll(async () => {
		adapter = await start()
		storage = adapter.storage
	})
	afterAll(() => adapter.stop())

	it('says which kind it is', () => {
		expect(storage.kind).toBe(name)
	})

	it('returns what was put, with the content type of the key', async () => {
		await storage.put('round/trip.png', Buffer.from('a png'), 'image/png')
		const stored = await storage.get('round/trip.png')
		expect(stored?.body.toString()).toBe('a png')
		expect(stored?.contentType).toBe('image/png')

		await storage.put('_variants/320/webp/round/trip.png.webp', Buffer.from('a webp'), 'image/webp')
		expect(await storage.get('_variants/320/webp/round/trip.png.webp')).toEqual({ body: Buffer.from('a webp'), contentType: 'image/webp' })
	})

	it('keeps binary content byte for byte', async () => {
		const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index))
		const large = Buffer.alloc(1024 * 1024 + 7)
		for (let index = 0; index < large.length; index++) large[index] = (index * 7919) % 251
		await storage.put('binary/every-byte.bin', everyByte, 'application/octet-stream')
		await storage.put('binary/large.jpg', large, 'image/jpeg')
		expect((await storage.get('binary/every-byte.bin'))?.body.equals(everyByte)).toBe(true)
		const stored = await storage.get('binary/large.jpg')
		expect(stored?.body.length).toBe(large.length)
		expect(stored?.body.equals(large)).toBe(true)
	})

	it('overwrites an existing key', async () => {
		await storage.put('overwrite/a.png', Buffer.from('first, and longer'), 'image/png')
		await storage.put('overwrite/a.png', Buffer.from('second'), 'image/png')
		expect((await storage.get('overwrite/a.png'))?.body.toString()).toBe('second')
	})

	it('answers null and false for a missing key', async () => {
		expect(await storage.get('missing/none.png')).toBeNull()
		expect(await storage.exists('missing/none.png')).toBe(false)
	})

	it('answers null and false for a "directory": a prefix of stored keys', async () => {
		await storage.put('folder/inner/a.png', Buffer.from('x'), 'image/png')
		for (const key of ['folder', 'folder/inner']) {
			expect(await storage.get(key), key).toBeNull()
			expect(await storage.exists(key), key).toBe(false)
		}
		// Running through a stored object, as if it were a directory, is "not found" too.
		expect(await storage.get('folder/inner/a.png/b.png')).toBeNull()
		expect(await storage.exists('folder/inner/a.png/b.png')).toBe(false)
	})

	it('says whether a key exists', async () => {
		await storage.put('exists/a.png', Buffer.from('x'), 'image/png')
		expect(await storage.exists('exists/a.png')).toBe(true)
		expect(await storage.exists('exists/b.png')).toBe(false)
	})

	it('deletes, and deleting again or deleting what never was succeeds', async () => {
		await storage.put('delete/a.png', Buffer.from('x'), 'image/png')
		await storage.delete('delete/a.png')
		expect(await storage.get('delete/a.png')).toBeNull()
		await storage.delete('delete/a.png')
		await storage.delete('delete/never.png')
		await storage.put('delete/dir/b.png', Buffer.from('x'), 'image/png')
		await storage.delete('delete/dir')
		expect(await storage.exists('delete/dir/b.png')).toBe(true)
	})

	it('deletes many keys at once, counting missing ones as deleted', async () => {
		const keys = ['many/a.png', '_variants/320/webp/many/a.png.webp', '_variants/640/avif/many/a.png.avif']
		for (const key of keys) await storage.put(key, Buffer.from(key), 'image/png')
		await storage.put('many/keep.png', Buffer.from('keep'), 'image/png')
		const result = await storage.deleteMany([...keys, 'many/missing.png', '_variants/960/jpeg/many/a.png.jpeg'])
		expect(result).toEqual({ failed: [] })
		for (const key of keys) expect(await storage.exists(key), key).toBe(false)
		expect(await storage.exists('many/keep.png')).toBe(true)
		expect(await storage.deleteMany([])).toEqual({ failed: [] })
	})

	it('deletes more keys than one S3 request may name', async () => {
		const keys = Array.from({ length: 1001 }, (_, index) => `batch/${index}.png`)
		await storage.put('batch/0.png', Buffer.from('first'), 'image/png')
		await storage.put('batch/1000.png', Buffer.from('last'), 'image/png')
		expect(await storage.deleteMany(keys)).toEqual({ failed: [] })
		expect(await storage.exists('batch/0.png')).toBe(false)
		expect(await storage.exists('batch/1000.png')).toBe(false)
	})

	it.each(invalidKeys)('refuses the invalid key %j everywhere', async (key) => {
		await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/)
		await expect(storage.get(key)).rejects.toThrow(/Invalid media key/)
		await expect(storage.exists(key)).rejects.toThrow(/Invalid media key/)
		await expect(storage.delete(key)).rejects.toThrow(/Invalid media key/)
		await expect(storage.deleteMany([key])).rejects.toThrow(/Invalid media key/)
	})

	it('refuses a deleteMany naming an invalid key before deleting anything', async () => {
		await storage.put('refused/a.png', Buffer.from('x'), 'image/png')
		await expect(storage.deleteMany(['refused/a.png', '../x'])).rejects.toThrow(/Invalid media key/)
		expect(await storage.exists('refused/a.png')).toBe(true)
	})

	it('has written nothing outside its own area', () => {
		expect(adapter.strayFiles()).toEqual([])
	})
})

// The overview's "Pictures and files" and "Enquiry photos" (issue 25).
describe.each([
	{ name: 'local', start: startLocal },
	{ name: 's3', start: () => startS3() },
])('$name storage usage', ({ start }) => {
	let adapter: Adapter
	beforeAll(async () => {
		adapter = await start()
	})
	afterAll(() => adapter.stop())

	it('counts the bytes and files of its keys (variants too), up to a bound', async () => {
		expect(await adapter.storage.usage()).toEqual({ bytes: 0, files: 0, complete: true })
		await adapter.storage.put('projects/a.jpg', Buffer.alloc(1000), 'image/jpeg')
		await adapter.storage.put('projects/deep/b.png', Buffer.alloc(200), 'image/png')
		await adapter.storage.put('_variants/projects/a.jpg/w400.webp', Buffer.alloc(30), 'image/webp')
		expect(await adapter.storage.usage()).toEqual({ bytes: 1230, files: 3, complete: true })
		const bounded = await adapter.storage.usage(2)
		expect(bounded).toMatchObject({ files: 2, complete: false })
	})

	// Backups list what is stored (decision 0054): keys and sizes, an ETag from a bucket.
	it('lists every stored key with its size', async () => {
		const listed = []
		for await (const object of adapter.storage.list()) listed.push(object)
		expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
			{ key: '_variants/projects/a.jpg/w400.webp', size: 30 },
			{ key: 'projects/a.jpg', size: 1000 },
			{ key: 'projects/deep/b.png', size: 200 },
		])
		for (const object of listed) {
			if (adapter.storage.kind === 's3') expect(object.etag).toMatch(/^[0-9a-f]{32}$/)
			else expect(object.etag).toBeNull()
		}
	})
})

describe('s3 storage usage beside a private prefix in the same bucket', () => {
	it('counts only its own keys: the public listing leaves the private photos out, the private one counts only them', async () => {
		const adapter = await startS3()
		try {
			const photos = adapter.withPrefix(PRIVATE_S3_PREFIX)
			await adapter.storage.put('logo.png', Buffer.alloc(10), 'image/png')
			await photos.put('enquiry-photos/x.jpg', Buffer.alloc(500), 'image/jpeg')
			expect(await adapter.storage.usage()).toEqual({ bytes: 10, files: 1, complete: true })
			expect(await photos.usage()).toEqual({ bytes: 500, files: 1, complete: true })
		} finally {
			await adapter.stop()
		}
	})
})

// Private photos on S3 are shown through short-lived signed URLs (issue 24, decision 0048).
describe('s3 storage, signed URLs under a private prefix', () => {
	let adapter: Adapter
	beforeAll(async () => {
		adapter = await startS3({ keyPrefix: PRIVATE_S3_PREFIX, cacheControl: 'private, no-store' })
	})
	afterAll(() => adapter.stop())

	it('signs a URL that fetches the stored bytes with no credentials, under the prefix', async () => {
		const body = Buffer.from(Array.from({ length: 256 }, (_, index) => index))
		await adapter.storage.put('enquiry-photos/signed.jpg', body, 'image/jpeg')
		const url = new URL(await adapter.storage.signedUrl!('enquiry-photos/signed.jpg', 300))
		// Path-style on an endpoint: /<bucket>/<prefix><key>.
		expect(url.pathname).toBe('/media-contract/_private/enquiry-photos/signed.jpg')
		expect(url.searchParams.get('X-Amz-Expires')).toBe('300')
		expect(url.searchParams.get('response-cache-control')).toBe('private, no-store')

		const response = await fetch(url)
		expect(response.status).toBe(200)
		expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true)
		expect(response.headers.get('Content-Type')).toBe('image/jpeg')
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')

		// Only under the prefix: the same name without it is not an object of the bucket.
		const unprefixed = new URL(await adapter.storage.signedUrl!('enquiry-photos/signed.jpg', 300))
		unprefixed.pathname = '/media-contract/enquiry-photos/signed.jpg'
		expect((await fetch(unprefixed)).status).toBe(404)
	})

	it.each(invalidKeys)('refuses to sign the invalid key %j', async (key) => {
		await expect(adapter.storage.signedUrl!(key, 300)).rejects.toThrow(/Invalid media key/)
	})
})

describe('local storage', () => {
	it('cannot sign URLs, so its callers serve the bytes', () => {
		expect(createLocalStorage(path.join(tmpdir(), 'never-created')).signedUrl).toBeUndefined()
	})
})

describe('getStorage', () => {
	afterEach(() => {
		setEnvForTesting({ S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })
		installStorage(null)
	})

	it('uses an S3 bucket when S3_BUCKET is set', () => {
		setEnvForTesting({
			S3_BUCKET: 'media-bucket',
			S3_ACCESS_KEY_ID: 'key-id',
			S3_SECRET_ACCESS_KEY: 'secret',
			S3_ENDPOINT: 'http://127.0.0.1:1',
		})
		installStorage(null)
		expect(getStorage().kind).toBe('s3')
	})

	it('uses local disk otherwise', () => {
		setEnvForTesting({ S3_BUCKET: '' })
		installStorage(null)
		expect(getStorage().kind).toBe('local')
	})

	it('is not configured with a bucket but no keys', () => {
		expect(() => parseEnv({ S3_BUCKET: 'media-bucket' })).toThrow(
			/S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
		)
		expect(() => parseEnv({ S3_BUCKET: 'media-bucket', S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/S3_SECRET_ACCESS_KEY: required/)
		expect(parseEnv({ S3_BUCKET: 'media-bucket', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' }).S3_BUCKET).toBe(
			'media-bucket',
		)
		expect(parseEnv({}).S3_BUCKET).toBeUndefined()
	})
})

// Object stores take keys of up to 1,024 bytes; a file system refuses a name of more than 255.
describe('local storage, under the file system limits', () => {
	let adapter: Adapter
	beforeAll(async () => {
		adapter = await startLocal()
	})
	afterAll(() => adapter.stop())

	it('answers null and false for a key with a name longer than a file may have', async () => {
		// Beside a stored one, so the folder exists and only the name's length is wrong.
		await adapter.storage.put('present.png', Buffer.from('x'), 'image/png')
		const key = `${'a'.repeat(300)}.png`
		expect(await adapter.storage.get(key)).toBeNull()
		expect(await adapter.storage.exists(key)).toBe(false)
	})
})
