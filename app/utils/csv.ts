import { stringify, type Options } from 'csv-stringify/sync'

/**
 * CSV (RFC 4180) that a spreadsheet cannot turn into formulas, written by
 * csv-stringify (decision 0035).
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
 *   `"Hi;'=cmd|' /C calc'!A0"`. csv-stringify does not do this itself: its
 *   `cast` hook does it here, before the library quotes the result.
 */
const CELL_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g
const neutralise = (text: string) => text.replace(CELL_START, "$1'")

type Cell = string | number | boolean | null | undefined

const options = {
	record_delimiter: 'windows',
	// csv-stringify quotes a delimiter, a quote and the record delimiter (CRLF) itself; a lone LF or CR and a semicolon are ours.
	quoted_match: /[;\r\n]/,
	cast: {
		string: neutralise,
		// Numbers as String() writes them (a negative one neutralised like any text); booleans as true/false, not 1 and empty.
		number: (value) => neutralise(String(value)),
		bigint: (value) => neutralise(String(value)),
		boolean: (value) => String(value),
	},
} satisfies Options

export function csvField(value: Cell): string {
	return stringify([[value]], { ...options, eof: false })
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
	return stringify(rows as Cell[][], options)
}
