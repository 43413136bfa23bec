import { WeekBars, WeeklyColumns, type Week } from './charts.tsx'
import { Panel } from './panel.tsx'
import type { OverviewView } from './view.server.ts'

type Pipeline = NonNullable<OverviewView['pipeline']>
type Series = Pipeline['byService']
type Outcomes = Pipeline['outcomes']['byService']

/** Each service's or area's enquiries per week: small bars to compare the rows, the numbers in a table for screen readers. */
function WeeklyBreakdown({
	id,
	title,
	by,
	weeks,
	series,
}: {
	id: string
	title: string
	by: string
	weeks: readonly Week[]
	series: Series
}) {
	const largest = Math.max(1, ...series.flatMap((row) => row.counts))
	return (
		<section aria-labelledby={`${id}-title`} className="grid min-w-0 content-start gap-2">
			<h3 id={`${id}-title`} className="text-base font-semibold">
				{title}
			</h3>
			{series.length === 0 ? (
				<p className="text-sm text-muted-foreground">No enquiries in these weeks.</p>
			) : (
				<>
					<ul aria-hidden className="grid gap-1">
						{series.map((row) => (
							<li key={row.name} className="flex items-center gap-3 text-sm">
								<span className="min-w-0 flex-1 break-words">{row.name}</span>
								<WeekBars counts={row.counts} largest={largest} />
								<span className="w-10 text-right font-semibold tabular-nums">{row.total}</span>
							</li>
						))}
					</ul>
					{/* In a hidden box: a table ignores its own width and overflow, so sr-only on it would still widen the page. */}
					<div className="sr-only">
						<table>
							<caption>{`Enquiries ${title.toLowerCase()}`}</caption>
							<thead>
								<tr>
									<th scope="col">{by}</th>
									{weeks.map((week) => (
										<th key={week.start} scope="col">{`Week of ${week.label}`}</th>
									))}
									<th scope="col">Total</th>
								</tr>
							</thead>
							<tbody>
								{series.map((row) => (
									<tr key={row.name}>
										<th scope="row">{row.name}</th>
										{row.counts.map((count, index) => (
											<td key={weeks[index]?.start ?? index}>{count}</td>
										))}
										<td>{row.total}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</>
			)}
		</section>
	)
}

/** Enquiries won and their value by one grouping, as a narrow table (three columns fit a phone). */
function OutcomeTable({
	id,
	title,
	by,
	rows,
	total,
	note,
}: {
	id: string
	title: string
	by: string
	rows: Outcomes
	total: Outcomes[number]
	note?: string
}) {
	return (
		<section aria-labelledby={`${id}-title`} className="grid min-w-0 content-start gap-2">
			<h3 id={`${id}-title`} className="text-base font-semibold">
				{title}
			</h3>
			{rows.length === 0 ? (
				<p className="text-sm text-muted-foreground">No enquiries in this period.</p>
			) : (
				<table className="w-full table-fixed text-sm">
					<thead className="text-left text-xs text-muted-foreground">
						<tr>
							<th scope="col" className="w-[45%] py-1 pr-2 font-semibold">
								{by}
							</th>
							<th scope="col" className="py-1 pr-2 font-semibold">
								Won
							</th>
							<th scope="col" className="py-1 text-right font-semibold">
								Value won
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.name} className="border-t border-border align-top">
								<th scope="row" className="py-2 pr-2 text-left font-normal break-words">
									{row.name}
								</th>
								<td className="py-2 pr-2 tabular-nums">
									{row.won} of {row.received} <span className="text-muted-foreground">({row.rate})</span>
								</td>
								<td className="py-2 text-right tabular-nums">{row.value}</td>
							</tr>
						))}
					</tbody>
					<tfoot>
						<tr className="border-t-2 border-border font-semibold">
							<th scope="row" className="py-2 pr-2 text-left">
								All
							</th>
							<td className="py-2 pr-2 tabular-nums">
								{total.won} of {total.received} ({total.rate})
							</td>
							<td className="py-2 text-right tabular-nums">{total.value}</td>
						</tr>
					</tfoot>
				</table>
			)}
			{note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
		</section>
	)
}

/** "Pipeline": enquiries per week by service and area, and what was won, by service, area and the page the enquiry came from. */
export function PipelineSection({ pipeline }: { pipeline: Pipeline | null }) {
	if (!pipeline) return <Panel id="pipeline" title="Pipeline" failed className="lg:col-span-2" />
	const { weeks, totals, byService, byArea, outcomes } = pipeline
	return (
		<Panel
			id="pipeline"
			title="Pipeline"
			description="Enquiries received each week (Monday to Sunday), spam left out."
			className="lg:col-span-2"
		>
			<WeeklyColumns title={`Enquiries per week, last ${weeks.length} weeks`} weeks={weeks} counts={totals} />
			<div className="grid gap-5 md:grid-cols-2">
				<WeeklyBreakdown id="weekly-service" title="Each week by service" by="Service" weeks={weeks} series={byService} />
				<WeeklyBreakdown id="weekly-area" title="Each week by area" by="Area" weeks={weeks} series={byArea} />
			</div>
			<div className="grid gap-1 border-t border-border pt-4">
				<h3 className="text-base font-semibold">Won since {outcomes.from}</h3>
				<p className="text-sm text-muted-foreground">
					Enquiries received in the last 12 months that are now Won, out of all received, and the value of the won jobs.
				</p>
			</div>
			<div className="grid gap-5 xl:grid-cols-3">
				<OutcomeTable id="won-service" title="Won by service" by="Service" rows={outcomes.byService} total={outcomes.total} />
				<OutcomeTable
					id="won-area"
					title="Won by area"
					by="Area"
					rows={outcomes.byArea}
					total={outcomes.total}
					note="A postcode district on a border (W2, W10, NW8) is in two areas and counts in both."
				/>
				<OutcomeTable id="won-page" title="Won by page the enquiry was sent from" by="Page" rows={outcomes.byPage} total={outcomes.total} />
			</div>
		</Panel>
	)
}
