import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { articles, auditLog, caseStudies, contentRevisions, settings } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as categoriesRoute from './articles-categories.tsx'
import * as editRoute from './articles-edit.tsx'
import * as historyRoute from './articles-history.tsx'
import * as newRoute from './articles-new.tsx'
import * as listRoute from './articles.tsx'
import * as caseStudyEditRoute from './case-studies-edit.tsx'
import * as caseStudyNewRoute from './case-studies-new.tsx'
import * as adminHistoryRoute from './history.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'content-admin@example.com'
const admin = sessionForThisFile(ADMIN)

type Module = { action?: (args: never) => unknown; loader: (args: never) => unknown }

/** Posts a form as the signed-in admin: the redirect, or the refusal's status and body. */
async function post(module: Module, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
	const request = new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
	})
	const result = (await module.action!({ request, params, context: testContext() } as never)) as
		Response | { data: any; init: ResponseInit | null }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	return { status: result.init?.status ?? 200, location: null, body: result.data }
}

async function load(module: Module, path: string, params: Record<string, string> = {}) {
	const request = new Request(`http://localhost${path}`, { headers: { cookie: admin.cookie } })
	return (await module.loader({ request, params, context: testContext() } as never)) as any
}

const articleForm = (overrides: Record<string, string> = {}) => ({
	title: 'Burst pipes in January',
	slug: '',
	category: 'Emergency Services',
	tags: 'pipes, winter, pipes',
	excerpt: 'What to do first.',
	body_html: '<p>Turn off the <b>stopcock</b>.</p><script>alert(1)</script>',
	cover_image_key: '',
	author_name: '',
	seo_keywords: '',
	publish_at: '',
	seo_title: '',
	meta_description: '',
	social_image: '',
	...overrides,
})

const rowOf = async (id: number) => (await database.db.select().from(articles).where(eq(articles.id, id)))[0]!

describe('the Articles pages', () => {
	let id: number

	it('creates a draft from the form: slug from the title, body sanitised, tags cleaned, recorded as the admin', async () => {
		const created = await post(newRoute, '/admin/articles/new', { intent: 'create', ...articleForm() })
		expect(created.status).toBe(302)
		id = Number(created.location?.match(/^\/admin\/articles\/(\d+)\?saved=created$/)?.[1])
		expect(id).toBeGreaterThan(6)
		expect(await rowOf(id)).toMatchObject({
			slug: 'burst-pipes-in-january',
			status: 'draft',
			bodyHtml: '<p>Turn off the <strong>stopcock</strong>.</p>',
			tags: ['pipes', 'winter'],
		})
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'articles'))
		expect(audit.at(-1)?.actorEmail).toBe(ADMIN)
	})

	it('refuses what the rules refuse, with a message per field and what was typed', async () => {
		const refused = await post(newRoute, '/admin/articles/new', {
			intent: 'create',
			...articleForm({ title: '', slug: 'Not A Slug!', category: 'Nope', cover_image_key: '../etc/passwd' }),
		})
		expect(refused.status).toBe(400)
		expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['category', 'cover_image_key', 'slug', 'title'])
		expect(refused.body.values.slug).toBe('Not A Slug!')
		const taken = await post(newRoute, '/admin/articles/new', { intent: 'create', ...articleForm() })
		expect(taken.body.fieldErrors.slug).toMatch(/already uses this slug/)
	})

	it('loads the editor with the version, saves a draft (row unchanged), and refuses a save against an old version', async () => {
		const page = await load(editRoute, `/admin/articles/${id}`, { id: String(id) })
		expect(page).toMatchObject({ id, version: 1, status: 'draft', hasDraft: false, fields: { title: 'Burst pipes in January' } })
		expect(page.categories).toContain('Emergency Services')
		const form = articleForm({ slug: 'burst-pipes-in-january', title: 'Frozen and burst pipes' })
		const saved = await post(editRoute, `/admin/articles/${id}`, { intent: 'save', version: '1', ...form }, { id: String(id) })
		expect(saved).toMatchObject({ status: 302, location: `/admin/articles/${id}?saved=draft` })
		expect((await rowOf(id)).title).toBe('Burst pipes in January')
		const stale = await post(
			editRoute,
			`/admin/articles/${id}`,
			{ intent: 'save', version: '1', ...form, title: 'Mine' },
			{ id: String(id) },
		)
		expect(stale.status).toBe(409)
		expect(stale.body).toMatchObject({ target: 'conflict', values: { title: 'Mine' } })
		expect(stale.body.formError).toMatch(/someone else saved/)
		const kept = await database.db.select().from(contentRevisions).where(eq(contentRevisions.entityId, id))
		expect(kept.filter((revision) => revision.entityType === 'article').map((revision) => revision.kind)).toEqual([
			'create',
			'save',
			'conflict',
		])
	})

	it('autosaves as data (no redirect, no revision) and says why when it cannot', async () => {
		const form = articleForm({ slug: 'burst-pipes-in-january', title: 'Typing' })
		const saved = await post(editRoute, `/admin/articles/${id}`, { intent: 'autosave', version: '2', ...form }, { id: String(id) })
		expect(saved.body.autosave).toMatchObject({ ok: true })
		const stale = await post(editRoute, `/admin/articles/${id}`, { intent: 'autosave', version: '1', ...form }, { id: String(id) })
		expect(stale.body.autosave).toMatchObject({ ok: false, message: expect.stringMatching(/someone else/) })
	})

	it('publishes, schedules and unpublishes', async () => {
		const form = articleForm({ slug: 'burst-pipes', title: 'Frozen and burst pipes' })
		const published = await post(editRoute, `/admin/articles/${id}`, { intent: 'publish', version: '2', ...form }, { id: String(id) })
		expect(published).toMatchObject({ status: 302, location: `/admin/articles/${id}?saved=published` })
		expect(await rowOf(id)).toMatchObject({ status: 'published', slug: 'burst-pipes', version: 3 })
		const unpublished = await post(editRoute, `/admin/articles/${id}`, { intent: 'unpublish', version: '3', ...form }, { id: String(id) })
		expect(unpublished.location).toBe(`/admin/articles/${id}?saved=unpublished`)
		expect((await rowOf(id)).status).toBe('draft')
		const scheduled = await post(
			editRoute,
			`/admin/articles/${id}`,
			{ intent: 'publish', version: '4', ...form, publish_at: '2099-01-01T09:00' },
			{ id: String(id) },
		)
		expect(scheduled.location).toBe(`/admin/articles/${id}?saved=scheduled`)
		expect((await load(editRoute, `/admin/articles/${id}`, { id: String(id) })).status).toBe('scheduled')
	})

	it('puts each publication in the admin History view, named as an article, with who made it', async () => {
		const data = await load(adminHistoryRoute, '/admin/history?table=articles')
		expect(data.table).toBe('articles')
		expect(data.items[0]).toMatchObject({ who: ADMIN, what: `Article ${id}` })
	})

	it('lists with search and filters from the URL, newest change first', async () => {
		const list = await load(listRoute, '/admin/articles?q=burst&status=scheduled&category=Emergency%20Services')
		expect(list.items.map((item: { id: number }) => item.id)).toEqual([id])
		const all = await load(listRoute, '/admin/articles')
		expect(all.items[0].id).toBe(id)
		expect(all.total).toBe(7)
		expect((await load(listRoute, '/admin/articles?status=draft')).items).toEqual([])
	})

	it('shows the history and restores a version as a new revision', async () => {
		const history = await load(historyRoute, `/admin/articles/${id}/history`, { id: String(id) })
		expect(history.revisions.map((revision: { kind: string }) => revision.kind)).toEqual([
			'publish',
			'unpublish',
			'publish',
			'conflict',
			'save',
			'create',
		])
		expect(history).toMatchObject({ title: 'Frozen and burst pipes', version: 5 })
		expect(history.revisions[0].author).toBe(ADMIN.split('@')[0])
		// The newest version is compared with the one before: only the publish time changed.
		expect(history.selected).toMatchObject({ id: history.revisions[0].id, version: 5, previousVersion: 4 })
		expect(history.selected.changes.map((change: { key: string }) => change.key)).toEqual(['publishAt'])
		const first = history.revisions.at(-1)
		const restored = await post(
			historyRoute,
			`/admin/articles/${id}/history`,
			{ intent: 'restore', version: '5', revision: String(first.id) },
			{ id: String(id) },
		)
		expect(restored).toMatchObject({ status: 302, location: `/admin/articles/${id}?saved=restored` })
		expect(await load(editRoute, `/admin/articles/${id}`, { id: String(id) })).toMatchObject({
			version: 6,
			hasDraft: true,
			fields: { title: 'Burst pipes in January' },
		})
	})

	it('duplicates and deletes from the list', async () => {
		const copied = await post(listRoute, '/admin/articles', { intent: 'duplicate', id: String(id) })
		const copyId = Number(copied.location?.match(/^\/admin\/articles\/(\d+)\?saved=duplicated$/)?.[1])
		expect((await rowOf(copyId)).slug).toBe('burst-pipes-in-january-copy')
		expect(await post(listRoute, '/admin/articles', { intent: 'delete', id: String(copyId) })).toMatchObject({
			location: '/admin/articles?saved=deleted',
		})
		expect(await database.db.select().from(articles).where(eq(articles.id, copyId))).toEqual([])
		expect((await post(listRoute, '/admin/articles', { intent: 'delete', id: String(copyId) })).status).toBe(404)
	})

	it('answers 404 for an item that does not exist', async () => {
		for (const bad of ['999999', 'abc', '1.5', '-1']) {
			const thrown = await Promise.resolve(load(editRoute, `/admin/articles/${bad}`, { id: bad })).catch((error: unknown) => error)
			expect((thrown as { init?: ResponseInit }).init?.status).toBe(404)
		}
	})
})

describe('the categories editor', () => {
	const current = async () =>
		(await database.db.select({ list: settings.blogCategories }).from(settings).where(eq(settings.id, 1)))[0]?.list
	const form = async () => {
		const { categories } = await load(categoriesRoute, '/admin/articles/categories')
		return Object.fromEntries(
			categories.flatMap((category: { name: string }, index: number) => [
				[`original_${index}`, category.name],
				[`name_${index}`, category.name],
			]),
		) as Record<string, string>
	}

	it('adds, renames (moving the articles), reorders, and refuses to remove one in use', async () => {
		const added = await post(categoriesRoute, '/admin/articles/categories', { ...(await form()), intent: 'save', new_category: 'Roofing' })
		expect(added.location).toBe('/admin/articles/categories?saved=categories')
		expect((await current())?.at(-1)).toBe('Roofing')
		const moved = await post(categoriesRoute, '/admin/articles/categories', { ...(await form()), intent: 'up:6' })
		expect(moved.status).toBe(302)
		expect((await current())?.[5]).toBe('Roofing')
		const renamed = await post(categoriesRoute, '/admin/articles/categories', { ...(await form()), intent: 'save', name_1: 'Emergencies' })
		expect(renamed.status).toBe(302)
		expect((await database.db.select().from(articles).where(eq(articles.category, 'Emergency Services'))).length).toBe(0)
		expect((await database.db.select().from(articles).where(eq(articles.category, 'Emergencies'))).length).toBeGreaterThan(0)
		const inUse = await post(categoriesRoute, '/admin/articles/categories', { ...(await form()), intent: 'remove:1' })
		expect(inUse.status).toBe(409)
		expect(inUse.body.formError).toMatch(/used by/)
		const removed = await post(categoriesRoute, '/admin/articles/categories', { ...(await form()), intent: 'remove:5' })
		expect(removed.status).toBe(302)
		expect(await current()).not.toContain('Roofing')
		const duplicate = await post(categoriesRoute, '/admin/articles/categories', {
			...(await form()),
			intent: 'save',
			new_category: 'emergencies',
		})
		expect(duplicate.body.fieldErrors.new_category).toMatch(/same name/)
	})
})

describe('the Case studies pages', () => {
	it('create, save and publish a case study through the same kit', async () => {
		const fields = {
			title: 'Mews house in Kensington',
			slug: '',
			location: 'Kensington, W8',
			area: 'kensington-chelsea',
			category: 'Full Refurbishment',
			timeline: '12 weeks',
			budget: '£80,000',
			client: 'Private homeowner',
			completion_year: '2025',
			description: 'A full refurbishment.',
			challenges: 'Tight access\n\nParty walls',
			solutions: 'Crane lift',
			key_features: 'Underfloor heating',
			testimonial_quote: 'Great work.',
			testimonial_rating: '5',
			testimonial_author: 'Ann B.',
			picture_after_alt: 'The new kitchen',
			picture_before_alt: '',
			publish_at: '',
			seo_title: '',
			meta_description: '',
			social_image: '',
		}
		const created = await post(caseStudyNewRoute, '/admin/case-studies/new', { intent: 'create', ...fields })
		const id = Number(created.location?.match(/^\/admin\/case-studies\/(\d+)\?saved=created$/)?.[1])
		expect(id).toBeGreaterThan(6)
		const refused = await post(
			caseStudyEditRoute,
			`/admin/case-studies/${id}`,
			{ intent: 'save', version: '1', ...fields, before_after: 'on', completion_year: '1800' },
			{ id: String(id) },
		)
		expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['completion_year', 'picture_before_alt'])
		const published = await post(
			caseStudyEditRoute,
			`/admin/case-studies/${id}`,
			{ intent: 'publish', version: '1', ...fields },
			{ id: String(id) },
		)
		expect(published.location).toBe(`/admin/case-studies/${id}?saved=published`)
		const [row] = await database.db.select().from(caseStudies).where(eq(caseStudies.id, id))
		expect(row).toMatchObject({
			slug: 'mews-house-in-kensington',
			status: 'published',
			challenges: ['Tight access', 'Party walls'],
			testimonialRating: 5,
		})
	})
})
