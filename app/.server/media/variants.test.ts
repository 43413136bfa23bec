import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLocalStorage } from '#app/.server/storage/local.ts'
import { isValidStorageKey, type MediaStorage } from '#app/.server/storage/types.ts'

import { faviconKey, getFaviconVariant, getLogoVariant, logoVariantKey, variantKey } from './variants.ts'

let root: string
let storage: MediaStorage
beforeAll(async () => {
	root = mkdtempSync(path.join(tmpdir(), 'variants-'))
	storage = createLocalStorage(root)
	// A logo stored before heights were made at upload: they are made on first request.
	const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
		.png()
		.toBuffer()
	await storage.put('branding/old-logo.png', logo, 'image/png')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('variant keys', () => {
	it('are valid storage keys under the variants prefix, one per kind', () => {
		const keys = [variantKey('a/b.jpg', 320, 'webp'), logoVariantKey('a/b.png', 120, 'png'), faviconKey('a/b.png', 32)]
		expect(keys).toEqual(['_variants/320/webp/a/b.jpg.webp', '_variants/h120/png/a/b.png.png', '_variants/icon32/png/a/b.png.png'])
		for (const key of keys) expect(isValidStorageKey(key)).toBe(true)
	})
})

describe('logo and favicon variants of older uploads', () => {
	it('are made once from the original and stored', async () => {
		const logo = await getLogoVariant(storage, 'branding/old-logo.png', 120, 'webp')
		expect(logo?.contentType).toBe('image/webp')
		expect(await sharp(logo!.body).metadata()).toMatchObject({ format: 'webp', width: 360, height: 120, hasAlpha: true })
		expect(await storage.exists(logoVariantKey('branding/old-logo.png', 120, 'webp'))).toBe(true)

		const icon = await getFaviconVariant(storage, 'branding/old-logo.png', 48)
		expect(await sharp(icon!.body).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 })
		expect(await getFaviconVariant(storage, 'branding/missing.png', 48)).toBeNull()
	})
})
