import { Form, Link } from 'react-router'

import { DeliveryBadge, DueBadge, EnquiryStageBadge } from '#app/components/admin/enquiry-badges.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Search } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { MAX_QUERY_LENGTH } from '#app/domain/enquiry/query.ts'
import { enquiryServiceChoices } from '#app/domain/enquiry/services.ts'
import { enquiryStageLabels, enquiryStageValues } from '#app/domain/enquiry/stage.ts'

import type { Route } from '../+types/enquiries.ts'

type View = Route.ComponentProps['loaderData']

const linkClass = 'text-primary underline-offset-4 hover:underline'

/** The two lists of work at the top: next actions overdue and due today, each a link to its enquiry. */
export function DueLists({ due }: { due: NonNullable<View['due']> }) {
	const lists = [
		{ key: 'overdue', title: 'Overdue', empty: 'Nothing overdue.', list: due.overdue! },
		{ key: 'today', title: 'Due today', empty: 'Nothing due today.', list: due.today! },
	] as const
	return (
		<div className="grid gap-3 sm:grid-cols-2">
			{lists.map(({ key, title, empty, list }) => (
				<section
					key={key}
					aria-labelledby={`due-${key}-title`}
					className="grid content-start gap-2 rounded-lg border border-border bg-background p-4"
				>
					<h3 id={`due-${key}-title`} className="flex items-center justify-between gap-2 text-base font-semibold">
						<span>
							{title} ({list.total})
						</span>
						{list.total > list.items.length ? (
							<Link to={`/admin/enquiries?due=${key}`} className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}>
								Show all
							</Link>
						) : null}
					</h3>
					{list.items.length === 0 ? (
						<p className="text-sm text-muted-foreground">{empty}</p>
					) : (
						<ul className="grid gap-1">
							{list.items.map((item) => (
								<li key={item.id}>
									<Link to={item.id} className="grid min-h-11 content-center rounded-md py-1 text-sm">
										<span className={`font-semibold break-words ${linkClass}`}>{item.name}</span>
										<span className="break-words text-muted-foreground">
											{key === 'overdue' ? `${item.on} · ` : ''}
											{item.note ?? item.service}
										</span>
									</Link>
								</li>
							))}
						</ul>
					)}
				</section>
			))}
		</div>
	)
}

/**
 * Search and filters as a plain GET form (works without JavaScript; the
 * address is the view). Folded on a phone unless a filter is on.
 */
export function EnquiryFilterForm({ filters, areas }: { filters: View['filters']; areas: View['areas'] }) {
	const filtered = Boolean(filters.stage || filters.service || filters.area || filters.from || filters.to || filters.due)
	return (
		<Form method="get" role="search" aria-label="Search and filter enquiries" className="grid gap-3">
			<div className="flex flex-wrap items-end gap-2">
				<Field label="Search by name, email or postcode" className="min-w-0 flex-1 basis-56">
					{(control) => <Input {...control} name="q" type="search" defaultValue={filters.q} maxLength={MAX_QUERY_LENGTH} />}
				</Field>
				<Button type="submit">
					<Search aria-hidden />
					Search
				</Button>
			</div>
			<details open={filtered} className="group rounded-lg border border-border bg-background">
				<summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold">Filters{filtered ? ' (on)' : ''}</summary>
				<div className="grid gap-3 p-4 pt-0 sm:grid-cols-2 lg:grid-cols-3">
					<Field label="Stage">
						{(control) => (
							<Select {...control} name="stage" defaultValue={filters.stage}>
								<option value="">All but spam</option>
								{enquiryStageValues.map((stage) => (
									<option key={stage} value={stage}>
										{enquiryStageLabels[stage]}
									</option>
								))}
								<option value="all">All, with spam</option>
							</Select>
						)}
					</Field>
					<Field label="Service">
						{(control) => (
							<Select {...control} name="service" defaultValue={filters.service}>
								<option value="">All services</option>
								{enquiryServiceChoices.map((service) => (
									<option key={service} value={service}>
										{service}
									</option>
								))}
							</Select>
						)}
					</Field>
					<Field label="Area">
						{(control) => (
							<Select {...control} name="area" defaultValue={filters.area}>
								<option value="">All areas</option>
								{areas.map((area) => (
									<option key={area.slug} value={area.slug}>
										{area.name}
									</option>
								))}
							</Select>
						)}
					</Field>
					<Field label="Received from">{(control) => <Input {...control} name="from" type="date" defaultValue={filters.from} />}</Field>
					<Field label="Received to">{(control) => <Input {...control} name="to" type="date" defaultValue={filters.to} />}</Field>
					<Field label="Next action">
						{(control) => (
							<Select {...control} name="due" defaultValue={filters.due}>
								<option value="">Any</option>
								<option value="overdue">Overdue</option>
								<option value="today">Due today</option>
							</Select>
						)}
					</Field>
					<div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
						<Button type="submit" size="lg">
							Apply filters
						</Button>
						<Button asChild variant="ghost" size="lg">
							<Link to=".">Clear</Link>
						</Button>
					</div>
				</div>
			</details>
		</Form>
	)
}

const cell = 'px-4 py-3 max-sm:p-0'

/**
 * One page of enquiries, each linking to its detail: a table on a wide screen,
 * a stack of cards on a phone (the same markup, so nothing scrolls sideways).
 */
export function EnquiryTable({ enquiries }: { enquiries: View['enquiries'] }) {
	return (
		<div className="rounded-lg border border-border bg-background sm:overflow-x-auto max-sm:border-0 max-sm:bg-transparent">
			<table className="w-full text-left text-sm max-sm:block">
				<caption className="sr-only">Enquiries: overdue next actions first, then due today, then newest</caption>
				<thead className="border-b border-border bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase max-sm:sr-only">
					<tr>
						{['Name', 'Stage', 'Next action', 'Service', 'Postcode', 'Received', 'E-mail'].map((column) => (
							<th key={column} scope="col" className="px-4 py-3 font-semibold">
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="max-sm:grid max-sm:gap-2">
					{enquiries.map((enquiry) => (
						<tr
							key={enquiry.id}
							className="border-b border-border align-top last:border-0 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:bg-background max-sm:p-3 max-sm:last:border"
						>
							<th scope="row" className={`${cell} font-semibold max-sm:w-full`}>
								<Link to={enquiry.id} className={`inline-flex min-h-11 items-center break-words ${linkClass}`}>
									{enquiry.name}
								</Link>
							</th>
							<td className={cell}>
								<span className="flex flex-wrap items-center gap-1">
									<EnquiryStageBadge stage={enquiry.stage} />
									{enquiry.value ? <span className="text-xs font-semibold">{enquiry.value}</span> : null}
								</span>
							</td>
							<td className={`${cell} max-sm:w-full`}>
								{enquiry.nextAction ? (
									<span className="flex flex-wrap items-center gap-1">
										{enquiry.due ? <DueBadge due={enquiry.due} /> : null}
										<span className="break-words">{enquiry.nextAction}</span>
									</span>
								) : (
									<span className="text-muted-foreground max-sm:sr-only">—</span>
								)}
							</td>
							<td className={`${cell} break-words`}>{enquiry.service}</td>
							<td className={`${cell} whitespace-nowrap`}>{enquiry.postcode}</td>
							<td className={`${cell} whitespace-nowrap max-sm:text-muted-foreground`}>
								<time dateTime={enquiry.receivedIso}>{enquiry.received}</time>
							</td>
							<td className={cell}>
								<DeliveryBadge delivery={enquiry.delivery} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
