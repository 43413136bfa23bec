import { data, redirect, type AppLoadContext } from 'react-router'

import { asActor } from '#app/.server/audit.ts'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { readForm, reply } from '#app/.server/form.ts'
import { ingestImage, removeMedia, type ImagePurpose } from '#app/.server/media/ingest.ts'
import { readUploadForm } from '#app/.server/media/upload.ts'
import { formFailure, isFormFailure, type FormFailure, type SubmittedValues } from '#app/domain/form.ts'
import { adminFormLimit, type BodyLimit } from '#app/utils/body-limit.ts'

type Admin = Awaited<ReturnType<typeof requireAdmin>>

/**
 * The ways an admin action answers, once the guard has passed and the body was
 * read. Answers carry the session cookie the guard may have refreshed: after an
 * action no loader of the same request would forward it (loaders' own answers
 * get it from the admin layout).
 */
function answers(admin: Admin, values: SubmittedValues) {
	const actor = { id: admin.user.id, email: admin.user.email }
	return {
		values,
		/** Runs the writes in one transaction recorded in the audit log as this admin's. */
		write: <T>(task: () => Promise<T>) => asActor(actor, task),
		/** Saved: go to `url` (e.g. back to the list with `?saved=…`). */
		redirect: (url: string) => redirect(url, { headers: admin.headers }),
		/** Nothing was saved: the one failure shape, with what was sent to refill the form. */
		fail: (failure: FormFailure, status = 400) => reply(failure, status, admin.headers),
		/** Nothing was saved, for a reason that is not a field's. */
		refuse: (message: string, status: number, extra: Partial<FormFailure> = {}) =>
			reply(formFailure(message, values, extra), status, admin.headers),
		/** Nothing was done because a work limit is full (decision 0026): 503, and when to try again. */
		busy: (message: string, retryAfterSeconds: number, extra: Partial<FormFailure> = {}) => {
			const headers = new Headers(admin.headers)
			headers.set('Retry-After', String(retryAfterSeconds))
			return reply(formFailure(message, values, extra), 503, headers)
		},
	}
}

/**
 * The start of every admin action: the guard (a refusal is thrown), the
 * submitted form within the admin limit or the tab's own (a body that is not
 * a form, or too large, is thrown as the protocol's 4xx), and the ways to answer.
 */
export async function adminAction(request: Request, limit: BodyLimit = adminFormLimit) {
	const admin = await requireAdmin(request)
	const form = await readForm(request, limit)
	if (!form.ok) throw reply(form.failure, form.httpStatus, admin.headers)
	return { ...answers(admin, form.values), formData: form.formData }
}

/**
 * The same for a form that uploads files (multipart, streamed to temporary
 * files): the caller must `cleanup()` once the files are stored.
 */
export async function adminUploadAction(request: Request, options?: { maxFiles?: number }) {
	const admin = await requireAdmin(request)
	const form = await readUploadForm(request, options)
	if (!form.ok) throw reply(form.failure, form.httpStatus, admin.headers)
	return { ...answers(admin, form.values), files: form.files, cleanup: form.cleanup }
}

/** What `adminUploadAction` throws for a body it refused: the protocol's answer (`data(failure, init)`). */
function isThrownFailure(thrown: unknown): thrown is { data: FormFailure; init: ResponseInit | null } {
	return typeof thrown === 'object' && thrown !== null && !(thrown instanceof Response) && 'data' in thrown && isFormFailure(thrown.data)
}

/** One image card's upload: how it is stored, where its messages go, and what it replaces. */
export type ImageUpload = {
	/** The form field the file comes in. */
	field: string
	/** The failure title of this card's form. */
	failed: string
	/** Puts a message beside this card's file field. */
	refusal: (message: string) => Partial<FormFailure>
	/** The message when the form came without a file. */
	missingFile: string
	purpose: ImagePurpose
	keyFor: (extension: string) => string
	/** Points the content at the stored key (inside the audited transaction); returns the key it replaced. */
	save: (key: string) => Promise<string | null>
	/** For the log, and the message when saving failed: e.g. "logo". */
	what: string
	saveFailed: string
	/** The answer once saved: `previous` is what `save` returned. */
	saved: (previous: string | null, redirect: (url: string) => Response) => Promise<Response> | Response
}

/**
 * An admin upload that replaces one image: the body read (a refusal of the
 * body itself answered beside the card's field, the guard's refusals thrown
 * as they are), the file sent through the media pipeline, the content pointed
 * at it, and its files taken away again when that save failed.
 */
export async function replaceImageFromUpload(request: Request, context: AppLoadContext, upload: ImageUpload) {
	let form
	try {
		form = await adminUploadAction(request, { maxFiles: 1 })
	} catch (thrown) {
		if (!isThrownFailure(thrown) || [401, 403].includes(thrown.init?.status ?? 0)) throw thrown
		const failure: FormFailure = { ...thrown.data, formError: upload.failed, ...upload.refusal(thrown.data.formError) }
		return data(failure, thrown.init ?? undefined)
	}
	const { files, cleanup, write, redirect, refuse, busy } = form
	try {
		const file = files.find((candidate) => candidate.field === upload.field)
		if (!file) return refuse(upload.failed, 400, upload.refusal(upload.missingFile))
		const stored = await ingestImage({ path: file.path, filename: file.filename }, { purpose: upload.purpose, keyFor: upload.keyFor })
		if (!stored.ok && stored.httpStatus === 503) return busy(upload.failed, stored.retryAfterSeconds, upload.refusal(stored.message))
		if (!stored.ok) return refuse(upload.failed, stored.httpStatus, upload.refusal(stored.message))
		let previous: string | null
		try {
			previous = await write(() => upload.save(stored.key))
		} catch (error) {
			context.log.error({ err: error }, `Could not save the new ${upload.what}`)
			// Nothing points at the new files: take them away again.
			const { failed: left } = await removeMedia([stored.key, ...stored.variantKeys]).catch(() => ({ failed: [stored.key] }))
			if (left.length > 0) context.log.error({ failed: left }, `Could not delete the files of an unsaved ${upload.what}`)
			return refuse(upload.failed, 503, upload.refusal(upload.saveFailed))
		}
		return await upload.saved(previous, redirect)
	} finally {
		await cleanup()
	}
}
