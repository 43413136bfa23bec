import { describe, expect, it } from 'vitest'

import { blogCategories, readingTime } from '#app/domain/article/article.ts'
import { caseStudyAreaFilters } from '#app/domain/case-study/case-study.ts'

import { seedArticles } from './articles.ts'
import { seedCaseStudies as caseStudies, seedCaseStudySlug } from './case-studies.ts'

const blogArticles = seedArticles.map((article) => ({ ...article, readTime: readingTime(article.content) }))

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
const allowedTags = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'])
const americanSpellings = ['color', 'organiz', 'center ', 'favorite', 'neighbor', 'realiz', 'recogniz']
const gasEmergencyNumber = '0800 111 999'

function words(html: string): number {
	return html
		.replace(/<[^>]+>/g, ' ')
		.split(/\s+/)
		.filter(Boolean).length
}

/** Every string anywhere inside a value, so no field escapes the copy checks. */
function allStrings(value: unknown): string[] {
	if (typeof value === 'string') return [value]
	if (Array.isArray(value)) return value.flatMap(allStrings)
	if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
	return []
}

const everyText = [...allStrings(blogArticles), ...allStrings(caseStudies), ...allStrings(caseStudyAreaFilters)]

describe('blog articles', () => {
	it('has ids 1-6 with ids 1-3 featured', () => {
		expect(blogArticles.map((a) => a.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
		expect(
			blogArticles
				.filter((a) => a.featured)
				.map((a) => a.id)
				.sort((a, b) => a - b),
		).toEqual([1, 2, 3])
	})

	it('has exactly one article per category and uses every category', () => {
		expect(blogArticles.map((a) => a.category).sort()).toEqual([...blogCategories].sort())
	})

	it('has unique, URL-safe slugs', () => {
		const slugs = blogArticles.map((a) => a.slug)
		expect(new Set(slugs).size).toBe(slugs.length)
		for (const slug of slugs) expect(slug).toMatch(slugPattern)
	})

	it('has ISO dates during 2024, 3-6 tags and SEO fields', () => {
		for (const article of blogArticles) {
			expect(article.date).toMatch(/^2024-\d{2}-\d{2}$/)
			expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.date)
			expect(article.tags.length).toBeGreaterThanOrEqual(3)
			expect(article.tags.length).toBeLessThanOrEqual(6)
			expect(article.seo.description.length).toBeGreaterThan(50)
			expect(article.seo.description.length).toBeLessThanOrEqual(160)
			expect(article.seo.keywords.length).toBeGreaterThan(0)
			expect(article.author).toMatch(/^\S+ \S+, .+/)
		}
	})

	it('is 700-1200 words with an honest read time', () => {
		for (const article of blogArticles) {
			const count = words(article.content)
			expect(count, article.slug).toBeGreaterThanOrEqual(700)
			expect(count, article.slug).toBeLessThanOrEqual(1200)
			const minutes = Number(/^(\d+) min read$/.exec(article.readTime)?.[1])
			// Between a brisk 250 and a slow 180 words a minute.
			expect(minutes, article.slug).toBeGreaterThanOrEqual(Math.floor(count / 250))
			expect(minutes, article.slug).toBeLessThanOrEqual(Math.ceil(count / 180))
		}
	})

	it('uses only the allowed tags, with no attributes except relative hrefs', () => {
		for (const article of blogArticles) {
			const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase())
			expect(tags.length).toBeGreaterThan(0)
			for (const tag of tags) expect(allowedTags.has(tag), `<${tag}> in ${article.slug}`).toBe(true)

			for (const m of article.content.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
				const [, tag, attributes] = m
				if (tag === 'a') expect(attributes).toMatch(/^ href="\/[^"]*"$/)
				else expect(attributes, `<${tag}${attributes}>`).toBe('')
			}

			const hrefs = [...article.content.matchAll(/href\s*=\s*["']?([^"'\s>]*)/gi)].map((m) => m[1]!)
			for (const href of hrefs) {
				expect(href.startsWith('/'), href).toBe(true)
				expect(href.startsWith('//'), href).toBe(false)
			}
			expect(hrefs, `${article.slug} links to /contact`).toContain('/contact')

			expect(article.content).not.toMatch(/<h1|style=|<script|javascript:/i)
			// Bare ampersands are not valid HTML text; articles say "and" instead.
			expect(article.content).not.toMatch(/&(?![a-z]+;|#\d+;)/i)
		}
	})
})

describe('case studies', () => {
	it('has ids 1-6 with ids 1-3 featured', () => {
		expect(caseStudies.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
		expect(
			caseStudies
				.filter((c) => c.featured)
				.map((c) => c.id)
				.sort((a, b) => a - b),
		).toEqual([1, 2, 3])
	})

	it('covers every area at least once', () => {
		const areas = caseStudyAreaFilters.map((f) => f.value).filter((v) => v !== 'all')
		for (const area of areas)
			expect(
				caseStudies.some((c) => c.area === area),
				area,
			).toBe(true)
	})

	it('has 3-5 challenges, solutions and features, completion 2021-2024 and a mix of before and after', () => {
		for (const study of caseStudies) {
			for (const list of [study.challenges, study.solutions, study.features]) {
				expect(list.length).toBeGreaterThanOrEqual(3)
				expect(list.length).toBeLessThanOrEqual(5)
			}
			expect(study.completion).toBeGreaterThanOrEqual(2021)
			expect(study.completion).toBeLessThanOrEqual(2024)
			expect(study.budget).toMatch(/^£\d{1,3}(,\d{3})* - £\d{1,3}(,\d{3})*$/)
		}
		expect(caseStudies.some((c) => c.beforeAfter)).toBe(true)
		expect(caseStudies.some((c) => !c.beforeAfter)).toBe(true)
	})

	it('has whole-star ratings from 1 to 5', () => {
		for (const study of caseStudies) {
			expect(Number.isInteger(study.testimonial.rating)).toBe(true)
			expect(study.testimonial.rating).toBeGreaterThanOrEqual(1)
			expect(study.testimonial.rating).toBeLessThanOrEqual(5)
		}
	})

	it('has unique, URL-safe slugs made from the titles', () => {
		const slugs = caseStudies.map(seedCaseStudySlug)
		expect(new Set(slugs).size).toBe(slugs.length)
		for (const slug of slugs) expect(slug).toMatch(slugPattern)
	})
})

describe('copy rules for both', () => {
	it('uses British spellings', () => {
		for (const text of everyText) {
			const lower = text.toLowerCase()
			for (const spelling of americanSpellings) expect(lower.includes(spelling), `"${spelling}" in: ${text}`).toBe(false)
		}
	})

	it('has no phone numbers except the national gas emergency line', () => {
		const phoneLike = /(?:\+44\s?\(?0?\)?\s?|\b0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}\b/g
		for (const text of everyText) {
			const found = (text.match(phoneLike) ?? []).filter((n) => n !== gasEmergencyNumber)
			expect(found, text).toEqual([])
		}
	})

	it('has no e-mail addresses or mailto/tel links', () => {
		for (const text of everyText) {
			expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
			expect(text).not.toMatch(/mailto:|tel:/i)
		}
	})
})
