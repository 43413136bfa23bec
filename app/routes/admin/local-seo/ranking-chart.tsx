import { useId } from 'react'

/**
 * A ranking's position over time, drawn as an inline SVG on the server (no
 * chart library, nothing to hydrate; see decision 0011). Position 1 is best,
 * so the y-axis runs downwards from 1 at the top. Screen readers get the
 * chart's title, a one-sentence summary and the points as a table.
 */

export type ChartPoint = { date: string; position: number }

export const CHART = { width: 320, height: 140, top: 12, right: 12, bottom: 24, left: 32 } as const

const DAY_MS = 24 * 60 * 60 * 1000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

/** The lowest position the axis reaches: at least 10 (the first page), rounded up to a tidy step. */
export function axisBottom(worst: number): number {
	if (worst <= 10) return 10
	const step = worst <= 50 ? 10 : worst <= 100 ? 20 : 100
	return Math.ceil(worst / step) * step
}

/**
 * The chart's scales: `y` puts position 1 at the top and the axis' bottom
 * position at the bottom (inverted: a better position is higher); `x` spreads
 * the dates over the width by time (one date sits in the middle).
 */
export function chartScale(points: readonly ChartPoint[], size: typeof CHART = CHART) {
	const plotTop = size.top
	const plotBottom = size.height - size.bottom
	const plotLeft = size.left
	const plotRight = size.width - size.right
	const bottom = axisBottom(Math.max(1, ...points.map((point) => point.position)))
	const days = points.map((point) => dayNumber(point.date))
	const first = Math.min(...days)
	const last = Math.max(...days)
	const y = (position: number) => plotTop + ((position - 1) / (bottom - 1)) * (plotBottom - plotTop)
	const x = (date: string) =>
		last === first ? (plotLeft + plotRight) / 2 : plotLeft + ((dayNumber(date) - first) / (last - first)) * (plotRight - plotLeft)
	const ticks = [...new Set([1, Math.round(bottom / 2), bottom])]
	return { x, y, ticks, bottom, plotTop, plotBottom, plotLeft, plotRight }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
/** "8 Nov 2026" (the same on the server and in any browser: the day is read as UTC). */
export const formatChartDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))

/** The chart in one sentence, for the text beside it and screen readers. */
export function chartSummary(points: readonly ChartPoint[]): string {
	const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date))
	const latest = sorted.at(-1)
	if (!latest) return 'No positions recorded yet.'
	const now = `Position ${latest.position} on ${formatChartDate(latest.date)}`
	const before = sorted.at(-2)
	if (!before) return `${now}, the only position recorded.`
	const change = before.position - latest.position
	const movement = change > 0 ? `up ${change} from` : change < 0 ? `down ${-change} from` : 'the same as'
	const positions = sorted.map((point) => point.position)
	return `${now}, ${movement} ${before.position} on ${formatChartDate(before.date)}. Best ${Math.min(...positions)}, worst ${Math.max(...positions)} over ${sorted.length} checks.`
}

export function RankingChart({
	keyword,
	location,
	points,
}: {
	keyword: string
	location: string
	points: Array<{ date: string; position: number }>
}) {
	const id = useId()
	const titleId = `${id}-title`
	const summaryId = `${id}-summary`
	const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date))
	const title = `Position history of “${keyword}” in ${location}`
	const summary = chartSummary(sorted)

	if (sorted.length === 0) {
		return <p className="text-sm text-muted-foreground">{summary}</p>
	}

	const scale = chartScale(sorted)
	const path = sorted
		.map((point, index) => `${index === 0 ? 'M' : 'L'}${scale.x(point.date).toFixed(1)},${scale.y(point.position).toFixed(1)}`)
		.join(' ')
	const first = sorted[0]!
	const last = sorted.at(-1)!

	return (
		<figure className="grid gap-1">
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				role="img"
				aria-labelledby={titleId}
				aria-describedby={summaryId}
				className="h-auto w-full max-w-md text-primary"
			>
				<title id={titleId}>{title}</title>
				{scale.ticks.map((tick) => (
					<g key={tick} className="text-muted-foreground">
						<line
							x1={scale.plotLeft}
							x2={scale.plotRight}
							y1={scale.y(tick)}
							y2={scale.y(tick)}
							stroke="currentColor"
							strokeOpacity={0.25}
						/>
						<text x={scale.plotLeft - 6} y={scale.y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={10} fill="currentColor">
							{tick}
						</text>
					</g>
				))}
				<g className="text-muted-foreground" fontSize={10} fill="currentColor">
					<text x={scale.x(first.date)} y={CHART.height - 6} textAnchor={sorted.length === 1 ? 'middle' : 'start'}>
						{formatChartDate(first.date)}
					</text>
					{sorted.length > 1 ? (
						<text x={scale.x(last.date)} y={CHART.height - 6} textAnchor="end">
							{formatChartDate(last.date)}
						</text>
					) : null}
				</g>
				<path d={path} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
				{sorted.map((point) => (
					<circle key={point.date} cx={scale.x(point.date)} cy={scale.y(point.position)} r={3} fill="currentColor" />
				))}
			</svg>
			<figcaption id={summaryId} className="text-xs text-muted-foreground">
				{summary}
			</figcaption>
			<table className="sr-only">
				<caption>{title}</caption>
				<thead>
					<tr>
						<th scope="col">Date</th>
						<th scope="col">Position</th>
					</tr>
				</thead>
				<tbody>
					{sorted.map((point) => (
						<tr key={point.date}>
							<td>{formatChartDate(point.date)}</td>
							<td>{point.position}</td>
						</tr>
					))}
				</tbody>
			</table>
		</figure>
	)
}
