import * as z from 'zod/mini'

/**
 * The form protocol, shared half (browser and server): what a form sends is
 * read as text values, checked by one parser (a zod schema or a validate
 * function), and every refusal has one shape, `FormFailure`. The server half,
 * `#app/.server/form.ts`, reads the request and answers with it.
 */

export type FieldErrors = Record<string, string>
export type SubmittedValues = Record<string, string>

/** Why a submission was refused, in the one shape every form renders. */
export type FormFailure = {
	status: 'error'
	/** The message for the form as a whole (a toast's text, an alert above the fields). */
	formError: string
	/** The toast's title where the specification gives one (e.g. "Missing information"). */
	title?: string
	/** One message per field, shown beside it. */
	fieldErrors: FieldErrors
	/** What was sent, to refill the form (never secrets: see `isSecretField`). */
	values: SubmittedValues
	/** Which form of the page it concerns when there are several (a list tab's row id, or "new"). */
	target?: string
}

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; formError?: string; title?: string }

/** A form's rules: a zod schema (classic or mini) over the text values, or a function doing the same. */
export type FormParser<T> = z.core.$ZodType<T> | ((values: SubmittedValues) => Validation<T>)

export const CHECK_FIELDS_MESSAGE = 'Please correct the highlighted fields and try again.'

/** Passwords and tokens are never sent back to a browser to refill a form. */
export const isSecretField = (name: string) => /password|token|secret/i.test(name)

// C0 controls other than tab, line feed and carriage return, DEL, and UTF-16 halves without their partner.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as people type it: control characters (a NUL, which PostgreSQL refuses) and broken surrogates removed. */
export const cleanText = (value: string) => value.replace(UNSAFE_TEXT, '')

/** The form's text values, cleaned; a file reads as "", and a repeated name keeps its first value. */
export function formValues(formData: FormData | URLSearchParams): SubmittedValues {
	const values: SubmittedValues = {}
	for (const [key, value] of formData) {
		if (!(key in values)) values[key] = typeof value === 'string' ? cleanText(value) : ''
	}
	return values
}

/** The query of a URL read the same way: a search box's text reaches the database only cleaned. */
export const queryValues = (url: URL): SubmittedValues => formValues(url.searchParams)

/** What may go back to the browser of what was sent. */
export function refillValues(values: SubmittedValues): SubmittedValues {
	return Object.fromEntries(Object.entries(values).filter(([name]) => !isSecretField(name)))
}

/** Runs the parser: the data, or one message per field (the first one found for each). */
export function validate<T>(parser: FormParser<T>, values: SubmittedValues): Validation<T> {
	if (typeof parser === 'function') return parser(values)
	const result = z.safeParse(parser, values)
	if (result.success) return { ok: true, data: result.data }
	const fieldErrors: FieldErrors = {}
	for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
	return { ok: false, fieldErrors }
}

/** The refusal for a submission that did not validate. */
export function validationFailure(validation: Extract<Validation<unknown>, { ok: false }>, values: SubmittedValues): FormFailure {
	return {
		status: 'error',
		formError: validation.formError ?? CHECK_FIELDS_MESSAGE,
		...(validation.title ? { title: validation.title } : {}),
		fieldErrors: validation.fieldErrors,
		values: refillValues(values),
	}
}

/** A refusal after the fields were valid (e.g. the store failed, or a rate limit). */
export function formFailure(formError: string, values: SubmittedValues = {}, extra: Partial<FormFailure> = {}): FormFailure {
	return { status: 'error', formError, fieldErrors: {}, ...extra, values: refillValues(extra.values ?? values) }
}

/** A narrowing helper for `useActionData` / fetcher data that may be any answer of an action. */
export const isFormFailure = (value: unknown): value is FormFailure =>
	typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'error' && 'fieldErrors' in value
