import { describe, expect, it } from 'vitest'

import { formatArticleDate, formatPounds, formatReviewDate, paragraphs, sentenceCase } from '#app/utils/format.ts'

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

describe('article dates', () => {
	it('formats ISO dates in en-GB', () => {
		expect(formatArticleDate('2024-03-12')).toBe('12 March 2024')
		expect(formatArticleDate('2024-12-03')).toBe('3 December 2024')
		expect(formatArticleDate('2024-01-01')).toBe('1 January 2024')
	})
})

describe('review dates', () => {
	it('are month and year in British English', () => {
		expect(formatReviewDate(new Date('2025-03-14T10:00:00Z'))).toBe('March 2025')
		expect(formatReviewDate('2024-12-02T09:30:00Z')).toBe('December 2024')
	})

	it('use London time, so the server and the browser show the same month', () => {
		// 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
		expect(formatReviewDate(new Date('2025-05-31T23:30:00Z'))).toBe('June 2025')
		// In winter London is on UTC.
		expect(formatReviewDate(new Date('2025-01-31T23:30:00Z'))).toBe('January 2025')
	})
})

describe('sentenceCase', () => {
	it('capitalises the first letter and keeps the rest as written', () => {
		expect(sentenceCase('recent refurbishment case studies')).toBe('Recent refurbishment case studies')
		expect(sentenceCase('kitchens and bathrooms in Kensington & Chelsea')).toBe('Kitchens and bathrooms in Kensington & Chelsea')
		expect(sentenceCase(' 24/7 emergency plumbers ')).toBe('24/7 emergency plumbers')
		expect(sentenceCase('')).toBe('')
	})
})
