import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { localSearchRankings } from '#app/.server/db/schema/index.ts'
import { parseCsv } from '#app/utils/csv.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import {
	decodeCsv,
	importMessages,
	importPositions,
	parseImportDate,
	parseRankingCsv,
	previewImportBytes,
	rowsFromJson,
	rowsToJson,
	type ImportRow,
} from './ranking-import.ts'
import { createRanking, rankingHistories } from './rankings.ts'

const database = testDatabaseForThisFile()
const TODAY = '2026-11-24'
const bytes = (text: string) => new TextEncoder().encode(text)

async function rankingOf(keyword: string, location: string) {
	const [row] = await database.db
		.select()
		.from(localSearchRankings)
		.where(and(eq(localSearchRankings.keyword, keyword), eq(localSearchRankings.location, location)))
	return row
}

describe('reading CSV', () => {
	it('reads quoted values with commas, quotes and line breaks, CRLF and a BOM', () => {
		const decoded = decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('a,b\r\n"x, ""y""","line\r\nbreak"\r\nlast,\r\n')]))
		expect(decoded).toEqual({ ok: true, text: 'a,b\r\n"x, ""y""","line\r\nbreak"\r\nlast,\r\n' })
		const parsed = parseCsv(decoded.ok ? decoded.text : '')
		expect(parsed).toEqual({
			ok: true,
			records: [
				{ row: 1, fields: ['a', 'b'] },
				{ row: 2, fields: ['x, "y"', 'line\r\nbreak'] },
				{ row: 3, fields: ['last', ''] },
			],
		})
	})

	it('refuses a quote that is never closed, naming the line it opens on', () => {
		expect(parseCsv('a,b\n"open,1\n2')).toEqual({ ok: false, message: 'A quoted value that starts on line 2 is never closed.' })
		// After values with line breaks (CRLF ones too) in the same row.
		expect(parseCsv('a,b\r\n"x","two\r\nlines","three\r\n\r\n","\r\nopen ""quote"",1\n2')).toEqual({
			ok: false,
			message: 'A quoted value that starts on line 5 is never closed.',
		})
	})

	it('takes a quote inside a value as text, also after a closing quote', () => {
		expect(parseCsv('a,b\n3/4" pipe,1\n"x"y,2')).toEqual({
			ok: true,
			records: [
				{ row: 1, fields: ['a', 'b'] },
				{ row: 2, fields: ['3/4" pipe', '1'] },
				{ row: 3, fields: ['"x"y', '2'] },
			],
		})
	})

	it('reads LF, CRLF and lone CR line ends, mixed, and counts blank lines as rows', () => {
		expect(parseCsv('a,b\r\nc,d\ne,f\rg\n\n"h\ni",j')).toEqual({
			ok: true,
			records: [
				{ row: 1, fields: ['a', 'b'] },
				{ row: 2, fields: ['c', 'd'] },
				{ row: 3, fields: ['e', 'f'] },
				{ row: 4, fields: ['g'] },
				{ row: 5, fields: [''] },
				{ row: 6, fields: ['h\ni', 'j'] },
			],
		})
	})

	it('refuses files that are not CSV text', () => {
		expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({ ok: false, message: importMessages.workbook })
		expect(decodeCsv(bytes('keyword,location\0,position'))).toEqual({ ok: false, message: importMessages.binary })
		expect(decodeCsv(new Uint8Array([0x6b, 0x65, 0xff, 0xfe, 0x2c]))).toEqual({ ok: false, message: importMessages.notUtf8 })
		expect(decodeCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatchObject({ ok: false })
		expect(decodeCsv(new Uint8Array())).toEqual({ ok: false, message: importMessages.empty })
	})

	it('refuses a file over 5 MB', () => {
		const big = bytes(`keyword,location,position,date\n${'plumber w9,Maida Vale,3,2026-11-01\n'.repeat(150_000)}`)
		expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
		expect(decodeCsv(big)).toEqual({ ok: false, message: importMessages.tooLarge })
	})
})

describe('a rank tracker’s export', () => {
	// Shaped like a rank tracker's keyword export (AccuRanker-style columns), saved as “CSV UTF-8”:
	// a byte order mark, CRLF line ends, locations and tags quoted, tags with line breaks in them,
	// a doubled quote, and “-” for a keyword that is not ranked.
	const fixture = readFileSync(new URL('./fixtures/rank-tracker-export.csv', import.meta.url))

	it('is the file as the tracker wrote it', () => {
		expect([...fixture.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		// Six rows' ends and one line break inside a value are CRLF; the others inside values are LF.
		const text = fixture.toString('utf8')
		expect(text.match(/\r\n/g)).toHaveLength(7)
		expect(text.match(/(?<!\r)\n/g)).toHaveLength(2)
	})

	it('is read row by row, the header found by its names, a value with line breaks kept in its row', () => {
		const decoded = decodeCsv(fixture)
		if (!decoded.ok) throw new Error(decoded.message)
		const parsed = parseCsv(decoded.text)
		if (!parsed.ok) throw new Error(parsed.message)
		expect(parsed.records.map(({ row, fields }) => [row, fields.length])).toEqual([
			[1, 10],
			[2, 10],
			[3, 10],
			[4, 10],
			[5, 10],
			[6, 10],
		])
		expect(parsed.records[1]!.fields[4]).toBe('emergency\nplumbing')
		expect(parsed.records[3]!.fields[4]).toBe('boilers\r\nservicing')

		const ranking = parseRankingCsv(decoded.text, TODAY)
		expect(ranking).toEqual({
			ok: true,
			rows: [
				{
					row: 2,
					ok: true,
					ranking: 'new',
					data: { keyword: 'emergency plumber maida vale', location: 'Maida Vale, London, England, United Kingdom', position: 4, date: '2026-11-08' },
				},
				{
					row: 3,
					ok: true,
					ranking: 'new',
					data: { keyword: 'boiler repair w2', location: 'Westminster, London, England, United Kingdom', position: 9, date: '2026-11-08' },
				},
				{
					row: 4,
					ok: true,
					ranking: 'new',
					data: { keyword: 'boiler service "same day"', location: 'Paddington, London, England, United Kingdom', position: 15, date: '2026-11-08' },
				},
				{
					row: 5,
					ok: false,
					error: 'The position “-” is not a whole number.',
					values: { keyword: 'blocked drain kilburn', location: 'Kilburn, London, England, United Kingdom', position: '-', date: '2026-11-08' },
				},
				{
					row: 6,
					ok: true,
					ranking: 'new',
					data: { keyword: 'emergency plumber maida vale', location: 'Maida Vale, London, England, United Kingdom', position: 6, date: '2026-11-01' },
				},
			],
		})
	})
})

describe('dates', () => {
	it('reads YYYY-MM-DD and British DD/MM/YYYY', () => {
		expect(parseImportDate('2026-11-03', TODAY)).toEqual({ ok: true, date: '2026-11-03' })
		expect(parseImportDate('03/11/2026', TODAY)).toEqual({ ok: true, date: '2026-11-03' })
		expect(parseImportDate(' 3/1/2026 ', TODAY)).toEqual({ ok: true, date: '2026-01-03' })
	})

	it('refuses what it would have to guess, days that do not exist and the future', () => {
		expect(parseImportDate('11/25/2026', TODAY)).toMatchObject({ ok: false, error: expect.stringContaining('month/day order') })
		expect(parseImportDate('03/11/26', TODAY)).toMatchObject({ ok: false, error: expect.stringContaining('two-digit year') })
		expect(parseImportDate('3 Nov 2026', TODAY)).toMatchObject({ ok: false, error: expect.stringContaining('without guessing') })
		expect(parseImportDate('2026/11/03', TODAY)).toMatchObject({ ok: false })
		expect(parseImportDate('31/02/2026', TODAY)).toEqual({ ok: false, error: 'The date “31/02/2026” is not a real day.' })
		expect(parseImportDate('2026-11-25', TODAY)).toEqual({ ok: false, error: 'The date “2026-11-25” is in the future.' })
		expect(parseImportDate('', TODAY)).toEqual({ ok: false, error: 'The date is missing.' })
	})
})

describe('parsing an import', () => {
	it('finds the columns by their usual names, in any order', () => {
		const csv = 'Checked on,Google Position,Search location,Keyword,Volume\n01/11/2026,4,Maida Vale,plumber w9,90\n'
		expect(parseRankingCsv(csv, TODAY)).toEqual({
			ok: true,
			rows: [
				{ row: 2, ok: true, ranking: 'new', data: { keyword: 'plumber w9', location: 'Maida Vale', position: 4, date: '2026-11-01' } },
			],
		})
		expect(parseRankingCsv('KEYWORD,LOCATION,RANK,DATE\nx,y,1,2026-01-01', TODAY)).toMatchObject({ ok: true })
	})

	it('says which columns are missing, and refuses other separators and too many rows', () => {
		expect(parseRankingCsv('keyword,location\nx,y', TODAY)).toEqual({
			ok: false,
			message: 'The first row must name the columns keyword, location, position and date (in any order). Not found: position, date.',
		})
		expect(parseRankingCsv('keyword;location;position;date\nx;y;1;2026-01-01', TODAY)).toEqual({ ok: false, message: importMessages.notComma })
		expect(parseRankingCsv('"Keyword";"Location";"Rank";"Date"\r\n"x";"y";1;2026-01-01', TODAY)).toEqual({ ok: false, message: importMessages.notComma })
		expect(parseRankingCsv('Keyword\tLocation\tRank\tDate\nx\ty\t1\t2026-01-01', TODAY)).toEqual({ ok: false, message: importMessages.notComma })
		expect(parseRankingCsv('keyword,location,position,date\n', TODAY)).toEqual({ ok: false, message: importMessages.noRows })
		const many = `keyword,location,position,date\n${'a,b,1,2026-01-01\n'.repeat(10_001)}`
		expect(parseRankingCsv(many, TODAY)).toEqual({ ok: false, message: importMessages.tooManyRows })
	})

	it('gives each bad row its number and every problem, and reports repeated days', () => {
		const csv = [
			'keyword,location,position,date',
			'plumber w9,Maida Vale,3,2026-11-01',
			',Maida Vale,2,2026-11-01',
			'plumber w9,,0,2026-11-02',
			'plumber w9,Maida Vale,3.5,2026-11-02',
			'plumber w9,Maida Vale,abc,11/25/2026',
			'',
			'Plumber W9,maida vale,5,01/11/2026',
			'plumber w9,Maida Vale,2',
		].join('\n')
		const parsed = parseRankingCsv(csv, TODAY)
		if (!parsed.ok) throw new Error(parsed.message)
		expect(parsed.rows.map((row) => (row.ok ? { row: row.row, ok: true } : { row: row.row, error: row.error }))).toEqual([
			{ row: 2, ok: true },
			{ row: 3, error: 'The keyword is missing.' },
			{ row: 4, error: 'The location is missing. The position 0 is not between 1 and 1000.' },
			{ row: 5, error: 'The position “3.5” is not a whole number.' },
			{ row: 6, error: expect.stringMatching(/^The position “abc” is not a whole number\. The date “11\/25\/2026” looks like month\/day order/) },
			{ row: 8, error: 'Repeats row 2: the same keyword, location and date.' },
			{ row: 9, error: 'The date is missing.' },
		])
	})
})

describe(`importing positions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('previews without writing, marking rankings as existing or new', async () => {
		await createRanking({
			keyword: 'Emergency Plumber Maida Vale',
			location: 'Maida Vale',
			current_position: 6,
			search_volume: 320,
			competition_level: 'high',
			tracked_date: '2026-11-01',
			notes: null,
		})
		const csv = 'keyword,location,position,date\nemergency plumber maida vale,maida vale,4,2026-11-08\nboiler repair w2,Westminster,9,2026-11-08\nbad,,x,\n'
		const preview = await previewImportBytes(bytes(csv))
		if (!preview.ok) throw new Error(preview.message)
		expect(preview.preview.counts).toEqual({ positions: 2, newRankings: 1, existingRankings: 1, errors: 1 })
		expect(preview.preview.rows.map((row) => (row.ok ? row.ranking : 'error'))).toEqual(['existing', 'new', 'error'])
		expect(await rankingOf('boiler repair w2', 'Westminster')).toBeUndefined()
		expect(await previewImportBytes(bytes('\0\0'))).toEqual({ ok: false, message: importMessages.binary })
	})

	it('carries the rows through the browser only as it wrote them', () => {
		const rows: ImportRow[] = [{ keyword: 'a', location: 'b', position: 3, date: '2026-11-01' }]
		expect(rowsFromJson(rowsToJson(rows))).toEqual(rows)
		for (const tampered of [
			'not json',
			'[]',
			'{}',
			'[["a","b",0,"2026-11-01"]]',
			'[["a","b","3","2026-11-01"]]',
			'[["a","b",3,"01/11/2026"]]',
			'[["","b",3,"2026-11-01"]]',
			'[["a","b",3,"2026-11-01"],["A","B",4,"2026-11-01"]]',
			'[["a","b",3,"2999-01-01"]]',
		]) {
			expect(rowsFromJson(tampered), tampered).toBeNull()
		}
	})

	it('records every position, makes the newest current, and creates new pairs with defaults', async () => {
		const rows: ImportRow[] = [
			{ keyword: 'emergency plumber maida vale', location: 'maida vale', position: 4, date: '2026-11-08' },
			{ keyword: 'emergency plumber maida vale', location: 'maida vale', position: 5, date: '2026-10-25' },
			{ keyword: 'boiler repair w2', location: 'Westminster', position: 12, date: '2026-11-01' },
			{ keyword: 'boiler repair w2', location: 'Westminster', position: 9, date: '2026-11-08' },
		]
		expect(await importPositions(rows)).toEqual({ positions: 4, created: 1, updated: 1 })

		const plumber = await rankingOf('Emergency Plumber Maida Vale', 'Maida Vale')
		expect(plumber).toMatchObject({ currentPosition: 4, previousPosition: 6, trackedDate: '2026-11-08', searchVolume: 320 })
		const boiler = await rankingOf('boiler repair w2', 'Westminster')
		expect(boiler).toMatchObject({ currentPosition: 9, previousPosition: 12, trackedDate: '2026-11-08', searchVolume: 0, competitionLevel: 'medium' })
		const histories = await rankingHistories([plumber!.id, boiler!.id])
		expect(histories.get(plumber!.id)).toEqual([
			{ date: '2026-10-25', position: 5 },
			{ date: '2026-11-01', position: 6 },
			{ date: '2026-11-08', position: 4 },
		])
		expect(histories.get(boiler!.id)).toEqual([
			{ date: '2026-11-01', position: 12 },
			{ date: '2026-11-08', position: 9 },
		])
	})

	it('adds older positions to the history without changing the current one, and replaces a day', async () => {
		await importPositions([
			{ keyword: 'boiler repair w2', location: 'Westminster', position: 20, date: '2026-10-01' },
			{ keyword: 'boiler repair w2', location: 'Westminster', position: 11, date: '2026-11-01' },
		])
		const boiler = await rankingOf('boiler repair w2', 'Westminster')
		expect(boiler).toMatchObject({ currentPosition: 9, previousPosition: 11, trackedDate: '2026-11-08' })
		expect((await rankingHistories([boiler!.id])).get(boiler!.id)).toEqual([
			{ date: '2026-10-01', position: 20 },
			{ date: '2026-11-01', position: 11 },
			{ date: '2026-11-08', position: 9 },
		])
	})
})
