/**
 * Display rules for reviews: the average is shown with one
 * decimal out of 5, and 5 when there are no reviews. Dates: formatReviewDate in format.ts.
 */

/** The average of whole-star ratings, rounded to one decimal; 5 when there are none. */
export function averageRating(ratings: readonly number[]): number {
	if (ratings.length === 0) return 5
	const total = ratings.reduce((sum, rating) => sum + rating, 0)
	return Math.round((total / ratings.length) * 10) / 10
}

/** The average as the page shows it: always one decimal ("4.8", "5.0"). */
export function formatAverageRating(ratings: readonly number[]): string {
	return averageRating(ratings).toFixed(1)
}

/** "1 review", "8 reviews". */
export function reviewCountLabel(count: number): string {
	return `${count} ${count === 1 ? 'review' : 'reviews'}`
}
