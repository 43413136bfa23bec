/**
 * Display rules for reviews: the average is shown with one
 * decimal out of 5, and 5 when there are no reviews. Dates: formatReviewDate in format.ts.
 */

/**
 * The average rating (as the database computes it: null when there are no
 * reviews) rounded to one decimal; 5 when there are none.
 */
export function averageRating(average: number | null): number {
	if (average === null || !Number.isFinite(average)) return 5
	return Math.round(average * 10) / 10
}

/** The average as the page shows it: always one decimal ("4.8", "5.0"). */
export function formatAverageRating(average: number | null): string {
	return averageRating(average).toFixed(1)
}

/** "1 review", "8 reviews". */
export function reviewCountLabel(count: number): string {
	return `${count} ${count === 1 ? 'review' : 'reviews'}`
}
