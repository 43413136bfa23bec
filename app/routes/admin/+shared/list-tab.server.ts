import type { AppLoadContext } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { removeMediaUrls } from '#app/.server/media/ingest.ts'
import { isUuid, validate, validationFailure, type FormParser, type SubmittedValues } from '#app/domain/form.ts'
import { MEDIA_LEFT_PARAM } from '#app/utils/list-tab.ts'

import { adminAction } from './forms.server.ts'

type Args = { request: Request; context: AppLoadContext }

/** A list tab's rows, or none and the spec's "Failed to fetch …" message when they cannot be read. */
export async function loadListTab<T>({ request, context }: Args, plural: string, read: () => Promise<T[]>) {
	await requireAdmin(request)
	try {
		return { items: await read(), loadError: null }
	} catch (error) {
		context.log.error({ err: error }, `Could not load the ${plural} for the admin`)
		return { items: [] as T[], loadError: `Failed to fetch ${plural}` }
	}
}

type SaveResult<Reason extends string> = { ok: true } | { ok: false; reason: 'not-found' | Reason }

export type ListTabWrites<T, Reason extends string> = {
	/** The tab's address (it may carry a query, e.g. a sub-tab): a save goes back to it with `saved=created` or `saved=updated` added. */
	path: string
	/** One record in messages, e.g. "review". */
	noun: string
	schema: FormParser<T>
	/** Absent where rows are made another way (the Gallery's uploads). */
	create?: (data: T) => Promise<SaveResult<Reason>>
	update: (id: string, data: T) => Promise<SaveResult<Reason>>
	/** The rows' switches (see RecordCard): the intent and field each posts, and the setter (false: no such row). */
	toggles?: Array<{ intent: string; field: string; set: (id: string, on: boolean) => Promise<boolean> }>
	/** Other one-button row actions by intent, given the posted values (false: no such row, or it changed meanwhile). */
	rowActions?: Record<string, (id: string, values: SubmittedValues) => Promise<boolean>>
	/**
	 * Deleting a row (null: no such row); the tab goes back with `?saved=deleted`.
	 * The media URLs it returns are removed from storage once the deletion is
	 * committed, so a row never points at a removed file.
	 */
	remove?: (id: string) => Promise<{ media?: string[] } | null>
	/** The words when the store fails (default: "The <noun> could not be saved/deleted. Please try again."). */
	failures?: { save?: { title?: string; text: string }; remove?: { title?: string; text: string } }
	/** A save refused for another reason than a missing row (e.g. a taken slug): the field at fault, its message and value. */
	conflict?: (reason: Reason, data: T) => { field: string; message: string; value: string }
}

/**
 * The action of a list tab: a row's switch or delete, or the create or edit
 * form. Every write runs as the signed-in admin (audited); a save goes back to
 * the list; a failure is aimed at the form that was sent (its `target`: the row
 * id, or "new").
 */
export async function listTabAction<T, Reason extends string = never>({ request, context }: Args, tab: ListTabWrites<T, Reason>) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	const { intent, id } = values
	const missing = `This ${tab.noun} no longer exists. It may have been removed.`
	const query = tab.path.includes('?') ? '&' : '?'
	const back = (saved: string) => redirect(`${tab.path}${query}saved=${saved}`)

	const saveFailed = tab.failures?.save ?? { text: `The ${tab.noun} could not be saved. Please try again.` }
	const removeFailed = tab.failures?.remove ?? { text: `The ${tab.noun} could not be deleted. Please try again.` }
	// A store that fails is a 503 with the tab's words, never an error page; nothing was changed.
	const unavailable = (error: unknown, failure: { title?: string; text: string }, target?: string) => {
		context.log.error({ err: error, intent }, `Could not change a ${tab.noun}`)
		return refuse(failure.text, 503, { ...(failure.title ? { title: failure.title } : {}), ...(target ? { target } : {}) })
	}

	const toggle = tab.toggles?.find((candidate) => candidate.intent === intent)
	const rowAction = intent ? tab.rowActions?.[intent] : undefined
	if (toggle || rowAction) {
		try {
			const done = isUuid(id) && (await write(() => (toggle ? toggle.set(id, values[toggle.field] === 'true') : rowAction!(id, values))))
			return done ? back('updated') : refuse(missing, 404)
		} catch (error) {
			return unavailable(error, saveFailed)
		}
	}
	if (tab.remove && intent === 'delete') {
		const remove = tab.remove
		let removed
		try {
			removed = isUuid(id) ? await write(() => remove(id)) : null
		} catch (error) {
			return unavailable(error, removeFailed)
		}
		if (!removed) return refuse(missing, 404)
		const { failed } = await removeMediaUrls(removed.media ?? [])
		if (failed.length === 0) return back('deleted')
		context.log.error({ failed }, `Deleted a ${tab.noun}, but some of its stored files could not be removed`)
		return redirect(`${tab.path}${query}saved=deleted&${MEDIA_LEFT_PARAM}=${failed.length}`)
	}
	const create = tab.create
	if (!(intent === 'create' && create) && intent !== 'update') return refuse('Unknown action.', 400)
	if (intent === 'update' && !isUuid(id)) return refuse(missing, 404)

	const target = intent === 'update' ? String(id) : 'new'
	const validation = validate(tab.schema, values)
	if (!validation.ok) return fail({ ...validationFailure(validation, values), target })
	try {
		const data = validation.data
		const result = await write(() => (intent === 'create' && create ? create(data) : tab.update(target, data)))
		if (result.ok) return back(intent === 'create' ? 'created' : 'updated')
		if (result.reason === 'not-found') return refuse(missing, 404, { target })
		const conflict = tab.conflict?.(result.reason, data)
		if (!conflict) throw new Error(`No message for the save result "${result.reason}"`)
		const { field, message, value } = conflict
		return refuse(message, 409, { fieldErrors: { [field]: message }, values: { ...values, [field]: value }, target })
	} catch (error) {
		return unavailable(error, saveFailed, target)
	}
}
