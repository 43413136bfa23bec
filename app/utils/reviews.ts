/**
 * Display rules for reviews (public spec §9): the average is shown with one
 * decimal out of 5, and 5 when there are no reviews; dates as month and year, en-GB.
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

// The zone is fixed so the server and the browser render the same month.
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' })

/** "March 2025". */
export function formatReviewDate(date: Date | string): string {
	return monthYear.format(typeof date === 'string' ? new Date(date) : date)
}

/** "1 review", "8 reviews". */
export function reviewCountLabel(count: number): string {
	return `${count} ${count === 1 ? 'review' : 'reviews'}`
}
