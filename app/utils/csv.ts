import { CsvError, parse as parseCsvText, type Options as CsvParseOptions } from 'csv-parse/sync'
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

/** Line breaks as the reader takes them: CRLF, LF or a lone CR, mixed in one file if need be. */
const LINE_BREAKS = ['\r\n', '\n', '\r']
const CSV_OPTIONS = {
	delimiter: ',',
	record_delimiter: LINE_BREAKS,
	bom: true,
	// Rows may have fewer or more values than the header (a missing value is checked as missing).
	relax_column_count: true,
	// A quote inside a value that does not start with one is text (`3/4" pipe`, typed by hand), as before the library; so is one after a closing quote.
	relax_quotes: true,
} satisfies CsvParseOptions

const lineOf = (text: string, index: number) => 1 + (text.slice(0, index).match(/\r\n|\r|\n/g)?.length ?? 0)

/**
 * The line of the quote left open at the end of the text. Read again with the
 * record's raw text kept (on the error): the open value runs to the end of
 * the file, so its quote is where that value, read with a closing quote
 * added, begins. (csv-parse's own line count is off after a CRLF inside a
 * quoted value.)
 */
function unclosedQuoteLine(text: string): number {
	let raw = ''
	try {
		parseCsvText(text, { ...CSV_OPTIONS, raw: true })
	} catch (error) {
		if (error instanceof CsvError && typeof error.raw === 'string') raw = error.raw
	}
	try {
		const [last] = (parseCsvText(`${raw}"`, CSV_OPTIONS) as string[][]).slice(-1)
		const open = last?.at(-1) ?? ''
		return lineOf(text, text.length - 1 - open.replaceAll('"', '""').length)
	} catch {
		// Not expected (the open value holds only doubled quotes): the line its record starts on, then.
		return lineOf(text, text.length - raw.length)
	}
}

/**
 * CSV records, read by csv-parse (RFC 4180: quoted values may hold commas,
 * line breaks and doubled quotes; lines end in LF, CRLF or CR; a leading byte
 * order mark is dropped), each with its row number as a spreadsheet shows it
 * (the header is row 1; a value with line breaks stays in one row; a blank
 * line is a row).
 */
export function parseCsv(text: string): { ok: true; records: Array<{ row: number; fields: string[] }> } | { ok: false; message: string } {
	let records: string[][]
	try {
		records = parseCsvText(text, CSV_OPTIONS) as string[][]
	} catch (error) {
		if (!(error instanceof CsvError)) throw error
		if (error.code === 'CSV_QUOTE_NOT_CLOSED')
			return { ok: false, message: `A quoted value that starts on line ${unclosedQuoteLine(text)} is never closed.` }
		return { ok: false, message: `The file could not be read as CSV (${error.message}).` }
	}
	return { ok: true, records: records.map((fields, index) => ({ row: index + 1, fields })) }
}
