import { replace } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import type { Route } from './+types/index.ts'

/** /admin opens the default tab, Reviews. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return replace('/admin/reviews')
}
