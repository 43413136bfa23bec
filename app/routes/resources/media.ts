import { getEnv } from '#app/.server/env.ts'
import { faviconKey, getFaviconVariant, getLogoVariant, getVariant, logoVariantKey, variantKey } from '#app/.server/media/variants.ts'
import { getStorage, isValidMediaKey, type MediaStorage, type StoredObject } from '#app/.server/storage/index.ts'
import { isWorkLimitBusy } from '#app/.server/work-limit.ts'
import { faviconSizes, logoFormats, logoHeights, mediaFormats, mediaWidths } from '#app/domain/media/keys.ts'

import type { Route } from './+types/media.ts'

const notFound = () => new Response('Not found', { status: 404 })

/**
 * With MEDIA_PUBLIC_URL set, stored objects are served from there (a CDN) and this
 * route only points at them (decision 0009). The redirect is cached for a day, not a
 * year, so changing MEDIA_PUBLIC_URL reaches browsers within a day.
 */
function redirectToPublicCopy(publicUrl: string, storageKey: string) {
	return new Response(null, {
		status: 302,
		headers: { Location: `${publicUrl.replace(/\/+$/, '')}/${storageKey}`, 'Cache-Control': 'public, max-age=86400' },
	})
}

function serve(file: StoredObject, request: Request) {
	// React Router also drops the body of a HEAD answer; not sending it at all saves the copy.
	return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), {
		headers: {
			'Content-Type': file.contentType,
			'Content-Length': String(file.body.length),
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		},
	})
}

const oneOf = <T extends string | number>(allowed: readonly T[], value: string | null): T | null =>
	value === null ? null : (allowed.find((candidate) => String(candidate) === value) ?? null)

type Variant = { storedKey: string; read: () => Promise<StoredObject | null> }

/**
 * Which variant the query asks for: a photo width (`?w=&f=`), a logo height
 * (`?h=&f=`) or a favicon size (`?icon=`); a message when it names none of the
 * sizes we make (so nobody can ask for arbitrary resizes).
 */
function requestedVariant(storage: MediaStorage, key: string, query: URLSearchParams): Variant | string {
	const format = query.get('f')
	if (query.has('w')) {
		const width = oneOf(mediaWidths, query.get('w'))
		const photoFormat = oneOf(mediaFormats, format)
		if (width === null || photoFormat === null) return `w must be one of ${mediaWidths.join(', ')} and f one of ${mediaFormats.join(', ')}`
		return { storedKey: variantKey(key, width, photoFormat), read: () => getVariant(storage, key, width, photoFormat) }
	}
	if (query.has('h')) {
		const height = oneOf(logoHeights, query.get('h'))
		const logoFormat = oneOf(logoFormats, format)
		if (height === null || logoFormat === null) return `h must be one of ${logoHeights.join(', ')} and f one of ${logoFormats.join(', ')}`
		return { storedKey: logoVariantKey(key, height, logoFormat), read: () => getLogoVariant(storage, key, height, logoFormat) }
	}
	const size = oneOf(faviconSizes, query.get('icon'))
	if (size === null) return `icon must be one of ${faviconSizes.join(', ')}`
	return { storedKey: faviconKey(key, size), read: () => getFaviconVariant(storage, key, size) }
}

/**
 * Media files: `/media/<key>` serves the original; a query names a resized
 * variant (photo widths, logo heights, favicon sizes), made at upload and
 * otherwise generated once and kept. Keys never change content (uploads get
 * unique names), so everything is cached for a year.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const key = params['*'] ?? ''
	if (!isValidMediaKey(key)) return notFound()

	const query = new URL(request.url).searchParams
	const storage = getStorage()
	const publicUrl = getEnv().MEDIA_PUBLIC_URL

	if (![...query.keys()].some((name) => ['w', 'f', 'h', 'icon'].includes(name))) {
		if (publicUrl) return (await storage.exists(key)) ? redirectToPublicCopy(publicUrl, key) : notFound()
		const file = await storage.get(key)
		return file ? serve(file, request) : notFound()
	}

	const variant = requestedVariant(storage, key, query)
	if (typeof variant === 'string') return new Response(`Unsupported variant: ${variant}`, { status: 400 })
	// A variant not generated yet is not at the public URL either: this request generates and serves it.
	if (publicUrl && (await storage.exists(variant.storedKey))) return redirectToPublicCopy(publicUrl, variant.storedKey)
	let file
	try {
		file = await variant.read()
	} catch (error) {
		// Too many images being made at once (decision 0026): a moment later it will be.
		if (isWorkLimitBusy(error)) {
			return new Response('Busy making image sizes; try again shortly.', {
				status: 503,
				headers: { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' },
			})
		}
		context.log.warn({ err: error, key }, 'Could not generate an image variant')
		return new Response('This file cannot be resized', { status: 415 })
	}
	return file ? serve(file, request) : notFound()
}
