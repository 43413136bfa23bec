// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- tsconfig globs skip dot folders such as .server, so the ambient types must be referenced
/// <reference path="../media/heic-decode.d.ts" />
import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { and, asc, eq } from 'drizzle-orm'
import sharp, { type Sharp } from 'sharp'

import {
	enquiryPhotoCopy,
	enquiryPhotoLimits,
	photoDisplayName,
	photoFileKeys,
	thumbnailKey,
	type PhotoRefusal,
	type PhotoRefusalReason,
} from '#app/domain/enquiry/photos.ts'
import { cleanText, formFailure, type FormFailure, type SubmittedValues } from '#app/domain/form.ts'
import type { BodyLimit } from '#app/utils/body-limit.ts'

import { resolveBodyLimit } from '../body-limit.ts'
import { getDb } from '../db/index.ts'
import { enquiryPhotos, type EnquiryPhotoRow } from '../db/schema/index.ts'
import { formMessages } from '../form.ts'
import type { Logger } from '../logger.ts'
import { ingestLimit, MAX_INPUT_PIXELS } from '../media/ingest.ts'
import { readHead, sniffImage } from '../media/sniff.ts'
import { withEncodeSlot } from '../media/variants.ts'
import { readMultipart } from '../multipart.ts'
import { getPrivateStorage } from '../storage/private.ts'
import { isWorkLimitBusy, workLimit } from '../work-limit.ts'

/**
 * Photos sent with an enquiry (issue 24, decision 0048): read from the
 * contact form's multipart body as it streams in (each photo straight to a
 * private temporary file, never held in memory), then each one sniffed by its
 * bytes, decoded, turned upright, stripped of every piece of metadata (EXIF,
 * GPS, XMP: what is stored is a fresh encode), capped in size and stored in
 * the PRIVATE storage only (never `getStorage()`, whose keys `/media` serves).
 * A photo that fails is reported by name and reason; it never costs the
 * visitor the enquiry.
 */

// ---------------------------------------------------------------------------
// Reading the form

/** `part`: its place among the file parts sent, so refusals are listed in the order the photos were chosen. */
export type ReceivedPhoto = { name: string; path: string; size: number; position: number; part: number }
export type ReadRefusal = PhotoRefusal & { part: number }

export type EnquiryForm =
	| { ok: true; values: SubmittedValues; photos: ReceivedPhoto[]; refused: ReadRefusal[]; cleanup: () => Promise<void> }
	| { ok: false; httpStatus: 400 | 413 | 415; failure: FormFailure }

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i
/** File parts beyond the accepted photos are drained and reported up to this many; one more ends the read. */
const FILE_PARTS_MAX = 20

/**
 * The contact form, urlencoded or multipart, within the route's `limit`
 * (decision 0026; its bytes are the photos' 30 MB plus the fields). Text
 * fields are kept as `readForm` keeps them. A photo over 10 MB, or past the
 * fifth, is drained and listed in `refused`; the reading goes on, so the
 * fields and the other photos still count. The photo that takes the photos
 * past 30 MB in all ends the reading, as does the route's byte cap (the web
 * server reads a body announced larger up to its cap, `readToCap`): the form
 * puts its text fields before the file input, so what was typed has arrived,
 * and the photos read whole before it still count. That photo, and any after
 * it, are refused as too much in all; the enquiry is taken (decision 0048).
 */
export async function readEnquiryForm(
	request: Request,
	limit: BodyLimit,
	messages: { fieldTooLarge: string; fieldTooLargeTitle?: string; photosTooLarge: string; photosTooLargeTitle?: string },
): Promise<EnquiryForm> {
	const contentType = request.headers.get('content-type') ?? ''
	if (!FORM_TYPES.test(contentType)) return { ok: false, httpStatus: 415, failure: formFailure(formMessages.notAForm) }
	const resolved = resolveBodyLimit(limit)
	const tooLarge = (message: string, title: string | undefined, values: SubmittedValues = {}): EnquiryForm => ({
		ok: false,
		httpStatus: 413,
		failure: formFailure(message, values, title ? { title } : {}),
	})
	const unreadable = (values: SubmittedValues): EnquiryForm => ({
		ok: false,
		httpStatus: 400,
		failure: formFailure(formMessages.unreadable, values),
	})

	const photos: ReceivedPhoto[] = []
	const refused: ReadRefusal[] = []
	const oversized = new Set<ReceivedPhoto>()
	const whole = new Set<ReceivedPhoto>()
	const overTotal = new Set<ReceivedPhoto>()
	let fileParts = 0
	let totalBytes = 0
	const read = await readMultipart<never>(request, {
		limits: {
			fields: resolved.fields,
			fieldSize: resolved.fieldBytes,
			fieldNameSize: 200,
			files: FILE_PARTS_MAX,
			fileSize: enquiryPhotoLimits.fileBytes,
			parts: resolved.fields + FILE_PARTS_MAX,
		},
		tempPrefix: 'enquiry-',
		endAtCap: true,
		onFile: ({ stream, info }, { end, save }) => {
			const name = photoDisplayName(cleanText(info.filename ?? ''))
			// No file chosen: the browser still sends an empty part, which does not count.
			if (!info.filename) return void stream.resume()
			fileParts += 1
			if (photos.length >= enquiryPhotoLimits.files) {
				refused.push({ name, reason: 'count', part: fileParts })
				return void stream.resume()
			}
			const photo: ReceivedPhoto = { name, path: '', size: 0, position: photos.length, part: fileParts }
			photos.push(photo)
			stream.on('data', (chunk: Buffer) => {
				photo.size += chunk.length
				totalBytes += chunk.length
				if (totalBytes <= enquiryPhotoLimits.totalBytes) return
				overTotal.add(photo)
				end()
			})
			stream.on('limit', () => oversized.add(photo))
			stream.on('end', () => whole.add(photo))
			photo.path = save(stream, `photo-${photos.length}`)
		},
	})
	if (!read.ok) {
		const { values } = read
		switch (read.failure.reason) {
			case 'unreadable':
				return unreadable(values)
			case 'fieldTooLarge':
			case 'tooManyFields':
				return tooLarge(messages.fieldTooLarge, messages.fieldTooLargeTitle, values)
			// More file parts than a browser sends for five photos; or the web server's cap, which this read ends at instead.
			case 'tooManyFiles':
			case 'bodyTooLarge':
			case 'refused':
				return tooLarge(messages.photosTooLarge, messages.photosTooLargeTitle, values)
		}
	}
	const kept: ReceivedPhoto[] = []
	const dropped: ReceivedPhoto[] = []
	for (const photo of photos) {
		if (oversized.has(photo)) refused.push({ name: photo.name, reason: 'size', part: photo.part })
		else if (overTotal.has(photo) || !whole.has(photo)) refused.push({ name: photo.name, reason: 'total', part: photo.part })
		else if (photo.size === 0) refused.push({ name: photo.name, reason: 'unreadable', part: photo.part })
		else {
			kept.push(photo)
			continue
		}
		dropped.push(photo)
	}
	// What came after the cut was never read: it can only be named as a group.
	if (read.unread && fileParts > 0) refused.push({ name: enquiryPhotoCopy.afterCut, reason: 'total', part: fileParts + 1 })
	await Promise.all(dropped.map((photo) => rm(photo.path, { force: true })))
	return { ok: true, values: read.values, photos: kept, refused, cleanup: read.cleanup }
}

// ---------------------------------------------------------------------------
// Re-encoding and storing

/** The long side of a stored photo: enough to read a meter or see a crack, far less than a phone's 4000 px. */
export const ENQUIRY_PHOTO_MAX_EDGE = 2048
/** The long side of the admin's thumbnail. */
export const ENQUIRY_THUMB_EDGE = 480

export type StoredPhoto = {
	storageKey: string
	originalName: string
	contentType: string
	bytes: number
	width: number
	height: number
	position: number
}

export type PhotoOutcome = { stored: StoredPhoto[]; refused: PhotoRefusal[] }

/**
 * One enquiry's photos at a time (its photos one after another, each in the
 * image-ingest slot shared with the admin's uploads, decision 0026): ten
 * visitors sending photos at once wait here in turn rather than being turned
 * away by the ingest queue of four. One past this queue has its photos
 * refused as busy; the enquiry itself is still stored.
 */
export const enquiryPhotoLimit = workLimit('enquiry-photos', { concurrency: 1, queue: 24, retryAfterSeconds: 15 })

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heic'])

class PhotoRefused extends Error {
	constructor(readonly reason: PhotoRefusalReason) {
		super(reason)
	}
}

/** The decodable picture: sharp reads JPEG, PNG and WebP; iPhone HEIC (HEVC) goes through the libheif port. */
async function openPhoto(file: string, type: string): Promise<Sharp> {
	const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'truncated' } as const
	if (type === 'heic') {
		const { default: decodeHeic } = await import('heic-decode')
		try {
			const images = await decodeHeic.all({ buffer: await readFile(file) })
			try {
				const first = images[0]
				if (!first) throw new PhotoRefused('unreadable')
				if (first.width * first.height > MAX_INPUT_PIXELS) throw new PhotoRefused('pixels')
				const { width, height, data } = await first.decode()
				const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
				return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS })
			} finally {
				images.dispose()
			}
		} catch (error) {
			if (error instanceof PhotoRefused) throw error
			// HEIF holding AV1 rather than HEVC: sharp reads that one.
		}
	}
	// The header only first: a decompression bomb is refused before any pixel is allocated.
	const metadata = await sharp(file, { ...options, limitInputPixels: false })
		.metadata()
		.catch(() => {
			throw new PhotoRefused('unreadable')
		})
	if (metadata.width * (metadata.pageHeight ?? metadata.height) > MAX_INPUT_PIXELS) throw new PhotoRefused('pixels')
	return sharp(file, options)
}

/**
 * One photo, decoded once and written twice: upright (EXIF orientation
 * applied), at most 2048 px, sRGB, JPEG without any metadata (sharp writes
 * none unless asked), and a 480 px thumbnail from that.
 */
async function encodePhoto(photo: ReceivedPhoto): Promise<StoredPhoto> {
	const type = sniffImage(await readHead(photo.path))
	if (!type || !ACCEPTED.has(type)) throw new PhotoRefused('type')
	const image = await openPhoto(photo.path, type)
	const { data, info } = await withEncodeSlot(() =>
		image
			.rotate()
			.resize({ width: ENQUIRY_PHOTO_MAX_EDGE, height: ENQUIRY_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.toColourspace('srgb')
			.jpeg({ quality: 82, progressive: true })
			.toBuffer({ resolveWithObject: true })
			.catch((error: unknown) => {
				throw new PhotoRefused(error instanceof Error && /pixel limit/i.test(error.message) ? 'pixels' : 'unreadable')
			}),
	)
	const thumbnail = await withEncodeSlot(() =>
		sharp(data)
			.resize({ width: ENQUIRY_THUMB_EDGE, height: ENQUIRY_THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
			.jpeg({ quality: 72 })
			.toBuffer(),
	)
	const storageKey = `enquiry-photos/${randomUUID()}.jpg`
	const storage = getPrivateStorage()
	try {
		await storage.put(storageKey, data, 'image/jpeg')
		await storage.put(thumbnailKey(storageKey), thumbnail, 'image/jpeg')
	} catch (error) {
		await storage.deleteMany([storageKey, thumbnailKey(storageKey)]).catch(() => undefined)
		throw error
	}
	return {
		storageKey,
		originalName: photo.name,
		contentType: 'image/jpeg',
		bytes: data.length,
		width: info.width,
		height: info.height,
		position: photo.position,
	}
}

/**
 * Every received photo, in order, re-encoded into the private storage; never
 * throws (a photo that fails is refused by name: the enquiry goes on).
 */
export async function storeEnquiryPhotos(
	photos: readonly ReceivedPhoto[],
	log: Logger,
	refusedWhileReading: readonly ReadRefusal[] = [],
): Promise<PhotoOutcome> {
	const stored: StoredPhoto[] = []
	const refused: ReadRefusal[] = [...refusedWhileReading]
	const refuse = (photo: ReceivedPhoto, reason: PhotoRefusalReason) => refused.push({ name: photo.name, reason, part: photo.part })
	const done = (): PhotoOutcome => ({
		stored,
		refused: refused.sort((a, b) => a.part - b.part).map(({ name, reason }) => ({ name, reason })),
	})
	if (photos.length === 0) return done()
	try {
		await enquiryPhotoLimit.run(async () => {
			for (const photo of photos) {
				try {
					stored.push(await ingestLimit.run(() => encodePhoto(photo)))
				} catch (error) {
					if (error instanceof PhotoRefused) refuse(photo, error.reason)
					else if (isWorkLimitBusy(error)) refuse(photo, 'busy')
					else {
						log.error({ err: error, photo: photo.name }, 'Could not store a photo sent with an enquiry')
						refuse(photo, 'failed')
					}
				}
			}
		})
	} catch (error) {
		if (!isWorkLimitBusy(error)) throw error
		log.warn('Enquiry photo queue full; the photos were refused and the enquiry kept')
		for (const photo of photos) refuse(photo, 'busy')
	}
	return done()
}

/** Removes stored photos (and their thumbnails) that no row will point at. */
export async function removeStoredPhotos(keys: readonly string[]): Promise<{ failed: string[] }> {
	if (keys.length === 0) return { failed: [] }
	return getPrivateStorage().deleteMany(keys.flatMap((storageKey) => photoFileKeys({ storageKey })))
}

// ---------------------------------------------------------------------------
// Reading back (the admin)

export type EnquiryPhoto = Pick<EnquiryPhotoRow, 'id' | 'originalName' | 'contentType' | 'bytes' | 'width' | 'height' | 'position'>

/** An enquiry's photos in the order they were sent. */
export function listEnquiryPhotos(enquiryId: string): Promise<EnquiryPhoto[]> {
	return getDb()
		.select({
			id: enquiryPhotos.id,
			originalName: enquiryPhotos.originalName,
			contentType: enquiryPhotos.contentType,
			bytes: enquiryPhotos.bytes,
			width: enquiryPhotos.width,
			height: enquiryPhotos.height,
			position: enquiryPhotos.position,
		})
		.from(enquiryPhotos)
		.where(eq(enquiryPhotos.enquiryId, enquiryId))
		.orderBy(asc(enquiryPhotos.position))
}

/** Where one photo's file (or its thumbnail) is in the private storage, if the photo belongs to that enquiry. */
export async function findEnquiryPhoto(
	enquiryId: string,
	photoId: string,
	size: 'full' | 'thumb',
): Promise<{ key: string; contentType: string; originalName: string } | null> {
	const [row] = await getDb()
		.select({ storageKey: enquiryPhotos.storageKey, contentType: enquiryPhotos.contentType, originalName: enquiryPhotos.originalName })
		.from(enquiryPhotos)
		.where(and(eq(enquiryPhotos.id, photoId), eq(enquiryPhotos.enquiryId, enquiryId)))
	if (!row) return null
	return {
		key: size === 'thumb' ? thumbnailKey(row.storageKey) : row.storageKey,
		contentType: row.contentType,
		originalName: row.originalName,
	}
}
