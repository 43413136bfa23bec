import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Actor } from '#app/.server/audit.ts'
import { createAccount } from '#app/.server/auth/accounts.ts'
import { articles, auditLog, caseStudies, contentDrafts, contentRevisions, slugRedirects, users } from '#app/.server/db/schema/index.ts'
import { fieldsFromData, type ArticleFields, type CaseStudyFields } from '#app/domain/content/editing.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import {
	articlesPerCategory,
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
	SLUG_TAKEN_MESSAGE,
	unpublishItem,
} from './editing.ts'

const database = testDatabaseForThisFile()

let alice: Actor
let bob: Actor
beforeAll(async () => {
	for (const email of ['alice@example.com', 'bob@example.com']) await createAccount(email, 'test account passphrase')
	const rows = await database.db.select({ id: users.id, email: users.email }).from(users)
	alice = rows.find((row) => row.email === 'alice@example.com')!
	bob = rows.find((row) => row.email === 'bob@example.com')!
})

const contentVersion = async () => {
	const result = (await database.db.execute(sql`select version from content_version where id = 1`)) as unknown as
		{ rows?: { version: number }[] } | { version: number }[]
	const rows = Array.isArray(result) ? result : (result.rows ?? [])
	return Number(rows[0]?.version)
}

const article = (overrides: Partial<ArticleFields> = {}): ArticleFields => ({
	...fieldsFromData('article', {}),
	title: 'Boilers in October',
	slug: 'boilers-in-october',
	category: 'Heating Systems',
	excerpt: 'Service it before the cold.',
	bodyHtml: '<p>Book the service <strong>early</strong>.</p>',
	authorName: 'Sam',
	...overrides,
})

const caseStudy = (overrides: Partial<CaseStudyFields> = {}): CaseStudyFields => ({
	...fieldsFromData('case_study', {}),
	title: 'A loft in Kilburn',
	slug: 'a-loft-in-kilburn',
	area: 'maida-vale',
	pictureAfterAlt: 'The finished loft',
	...overrides,
})

async function created(fields = article()) {
	const result = await createItem('article', fields, alice)
	if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`)
	return result.id
}

describe(`editing articles and case studies (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('creates a draft row with revision 1 (create), recorded in the audit log as the admin', async () => {
		const id = await created()
		const [row] = await database.db.select().from(articles).where(eq(articles.id, id))
		expect(row).toMatchObject({ status: 'draft', version: 1, slug: 'boilers-in-october', title: 'Boilers in October' })
		const revisions = await listRevisions('article', id)
		expect(revisions).toMatchObject([{ version: 1, kind: 'create', author: { email: 'alice@example.com' } }])
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'articles'))
		expect(audit.at(-1)).toMatchObject({ actorEmail: 'alice@example.com' })
		const item = await loadForEditing('article', id)
		expect(item).toMatchObject({ version: 1, status: 'draft', hasDraft: false, rowSlug: 'boilers-in-october' })
	})

	it('sanitises the body on every save: hostile markup is not stored, a picture without alt text is refused', async () => {
		const id = await created(
			article({ slug: 'hostile', bodyHtml: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>' }),
		)
		const [row] = await database.db.select({ body: articles.bodyHtml }).from(articles).where(eq(articles.id, id))
		expect(row?.body).toBe('<p>Hi link</p>')
		const refused = await saveDraft(
			'article',
			id,
			1,
			article({ slug: 'hostile', bodyHtml: '<p><img src="/media/uploads/a.jpg"></p>' }),
			alice,
		)
		expect(refused).toMatchObject({ ok: false, reason: 'invalid' })
		expect(refused.ok === false && refused.reason === 'invalid' && refused.fieldErrors.body_html).toMatch(/alt/i)
		const noted = await saveDraft(
			'article',
			id,
			1,
			article({ slug: 'hostile', bodyHtml: '<p>x<img src="https://evil.example/a.png" alt="a"></p>' }),
			alice,
		)
		expect(noted).toMatchObject({ ok: true, version: 2 })
		expect(noted.ok && noted.notes.length).toBeGreaterThan(0)
	})

	it('refuses a slug another item uses, on its row or in its working copy', async () => {
		const first = await created(article({ slug: 'slug-one', title: 'One' }))
		const second = await created(article({ slug: 'slug-two', title: 'Two' }))
		expect(await createItem('article', article({ slug: 'slug-one' }), alice)).toEqual({
			ok: false,
			reason: 'invalid',
			fieldErrors: { slug: SLUG_TAKEN_MESSAGE },
		})
		expect(await saveDraft('article', first, 1, article({ slug: 'slug-three', title: 'One' }), alice)).toMatchObject({ ok: true })
		// slug-three is only in the first one's working copy, and still taken.
		expect(await saveDraft('article', second, 1, article({ slug: 'slug-three' }), alice)).toMatchObject({
			ok: false,
			fieldErrors: { slug: SLUG_TAKEN_MESSAGE },
		})
		// A case study may share an article's slug (one slug space per table).
		expect(await createItem('case_study', caseStudy({ slug: 'slug-one' }), alice)).toMatchObject({ ok: true })
	})

	it('saves a draft as a new revision without touching the row or the content version; publishing changes both', async () => {
		const id = await created(article({ slug: 'versions' }))
		const before = await contentVersion()
		const saved = await saveDraft('article', id, 1, article({ slug: 'versions', title: 'Changed title' }), bob)
		expect(saved).toMatchObject({ ok: true, version: 2 })
		expect(await contentVersion()).toBe(before)
		const [row] = await database.db.select().from(articles).where(eq(articles.id, id))
		expect(row).toMatchObject({ title: 'Boilers in October', version: 1 })
		expect(await loadForEditing('article', id)).toMatchObject({ version: 2, hasDraft: true, fields: { title: 'Changed title' } })
		expect(await loadHeading('article', id)).toEqual({ title: 'Changed title', version: 2 })
		expect(await loadHeading('article', 999_999)).toBeUndefined()
		const listed = await listContent('article', { q: 'Changed title' })
		expect(listed.items).toMatchObject([{ id, title: 'Changed title', status: 'draft', hasDraft: true }])

		const now = new Date()
		const published = await publishItem('article', id, 2, article({ slug: 'versions', title: 'Changed title' }), bob, now)
		expect(published).toMatchObject({ ok: true, version: 3, scheduled: false })
		expect(await contentVersion()).toBeGreaterThan(before)
		const [after] = await database.db.select().from(articles).where(eq(articles.id, id))
		expect(after).toMatchObject({ title: 'Changed title', status: 'published', version: 3 })
		expect(after?.publishAt?.toISOString()).toBe(now.toISOString())
		expect(await loadForEditing('article', id)).toMatchObject({ version: 3, hasDraft: false, status: 'published' })
		expect((await listRevisions('article', id)).map((revision) => [revision.version, revision.kind])).toEqual([
			[3, 'publish'],
			[2, 'save'],
			[1, 'create'],
		])
	})

	it('refuses the second of two saves made against the same version, keeping both versions', async () => {
		const id = await created(article({ slug: 'concurrent' }))
		const [first, second] = await Promise.all([
			saveDraft('article', id, 1, article({ slug: 'concurrent', title: 'Alice wrote this' }), alice),
			saveDraft('article', id, 1, article({ slug: 'concurrent', title: 'Bob wrote this' }), bob),
		])
		const results = [first, second]
		expect(results.filter((result) => result.ok)).toHaveLength(1)
		expect(results.filter((result) => !result.ok)).toMatchObject([{ reason: 'conflict' }])
		const revisions = await listRevisions('article', id)
		const fields = await revisionFields(
			'article',
			id,
			revisions.map((revision) => revision.id),
		)
		const titles = revisions.map((revision) => [revision.kind, revision.version, fields.get(revision.id)?.title])
		expect(titles).toEqual(
			expect.arrayContaining([
				['save', 2, expect.stringMatching(/wrote this/)],
				['conflict', null, expect.stringMatching(/wrote this/)],
			]),
		)
		expect(new Set(revisions.filter((revision) => revision.kind !== 'create').map((revision) => fields.get(revision.id)?.title))).toEqual(
			new Set(['Alice wrote this', 'Bob wrote this']),
		)
		// A save against an old version (the other admin's page) is refused too.
		expect(await saveDraft('article', id, 1, article({ slug: 'concurrent', title: 'Late' }), alice)).toMatchObject({
			ok: false,
			reason: 'conflict',
		})
	})

	it('autosaves the working copy of the current version only, with no revision', async () => {
		const id = await created(article({ slug: 'autosave' }))
		expect(await autosave('article', id, 1, article({ slug: 'autosave', title: 'Typing…' }), alice)).toMatchObject({ ok: true })
		expect(await loadForEditing('article', id)).toMatchObject({ version: 1, hasDraft: true, fields: { title: 'Typing…' } })
		expect(await listRevisions('article', id)).toHaveLength(1)
		await saveDraft('article', id, 1, article({ slug: 'autosave', title: 'Saved' }), bob)
		expect(await autosave('article', id, 1, article({ slug: 'autosave', title: 'Stale' }), alice)).toMatchObject({ ok: false })
		expect(await loadForEditing('article', id)).toMatchObject({ fields: { title: 'Saved' } })
	})

	it('schedules a later publish time: published, not visible until then', async () => {
		const id = await created(article({ slug: 'scheduled' }))
		const later = new Date(Date.now() + 3_600_000).toISOString()
		expect(await publishItem('article', id, 1, article({ slug: 'scheduled', publishAt: later }), alice)).toMatchObject({
			ok: true,
			scheduled: true,
		})
		expect(await loadForEditing('article', id)).toMatchObject({ status: 'scheduled' })
		expect((await listContent('article', { status: 'scheduled' })).items.map((item) => item.id)).toEqual([id])
	})

	it('redirects the old slug of a visible item to it, and a slug used again is no longer a redirect', async () => {
		const id = await created(article({ slug: 'old-slug' }))
		await publishItem('article', id, 1, article({ slug: 'old-slug' }), alice)
		expect(await publishItem('article', id, 2, article({ slug: 'new-slug' }), alice)).toMatchObject({ ok: true })
		const redirects = () => database.db.select().from(slugRedirects).where(eq(slugRedirects.entityId, id))
		expect(await redirects()).toMatchObject([{ entityType: 'article', oldSlug: 'old-slug', entityId: id }])
		// Back to the old slug: it is a page again, and new-slug redirects.
		await publishItem('article', id, 3, article({ slug: 'old-slug' }), alice)
		expect((await redirects()).map((redirect) => redirect.oldSlug)).toEqual(['new-slug'])
		// A draft's slug change makes no redirect (nobody could have seen it).
		const draftId = await created(article({ slug: 'never-seen' }))
		await publishItem(
			'article',
			draftId,
			1,
			article({ slug: 'never-seen', publishAt: new Date(Date.now() + 3_600_000).toISOString() }),
			alice,
		)
		await publishItem(
			'article',
			draftId,
			2,
			article({ slug: 'still-never-seen', publishAt: new Date(Date.now() + 3_600_000).toISOString() }),
			alice,
		)
		expect(await database.db.select().from(slugRedirects).where(eq(slugRedirects.entityId, draftId))).toEqual([])
	})

	it('unpublishes (row back to draft, revision unpublish) and restores an earlier version as a new revision', async () => {
		const id = await created(article({ slug: 'restore-me', title: 'First words' }))
		await publishItem('article', id, 1, article({ slug: 'restore-me', title: 'Second words' }), alice)
		expect(await unpublishItem('article', id, 2, alice)).toMatchObject({ ok: true, version: 3 })
		const [row] = await database.db.select().from(articles).where(eq(articles.id, id))
		expect(row).toMatchObject({ status: 'draft', title: 'Second words' })
		const first = (await listRevisions('article', id)).find((revision) => revision.version === 1)!
		expect(await restoreRevision('article', id, first.id, 3, bob)).toMatchObject({ ok: true, version: 4 })
		expect(await loadForEditing('article', id)).toMatchObject({ version: 4, fields: { title: 'First words' }, hasDraft: true })
		expect((await listRevisions('article', id))[0]).toMatchObject({ kind: 'restore', version: 4, author: { email: 'bob@example.com' } })
		expect(await restoreRevision('article', id, 999_999, 4, bob)).toEqual({ ok: false, reason: 'missing' })
		// Another item's revision is not this one's to read or restore.
		const other = await created(article({ slug: 'restore-other' }))
		const [otherRevision] = await listRevisions('article', other)
		expect((await revisionFields('article', id, [otherRevision!.id, first.id])).size).toBe(1)
		expect(await restoreRevision('article', id, otherRevision!.id, 4, bob)).toEqual({ ok: false, reason: 'missing' })
	})

	it('duplicates as a new draft with a -copy slug, then -copy-2', async () => {
		const id = await created(article({ slug: 'original' }))
		const copy = await duplicateItem('article', id, alice)
		const again = await duplicateItem('article', id, alice)
		const slugOf = async (result: typeof copy) =>
			result.ok ? (await database.db.select().from(articles).where(eq(articles.id, result.id)))[0] : undefined
		expect(await slugOf(copy)).toMatchObject({ slug: 'original-copy', status: 'draft', title: 'Boilers in October (copy)' })
		expect(await slugOf(again)).toMatchObject({ slug: 'original-copy-2' })
	})

	it('deletes an item with its working copy, revisions and redirects', async () => {
		const id = await created(article({ slug: 'doomed' }))
		await publishItem('article', id, 1, article({ slug: 'doomed' }), alice)
		await publishItem('article', id, 2, article({ slug: 'doomed-2' }), alice)
		await saveDraft('article', id, 3, article({ slug: 'doomed-2', title: 'x' }), alice)
		expect(await deleteItem('article', id, alice)).toBe(true)
		const where = (table: typeof contentDrafts | typeof contentRevisions) => and(eq(table.entityType, 'article'), eq(table.entityId, id))
		expect(await database.db.select().from(contentDrafts).where(where(contentDrafts))).toEqual([])
		expect(await database.db.select().from(contentRevisions).where(where(contentRevisions))).toEqual([])
		expect(await database.db.select().from(slugRedirects).where(eq(slugRedirects.entityId, id))).toEqual([])
		expect(await deleteItem('article', id, alice)).toBe(false)
	})

	it('lists newest change first, filters by status and category, pages by 50; the seeded rows are published at version 1', async () => {
		const all = await listContent('article')
		expect(all.items.length).toBeLessThanOrEqual(CONTENT_PAGE_SIZE)
		const changed = all.items.map((item) => item.changedAt.getTime())
		expect(changed).toEqual([...changed].sort((a, b) => b - a))
		const heating = await listContent('article', { filter: 'Heating Systems', status: 'published' })
		expect(heating.items.length).toBeGreaterThan(0)
		expect(heating.items.every((item) => item.group === 'Heating Systems' && item.status === 'published')).toBe(true)
		expect(await loadForEditing('article', 1)).toMatchObject({ version: 1, status: 'published', hasDraft: false })
		expect((await listContent('article', { q: '100%_' })).total).toBe(0)
		const studies = await listContent('case_study', { filter: 'maida-vale' })
		expect(studies.items.every((item) => item.group === 'maida-vale')).toBe(true)
		for (let n = 0; n < CONTENT_PAGE_SIZE; n += 1) await created(article({ slug: `bulk-${n}`, title: `Bulk ${n}` }))
		const pageTwo = await listContent('article', { page: 2 })
		expect(pageTwo.total).toBeGreaterThan(CONTENT_PAGE_SIZE)
		expect(pageTwo.items.length).toBe(pageTwo.total - CONTENT_PAGE_SIZE)
	})

	it('works the same for case studies', async () => {
		const result = await createItem('case_study', caseStudy({ slug: 'kilburn-loft' }), alice)
		if (!result.ok) throw new Error('not created')
		expect(await saveDraft('case_study', result.id, 1, caseStudy({ slug: 'kilburn-loft', budget: '£40,000' }), alice)).toMatchObject({
			ok: true,
		})
		expect(await publishItem('case_study', result.id, 2, caseStudy({ slug: 'kilburn-loft', budget: '£40,000' }), alice)).toMatchObject({
			ok: true,
		})
		const [row] = await database.db.select().from(caseStudies).where(eq(caseStudies.id, result.id))
		expect(row).toMatchObject({ status: 'published', budget: '£40,000', area: 'maida-vale', version: 3 })
	})

	it('counts articles per category, working copies included', async () => {
		const counts = await articlesPerCategory(['Heating Systems', 'Unused'])
		expect(counts['Heating Systems']).toBeGreaterThan(0)
		expect(counts.Unused).toBe(0)
	})
})
