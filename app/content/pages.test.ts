import { describe, expect, it } from 'vitest'
import { blogArticles, blogCategories } from './blog'
import {
	blogCategoryFilters,
	blogCategoryFromQuery,
	blogPage,
	caseStudiesPage,
	featuredBlogArticles,
	featuredTagLimit,
	filterBlogArticles,
} from './pages'

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
	})

	it('reads a category from the query, and all for a missing or unknown value', () => {
		expect(blogCategoryFromQuery('planning-regulations')).toBe('Planning & Regulations')
		expect(blogCategoryFromQuery('heating-systems')).toBe('Heating Systems')
		for (const value of [null, undefined, '', 'all', 'nothing', 'Heating Systems', 'HEATING-SYSTEMS', 'constructor']) {
			expect(blogCategoryFromQuery(value), String(value)).toBeNull()
		}
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

	it('features the three featured articles, with at most three tags on a card', () => {
		expect(featuredBlogArticles().map((article) => article.id).sort()).toEqual([1, 2, 3])
		expect(featuredTagLimit).toBe(3)
	})
})

describe('page copy', () => {
	it('counts results in plain English', () => {
		expect(caseStudiesPage.countText(6, null)).toBe('Showing 6 case studies')
		expect(caseStudiesPage.countText(1, 'Westminster')).toBe('Showing 1 case study in Westminster')
		expect(blogPage.countText(1)).toBe('1 article')
		expect(blogPage.countText(6)).toBe('6 articles')
		expect(blogPage.listHeading(null)).toBe('All Articles')
		expect(blogPage.listHeading('Kitchen Design')).toBe('Kitchen Design Articles')
	})
})
