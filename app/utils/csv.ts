/**
 * CSV (RFC 4180) that a spreadsheet cannot turn into formulas.
 *
 * - A field holding a comma, a semicolon, a quote or a line break is quoted
 *   (quotes doubled); lines end with CRLF. Semicolons too: Excel in many
 *   European locales splits a .csv on them.
 * - A cell that starts with = + - @, a tab or a carriage return is read as a
 *   formula, so it gets an apostrophe first (shown by no spreadsheet). A reader
 *   that splits on another separator (semicolon Excel), or on the line breaks
 *   inside a quoted field, starts a cell after each of them as well: so the
 *   apostrophe also goes after every comma, semicolon, tab or line break in a
 *   field that a formula character follows. `Hi;=cmd|' /C calc'!A0` is written
 *   `"Hi;'=cmd|' /C calc'!A0"`.
 *
 * Hand-written rather than a library: the quoting is one line, and neither
 * csv-stringify nor papaparse neutralises after an inner separator.
 */
const CELL_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g
const NEEDS_QUOTES = /[",;\r\n]/

export function csvField(value: string | number | boolean | null | undefined): string {
	const text = (value === null || value === undefined ? '' : String(value)).replace(CELL_START, "$1'")
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
	return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
