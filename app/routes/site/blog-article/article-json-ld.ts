import type { ArticleDates, BlogArticle } from '#app/domain/article/article.ts'
import { mediaUrl } from '#app/domain/media/keys.ts'
import type { SiteContext } from '#app/utils/seo.ts'
import { absoluteUrl, type JsonLd } from '#app/utils/structured-data.ts'

/** "Daniel Whitcombe, Senior Site Manager" → name and job title. */
export function splitAuthor(author: string): { name: string; jobTitle?: string } {
	const [name, ...rest] = author.split(',')
	const jobTitle = rest.join(',').trim()
	return { name: (name ?? author).trim(), ...(jobTitle ? { jobTitle } : {}) }
}

/**
 * schema.org BlogPosting (an Article) for an article page; the publisher is
 * the business of the settings. Published is the publish time, modified the
 * last change (decision 0042); an article without stored dates (the seed's
 * copy in tests) gives its date for both.
 */
export function articleJsonLd(article: BlogArticle & Partial<ArticleDates>, { siteUrl, business }: SiteContext): JsonLd {
	const url = absoluteUrl(siteUrl, `/blog/${article.slug}`)
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: article.title,
		description: article.seo.description,
		datePublished: article.publishedAt ?? article.date,
		dateModified: article.modifiedAt ?? article.publishedAt ?? article.date,
		inLanguage: 'en-GB',
		author: { '@type': 'Person', ...splitAuthor(article.author) },
		publisher: {
			'@type': 'Organization',
			name: business.businessName,
			url: absoluteUrl(siteUrl, '/'),
			...(business.logoUrl ? { logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, business.logoUrl) } } : {}),
		},
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		url,
		// The same picture as the page's social card: the owner's social image, else the cover, else the site's card.
		image: absoluteUrl(siteUrl, article.seo.image ? mediaUrl(article.seo.image) : '/og-image.png'),
		articleSection: article.category,
		keywords: article.tags.join(', '),
	}
}
