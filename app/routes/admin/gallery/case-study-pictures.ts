import type { CaseStudyPicture } from '#app/domain/case-study/case-study.ts'

/** A replacement posts to `/admin/gallery?case-study=<id>&picture=after|before`. */
export const CASE_STUDY_PARAM = 'case-study'
export const PICTURE_PARAM = 'picture'

/** The file field of each replace form. */
export const FILE_FIELD = 'file'

/** The form a failure belongs to, and the anchor the page returns to. */
export const caseStudyPictureTarget = (id: number, which: CaseStudyPicture) => `case-study-${id}-${which}`

export const pictureFailed = (which: CaseStudyPicture) => `Failed to replace the ${which} picture`
