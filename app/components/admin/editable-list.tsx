import { createContext, useContext, type ReactNode } from 'react'
import { Form, Link, useSearchParams } from 'react-router'

import { Alert } from '#app/components/ui/alert.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Pencil, Plus, Trash2 } from '#app/components/ui/icon.tsx'
import type { FormFailure } from '#app/domain/form.ts'
import { countOf } from '#app/utils/format.ts'
import { MEDIA_LEFT_PARAM } from '#app/utils/list-tab.ts'

import { AdminTab } from './admin-tab.tsx'
import { DestructiveConfirmation } from './destructive-confirmation.tsx'
import { ErrorNotice, SavedNotice, type SavedMessage } from './notice.tsx'
import { RowSwitch } from './row-switch.tsx'
import { SubmitButton } from './submit-button.tsx'

/**
 * A sub-tab's query (e.g. "list=citations") where one tab holds several lists:
 * the kit's links (Create, Edit, Cancel) keep it, so a form opens and closes on
 * the same list. Empty on a tab with one list.
 */
export const ListScope = createContext('')

/** The address of a list's state: `href('edit=<id>')`, or the list itself with no argument (`.` when unscoped). */
export function useListHref() {
	const scope = useContext(ListScope)
	return (param?: string) => {
		const query = [scope, param].filter(Boolean).join('&')
		return query ? `?${query}` : '.'
	}
}

/** Why a create or edit form was not saved (the form protocol's one failure shape). */
export type EditorFailure = FormFailure

/**
 * Which form the URL opens on a list tab: `?new` the blank create form,
 * `?edit=<id>` that row's edit form (so both work without JavaScript and can
 * be linked to). At most one form is open.
 */
export function useEditorState() {
	const [searchParams] = useSearchParams()
	const creating = searchParams.has('new')
	return { creating, editing: creating ? null : searchParams.get('edit') }
}

/**
 * A list tab (Reviews, Services): its heading, summary and Create link, the
 * saved and error notices, the create form when open, then the rows. A failed
 * save shows in the form that was sent, or above the list when it concerned
 * no form (e.g. a row's switch).
 */
export function ListTab<T extends { id: string }>({
	title,
	noun,
	state,
	items,
	loadError,
	failure,
	card,
	form,
	headerAction,
	panel,
	messages,
	empty,
}: {
	/** e.g. "Reviews". */
	title: string
	/** One record, e.g. "Review": the Create link and the saved notices name it. */
	noun: string
	/** The rows' on/off state for the summary line, e.g. "3 reviews, 2 published. Only published…". */
	state: { label: string; isOn: (item: T) => boolean; note: string }
	items: readonly T[]
	/** The spec's "Failed to fetch …" when the list could not be read. */
	loadError: string | null
	/** The action's answer when the last save failed. */
	failure: FormFailure | undefined
	card: (item: T) => ReactNode
	/** The create form (no item) or an item's edit form, with the failure of its last save. */
	form: (item: T | undefined, failure: EditorFailure | undefined) => ReactNode
	/** Right of the heading instead of the Create link (e.g. Refresh on the Gallery, whose rows come from uploads). */
	headerAction?: ReactNode
	/** Above the rows, e.g. the Gallery's upload panel, given the failure aimed at it. */
	panel?: (failure: EditorFailure | undefined) => ReactNode
	/** The saved notices, when the tab's words differ from "<noun> created/updated successfully". */
	messages?: Record<string, SavedMessage>
	/** What an empty list says. */
	empty?: ReactNode
}) {
	const { creating } = useEditorState()
	// An id is one word: "Internal Links" → "internal-links-title".
	const titleId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`
	const failureFor = (target: string) => (failure?.target === target ? failure : undefined)
	return (
		<AdminTab
			id={titleId}
			title={title}
			description={`${countOf(items.length, noun.toLowerCase(), `${noun.toLowerCase()}s`)}, ${items.filter(state.isOn).length} ${state.label}. ${state.note}`}
			action={headerAction ?? <CreateLink>Create {noun}</CreateLink>}
		>
			<SavedNotice
				messages={
					messages ?? {
						created: `${noun} created successfully`,
						updated: `${noun} updated successfully`,
						deleted: 'Item deleted successfully',
					}
				}
			/>
			<ErrorNotice message={loadError} title="Error" />
			{failure && !failure.target ? <ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} /> : null}
			<MediaLeftNotice />
			{panel?.(failureFor('panel'))}
			{creating ? form(undefined, failureFor('new')) : null}
			<EditableList
				items={items}
				empty={loadError ? null : (empty ?? `No ${title.toLowerCase()} yet. Create the first one.`)}
				card={card}
				editor={(item) => form(item, failureFor(item.id))}
			/>
		</AdminTab>
	)
}

/** The link that opens a list's create form (`?new`), gone while that form is open. */
export function CreateLink({ children }: { children: ReactNode }) {
	const { creating } = useEditorState()
	const href = useListHref()
	if (creating) return null
	return (
		<Button asChild>
			<Link to={href('new')} preventScrollReset>
				<Plus aria-hidden />
				{children}
			</Link>
		</Button>
	)
}

/** The rows of a list tab: each shows its card, or its edit form when the URL says so. */
export function EditableList<T extends { id: string }>({
	items,
	empty,
	card,
	editor,
}: {
	items: readonly T[]
	/** Shown when there are no rows (null: show nothing, e.g. after a load failure). */
	empty: ReactNode
	card: (item: T) => ReactNode
	editor: (item: T) => ReactNode
}) {
	const { editing } = useEditorState()
	if (items.length === 0) {
		return empty ? (
			<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">{empty}</p>
		) : null
	}
	return (
		<ul className="grid gap-3">
			{items.map((item) => (
				<li key={item.id}>{editing === item.id ? editor(item) : card(item)}</li>
			))}
		</ul>
	)
}

/** What an editor form shows for each field: the sent value after a failure, else the stored one. */
export function editorFields(failure: EditorFailure | undefined) {
	const sent = failure?.values
	return {
		errors: failure?.fieldErrors ?? {},
		value: (field: string, stored: string | null | undefined) => sent?.[field] ?? stored ?? '',
		/** An InputField's name, error and starting value in one spread: `{...field('title', item.title)}`. */
		field: (name: string, stored: string | number | null | undefined) => ({
			name,
			error: failure?.fieldErrors[name],
			defaultValue: sent?.[name] ?? (stored === null || stored === undefined ? '' : String(stored)),
		}),
		/** A switch or checkbox: as sent after a failure (absent means off), else as stored. */
		checked: (field: string, stored: boolean) => (sent ? sent[field] === 'on' : stored),
	}
}

/**
 * The frame of a create or edit form on a list tab: its heading, the failure
 * message, the record id when editing, then the fields, then Save/Create and
 * Cancel (a link back to the list, which discards).
 */
export function EditorForm({
	headingId,
	title,
	recordId,
	failure,
	children,
}: {
	headingId: string
	title: string
	/** Set when editing an existing record. */
	recordId?: string
	failure?: EditorFailure
	children: ReactNode
}) {
	return (
		<Form
			method="post"
			preventScrollReset
			aria-labelledby={headingId}
			className="grid gap-5 rounded-lg border-2 border-primary/30 bg-background p-4 sm:p-6"
		>
			<h3 id={headingId} className="text-lg font-semibold">
				{title}
			</h3>
			<ErrorNotice message={failure?.formError} title={failure?.title} occurrence={failure} />
			{recordId ? <input type="hidden" name="id" value={recordId} /> : null}
			{children}
			<SubmitOrCancel intent={recordId ? 'update' : 'create'}>{recordId ? 'Save' : 'Create'}</SubmitOrCancel>
		</Form>
	)
}

/** A row form's buttons: submit with `intent`, or Cancel (a link back to the list, which discards). */
export function SubmitOrCancel({ intent, autoFocus, children }: { intent: string; autoFocus?: boolean; children: ReactNode }) {
	const href = useListHref()
	return (
		<div className="flex flex-wrap gap-2">
			<SubmitButton intent={intent} autoFocus={autoFocus}>
				{children}
			</SubmitButton>
			<Button asChild variant="outline">
				<Link to={href()} preventScrollReset>
					Cancel
				</Link>
			</Button>
		</div>
	)
}

/**
 * One row of a list tab: its heading and details, an on/off state shown as a
 * badge and switchable in place (a one-button form), the body, and an Edit link
 * that opens the row's form (`?edit=<id>`); a deletable row also has Delete and,
 * when the URL opens it, the confirmation under its body.
 */
export function RecordCard({
	id,
	headingId,
	heading,
	details,
	state,
	footerNote,
	editLabel,
	media,
	actions,
	remove,
	children,
}: {
	id: string
	headingId: string
	heading: ReactNode
	/** Under the heading, e.g. stars or the public address. */
	details: ReactNode
	/** The on/off state: its value, words, and what the switch posts (absent: the row has none). */
	state?: { checked: boolean; onText: string; offText: string; intent: string; field: string; label: string }
	/** Left of the switch in the footer. */
	footerNote: ReactNode
	editLabel: string
	/** Left of the heading, e.g. a thumbnail. */
	media?: ReactNode
	/** More row controls beside the switch and Edit (e.g. Featured). */
	actions?: ReactNode
	/** Delete: the row's name in the button's label ("Delete <name>") and the confirmation's question. */
	remove?: { name: string; question: string }
	children?: ReactNode
}) {
	const href = useListHref()
	return (
		<article aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-5">
			<div className="flex flex-wrap items-start justify-between gap-3">
				{media}
				<div className="grid flex-1 gap-1">
					<h3 id={headingId} className="text-base font-semibold">
						{heading}
					</h3>
					{details}
				</div>
				{state ? <Badge variant={state.checked ? 'success' : 'outline'}>{state.checked ? state.onText : state.offText}</Badge> : null}
			</div>
			{children}
			{remove ? <DeleteConfirmation id={id} question={remove.question} /> : null}
			<div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
				{footerNote}
				<div className="flex flex-wrap items-center gap-2">
					{state ? <RowSwitch id={id} {...state} /> : null}
					{actions}
					{remove ? <DeleteLink id={id} name={remove.name} /> : null}
					<Button asChild variant="outline" size="sm" className="min-h-11">
						<Link to={href(`edit=${id}`)} preventScrollReset aria-label={editLabel}>
							<Pencil aria-hidden />
							Edit
						</Link>
					</Button>
				</div>
			</div>
		</article>
	)
}

/** After a delete whose stored files could not all be removed: the row is gone, and staff are told what is left. */
function MediaLeftNotice() {
	const [searchParams] = useSearchParams()
	const left = Number(searchParams.get(MEDIA_LEFT_PARAM) ?? 0)
	if (!(left > 0)) return null
	return (
		<Alert role="alert">
			The item was removed, but {left === 1 ? '1 stored image' : `${left} stored images`} could not be removed from storage. The website no
			longer shows {left === 1 ? 'it' : 'them'}; the server log lists what is left.
		</Alert>
	)
}

/** A row's Delete: opens the confirmation in the row (`?delete=<id>`), so it works without JavaScript. */
function DeleteLink({ id, name }: { id: string; name: string }) {
	const href = useListHref()
	return (
		<Button asChild variant="outline" size="sm" className="min-h-11">
			<Link to={href(`delete=${id}`)} preventScrollReset aria-label={`Delete ${name}`}>
				<Trash2 aria-hidden />
				Delete
			</Link>
		</Button>
	)
}

/** The confirmation, in the row it concerns (read out in place); Cancel goes back to the list. */
function DeleteConfirmation({ id, question }: { id: string; question: string }) {
	const [searchParams] = useSearchParams()
	const href = useListHref()
	if (searchParams.get('delete') !== id) return null
	return (
		<Form method="post" preventScrollReset>
			<DestructiveConfirmation id={`delete-${id}`} question={question} intent="delete" confirm="Delete" cancel={{ to: href() }} autoFocus>
				<input type="hidden" name="id" value={id} />
			</DestructiveConfirmation>
		</Form>
	)
}
