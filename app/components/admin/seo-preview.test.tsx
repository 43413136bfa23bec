import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { cutForResult, SeoPreview, seoWarnings } from './seo-preview.tsx'

const words = (count: number) => 'x'.repeat(count)

describe('seoWarnings', () => {
	it('warns about a long title and a long or short description, and is quiet when both fit', () => {
		expect(seoWarnings(words(60), words(155))).toEqual([])
		expect(seoWarnings(words(60), words(50))).toEqual([])
		expect(seoWarnings(words(61), words(100))).toEqual(['The title is over 60 characters: search results may cut it short.'])
		expect(seoWarnings('Title', words(156))).toEqual(['The description is over 155 characters: search results may cut it short.'])
		expect(seoWarnings('Title', words(49))).toEqual([
			'The description is under 50 characters: search engines may show other text from the page instead.',
		])
		expect(seoWarnings('', '')).toHaveLength(2)
	})

	it('counts characters, not UTF-16 units, and ignores the white space around', () => {
		expect(seoWarnings(`  ${'é'.repeat(60)}  `, words(80))).toEqual([])
		expect(seoWarnings('🔥'.repeat(60), words(80))).toEqual([])
	})
})

describe('cutForResult', () => {
	it('keeps short text and cuts long text at a word with an ellipsis', () => {
		expect(cutForResult('Boiler care', 60)).toBe('Boiler care')
		expect(cutForResult('Emergency boiler repairs in Leeds and the surrounding area', 30)).toBe('Emergency boiler repairs in…')
		expect(cutForResult(words(40), 30)).toBe(`${words(30)}…`)
	})
})

describe('SeoPreview', () => {
	it('shows the result, the counts in words, and the warnings in a polite status region', () => {
		const html = renderToStaticMarkup(
			<SeoPreview
				title={words(70)}
				description="Short."
				path="/blog/boiler-care"
				siteName="Acme Plumbing"
				siteUrl="https://www.example.com/"
			/>,
		)
		expect(html).toContain('www.example.com › blog › boiler-care')
		expect(html).toContain('Acme Plumbing')
		expect(html).toContain('Title: 70 of 60 characters')
		expect(html).toContain('Description: 6 characters (50 to 155 is best)')
		expect(html).toMatch(/role="status"[^>]*>.*The title is over 60 characters.*The description is under 50 characters/)
	})
})
