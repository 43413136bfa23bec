import { createHash } from 'node:crypto'
import sharp from 'sharp'

import { getPublicSettings } from '#app/.server/data/settings.ts'
import { singleton } from '#app/.server/singleton.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'
import { builtInFavicon, faviconLinks } from '#app/domain/settings/public-settings.ts'

import builtInSvg from '../../../public/favicon.svg?raw'
import type { Route } from './+types/favicon.ts'

/**
 * The icon addresses browsers and home screens ask for without reading the
 * page (`/favicon.ico`, `/apple-touch-icon.png`). They may be cached, but must
 * follow a change at once: an uploaded favicon is a redirect (revalidated on
 * every use) to its immutable media URL; without one, the built-in icon.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const appleTouch = new URL(request.url).pathname.startsWith('/apple-touch-icon')
	const { faviconUrl } = await getPublicSettings()
	const links = faviconUrl ? faviconLinks(faviconUrl) : null
	if (links) {
		// A stored address is a Location only as a path of this site (uploads are /media/…); anything else gets the built-in icon.
		const uploaded = sitePath(appleTouch ? links.appleTouch : links.icon32)
		if (uploaded) return redirectTo(uploaded)
	}
	if (!appleTouch) return redirectTo(builtInFavicon.svg)
	const png = await builtInAppleTouchIcon()
	const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 16)}"`
	const headers = { 'Cache-Control': 'no-cache', ETag: etag, 'X-Content-Type-Options': 'nosniff' }
	if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
	return new Response(new Uint8Array(png), { headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.length) } })
}

function redirectTo(location: string) {
	return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-cache' } })
}

const rendered = singleton('built-in-apple-touch-icon', () => ({ png: null as Promise<Buffer> | null }))

/** The built-in icon as Apple's 180px PNG (home screens do not take SVG), made once per process. */
function builtInAppleTouchIcon() {
	rendered.png ??= sharp(Buffer.from(builtInSvg), { density: 300 }).resize(180, 180).flatten({ background: '#14304d' }).png().toBuffer()
	rendered.png.catch(() => (rendered.png = null))
	return rendered.png
}
