import sharp, { type Sharp } from 'sharp'

import type { FaviconSize, LogoFormat, LogoHeight, MediaFormat, MediaWidth } from '#app/domain/media/keys.ts'

import { singleton } from '../singleton.ts'
import { VARIANTS_PREFIX, type MediaStorage, type StoredObject } from '../storage/index.ts'
import { workLimit } from '../work-limit.ts'

/** Encoder settings shared by upload-time and on-request variants, so both give the same bytes. */
export const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
	avif: (image) => image.avif({ quality: 50, effort: 2 }),
	webp: (image) => image.webp({ quality: 72 }),
	jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
}

export const variantContentTypes: Record<MediaFormat | LogoFormat, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpeg: 'image/jpeg',
	png: 'image/png',
}

/** Logos keep their transparency; WebP keeps the alpha edges exact. */
export const encodeLogo = (image: Sharp, format: LogoFormat) =>
	format === 'png' ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 90, alphaQuality: 100 })

/** A square icon: the image fitted inside and centred, on transparent padding. */
export const squareIcon = (image: Sharp, size: number) =>
	image
		.ensureAlpha()
		.resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
		.png({ compressionLevel: 9 })

/** Generated variants are cached in storage beside the originals. */
export const variantKey = (key: string, width: MediaWidth, format: MediaFormat) => `${VARIANTS_PREFIX}${width}/${format}/${key}.${format}`

/** A logo at a fixed height (transparency kept), made at upload: `_variants/h<height>/<format>/<key>.<format>`. */
export const logoVariantKey = (key: string, height: LogoHeight, format: LogoFormat) =>
	`${VARIANTS_PREFIX}h${height}/${format}/${key}.${format}`

/** A square PNG icon of a favicon upload, made at upload: `_variants/icon<size>/png/<key>.png`. */
export const faviconKey = (key: string, size: FaviconSize) => `${VARIANTS_PREFIX}icon${size}/png/${key}.png`

// One generation per variant at a time.
const state = singleton('media-variants', () => ({ inFlight: new Map<string, Promise<StoredObject | null>>() }))

/**
 * Image encodes, of an upload's outputs and of variants made on request: two
 * at once (2 cores), 32 more may wait (an upload's dozen outputs, a page's
 * pictures), and one more is refused with `WorkLimitBusy`, answered 503 with
 * Retry-After (decision 0026), rather than a queue that grows with requests.
 */
export const encodeLimit = workLimit('image-encode', { concurrency: 2, queue: 32, retryAfterSeconds: 5 })

/** Runs one image encode in a slot of the process's encode limit (throws `WorkLimitBusy` when it is full). */
export const withEncodeSlot = <T>(task: () => Promise<T>): Promise<T> => encodeLimit.run(task)

/** True while an encode runs or waits anywhere in the process (background work waits for this to clear). */
export const encodesBusy = () => encodeLimit.busy()

/**
 * A variant from storage, or made now from the original (once, however many
 * ask at the same time) and stored; null if the original is missing.
 */
async function cachedOrGenerated(
	storage: MediaStorage,
	key: string,
	cacheKey: string,
	contentType: string,
	render: (original: Buffer) => Sharp,
): Promise<StoredObject | null> {
	const cached = await storage.get(cacheKey)
	if (cached) return { body: cached.body, contentType }

	const pending = state.inFlight.get(cacheKey)
	if (pending) return pending
	const generation = (async () => {
		// The original is read in the slot: a request waiting for one holds no image.
		const body = await withEncodeSlot(async () => {
			const original = await storage.get(key)
			return original ? render(original.body).toBuffer() : null
		})
		if (!body) return null
		await storage.put(cacheKey, body, contentType)
		return { body, contentType }
	})()
	state.inFlight.set(cacheKey, generation)
	try {
		return await generation
	} finally {
		state.inFlight.delete(cacheKey)
	}
}

/** A resized, re-encoded copy of an image (never larger than the original), or null if the original is missing. */
export function getVariant(storage: MediaStorage, key: string, width: MediaWidth, format: MediaFormat): Promise<StoredObject | null> {
	return cachedOrGenerated(storage, key, variantKey(key, width, format), variantContentTypes[format], (original) =>
		encoders[format](sharp(original, { animated: false }).rotate().resize({ width, withoutEnlargement: true })),
	)
}

/** A logo at one of the header heights: made at upload, or now for a logo stored before that. */
export function getLogoVariant(storage: MediaStorage, key: string, height: LogoHeight, format: LogoFormat): Promise<StoredObject | null> {
	return cachedOrGenerated(storage, key, logoVariantKey(key, height, format), variantContentTypes[format], (original) =>
		encodeLogo(sharp(original, { animated: false }).rotate().resize({ height, withoutEnlargement: true }), format),
	)
}

/** A square favicon PNG: made at upload, or now for a favicon stored before that. */
export function getFaviconVariant(storage: MediaStorage, key: string, size: FaviconSize): Promise<StoredObject | null> {
	return cachedOrGenerated(storage, key, faviconKey(key, size), 'image/png', (original) =>
		squareIcon(sharp(original, { animated: false }).rotate(), size),
	)
}
