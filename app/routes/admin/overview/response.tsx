import { countOf } from '#app/utils/format.ts'

import { Panel } from './panel.tsx'
import type { OverviewView } from './view.server.ts'

type Response = NonNullable<OverviewView['response']>
type Period = Response['recent']

/** How a figure compares with the period before: shorter is better. */
function comparison(now: number | null, before: number | null, beforeText: string | null): string {
	if (now === null || before === null || beforeText === null)
		return beforeText ? `${beforeText} the 30 days before` : 'No answered enquiries the 30 days before'
	if (now === before) return `The same as the 30 days before`
	return `${now < before ? 'Faster than' : 'Slower than'} ${beforeText} the 30 days before`
}

/** One of the two figures: the last 30 days' and how it compares with the 30 before. */
function Figure({ label, which, response }: { label: string; which: 'median' | 'p90'; response: Response }) {
	const { recent, before } = response
	return (
		<div className="grid gap-1 rounded-md border border-border p-3">
			<dt className="text-sm text-muted-foreground">{label}</dt>
			<dd className="text-2xl font-bold">{recent[which] ?? '–'}</dd>
			<dd className="text-sm text-muted-foreground">{comparison(recent[`${which}Seconds`], before[`${which}Seconds`], before[which])}</dd>
		</div>
	)
}

const answeredLine = (period: Period) =>
	period.received === 0
		? 'No enquiries'
		: `${period.answered} of ${countOf(period.received, 'enquiry', 'enquiries')} answered${period.unanswered > 0 ? `, ${period.unanswered} not yet` : ''}`

/** "Response": how long customers wait for a first answer, the last 30 days against the 30 before. */
export function ResponseSection({ response }: { response: Response | null }) {
	if (!response) return <Panel id="response" title="Response" failed />
	const { recent, before } = response
	return (
		<Panel
			id="response"
			title="Response"
			description="Time from an enquiry to its first answer (a reply, or a move to the next stage), for enquiries received in the last 30 days."
		>
			<dl className="grid gap-3 sm:grid-cols-2">
				<Figure label="Half are answered within" which="median" response={response} />
				<Figure label="9 in 10 are answered within" which="p90" response={response} />
			</dl>
			<p className="text-sm text-muted-foreground">
				Last 30 days: {answeredLine(recent)}. The 30 days before: {answeredLine(before)}.
			</p>
		</Panel>
	)
}
