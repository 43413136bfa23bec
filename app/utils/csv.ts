/**
 * CSV (RFC 4180): fields holding a comma, a quote or a line break are quoted,
 * quotes doubled, lines end with CRLF. A field that a spreadsheet would read as
 * a formula (starting with = + - @, a tab or a carriage return) is prefixed
 * with an apostrophe, so a customer's message can never run in Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: string | number | boolean | null | undefined): string {
	let text = value === null || value === undefined ? '' : String(value)
	if (FORMULA_START.test(text)) text = `'${text}`
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
	return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
