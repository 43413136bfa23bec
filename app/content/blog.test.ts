import { describe, expect, it } from 'vitest'

import {
	articleCard,
	articlePath,
	blogArticles,
	blogCategories,
	blogCategoryFilters,
	featuredBlogArticles,
	filterBlogArticles,
} from './blog'

describe('blog filters', () => {
	it('offers All then the six categories, with URL-safe values', () => {
		expect(blogCategoryFilters.map((filter) => filter.label)).toEqual(['All', ...blogCategories])
		expect(blogCategoryFilters.map((filter) => filter.value)).toEqual([
			'all',
			'period-properties',
			'emergency-services',
			'planning-regulations',
			'kitchen-design',
			'bathroom-design',
			'heating-systems',
		])
		expect(blogCategoryFilters.map((filter) => filter.category)).toEqual([null, ...blogCategories])
	})

	it('lists every article newest first for all, and only the category otherwise', () => {
		const all = filterBlogArticles(null)
		expect(all).toHaveLength(blogArticles.length)
		const dates = all.map((article) => article.date)
		expect(dates).toEqual([...dates].sort().reverse())
		for (const category of blogCategories) {
			const filtered = filterBlogArticles(category)
			expect(filtered.length).toBeGreaterThan(0)
			expect(filtered.every((article) => article.category === category)).toBe(true)
		}
	})

	it('features the three featured articles', () => {
		expect(
			featuredBlogArticles()
				.map((article) => article.id)
				.sort(),
		).toEqual([1, 2, 3])
	})
})

describe('article cards', () => {
	it('carry what a card shows, never the body or the SEO fields', () => {
		const article = blogArticles[0]!
		const card = articleCard(article)
		expect(Object.keys(card).sort()).toEqual(['author', 'category', 'date', 'excerpt', 'id', 'readTime', 'slug', 'tags', 'title'])
		expect(card).toMatchObject({ title: article.title, excerpt: article.excerpt, tags: article.tags })
		expect(articlePath(article)).toBe(`/blog/${article.slug}`)
	})
})
