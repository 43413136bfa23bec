import { redirect } from 'react-router'

import { asActor } from '#app/.server/audit.ts'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { readForm, reply } from '#app/.server/form.ts'
import { formFailure, type FormFailure } from '#app/utils/form.ts'

/**
 * The start of every admin action: the guard (a refusal is thrown), the
 * submitted form (a body that is not a form is thrown as the protocol's 4xx),
 * and the ways to answer. Answers carry the session cookie the guard may have
 * refreshed: after an action no loader of the same request would forward it
 * (loaders' own answers get it from the admin layout).
 */
export async function adminAction(request: Request) {
	const admin = await requireAdmin(request)
	const form = await readForm(request)
	if (!form.ok) throw reply(form.failure, form.httpStatus, admin.headers)
	const actor = { id: admin.user.id, email: admin.user.email }
	return {
		...form,
		/** Runs the writes in one transaction recorded in the audit log as this admin's. */
		write: <T>(task: () => Promise<T>) => asActor(actor, task),
		/** Saved: go to `url` (e.g. back to the list with `?saved=…`). */
		redirect: (url: string) => redirect(url, { headers: admin.headers }),
		/** Nothing was saved: the one failure shape, with what was sent to refill the form. */
		fail: (failure: FormFailure, status = 400) => reply(failure, status, admin.headers),
		/** Nothing was saved, for a reason that is not a field's. */
		refuse: (message: string, status: number, extra: Partial<FormFailure> = {}) =>
			reply(formFailure(message, form.values, extra), status, admin.headers),
	}
}
