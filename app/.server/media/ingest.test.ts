import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { installStorage, type MediaStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { faviconSizes, logoFormats, logoHeights } from '#app/domain/media/keys.ts'

import { ingestImage, mediaKeysOf, removeMedia, type ImagePurpose } from './ingest.ts'
import { faviconKey, logoVariantKey, variantKey } from './variants.ts'

let root: string
let storageRoot: string
let storage: MediaStorage
let counter = 0

beforeAll(() => {
	root = mkdtempSync(path.join(tmpdir(), 'ingest-'))
	storageRoot = path.join(root, 'storage')
	storage = createLocalStorage(storageRoot)
	installStorage(storage)
})
afterAll(() => {
	installStorage(null)
	rmSync(root, { recursive: true, force: true })
})
beforeEach(() => rmSync(storageRoot, { recursive: true, force: true }))

/** Every stored file, as keys. */
const storedKeys = (): string[] => {
	try {
		return readdirSync(storageRoot, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(storageRoot, path.join(entry.parentPath, entry.name)))
			.sort()
	} catch {
		return []
	}
}

async function upload(filename: string, body: Buffer | string, purpose: ImagePurpose) {
	const file = path.join(root, `upload-${++counter}`)
	writeFileSync(file, body)
	return ingestImage({ path: file, filename }, { purpose, keyFor: (extension) => `tests/${purpose}-${counter}.${extension}` })
}

/** The PNG chunk checksum (zlib's crc32 arrives only in Node 22). */
function crc32(bytes: Uint8Array) {
	let crc = 0xffffffff
	for (const byte of bytes) {
		crc ^= byte
		for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
	}
	return (crc ^ 0xffffffff) >>> 0
}

const stored = async (key: string) => {
	const object = await storage.get(key)
	if (!object) throw new Error(`${key} was not stored`)
	return object.body
}

describe('ingestImage: photos', () => {
	// A minute: the machine may be busy with other work.
	it('stores a rotated, metadata-free JPEG and every variant at upload', { timeout: 60_000 }, async () => {
		// A 4000 × 3000 camera photo turned on its side (orientation 6), with a GPS position.
		const photo = await sharp({
			create: { width: 4000, height: 3000, channels: 3, background: '#7a9cc6' },
		})
			.composite([{ input: { create: { width: 1000, height: 3000, channels: 3, background: '#c0392b' } }, left: 0, top: 0 }])
			.jpeg({ quality: 85 })
			.withMetadata({ orientation: 6 })
			.withExif({
				IFD0: { ImageDescription: 'at home' },
				IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 15/1 0/1' },
			})
			.toBuffer()
		const input = await sharp(photo).metadata()
		expect(input.orientation).toBe(6)
		expect(input.exif?.includes('at home')).toBe(true)
		// The GPS IFD pointer tag (0x8825), in either byte order.
		expect(input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

		const result = await upload('IMG_0001.JPG', photo, 'photo')
		if (!result.ok) throw new Error(result.message)
		expect(result).toMatchObject({
			key: 'tests/photo-1.jpg'.replace('1', String(counter)),
			width: 1920,
			height: 2560,
			contentType: 'image/jpeg',
		})

		const original = await stored(result.key)
		const metadata = await sharp(original).metadata()
		expect(metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 })
		expect(metadata.exif).toBeUndefined()
		expect(metadata.xmp).toBeUndefined()
		expect(metadata.orientation).toBeUndefined()
		// Turned upright: the red band that was on the left is now along the top.
		const { data } = await sharp(original).extract({ left: 960, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
		expect(data[0]).toBeGreaterThan(150)
		expect(result.originalBytes).toBe(original.length)

		const expected = (['avif', 'webp'] as const).flatMap((format) =>
			[320, 480, 640, 960, 1280, 1600].map((width) => variantKey(result.key, width as 320, format)),
		)
		expect([...result.variantKeys].sort()).toEqual([...expected].sort())
		expect(storedKeys()).toEqual([result.key, ...expected].sort())
		let variantBytes = 0
		for (const key of expected) {
			const body = await stored(key)
			variantBytes += body.length
			const variant = await sharp(body).metadata()
			expect(variant.format).toBe(key.includes('/avif/') ? 'heif' : 'webp')
			expect(variant.width).toBe(Number(key.split('/')[1]))
			expect(variant.exif).toBeUndefined()
		}
		expect(result.variantBytes).toBe(variantBytes)
		expect((await storage.get(variantKey(result.key, 320, 'avif')))?.contentType).toBe('image/avif')
	})

	it('makes only the widths a small photo has, and always the smallest', async () => {
		const photo = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#336699' } })
			.png()
			.toBuffer()
		const result = await upload('small.png', photo, 'photo')
		if (!result.ok) throw new Error(result.message)
		expect(result.variantKeys.map((key) => key.split('/').slice(1, 3).join('/')).sort()).toEqual(
			['320/avif', '480/avif', '640/avif', '320/webp', '480/webp', '640/webp'].sort(),
		)
		const tiny = await upload(
			'tiny.gif',
			await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
				.gif()
				.toBuffer(),
			'photo',
		)
		if (!tiny.ok) throw new Error(tiny.message)
		expect(tiny.variantKeys).toEqual([variantKey(tiny.key, 320, 'avif'), variantKey(tiny.key, 320, 'webp')])
		expect((await sharp(await stored(tiny.key)).metadata()).width).toBe(40)
	})

	it('refuses a program renamed photo.jpg with a 415, storing nothing', async () => {
		const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])
		expect(await upload('report.exe', program, 'photo')).toEqual({
			ok: false,
			httpStatus: 415,
			message: 'report.exe is not an image we can use. Upload a JPEG, PNG, GIF, WebP or HEIC photo.',
		})
		expect(await upload('photo.jpg', program, 'photo')).toMatchObject({ ok: false, httpStatus: 415 })
		expect(storedKeys()).toEqual([])
	})

	it('refuses a truncated JPEG with a 422, storing nothing', async () => {
		const photo = await sharp({
			create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
		})
			.jpeg()
			.toBuffer()
		const result = await upload('cut.jpg', photo.subarray(0, Math.floor(photo.length / 2)), 'photo')
		expect(result).toMatchObject({ ok: false, httpStatus: 422, message: expect.stringMatching(/^cut\.jpg could not be read as an image/) })
		expect(storedKeys()).toEqual([])
	})

	it('refuses a decompression bomb from its header, fast, storing nothing', async () => {
		// A real PNG whose header claims 20000 × 20000: decoding it would need 1.2 GB.
		const bomb = Buffer.from(
			await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
				.png()
				.toBuffer(),
		)
		bomb.writeUInt32BE(20000, 16)
		bomb.writeUInt32BE(20000, 20)
		bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
		const started = performance.now()
		const result = await upload('bomb.png', bomb, 'photo')
		expect(performance.now() - started).toBeLessThan(1000)
		expect(result).toMatchObject({
			ok: false,
			httpStatus: 413,
			message: expect.stringMatching(/20000 × 20000 pixels, more than the 70 megapixels/),
		})
		expect(storedKeys()).toEqual([])
	})

	it('refuses SVG as a photo', async () => {
		const result = await upload('drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'photo')
		expect(result).toMatchObject({ ok: false, httpStatus: 415, message: expect.stringMatching(/only accept as a logo/) })
		expect(storedKeys()).toEqual([])
	})

	it('converts a real HEVC HEIC (as iPhones take them) to a JPEG', async () => {
		// 382 bytes, made with libheif's heif-enc (x265) from a 96 × 64 JPEG of one colour (200, 80, 40).
		const heic = readFileSync(path.join(import.meta.dirname, 'fixtures/hevc-96x64.heic'))
		expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic')
		const result = await upload('IMG_0001.HEIC', heic, 'photo')
		if (!result.ok) throw new Error(result.message)
		expect(result).toMatchObject({ width: 96, height: 64, contentType: 'image/jpeg' })
		const { dominant } = await sharp(await stored(result.key)).stats()
		expect(Math.abs(dominant.r - 200)).toBeLessThan(24)
		expect(Math.abs(dominant.g - 80)).toBeLessThan(24)
		expect(Math.abs(dominant.b - 40)).toBeLessThan(24)
	})

	it('reads a HEIF container with AV1 inside', async () => {
		const avif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e8b57' } })
			.avif()
			.toBuffer()
		// Relabel it as an iPhone would brand it, so it takes the HEIC path (libheif first, then sharp).
		const heic = Buffer.from(avif)
		heic.write('heic', 8, 'latin1')
		const result = await upload('IMG_0002.HEIC', heic, 'photo')
		if (!result.ok) throw new Error(result.message)
		expect(result).toMatchObject({ width: 640, height: 480, contentType: 'image/jpeg' })
		expect((await sharp(await stored(result.key)).metadata()).format).toBe('jpeg')

		const plain = await upload('photo.avif', avif, 'photo')
		expect(plain.ok).toBe(true)
	})
})

describe('ingestImage: logos', () => {
	it('keeps transparency and makes every header height as PNG and WebP', async () => {
		const logo = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0 } } })
			.composite([
				{
					input: { create: { width: 400, height: 200, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 1 } } },
					left: 200,
					top: 100,
				},
			])
			.png()
			.toBuffer()
		const result = await upload('logo.png', logo, 'logo')
		if (!result.ok) throw new Error(result.message)
		expect(result).toMatchObject({ width: 800, height: 400, contentType: 'image/png' })
		expect(result.key.endsWith('.png')).toBe(true)
		const original = await sharp(await stored(result.key)).metadata()
		expect(original).toMatchObject({ format: 'png', hasAlpha: true })

		for (const height of logoHeights) {
			for (const format of logoFormats) {
				const body = await stored(logoVariantKey(result.key, height, format))
				const { info, data } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
				expect(info.height).toBe(height)
				expect(info.channels).toBe(4)
				// The corner stays transparent.
				expect(data[3]).toBe(0)
			}
		}
		expect(result.variantKeys).toHaveLength(logoHeights.length * logoFormats.length)
	})

	it('accepts a clean SVG, storing the checked drawing and raster heights', async () => {
		const svg =
			'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50"><rect width="200" height="50" rx="8" fill="#0b5"/></svg>'
		const result = await upload('logo.svg', svg, 'logo')
		if (!result.ok) throw new Error(result.message)
		expect(result).toMatchObject({ contentType: 'image/svg+xml' })
		expect(result.key.endsWith('.svg')).toBe(true)
		expect((await stored(result.key)).toString('utf8')).toBe(
			'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50"><rect width="200" height="50" rx="8" fill="#0b5"/></svg>\n',
		)
		const tallest = await sharp(await stored(logoVariantKey(result.key, 360, 'png'))).metadata()
		expect(tallest).toMatchObject({ width: 1440, height: 360, hasAlpha: true })
	})

	it('draws an SVG at the variant heights, whatever size it declares', async () => {
		const huge =
			'<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"><rect width="100000" height="50000" fill="#123"/></svg>'
		const result = await upload('huge.svg', huge, 'logo')
		if (!result.ok) throw new Error(result.message)
		const tallest = await sharp(await stored(logoVariantKey(result.key, 360, 'png'))).metadata()
		expect(tallest.height).toBe(360)
		// 2:1, give or take the rounding of drawing it at a low density first.
		expect(Math.abs(tallest.width - 720)).toBeLessThanOrEqual(2)
	})

	it('refuses an SVG with a script, storing nothing', async () => {
		const result = await upload('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo')
		expect(result).toMatchObject({ ok: false, httpStatus: 422, message: expect.stringMatching(/^logo\.svg: .*<script>/) })
		expect(storedKeys()).toEqual([])
	})
})

describe('ingestImage: favicons', () => {
	it('makes square icons of every size, padding a wide image with transparency', async () => {
		const wide = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#e67e22' } })
			.jpeg()
			.toBuffer()
		const result = await upload('icon.jpg', wide, 'favicon')
		if (!result.ok) throw new Error(result.message)
		for (const size of faviconSizes) {
			const body = await stored(faviconKey(result.key, size))
			const { info, data } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
			expect(info).toMatchObject({ width: size, height: size, channels: 4 })
			// Top-left corner: padding; centre: the image.
			expect(data[3]).toBe(0)
			expect(data[((size >> 1) * size + (size >> 1)) * 4 + 3]).toBe(255)
		}
	})

	it('reads an ICO holding a PNG, and one holding a 32-bit bitmap', async () => {
		const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } })
			.png()
			.toBuffer()
		const header = Buffer.alloc(22)
		header.writeUInt16LE(1, 2)
		header.writeUInt16LE(1, 4)
		header.writeUInt8(64, 6)
		header.writeUInt8(64, 7)
		header.writeUInt32LE(png.length, 14)
		header.writeUInt32LE(22, 18)
		const withPng = await upload('favicon.ico', Buffer.concat([header, png]), 'favicon')
		expect(withPng).toMatchObject({ ok: true, width: 64, height: 64 })

		// A 16 × 16 bitmap: a 40-byte header, then rows bottom-up as blue, green, red, alpha.
		const dib = Buffer.alloc(40 + 16 * 16 * 4 + 16 * 4)
		dib.writeUInt32LE(40, 0)
		dib.writeInt32LE(16, 4)
		dib.writeInt32LE(32, 8)
		dib.writeUInt16LE(1, 12)
		dib.writeUInt16LE(32, 14)
		for (let index = 0; index < 256; index++) dib.writeUInt32LE(0xff0000ff, 40 + index * 4)
		const bmpHeader = Buffer.from(header)
		bmpHeader.writeUInt8(16, 6)
		bmpHeader.writeUInt8(16, 7)
		bmpHeader.writeUInt32LE(dib.length, 14)
		const withBitmap = await upload('favicon.ico', Buffer.concat([bmpHeader, dib]), 'favicon')
		if (!withBitmap.ok) throw new Error(withBitmap.message)
		const { data } = await sharp(await stored(faviconKey(withBitmap.key, 16)))
			.raw()
			.toBuffer({ resolveWithObject: true })
		// Stored as blue, green, red, alpha (ff 00 00 ff): an opaque blue pixel.
		expect([...data.subarray(0, 4)]).toEqual([0, 0, 255, 255])
	})

	it('refuses an ICO as a photo', async () => {
		const result = await upload('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]), 'photo')
		expect(result).toMatchObject({ ok: false, httpStatus: 415, message: expect.stringMatching(/only accept as a favicon/) })
	})
})

describe('removing media', () => {
	it('lists every variant key of an original, all valid storage keys', () => {
		const keys = mediaKeysOf('projects/a.jpg')
		expect(keys).toContain('projects/a.jpg')
		expect(keys).toContain(variantKey('projects/a.jpg', 1600, 'jpeg'))
		expect(keys).toContain(logoVariantKey('projects/a.jpg', 240, 'webp'))
		expect(keys).toContain(faviconKey('projects/a.jpg', 512))
		expect(mediaKeysOf(variantKey('projects/a.jpg', 320, 'webp'))).toEqual([variantKey('projects/a.jpg', 320, 'webp')])
	})

	it('removes an original with all its variants, and nothing else', async () => {
		const image = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#123456' } })
			.png()
			.toBuffer()
		const kept = await upload('kept.png', image, 'photo')
		const gone = await upload('gone.png', image, 'favicon')
		if (!kept.ok || !gone.ok) throw new Error('upload failed')
		expect(await removeMedia([gone.key, ...gone.variantKeys])).toEqual({ failed: [] })
		expect(storedKeys()).toEqual([kept.key, ...kept.variantKeys].sort())
		expect(await removeMedia(['../escape.png', 'https://example.com/a.png'])).toEqual({
			failed: ['../escape.png', 'https://example.com/a.png'],
		})
	})
})
