import { categorySlug } from '#app/domain/slug.ts'

/** Media URLs are `/media/<key>`; variants add `?w=<width>&f=<avif|webp|jpeg>`. */
const MEDIA_PREFIX = '/media/'

export const mediaWidths = [320, 480, 640, 960, 1280, 1600] as const
export type MediaWidth = (typeof mediaWidths)[number]
export const mediaFormats = ['avif', 'webp', 'jpeg'] as const
export type MediaFormat = (typeof mediaFormats)[number]

const contentTypes: Record<string, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	svg: 'image/svg+xml',
	ico: 'image/x-icon',
}

export function contentTypeForKey(key: string): string {
	const extension = key.split('.').pop()?.toLowerCase() ?? ''
	return contentTypes[extension] ?? 'application/octet-stream'
}

// Segments start with a letter or digit (so never `.`, `..` or a hidden name).
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

/** A key that may be stored and served: uploads and seeded media. Keys need no percent-encoding in a URL. */
export function isValidMediaKey(key: string): boolean {
	return key.length <= 512 && KEY_PATTERN.test(key)
}

/**
 * `{folder}/{timestamp}-{random}-{name}.{ext}` for an uploaded file: the name
 * is the file name made safe for a storage key (lower-case letters, digits and
 * hyphens, at most 60 characters), so a key never carries a path or odd bytes.
 */
export function uploadStorageKey(
	folder: string,
	fileName: string,
	extension: string,
	{
		fallback,
		now = Date.now(),
		random = Math.random().toString(36).slice(2, 8).padEnd(6, '0'),
	}: { fallback: string; now?: number; random?: string },
): string {
	const name =
		categorySlug(fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, ''))
			.slice(0, 60)
			.replace(/-+$/, '') || fallback
	return `${folder}/${now}-${random}-${name}.${extension}`
}

export function mediaUrl(key: string): string {
	return `${MEDIA_PREFIX}${key}`
}

/**
 * The storage key of one of our media URLs, or null for anything else: an
 * external URL, or a stored value that names no valid key (`/media/100%`,
 * `/media/../x`). URLs are read back from the database, so this never throws.
 */
export function mediaKeyFromUrl(url: string): string | null {
	if (typeof url !== 'string' || !url.startsWith(MEDIA_PREFIX)) return null
	const encoded = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] ?? ''
	let key: string
	try {
		key = decodeURIComponent(encoded)
	} catch {
		return null
	}
	return isValidMediaKey(key) ? key : null
}

const MAX_IMAGE_ADDRESS = 2_000

/**
 * An image address a page may show, from a value read back from the database:
 * one of our media URLs (written again from its key, so no stray query or
 * encoding survives) or a plain http(s) address. Anything else (`/media/100%`,
 * `javascript:…`, a bare word, a non-string) is null: the page shows no image.
 */
export function imageAddress(value: unknown): string | null {
	if (typeof value !== 'string' || value.length === 0 || value.length > MAX_IMAGE_ADDRESS) return null
	if (value.startsWith(MEDIA_PREFIX)) {
		const key = mediaKeyFromUrl(value)
		return key === null ? null : mediaUrl(key)
	}
	return webAddress(value)
}

/** An absolute http(s) address with no white space or control characters, as the URL parser writes it; else null. */
export function webAddress(value: unknown): string | null {
	// eslint-disable-next-line no-control-regex -- matching control characters is the point
	if (typeof value !== 'string' || value.length > MAX_IMAGE_ADDRESS || /[\s\u0000-\u001f\u007f\\]/.test(value)) return null
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return null
	}
	return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null
}

export function mediaVariantUrl(url: string, width: MediaWidth, format: MediaFormat): string {
	return `${url}?w=${width}&f=${format}`
}

/** A srcset of resized variants, or null when the URL is not one of ours (it is then used as is). */
function mediaSrcSet(url: string, format: MediaFormat, widths: readonly MediaWidth[] = mediaWidths) {
	if (mediaKeyFromUrl(url) === null) return null
	return widths.map((width) => `${mediaVariantUrl(url, width, format)} ${width}w`).join(', ')
}

/**
 * What a <picture> of a media URL needs: AVIF and WebP srcsets and the <img>
 * fallback at `fallbackWidth` (WebP unless told otherwise). An external URL
 * has no sources and is its own fallback; a value that is no image address
 * (see `imageAddress`) gives null, and the page shows no picture.
 */
export function pictureSources(
	stored: string,
	widths: readonly MediaWidth[],
	fallbackWidth: MediaWidth,
	fallbackFormat: MediaFormat = 'webp',
) {
	const url = imageAddress(stored)
	if (url === null) return null
	const avif = mediaSrcSet(url, 'avif', widths)
	const webp = mediaSrcSet(url, 'webp', widths)
	return { avif, webp, src: webp ? mediaVariantUrl(url, fallbackWidth, fallbackFormat) : url }
}

/**
 * Logo variants: the header shows a logo up to 120px tall, so these heights
 * cover 1x, 2x and 3x screens. URLs are `/media/<key>?h=<height>&f=<png|webp>`.
 */
export const logoHeights = [60, 120, 240, 360] as const
export type LogoHeight = (typeof logoHeights)[number]
export const logoFormats = ['png', 'webp'] as const
export type LogoFormat = (typeof logoFormats)[number]

export function logoVariantUrl(url: string, height: LogoHeight, format: LogoFormat): string {
	return `${url}?h=${height}&f=${format}`
}

/** The smallest stored logo height at least `height` × `density` tall (the largest when none is). */
export function logoHeightFor(height: number, density = 1): LogoHeight {
	const wanted = height * density
	return logoHeights.find((candidate) => candidate >= wanted) ?? logoHeights[logoHeights.length - 1]!
}

/**
 * Favicon variants: square PNGs (16–48 for browser tabs, 180 for Apple's touch
 * icon, 192 and 512 for a web app manifest). URLs are `/media/<key>?icon=<size>`.
 */
export const faviconSizes = [16, 32, 48, 180, 192, 512] as const
export type FaviconSize = (typeof faviconSizes)[number]

export function faviconUrl(url: string, size: FaviconSize): string {
	return `${url}?icon=${size}`
}
