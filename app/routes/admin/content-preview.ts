import { redirect } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { previewPath } from '#app/.server/content/preview.ts'
import type { ContentEntity } from '#app/domain/content/editing.ts'

import type { Route } from './+types/content-preview.ts'

/**
 * /admin/articles/:id/preview and /admin/case-studies/:id/preview: the Preview
 * button's address. The signed, expiring public address is made when it is
 * followed, so an editor page left open for hours never offers a stale one.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const entity: ContentEntity = new URL(request.url).pathname.startsWith('/admin/case-studies/') ? 'case_study' : 'article'
	const id = Number(params.id)
	if (!/^[1-9]\d{0,9}$/.test(params.id) || !Number.isSafeInteger(id)) {
		throw new Response('This item does not exist.', { status: 404, headers: admin.headers })
	}
	return redirect(previewPath(entity, id), { headers: admin.headers })
}
