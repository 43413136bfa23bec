import { describe, expect, it } from 'vitest'

import { blogPage, caseStudiesPage } from './pages'

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
