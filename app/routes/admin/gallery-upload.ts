import { redirect } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { galleryLimits } from '#app/domain/project/schema.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'

import type { Route } from './+types/gallery-upload.ts'
import { receiveGalleryUpload, retryAfterOf } from './gallery/upload.server.ts'

/** The panel sends one file per request, but the endpoint takes a batch like the tab (decision 0026). */
export const handle = { bodyLimit: uploadLimit(galleryLimits.filesPerBatch) }

/**
 * POST /admin/gallery/upload: the upload panel's endpoint when JavaScript runs.
 * The panel sends one file per request (so its progress bar follows the real
 * bytes and one failure does not stop the batch) and reads JSON back:
 * `{ outcomes }` with 201 when the item was added, or the form protocol's
 * failure with its 4xx. Without JavaScript the panel posts to the tab itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return redirect('/admin/gallery', { headers: admin.headers })
}

/** The form protocol answers a refusal with `data(failure, init)`; here it goes out as JSON. */
const isDataAnswer = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
	typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'

function json(body: unknown, init: ResponseInit | null | undefined) {
	const headers = new Headers(init?.headers)
	headers.set('Cache-Control', 'no-store')
	return Response.json(body, { status: init?.status ?? 200, headers })
}

export async function action(args: Route.ActionArgs) {
	try {
		const upload = await receiveGalleryUpload(args)
		if (upload.result.kind === 'refused') return answer(upload.fail(upload.result.failure, upload.result.status))
		const { outcomes } = upload.result
		const failure = outcomes.find((outcome) => !outcome.ok)
		// A batch partly added is not a refusal: 200, each file's outcome in the list.
		const status = !failure || failure.ok ? 201 : outcomes.some((outcome) => outcome.ok) ? 200 : failure.status
		const retryAfter = status === 503 ? retryAfterOf(outcomes) : undefined
		return json({ outcomes }, { status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : {} })
	} catch (thrown) {
		// The guard's and the body reader's refusals.
		if (isDataAnswer(thrown)) return json(thrown.data, thrown.init)
		throw thrown
	}
}

function answer(value: unknown) {
	return isDataAnswer(value) ? json(value.data, value.init) : value
}
