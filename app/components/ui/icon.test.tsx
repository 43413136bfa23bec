import * as lucide from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import * as icons from './icon.tsx'

const iconNames = Object.keys(icons).filter((name) => /^[A-Z]/.test(name)) as (keyof typeof icons & keyof typeof lucide)[]

describe('icons', () => {
	it('draw every icon exactly as lucide-react does, hidden unless labelled', () => {
		expect(iconNames.length).toBeGreaterThan(50)
		for (const name of iconNames) {
			const Ours = icons[name] as icons.IconComponent
			const Theirs = lucide[name] as lucide.LucideIcon
			for (const props of [
				{},
				{ className: 'size-4 text-accent' },
				{ 'aria-label': 'Rated 5', size: 16, strokeWidth: 1.5, fill: 'currentColor' },
			]) {
				expect(renderToStaticMarkup(<Ours {...props} />), `${name} ${JSON.stringify(props)}`).toBe(
					renderToStaticMarkup(<Theirs {...props} />),
				)
			}
		}
	})
})
