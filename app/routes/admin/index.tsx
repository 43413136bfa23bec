import { replace } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'

import type { Route } from './+types/index.ts'

/** /admin opens the default tab, Reviews (a redirect: it forwards the refreshed session cookie itself). */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return replace('/admin/reviews', { headers: admin.headers })
}
