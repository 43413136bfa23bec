import { describe, expect, it } from 'vitest'

import { blogCategoryFilters } from '#app/domain/article/article.ts'
import { caseStudyAreaFilters } from '#app/domain/case-study/case-study.ts'

import { resolveFilter } from './filter-links.tsx'

describe('a filter from the URL query', () => {
	it('is the option with exactly that value', () => {
		expect(resolveFilter(blogCategoryFilters, 'planning-regulations').category).toBe('Planning & Regulations')
		expect(resolveFilter(blogCategoryFilters, 'heating-systems').category).toBe('Heating Systems')
		expect(resolveFilter(caseStudyAreaFilters, 'westminster').label).toBe('Westminster')
	})

	it('is all for a missing, empty or unknown value', () => {
		for (const value of [null, undefined, '', 'all', 'nothing', 'Heating Systems', 'HEATING-SYSTEMS', 'constructor']) {
			expect(resolveFilter(blogCategoryFilters, value).category, String(value)).toBeNull()
		}
		for (const value of [null, '', 'nowhere', 'WESTMINSTER', 'toString']) {
			expect(resolveFilter(caseStudyAreaFilters, value).value, String(value)).toBe('all')
		}
	})
})
