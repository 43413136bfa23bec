import { describe, expect, expectTypeOf, it } from 'vitest'

import {
	articleDiffFields,
	caseStudyDiffFields,
	diffFields,
	FORMATTING_CHANGED,
	NOT_SET,
	ORDER_CHANGED,
	readableText,
	TOO_LARGE,
	type DiffPart,
	type FieldChange,
} from './diff.ts'
import type { ArticleFields, CaseStudyFields } from './fields.ts'

const article: ArticleFields = {
	slug: 'winter-boiler-checks',
	title: 'Winter boiler checks',
	category: 'Heating',
	tags: ['boilers', 'winter'],
	excerpt: 'Five checks before the cold arrives.',
	bodyHtml: '<h2>Why</h2><p>A boiler works hardest in January.</p><ul><li>Pressure</li><li>Flue</li></ul>',
	coverImageKey: 'uploads/cover.jpg',
	authorName: 'Sam Carter',
	featured: false,
	seoKeywords: ['boiler service'],
	publishAt: '2025-10-01T09:00:00.000Z',
	seoTitle: null,
	metaDescription: 'Boiler checks for winter.',
	socialImage: null,
}

/** The text a reader of the parts sees before (`removed` kept) or after (`added` kept). */
function side(parts: DiffPart[], which: 'before' | 'after') {
	return parts
		.filter((part) => !part.omitted && (which === 'before' ? !part.added : !part.removed))
		.map((part) => part.value)
		.join('')
}

function only(changes: FieldChange[]): FieldChange {
	expect(changes).toHaveLength(1)
	return changes[0]!
}

describe('the field lists', () => {
	it('cover every editable field of an article and of a case study, once each', () => {
		expectTypeOf<Exclude<keyof ArticleFields, (typeof articleDiffFields)[number]['key']>>().toEqualTypeOf<never>()
		expectTypeOf<Exclude<keyof CaseStudyFields, (typeof caseStudyDiffFields)[number]['key']>>().toEqualTypeOf<never>()
		for (const fields of [articleDiffFields, caseStudyDiffFields]) {
			expect(new Set(fields.map((field) => field.key)).size).toBe(fields.length)
			expect(new Set(fields.map((field) => field.label)).size).toBe(fields.length)
		}
	})

	it('use the owner’s words', () => {
		expect(articleDiffFields.map((field) => field.label)).toEqual([
			'Title',
			'Slug',
			'Category',
			'Tags',
			'Excerpt',
			'Body',
			'Cover picture',
			'Author',
			'Featured',
			'Publish date',
			'SEO title',
			'Meta description',
			'Social image',
			'SEO keywords',
		])
		expect(caseStudyDiffFields.find((field) => field.key === 'beforeAfter')?.label).toBe('Before and after')
		expect(caseStudyDiffFields.find((field) => field.key === 'pictureAfterAlt')?.label).toBe('After picture text')
	})
})

describe('diffFields', () => {
	it('returns nothing for identical versions', () => {
		expect(diffFields(article, structuredClone(article), articleDiffFields)).toEqual([])
	})

	it('returns only the changed fields, in the order of the list, with their labels', () => {
		const after = { ...article, title: 'Winter boiler checks for 2025', featured: true, tags: ['boilers', 'frost'] }
		const changes = diffFields(article, after, articleDiffFields)
		expect(changes.map((change) => [change.key, change.label])).toEqual([
			['title', 'Title'],
			['tags', 'Tags'],
			['featured', 'Featured'],
		])
	})

	it('diffs texts word by word, keeping the spaces', () => {
		const change = only(diffFields(article, { ...article, excerpt: 'Six quick checks before the cold arrives.' }, articleDiffFields))
		expect(change.kind).toBe('text')
		if (change.kind !== 'text') return
		expect(change.parts.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(['Five'])
		expect(change.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['Six quick'])
		expect(side(change.parts, 'before')).toBe(article.excerpt)
		expect(side(change.parts, 'after')).toBe('Six quick checks before the cold arrives.')
	})

	it('reads a run of changed words as removed then added', () => {
		const change = only(diffFields({ title: 'a b c d e' }, { title: 'a x y d e' }, articleDiffFields))
		if (change.kind !== 'text') throw new Error(change.kind)
		expect(change.parts).toEqual([{ value: 'a ' }, { value: 'b c', removed: true }, { value: 'x y', added: true }, { value: ' d e' }])
	})

	it('treats null, missing and empty texts alike, and numbers as text', () => {
		expect(diffFields({ seoTitle: null }, { seoTitle: '' }, articleDiffFields)).toEqual([])
		const change = only(diffFields({ completionYear: 2023 }, { completionYear: 2024 }, caseStudyDiffFields))
		expect(change).toMatchObject({ key: 'completionYear', label: 'Completion year', kind: 'text' })
		if (change.kind === 'text') expect(side(change.parts, 'after')).toBe('2024')
	})

	it('shows everything filled in as added for the first version', () => {
		const changes = diffFields(null, article, articleDiffFields)
		const keys = changes.map((change) => change.key)
		// Empty values (seoTitle, socialImage) and a flag that is off are nothing to show.
		expect(keys).not.toContain('seoTitle')
		expect(keys).not.toContain('socialImage')
		expect(keys).not.toContain('featured')
		expect(keys).toContain('title')
		const title = changes.find((change) => change.key === 'title')
		expect(title).toEqual({ key: 'title', label: 'Title', kind: 'text', parts: [{ value: 'Winter boiler checks', added: true }] })
		expect(changes.find((change) => change.key === 'tags')).toMatchObject({ added: ['boilers', 'winter'], removed: [] })
		expect(changes.find((change) => change.key === 'publishAt')).toMatchObject({ before: NOT_SET, after: '1 Oct 2025, 10:00' })
	})

	it('compares only the fields a partial record has', () => {
		expect(diffFields(article, { title: article.title }, articleDiffFields)).toEqual([])
		expect(only(diffFields(article, { title: 'New' }, articleDiffFields)).key).toBe('title')
	})

	describe('rich text', () => {
		const field = [{ key: 'bodyHtml', label: 'Body', kind: 'html' }] as const

		it('diffs the readable text, not the markup', () => {
			const after = article.bodyHtml.replace('hardest in January', 'hardest in <em>January and February</em>')
			const change = only(diffFields(article, { bodyHtml: after }, field))
			expect(change.kind).toBe('html')
			if (change.kind !== 'html') return
			expect(change.note).toBeNull()
			expect(change.parts.filter((part) => part.added).map((part) => part.value)).toEqual([' and February'])
			expect(change.parts.some((part) => part.removed)).toBe(false)
			expect(change.parts.map((part) => part.value).join('')).not.toContain('<')
		})

		it('says so when only the formatting changed', () => {
			const after = article.bodyHtml.replace(
				'<p>A boiler works hardest in January.</p>',
				'<p>A boiler works <strong>hardest</strong> in January.</p>',
			)
			expect(diffFields(article, { bodyHtml: after }, field)).toEqual([
				{ key: 'bodyHtml', label: 'Body', kind: 'html', parts: [], note: FORMATTING_CHANGED },
			])
		})

		it('ignores differences in whitespace between tags', () => {
			expect(diffFields(article, { bodyHtml: article.bodyHtml.replaceAll('><', '>\n  <') }, field)).toEqual([])
		})

		it('shows a paragraph split as a new line', () => {
			const change = only(diffFields({ bodyHtml: '<p>One. Two.</p>' }, { bodyHtml: '<p>One.</p><p>Two.</p>' }, field))
			if (change.kind !== 'html') throw new Error(change.kind)
			expect(side(change.parts, 'after')).toBe('One.\nTwo.')
		})
	})

	describe('readableText', () => {
		it('puts headings, paragraphs, list items, quotes and table rows on their own lines', () => {
			expect(
				readableText(
					'<h2>Costs &amp; timing</h2><p>First<br>second <a href="/x">link</a></p><ul><li>a</li><li><p>b</p></li></ul>' +
						'<blockquote><p>Quote</p></blockquote><table><tbody><tr><th>Job</th><th>Price</th></tr><tr><td>Boiler</td><td>&pound;</td></tr></tbody></table>',
				),
			).toBe('Costs & timing\nFirst\nsecond link\n• a\n• b\nQuote\nJob | Price\nBoiler | &pound;')
		})

		it('shows pictures by their alt text', () => {
			expect(readableText('<p>Before</p><img src="/media/a.jpg" alt="New &quot;combi&quot; boiler"><img src="/media/b.jpg">')).toBe(
				'Before\n[Picture: New "combi" boiler]\n[Picture: no description]',
			)
		})

		it('decodes entities, drops scripts and comments, and collapses spaces', () => {
			expect(readableText('<p>  a&nbsp;&nbsp;b &#233;&#x2019; <!-- x --></p><script>alert(1)</script><style>p{}</style>')).toBe('a b é’')
		})
	})

	describe('lists', () => {
		it('gives the added and the removed items', () => {
			const change = only(
				diffFields(
					{ challenges: ['Damp', 'Access', 'Old pipes'] },
					{ challenges: ['Access', 'Old pipes', 'Asbestos'] },
					caseStudyDiffFields,
				),
			)
			expect(change).toEqual({ key: 'challenges', label: 'Challenges', kind: 'list', added: ['Asbestos'], removed: ['Damp'], note: null })
		})

		it('shows an edited item as removed and added', () => {
			expect(only(diffFields({ tags: ['boiler'] }, { tags: ['boilers'] }, articleDiffFields))).toMatchObject({
				added: ['boilers'],
				removed: ['boiler'],
			})
		})

		it('counts duplicates', () => {
			expect(only(diffFields({ tags: ['a', 'a'] }, { tags: ['a'] }, articleDiffFields))).toMatchObject({ added: [], removed: ['a'] })
		})

		it('notes a change of order alone', () => {
			expect(only(diffFields({ tags: ['a', 'b'] }, { tags: ['b', 'a'] }, articleDiffFields))).toMatchObject({
				added: [],
				removed: [],
				note: ORDER_CHANGED,
			})
		})
	})

	it('shows flags as On and Off', () => {
		expect(diffFields({ featured: true, beforeAfter: false }, { featured: false, beforeAfter: true }, caseStudyDiffFields)).toEqual([
			{ key: 'featured', label: 'Featured', kind: 'flag', before: 'On', after: 'Off' },
			{ key: 'beforeAfter', label: 'Before and after', kind: 'flag', before: 'Off', after: 'On' },
		])
	})

	describe('dates', () => {
		it('are shown in London time, summer and winter', () => {
			expect(only(diffFields(article, { publishAt: '2025-12-01T09:30:00Z' }, articleDiffFields))).toEqual({
				key: 'publishAt',
				label: 'Publish date',
				kind: 'date',
				before: '1 Oct 2025, 10:00',
				after: '1 Dec 2025, 09:30',
			})
		})

		it('are unchanged when two spellings mean the same instant', () => {
			expect(diffFields(article, { publishAt: '2025-10-01T10:00:00+01:00' }, articleDiffFields)).toEqual([])
		})

		it('show "Not set" for no date and an unreadable value as it is', () => {
			expect(only(diffFields(article, { publishAt: null }, articleDiffFields))).toMatchObject({ after: NOT_SET })
			expect(only(diffFields(article, { publishAt: 'soon' }, articleDiffFields))).toMatchObject({ after: 'soon' })
		})
	})

	describe('long texts', () => {
		const paragraphs = (count: number, word: string) =>
			Array.from({ length: count }, (_, index) => `<p>Paragraph ${index}: ${word} and pipes in winter weather, checked.</p>`).join('')
		const field = [{ key: 'bodyHtml', label: 'Body', kind: 'html' }] as const

		it('compare a 200 KB body with a small edit quickly, keeping only the context of the change', () => {
			const before = paragraphs(3500, 'boilers')
			expect(before.length).toBeGreaterThan(200_000)
			const after = before.replace('Paragraph 1800: boilers', 'Paragraph 1800: combi boilers')
			const started = performance.now()
			const change = only(diffFields({ bodyHtml: before }, { bodyHtml: after }, field))
			expect(performance.now() - started).toBeLessThan(2000)
			if (change.kind !== 'html') throw new Error(change.kind)
			expect(change.parts.filter((part) => part.added)).toEqual([{ value: 'combi ', added: true }])
			expect(change.parts[0]).toEqual({ value: '…', omitted: true })
			expect(change.parts.at(-1)).toEqual({ value: '…', omitted: true })
			const shown = change.parts.map((part) => part.value).join('')
			expect(shown.length).toBeLessThan(600)
			expect(shown).toContain('Paragraph 1800: combi boilers')
		})

		it('fall back to "too large to compare" when two long texts have little in common', () => {
			const started = performance.now()
			const change = only(
				diffFields(
					{ bodyHtml: paragraphs(3500, 'boilers') },
					{ bodyHtml: paragraphs(3500, 'radiators').replaceAll('Paragraph', 'Section') },
					field,
				),
			)
			expect(performance.now() - started).toBeLessThan(3000)
			expect(change).toEqual({ key: 'bodyHtml', label: 'Body', kind: 'too-large', note: TOO_LARGE })
		})

		it('keep a short unchanged text whole', () => {
			const change = only(diffFields({ excerpt: 'a b c' }, { excerpt: 'a b d' }, articleDiffFields))
			if (change.kind !== 'text') throw new Error(change.kind)
			expect(change.parts.some((part) => part.omitted)).toBe(false)
		})
	})
})
