import { describe, expect, it } from 'vitest'
import { formatPounds, paragraphs } from '#app/utils/format.ts'

describe('formatPounds', () => {
	it('shows whole pounds without pence', () => {
		expect(formatPounds(95)).toBe('£95')
		expect(formatPounds(0)).toBe('£0')
	})

	it('groups thousands the British way', () => {
		expect(formatPounds(8500)).toBe('£8,500')
		expect(formatPounds(1250000)).toBe('£1,250,000')
	})

	it('shows two decimals when there are pence', () => {
		expect(formatPounds(95.5)).toBe('£95.50')
		expect(formatPounds(1234.05)).toBe('£1,234.05')
	})
})

describe('paragraphs', () => {
	it('splits on blank lines and trims', () => {
		expect(paragraphs('One.\n\nTwo,\nstill two.\n \nThree.\r\n\r\nFour.')).toEqual(['One.', 'Two,\nstill two.', 'Three.', 'Four.'])
	})

	it('gives nothing for empty text', () => {
		expect(paragraphs(null)).toEqual([])
		expect(paragraphs('  \n\n ')).toEqual([])
	})
})
