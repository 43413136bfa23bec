import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Badge } from '#app/components/ui/badge.tsx'
import { revisionKindLabels, type RevisionKind } from '#app/domain/content/editing.ts'
import { cn } from '#app/utils/cn.ts'

/** One revision as the History view lists it. A refused save (`conflict`) has no version: it is known by its id. */
export type RevisionSummary = {
	id: number
	version: number | null
	kind: RevisionKind
	author: string | null
	/** When, already in London time (e.g. formatLondonDateTime). */
	createdAtLabel: string
	/** The item's current version. */
	current: boolean
}

/** The link that shows one revision: the History page's own address with `?revision=<id>`. */
export function revisionHref(id: number): string {
	return `?revision=${id}`
}

/** "Version 3", or "Refused save" for a conflict (which has no version). */
export function revisionName(revision: Pick<RevisionSummary, 'version'>): string {
	return revision.version === null ? 'Refused save' : `Version ${revision.version}`
}

/**
 * The revisions of an item, newest first, each with a link to view it and, for
 * every one but the current, the caller's "Restore this version" form (a render
 * prop, so the route owns the action).
 */
export function RevisionList({
	revisions,
	selectedId,
	selectedVersion,
	restoreForm,
}: {
	revisions: readonly RevisionSummary[]
	/** The revision being viewed (`?revision=<id>`). */
	selectedId?: number | null
	/** Or the version being viewed, when the page selects by version. */
	selectedVersion?: number | null
	restoreForm?: (revision: RevisionSummary) => ReactNode
}) {
	if (revisions.length === 0) {
		return <p className="text-sm text-muted-foreground">No saved versions yet. Each save will appear here.</p>
	}
	// Ids grow with time, and a refused save has no version to sort by.
	const newestFirst = [...revisions].sort((a, b) => b.id - a.id)
	return (
		<ol className="divide-y divide-border rounded-md border border-border" aria-label="Versions, newest first">
			{newestFirst.map((revision) => {
				const selected =
					(selectedId != null && revision.id === selectedId) ||
					(selectedId == null && selectedVersion != null && revision.version === selectedVersion)
				const name = revisionName(revision)
				return (
					<li key={revision.id} className={cn('flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 p-3', selected && 'bg-primary-soft')}>
						<div className="grid min-w-0 flex-1 basis-56 gap-1">
							<p className="flex flex-wrap items-center gap-2">
								<span className="font-semibold">{name}</span>
								<Badge variant={revision.kind === 'conflict' ? 'warning' : revision.kind === 'publish' ? 'success' : 'outline'}>
									{revisionKindLabels[revision.kind]}
								</Badge>
								{revision.current ? <Badge variant="secondary">Current</Badge> : null}
							</p>
							<p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
								{revision.author ? `${revision.author}, ` : ''}
								{revision.createdAtLabel}
							</p>
						</div>
						<div className="flex flex-wrap items-center gap-2">
							<Link
								to={revisionHref(revision.id)}
								preventScrollReset
								aria-current={selected ? 'true' : undefined}
								className="text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
							>
								{selected ? 'Viewing' : 'View'}
								<span className="sr-only">{` ${name.toLowerCase()} of ${revision.createdAtLabel}`}</span>
							</Link>
							{!revision.current && restoreForm ? restoreForm(revision) : null}
						</div>
					</li>
				)
			})}
		</ol>
	)
}
