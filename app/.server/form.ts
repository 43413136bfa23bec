import busboy from 'busboy'
import { data } from 'react-router'

import {
	cleanText,
	formFailure,
	validate,
	validationFailure,
	type FormFailure,
	type FormParser,
	type SubmittedValues,
} from '#app/domain/form.ts'
import { publicFormLimit, type BodyLimit } from '#app/utils/body-limit.ts'
import { honeypotField, isHoneypotFilled } from '#app/utils/honeypot.ts'

import { isBodyTooLarge, resolveBodyLimit, type ResolvedBodyLimit } from './body-limit.ts'

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
	{ ok: true; formData: FormData; values: SubmittedValues } | { ok: false; httpStatus: 400 | 413 | 415; failure: FormFailure }

/**
 * The submitted form, or why it cannot be read (never an exception: junk is a
 * 4xx, not a 500). Read within the route's declared `limit` (decision 0026):
 * a `Content-Length` over its bytes is refused unread, and the body is parsed
 * as it streams in, stopping at the first field, file or byte too many; every
 * such refusal is a 413 with the form's own `tooLarge` message.
 */
export async function readForm(request: Request, limit: BodyLimit = publicFormLimit): Promise<ReadForm> {
	const contentType = request.headers.get('content-type') ?? ''
	if (!FORM_TYPES.test(contentType)) return { ok: false, httpStatus: 415, failure: formFailure(formMessages.notAForm) }
	const resolved = resolveBodyLimit(limit)
	const tooLarge = (values: SubmittedValues = {}): ReadForm => ({
		ok: false,
		httpStatus: 413,
		failure: formFailure(limit.tooLarge, values, limit.title ? { title: limit.title } : {}),
	})
	// Refused unread: the web server drops the rest once the answer is sent.
	if (Number(request.headers.get('content-length') ?? 0) > resolved.bytes) return tooLarge()
	const parsed = await parseForm(request.body, contentType, resolved)
	if (parsed.ok) return parsed
	if (parsed.reason === 'tooLarge') return tooLarge(parsed.values)
	return { ok: false, httpStatus: 400, failure: formFailure(formMessages.unreadable) }
}

type ParsedForm =
	{ ok: true; formData: FormData; values: SubmittedValues } | { ok: false; reason: 'tooLarge' | 'unreadable'; values: SubmittedValues }

/**
 * A urlencoded or multipart body parsed by busboy as it streams in, within
 * `limit`: never more than its bytes held, and no file kept (a file input left
 * empty reads as "", as in `formValues`; a file with content is one too many).
 */
async function parseForm(body: ReadableStream<Uint8Array> | null, contentType: string, limit: ResolvedBodyLimit): Promise<ParsedForm> {
	const formData = new FormData()
	const values: SubmittedValues = {}
	let failed: 'tooLarge' | 'unreadable' | null = null
	const fail = (reason: 'tooLarge' | 'unreadable') => void (failed ??= reason)
	let parser: busboy.Busboy
	try {
		parser = busboy({
			headers: { 'content-type': contentType },
			defParamCharset: 'utf8',
			limits: { fields: limit.fields, fieldSize: limit.fieldBytes, fieldNameSize: 200, files: limit.fields, parts: limit.fields },
		})
	} catch {
		// A multipart type without a (well-formed) boundary.
		return { ok: false, reason: 'unreadable', values }
	}
	const finished = new Promise<void>((resolve) => {
		parser.once('close', resolve)
		parser.on('error', () => {
			fail('unreadable')
			resolve()
		})
	})
	parser.on('field', (name, value, info) => {
		if (info.nameTruncated || info.valueTruncated) return fail('tooLarge')
		formData.append(name, value)
		if (name !== '__proto__' && !Object.hasOwn(values, name)) values[name] = cleanText(value)
	})
	parser.on('file', (name, stream) => {
		stream.on('data', () => fail('tooLarge'))
		stream.on('error', () => fail('unreadable'))
		stream.resume()
		if (name !== '__proto__' && !Object.hasOwn(values, name)) values[name] = ''
	})
	for (const event of ['fieldsLimit', 'filesLimit', 'partsLimit'] as const) parser.on(event, () => fail('tooLarge'))

	const reader = body?.getReader()
	let size = 0
	try {
		for (;;) {
			const chunk = reader ? await reader.read() : { done: true as const }
			if (chunk.done) break
			size += chunk.value.byteLength
			if (size > limit.bytes) fail('tooLarge')
			// busboy parses each chunk as it is written (it holds at most one field's value), so no backpressure is needed here.
			else parser.write(chunk.value)
			if (failed) break
		}
	} catch (error) {
		fail(isBodyTooLarge(error) ? 'tooLarge' : 'unreadable')
	}
	if (failed) {
		await reader?.cancel().catch(() => undefined)
		parser.destroy()
		return { ok: false, reason: failed, values }
	}
	parser.end()
	await finished
	return failed ? { ok: false, reason: failed, values } : { ok: true, formData, values }
}

export type Submission<T> =
	| { status: 'valid'; data: T; values: SubmittedValues; formData: FormData }
	/** The honeypot was filled: answer as if it worked, store nothing. */
	| { status: 'bot'; values: SubmittedValues }
	| { status: 'invalid'; httpStatus: 400 | 413 | 415; failure: FormFailure }

/**
 * Reads and checks a submission. `honeypot` is for the public forms that carry
 * the hidden field (see #app/utils/honeypot.ts).
 */
export function readSubmission<T>(
	request: Request,
	parser: FormParser<T>,
	options: { honeypot: true; limit?: BodyLimit },
): Promise<Submission<T>>
export function readSubmission<T>(
	request: Request,
	parser: FormParser<T>,
	options?: { limit?: BodyLimit },
): Promise<Exclude<Submission<T>, { status: 'bot' }>>
export async function readSubmission<T>(
	request: Request,
	parser: FormParser<T>,
	options: { honeypot?: boolean; limit?: BodyLimit } = {},
): Promise<Submission<T>> {
	const form = await readForm(request, options.limit)
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

const jsonLimit: BodyLimit = { ...publicFormLimit, bytes: 16 * 1024, tooLarge: jsonMessages.tooLarge }

/**
 * The JSON object a request sends, with every string in it (keys too) cleaned
 * like a form's text; or why not: 415 for another content type, 413 with the
 * route's message beyond its `limit`'s bytes (a `Content-Length` over it is
 * refused unread; a chunked body is cut off there), 400 for text that is not
 * JSON or JSON that is not an object.
 */
export async function readJson(request: Request, limit: BodyLimit = jsonLimit): Promise<ReadJson> {
	const refuse = (httpStatus: 400 | 413 | 415, message: string) => ({ ok: false, httpStatus, message }) as const
	const maxBytes = resolveBodyLimit(limit).bytes
	if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) return refuse(415, jsonMessages.notJson)
	if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return refuse(413, limit.tooLarge)
	let text: string | null
	try {
		text = await readBodyText(request, maxBytes)
	} catch (error) {
		// The web server's cap for this route (decision 0026) ended the stream.
		return isBodyTooLarge(error) ? refuse(413, limit.tooLarge) : refuse(400, jsonMessages.unreadable)
	}
	if (text === null) return refuse(413, limit.tooLarge)
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
