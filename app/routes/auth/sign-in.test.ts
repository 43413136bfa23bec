import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createAccount } from '#app/.server/auth/accounts.ts'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { rateLimitBuckets } from '#app/.server/db/schema/index.ts'
import { createLogger } from '#app/.server/logger.ts'
import { cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostilePaths } from '#tests/hostile-paths.ts'
import { testContext } from '#tests/route-context.ts'

import * as signIn from './sign-in.tsx'

/**
 * The sign-in page's route: where a signed-in admin lands (`returnTo`, only a
 * page of the admin area by the one path rule), and what it says in its logs
 * about the device cookie it sets (nothing).
 */
const database = testDatabaseForThisFile()
const ADMIN = 'returning-admin@example.com'
const MEMBER = 'returning-member@example.com'
const password = 'sign-in route passphrase'
const base = 'https://www.example.test'

beforeAll(async () => {
	await createAccount(ADMIN, password)
	await createAccount(MEMBER, password, { admin: false })
})
beforeEach(async () => {
	await database.db.delete(rateLimitBuckets)
})

type Answer = { status: number; location: string | null; headers: Headers }

async function answer(call: () => Promise<unknown>): Promise<Answer> {
	let result: unknown
	try {
		result = await call()
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), headers: result.headers }
	const data = result as { init?: ResponseInit | null } | null
	return { status: data?.init?.status ?? 200, location: null, headers: new Headers(data?.init?.headers) }
}

/** The sign-in form posted to `/auth<search>`, as the form does (it posts to the page's own URL). */
function post(search: string, { email = ADMIN, secret = password, cookie = '', log = testContext().log } = {}) {
	const request = new Request(`${base}/auth${search}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
		body: new URLSearchParams({ email, password: secret }),
	})
	return answer(() => signIn.action({ request, params: {}, context: testContext({ log }) } as never))
}

function load(search: string, cookie: string) {
	const request = new Request(`${base}/auth${search}`, { headers: { cookie } })
	return answer(() => signIn.loader({ request, params: {}, context: testContext() } as never))
}

/** Where the guard sends an anonymous visitor of `path`. */
const guardRedirect = (path: string) => answer(() => requireAdmin(new Request(`${base}${path}`)))

describe('signing in from a page of the admin area', () => {
	it('the guard sends the visitor to /auth with the page asked for, its query included', async () => {
		expect(await guardRedirect('/admin/gallery')).toMatchObject({ status: 302, location: '/auth?returnTo=%2Fadmin%2Fgallery' })
		expect((await guardRedirect('/admin/local-seo?list=rankings&edit=1')).location).toBe(
			`/auth?returnTo=${encodeURIComponent('/admin/local-seo?list=rankings&edit=1')}`,
		)
		// The admin home is where sign-in lands anyway.
		expect((await guardRedirect('/admin')).location).toBe('/auth')
	})

	it('lands on the page asked for, query included', async () => {
		expect(await post('?returnTo=%2Fadmin%2Fgallery')).toMatchObject({ status: 302, location: '/admin/gallery' })
		expect((await post(`?returnTo=${encodeURIComponent('/admin/local-seo?list=rankings')}`)).location).toBe(
			'/admin/local-seo?list=rankings',
		)
		expect((await post('')).location).toBe('/admin')
	})

	it('lands on the admin home for anything that is not a page of the admin area by the one path rule', async () => {
		const refused = [
			...hostilePaths,
			...hostilePaths.map((path) => `/admin/..${path}`),
			'/admin/../\\evil.example',
			'/admin/..%2F..%2F%2Fevil.example',
			'https://evil.example/admin',
			'javascript:alert(1)',
			'/administrator',
			'/admin/../auth',
			'/',
			'admin/gallery',
			'',
		]
		// The sign-in itself, for the four tricks of the path rule …
		for (const returnTo of hostilePaths) expect((await post(`?${new URLSearchParams({ returnTo })}`)).location, returnTo).toBe('/admin')
		// … and the same landing rule, signed in already, for the rest (no password check each time).
		const signedIn = cookieHeader((await post('')).headers)
		for (const returnTo of refused)
			expect((await load(`?${new URLSearchParams({ returnTo })}`, signedIn)).location, returnTo).toBe('/admin')
	})

	it('sends an admin who is signed in already to the page asked for, and a non-admin home', async () => {
		const admin = await post('')
		const member = await post('', { email: MEMBER })
		expect(member.location).toBe('/')
		const adminCookie = cookieHeader(admin.headers)
		expect((await load('?returnTo=%2Fadmin%2Fgallery', adminCookie)).location).toBe('/admin/gallery')
		expect((await load('?returnTo=%2Fadmin%2Fgallery', cookieHeader(member.headers))).location).toBe('/')
		expect((await post('?returnTo=%2Fadmin%2Fgallery', { email: MEMBER })).location).toBe('/')
	})
})

describe('the device cookie at the sign-in route', () => {
	it('is set with the session, sent back it makes the browser known, and never reaches a log line', async () => {
		const lines: string[] = []
		const log = createLogger({ write: (line: string) => void lines.push(line) })
		log.level = 'debug'

		const first = await post('', { log })
		expect(first.status).toBe(302)
		const device = first.headers.getSetCookie().find((line) => line.includes('westway_device_'))!
		expect(device).toMatch(/HttpOnly/)
		const cookie = cookieHeader(first.headers)
		const value = device.split(';')[0]!.split('=').slice(1).join('=')

		// A wrong password and a right one from the known browser, both logged as usual.
		expect((await post('', { cookie, secret: 'not the passphrase', log })).status).toBe(401)
		const again = await post('', { cookie, log })
		expect(again.status).toBe(302)
		expect(lines.join('\n')).toContain('"knownDevice":true')
		expect(lines.join('\n')).toContain('"knownDevice":false')
		for (const line of lines) {
			expect(line).not.toContain(value)
			expect(line).not.toContain(decodeURIComponent(value))
			expect(line).not.toContain('westway_device_')
		}
	})
})
