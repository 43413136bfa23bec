import { z } from 'zod'

import { fromLondonInputValue } from './london-time.ts'

/**
 * The form protocol, shared half (browser and server): what a form sends is
 * read as text values, checked by its zod schema (decision 0033), and every
 * refusal has one shape, `FormFailure`. The server half,
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

/** The message of a refusal as a whole, where the specification gives one (else `CHECK_FIELDS_MESSAGE`). */
export type FormMessage = { formError: string; title?: string }

export type Validation<T> = { ok: true; data: T } | ({ ok: false; fieldErrors: FieldErrors } & Partial<FormMessage>)

/** A form's rules: one zod schema over the submitted values (a form's text, or a JSON body's values). */
export type FormParser<T> = z.ZodType<T>

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

/**
 * Runs the schema: the data, or one message per field (the first one found for
 * each) and the form-level message of the first issue that carries one in its
 * `params` (see `withFormMessage`).
 */
export function validate<T>(schema: FormParser<T>, values: Record<string, unknown>): Validation<T> {
	const result = schema.safeParse(values)
	if (result.success) return { ok: true, data: result.data }
	const fieldErrors: FieldErrors = {}
	let message: FormMessage | undefined
	for (const issue of result.error.issues) {
		fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
		message ??= formMessageOf(issue)
	}
	return { ok: false, fieldErrors, ...message }
}

function formMessageOf(issue: z.core.$ZodIssue): FormMessage | undefined {
	const params = issue.code === 'custom' ? (issue.params as Partial<FormMessage> | undefined) : undefined
	return typeof params?.formError === 'string'
		? { formError: params.formError, ...(params.title ? { title: params.title } : {}) }
		: undefined
}

/**
 * A form's rules whose every refusal carries the form's own message (a
 * toast's title and text) instead of `CHECK_FIELDS_MESSAGE`.
 */
export function withFormMessage<T>(schema: z.ZodType<T>, message: FormMessage): z.ZodType<T> {
	return z.unknown().transform((value, context) => {
		const result = schema.safeParse(value)
		if (result.success) return result.data
		addWithMessage(context, result.error, message)
		return z.NEVER
	})
}

/**
 * A check that must pass before the next stage of a form's rules runs
 * (`formGate(…).pipe(next)`): its refusals carry the form's message, and the
 * values go on unchanged. How a form says "accept the terms" before "fill in
 * the fields" before "check the format".
 */
export function formGate(schema: z.ZodType, message: FormMessage): z.ZodType<unknown> {
	return z.unknown().transform((value, context) => {
		const result = schema.safeParse(value)
		if (!result.success) addWithMessage(context, result.error, message)
		return value
	})
}

function addWithMessage(context: z.RefinementCtx, error: z.ZodError, message: FormMessage) {
	for (const issue of error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: message })
}

/* Field rules the forms share ------------------------------------------------ */

/** What a form or JSON body sent for a field, as text: anything else (missing, a number, a list) reads as "". */
export const asString = (value: unknown) => (typeof value === 'string' ? value : '')

/** A field read as text (see `asString`), then checked by `schema` (a `z.string()` with its rules). */
export const text = <S extends z.ZodType>(schema: S) => z.preprocess(asString, schema)

/** An HTML checkbox: present ("on") means true. */
export const checkbox = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

export const requiredText = (max: number, missing: string, label: string) =>
	z.preprocess(asString, z.string().trim().min(1, missing).max(max, `${label} must be at most ${max} characters.`))

export const optionalText = (max: number, label: string) =>
	z.preprocess(
		asString,
		z
			.string()
			.trim()
			.max(max, `${label} must be at most ${max} characters.`)
			.transform((value) => value || null),
	)

/** A datetime-local value read as London time. */
export const londonDateTime = (label: string) =>
	z.preprocess(
		asString,
		z.string().transform((value, context) => {
			const date = value.trim() ? fromLondonInputValue(value) : null
			if (!date) {
				context.addIssue({ code: 'custom', message: `Choose the ${label} date and time.` })
				return z.NEVER
			}
			return date
		}),
	)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Row ids are UUIDs; anything else names no row (and must not reach a query). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

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
