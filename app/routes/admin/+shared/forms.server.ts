import { data } from 'react-router'
import type { FieldErrors, SubmittedValues } from '#app/utils/admin-schemas.ts'

/** The submitted form, or an empty one when the body is not a form (junk never becomes a 500). */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		return new FormData()
	}
}

export type FormFailure = {
	formError: string
	fieldErrors?: FieldErrors
	values?: SubmittedValues
	/** Which form failed (e.g. the id of the edited row, or "new"). */
	target?: string
}

/** An action's answer when nothing was saved: the message, field errors and what was sent. */
export function formFailure(failure: FormFailure, status = 400) {
	return data(failure, { status })
}

export const CHECK_FIELDS_MESSAGE = 'Please correct the highlighted fields and save again.'
