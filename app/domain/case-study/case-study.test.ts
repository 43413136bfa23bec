import { describe, expect, it } from 'vitest'

import { caseStudyPath, caseStudySeo, clipText, shownCaseStudyPictures } from './case-study.ts'

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

describe("a case study's page", () => {
	it('has its own path', () => {
		expect(caseStudyPath({ slug: 'georgian-kitchen' })).toBe('/case-studies/georgian-kitchen')
	})

	it('cuts a long description at a word to fit 155 characters', () => {
		expect(clipText('  A short   one. ')).toBe('A short one.')
		const long = `${'word '.repeat(40)}end`
		const clipped = clipText(long)
		expect(clipped.length).toBeLessThanOrEqual(155)
		expect(clipped).toMatch(/word…$/)
		expect(clipText('x'.repeat(300))).toHaveLength(155)
	})

	it("uses the owner's search title and description, else the title and the cut description", () => {
		const study = { title: 'Title', description: 'Description.', seo: { title: null, description: null, socialImage: null } }
		expect(caseStudySeo(study)).toEqual({ title: 'Title', description: 'Description.' })
		expect(caseStudySeo({ ...study, seo: { title: 'SEO', description: 'Meta', socialImage: null } })).toEqual({
			title: 'SEO',
			description: 'Meta',
		})
		expect(caseStudySeo({ ...study, seo: { title: ' ', description: '', socialImage: null } })).toEqual({
			title: 'Title',
			description: 'Description.',
		})
	})
})
