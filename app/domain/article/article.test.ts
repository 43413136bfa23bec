import { describe, expect, it } from 'vitest'

import {
	articlePath,
	blogCategories,
	blogCategoryFilters,
	blogCategoryFiltersOf,
	isBlogCategory,
	readingTime,
	wordCount,
} from './article.ts'

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
		expect(isBlogCategory('Heating Systems')).toBe(true)
		expect(isBlogCategory('heating-systems')).toBe(false)
	})
})

describe('an article', () => {
	it('has its path under /blog', () => {
		expect(articlePath({ slug: 'a-b' })).toBe('/blog/a-b')
	})

	it('reads at 200 words a minute, rounded, at least one minute', () => {
		expect(wordCount('<p>One <strong>two</strong></p>\n<ul><li>three</li></ul>')).toBe(3)
		expect(readingTime('<p>word</p>')).toBe('1 min read')
		expect(readingTime(`<p>${'word '.repeat(1099)}</p>`)).toBe('5 min read')
		expect(readingTime(`<p>${'word '.repeat(1100)}</p>`)).toBe('6 min read')
	})
})

describe('the blog category filters', () => {
	it('follow the settings list, all first, one per slug', () => {
		expect(blogCategoryFiltersOf(['Loft Conversions', 'Heating Systems', 'heating systems!', ''])).toEqual([
			{ value: 'all', label: 'All', category: null },
			{ value: 'loft-conversions', label: 'Loft Conversions', category: 'Loft Conversions' },
			{ value: 'heating-systems', label: 'Heating Systems', category: 'Heating Systems' },
		])
	})
})
