import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, Link, useFetcher, useNavigation, useSearchParams } from 'react-router'

import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { editorFields, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { MediaKeyInput } from '#app/components/admin/media-key-input.tsx'
import { ErrorNotice, SavedNotice } from '#app/components/admin/notice.tsx'
import { SeoPreview } from '#app/components/admin/seo-preview.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { UnsavedChangesGuard, useUnsavedChanges } from '#app/components/admin/unsaved-changes.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { contentAdminPath, contentNoun, contentPublicPath, type ContentEntity, type ItemStatus } from '#app/domain/content/editing.ts'
import { publicationLimits } from '#app/domain/content/form-fields.ts'
import { fromLondonInputValue } from '#app/domain/london-time.ts'
import { searchResultLimits } from '#app/domain/seo/page-seo.ts'

import { StatusBadges } from './status.tsx'

/**
 * The editor page both kinds share (decision 0040): status line, the
 * kind's fields (a render prop), the search fields with the search-result
 * preview and its length warnings, the publish time, and Save draft /
 * Preview / Publish or Schedule / Unpublish / Delete. Plain posts that work without JavaScript; with it,
 * the working copy is autosaved every 20 seconds after a change.
 */

export type EditorFieldsHelpers = ReturnType<typeof editorFields>

type Publication = { seoTitle: string | null; metaDescription: string | null; socialImage: string | null; slug: string; title: string }

export type EditorPageProps = {
	entity: ContentEntity
	/** Absent on the "new" page. */
	item?: {
		id: number
		version: number
		status: ItemStatus
		hasDraft: boolean
		rowSlug: string
		rowPublishAtLabel: string | null
		draftSavedLabel: string | null
		previewHref: string
	}
	fields: Publication
	publishAtInput: string
	failure?: EditorFailure
	children: (helpers: EditorFieldsHelpers) => ReactNode
}

const savedMessages = {
	created: 'Draft created. It is not on the site until you publish it.',
	draft: 'Draft saved. The site is unchanged until you publish.',
	published: 'Published: it is on the site now.',
	scheduled: 'Scheduled: it appears on the site at its publish time.',
	unpublished: 'Unpublished: it is no longer on the site.',
	restored: 'That version is now the draft. Publish it to put it on the site.',
	duplicated: 'Copy created as a draft.',
}

const AUTOSAVE_MS = 20_000

export function ContentEditorPage({ entity, item, fields, publishAtInput, failure, children }: EditorPageProps) {
	const helpers = editorFields(failure)
	const { value, errors } = helpers
	const noun = contentNoun(entity)
	const base = contentAdminPath(entity)
	const formRef = useRef<HTMLFormElement>(null)
	const { dirty, markSaved } = useUnsavedChanges(formRef)
	const [searchParams] = useSearchParams()
	const left = Number(searchParams.get('left')) || 0
	const confirmingDelete = item && searchParams.has('delete')

	const [seoTitle, setSeoTitle] = useState(value('seo_title', fields.seoTitle))
	const [metaDescription, setMetaDescription] = useState(value('meta_description', fields.metaDescription))
	const [publishAt, setPublishAt] = useState(value('publish_at', publishAtInput))
	const publishDate = publishAt ? fromLondonInputValue(publishAt) : null
	const schedules = publishDate !== null && publishDate.getTime() > Date.now()
	const autosave = useAutosave(entity, item, formRef, markSaved)
	// Preview shows the saved working copy: unsaved edits are saved first, then the preview opens in the tab opened at the click (no pop-up blocker).
	const preview = async (event: React.MouseEvent<HTMLAnchorElement>) => {
		if (!dirty) return
		event.preventDefault()
		const tab = window.open('', '_blank')
		await autosave.saveNow()
		if (tab) tab.location.href = event.currentTarget.href
	}
	const conflict = failure?.target === 'conflict'

	return (
		<section aria-labelledby="editor-title" className="grid min-w-0 gap-5">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="grid min-w-0 gap-1">
					<p className="text-sm">
						<Link to={base} className="text-primary underline underline-offset-4">
							{entity === 'article' ? 'All articles' : 'All case studies'}
						</Link>
					</p>
					<h2 id="editor-title" className="text-xl font-bold [overflow-wrap:anywhere]">
						{item ? `Edit ${noun}: ${fields.title || 'untitled'}` : `New ${noun}`}
					</h2>
					{item ? (
						<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="status-line">
							<StatusBadges status={item.status} hasDraft={item.hasDraft} />
							<span>
								{item.status === 'draft'
									? 'Not on the site.'
									: item.status === 'scheduled'
										? `Appears on ${item.rowPublishAtLabel}.`
										: `On the site since ${item.rowPublishAtLabel}.`}
								{item.draftSavedLabel ? ` Draft saved ${item.draftSavedLabel}.` : ''} Version {item.version}.
							</span>
						</p>
					) : (
						<p className="text-sm text-muted-foreground">Saved as a draft: nothing appears on the site until you publish it.</p>
					)}
				</div>
				{item ? (
					<div className="flex flex-wrap gap-2">
						<Button asChild variant="outline">
							<Link to={`${base}/${item.id}/history`}>History</Link>
						</Button>
						<Button asChild variant="outline">
							<a href={item.previewHref} target="_blank" rel="noopener" onClick={(event) => void preview(event)}>
								Preview
							</a>
						</Button>
					</div>
				) : null}
			</div>

			<SavedNotice messages={savedMessages} />
			{left > 0 ? (
				<Alert variant="error">
					{left === 1 ? 'A picture or link was' : `${left} pictures or links were`} left out of the body: only this site's pictures and web,
					e-mail, phone or site links are kept.
				</Alert>
			) : null}
			{conflict ? (
				<Alert variant="error">
					<span>
						{failure?.formError}{' '}
						<a href={item ? `${base}/${item.id}` : base} className="font-semibold underline">
							Reload the latest version
						</a>
						{item ? (
							<>
								{' '}
								or{' '}
								<Link to={`${base}/${item.id}/history`} className="font-semibold underline">
									compare in History
								</Link>
							</>
						) : null}
						.
					</span>
				</Alert>
			) : (
				<ErrorNotice message={failure?.formError} title={failure?.title} occurrence={failure} />
			)}

			<Form method="post" ref={formRef} className="grid min-w-0 gap-6" aria-labelledby="editor-title" noValidate>
				{/* After a refused save the page keeps the version it was refused against: saving again is refused again until the admin reloads and sees the other version. */}
				{item ? <input type="hidden" name="version" value={conflict ? (failure?.values.version ?? item.version) : item.version} /> : null}
				{children(helpers)}

				<fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4 [overflow-wrap:anywhere]">
					<legend className="px-1 font-semibold">Search and sharing</legend>
					<Field
						label="SEO title"
						hint={`Leave empty to use the title. About ${searchResultLimits.title} characters show in search results.`}
						error={errors.seo_title}
					>
						{(control) => (
							<Input
								{...control}
								name="seo_title"
								maxLength={publicationLimits.seo_title}
								value={seoTitle}
								onChange={(event) => setSeoTitle(event.target.value)}
							/>
						)}
					</Field>
					<Field
						label="Meta description"
						hint={`About ${searchResultLimits.descriptionMax} characters show in search results.`}
						error={errors.meta_description}
					>
						{(control) => (
							<Textarea
								{...control}
								name="meta_description"
								rows={3}
								maxLength={publicationLimits.meta_description}
								value={metaDescription}
								onChange={(event) => setMetaDescription(event.target.value)}
							/>
						)}
					</Field>
					<SeoPreview
						title={seoTitle || fields.title}
						description={metaDescription}
						path={contentPublicPath(entity, value('slug', fields.slug) || 'new')}
					/>
					<Field label="Social image" hint="The picture when the page is shared; empty uses the cover picture." error={errors.social_image}>
						{(control) => (
							<MediaKeyInput
								control={control}
								name="social_image"
								defaultValue={value('social_image', fields.socialImage)}
								chooseLabel="Choose a social image"
							/>
						)}
					</Field>
				</fieldset>

				<fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4 [overflow-wrap:anywhere]">
					<legend className="px-1 font-semibold">Publishing</legend>
					<Field
						label="Publish date and time"
						hint="London time. Empty: now, when you press Publish. A later time schedules it."
						error={errors.publish_at}
					>
						{(control) => (
							<Input
								{...control}
								name="publish_at"
								type="datetime-local"
								value={publishAt}
								onChange={(event) => setPublishAt(event.target.value)}
								className="max-w-64"
							/>
						)}
					</Field>
				</fieldset>

				<div className="flex flex-wrap items-center gap-2">
					{item ? (
						<>
							<SubmitButton intent="save" variant="outline">
								Save draft
							</SubmitButton>
							<SubmitButton intent="publish">{schedules ? 'Schedule' : 'Publish'}</SubmitButton>
							{item.status !== 'draft' ? (
								<SubmitButton intent="unpublish" variant="outline">
									Unpublish
								</SubmitButton>
							) : null}
							<Button asChild variant="ghost">
								<Link to="?delete" preventScrollReset>
									Delete…
								</Link>
							</Button>
						</>
					) : (
						<>
							<SubmitButton intent="create">Create draft</SubmitButton>
							<Button asChild variant="outline">
								<Link to={base}>Cancel</Link>
							</Button>
						</>
					)}
					<p className="text-sm text-muted-foreground" aria-live="polite" data-testid="autosave-status">
						{autosave.status}
					</p>
				</div>
			</Form>

			{confirmingDelete ? (
				<Form method="post">
					<DestructiveConfirmation
						id="delete-question"
						question={`Delete “${fields.title}”? It goes from the site and the admin with all its versions. This cannot be undone.`}
						intent="delete"
						confirm="Delete"
						cancel={{ to: `${base}/${item.id}` }}
						autoFocus
					/>
				</Form>
			) : null}
			<UnsavedChangesGuard when={dirty} />
		</section>
	)
}

/**
 * The working copy saved every 20 seconds after a change (intent `autosave`:
 * no revision, refused once another save made the page's version old), and
 * what the last attempt did, for the line beside the buttons.
 */
function useAutosave(
	entity: ContentEntity,
	item: EditorPageProps['item'],
	formRef: React.RefObject<HTMLFormElement | null>,
	markSaved: () => void,
): { status: string; saveNow: () => Promise<void> } {
	const fetcher = useFetcher<{ autosave?: { ok: true; savedAt: string } | { ok: false; message: string } }>()
	const navigation = useNavigation()
	const dirty = useRef(false)
	const [status, setStatus] = useState('')
	const busy = fetcher.state !== 'idle' || navigation.state === 'submitting'
	const busyRef = useRef(busy)
	busyRef.current = busy

	const save = useRef(async () => {})
	save.current = async () => {
		const form = formRef.current
		if (!form || !item) return
		dirty.current = false
		const body = new FormData(form)
		body.set('intent', 'autosave')
		await fetcher.submit(body, { method: 'post', action: `${contentAdminPath(entity)}/${item.id}` })
	}

	useEffect(() => {
		const form = formRef.current
		if (!form || !item) return
		const changed = () => {
			dirty.current = true
		}
		form.addEventListener('input', changed)
		form.addEventListener('change', changed)
		const timer = window.setInterval(() => {
			if (!dirty.current || busyRef.current) return
			void save.current()
		}, AUTOSAVE_MS)
		return () => {
			form.removeEventListener('input', changed)
			form.removeEventListener('change', changed)
			window.clearInterval(timer)
		}
		// The fetcher's submit is stable for the page's life.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [entity, item?.id, formRef])

	useEffect(() => {
		const answer = fetcher.data?.autosave
		if (!answer) return
		if (answer.ok) {
			const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
				new Date(answer.savedAt),
			)
			setStatus(`Saved at ${time}`)
			// The working copy holds it now: leaving loses nothing.
			markSaved()
		} else {
			dirty.current = true
			setStatus(`Not saved: ${answer.message}`)
		}
	}, [fetcher.data, markSaved])

	return { status, saveNow: () => save.current() }
}
