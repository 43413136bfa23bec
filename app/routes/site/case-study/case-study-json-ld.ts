import {
	caseStudyPath,
	caseStudySeo,
	shownCaseStudyPictures,
	type CaseStudyPictureOverrides,
	type PublishedCaseStudy,
} from '#app/domain/case-study/case-study.ts'
import { isValidMediaKey, mediaUrl } from '#app/domain/media/keys.ts'
import type { SiteContext } from '#app/utils/seo.ts'
import { absoluteUrl, type JsonLd } from '#app/utils/structured-data.ts'

/**
 * schema.org Article for a case study's page: published is the publish time,
 * modified the last change (decision 0042); the business is both its author
 * and its publisher. The picture is the owner's social image, else the
 * finished work as the page shows it; none when it has neither.
 */
export function caseStudyJsonLd(
	study: PublishedCaseStudy,
	overrides: CaseStudyPictureOverrides,
	{ siteUrl, business }: SiteContext,
): JsonLd {
	const url = absoluteUrl(siteUrl, caseStudyPath(study))
	const organization = {
		'@type': 'Organization',
		name: business.businessName,
		url: absoluteUrl(siteUrl, '/'),
		...(business.logoUrl ? { logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, business.logoUrl) } } : {}),
	}
	const social = study.seo.socialImage
	const picture = social && isValidMediaKey(social) ? mediaUrl(social) : shownCaseStudyPictures(study, overrides).after?.url
	return {
		'@context': 'https://schema.org',
		'@type': 'Article',
		headline: study.title,
		description: caseStudySeo(study).description,
		datePublished: study.publishedAt,
		dateModified: study.modifiedAt,
		inLanguage: 'en-GB',
		author: organization,
		publisher: organization,
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		url,
		...(picture ? { image: absoluteUrl(siteUrl, picture) } : {}),
		articleSection: study.category,
		contentLocation: { '@type': 'Place', name: study.location },
	}
}
