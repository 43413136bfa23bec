import { defaultBusinessFacts, type BusinessFacts } from '#app/domain/settings/business-facts.ts'

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

/** The rating the site claims, wherever it shows one (pages and structured data). */
export type RatingClaim = { ratingValue: number; reviewCount: number; fromReviews: boolean }

/**
 * The published reviews' average and count: search engines require a claimed
 * rating to match the reviews on the site. The business's stated figures (an
 * editable business fact) stand in only when there are none to count, or they
 * cannot be read.
 */
export function ratingClaim(
	summary: { average: number | null; count: number } | null,
	stated: BusinessFacts['statedRating'] = defaultBusinessFacts.statedRating,
): RatingClaim {
	if (!summary || summary.count === 0 || summary.average === null) {
		return { ratingValue: stated.ratingValue, reviewCount: stated.reviewCount, fromReviews: false }
	}
	return { ratingValue: averageRating(summary.average), reviewCount: summary.count, fromReviews: true }
}

/** "Rated 4.8 out of 5 from 8 reviews." (the stated "4.9 from 50+" when there are no reviews to count). */
export function ratingSentence(claim: RatingClaim): string {
	const count = claim.fromReviews ? reviewCountLabel(claim.reviewCount) : `${claim.reviewCount}+ reviews`
	return `Rated ${claim.ratingValue.toFixed(1)} out of 5 from ${count}.`
}
