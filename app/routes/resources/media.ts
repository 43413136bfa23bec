import { getVariant } from '#app/.server/media-variants.ts'
import { getStorage, isValidMediaKey } from '#app/.server/storage/index.ts'
import { mediaFormats, mediaWidths, type MediaFormat, type MediaWidth } from '#app/utils/media.ts'

import type { Route } from './+types/media.ts'

const isWidth = (value: number): value is MediaWidth => (mediaWidths as readonly number[]).includes(value)
const isFormat = (value: string): value is MediaFormat => (mediaFormats as readonly string[]).includes(value)

/**
 * Media files: `/media/<key>` serves the original; `?w=<width>&f=<avif|webp|jpeg>`
 * serves a resized variant, generated once and cached. Keys never change
 * content (uploads get unique names), so everything is cached for a year.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const key = params['*'] ?? ''
	if (!isValidMediaKey(key)) return new Response('Not found', { status: 404 })

	const query = new URL(request.url).searchParams
	const width = query.get('w')
	const format = query.get('f')
	const storage = getStorage()

	let file
	if (width === null && format === null) {
		file = await storage.get(key)
	} else {
		const parsedWidth = Number(width)
		if (!isWidth(parsedWidth) || format === null || !isFormat(format)) {
			return new Response(`Unsupported variant: w must be one of ${mediaWidths.join(', ')} and f one of ${mediaFormats.join(', ')}`, {
				status: 400,
			})
		}
		try {
			file = await getVariant(storage, key, parsedWidth, format)
		} catch (error) {
			context.log.warn({ err: error, key }, 'Could not generate an image variant')
			return new Response('This file cannot be resized', { status: 415 })
		}
	}
	if (!file) return new Response('Not found', { status: 404 })

	return new Response(new Uint8Array(file.body), {
		headers: {
			'Content-Type': file.contentType,
			'Content-Length': String(file.body.length),
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
		},
	})
}
