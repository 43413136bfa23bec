import { describe, expect, it } from 'vitest'

import { csvField, toCsv } from './csv.ts'

describe('CSV', () => {
	it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
		expect(csvField('plain')).toBe('plain')
		expect(csvField('a, b')).toBe('"a, b"')
		expect(csvField('say "hi"')).toBe('"say ""hi"""')
		expect(csvField('two\nlines')).toBe('"two\nlines"')
		expect(csvField(null)).toBe('')
		expect(csvField(95.5)).toBe('95.5')
	})

	it('neutralises spreadsheet formulas', () => {
		expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
		expect(csvField('+44 7700 900123')).toBe("'+44 7700 900123")
		expect(csvField('-1')).toBe("'-1")
		expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
		expect(csvField('\tcmd')).toBe("'\tcmd")
		expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
		expect(csvField('a=b')).toBe('a=b')
	})

	it('joins rows with CRLF and ends with one', () => {
		expect(
			toCsv([
				['Name', 'Postcode'],
				['Ann', 'W9 1AA'],
			]),
		).toBe('Name,Postcode\r\nAnn,W9 1AA\r\n')
	})
})
