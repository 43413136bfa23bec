import { requireAdmin } from '#app/.server/auth/guard.ts'
import { ingestImage } from '#app/.server/media/ingest.ts'
import { formFailure } from '#app/domain/form.ts'
import { mediaUrl, uploadStorageKey } from '#app/domain/media/keys.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'

import { adminUploadAction } from './+shared/forms.server.ts'
import type { Route } from './+types/media-upload.ts'

/** One picture per request. */
export const handle = { bodyLimit: uploadLimit(1) }

export const NO_FILE_MESSAGE = 'Choose a picture to upload (a JPEG, PNG, GIF, WebP or HEIC photo).'
const MAX_ALT = 500

function json(body: unknown, status: number, init?: HeadersInit) {
	const headers = new Headers(init)
	headers.set('Cache-Control', 'no-store')
	return Response.json(body, { status, headers })
}

/** The form protocol answers a refusal with `data(failure, init)`; here it goes out as JSON. */
const isDataAnswer = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
	typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'

/** A GET has nothing to show: the endpoint takes uploads only. */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return json({ message: 'Send a picture with POST.' }, 405, { ...Object.fromEntries(admin.headers), Allow: 'POST' })
}

/**
 * POST /admin/media-upload: the rich-text editor's picture upload (decision
 * 0041). Multipart with one `file` (and optionally `alt`, kept for the
 * caller), through the media pipeline like the gallery's (the bytes decide
 * what it is, the image work limit, every variant made). Answers 201
 * `{ key, url, width, height }`, or the form protocol's failure as JSON with
 * its 4xx, or 503 with Retry-After when the work limit is full. Nothing is
 * written to the database: the picture is used once an article saved with it.
 */
export async function action({ request, context }: Route.ActionArgs) {
	let form
	try {
		form = await adminUploadAction(request, { maxFiles: 1 })
	} catch (thrown) {
		// The guard's and the body reader's refusals.
		if (isDataAnswer(thrown)) return json(thrown.data, thrown.init?.status ?? 400, thrown.init?.headers)
		throw thrown
	}
	try {
		const file = form.files.find((candidate) => candidate.field === 'file')
		if (!file) return json(formFailure(NO_FILE_MESSAGE, form.values, { fieldErrors: { file: NO_FILE_MESSAGE } }), 400)
		const alt = typeof form.values.alt === 'string' ? form.values.alt.trim() : ''
		if (alt.length > MAX_ALT) {
			const message = `Keep the alt text under ${MAX_ALT} characters.`
			return json(formFailure(message, form.values, { fieldErrors: { alt: message } }), 400)
		}
		// Under `content/`: the editor's pictures, apart from the gallery's and the branding's.
		const stored = await ingestImage(file, {
			purpose: 'photo',
			keyFor: (extension) => uploadStorageKey('content', file.filename, extension, { fallback: 'picture' }),
		})
		if (!stored.ok) {
			const failure = formFailure(stored.message, form.values, { fieldErrors: { file: stored.message } })
			const retry = stored.httpStatus === 503 ? { 'Retry-After': String(stored.retryAfterSeconds) } : undefined
			return json(failure, stored.httpStatus, retry)
		}
		context.log.info({ key: stored.key }, 'Stored a picture uploaded in the rich-text editor')
		return json({ key: stored.key, url: mediaUrl(stored.key), width: stored.width, height: stored.height }, 201)
	} finally {
		await form.cleanup()
	}
}
