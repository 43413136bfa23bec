import { pathKey, type RedirectRule } from '#app/domain/redirects/rules.ts'
import { checkRedirectValues, REDIRECT_CSV_LIMITS } from '#app/domain/redirects/schema.ts'
import { parseCsv, toCsv } from '#app/utils/csv.ts'

import type { ImportProblem, ImportRule } from './rules.ts'

/**
 * Redirect rules as CSV, for a site migration (decision 0046): columns from,
 * to, status, match (a header row naming them, in any order). An import is
 * all or nothing: every row is checked, and one problem anywhere imports none.
 */
export { REDIRECT_CSV_LIMITS }

export const REDIRECT_CSV_COLUMNS = ['from', 'to', 'status', 'match'] as const

const ALIASES: Record<(typeof REDIRECT_CSV_COLUMNS)[number], readonly string[]> = {
	from: ['from', 'frompath', 'source', 'oldurl', 'old', 'path'],
	to: ['to', 'target', 'destination', 'newurl', 'new'],
	status: ['status', 'code', 'type'],
	match: ['match', 'matching'],
}

export function redirectsCsv(rules: readonly RedirectRule[]): string {
	return toCsv([[...REDIRECT_CSV_COLUMNS], ...rules.map((rule) => [rule.fromPath, rule.target, rule.status, rule.match])])
}

/** A value our own export neutralised for spreadsheets (an apostrophe before a formula character) is read back as written. */
const unneutralise = (value: string) => value.replace(/^'(?=[=+\-@\t\r])/, '').trim()

export type ParsedImport = { ok: true; rows: ImportRule[] } | { ok: false; message: string; problems: ImportProblem[] }

export function parseRedirectCsv(text: string): ParsedImport {
	const fail = (message: string, problems: ImportProblem[] = []): ParsedImport => ({ ok: false, message, problems })
	if (Buffer.byteLength(text) > REDIRECT_CSV_LIMITS.maxBytes)
		return fail(`The file is larger than ${REDIRECT_CSV_LIMITS.maxBytes / 1024} KB. Split it into smaller files.`)
	if (text.includes('\u0000')) return fail('This is not a CSV file: it contains binary data.')
	const parsed = parseCsv(text)
	if (!parsed.ok) return fail(parsed.message)
	const [header, ...body] = parsed.records.filter((record) => record.fields.some((value) => value.trim() !== ''))
	if (!header) return fail('The file is empty.')
	if (body.length > REDIRECT_CSV_LIMITS.maxRows)
		return fail(`The file has more than ${REDIRECT_CSV_LIMITS.maxRows.toLocaleString('en-GB')} rules. Split it into smaller files.`)
	const names = header.fields.map((name) => name.toLowerCase().replace(/[\s_-]/g, ''))
	const column = Object.fromEntries(
		REDIRECT_CSV_COLUMNS.map((name) => [name, names.findIndex((found) => ALIASES[name].includes(found))]),
	) as Record<(typeof REDIRECT_CSV_COLUMNS)[number], number>
	if (column.from === -1 || column.to === -1)
		return fail('The first row must name the columns: from, to, status, match (status and match may be left out).')
	if (body.length === 0) return fail('The file has a header row but no rules.')
	const rows: ImportRule[] = []
	const problems: ImportProblem[] = []
	const seen = new Map<string, number>()
	for (const { row, fields } of body) {
		const value = (name: keyof typeof column) => (column[name] === -1 ? '' : unneutralise(fields[column[name]] ?? ''))
		const checked = checkRedirectValues({ from_path: value('from'), target: value('to'), status: value('status'), match: value('match') })
		if (!checked.ok) {
			problems.push({ row, message: Object.values(checked.fieldErrors).join(' ') })
			continue
		}
		const key = pathKey(checked.data.fromPath)
		const earlier = seen.get(key)
		if (earlier !== undefined) {
			problems.push({ row, message: `Row ${earlier} has a rule for ${checked.data.fromPath} already.` })
			continue
		}
		seen.set(key, row)
		rows.push({ ...checked.data, row })
	}
	if (problems.length > 0)
		return fail(
			`${problems.length === 1 ? 'One row has a problem' : `${problems.length} rows have problems`}: nothing was imported.`,
			problems,
		)
	return { ok: true, rows }
}
