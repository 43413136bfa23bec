import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { axisTop, columnLayout, COLUMNS, WeeklyColumns } from './charts.tsx'

const weeks = [
	{ start: '2026-11-09', label: '9 Nov' },
	{ start: '2026-11-16', label: '16 Nov' },
	{ start: '2026-11-23', label: '23 Nov' },
]

describe('the weekly column chart', () => {
	it('tops its axis at a tidy number at or above the largest count', () => {
		expect([0, 1, 2, 3, 7, 10, 11, 23, 180, 501].map(axisTop)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 200, 1000])
	})

	it('draws each count as a column from the axis, in proportion, the weeks in order', () => {
		const layout = columnLayout([0, 5, 10])
		const bottom = COLUMNS.height - COLUMNS.bottom
		expect(layout.top).toBe(10)
		expect(layout.columns[0]).toMatchObject({ height: 0, y: bottom })
		expect(layout.columns[2]!.y).toBe(COLUMNS.top)
		expect(layout.columns[1]!.height).toBeCloseTo(layout.columns[2]!.height / 2)
		expect(layout.columns[0]!.x).toBeLessThan(layout.columns[1]!.x)
		expect(layout.columns[2]!.x + layout.columns[2]!.width).toBeLessThanOrEqual(COLUMNS.width - COLUMNS.right)
	})

	it('is an image with a title and a summary, and its numbers are a table for screen readers', () => {
		const html = renderToStaticMarkup(<WeeklyColumns title="Enquiries per week" weeks={weeks} counts={[2, 7, 1]} />)
		expect(html).toMatch(/<svg[^>]*role="img"/)
		expect(html).toContain('<title id=')
		expect(html).toContain('10 in 3 weeks from 9 Nov; the busiest week began 16 Nov (7), this week so far 1.')
		expect(html).toContain('<div class="sr-only"><table><caption>Enquiries per week</caption>')
		expect(html).toContain('<tr><td>16 Nov</td><td>7</td></tr>')
		expect(renderToStaticMarkup(<WeeklyColumns title="Enquiries per week" weeks={weeks} counts={[0, 0, 0]} />)).toContain(
			'No enquiries in the 3 weeks from 9 Nov.',
		)
	})
})
