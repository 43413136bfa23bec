import sharp, { type Sharp } from 'sharp'

import type { MediaFormat, MediaWidth } from '#app/utils/media.ts'

import { singleton } from './singleton.ts'
import { VARIANTS_PREFIX, type MediaStorage, type StoredObject } from './storage/index.ts'

const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
	avif: (image) => image.avif({ quality: 50, effort: 2 }),
	webp: (image) => image.webp({ quality: 72 }),
	jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
}

const contentTypes: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** Generated variants are cached in storage beside the originals. */
export const variantKey = (key: string, width: MediaWidth, format: MediaFormat) => `${VARIANTS_PREFIX}${width}/${format}/${key}.${format}`

// One generation per variant at a time, and at most two encodes at once (2 cores).
const state = singleton('media-variants', () => ({
	inFlight: new Map<string, Promise<StoredObject | null>>(),
	running: 0,
	queue: [] as (() => void)[],
}))

async function withEncodeSlot<T>(task: () => Promise<T>): Promise<T> {
	if (state.running >= 2) await new Promise<void>((resolve) => state.queue.push(resolve))
	state.running++
	try {
		return await task()
	} finally {
		state.running--
		state.queue.shift()?.()
	}
}

/** A resized, re-encoded copy of an image (never larger than the original), or null if the original is missing. */
export async function getVariant(storage: MediaStorage, key: string, width: MediaWidth, format: MediaFormat): Promise<StoredObject | null> {
	const cacheKey = variantKey(key, width, format)
	const cached = await storage.get(cacheKey)
	if (cached) return { body: cached.body, contentType: contentTypes[format] }

	const pending = state.inFlight.get(cacheKey)
	if (pending) return pending
	const generation = (async () => {
		const original = await storage.get(key)
		if (!original) return null
		const body = await withEncodeSlot(() =>
			encoders[format](sharp(original.body, { animated: false }).rotate().resize({ width, withoutEnlargement: true })).toBuffer(),
		)
		await storage.put(cacheKey, body, contentTypes[format])
		return { body, contentType: contentTypes[format] }
	})()
	state.inFlight.set(cacheKey, generation)
	try {
		return await generation
	} finally {
		state.inFlight.delete(cacheKey)
	}
}
