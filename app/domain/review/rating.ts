/** A review's rating: whole stars from 1 to 5, 5 by default (spec: rating scale 1-5, default 5). */
export const RATING = { min: 1, max: 5, default: 5 } as const

/** Every rating, highest first (the order of the admin's rating choices). */
export const ratingChoices: readonly number[] = Array.from({ length: RATING.max - RATING.min + 1 }, (_, index) => RATING.max - index)
