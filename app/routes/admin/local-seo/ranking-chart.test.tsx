import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { axisBottom, CHART, chartScale, chartSummary, RankingChart } from './ranking-chart.tsx'

const points = [
	{ date: '2026-11-08', position: 4 },
	{ date: '2026-11-01', position: 12 },
	{ date: '2026-11-15', position: 1 },
]

describe('the ranking chart', () => {
	it('puts position 1 at the top: a better position is drawn higher', () => {
		const scale = chartScale(points)
		expect(scale.y(1)).toBe(CHART.top)
		expect(scale.y(scale.bottom)).toBe(CHART.height - CHART.bottom)
		expect(scale.y(4)).toBeLessThan(scale.y(12))
		expect(scale.bottom).toBe(20)
		expect(scale.ticks).toEqual([1, 10, 20])
	})

	it('spreads the dates by time, and centres a single one', () => {
		const scale = chartScale(points)
		expect(scale.x('2026-11-01')).toBe(CHART.left)
		expect(scale.x('2026-11-15')).toBe(CHART.width - CHART.right)
		expect(scale.x('2026-11-08')).toBeCloseTo((CHART.left + CHART.width - CHART.right) / 2)
		const single = chartScale([{ date: '2026-11-01', position: 3 }])
		expect(single.x('2026-11-01')).toBe((CHART.left + CHART.width - CHART.right) / 2)
		expect(single.bottom).toBe(10)
	})

	it('rounds the axis to a tidy bottom', () => {
		expect([axisBottom(1), axisBottom(10), axisBottom(11), axisBottom(47), axisBottom(51), axisBottom(140)]).toEqual([
			10, 10, 20, 50, 60, 200,
		])
	})

	it('summarises the history in words', () => {
		expect(chartSummary(points)).toBe('Position 1 on 15 Nov 2026, up 3 from 4 on 8 Nov 2026. Best 1, worst 12 over 3 checks.')
		expect(chartSummary([{ date: '2026-11-01', position: 3 }])).toBe('Position 3 on 1 Nov 2026, the only position recorded.')
		expect(chartSummary([])).toBe('No positions recorded yet.')
	})

	it('renders on the server with a title, the summary and a data table', () => {
		const html = renderToStaticMarkup(<RankingChart keyword="plumber w9" location="Maida Vale" points={points} />)
		expect(html).toContain('<svg')
		expect(html).toContain('role="img"')
		expect(html).toMatch(/<title id="[^"]+">Position history of “plumber w9” in Maida Vale<\/title>/)
		expect(html).toContain('up 3 from 4')
		expect(html).toContain('<td>1 Nov 2026</td><td>12</td>')
		expect(html.match(/<circle /g)).toHaveLength(3)
		expect(renderToStaticMarkup(<RankingChart keyword="k" location="l" points={[]} />)).toBe(
			'<p class="text-sm text-muted-foreground">No positions recorded yet.</p>',
		)
	})
})
