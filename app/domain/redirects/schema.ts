import { z } from 'zod'

import { asString } from '#app/domain/form.ts'

import { checkFromPath, checkTarget, redirectStatuses, type RedirectMatch, type RedirectStatus } from './rules.ts'

/** A CSV import's bounds (app/.server/redirects/csv.ts): rules and bytes per file. */
export const REDIRECT_CSV_LIMITS = { maxBytes: 256 * 1024, maxRows: 2_000 } as const

/** What the Redirects tab's form sends (field names: from_path, target, status, match) and a CSV row both become. */
export type RedirectForm = { fromPath: string; target: string; status: RedirectStatus; match: RedirectMatch }

const STATUS_MESSAGE = 'Choose 301, 302 or 410.'
const MATCH_MESSAGE = 'Choose “this path only” or “this path and everything under it”.'

export function parseStatus(value: unknown): RedirectStatus | null {
	const text = asString(value).trim()
	const status = text === '' ? 301 : Number(text)
	return redirectStatuses.includes(status as RedirectStatus) ? (status as RedirectStatus) : null
}

export function parseMatch(value: unknown): RedirectMatch | null {
	const text = asString(value).trim().toLowerCase()
	if (text === '' || text === 'exact') return 'exact'
	return text === 'prefix' ? 'prefix' : null
}

/** One rule's values checked: the rule, or a message per field. */
export function checkRedirectValues(
	values: Record<string, unknown>,
): { ok: true; data: RedirectForm } | { ok: false; fieldErrors: Record<string, string> } {
	const fieldErrors: Record<string, string> = {}
	const status = parseStatus(values.status)
	const match = parseMatch(values.match)
	const from = checkFromPath(values.from_path)
	if (!from.ok) fieldErrors.from_path = from.message
	if (status === null) fieldErrors.status = STATUS_MESSAGE
	if (match === null) fieldErrors.match = MATCH_MESSAGE
	const target = status === null ? null : checkTarget(values.target, status)
	if (target && !target.ok) fieldErrors.target = target.message
	if (!from.ok || !target?.ok || status === null || match === null) return { ok: false, fieldErrors }
	return { ok: true, data: { fromPath: from.value, target: target.value, status, match } }
}

/** The form's rules as a schema for the list kit (each refusal on its field). */
export const redirectFormSchema: z.ZodType<RedirectForm> = z.record(z.string(), z.unknown()).transform((values, context) => {
	const checked = checkRedirectValues(values)
	if (checked.ok) return checked.data
	for (const [field, message] of Object.entries(checked.fieldErrors)) context.addIssue({ code: 'custom', path: [field], message })
	return z.NEVER
})
