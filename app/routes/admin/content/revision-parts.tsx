import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Badge } from '#app/components/ui/badge.tsx'
import { revisionKindLabels, type RevisionKind } from '#app/domain/content/editing.ts'

/*
 * PLACEHOLDER (core helper) for the history helper's components: at merge the
 * lead replaces `RevisionListPart` with `RevisionList` from
 * #app/components/admin/revision-list.tsx (same props) and `RevisionDiffPart`
 * with `<RevisionDiff changes={diffFields(before, after, fields)} />` from
 * #app/components/admin/revision-diff.tsx and #app/domain/content/diff.ts
 * (articleDiffFields / caseStudyDiffFields).
 */

export type RevisionSummary = {
	id: number
	version: number | null
	kind: RevisionKind
	author: string | null
	createdAtLabel: string
	current: boolean
}

export function RevisionListPart({
	revisions,
	selectedId,
	restoreForm,
}: {
	revisions: readonly RevisionSummary[]
	selectedId?: number | null
	restoreForm?: (revision: RevisionSummary) => ReactNode
}) {
	if (revisions.length === 0) return <p className="text-sm text-muted-foreground">No saved versions yet. Each save will appear here.</p>
	return (
		<ol className="divide-y divide-border rounded-md border border-border" aria-label="Versions, newest first">
			{[...revisions]
				.sort((a, b) => b.id - a.id)
				.map((revision) => (
					<li key={revision.id} className={`flex flex-wrap items-center gap-3 p-3 ${revision.id === selectedId ? 'bg-primary-soft' : ''}`}>
						<div className="grid min-w-0 flex-1 basis-56 gap-1">
							<p className="flex flex-wrap items-center gap-2">
								<span className="font-semibold">{revision.version === null ? 'Refused save' : `Version ${revision.version}`}</span>
								<Badge variant={revision.kind === 'conflict' ? 'warning' : 'outline'}>{revisionKindLabels[revision.kind]}</Badge>
								{revision.current ? <Badge variant="secondary">Current</Badge> : null}
							</p>
							<p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
								{revision.author ? `${revision.author}, ` : ''}
								{revision.createdAtLabel}
							</p>
						</div>
						<div className="flex flex-wrap items-center gap-2">
							<Link to={`?revision=${revision.id}`} preventScrollReset className="text-sm font-semibold text-primary underline">
								View
							</Link>
							{!revision.current && restoreForm ? restoreForm(revision) : null}
						</div>
					</li>
				))}
		</ol>
	)
}

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value))

/** Each field that differs, before and after, as text. */
export function RevisionDiffPart({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> }) {
	const changed = Object.keys(after).filter((key) => shown(before?.[key]) !== shown(after[key]))
	if (changed.length === 0) return <p className="text-sm text-muted-foreground">No changes.</p>
	return (
		<dl className="divide-y divide-border rounded-md border border-border">
			{changed.map((key) => (
				<div key={key} className="grid gap-1 p-3 text-sm">
					<dt className="font-semibold">{key}</dt>
					<dd className="[overflow-wrap:anywhere]">
						<del>{shown(before?.[key])}</del> <ins>{shown(after[key])}</ins>
					</dd>
				</div>
			))}
		</dl>
	)
}
