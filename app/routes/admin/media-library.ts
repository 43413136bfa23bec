import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listMediaLibrary } from '#app/.server/data/media-library.ts'

import type { Route } from './+types/media-library.ts'

const MAX_QUERY = 100

/**
 * GET /admin/media-library: the pictures already on the site, for the
 * rich-text editor's picture dialog (decision 0041), as JSON
 * `{ items: [{ key, url, alt, width, height }] }`, newest first, at most 200;
 * `?q=` searches alt text and titles. Admins only; never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const query = new URL(request.url).searchParams.get('q')?.slice(0, MAX_QUERY) ?? null
	const items = await listMediaLibrary({ query })
	const headers = new Headers(admin.headers)
	headers.set('Cache-Control', 'no-store')
	return Response.json({ items }, { headers })
}
