import { readFile } from 'node:fs/promises'
import { inArray, sql } from 'drizzle-orm'

import { parseCsv } from '#app/utils/csv.ts'

import { getDb, inTransaction } from '../../db/index.ts'
import { workLimit } from '../../work-limit.ts'
import { localSearchRankings, rankingPositions } from '../../db/schema/index.ts'
import { recordPositions } from './rankings.ts'

/**
 * Ranking positions imported from a CSV file (a rank tracker's or a
 * spreadsheet's export): parsed and checked into a preview, nothing written;
 * then the valid rows applied in one transaction. The rows travel from the
 * preview to the confirmation through the browser, so they are checked again
 * by the same rules (`rowsFromJson`) before anything is written.
 */

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000, maxText: 200, maxPosition: 1000 } as const

/**
 * Previews and imports run one at a time per process, one more may wait
 * (decision 0026): each is up to 10,000 rows parsed and checked against the
 * database. The route answers a full limit with 503 and Retry-After.
 */
export const rankingImportLimit = workLimit('ranking-import', { concurrency: 1, queue: 1, retryAfterSeconds: 10 })

/** One position to record: a keyword in a location, on a day. */
export type ImportRow = { keyword: string; location: string; position: number; date: string }

export type PreviewRow =
	| { row: number; ok: true; data: ImportRow; ranking: 'existing' | 'new' }
	| { row: number; ok: false; error: string; values: { keyword: string; location: string; position: string; date: string } }

export type ImportPreview = {
	rows: PreviewRow[]
	/** The rows that will be written. */
	valid: ImportRow[]
	counts: { positions: number; newRankings: number; existingRankings: number; errors: number }
}

export type ParsedFile = { ok: true; rows: PreviewRow[] } | { ok: false; message: string }

export const importMessages = {
	tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB. Split it into smaller files.`,
	binary: 'This is not a CSV file: it contains binary data. Export the sheet as “CSV (comma-separated values)” and upload that.',
	workbook: 'This looks like an Excel or other spreadsheet workbook, not a CSV file. Export the sheet as “CSV UTF-8” and upload that.',
	notUtf8: 'This file is not UTF-8 text. Save it as “CSV UTF-8” and upload it again.',
	empty: 'The file is empty.',
	noRows: 'The file has a header row but no positions.',
	tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows. Split it into smaller files.`,
	notComma: 'The columns must be separated by commas. Export the sheet as CSV with commas and upload it again.',
	busy: 'Another import is being processed. Please try again in a few seconds.',
} as const

/** Header names as rank trackers and people write them (compared lowercased, without spaces, dashes or underscores). */
const HEADER_ALIASES: Record<keyof ImportRow, readonly string[]> = {
	keyword: ['keyword', 'keywords', 'searchterm', 'query', 'searchquery'],
	location: ['location', 'searchlocation', 'area', 'town', 'city', 'region'],
	position: ['position', 'rank', 'ranking', 'googleposition', 'googlerank', 'pos', 'currentposition'],
	date: ['date', 'checkedon', 'checked', 'datechecked', 'trackeddate', 'trackedon', 'recordedon'],
}
const COLUMN_LABELS: Record<keyof ImportRow, string> = { keyword: 'keyword', location: 'location', position: 'position', date: 'date' }

const normaliseHeader = (value: string) => value.trim().toLowerCase().replace(/[\s_-]+/g, '')

/** The file's bytes as text, or why they are not CSV text. */
export function decodeCsv(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
	if (bytes.length > IMPORT_LIMITS.maxBytes) return { ok: false, message: importMessages.tooLarge }
	if (bytes.length === 0) return { ok: false, message: importMessages.empty }
	// ZIP (xlsx, ods) and the old OLE2 (xls) containers: a clearer word than "binary".
	const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
	if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) return { ok: false, message: importMessages.workbook }
	if (bytes.includes(0)) return { ok: false, message: importMessages.binary }
	let text: string
	try {
		// ignoreBOM: false drops a leading byte order mark (spreadsheet programs write one).
		text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
	} catch {
		return { ok: false, message: importMessages.notUtf8 }
	}
	// eslint-disable-next-line no-control-regex -- control characters other than tab and line breaks mean binary
	if (/[\u0001-\u0008\u000E-\u001F\u007F]/.test(text)) return { ok: false, message: importMessages.binary }
	return { ok: true, text }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A real calendar day as YYYY-MM-DD, or null. */
function calendarDate(year: number, month: number, day: number): string | null {
	const date = new Date(Date.UTC(year, month - 1, day))
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
	return `${year}-${pad(month)}-${pad(day)}`
}

/** Today in London as YYYY-MM-DD: a position cannot have been checked later than that. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

const DATE_HELP = 'Write dates as YYYY-MM-DD (2026-11-03) or DD/MM/YYYY (03/11/2026).'

/** A date as YYYY-MM-DD, or why it cannot be read. Only unambiguous forms are read: no guessing of day and month order. */
export function parseImportDate(value: string, today = londonToday()): { ok: true; date: string } | { ok: false; error: string } {
	const text = value.trim()
	if (text === '') return { ok: false, error: 'The date is missing.' }
	const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
	const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
	if (!iso && !british) {
		const twoDigitYear = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/.test(text)
		const why = twoDigitYear ? 'has a two-digit year' : 'is not in a form that can be read without guessing'
		return { ok: false, error: `The date “${text}” ${why}. ${DATE_HELP}` }
	}
	if (british && Number(british[2]) > 12 && Number(british[1]) <= 12) {
		return { ok: false, error: `The date “${text}” looks like month/day order. ${DATE_HELP}` }
	}
	const date = iso
		? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
		: calendarDate(Number(british![3]), Number(british![2]), Number(british![1]))
	if (!date) return { ok: false, error: `The date “${text}” is not a real day.` }
	if (date < '2000-01-01') return { ok: false, error: `The date “${text}” is too long ago.` }
	if (date > today) return { ok: false, error: `The date “${text}” is in the future.` }
	return { ok: true, date }
}

/** One row's values checked: the position to record, or every problem with the row in one message. */
export function checkRow(
	values: { keyword: string; location: string; position: string; date: string },
	today = londonToday(),
): { ok: true; data: ImportRow } | { ok: false; error: string } {
	const problems: string[] = []
	const keyword = values.keyword.trim().replace(/\s+/g, ' ')
	const location = values.location.trim().replace(/\s+/g, ' ')
	const { maxText, maxPosition } = IMPORT_LIMITS
	if (keyword === '') problems.push('The keyword is missing.')
	else if (keyword.length > maxText) problems.push(`The keyword is longer than ${maxText} characters.`)
	if (location === '') problems.push('The location is missing.')
	else if (location.length > maxText) problems.push(`The location is longer than ${maxText} characters.`)
	const positionText = values.position.trim()
	let position = 0
	if (positionText === '') problems.push('The position is missing.')
	else if (!/^\d+$/.test(positionText)) problems.push(`The position “${positionText}” is not a whole number.`)
	else {
		position = Number(positionText)
		if (position < 1 || position > maxPosition) problems.push(`The position ${positionText} is not between 1 and ${maxPosition}.`)
	}
	const date = parseImportDate(values.date, today)
	if (!date.ok) problems.push(date.error)
	if (problems.length > 0 || !date.ok) return { ok: false, error: problems.join(' ') }
	return { ok: true, data: { keyword, location, position, date: date.date } }
}

/** A keyword in a location, as the unique index compares them. */
export const pairKey = (row: { keyword: string; location: string }) => `${row.keyword.toLowerCase()}\n${row.location.toLowerCase()}`
const dayKey = (row: ImportRow) => `${pairKey(row)}\n${row.date}`

/** The rows of a CSV text, each valid or with its error; a row repeating an earlier one's keyword, location and date is an error. */
export function parseRankingCsv(text: string, today = londonToday()): ParsedFile {
	const parsed = parseCsv(text)
	if (!parsed.ok) return parsed
	const records = parsed.records.filter((record) => record.fields.some((value) => value.trim() !== ''))
	const [header, ...body] = records
	if (!header) return { ok: false, message: importMessages.empty }
	if (header.fields.length === 1 && /[;\t]/.test(header.fields[0]!)) return { ok: false, message: importMessages.notComma }

	const names = header.fields.map(normaliseHeader)
	const columns = {} as Record<keyof ImportRow, number>
	const missing: string[] = []
	for (const column of Object.keys(HEADER_ALIASES) as Array<keyof ImportRow>) {
		const found = names.findIndex((name) => HEADER_ALIASES[column].includes(name))
		if (found === -1) missing.push(COLUMN_LABELS[column])
		columns[column] = found
	}
	if (missing.length > 0) {
		return {
			ok: false,
			message: `The first row must name the columns keyword, location, position and date (in any order). Not found: ${missing.join(', ')}.`,
		}
	}
	if (body.length === 0) return { ok: false, message: importMessages.noRows }
	if (body.length > IMPORT_LIMITS.maxRows) return { ok: false, message: importMessages.tooManyRows }

	const seen = new Map<string, number>()
	const rows: PreviewRow[] = body.map(({ row: line, fields }) => {
		const values = {
			keyword: fields[columns.keyword] ?? '',
			location: fields[columns.location] ?? '',
			position: fields[columns.position] ?? '',
			date: fields[columns.date] ?? '',
		}
		const checked = checkRow(values, today)
		if (!checked.ok) return { row: line, ok: false, error: checked.error, values }
		const earlier = seen.get(dayKey(checked.data))
		if (earlier !== undefined) {
			return { row: line, ok: false, error: `Repeats row ${earlier}: the same keyword, location and date.`, values }
		}
		seen.set(dayKey(checked.data), line)
		return { row: line, ok: true, data: checked.data, ranking: 'new' }
	})
	return { ok: true, rows }
}

/** Marks each valid row as for an existing or a new ranking, and counts what the import will change. */
async function withRankings(rows: PreviewRow[]): Promise<ImportPreview> {
	const valid = rows.flatMap((row) => (row.ok ? [row.data] : []))
	const existing = await existingRankings(valid)
	const marked = rows.map((row) => (row.ok ? { ...row, ranking: existing.has(pairKey(row.data)) ? ('existing' as const) : ('new' as const) } : row))
	const pairs = new Set(valid.map(pairKey))
	const known = [...pairs].filter((pair) => existing.has(pair)).length
	return {
		rows: marked,
		valid,
		counts: { positions: valid.length, newRankings: pairs.size - known, existingRankings: known, errors: rows.length - valid.length },
	}
}

/** The preview of an uploaded file (read from its temporary file): its rows and counts, or why it cannot be imported. */
export async function previewImportFile(file: { path: string; size: number }): Promise<{ ok: true; preview: ImportPreview } | { ok: false; message: string }> {
	if (file.size > IMPORT_LIMITS.maxBytes) return { ok: false, message: importMessages.tooLarge }
	return previewImportBytes(await readFile(file.path))
}

export async function previewImportBytes(bytes: Uint8Array): Promise<{ ok: true; preview: ImportPreview } | { ok: false; message: string }> {
	const decoded = decodeCsv(bytes)
	if (!decoded.ok) return decoded
	const parsed = parseRankingCsv(decoded.text)
	if (!parsed.ok) return parsed
	return { ok: true, preview: await withRankings(parsed.rows) }
}

/** The rows as the confirmation form carries them: compact tuples. */
export const rowsToJson = (rows: readonly ImportRow[]) => JSON.stringify(rows.map((row) => [row.keyword, row.location, row.position, row.date]))

/**
 * The rows sent back by the confirmation form, checked again by the import's
 * own rules (they came through the browser): every row valid and no day
 * repeated, or null.
 */
export function rowsFromJson(json: string, today = londonToday()): ImportRow[] | null {
	let value: unknown
	try {
		value = JSON.parse(json)
	} catch {
		return null
	}
	if (!Array.isArray(value) || value.length === 0 || value.length > IMPORT_LIMITS.maxRows) return null
	const rows: ImportRow[] = []
	const seen = new Set<string>()
	for (const item of value) {
		if (!Array.isArray(item) || item.length !== 4) return null
		const [keyword, location, position, date] = item as unknown[]
		if (typeof keyword !== 'string' || typeof location !== 'string' || typeof date !== 'string') return null
		if (typeof position !== 'number' || !Number.isInteger(position)) return null
		// Only the form the preview wrote: YYYY-MM-DD.
		if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
		const checked = checkRow({ keyword, location, position: String(position), date }, today)
		if (!checked.ok || seen.has(dayKey(checked.data))) return null
		seen.add(dayKey(checked.data))
		rows.push(checked.data)
	}
	return rows
}

type Existing = { id: string; currentPosition: number; previousPosition: number | null; trackedDate: string }

/** The rankings already tracked for these keyword-location pairs, by pair. */
async function existingRankings(rows: readonly ImportRow[]): Promise<Map<string, Existing>> {
	const pairs = [...new Set(rows.map(pairKey))]
	const found = new Map<string, Existing>()
	for (let start = 0; start < pairs.length; start += 1000) {
		const chunk = pairs.slice(start, start + 1000)
		const matches = await getDb()
			.select({
				id: localSearchRankings.id,
				keyword: localSearchRankings.keyword,
				location: localSearchRankings.location,
				currentPosition: localSearchRankings.currentPosition,
				previousPosition: localSearchRankings.previousPosition,
				trackedDate: localSearchRankings.trackedDate,
			})
			.from(localSearchRankings)
			.where(inArray(sql`lower(${localSearchRankings.keyword}) || chr(10) || lower(${localSearchRankings.location})`, chunk))
		for (const match of matches) found.set(pairKey(match), match)
	}
	return found
}

export type ImportResult = { positions: number; created: number; updated: number }

/**
 * Applies the rows in one transaction (a savepoint inside the caller's): every
 * position becomes a history point (a day already recorded is replaced); a
 * keyword-location pair not tracked yet becomes a ranking (search volume 0,
 * competition medium); a ranking's newest point, when it is not older than its
 * tracked date, becomes its current position, with the point before it as the
 * previous one.
 */
export function importPositions(rows: readonly ImportRow[]): Promise<ImportResult> {
	return inTransaction(async () => {
		const byPair = new Map<string, ImportRow[]>()
		for (const row of rows) byPair.set(pairKey(row), [...(byPair.get(pairKey(row)) ?? []), row])
		let existing = await existingRankings(rows)

		const fresh = [...byPair.entries()].filter(([pair]) => !existing.has(pair))
		for (let start = 0; start < fresh.length; start += 1000) {
			const values = fresh.slice(start, start + 1000).map(([, points]) => {
				const latest = points.reduce((a, b) => (b.date > a.date ? b : a))
				return { keyword: latest.keyword, location: latest.location, currentPosition: latest.position, trackedDate: latest.date }
			})
			// Another admin may have added the pair since the preview: theirs stands, and is updated below.
			await getDb().insert(localSearchRankings).values(values).onConflictDoNothing()
		}
		const created = new Set(fresh.map(([pair]) => pair))
		if (fresh.length > 0) existing = await existingRankings(rows)

		const points: Array<{ rankingId: string; date: string; position: number }> = []
		const kept: string[] = []
		for (const [pair, pairRows] of byPair) {
			const ranking = existing.get(pair)
			if (!ranking) throw new Error('An imported ranking could not be found after it was created')
			for (const row of pairRows) points.push({ rankingId: ranking.id, date: row.date, position: row.position })
			if (!created.has(pair)) kept.push(ranking.id)
		}
		// Rankings saved before history was kept: their last known position becomes a point first (see keepLastKnownPosition).
		for (let start = 0; start < kept.length; start += 1000) {
			await getDb().execute(sql`
				insert into ${rankingPositions} (ranking_id, position, recorded_on)
				select id, current_position, tracked_date from ${localSearchRankings} where id in ${kept.slice(start, start + 1000)}
				on conflict do nothing
			`)
		}
		await recordPositions(points)

		// Each ranking's newest two points (history now holds the file's and what was there before).
		const ids = [...new Set(points.map((point) => point.rankingId))]
		for (let start = 0; start < ids.length; start += 1000) {
			await getDb().execute(sql`
				update ${localSearchRankings} as r
				set current_position = latest.position,
					previous_position = coalesce(latest.before, r.previous_position),
					tracked_date = latest.recorded_on,
					updated_at = now()
				from (
					select distinct on (ranking_id) ranking_id, position, recorded_on,
						lead(position) over (partition by ranking_id order by recorded_on desc) as before
					from ${rankingPositions}
					where ranking_id in ${ids.slice(start, start + 1000)}
					order by ranking_id, recorded_on desc
				) as latest
				where r.id = latest.ranking_id
					and latest.recorded_on >= r.tracked_date
					and (r.current_position, r.previous_position, r.tracked_date)
						is distinct from (latest.position, coalesce(latest.before, r.previous_position), latest.recorded_on)
			`)
		}
		return { positions: points.length, created: created.size, updated: kept.length }
	})
}
