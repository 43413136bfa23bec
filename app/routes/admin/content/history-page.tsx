import { Form, Link, useSearchParams } from 'react-router'

import type { EditorFailure } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { contentAdminPath, contentNoun, type ContentEntity, type RevisionKind } from '#app/domain/content/editing.ts'

import { RevisionDiffPart, RevisionListPart } from './revision-parts.tsx'

export type HistoryData = {
	id: number
	title: string
	version: number
	revisions: {
		id: number
		version: number | null
		kind: RevisionKind
		at: string
		author: string
		fields: Record<string, unknown>
	}[]
}

/** An item's History: every version newest first (who, when, what), one shown against the one before it, and "Restore this version". */
export function ContentHistoryPage({ entity, data, failure }: { entity: ContentEntity; data: HistoryData; failure?: EditorFailure }) {
	const [searchParams] = useSearchParams()
	const base = `${contentAdminPath(entity)}/${data.id}`
	const newestFirst = [...data.revisions].sort((a, b) => b.id - a.id)
	const selectedId = Number(searchParams.get('revision')) || newestFirst[0]?.id || null
	const selected = newestFirst.find((revision) => revision.id === selectedId)
	// The one before: the newest older revision with a version (a refused save is compared with what it was made against).
	const previous = selected ? newestFirst.find((revision) => revision.id < selected.id && revision.version !== null) : undefined
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
			<RevisionListPart
				revisions={newestFirst.map((revision) => ({
					id: revision.id,
					version: revision.version,
					kind: revision.kind,
					author: revision.author,
					createdAtLabel: revision.at,
					current: revision.version === data.version,
				}))}
				selectedId={selectedId}
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
						{previous ? ` compared with version ${previous.version}` : ''}
					</h3>
					<RevisionDiffPart before={previous?.fields ?? null} after={selected.fields} />
				</section>
			) : null}
		</section>
	)
}
