import { redirect } from 'react-router'

import { asActor } from '#app/.server/audit.ts'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { readForm, reply } from '#app/.server/form.ts'
import { readUploadForm } from '#app/.server/media/upload.ts'
import { formFailure, isFormFailure, type FormFailure, type SubmittedValues } from '#app/utils/form.ts'

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
	}
}

/**
 * The start of every admin action: the guard (a refusal is thrown), the
 * submitted form (a body that is not a form is thrown as the protocol's 4xx),
 * and the ways to answer.
 */
export async function adminAction(request: Request) {
	const admin = await requireAdmin(request)
	const form = await readForm(request)
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
export function isThrownFailure(thrown: unknown): thrown is { data: FormFailure; init: ResponseInit | null } {
	return typeof thrown === 'object' && thrown !== null && !(thrown instanceof Response) && 'data' in thrown && isFormFailure(thrown.data)
}
