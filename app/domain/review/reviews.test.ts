import { describe, expect, it } from 'vitest'

import { averageRating, formatAverageRating, reviewCountLabel } from './reviews.ts'

/** The mean as SQL's avg() gives it: null for no ratings. */
const mean = (ratings: number[]) => (ratings.length === 0 ? null : ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length)

describe('review average', () => {
	it('is 5 (shown as 5.0) when there are no reviews', () => {
		expect(averageRating(null)).toBe(5)
		expect(formatAverageRating(null)).toBe('5.0')
		expect(formatAverageRating(mean([]))).toBe('5.0')
	})

	it('is rounded to one decimal', () => {
		expect(averageRating(mean([5, 5, 5, 4, 5, 5, 5, 4]))).toBe(4.8)
		expect(formatAverageRating(mean([5, 5, 5, 4, 5, 5, 5, 4]))).toBe('4.8')
		expect(formatAverageRating(mean([5, 4, 4]))).toBe('4.3')
		expect(formatAverageRating(mean([5, 5, 4]))).toBe('4.7')
		expect(formatAverageRating(mean([1, 2]))).toBe('1.5')
		expect(formatAverageRating(14 / 3)).toBe('4.7')
	})

	it('always shows one decimal, even for whole averages', () => {
		expect(formatAverageRating(mean([4, 4]))).toBe('4.0')
		expect(formatAverageRating(5)).toBe('5.0')
	})
})

describe('review count', () => {
	it('is singular for one review', () => {
		expect(reviewCountLabel(0)).toBe('0 reviews')
		expect(reviewCountLabel(1)).toBe('1 review')
		expect(reviewCountLabel(8)).toBe('8 reviews')
	})
})
