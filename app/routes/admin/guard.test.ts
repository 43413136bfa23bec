import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enquiries, enquiryPhotos, rateLimitBuckets, reviews, services, sessions } from '#app/.server/db/schema/index.ts'
import { setEnvForTesting } from '#app/.server/env.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { installPrivateStorage } from '#app/.server/storage/private.ts'
import routes from '#app/routes.ts'
import { accountCookie } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

/**
 * The server-side guard, route by route: every route whose module is under
 * routes/admin/ in the route table (so a new admin route is covered without
 * touching this test) has a loader, and its loader and action refuse an
 * anonymous caller and a signed-in non-admin without changing a row, while an
 * admin gets through.
 */
type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] }
type AdminRoute = { id: string; file: string; url: string; params: Record<string, string> }
type RouteModule = {
	loader?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>
	action?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>
	shouldRevalidate?: () => boolean
}

function flatten(entries: readonly RouteEntry[], parent = ''): Array<{ id: string; file: string; pattern: string }> {
	return entries.flatMap((entry) => {
		const pattern = entry.path ? `${parent}/${entry.path}` : parent
		return [
			{ id: entry.id ?? entry.file.replace(/\.tsx?$/, ''), file: entry.file, pattern: pattern || '/' },
			...flatten(entry.children ?? [], pattern),
		]
	})
}

const database = testDatabaseForThisFile()
let enquiryId: string
let photoId: string
let privateRoot: string
let backupsRoot: string
const BACKUP_NAME = 'backup-20261201-030000-command.tar'
let adminRoutes: AdminRoute[]
const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' }

const password = 'guard test passphrase'

beforeAll(async () => {
	cookies.admin = await accountCookie('admin@example.com', password, '192.0.2.50')
	cookies.member = await accountCookie('member@example.com', password, '192.0.2.50', { admin: false })
	await database.db.delete(rateLimitBuckets)

	// Rows an unguarded action would change.
	await database.db.insert(reviews).values({ reviewerName: 'Existing', body: 'Kept as it is.', rating: 4 })
	await database.db.insert(services).values({ name: 'Existing Service', slug: 'existing-service' })
	const [enquiry] = await database.db
		.insert(enquiries)
		.values({
			name: 'Ann',
			email: 'ann@example.com',
			phone: '07700 900123',
			postcode: 'W9 1AA',
			service: 'Plumbing',
			consentAt: new Date(),
		})
		.returning({ id: enquiries.id })
	enquiryId = enquiry!.id
	// A photo of that enquiry, so the photo route has one to show an admin.
	privateRoot = mkdtempSync(path.join(tmpdir(), 'guard-private-'))
	const storage = createLocalStorage(privateRoot)
	installPrivateStorage(storage)
	await storage.put('enquiries/guard-photo.jpg', Buffer.from('jpeg'), 'image/jpeg')
	const [photo] = await database.db
		.insert(enquiryPhotos)
		.values({
			enquiryId,
			storageKey: 'enquiries/guard-photo.jpg',
			originalName: 'leak.jpg',
			contentType: 'image/jpeg',
			bytes: 4,
			width: 1,
			height: 1,
			position: 0,
		})
		.returning({ id: enquiryPhotos.id })
	photoId = photo!.id
	// A kept backup, so the download route has one to give an admin (decision 0054).
	backupsRoot = mkdtempSync(path.join(tmpdir(), 'guard-backups-'))
	setEnvForTesting({ BACKUP_DIR: backupsRoot })
	writeFileSync(path.join(backupsRoot, BACKUP_NAME), 'an archive')

	adminRoutes = flatten(routes as RouteEntry[])
		.filter((route) => route.file.startsWith('routes/admin/'))
		.map((route) => {
			// An article's or case study's :id is a number (the starting rows have ids 1–6); elsewhere it is the enquiry's.
			const id = /\/(articles|case-studies)\//.test(route.pattern) ? '1' : enquiryId
			const params: Record<string, string> = route.pattern.includes(':photoId') ? { id, photoId } : { id }
			if (route.pattern.includes(':name')) params.name = BACKUP_NAME
			const url = route.pattern.replace(':id', id).replace(':photoId', photoId).replace(':name', BACKUP_NAME)
			return { id: route.id, file: route.file, url, params }
		})
})

afterAll(() => {
	installPrivateStorage(null)
	rmSync(privateRoot, { recursive: true, force: true })
	setEnvForTesting({})
	rmSync(backupsRoot, { recursive: true, force: true })
})

/** A fingerprint of every table an admin can change: row counts and a hash of all values. */
async function fingerprint() {
	const tables = ['reviews', 'services', 'enquiries', 'settings', 'email_outbox', 'projects', 'user_roles', 'users']
	const result: Record<string, unknown> = {}
	for (const table of tables) {
		const rows = await database.db.execute<{ n: number; hash: string }>(
			sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${table}" t`),
		)
		const [row] = Array.isArray(rows) ? rows : (rows as unknown as { rows: Array<{ n: number; hash: string }> }).rows
		result[table] = row
	}
	return result
}

/** A form that would create or change something on every admin action if the guard were missing. */
function hostileForm(intent = 'create') {
	return new URLSearchParams({
		intent,
		reviewer_name: 'Intruder',
		body: 'Should never be saved.',
		rating: '1',
		is_published: 'on',
		created_at: '2025-01-01T10:00',
		updated_at: '2025-01-01T10:00',
		name: 'Intruder Service',
		slug: 'intruder-service',
		base_price_from: '1',
		is_active: 'on',
		stage: 'spam',
	})
}

const baseUrl = 'https://www.example.test'
const loadRequest = (url: string, cookie?: string) => new Request(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {} })
/** The intent a route's form sends where it is not "create" (the enquiry page's stage form). */
const formIntents: Record<string, string> = { '/admin/enquiries/:id': 'stage' }
const postRequest = (url: string, cookie?: string) =>
	new Request(`${baseUrl}${url}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
		body: hostileForm(formIntents[url.replace(enquiryId, ':id')]),
	})

async function load(route: AdminRoute) {
	return (await import(path.resolve('app', route.file))) as RouteModule
}

/** What a loader or action threw (or undefined when it returned). */
async function thrownBy(call: () => Promise<unknown>): Promise<unknown> {
	try {
		await call()
		return undefined
	} catch (error) {
		return error
	}
}

/**
 * The status of an action's answer, returned or thrown: a Response (a redirect,
 * or a resource route's own answer such as the Gallery's JSON upload endpoint)
 * or the form protocol's `data(failure, init)`.
 */
async function actionStatus(call: () => Promise<unknown>): Promise<number | undefined> {
	let answer: unknown
	try {
		answer = await call()
	} catch (thrown) {
		answer = thrown
	}
	if (answer instanceof Response) return answer.status
	return (answer as { init?: ResponseInit | null } | undefined)?.init?.status ?? undefined
}

function expectRedirectToSignIn(thrown: unknown, url: string) {
	expect(thrown).toBeInstanceOf(Response)
	const response = thrown as Response
	expect(response.status).toBe(302)
	// With the page asked for, to land on after signing in (the admin home is where sign-in lands anyway).
	expect(response.headers.get('Location')).toBe(url === '/admin' ? '/auth' : `/auth?${new URLSearchParams({ returnTo: url })}`)
	// replace(): the refused page does not stay in the browser history.
	expect(response.headers.get('X-Remix-Replace')).toBe('true')
}

describe('admin guard', () => {
	it('finds every admin route in the route table, each with a loader', async () => {
		const ids = adminRoutes.map((route) => route.id)
		expect(ids).toEqual(
			expect.arrayContaining([
				'routes/admin/layout',
				'routes/admin/index',
				'routes/admin/reviews',
				'routes/admin/services',
				'routes/admin/enquiries',
				'routes/admin/enquiry',
				'routes/admin/enquiries-export',
				'routes/admin/whatsapp',
				'routes/admin/emergency',
				'routes/admin/history',
				'routes/admin/local-seo',
				'routes/admin/branding',
				'routes/admin/business',
				'routes/admin/gallery',
				'routes/admin/gallery-upload',
			]),
		)
		for (const route of adminRoutes) {
			expect(typeof (await load(route)).loader, `${route.id} has no loader`).toBe('function')
		}
	})

	for (const who of ['anonymous', 'member'] as const) {
		it(`refuses ${who === 'anonymous' ? 'an anonymous visitor' : 'a signed-in non-admin'} on every loader and action, changing nothing`, async () => {
			const before = await fingerprint()
			const cookie = who === 'member' ? cookies.member : undefined
			let actions = 0
			for (const route of adminRoutes) {
				const module = await load(route)
				const context = testContext()
				expectRedirectToSignIn(
					await thrownBy(() => module.loader!({ request: loadRequest(route.url, cookie), params: route.params, context })),
					route.url,
				)
				if (module.action) {
					actions++
					const status = await actionStatus(() =>
						module.action!({ request: postRequest(route.url, cookie), params: route.params, context }),
					)
					expect(status, `${route.id} action`).toBe(who === 'anonymous' ? 401 : 403)
				}
			}
			expect(actions).toBeGreaterThanOrEqual(5)
			expect(await fingerprint()).toEqual(before)
		})
	}

	it('lets an admin through (and the same forms do change rows then)', async () => {
		const before = await fingerprint()
		for (const route of adminRoutes) {
			const module = await load(route)
			const context = testContext()
			const loaded = await thrownBy(() => module.loader!({ request: loadRequest(route.url, cookies.admin), params: route.params, context }))
			expect(loaded, `${route.id} refused the admin`).toBeUndefined()
			if (module.action) {
				// Through the guard: saved (a redirect), or refused for the form's own reasons (this one
				// form does not fit every tab, e.g. the Gallery makes rows only from uploads).
				const status = await actionStatus(() =>
					module.action!({ request: postRequest(route.url, cookies.admin), params: route.params, context }),
				)
				expect(
					status === 302 || (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403),
					`${route.id} action: ${status}`,
				).toBe(true)
			}
		}
		const after = await fingerprint()
		expect(after.reviews).not.toEqual(before.reviews)
		expect(after.services).not.toEqual(before.services)
		expect(after.enquiries).not.toEqual(before.enquiries)
	})

	it('forwards the session cookie it refreshed on every admin answer', async () => {
		// Pretends the admin's session was last extended two days ago: the next read extends it and re-sends the cookie.
		const ageSession = () => database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) })
		const refreshedCookie = (answer: unknown) => {
			const headers =
				answer instanceof Response ? answer.headers : new Headers((answer as { init?: ResponseInit } | undefined)?.init?.headers)
			return headers.getSetCookie().some((cookie) => /session_token=.*Max-Age=604800/.test(cookie))
		}
		const layoutRoute = adminRoutes.find((route) => route.id === 'routes/admin/layout')!
		const layout = await load(layoutRoute)
		// The layout's loader runs with every navigation and revalidation in the admin area...
		expect(layout.shouldRevalidate?.()).toBe(true)

		for (const route of adminRoutes.filter((route) => route !== layoutRoute)) {
			const module = await load(route)
			const context = testContext()
			// ...with the same request as the page's loader: page data gets the cookie from it; a
			// redirect or a file replaces the whole answer, so it must carry the cookie itself.
			await ageSession()
			const request = loadRequest(route.url, cookies.admin)
			const [fromLayout, fromPage] = await Promise.all([
				layout.loader!({ request, params: route.params, context }),
				module.loader!({ request, params: route.params, context }).catch((thrown: unknown) => thrown),
			])
			const answer = fromPage instanceof Response ? fromPage : fromLayout
			expect(refreshedCookie(answer), `${route.id} loader`).toBe(true)

			if (!module.action) continue
			// An action's answer (a redirect after a save, or the failure) is sent without any loader's headers.
			for (const [outcome, body] of [
				['saved', hostileForm()],
				['refused', new URLSearchParams({ intent: 'update', id: 'not-a-uuid' })],
			] as const) {
				await ageSession()
				const request = new Request(`${baseUrl}${route.url}`, {
					method: 'POST',
					headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.admin },
					body,
				})
				const result = await module.action({ request, params: route.params, context })
				expect(refreshedCookie(result), `${route.id} action, ${outcome}`).toBe(true)
			}
		}
	})

	it('refuses an admin whose role was revoked, at once', async () => {
		await database.db.execute(sql`delete from user_roles`)
		const reviewsRoute = adminRoutes.find((route) => route.id === 'routes/admin/reviews')!
		const module = await load(reviewsRoute)
		expectRedirectToSignIn(
			await thrownBy(() =>
				module.loader!({ request: loadRequest(reviewsRoute.url, cookies.admin), params: { id: enquiryId }, context: testContext() }),
			),
			reviewsRoute.url,
		)
		expect(
			await actionStatus(() =>
				module.action!({ request: postRequest(reviewsRoute.url, cookies.admin), params: { id: enquiryId }, context: testContext() }),
			),
		).toBe(403)
	})
})
