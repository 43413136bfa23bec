import { describe, expect, it } from 'vitest'

import { seedCaseStudies, seedCaseStudySlug } from '#app/.server/seed/case-studies.ts'
import type { PublishedCaseStudy } from '#app/domain/case-study/case-study.ts'
import { ratingClaim } from '#app/domain/review/reviews.ts'
import { fallbackPublicSettings } from '#app/domain/settings/public-settings.ts'

import { caseStudyJsonLd } from './case-study-json-ld.ts'

const seeded = seedCaseStudies[0]!
const study: PublishedCaseStudy = {
	...seeded,
	slug: seedCaseStudySlug(seeded),
	seo: { title: null, description: null, socialImage: null },
	publishedAt: '2026-10-01T08:00:00.000Z',
	modifiedAt: '2026-11-02T09:30:00.000Z',
}
const site = (logoUrl: string | null = null) => ({
	siteUrl: 'https://www.example.test',
	business: { ...fallbackPublicSettings, businessName: 'Westway Home Services', logoUrl },
	rating: ratingClaim(null),
})

describe('case study JSON-LD', () => {
	it('is an Article of the business, with its dates and page', () => {
		const data = caseStudyJsonLd(study, {}, site())
		const business = { '@type': 'Organization', name: 'Westway Home Services', url: 'https://www.example.test/' }
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Article',
			headline: study.title,
			datePublished: study.publishedAt,
			dateModified: study.modifiedAt,
			author: business,
			publisher: business,
			mainEntityOfPage: { '@type': 'WebPage', '@id': `https://www.example.test/case-studies/${study.slug}` },
			url: `https://www.example.test/case-studies/${study.slug}`,
			articleSection: study.category,
		})
		expect(String(data.description).length).toBeLessThanOrEqual(155)
	})

	it("gives the finished work's picture, the owner's replacement or social image first, and none without a picture", () => {
		expect(caseStudyJsonLd(study, {}, site()).image).toBe(`https://www.example.test/media/seed/case-studies/${study.id}-after.webp`)
		expect(caseStudyJsonLd(study, { [study.id]: { after: 'uploads/new.jpg' } }, site()).image).toBe(
			'https://www.example.test/media/uploads/new.jpg',
		)
		const social = { ...study, seo: { ...study.seo, socialImage: 'uploads/card.jpg' } }
		expect(caseStudyJsonLd(social, {}, site()).image).toBe('https://www.example.test/media/uploads/card.jpg')
		// A case study after the six seeded ones has no picture until one is uploaded.
		expect(caseStudyJsonLd({ ...study, id: 99 }, {}, site())).not.toHaveProperty('image')
	})

	it('adds the logo when one is set', () => {
		expect(caseStudyJsonLd(study, {}, site('/media/logo.png')).publisher).toMatchObject({
			logo: { '@type': 'ImageObject', url: 'https://www.example.test/media/logo.png' },
		})
	})
})
