import { useId } from 'react'

/**
 * The overview's charts, drawn as inline SVG in the server render like the
 * ranking chart (decision 0011; why not a library: decision 0053). Each is an
 * image with a title and a one-line summary, and its numbers are in a table
 * for screen readers.
 */

export type Week = { start: string; label: string }

/** The top of a count axis: the largest count rounded up to 1, 2, 5 or 10 times a power of ten (at least 1). */
export function axisTop(largest: number): number {
	if (largest <= 1) return 1
	const power = 10 ** Math.floor(Math.log10(largest))
	const step = [1, 2, 5, 10].find((multiple) => multiple * power >= largest)!
	return step * power
}

export const COLUMNS = { width: 360, height: 160, top: 12, right: 8, bottom: 22, left: 30, gap: 4 } as const

/** Where each week's column sits and how tall it is, for counts on an axis from 0 to `axisTop`. */
export function columnLayout(counts: readonly number[], size: typeof COLUMNS = COLUMNS) {
	const top = axisTop(Math.max(0, ...counts))
	const plotHeight = size.height - size.top - size.bottom
	const slot = (size.width - size.left - size.right) / Math.max(1, counts.length)
	const y = (count: number) => size.top + plotHeight - (count / top) * plotHeight
	return {
		top,
		y,
		columns: counts.map((count, index) => ({
			x: size.left + index * slot + size.gap / 2,
			width: slot - size.gap,
			y: y(count),
			height: (count / top) * plotHeight,
		})),
	}
}

/** Enquiries per week as columns, the newest on the right. */
export function WeeklyColumns({ title, weeks, counts }: { title: string; weeks: readonly Week[]; counts: readonly number[] }) {
	const id = useId()
	const layout = columnLayout(counts)
	const total = counts.reduce((sum, count) => sum + count, 0)
	const busiest = counts.indexOf(Math.max(...counts))
	const summary =
		total === 0
			? `No enquiries in the ${weeks.length} weeks from ${weeks[0]?.label}.`
			: `${total} in ${weeks.length} weeks from ${weeks[0]?.label}; the busiest week began ${weeks[busiest]?.label} (${counts[busiest]}), this week so far ${counts.at(-1)}.`
	const first = layout.columns[0]
	const last = layout.columns.at(-1)
	return (
		<figure className="grid gap-1">
			<svg
				viewBox={`0 0 ${COLUMNS.width} ${COLUMNS.height}`}
				role="img"
				aria-labelledby={`${id}-title`}
				aria-describedby={`${id}-summary`}
				className="h-auto w-full max-w-xl text-primary"
			>
				<title id={`${id}-title`}>{title}</title>
				{[0, layout.top / 2, layout.top].map((tick) => (
					<g key={tick} className="text-muted-foreground">
						<line
							x1={COLUMNS.left}
							x2={COLUMNS.width - COLUMNS.right}
							y1={layout.y(tick)}
							y2={layout.y(tick)}
							stroke="currentColor"
							strokeOpacity={0.25}
						/>
						<text x={COLUMNS.left - 6} y={layout.y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={10} fill="currentColor">
							{Number.isInteger(tick) ? tick : ''}
						</text>
					</g>
				))}
				{layout.columns.map((column, index) => (
					<rect
						key={weeks[index]?.start ?? index}
						x={column.x}
						y={column.y}
						width={column.width}
						height={column.height}
						rx={2}
						fill="currentColor"
					/>
				))}
				{first && last ? (
					<g className="text-muted-foreground" fontSize={10} fill="currentColor">
						<text x={first.x} y={COLUMNS.height - 6}>
							{weeks[0]?.label}
						</text>
						<text x={last.x + last.width} y={COLUMNS.height - 6} textAnchor="end">
							{weeks.at(-1)?.label}
						</text>
					</g>
				) : null}
			</svg>
			<figcaption id={`${id}-summary`} className="text-xs text-muted-foreground">
				{summary}
			</figcaption>
			{/* In a hidden box: a table ignores its own width and overflow, so sr-only on it would still widen the page. */}
			<div className="sr-only">
				<table>
					<caption>{title}</caption>
					<thead>
						<tr>
							<th scope="col">Week beginning</th>
							<th scope="col">Enquiries</th>
						</tr>
					</thead>
					<tbody>
						{weeks.map((week, index) => (
							<tr key={week.start}>
								<td>{week.label}</td>
								<td>{counts[index]}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}

/** One series' weeks as small bars (decorative: the numbers are in the table beside it), scaled to `largest` so rows compare. */
export function WeekBars({ counts, largest }: { counts: readonly number[]; largest: number }) {
	const width = 96
	const height = 24
	const slot = width / Math.max(1, counts.length)
	const top = Math.max(1, largest)
	return (
		<svg viewBox={`0 0 ${width} ${height}`} aria-hidden className="h-6 w-24 shrink-0 text-primary" focusable="false">
			<line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke="currentColor" strokeOpacity={0.25} />
			{counts.map((count, index) => {
				const barHeight = count === 0 ? 0 : Math.max(1.5, (count / top) * height)
				return <rect key={index} x={index * slot + 1} y={height - barHeight} width={slot - 2} height={barHeight} fill="currentColor" />
			})}
		</svg>
	)
}
