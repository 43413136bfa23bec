import { Form, Link } from 'react-router'

import type { EditorFailure } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { RevisionDiff } from '#app/components/admin/revision-diff.tsx'
import { RevisionList, type RevisionSummary } from '#app/components/admin/revision-list.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import type { FieldChange } from '#app/domain/content/diff.ts'
import { contentAdminPath, contentNoun, type ContentEntity } from '#app/domain/content/editing.ts'

export type HistoryData = {
	id: number
	title: string
	version: number
	revisions: RevisionSummary[]
	selected: { id: number; version: number | null; previousVersion: number | null; changes: FieldChange[] } | null
}

/** An item's History: every version newest first (who, when, what), one shown against the one before it, and "Restore this version". */
export function ContentHistoryPage({ entity, data, failure }: { entity: ContentEntity; data: HistoryData; failure?: EditorFailure }) {
	const base = `${contentAdminPath(entity)}/${data.id}`
	const { selected } = data
	return (
		<section aria-labelledby="history-title" className="grid gap-5">
			<div className="grid gap-1">
				<p className="text-sm">
					<Link to={base} className="text-primary underline underline-offset-4">
						Back to the {contentNoun(entity)}
					</Link>
				</p>
				<h2 id="history-title" className="text-xl font-bold [overflow-wrap:anywhere]">
					History: {data.title || 'untitled'}
				</h2>
				<p className="text-sm text-muted-foreground">
					Every save is kept. Restoring a version makes it the draft again; publish it to put it on the site.
				</p>
			</div>
			<ErrorNotice message={failure?.formError} title={failure?.title ?? 'Not restored'} occurrence={failure} />
			<RevisionList
				revisions={data.revisions}
				selectedId={selected?.id ?? null}
				restoreForm={(revision) => (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="version" value={data.version} />
						<input type="hidden" name="revision" value={revision.id} />
						<SubmitButton intent="restore" variant="outline" size="sm">
							Restore this version
						</SubmitButton>
					</Form>
				)}
			/>
			{selected ? (
				<section aria-labelledby="diff-title" className="grid gap-3">
					<h3 id="diff-title" className="font-semibold">
						{selected.version === null ? 'Refused save' : `Version ${selected.version}`}
						{selected.previousVersion !== null ? ` compared with version ${selected.previousVersion}` : ''}
					</h3>
					<RevisionDiff changes={selected.changes} />
				</section>
			) : null}
		</section>
	)
}
