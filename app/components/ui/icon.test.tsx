import * as lucide from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import * as icons from './icon.tsx'

const iconNames = Object.keys(icons) as (keyof typeof icons & keyof typeof lucide)[]

describe('icons', () => {
	it('are lucide-react’s icons under the names lucide-react exports them by', () => {
		expect(iconNames.length).toBeGreaterThan(50)
		for (const name of iconNames) {
			const Ours = icons[name]
			const Theirs = lucide[name] as lucide.LucideIcon
			expect(renderToStaticMarkup(<Ours className="size-4" />), name).toBe(renderToStaticMarkup(<Theirs className="size-4" />))
		}
	})

	it('name each icon once', () => {
		const drawings = new Map<string, string>()
		for (const name of iconNames) {
			const Icon = icons[name]
			const drawing = renderToStaticMarkup(<Icon />).replace(/ class="[^"]*"/, '')
			expect(drawings.get(drawing), `${name} draws the same icon as ${drawings.get(drawing)}`).toBeUndefined()
			drawings.set(drawing, name)
		}
	})

	it('are hidden from assistive technology unless they are given a name or a role', () => {
		const { Star } = icons
		expect(renderToStaticMarkup(<Star className="size-4" />)).toContain('aria-hidden="true"')
		expect(renderToStaticMarkup(<Star aria-hidden className="size-4" />)).toContain('aria-hidden="true"')
		for (const labelled of [<Star aria-label="Rated 5" />, <Star role="img" aria-labelledby="rating" />]) {
			const markup = renderToStaticMarkup(labelled)
			expect(markup).not.toContain('aria-hidden')
			expect(markup).toMatch(/aria-label|role="img"/)
		}
	})
})
