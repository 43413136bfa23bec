/** The case studies' pictures as the settings store them (decision 0023). */

export type CaseStudyPicture = 'after' | 'before'

/**
 * The owner's replacements for the seeded pictures, by case study id (JSON
 * keys are strings): media keys, read through `normaliseCaseStudyPictures` on
 * the server so only valid keys of known pictures reach here (decision 0023).
 */
export type CaseStudyPictureOverrides = Record<string, Partial<Record<CaseStudyPicture, string>>>

/** Where the seed draws a case study's picture; used until the owner replaces it. */
export const seededCaseStudyPictureKey = (id: number, which: CaseStudyPicture) => `seed/case-studies/${id}-${which}.webp`
