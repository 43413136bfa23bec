import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router'

import { CreateLink, EditorForm, ListTab, RecordCard, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FileUp } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'
import { sentenceCase } from '#app/utils/format.ts'

/** The tab's three lists, each a URL (`?list=…`, links by default), with the words that name them; rankings can also be imported. */
export const localSeoLists = [
	{ key: 'links', title: 'Internal Links', noun: 'internal link', csvImport: false },
	{ key: 'citations', title: 'Citations', noun: 'citation', csvImport: false },
	{ key: 'rankings', title: 'Rankings', noun: 'ranking', csvImport: true },
] as const

export type LocalSeoList = (typeof localSeoLists)[number]['key']

const named = (key: LocalSeoList) => localSeoLists.find((list) => list.key === key)!

/** The list a URL shows: an unknown or missing `list` is the first. */
export function listOf(url: string | URL): LocalSeoList {
	const asked = new URL(url).searchParams.get('list')
	return localSeoLists.find((list) => list.key === asked)?.key ?? 'links'
}

/** One record of a list in messages, e.g. "internal link". */
export const nounOf = (key: LocalSeoList) => named(key).noun

/** The sub-tabs: links with each list's count in their names, the current one marked. */
export function SubTabs({ current, counts }: { current: LocalSeoList; counts: Record<LocalSeoList, number> }) {
	return (
		<nav aria-label="Local SEO lists">
			<ul className="flex flex-wrap gap-2">
				{localSeoLists.map((list) => (
					<li key={list.key}>
						<Link
							to={`?list=${list.key}`}
							preventScrollReset
							aria-current={list.key === current ? 'page' : undefined}
							className={cn(
								'inline-flex min-h-11 items-center gap-2 rounded-md border border-border px-3 text-sm font-semibold',
								list.key === current ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
							)}
						>
							{list.title}
							<span className="rounded-full bg-background/20 px-1.5 text-xs">({counts[list.key]})</span>
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

type ListTabProps<T extends { id: string }> = ComponentProps<typeof ListTab<T>>

/** What a list brings to its tab: the summary of its rows' state, its row card and its create and edit form. */
export type ListParts<T extends { id: string }> = Pick<ListTabProps<T>, 'state' | 'card' | 'form'>

/**
 * One list on the list-tab kit, in the Local SEO words: the spec's toasts
 * ("Citation created"), an Add button where the kit has Create (with the CSV
 * import beside it where the list has one) and the empty text to match.
 */
export function LocalSeoListTab<T extends { id: string }>({
	list,
	...tab
}: ListParts<T> & Pick<ListTabProps<T>, 'items' | 'loadError' | 'failure'> & { list: LocalSeoList }) {
	const { title, noun, csvImport } = named(list)
	const Noun = sentenceCase(noun)
	return (
		<ListTab
			{...tab}
			title={title}
			noun={Noun}
			messages={{ created: `${Noun} created`, updated: `${Noun} updated`, deleted: 'Item deleted successfully' }}
			headerAction={
				<div className="flex flex-wrap gap-2">
					{csvImport ? (
						<Button asChild variant="outline">
							<Link to="/admin/local-seo/import">
								<FileUp aria-hidden />
								Import positions (CSV)
							</Link>
						</Button>
					) : null}
					<CreateLink>Add {noun}</CreateLink>
				</div>
			}
			empty={`No ${title.toLowerCase()} yet. Add the first one${csvImport ? ', or import positions from a CSV file' : ''}.`}
		/>
	)
}

/**
 * A row of a list: its details on one wrapping line, a small note in the
 * footer, and Edit and Delete labelled with the row's `name` (e.g. "citation
 * Yell"). `kind` names the heading's id, e.g. "citation-<id>".
 */
export function LocalSeoCard({
	kind,
	id,
	heading,
	name,
	details,
	note,
	question,
	state,
	children,
}: {
	kind: string
	id: string
	heading: string
	name: string
	details: ReactNode
	note: string
	/** The delete confirmation's question. */
	question: string
	state?: ComponentProps<typeof RecordCard>['state']
	children?: ReactNode
}) {
	return (
		<RecordCard
			id={id}
			headingId={`${kind}-${id}`}
			heading={heading}
			details={<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{details}</p>}
			state={state}
			footerNote={<p className="text-xs text-muted-foreground">{note}</p>}
			editLabel={`Edit ${name}`}
			remove={{ name, question }}
		>
			{children}
		</RecordCard>
	)
}

/** The create form (no `record`) or a row's edit form of a list, its fields in two columns. */
export function LocalSeoForm({
	kind,
	record,
	title,
	failure,
	children,
}: {
	kind: string
	record: { id: string } | undefined
	title: string
	failure: EditorFailure | undefined
	children: ReactNode
}) {
	return (
		<EditorForm headingId={record ? `edit-${kind}-${record.id}` : `new-${kind}`} title={title} recordId={record?.id} failure={failure}>
			<div className="grid gap-5 sm:grid-cols-2">{children}</div>
		</EditorForm>
	)
}
