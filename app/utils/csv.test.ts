import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csvField, toCsv } from './csv.ts'

/** A minimal reader: split one CSV line on `separator`, honouring quotes only at the start of a cell, as Excel does. */
function cellsAsRead(line: string, separator: ',' | ';'): string[] {
	const cells: string[] = []
	let index = 0
	while (index <= line.length) {
		if (line[index] === '"') {
			let value = ''
			index++
			while (index < line.length) {
				if (line[index] === '"' && line[index + 1] === '"') {
					value += '"'
					index += 2
				} else if (line[index] === '"') {
					index++
					break
				} else value += line[index++]
			}
			const end = line.indexOf(separator, index)
			cells.push(value + line.slice(index, end === -1 ? line.length : end))
			index = end === -1 ? line.length + 1 : end + 1
		} else {
			const end = line.indexOf(separator, index)
			cells.push(line.slice(index, end === -1 ? line.length : end))
			index = end === -1 ? line.length + 1 : end + 1
		}
	}
	return cells
}
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell)

describe('CSV quoting', () => {
	it('leaves plain fields alone', () => {
		expect(csvField('plain')).toBe('plain')
		expect(csvField('a=b')).toBe('a=b')
		expect(csvField('W9 1AB')).toBe('W9 1AB')
		expect(csvField(null)).toBe('')
		expect(csvField(undefined)).toBe('')
		expect(csvField(95.5)).toBe('95.5')
		expect(csvField(true)).toBe('true')
	})

	it('quotes a field holding a comma', () => {
		expect(csvField('a, b')).toBe('"a, b"')
	})

	it('quotes a field holding a semicolon (the separator of semicolon Excel)', () => {
		expect(csvField('a; b')).toBe('"a; b"')
	})

	it('quotes a field holding a quote, doubling it', () => {
		expect(csvField('say "hi"')).toBe('"say ""hi"""')
	})

	it('quotes a field holding a line break (LF, CR or CRLF)', () => {
		expect(csvField('two\nlines')).toBe('"two\nlines"')
		expect(csvField('two\r\nlines')).toBe('"two\r\nlines"')
		expect(csvField('two\rlines')).toBe('"two\rlines"')
	})
})

describe('CSV formula neutralising', () => {
	it('prefixes = at the start', () => {
		expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
		expect(csvField('=1+1')).toBe("'=1+1")
	})

	it('prefixes + at the start', () => {
		expect(csvField('+44 7700 900123')).toBe("'+44 7700 900123")
	})

	it('prefixes - at the start', () => {
		expect(csvField('-1')).toBe("'-1")
	})

	it('prefixes @ at the start', () => {
		expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
	})

	it('prefixes a tab at the start', () => {
		expect(csvField('\tcmd')).toBe("'\tcmd")
	})

	it('prefixes a carriage return at the start (and quotes it)', () => {
		expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
	})

	it('prefixes a formula character after a semicolon inside the field, and quotes it', () => {
		expect(csvField("Hi;=cmd|' /C calc'!A0")).toBe(`"Hi;'=cmd|' /C calc'!A0"`)
		expect(csvField('a;+1;-2;@3')).toBe(`"a;'+1;'-2;'@3"`)
	})

	it('prefixes a formula character after a comma inside the field', () => {
		expect(csvField('Hi,=1+1')).toBe(`"Hi,'=1+1"`)
	})

	it('prefixes a formula character after a tab or a line break inside the field', () => {
		expect(csvField('Hi\t=1+1')).toBe("Hi\t'=1+1")
		expect(csvField('Hi\n=1+1')).toBe(`"Hi\n'=1+1"`)
		expect(csvField('Hi\r\n@SUM(A1)')).toBe(`"Hi\r\n'@SUM(A1)"`)
		expect(csvField('a;\tb')).toBe(`"a;'\tb"`)
	})

	it('leaves formula characters elsewhere in the text as they are', () => {
		expect(csvField('2 - 3 = -1 @ home')).toBe('2 - 3 = -1 @ home')
		expect(csvField('Hi; no formula')).toBe('"Hi; no formula"')
	})

	it('gives no cell that runs as a formula, whether the file is read on commas or on semicolons', () => {
		const hostile = [
			"Hi;=cmd|' /C calc'!A0",
			'=1+1',
			'a,=2+2',
			'x;+3',
			'@SUM(A1);-4',
			'safe; text, "quoted"; =HYPERLINK("http://evil")',
			'\t=5',
		]
		const line = toCsv([hostile]).replace(/\r\n$/, '')
		for (const separator of [',', ';'] as const) {
			for (const cell of cellsAsRead(line, separator)) expect(runsAsFormula(cell), `${separator} ${cell}`).toBe(false)
		}
		// Read on commas, as written, every field comes back whole, only the apostrophes added.
		expect(cellsAsRead(line, ',')).toHaveLength(hostile.length)
	})
})

describe('toCsv', () => {
	it('joins rows with CRLF and ends with one', () => {
		expect(
			toCsv([
				['Name', 'Postcode'],
				['Ann', 'W9 1AA'],
			]),
		).toBe('Name,Postcode\r\nAnn,W9 1AA\r\n')
	})

	it('reads back, on commas, as the same rows with only the apostrophes added (any text)', () => {
		const cell = fc.oneof(
			fc.string({ unit: fc.constantFrom('a', ' ', ',', ';', '"', "'", '=', '+', '-', '@', '\t', '\r', '\n', 'é', '£'), maxLength: 12 }),
			fc.string({ maxLength: 12 }),
		)
		fc.assert(
			fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
				const read = parse(toCsv(rows), { record_delimiter: '\r\n', relax_column_count: true }) as string[][]
				expect(read).toEqual(rows.map((row) => row.map((value) => value.replace(/(^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'"))))
				for (const value of read.flat()) expect(runsAsFormula(value), value).toBe(false)
			}),
		)
	})
})
