import { Link } from 'react-router'

import { useEditorState, useListHref } from '#app/components/admin/editable-list.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FileUp, Plus } from '#app/components/ui/icon.tsx'
import { cn } from '#app/utils/cn.ts'

/** The tab's three lists, each a URL (`?list=…`, links by default). */
export const localSeoLists = [
	{ key: 'links', title: 'Internal Links', noun: 'internal link' },
	{ key: 'citations', title: 'Citations', noun: 'citation' },
	{ key: 'rankings', title: 'Rankings', noun: 'ranking' },
] as const

export type LocalSeoList = (typeof localSeoLists)[number]['key']

/** The list a URL shows: an unknown or missing `list` is the first. */
export function listOf(url: string | URL): LocalSeoList {
	const asked = new URL(url).searchParams.get('list')
	return localSeoLists.find((list) => list.key === asked)?.key ?? 'links'
}

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

/** The Add button of a list (hidden while its create form is open); the Rankings list also links to its CSV import. */
export function AddLink({ noun, importLink }: { noun: string; importLink?: boolean }) {
	const { creating } = useEditorState()
	const href = useListHref()
	return (
		<div className="flex flex-wrap gap-2">
			{importLink ? (
				<Button asChild variant="outline">
					<Link to="/admin/local-seo/import">
						<FileUp aria-hidden />
						Import positions (CSV)
					</Link>
				</Button>
			) : null}
			{creating ? null : (
				<Button asChild>
					<Link to={href('new')} preventScrollReset>
						<Plus aria-hidden />
						Add {noun}
					</Link>
				</Button>
			)}
		</div>
	)
}

/** The spec's success toasts for one list. */
export const messagesFor = (noun: string) => ({
	created: `${noun} created`,
	updated: `${noun} updated`,
	deleted: 'Item deleted successfully',
})
