import { data } from 'react-router'

import {
	cleanText,
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
 * `FormFailure`, answered with `reply`. A route that takes JSON reads it with
 * `readJson`, on the same terms: its text is cleaned the same way, and a body
 * that is not JSON is a 4xx, never an exception.
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

export const jsonMessages = {
	notJson: 'Send this as JSON (Content-Type: application/json).',
	tooLarge: 'The request body is too large.',
	unreadable: 'The request body is not valid JSON.',
	notAnObject: 'The request body must be a JSON object.',
} as const

const JSON_TYPE = /^application\/json\b/i

export type ReadJson = { ok: true; value: Record<string, unknown> } | { ok: false; httpStatus: 400 | 413 | 415; message: string }

/**
 * The JSON object a request sends, with every string in it (keys too) cleaned
 * like a form's text; or why not: 415 for another content type, 413 beyond
 * `maxBytes` (reading stops there: a chunked body has no length to check
 * first), 400 for text that is not JSON or JSON that is not an object.
 */
export async function readJson(request: Request, { maxBytes = 16 * 1024 }: { maxBytes?: number } = {}): Promise<ReadJson> {
	const refuse = (httpStatus: 400 | 413 | 415, message: string) => ({ ok: false, httpStatus, message }) as const
	if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) return refuse(415, jsonMessages.notJson)
	if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return refuse(413, jsonMessages.tooLarge)
	let text: string | null
	try {
		text = await readBodyText(request, maxBytes)
	} catch {
		return refuse(400, jsonMessages.unreadable)
	}
	if (text === null) return refuse(413, jsonMessages.tooLarge)
	let value: unknown
	try {
		value = cleanJson(JSON.parse(text))
	} catch {
		return refuse(400, jsonMessages.unreadable)
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(400, jsonMessages.notAnObject)
	return { ok: true, value: value as Record<string, unknown> }
}

/** The body as text, or null as soon as it grows beyond `limit` bytes. */
async function readBodyText(request: Request, limit: number): Promise<string | null> {
	if (!request.body) return ''
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return Buffer.concat(chunks).toString('utf8')
		size += value.byteLength
		if (size > limit) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
}

/** Parsed JSON with its strings cleaned, walked without recursion (a deeply nested body cannot overflow the stack). */
function cleanJson(parsed: unknown): unknown {
	const root: Record<string, unknown> = { value: parsed }
	const pending = [root]
	for (let container = pending.pop(); container; container = pending.pop()) {
		for (const key of Object.keys(container)) {
			let item = container[key]
			if (typeof item === 'string') item = cleanText(item)
			else if (typeof item === 'object' && item !== null) pending.push(item as Record<string, unknown>)
			const cleanKey = cleanText(key)
			if (cleanKey !== key) delete container[key]
			// Defined, not assigned: a key named __proto__ stays a plain property, as JSON.parse made it.
			Object.defineProperty(container, cleanKey, { value: item, writable: true, enumerable: true, configurable: true })
		}
	}
	return root.value
}
