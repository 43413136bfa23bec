import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { categoryFilters, type GalleryItem } from '#app/domain/project/gallery.ts'
import { galleryCopy } from '#app/routes/site/gallery/copy.ts'

import { GalleryBrowser } from './gallery-browser.tsx'

const item = (id: string, overrides: Partial<GalleryItem> = {}): GalleryItem => ({
	id,
	title: `Project ${id}`,
	location: 'Maida Vale, W9',
	category: 'Kitchens',
	serviceName: 'Kitchen Refurbishment',
	image: `/media/projects/${id}.webp`,
	...overrides,
})

/** The gallery as the server sends it, parsed back into a document to look at. */
function render(items: GalleryItem[], page = 1, pageCount = 1) {
	const html = renderToStaticMarkup(
		<MemoryRouter>
			<GalleryBrowser
				copy={galleryCopy}
				items={items}
				filters={categoryFilters(['Kitchens'], 'All')}
				activeCategory={null}
				page={page}
				pageCount={pageCount}
			/>
		</MemoryRouter>,
	)
	return { html, cards: [...html.matchAll(/<a href="([^"]+)" data-gallery-item="true"([^>]*)>/g)] }
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]

describe('the gallery as sent without a framework', () => {
	it('gives each card what the dialog shows of it: title, details, position and the large picture', () => {
		const { html, cards } = render([item('a'), item('b', { location: null, serviceName: null })])
		expect(cards).toHaveLength(2)
		const [first, second] = cards
		expect(first![1]).toBe('/media/projects/a.webp?w=1600&amp;f=webp')
		expect(attribute(first![2]!, 'data-title')).toBe('Project a')
		expect(attribute(first![2]!, 'data-details')).toBe('Maida Vale, W9 · Kitchens · Kitchen Refurbishment')
		expect(attribute(first![2]!, 'data-position')).toBe('Image 1 of 2')
		expect(attribute(second![2]!, 'data-details')).toBe('Kitchens')
		expect(attribute(second![2]!, 'data-position')).toBe('Image 2 of 2')

		// One inert large picture per card, sized so the dialog never jumps.
		const templates = [...html.matchAll(/<template>(<picture>[\s\S]*?<\/picture>)<\/template>/g)].map((match) => match[1]!)
		expect(templates).toHaveLength(2)
		expect(templates[0]).toContain('/media/projects/a.webp?w=1600&amp;f=avif 1600w')
		expect(templates[0]).toContain('alt="Project a, Maida Vale, W9"')
		expect(templates[0]).toContain('width="1600" height="1200"')
	})

	it('has one dialog, its Close button first, and the controller inlined after it', () => {
		const { html } = render([item('a')])
		const dialog = /<dialog\s[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? ''
		expect(html.match(/<dialog\s/g)).toHaveLength(1)
		expect(dialog).toContain('aria-labelledby="gallery-dialog-title"')
		const buttons = [...dialog.matchAll(/<button[^>]*?(data-gallery-(?:close|move="-?1"))/g)].map((match) => match[1])
		expect(buttons).toEqual(['data-gallery-close', 'data-gallery-move="-1"', 'data-gallery-move="1"'])
		expect(html).toMatch(
			/<script type="module">\/\/ @ts-check[\s\S]*startGallery\(document\.querySelector\('\[data-gallery\]'\)\)<\/script>/,
		)
	})

	it('makes the chips, the grid and the page links one swap region, the page links too when there is only one page', () => {
		for (const [page, pageCount] of [
			[1, 1],
			[2, 3],
		] as const) {
			const { html } = render([item('a')], page, pageCount)
			// In this order: the region, the chips that load it, the grid that shows it is loading, the page links, then the dialog outside it.
			const marks = [
				...html.matchAll(/<(\w+)[^>]*?\s(id="gallery-grid" data-swap-region|data-swap="gallery-grid"|data-swap-busy)|<dialog\s/g),
			].map((match) => `${match[1] ?? 'dialog'} ${match[2] ?? ''}`.trim())
			expect(marks).toEqual([
				'div id="gallery-grid" data-swap-region',
				'nav data-swap="gallery-grid"',
				'section data-swap-busy',
				'div data-swap="gallery-grid"',
				'dialog',
			])
			expect(html).toContain(`data-busy-label="${galleryCopy.loading}"`)
		}
	})

	it('shows the empty state, with no cards, when there is nothing to show', () => {
		const { html, cards } = render([])
		expect(cards).toHaveLength(0)
		expect(html).toContain(galleryCopy.empty.heading)
	})
})
