import { describe, expect, it } from 'vitest'

import { shownCaseStudyPictures } from './case-study.ts'

const study = (id: number, before = true) => ({ id, beforeAfter: before, pictures: { after: 'The kitchen', before: 'The old kitchen' } })

describe('the pictures a case study shows', () => {
	it('are the seeded files for the six starting case studies', () => {
		expect(shownCaseStudyPictures(study(3))).toEqual({
			after: { url: '/media/seed/case-studies/3-after.webp', alt: 'The kitchen' },
			before: { url: '/media/seed/case-studies/3-before.webp', alt: 'The old kitchen' },
		})
	})

	it('are none for a later one with nothing uploaded (no broken image), and what was uploaded otherwise', () => {
		expect(shownCaseStudyPictures(study(7))).toEqual({ after: null, before: null })
		expect(shownCaseStudyPictures(study(7), { '7': { before: 'uploads/b.webp' } })).toEqual({ after: null, before: null })
		expect(shownCaseStudyPictures(study(7), { '7': { after: 'uploads/a.webp' } })).toEqual({
			after: { url: '/media/uploads/a.webp', alt: 'The kitchen' },
			before: null,
		})
		expect(shownCaseStudyPictures(study(7, false), { '7': { after: 'uploads/a.webp', before: 'uploads/b.webp' } }).before).toBeNull()
	})
})
