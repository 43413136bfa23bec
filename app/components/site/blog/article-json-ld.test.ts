import { describe, expect, it } from 'vitest'
import { blogArticles } from '#app/content/blog.ts'
import { articleJsonLd, splitAuthor } from './article-json-ld.ts'
import { formatArticleDate } from './article-meta.tsx'

const article = blogArticles[0]!

describe('article dates', () => {
	it('formats ISO dates in en-GB', () => {
		expect(formatArticleDate('2024-03-12')).toBe('12 March 2024')
		expect(formatArticleDate('2024-12-03')).toBe('3 December 2024')
		expect(formatArticleDate('2024-01-01')).toBe('1 January 2024')
	})
})

describe('Article JSON-LD', () => {
	it('splits the author into a name and job title', () => {
		expect(splitAuthor('Daniel Whitcombe, Senior Site Manager')).toEqual({ name: 'Daniel Whitcombe', jobTitle: 'Senior Site Manager' })
		expect(splitAuthor('Daniel Whitcombe')).toEqual({ name: 'Daniel Whitcombe' })
	})

	it('describes the article, its author, publisher and page', () => {
		const data = articleJsonLd({ article, siteUrl: 'https://www.example.test', businessName: 'Westway Home Services', logoUrl: null })
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Article',
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

	it('adds the logo as an absolute URL when one is set', () => {
		const data = articleJsonLd({ article, siteUrl: 'https://www.example.test', businessName: 'Acme', logoUrl: '/media/logo.png' })
		expect(data.publisher).toMatchObject({ logo: { '@type': 'ImageObject', url: 'https://www.example.test/media/logo.png' } })
	})
})
