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

export function mediaUrl(key: string): string {
	return `${MEDIA_PREFIX}${key}`
}

/** The storage key of one of our media URLs, or null for anything else (e.g. an external URL). */
export function mediaKeyFromUrl(url: string): string | null {
	if (!url.startsWith(MEDIA_PREFIX)) return null
	const key = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] ?? ''
	return key.length > 0 ? decodeURIComponent(key) : null
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
 * has no sources and is its own fallback.
 */
export function pictureSources(
	url: string,
	widths: readonly MediaWidth[],
	fallbackWidth: MediaWidth,
	fallbackFormat: MediaFormat = 'webp',
) {
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
