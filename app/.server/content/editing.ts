import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'

import { asActor, type Actor } from '#app/.server/audit.ts'
import { containsPattern } from '#app/.server/data/enquiries.ts'
import { getDb, inTransaction } from '#app/.server/db/index.ts'
import { articles, caseStudies, contentDrafts, contentRevisions, slugRedirects, users } from '#app/.server/db/schema/index.ts'
import { getEnv } from '#app/.server/env.ts'
import {
	copySlug,
	fieldKeys,
	fieldsFromData,
	itemStatus,
	type ContentEntity,
	type FieldsOf,
	type ItemStatus,
	type RevisionKind,
	type StatusFilter,
} from '#app/domain/content/editing.ts'
import { mediaUrl } from '#app/domain/media/keys.ts'

import { sanitizeRichText } from './rich-text.ts'

/**
 * Editing articles and case studies (decision 0040), one module for both
 * kinds. The row is what the site shows; the working copy (`content_drafts`)
 * is what the admin edits; every explicit save is a revision whose version is
 * one above the version the editor loaded, and the unique index on
 * (entity, id, version) refuses the second of two saves made against the same
 * version. Every write runs as the admin (`asActor`), so the audit log says who.
 */

export type { ContentEntity }

/** The two tables share the columns this module reads generically; the kind-specific ones go through `fieldsFromData`. */
const tableOf = (entity: ContentEntity) => (entity === 'article' ? articles : (caseStudies as unknown as typeof articles))
const slugIndexOf = (entity: ContentEntity) => (entity === 'article' ? 'articles_slug_key' : 'case_studies_slug_key')
/** The list's second filter: an article's category, a case study's area. */
const filterKeyOf = (entity: ContentEntity) => (entity === 'article' ? 'category' : 'area')

export const CONTENT_PAGE_SIZE = 50

type Row = Record<string, unknown> & {
	id: number
	slug: string
	title: string
	status: 'draft' | 'published'
	publishAt: Date | null
	version: number
}

/** The fields a row holds (its publish time as ISO text, as in a working copy). */
export function rowFields<E extends ContentEntity>(entity: E, row: Record<string, unknown>): FieldsOf<E> {
	const publishAt = row.publishAt instanceof Date ? row.publishAt.toISOString() : null
	return fieldsFromData(entity, { ...row, publishAt })
}

/** The row's columns for these fields (an article's cover address follows its key). */
function columnsOf<E extends ContentEntity>(entity: E, fields: FieldsOf<E>): Record<string, unknown> {
	const columns: Record<string, unknown> = {}
	for (const key of fieldKeys[entity]) columns[key] = (fields as Record<string, unknown>)[key]
	columns.publishAt = fields.publishAt ? new Date(fields.publishAt) : null
	if (entity === 'article') {
		const key = (fields as FieldsOf<'article'>).coverImageKey
		columns.coverImageUrl = key ? mediaUrl(key) : null
	}
	return columns
}

/** PostgreSQL's unique_violation of `constraint`, as postgres.js or PGlite throw it (possibly wrapped by Drizzle). */
function violates(error: unknown, constraint: string): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		const { code, constraint: pgliteName, constraint_name: postgresName } = current as Record<string, unknown>
		if (code === '23505') return (pgliteName ?? postgresName) === constraint
	}
	return false
}

async function findRow(entity: ContentEntity, id: number, lock = false): Promise<Row | undefined> {
	const table = tableOf(entity)
	const query = getDb().select().from(table).where(eq(table.id, id))
	const [row] = lock ? await query.for('update') : await query
	return row as Row | undefined
}

/** The row's id and version only (locked for update when `lock`): all a save of the working copy needs, without the row's body. */
async function findVersion(entity: ContentEntity, id: number, lock = false): Promise<Pick<Row, 'id' | 'version'> | undefined> {
	const table = tableOf(entity)
	const query = getDb().select({ id: table.id, version: table.version }).from(table).where(eq(table.id, id))
	const [row] = lock ? await query.for('update') : await query
	return row
}

async function findDraft(entity: ContentEntity, id: number) {
	const [draft] = await getDb()
		.select()
		.from(contentDrafts)
		.where(and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, id)))
	return draft
}

/** The item's current version: its newest revision's, or the row's (the starting rows have no revisions). */
async function currentVersion(entity: ContentEntity, row: Pick<Row, 'id' | 'version'>): Promise<number> {
	const [newest] = await getDb()
		.select({ version: sql<number | null>`max(${contentRevisions.version})` })
		.from(contentRevisions)
		.where(and(eq(contentRevisions.entityType, entity), eq(contentRevisions.entityId, row.id)))
	return Math.max(row.version, Number(newest?.version ?? 0))
}

/** Whether another item of this kind has `slug`, on its row or in its working copy. */
async function slugTaken(entity: ContentEntity, slug: string, exceptId: number | null): Promise<boolean> {
	const table = tableOf(entity)
	const [row] = await getDb()
		.select({ id: table.id })
		.from(table)
		.where(exceptId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)))
		.limit(1)
	if (row) return true
	const [draft] = await getDb()
		.select({ id: contentDrafts.entityId })
		.from(contentDrafts)
		.where(
			and(
				eq(contentDrafts.entityType, entity),
				sql`${contentDrafts.data}->>'slug' = ${slug}`,
				...(exceptId === null ? [] : [ne(contentDrafts.entityId, exceptId)]),
			),
		)
		.limit(1)
	return Boolean(draft)
}

class SlugTakenMeanwhile extends Error {}

export const SLUG_TAKEN_MESSAGE = 'Another item already uses this slug: choose another.'
export const CONFLICT_MESSAGE =
	'Not saved: someone else saved this item after you opened it. Your version is kept in its History; reload to see theirs.'

export type SaveResult =
	| { ok: true; id: number; version: number; notes: string[] }
	| { ok: false; reason: 'missing' }
	| { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
	| { ok: false; reason: 'conflict'; version: number; message: string }

/**
 * The fields as they may be stored: an article's body through the sanitiser
 * (its notes become a message, a refusal the body's error); a case study has
 * no HTML. Field errors use the form's names.
 */
function cleanFields<E extends ContentEntity>(
	entity: E,
	fields: FieldsOf<E>,
): { ok: true; fields: FieldsOf<E>; notes: string[] } | { ok: false; fieldErrors: Record<string, string> } {
	if (entity !== 'article') return { ok: true, fields, notes: [] }
	const article = fields as FieldsOf<'article'>
	const clean = sanitizeRichText(article.bodyHtml, { siteOrigin: new URL(getEnv().SITE_URL).origin })
	if (!clean.ok) return { ok: false, fieldErrors: { body_html: clean.message } }
	return { ok: true, fields: { ...article, bodyHtml: clean.html } as FieldsOf<E>, notes: clean.notes }
}

/** Checks the fields for storing against item `id` (null for a new one): sanitised, slug free. */
async function prepare<E extends ContentEntity>(entity: E, fields: FieldsOf<E>, id: number | null) {
	const clean = cleanFields(entity, fields)
	if (!clean.ok) return { ok: false as const, reason: 'invalid' as const, fieldErrors: clean.fieldErrors }
	if (await slugTaken(entity, clean.fields.slug, id))
		return { ok: false as const, reason: 'invalid' as const, fieldErrors: { slug: SLUG_TAKEN_MESSAGE } }
	return clean
}

/**
 * Records revision `version` of the item, in a savepoint: false when that
 * version exists already (another save got there first), and then the data
 * is kept as a `conflict` revision with no version, so neither admin's words are lost.
 */
async function recordRevision(
	entity: ContentEntity,
	id: number,
	version: number,
	kind: RevisionKind,
	data: unknown,
	actor: Actor,
): Promise<boolean> {
	try {
		await inTransaction(async (tx) => {
			await tx.insert(contentRevisions).values({ entityType: entity, entityId: id, version, kind, data, authorUserId: actor.id })
		})
		return true
	} catch (error) {
		if (!violates(error, 'content_revisions_entity_version_key')) throw error
		await getDb()
			.insert(contentRevisions)
			.values({ entityType: entity, entityId: id, version: null, kind: 'conflict', data, authorUserId: actor.id })
		return false
	}
}

async function keepConflict(entity: ContentEntity, id: number, data: unknown, actor: Actor, current: number): Promise<SaveResult> {
	await getDb()
		.insert(contentRevisions)
		.values({ entityType: entity, entityId: id, version: null, kind: 'conflict', data, authorUserId: actor.id })
	return { ok: false, reason: 'conflict', version: current, message: CONFLICT_MESSAGE }
}

async function writeDraft(entity: ContentEntity, id: number, data: unknown, version: number, actor: Actor) {
	await getDb()
		.insert(contentDrafts)
		.values({ entityType: entity, entityId: id, data, version, authorUserId: actor.id })
		.onConflictDoUpdate({
			target: [contentDrafts.entityType, contentDrafts.entityId],
			set: { data, version, authorUserId: actor.id, updatedAt: new Date() },
		})
}

/* Reading ------------------------------------------------------------------ */

export type ContentListQuery = { q?: string; status?: StatusFilter; filter?: string | null; page?: number; now?: Date }

export type ContentListItem = {
	id: number
	title: string
	slug: string
	status: ItemStatus
	hasDraft: boolean
	/** An article's category or a case study's area (of the working copy). */
	group: string
	publishAt: Date | null
	changedAt: Date
}

/** The admin's list: working copy over row, newest change first, searched and filtered, one page of CONTENT_PAGE_SIZE. */
export async function listContent(
	entity: ContentEntity,
	{ q = '', status = 'all', filter = null, page = 1, now = new Date() }: ContentListQuery = {},
): Promise<{ items: ContentListItem[]; total: number }> {
	const table = tableOf(entity)
	const groupColumn = sql.raw(`"${entity === 'article' ? 'articles' : 'case_studies'}"."${filterKeyOf(entity)}"`)
	const title = sql<string>`coalesce(${contentDrafts.data}->>'title', ${table.title})`
	const slug = sql<string>`coalesce(${contentDrafts.data}->>'slug', ${table.slug})`
	const group = sql<string>`coalesce(${contentDrafts.data}->>${filterKeyOf(entity)}, ${groupColumn})`
	const changedAt = sql<Date>`greatest(${table.updatedAt}, ${contentDrafts.updatedAt})`
	const conditions: SQL[] = []
	if (q.trim()) {
		const pattern = containsPattern(q.trim())
		conditions.push(or(ilike(title, pattern), ilike(slug, pattern))!)
	}
	const published = sql`${table.status} = 'published'`
	const at = sql`${now.toISOString()}::timestamptz`
	if (status === 'draft') conditions.push(sql`${table.status} = 'draft'`)
	if (status === 'scheduled') conditions.push(sql`${published} and ${table.publishAt} > ${at}`)
	if (status === 'published') conditions.push(sql`${published} and (${table.publishAt} is null or ${table.publishAt} <= ${at})`)
	if (status === 'changes') conditions.push(sql`${published} and ${contentDrafts.entityId} is not null`)
	if (filter) conditions.push(sql`${group} = ${filter}`)
	const where = conditions.length > 0 ? and(...conditions) : undefined
	const join = and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, table.id))
	const rows = await getDb()
		.select({
			id: table.id,
			title,
			slug,
			group,
			rowStatus: table.status,
			publishAt: table.publishAt,
			hasDraft: sql<boolean>`${contentDrafts.entityId} is not null`,
			changedAt,
		})
		.from(table)
		.leftJoin(contentDrafts, join)
		.where(where)
		.orderBy(desc(changedAt), desc(table.id))
		.limit(CONTENT_PAGE_SIZE)
		.offset((Math.max(1, page) - 1) * CONTENT_PAGE_SIZE)
	const [count] = await getDb()
		.select({ total: sql<number>`count(*)::int` })
		.from(table)
		.leftJoin(contentDrafts, join)
		.where(where)
	return {
		total: Number(count?.total ?? 0),
		items: rows.map((row) => ({
			id: row.id,
			title: row.title,
			slug: row.slug,
			group: row.group ?? '',
			status: itemStatus({ status: row.rowStatus, publishAt: row.publishAt }, now),
			hasDraft: Boolean(row.hasDraft),
			publishAt: row.publishAt,
			changedAt: new Date(row.changedAt),
		})),
	}
}

export type EditableItem<E extends ContentEntity> = {
	id: number
	/** The working copy, else the row. */
	fields: FieldsOf<E>
	version: number
	status: ItemStatus
	/** What the site shows (or will): the row's slug and publish time. */
	rowSlug: string
	rowPublishAt: Date | null
	hasDraft: boolean
	draftSavedAt: Date | null
}

/** One item for its edit page, or undefined when there is none. */
export async function loadForEditing<E extends ContentEntity>(
	entity: E,
	id: number,
	now = new Date(),
): Promise<EditableItem<E> | undefined> {
	const row = await findRow(entity, id)
	if (!row) return undefined
	const draft = await findDraft(entity, id)
	return {
		id,
		fields: draft ? fieldsFromData(entity, draft.data) : rowFields(entity, row),
		version: await currentVersion(entity, row),
		status: itemStatus(row, now),
		rowSlug: row.slug,
		rowPublishAt: row.publishAt,
		hasDraft: Boolean(draft),
		draftSavedAt: draft?.updatedAt ?? null,
	}
}

/** What the History is headed with: the item's title (its working copy's, else its row's) and current version; undefined when there is no item. */
export async function loadHeading(entity: ContentEntity, id: number): Promise<{ title: string; version: number } | undefined> {
	const table = tableOf(entity)
	const [row] = await getDb()
		.select({ id: table.id, version: table.version, title: sql<string>`coalesce(${contentDrafts.data}->>'title', ${table.title})` })
		.from(table)
		.leftJoin(contentDrafts, and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, table.id)))
		.where(eq(table.id, id))
	return row ? { title: row.title, version: await currentVersion(entity, row) } : undefined
}

export type RevisionEntry = {
	id: number
	version: number | null
	kind: RevisionKind
	createdAt: Date
	author: { name: string; email: string } | null
}

/**
 * The item's revisions, newest (highest id) first, each with who made it (null
 * once the account is gone): what the History lists, without the fields each
 * holds (a body may be 200 KB); `revisionFields` reads those of the versions compared.
 */
export async function listRevisions(entity: ContentEntity, id: number): Promise<RevisionEntry[]> {
	const rows = await getDb()
		.select({
			id: contentRevisions.id,
			version: contentRevisions.version,
			kind: contentRevisions.kind,
			createdAt: contentRevisions.createdAt,
			name: users.name,
			email: users.email,
		})
		.from(contentRevisions)
		.leftJoin(users, eq(users.id, contentRevisions.authorUserId))
		.where(and(eq(contentRevisions.entityType, entity), eq(contentRevisions.entityId, id)))
		.orderBy(desc(contentRevisions.id))
	return rows.map(({ name, email, ...revision }) => ({ ...revision, author: email ? { name: name ?? '', email } : null }))
}

/** The fields of these revisions of the item, by revision id (one that is not the item's is left out). */
export async function revisionFields<E extends ContentEntity>(
	entity: E,
	id: number,
	revisionIds: number[],
): Promise<Map<number, FieldsOf<E>>> {
	if (revisionIds.length === 0) return new Map()
	const rows = await getDb()
		.select({ id: contentRevisions.id, data: contentRevisions.data })
		.from(contentRevisions)
		.where(and(inArray(contentRevisions.id, revisionIds), eq(contentRevisions.entityType, entity), eq(contentRevisions.entityId, id)))
	return new Map(rows.map((row) => [row.id, fieldsFromData(entity, row.data)]))
}

/* Writing ------------------------------------------------------------------ */

/** A new item: its row as a draft (status `draft`, version 1) and revision 1, `create`. */
export function createItem<E extends ContentEntity>(entity: E, fields: FieldsOf<E>, actor: Actor): Promise<SaveResult> {
	return asActor(actor, async () => {
		const ready = await prepare(entity, fields, null)
		if (!ready.ok) return ready
		const table = tableOf(entity)
		let id: number
		try {
			const [row] = await inTransaction((tx) =>
				tx
					.insert(table)
					.values({ ...columnsOf(entity, ready.fields), status: 'draft', version: 1 } as never)
					.returning({ id: table.id }),
			)
			id = row!.id
		} catch (error) {
			if (violates(error, slugIndexOf(entity))) return { ok: false, reason: 'invalid', fieldErrors: { slug: SLUG_TAKEN_MESSAGE } }
			throw error
		}
		await getDb()
			.insert(contentRevisions)
			.values({ entityType: entity, entityId: id, version: 1, kind: 'create', data: ready.fields, authorUserId: actor.id })
		return { ok: true, id, version: 1, notes: ready.notes }
	})
}

/**
 * Saves the working copy as a new revision, made against `expected` (the
 * version the editor loaded): refused, and kept as a `conflict` revision,
 * when another save came first. Never touches the row, so the site and its
 * page caches are unchanged.
 */
export function saveDraft<E extends ContentEntity>(
	entity: E,
	id: number,
	expected: number,
	fields: FieldsOf<E>,
	actor: Actor,
	kind: 'save' | 'restore' = 'save',
): Promise<SaveResult> {
	return asActor(actor, async () => {
		const row = await findVersion(entity, id)
		if (!row) return { ok: false, reason: 'missing' }
		const ready = await prepare(entity, fields, id)
		if (!ready.ok) return ready
		const current = await currentVersion(entity, row)
		if (current !== expected) return keepConflict(entity, id, ready.fields, actor, current)
		const version = expected + 1
		if (!(await recordRevision(entity, id, version, kind, ready.fields, actor)))
			return { ok: false, reason: 'conflict', version: current + 1, message: CONFLICT_MESSAGE }
		await writeDraft(entity, id, ready.fields, version, actor)
		return { ok: true, id, version, notes: ready.notes }
	})
}

export type AutosaveResult =
	{ ok: true; savedAt: Date; notes: string[] } | { ok: false; message: string; fieldErrors?: Record<string, string> }

/**
 * The editor's autosave: the working copy only, no revision, and only while
 * `expected` is still the current version (the row is locked meanwhile, so an
 * explicit save cannot slip between the check and the write).
 */
export function autosave<E extends ContentEntity>(
	entity: E,
	id: number,
	expected: number,
	fields: FieldsOf<E>,
	actor: Actor,
): Promise<AutosaveResult> {
	return asActor(actor, async () => {
		const row = await findVersion(entity, id, true)
		if (!row) return { ok: false, message: 'this item was deleted.' }
		const ready = await prepare(entity, fields, id)
		if (!ready.ok) return { ok: false, message: Object.values(ready.fieldErrors)[0] ?? 'check the fields.', fieldErrors: ready.fieldErrors }
		if ((await currentVersion(entity, row)) !== expected)
			return { ok: false, message: 'someone else saved this item; reload to see their version.' }
		await writeDraft(entity, id, ready.fields, expected, actor)
		return { ok: true, savedAt: new Date(), notes: ready.notes }
	})
}

/**
 * Publishes (or schedules, for a later `publishAt`) these fields: a revision
 * `publish` against `expected`, then the row takes them, status published,
 * publish time as chosen or now; the working copy goes. When a visible row's
 * slug changes, its old slug redirects to it (decision 0040).
 */
export function publishItem<E extends ContentEntity>(
	entity: E,
	id: number,
	expected: number,
	fields: FieldsOf<E>,
	actor: Actor,
	now: Date = new Date(),
): Promise<SaveResult & { scheduled?: boolean }> {
	const publishing = asActor(actor, async (): Promise<SaveResult & { scheduled?: boolean }> => {
		const row = await findRow(entity, id, true)
		if (!row) return { ok: false, reason: 'missing' }
		const ready = await prepare(entity, fields, id)
		if (!ready.ok) return ready
		const publishAt = ready.fields.publishAt ?? now.toISOString()
		const published = { ...ready.fields, publishAt }
		const current = await currentVersion(entity, row)
		if (current !== expected) return keepConflict(entity, id, published, actor, current)
		const version = expected + 1
		if (!(await recordRevision(entity, id, version, 'publish', published, actor)))
			return { ok: false, reason: 'conflict', version: current + 1, message: CONFLICT_MESSAGE }
		const wasVisible = itemStatus(row, now) === 'published'
		const table = tableOf(entity)
		try {
			await inTransaction((tx) =>
				tx
					.update(table)
					.set({ ...columnsOf(entity, published), status: 'published', version, updatedAt: now } as never)
					.where(eq(table.id, id)),
			)
		} catch (error) {
			// Another item took the slug since the check: undo the revision too (the whole transaction), then say so on the slug.
			if (violates(error, slugIndexOf(entity))) throw new SlugTakenMeanwhile()
			throw error
		}
		if (published.slug !== row.slug) {
			// The new slug is a page again, not a redirect; the old one (if people could have seen it) leads here.
			await getDb()
				.delete(slugRedirects)
				.where(and(eq(slugRedirects.entityType, entity), eq(slugRedirects.oldSlug, published.slug)))
			if (wasVisible)
				await getDb()
					.insert(slugRedirects)
					.values({ entityType: entity, oldSlug: row.slug, entityId: id })
					.onConflictDoUpdate({ target: [slugRedirects.entityType, slugRedirects.oldSlug], set: { entityId: id } })
		}
		await getDb()
			.delete(contentDrafts)
			.where(and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, id)))
		return { ok: true, id, version, notes: ready.notes, scheduled: new Date(publishAt).getTime() > now.getTime() }
	})
	return publishing.catch((error: unknown) => {
		if (error instanceof SlugTakenMeanwhile) return { ok: false, reason: 'invalid', fieldErrors: { slug: SLUG_TAKEN_MESSAGE } } as const
		throw error
	})
}

/** Takes the item off the site (its row back to draft), as revision `unpublish` against `expected`; the working copy stays. */
export function unpublishItem(entity: ContentEntity, id: number, expected: number, actor: Actor): Promise<SaveResult> {
	return asActor(actor, async () => {
		const row = await findRow(entity, id, true)
		if (!row) return { ok: false, reason: 'missing' }
		const data = rowFields(entity, row)
		const current = await currentVersion(entity, row)
		if (current !== expected) return keepConflict(entity, id, data, actor, current)
		const version = expected + 1
		if (!(await recordRevision(entity, id, version, 'unpublish', data, actor)))
			return { ok: false, reason: 'conflict', version: current + 1, message: CONFLICT_MESSAGE }
		const table = tableOf(entity)
		await getDb()
			.update(table)
			.set({ status: 'draft', version } as never)
			.where(eq(table.id, id))
		return { ok: true, id, version, notes: [] }
	})
}

/** Makes revision `revisionId`'s fields the working copy, as a new revision `restore` (publishing it is a separate step). */
export async function restoreRevision(
	entity: ContentEntity,
	id: number,
	revisionId: number,
	expected: number,
	actor: Actor,
): Promise<SaveResult> {
	const fields = (await revisionFields(entity, id, [revisionId])).get(revisionId)
	if (!fields) return { ok: false, reason: 'missing' }
	return saveDraft(entity, id, expected, fields, actor, 'restore')
}

const COPY_TITLE_MAX = 200

/** A copy of the item (its working copy, else its row) as a new draft: slug `-copy`, `-copy-2`…, no publish time. */
export function duplicateItem(entity: ContentEntity, id: number, actor: Actor): Promise<SaveResult> {
	return asActor(actor, async () => {
		const row = await findRow(entity, id)
		if (!row) return { ok: false, reason: 'missing' }
		const draft = await findDraft(entity, id)
		const source = draft ? fieldsFromData(entity, draft.data) : rowFields(entity, row)
		const base = source.slug || row.slug
		const table = tableOf(entity)
		// Every slug holding the base with a -copy after it: the candidates copySlug may try, and a few more.
		const pattern = `${containsPattern(base.slice(0, 70))}-copy%`
		const rows = await getDb().select({ slug: table.slug }).from(table).where(ilike(table.slug, pattern))
		const drafts = await getDb()
			.select({ slug: sql<string>`${contentDrafts.data}->>'slug'` })
			.from(contentDrafts)
			.where(and(eq(contentDrafts.entityType, entity), sql`${contentDrafts.data}->>'slug' ilike ${pattern}`))
		const taken = new Set([...rows, ...drafts].map((item) => item.slug))
		const fields = {
			...source,
			slug: copySlug(base, (candidate) => taken.has(candidate)),
			title: `${source.title} (copy)`.slice(0, COPY_TITLE_MAX),
			publishAt: null,
		} as FieldsOf<typeof entity>
		return createItem(entity, fields, actor)
	})
}

/** Deletes the item with its working copy, revisions and redirects. */
export function deleteItem(entity: ContentEntity, id: number, actor: Actor): Promise<boolean> {
	return asActor(actor, async () => {
		const table = tableOf(entity)
		const deleted = await getDb().delete(table).where(eq(table.id, id)).returning({ id: table.id })
		if (deleted.length === 0) return false
		await getDb()
			.delete(contentDrafts)
			.where(and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, id)))
		await getDb()
			.delete(contentRevisions)
			.where(and(eq(contentRevisions.entityType, entity), eq(contentRevisions.entityId, id)))
		await getDb()
			.delete(slugRedirects)
			.where(and(eq(slugRedirects.entityType, entity), eq(slugRedirects.entityId, id)))
		return true
	})
}

/** How many articles (rows or working copies) are filed under each of `categories`: a category in use cannot be removed. */
export async function articlesPerCategory(categories: readonly string[]): Promise<Record<string, number>> {
	const counts: Record<string, number> = Object.fromEntries(categories.map((category) => [category, 0]))
	if (categories.length === 0) return counts
	const rows = await getDb()
		.select({
			category: sql<string>`coalesce(${contentDrafts.data}->>'category', ${articles.category})`,
			total: sql<number>`count(*)::int`,
		})
		.from(articles)
		.leftJoin(contentDrafts, and(eq(contentDrafts.entityType, 'article'), eq(contentDrafts.entityId, articles.id)))
		.where(or(inArray(articles.category, [...categories]), inArray(sql`${contentDrafts.data}->>'category'`, [...categories])))
		.groupBy(sql`1`)
	for (const row of rows) if (row.category in counts) counts[row.category] = Number(row.total)
	return counts
}
