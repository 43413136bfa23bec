import { data, replace, type AppLoadContext } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import {
	autosave,
	CONTENT_PAGE_SIZE,
	createItem,
	deleteItem,
	duplicateItem,
	listContent,
	listRevisions,
	loadForEditing,
	loadHeading,
	publishItem,
	restoreRevision,
	revisionFields,
	saveDraft,
	unpublishItem,
	type SaveResult,
} from '#app/.server/content/editing.ts'
import { readBlogCategories, readBusinessFacts } from '#app/.server/data/settings.ts'
import { articleFormSchema } from '#app/domain/article/schema.ts'
import { caseStudyFormSchema } from '#app/domain/case-study/schema.ts'
import { articleDiffFields, caseStudyDiffFields, diffFields } from '#app/domain/content/diff.ts'
import { contentAdminPath, contentNoun, isStatusFilter, type ContentEntity, type FieldsOf } from '#app/domain/content/editing.ts'
import { versionField } from '#app/domain/content/form-fields.ts'
import { formFailure, queryValues, validate, validationFailure, type FormParser } from '#app/domain/form.ts'
import { formatLondonDateTime, toLondonInputValue } from '#app/domain/london-time.ts'

import { adminAction } from '../+shared/forms.server.ts'
import { contentListHref } from './hrefs.ts'
import { CONTENT_QUERY_MAX, contentEditorLimit } from './limits.ts'

/**
 * The admin's Articles and Case studies pages, server half (decision 0040):
 * the same loaders and actions for both kinds, given the kind. Every write
 * runs as the signed-in admin (the editing module's `asActor`).
 */

type Args = { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }

const actorOf = (admin: Awaited<ReturnType<typeof requireAdmin>>) => ({ id: admin.user.id, email: admin.user.email })

function itemId(params: Args['params']): number {
	const id = Number(params.id)
	if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1)
		throw data({ message: 'This item does not exist.' }, { status: 404 })
	return id
}

const notFound = () => data({ message: 'This item does not exist (it may have been deleted).' }, { status: 404 })

/** The form's rules for this kind (an article's categories are the settings' of the moment). */
async function schemaFor<E extends ContentEntity>(entity: E): Promise<FormParser<FieldsOf<E>>> {
	if (entity === 'article') return articleFormSchema(await readBlogCategories()) as unknown as FormParser<FieldsOf<E>>
	return caseStudyFormSchema as unknown as FormParser<FieldsOf<E>>
}

/** What the editor's selects offer: the categories and the Business tab's team (an article's author). */
export async function editorChoices(entity: ContentEntity) {
	if (entity !== 'article') return { categories: [] as string[], authors: [] as string[] }
	const [categories, facts] = await Promise.all([readBlogCategories(), readBusinessFacts()])
	return { categories, authors: facts.team.map((member) => member.name).filter(Boolean) }
}

/* The list ------------------------------------------------------------------ */

export async function loadContentList(entity: ContentEntity, { request, context }: Args) {
	const admin = await requireAdmin(request)
	const url = new URL(request.url)
	const query = queryValues(url)
	const q = (query.q ?? '').trim().slice(0, CONTENT_QUERY_MAX)
	const status = isStatusFilter(query.status ?? '') ? query.status! : 'all'
	const filter = (query[entity === 'article' ? 'category' : 'area'] ?? '').trim().slice(0, CONTENT_QUERY_MAX)
	const page = Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? '1', 10) || 1))
	const confirmDelete = Number(query.delete) || null
	// The category filter's choices only (the editor's authors are not needed here).
	const categories = entity === 'article' ? await readBlogCategories().catch(() => [] as string[]) : []
	let list
	try {
		list = await listContent(entity, { q, status: status as never, filter: filter || null, page })
	} catch (error) {
		context.log.error({ err: error }, `Could not load the ${contentNoun(entity)} list`)
		return {
			items: [],
			total: 0,
			q,
			status,
			filter,
			page,
			pages: 1,
			confirmDelete,
			categories,
			loadError: `Failed to fetch ${contentNoun(entity)} list`,
		}
	}
	const pages = Math.max(1, Math.ceil(list.total / CONTENT_PAGE_SIZE))
	if (page > pages) throw replace(contentListHref(entity, { q, status, filter }, { page: pages }), { headers: admin.headers })
	const items = list.items.map((item) => ({
		id: item.id,
		title: item.title,
		slug: item.slug,
		status: item.status,
		hasDraft: item.hasDraft,
		group: item.group,
		publishAtLabel: item.publishAt ? formatLondonDateTime(item.publishAt) : null,
		changedLabel: formatLondonDateTime(item.changedAt),
	}))
	return { items, total: list.total, q, status, filter, page, pages, confirmDelete, categories, loadError: null }
}

/** The list's row actions: duplicate (then edit the copy) and delete (confirmed). */
export async function contentListAction(entity: ContentEntity, { request }: Args) {
	const admin = await requireAdmin(request)
	const { values, redirect, refuse } = await adminAction(request)
	const id = Number(values.id)
	const base = contentAdminPath(entity)
	if (!Number.isSafeInteger(id) || id < 1) return refuse(`This ${contentNoun(entity)} no longer exists.`, 404)
	if (values.intent === 'duplicate') {
		const copied = await duplicateItem(entity, id, actorOf(admin))
		if (!copied.ok) return refuse(`This ${contentNoun(entity)} no longer exists.`, 404)
		return redirect(`${base}/${copied.id}?saved=duplicated`)
	}
	if (values.intent === 'delete') {
		if (!(await deleteItem(entity, id, actorOf(admin)))) return refuse(`This ${contentNoun(entity)} no longer exists.`, 404)
		return redirect(`${base}?saved=deleted`)
	}
	return refuse('Unknown action.', 400)
}

/* New and edit -------------------------------------------------------------- */

export async function loadNewItem(entity: ContentEntity, { request }: Args) {
	await requireAdmin(request)
	return { ...(await editorChoices(entity)), now: toLondonInputValue(new Date()) }
}

/** Where a save goes back to, with what it did and how many pictures or links the sanitiser left out. */
function savedHref(entity: ContentEntity, id: number, saved: string, notes: string[]) {
	return `${contentAdminPath(entity)}/${id}?saved=${saved}${notes.length > 0 ? `&left=${notes.length}` : ''}`
}

export async function createItemAction(entity: ContentEntity, { request }: Args) {
	const admin = await requireAdmin(request)
	const { values, redirect, fail } = await adminAction(request, contentEditorLimit)
	const validation = validate(await schemaFor(entity), values)
	if (!validation.ok) return fail(validationFailure(validation, values))
	const result = await createItem(entity, validation.data, actorOf(admin))
	if (!result.ok) return answerRefusal(result, values, fail)
	return redirect(savedHref(entity, result.id, 'created', result.notes))
}

type Fail = Awaited<ReturnType<typeof adminAction>>['fail']

function answerRefusal(result: Exclude<SaveResult, { ok: true }>, values: Record<string, string>, fail: Fail) {
	if (result.reason === 'missing') throw notFound()
	if (result.reason === 'conflict') return fail(formFailure(result.message, values, { title: 'Not saved', target: 'conflict' }), 409)
	return fail(validationFailure({ ok: false, fieldErrors: result.fieldErrors }, values))
}

export async function loadEditItem<E extends ContentEntity>(entity: E, { request, params }: Args) {
	await requireAdmin(request)
	const id = itemId(params)
	const item = await loadForEditing(entity, id)
	if (!item) throw notFound()
	return {
		...(await editorChoices(entity)),
		id,
		fields: item.fields,
		publishAtInput: item.fields.publishAt ? toLondonInputValue(new Date(item.fields.publishAt)) : '',
		version: item.version,
		status: item.status,
		rowSlug: item.rowSlug,
		rowPublishAtLabel: item.rowPublishAt ? formatLondonDateTime(item.rowPublishAt) : null,
		hasDraft: item.hasDraft,
		draftSavedLabel: item.draftSavedAt ? formatLondonDateTime(item.draftSavedAt) : null,
		previewHref: `${contentAdminPath(entity)}/${id}/preview`,
		now: toLondonInputValue(new Date()),
	}
}

/**
 * The edit page's buttons: Save draft, Publish (or Schedule), Unpublish,
 * Delete, and the editor's autosave (answered as data for the page's script,
 * never a redirect).
 */
export async function editItemAction(entity: ContentEntity, { request, params }: Args) {
	const admin = await requireAdmin(request)
	const actor = actorOf(admin)
	const { values, redirect, fail, refuse } = await adminAction(request, contentEditorLimit)
	const id = itemId(params)
	const intent = values.intent ?? 'save'
	const base = contentAdminPath(entity)
	if (intent === 'delete') {
		if (!(await deleteItem(entity, id, actor))) throw notFound()
		return redirect(`${base}?saved=deleted`)
	}
	const version = versionField.safeParse(values.version)
	if (!version.success) {
		if (intent === 'autosave')
			return data({ autosave: { ok: false as const, message: 'the page is out of date; reload it.' } }, { headers: admin.headers })
		return refuse('The page is out of date: reload it and make your change again.', 400)
	}
	if (intent === 'unpublish') {
		const result = await unpublishItem(entity, id, version.data, actor)
		if (!result.ok) return answerRefusal(result, values, fail)
		return redirect(savedHref(entity, id, 'unpublished', []))
	}
	const validation = validate(await schemaFor(entity), values)
	if (intent === 'autosave') {
		if (!validation.ok)
			return data(
				{ autosave: { ok: false as const, message: Object.values(validation.fieldErrors)[0] ?? 'check the fields.' } },
				{ headers: admin.headers },
			)
		const saved = await autosave(entity, id, version.data, validation.data, actor)
		return data(
			{ autosave: saved.ok ? { ok: true as const, savedAt: saved.savedAt.toISOString() } : { ok: false as const, message: saved.message } },
			{ headers: admin.headers },
		)
	}
	if (!validation.ok) return fail(validationFailure(validation, values))
	if (intent === 'publish') {
		const result = await publishItem(entity, id, version.data, validation.data, actor)
		if (!result.ok) return answerRefusal(result, values, fail)
		return redirect(savedHref(entity, id, result.scheduled ? 'scheduled' : 'published', result.notes))
	}
	const result = await saveDraft(entity, id, version.data, validation.data, actor)
	if (!result.ok) return answerRefusal(result, values, fail)
	return redirect(savedHref(entity, id, 'draft', result.notes))
}

/* History ------------------------------------------------------------------- */

export async function loadHistory(entity: ContentEntity, { request, params }: Args) {
	await requireAdmin(request)
	const id = itemId(params)
	const item = await loadHeading(entity, id)
	if (!item) throw notFound()
	const revisions = await listRevisions(entity, id)
	const requested = Number(new URL(request.url).searchParams.get('revision'))
	const selected = revisions.find((revision) => revision.id === requested) ?? revisions[0]
	// Compared with the newest older revision that has a version (a refused save, with what it was made against).
	const previous = selected ? revisions.find((revision) => revision.id < selected.id && revision.version !== null) : undefined
	const fields = entity === 'article' ? articleDiffFields : caseStudyDiffFields
	// The diff is made here, of the two versions compared only, so the page carries one comparison rather than every version's full text.
	const compared = await revisionFields(
		entity,
		id,
		[selected, previous].flatMap((revision) => (revision ? [revision.id] : [])),
	)
	return {
		id,
		title: item.title,
		version: item.version,
		revisions: revisions.map((revision) => ({
			id: revision.id,
			version: revision.version,
			kind: revision.kind,
			author: revision.author ? revision.author.name || revision.author.email : 'A removed account',
			createdAtLabel: formatLondonDateTime(revision.createdAt),
			current: revision.version === item.version,
		})),
		selected: selected
			? {
					id: selected.id,
					version: selected.version,
					previousVersion: previous?.version ?? null,
					changes: diffFields((previous && compared.get(previous.id)) ?? null, compared.get(selected.id) ?? {}, fields),
				}
			: null,
	}
}

/** "Restore this version": the revision's fields become the working copy, as a new revision. */
export async function historyAction(entity: ContentEntity, { request, params }: Args) {
	const admin = await requireAdmin(request)
	const { values, redirect, fail, refuse } = await adminAction(request)
	const id = itemId(params)
	const version = versionField.safeParse(values.version)
	const revision = Number(values.revision)
	if (values.intent !== 'restore' || !version.success || !Number.isSafeInteger(revision))
		return refuse('Reload the page and try again.', 400)
	const result = await restoreRevision(entity, id, revision, version.data, actorOf(admin))
	if (!result.ok) {
		if (result.reason === 'missing') return refuse('That version no longer exists.', 404)
		return answerRefusal(result, values, fail)
	}
	return redirect(savedHref(entity, id, 'restored', result.notes))
}
