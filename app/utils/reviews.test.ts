import { describe, expect, it } from 'vitest'
import { averageRating, formatAverageRating, formatReviewDate, reviewCountLabel } from './reviews.ts'

describe('review average', () => {
	it('is 5 (shown as 5.0) when there are no reviews', () => {
		expect(averageRating([])).toBe(5)
		expect(formatAverageRating([])).toBe('5.0')
	})

	it('is rounded to one decimal', () => {
		expect(averageRating([5, 5, 5, 4, 5, 5, 5, 4])).toBe(4.8)
		expect(formatAverageRating([5, 5, 5, 4, 5, 5, 5, 4])).toBe('4.8')
		expect(formatAverageRating([5, 4, 4])).toBe('4.3')
		expect(formatAverageRating([5, 5, 4])).toBe('4.7')
		expect(formatAverageRating([1, 2])).toBe('1.5')
	})

	it('always shows one decimal, even for whole averages', () => {
		expect(formatAverageRating([4, 4])).toBe('4.0')
		expect(formatAverageRating([5])).toBe('5.0')
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

describe('review count', () => {
	it('is singular for one review', () => {
		expect(reviewCountLabel(0)).toBe('0 reviews')
		expect(reviewCountLabel(1)).toBe('1 review')
		expect(reviewCountLabel(8)).toBe('8 reviews')
	})
})
