import { Link } from 'react-router'

import { linkClass, Panel } from './panel.tsx'
import type { OverviewView } from './view.server.ts'

type NeedsDoing = NonNullable<OverviewView['needsDoing']>

type Item = { key: string; to: string; title: string; detail: string }

/** One list of work: its count, its first items as links to where each is handled, and a link to the rest. */
function WorkList({
	id,
	title,
	total,
	items,
	empty,
	more,
}: {
	id: string
	title: string
	total: number
	items: Item[]
	empty: string
	more: { to: string; label: string }
}) {
	return (
		<section aria-labelledby={`${id}-title`} className="grid min-w-0 content-start gap-2 rounded-md border border-border p-3">
			<h3 id={`${id}-title`} className="flex flex-wrap items-center justify-between gap-x-2 text-base font-semibold">
				<span>
					{title} <span className="text-muted-foreground">({total})</span>
				</span>
				{total > 0 ? (
					<Link to={more.to} className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}>
						{more.label}
					</Link>
				) : null}
			</h3>
			{items.length === 0 ? (
				<p className="text-sm text-muted-foreground">{empty}</p>
			) : (
				<ul className="grid gap-1">
					{items.map((item) => (
						<li key={item.key}>
							<Link to={item.to} className="grid min-h-11 content-center rounded-md py-1 text-sm">
								<span className={`font-semibold break-words ${linkClass}`}>{item.title}</span>
								<span className="break-words text-muted-foreground">{item.detail}</span>
							</Link>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

/** "Needs doing": the owner's to-do list, each item linking to where it is handled. */
export function NeedsDoingSection({ needsDoing }: { needsDoing: NeedsDoing | null }) {
	if (!needsDoing) return <Panel id="needs-doing" title="Needs doing" failed className="lg:col-span-2" />
	const { unanswered, overdue, dueToday, drafts, failedEmails } = needsDoing
	const toEnquiry = (id: string) => `/admin/enquiries/${id}`
	const lists: Parameters<typeof WorkList>[0][] = [
		{
			id: 'needs-unanswered',
			title: 'New enquiries not answered',
			total: unanswered.total,
			empty: 'Every new enquiry has had an answer.',
			more: { to: '/admin/enquiries?stage=new', label: 'All new' },
			items: unanswered.items.map((item) => ({
				key: item.id,
				to: toEnquiry(item.id),
				title: item.name,
				detail: `Waiting ${item.age} · ${item.service}`,
			})),
		},
		{
			id: 'needs-overdue',
			title: 'Next actions overdue',
			total: overdue.total,
			empty: 'Nothing overdue.',
			more: { to: '/admin/enquiries?due=overdue', label: 'Show all' },
			items: overdue.items.map((item) => ({ key: item.id, to: toEnquiry(item.id), title: item.name, detail: `${item.on} · ${item.what}` })),
		},
		{
			id: 'needs-today',
			title: 'Next actions due today',
			total: dueToday.total,
			empty: 'Nothing due today.',
			more: { to: '/admin/enquiries?due=today', label: 'Show all' },
			items: dueToday.items.map((item) => ({ key: item.id, to: toEnquiry(item.id), title: item.name, detail: item.what })),
		},
		{
			id: 'needs-reviews',
			title: 'Reviews waiting to be published',
			total: drafts.total,
			empty: 'No reviews are waiting.',
			more: { to: '/admin/reviews', label: 'All reviews' },
			items: drafts.items.map((item) => ({
				key: item.id,
				to: `/admin/reviews?edit=${item.id}`,
				title: item.name,
				detail: `${item.rating} of 5${item.title ? ` · ${item.title}` : ''} · ${item.received}`,
			})),
		},
		{
			id: 'needs-failed',
			title: 'E-mails that failed',
			total: failedEmails.total,
			empty: 'No e-mail has failed.',
			more: { to: '#health', label: 'Retry in Health' },
			items: failedEmails.items.map((item) => ({
				key: item.id,
				to: item.enquiryId ? toEnquiry(item.enquiryId) : '#health',
				title: item.subject,
				detail: `${item.queued}${item.error ? ` · ${item.error}` : ''}`,
			})),
		},
	]
	const nothing = lists.every((list) => list.total === 0)
	return (
		<Panel
			id="needs-doing"
			title="Needs doing"
			description={nothing ? 'Nothing is waiting for you.' : 'Oldest first: each links to where it is dealt with.'}
			className="lg:col-span-2"
		>
			<div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
				{lists.map((list) => (
					<WorkList key={list.id} {...list} />
				))}
			</div>
		</Panel>
	)
}
