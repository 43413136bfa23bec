import { describe, expect, it } from 'vitest'

import { seedArticles } from '#app/.server/seed/articles.ts'
import { readingTime } from '#app/domain/article/article.ts'
import { ratingClaim } from '#app/domain/review/reviews.ts'
import { fallbackPublicSettings } from '#app/domain/settings/public-settings.ts'

import { articleJsonLd, splitAuthor } from './article-json-ld.ts'

const article = { ...seedArticles[0]!, readTime: readingTime(seedArticles[0]!.content) }
const site = (businessName: string, logoUrl: string | null) => ({
	siteUrl: 'https://www.example.test',
	business: { ...fallbackPublicSettings, businessName, logoUrl },
	rating: ratingClaim(null),
})

describe('Article JSON-LD', () => {
	it('splits the author into a name and job title', () => {
		expect(splitAuthor('Daniel Whitcombe, Senior Site Manager')).toEqual({ name: 'Daniel Whitcombe', jobTitle: 'Senior Site Manager' })
		expect(splitAuthor('Daniel Whitcombe')).toEqual({ name: 'Daniel Whitcombe' })
	})

	it('describes the article, its author, publisher and page', () => {
		const data = articleJsonLd(article, site('Westway Home Services', null))
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'BlogPosting',
			headline: article.title,
			datePublished: article.date,
			author: { '@type': 'Person', name: splitAuthor(article.author).name },
			publisher: { '@type': 'Organization', name: 'Westway Home Services' },
			mainEntityOfPage: { '@type': 'WebPage', '@id': `https://www.example.test/blog/${article.slug}` },
			articleSection: article.category,
			keywords: article.tags.join(', '),
		})
		expect(data.publisher).not.toHaveProperty('logo')
	})

	it('gives the publish time as published and the last change as modified', () => {
		const dates = { publishedAt: '2026-10-01T08:00:00.000Z', modifiedAt: '2026-11-02T09:30:00.000Z' }
		expect(articleJsonLd({ ...article, ...dates }, site('Acme', null))).toMatchObject({
			datePublished: dates.publishedAt,
			dateModified: dates.modifiedAt,
		})
	})

	it("gives the page's social picture: the owner's social image or cover, else the site's card", () => {
		expect(articleJsonLd({ ...article, seo: { ...article.seo, image: null } }, site('Acme', null)).image).toBe(
			'https://www.example.test/og-image.png',
		)
		expect(articleJsonLd({ ...article, seo: { ...article.seo, image: 'content/cover.webp' } }, site('Acme', null)).image).toBe(
			'https://www.example.test/media/content/cover.webp',
		)
	})

	it('adds the logo as an absolute URL when one is set', () => {
		const data = articleJsonLd(article, site('Acme', '/media/logo.png'))
		expect(data.publisher).toMatchObject({ logo: { '@type': 'ImageObject', url: 'https://www.example.test/media/logo.png' } })
	})
})
