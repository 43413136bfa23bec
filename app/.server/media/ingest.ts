// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- tsconfig globs skip dot folders such as .server, so the ambient types must be referenced
/// <reference path="./heic-decode.d.ts" />
import { readFile, stat } from 'node:fs/promises'
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'

import {
	faviconSizes,
	logoFormats,
	logoHeights,
	mediaFormats,
	mediaKeyFromUrl,
	mediaWidths,
	type MediaWidth,
} from '#app/domain/media/keys.ts'

import { getEnv } from '../env.ts'
import { getStorage, VARIANTS_PREFIX } from '../storage/index.ts'
import { isValidMediaKey, isValidStorageKey } from '../storage/types.ts'
import { isWorkLimitBusy, workLimit } from '../work-limit.ts'
import { readHead, sniffImage, type SniffedType } from './sniff.ts'
import { checkSvg, SVG_MAX_BYTES } from './svg.ts'
import {
	encodeLogo,
	encoders,
	faviconKey,
	logoVariantKey,
	squareIcon,
	variantContentTypes,
	variantKey,
	withEncodeSlot,
} from './variants.ts'

/**
 * Turns an uploaded file into stored media: the bytes decide what it is (never
 * its name), it is decoded once with limits against decompression bombs,
 * turned upright, stripped of its metadata (camera, GPS) and re-encoded; then
 * every size the site shows is made straight away, so no visitor waits for
 * one. Nothing is left in storage when any step fails.
 */

export type ImagePurpose = 'photo' | 'logo' | 'favicon'

export type IngestOk = {
	ok: true
	key: string
	width: number
	height: number
	contentType: string
	originalBytes: number
	variantBytes: number
	variantKeys: string[]
}
export type IngestFailure =
	| { ok: false; httpStatus: 413 | 415 | 422; message: string }
	/** Other images are being processed (the work limit is full): try again after `retryAfterSeconds`. */
	| { ok: false; httpStatus: 503; message: string; retryAfterSeconds: number }

/**
 * Uploads decoded and encoded at once (decision 0026): one, since a decoded
 * photo can hold up to 70 megapixels (280 MB) of pixels; four more may wait
 * (an owner's batch goes one file at a time), and one more is told to retry.
 */
export const ingestLimit = workLimit('image-ingest', { concurrency: 1, queue: 4, retryAfterSeconds: 15 })

export const ingestBusyMessage = 'The server is busy processing other images. Please try again in a few seconds.'

/** Admits a 48-megapixel phone photo with room to spare; a bomb's header claims far more. */
export const MAX_INPUT_PIXELS = 70_000_000
/** The long side of a stored photo: more than any screen we serve needs (the widest variant is 1600). */
export const PHOTO_MAX_EDGE = 2560
const LOGO_MAX_EDGE = 2000
const FAVICON_MAX_EDGE = 1024

const accepted: Record<ImagePurpose, string> = {
	photo: 'Upload a JPEG, PNG, GIF, WebP or HEIC photo.',
	logo: 'Upload a PNG, SVG, WebP, JPEG or GIF logo.',
	favicon: 'Upload a square PNG (512 × 512 pixels is best), or an ICO, WebP, JPEG or GIF image.',
}

const allowed: Record<ImagePurpose, ReadonlySet<SniffedType>> = {
	photo: new Set(['jpeg', 'png', 'gif', 'webp', 'heic', 'avif']),
	logo: new Set(['jpeg', 'png', 'gif', 'webp', 'heic', 'avif', 'svg']),
	favicon: new Set(['jpeg', 'png', 'gif', 'webp', 'heic', 'avif', 'ico']),
}

class Refusal extends Error {
	constructor(
		readonly httpStatus: 413 | 415 | 422,
		message: string,
	) {
		super(message)
	}
}

const unreadable = (filename: string) =>
	new Refusal(422, `${filename} could not be read as an image (it may be damaged or incomplete). Please export it again and retry.`)

function checkPixels(filename: string, width: number, height: number) {
	if (width * height > MAX_INPUT_PIXELS) {
		throw new Refusal(
			413,
			`${filename} is ${width} × ${height} pixels, more than the ${MAX_INPUT_PIXELS / 1_000_000} megapixels we accept. Please make it smaller and try again.`,
		)
	}
}

/** One decodable picture: how to open it (as often as needed), and its upright size. */
type Source = { open: () => Sharp }

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'truncated' } as const

async function sharpSource(filename: string, input: string | Buffer, options: SharpOptions = {}): Promise<Source> {
	let metadata: Metadata
	try {
		// The header only: this allocates no pixels, so a bomb is refused here, fast.
		metadata = await sharp(input, { ...sharpOptions, ...options, limitInputPixels: false }).metadata()
	} catch {
		throw unreadable(filename)
	}
	checkPixels(filename, metadata.width, metadata.pageHeight ?? metadata.height)
	return { open: () => sharp(input, { ...sharpOptions, ...options }) }
}

/** iPhone photos (HEVC inside HEIF), which sharp cannot decode itself; the libheif port tells the size before decoding. */
async function heicSource(filename: string, path: string): Promise<Source> {
	const { default: decodeHeic } = await import('heic-decode')
	let decoded: { width: number; height: number; data: Uint8ClampedArray }
	try {
		const images = await decodeHeic.all({ buffer: await readFile(path) })
		try {
			const first = images[0]
			if (!first) throw unreadable(filename)
			checkPixels(filename, first.width, first.height)
			decoded = await first.decode()
		} finally {
			images.dispose()
		}
	} catch (error) {
		if (error instanceof Refusal) throw error
		// HEIF holding AV1 rather than HEVC (the libheif port decodes only HEVC): sharp reads that.
		return sharpSource(filename, path)
	}
	const { width, height, data } = decoded
	const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
	return { open: () => sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }) }
}

/**
 * An icon file: the largest image in it, either a PNG (how large icons are
 * stored) or a 32-bit bitmap. Older bitmap kinds are refused with advice.
 */
async function icoSource(filename: string, path: string): Promise<Source> {
	const file = await readFile(path)
	const count = file.length >= 6 ? file.readUInt16LE(4) : 0
	let best: { size: number; offset: number; length: number } | null = null
	for (let index = 0; index < count; index++) {
		const entry = 6 + index * 16
		if (entry + 16 > file.length) throw unreadable(filename)
		const size = (file[entry] || 256) * (file[entry + 1] || 256)
		const length = file.readUInt32LE(entry + 8)
		const offset = file.readUInt32LE(entry + 12)
		if (offset + length > file.length) throw unreadable(filename)
		if (!best || size > best.size) best = { size, offset, length }
	}
	if (!best) throw unreadable(filename)
	const image = file.subarray(best.offset, best.offset + best.length)
	if (sniffImage(image) === 'png') return sharpSource(filename, image)

	// BITMAPINFOHEADER: the height counts the image and its mask, stacked.
	if (image.length < 40 || image.readUInt32LE(0) < 40) throw unreadable(filename)
	const width = image.readInt32LE(4)
	const height = image.readInt32LE(8) / 2
	const bitCount = image.readUInt16LE(14)
	const compression = image.readUInt32LE(16)
	if (bitCount !== 32 || (compression !== 0 && compression !== 3) || width <= 0 || width > 256 || height <= 0 || height > 256) {
		throw new Refusal(
			415,
			`${filename} is an older kind of icon we cannot read. Please save it as a PNG (512 × 512 pixels is best) and upload that.`,
		)
	}
	const start = image.readUInt32LE(0)
	if (start + width * height * 4 > image.length) throw unreadable(filename)
	const pixels = Buffer.alloc(width * height * 4)
	let anyAlpha = false
	// Rows are stored bottom-up, as blue, green, red, alpha.
	for (let row = 0; row < height; row++) {
		for (let column = 0; column < width; column++) {
			const from = start + ((height - 1 - row) * width + column) * 4
			const to = (row * width + column) * 4
			pixels[to] = image[from + 2]!
			pixels[to + 1] = image[from + 1]!
			pixels[to + 2] = image[from]!
			pixels[to + 3] = image[from + 3]!
			anyAlpha ||= image[from + 3]! > 0
		}
	}
	// An icon whose alpha is all zero relies on its mask instead; show it opaque.
	if (!anyAlpha) for (let index = 3; index < pixels.length; index += 4) pixels[index] = 255
	return { open: () => sharp(pixels, { raw: { width, height, channels: 4 } }) }
}

/** A decoded, upright, sRGB image kept as raw pixels, from which every stored file is encoded. */
type Decoded = { pixels: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

async function decode(filename: string, source: Source, prepare: (image: Sharp) => Sharp): Promise<Decoded> {
	try {
		const { data, info } = await withEncodeSlot(() =>
			// `rotate()` applies the EXIF orientation; the output (raw pixels) carries no metadata at all.
			prepare(source.open().rotate()).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }),
		)
		return { pixels: data, info: { width: info.width, height: info.height, channels: info.channels } }
	} catch (error) {
		if (error instanceof Refusal) throw error
		if (error instanceof Error && /pixel limit/i.test(error.message)) {
			throw new Refusal(
				413,
				`${filename} has more than the ${MAX_INPUT_PIXELS / 1_000_000} megapixels we accept. Please make it smaller and try again.`,
			)
		}
		throw unreadable(filename)
	}
}

const fromDecoded = ({ pixels, info }: Decoded) => sharp(pixels, { raw: info })

/**
 * As the on-request encoders, but AVIF at effort 1: about a third faster than
 * effort 2 for some 10% more bytes, which keeps a whole photo within two seconds.
 */
const uploadEncoders = { ...encoders, avif: (image: Sharp) => image.avif({ quality: 50, effort: 1 }) }

type Output = { key: string; contentType: string; render: () => Promise<Buffer> }

/** Photos: a JPEG original, and AVIF and WebP at every width up to the photo's own (the smallest always). */
function photoOutputs(decoded: Decoded, key: string): { original: Output; variants: Output[] } {
	const { width } = decoded.info
	const widths = mediaWidths.filter((candidate, index) => index === 0 || candidate <= width)
	const variants: Output[] = []
	// Largest first: the longest encodes start early, so the two slots finish together.
	for (const format of ['avif', 'webp'] as const) {
		for (const variantWidth of [...widths].reverse()) {
			variants.push({
				key: variantKey(key, variantWidth, format),
				contentType: variantContentTypes[format],
				render: () => uploadEncoders[format](fromDecoded(decoded).resize({ width: variantWidth, withoutEnlargement: true })).toBuffer(),
			})
		}
	}
	const original: Output = {
		key,
		contentType: 'image/jpeg',
		render: () => fromDecoded(decoded).jpeg({ quality: 82, progressive: true }).withIccProfile('srgb').toBuffer(),
	}
	return { original, variants }
}

function logoOutputs(decoded: Decoded, key: string, svg: string | null): { original: Output; variants: Output[] } {
	const variants = logoHeights.flatMap((height) =>
		logoFormats.map((format): Output => ({
			key: logoVariantKey(key, height, format),
			contentType: variantContentTypes[format],
			render: () => encodeLogo(fromDecoded(decoded).resize({ height, withoutEnlargement: true }), format).toBuffer(),
		})),
	)
	const original: Output = svg
		? { key, contentType: 'image/svg+xml', render: () => Promise.resolve(Buffer.from(svg, 'utf8')) }
		: { key, contentType: 'image/png', render: () => fromDecoded(decoded).png().toBuffer() }
	return { original, variants }
}

function faviconOutputs(decoded: Decoded, key: string): { original: Output; variants: Output[] } {
	const variants = faviconSizes.map((size): Output => ({
		key: faviconKey(key, size),
		contentType: 'image/png',
		render: () => squareIcon(fromDecoded(decoded), size).toBuffer(),
	}))
	return { original: { key, contentType: 'image/png', render: () => fromDecoded(decoded).png().toBuffer() }, variants }
}

/** Reads, checks and decodes the upload; every refusal is a `Refusal`. */
async function prepare(file: { path: string; filename: string }, purpose: ImagePurpose) {
	const { filename } = file
	const { size } = await stat(file.path)
	const maxBytes = getEnv().UPLOAD_MAX_MB * 1024 * 1024
	if (size > maxBytes) throw new Refusal(413, `${filename} is larger than ${getEnv().UPLOAD_MAX_MB} MB. Please upload a smaller file.`)

	const type = sniffImage(await readHead(file.path))
	if (type === null) throw new Refusal(415, `${filename} is not an image we can use. ${accepted[purpose]}`)
	if (!allowed[purpose].has(type)) {
		const what = type === 'svg' ? 'an SVG drawing, which we only accept as a logo' : 'an icon file, which we only accept as a favicon'
		throw new Refusal(415, `${filename} is ${what}. ${accepted[purpose]}`)
	}

	let svg: string | null = null
	let source: Source
	if (type === 'svg') {
		if (size > SVG_MAX_BYTES) throw new Refusal(413, `${filename} is larger than ${SVG_MAX_BYTES / 1024} KB, too large for an SVG logo.`)
		const checked = checkSvg(await readFile(file.path, 'utf8'))
		if (!checked.ok) throw new Refusal(422, `${filename}: ${checked.message}`)
		svg = checked.svg
		const drawing = Buffer.from(svg, 'utf8')
		// Drawn at the size of the tallest variant, not its declared size, which may be tiny or huge.
		const { height = 0 } = await sharp(drawing, { limitInputPixels: false })
			.metadata()
			.catch(() => {
				throw unreadable(filename)
			})
		const density = Math.min(2400, Math.max(1, (72 * Math.max(...logoHeights)) / Math.max(height, 1)))
		source = await sharpSource(filename, drawing, { density })
	} else if (type === 'heic') source = await heicSource(filename, file.path)
	else if (type === 'ico') source = await icoSource(filename, file.path)
	else source = await sharpSource(filename, file.path)

	const maxEdge = purpose === 'photo' ? PHOTO_MAX_EDGE : purpose === 'logo' ? LOGO_MAX_EDGE : FAVICON_MAX_EDGE
	const decoded = await decode(filename, source, (image) => {
		const capped = image.resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
		// Photos are stored as JPEG, which has no transparency: transparent parts become white.
		return purpose === 'photo' ? capped.flatten({ background: '#ffffff' }) : capped
	})
	return { decoded, svg }
}

export async function ingestImage(
	file: { path: string; filename: string },
	options: { purpose: ImagePurpose; keyFor: (extension: string) => string },
): Promise<IngestOk | IngestFailure> {
	try {
		return await ingestLimit.run(() => ingest(file, options))
	} catch (error) {
		if (!isWorkLimitBusy(error)) throw error
		return { ok: false, httpStatus: 503, message: ingestBusyMessage, retryAfterSeconds: error.retryAfterSeconds }
	}
}

async function ingest(
	file: { path: string; filename: string },
	options: { purpose: ImagePurpose; keyFor: (extension: string) => string },
): Promise<IngestOk | IngestFailure> {
	const { purpose } = options
	const storage = getStorage()
	const written: string[] = []
	try {
		const { decoded, svg } = await prepare(file, purpose)
		const key = options.keyFor(purpose === 'photo' ? 'jpg' : svg ? 'svg' : 'png')
		// The caller's key scheme is ours to trust, but a bad key must never reach storage.
		if (!isValidMediaKey(key) || key.startsWith(VARIANTS_PREFIX))
			throw new Error(`keyFor gave an invalid media key: ${JSON.stringify(key)}`)

		const { original, variants } =
			purpose === 'photo' ? photoOutputs(decoded, key) : purpose === 'logo' ? logoOutputs(decoded, key, svg) : faviconOutputs(decoded, key)
		const sizes = new Map<string, number>()
		// Every output settles before a failure is handled, so none is written after the clean-up below.
		const outcomes = await Promise.allSettled(
			[original, ...variants].map(async (output) => {
				const body = await withEncodeSlot(output.render)
				written.push(output.key)
				await storage.put(output.key, body, output.contentType)
				sizes.set(output.key, body.length)
			}),
		)
		const failed = outcomes.find((outcome) => outcome.status === 'rejected')
		if (failed) throw failed.reason
		return {
			ok: true,
			key,
			width: decoded.info.width,
			height: decoded.info.height,
			contentType: original.contentType,
			originalBytes: sizes.get(key) ?? 0,
			variantBytes: variants.reduce((total, output) => total + (sizes.get(output.key) ?? 0), 0),
			variantKeys: variants.map((output) => output.key),
		}
	} catch (error) {
		// Whatever was written (or half-written) goes; a failed removal leaves only unreferenced files.
		if (written.length > 0) await storage.deleteMany(written).catch(() => undefined)
		if (error instanceof Refusal) return { ok: false, httpStatus: error.httpStatus, message: error.message }
		throw error
	}
}

/** Every key an original may have beside it (variants of every kind), for deleting it completely. */
export function mediaKeysOf(key: string): string[] {
	if (key.startsWith(VARIANTS_PREFIX)) return [key]
	return [
		key,
		...mediaWidths.flatMap((width: MediaWidth) => mediaFormats.map((format) => variantKey(key, width, format))),
		...logoHeights.flatMap((height) => logoFormats.map((format) => logoVariantKey(key, height, format))),
		...faviconSizes.map((size) => faviconKey(key, size)),
	]
}

/**
 * Removes originals and all their variants; keys already naming a variant are removed as they are.
 * A key storage would refuse (not one of ours) is reported as failed rather than stopping the rest.
 */
export async function removeMedia(keys: string[]): Promise<{ failed: string[] }> {
	const all = [...new Set(keys.flatMap(mediaKeysOf))]
	const valid = all.filter(isValidStorageKey)
	const invalid = keys.filter((key) => !isValidStorageKey(key))
	if (valid.length === 0) return { failed: invalid }
	const { failed } = await getStorage().deleteMany(valid)
	return { failed: [...invalid, ...failed] }
}

/** The stored files behind our media URLs (an external URL has none), each with all its variants. */
export function removeMediaUrls(urls: readonly string[]): Promise<{ failed: string[] }> {
	const keys = urls.flatMap((url) => {
		const key = mediaKeyFromUrl(url)
		return key ? [key] : []
	})
	return keys.length ? removeMedia(keys) : Promise.resolve({ failed: [] })
}
