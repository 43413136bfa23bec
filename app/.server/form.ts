import { data } from 'react-router'

import {
	formFailure,
	formValues,
	validate,
	validationFailure,
	type FormFailure,
	type FormParser,
	type SubmittedValues,
} from '#app/utils/form.ts'
import { honeypotField, isHoneypotFilled } from '#app/utils/honeypot.ts'

/**
 * The form protocol, server half: every action that takes a form reads it here.
 * A body that is not a form is a 415, an unreadable one a 400; a filled
 * honeypot is reported (the caller answers as if it succeeded); otherwise the
 * values are parsed with the form's own rules. Every refusal is one
 * `FormFailure`, answered with `reply`.
 */

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

export const formMessages = {
	notAForm: 'Send this as a form submission.',
	unreadable: 'The form could not be read. Please try again.',
} as const

export type ReadForm =
	{ ok: true; formData: FormData; values: SubmittedValues } | { ok: false; httpStatus: 400 | 415; failure: FormFailure }

/** The submitted form, or why it cannot be read (never an exception: junk is a 4xx, not a 500). */
export async function readForm(request: Request): Promise<ReadForm> {
	if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
		return { ok: false, httpStatus: 415, failure: formFailure(formMessages.notAForm) }
	}
	try {
		const formData = await request.formData()
		return { ok: true, formData, values: formValues(formData) }
	} catch {
		return { ok: false, httpStatus: 400, failure: formFailure(formMessages.unreadable) }
	}
}

export type Submission<T> =
	| { status: 'valid'; data: T; values: SubmittedValues; formData: FormData }
	/** The honeypot was filled: answer as if it worked, store nothing. */
	| { status: 'bot'; values: SubmittedValues }
	| { status: 'invalid'; httpStatus: 400 | 415; failure: FormFailure }

/**
 * Reads and checks a submission. `honeypot` is for the public forms that carry
 * the hidden field (see #app/utils/honeypot.ts).
 */
export function readSubmission<T>(request: Request, parser: FormParser<T>, options: { honeypot: true }): Promise<Submission<T>>
export function readSubmission<T>(request: Request, parser: FormParser<T>): Promise<Exclude<Submission<T>, { status: 'bot' }>>
export async function readSubmission<T>(
	request: Request,
	parser: FormParser<T>,
	options: { honeypot?: boolean } = {},
): Promise<Submission<T>> {
	const form = await readForm(request)
	if (!form.ok) return { status: 'invalid', httpStatus: form.httpStatus, failure: form.failure }
	const { values, formData } = form
	if (options.honeypot && isHoneypotFilled(values[honeypotField])) return { status: 'bot', values }
	const validation = validate(parser, values)
	if (!validation.ok) return { status: 'invalid', httpStatus: 400, failure: validationFailure(validation, values) }
	return { status: 'valid', data: validation.data, values, formData }
}

/** The answer for a refused submission: the failure, with its status (and headers, e.g. a refreshed session or Retry-After). */
export function reply(failure: FormFailure, status: number, headers?: HeadersInit) {
	return data(failure, { status, headers })
}
