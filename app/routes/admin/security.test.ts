import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { completeSecondFactor } from '#app/.server/auth/second-factor.ts'
import { getRequestSession } from '#app/.server/auth/session.ts'
import { signInWithPassword } from '#app/.server/auth/sign-in.ts'
import { enquiries, sessions, users } from '#app/.server/db/schema/index.ts'
import { accountCookie, cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { formPost, settle, testContext } from '#tests/route-context.ts'
import { stepClockForEachTest, totpAt } from '#tests/two-factor.ts'

import * as dataRights from './data-rights.tsx'
import * as confirm from './security-confirm.tsx'
import * as twoFactor from './security-two-factor.tsx'
import * as security from './security.tsx'

/**
 * The Security pages through their loaders and actions: the sessions list and
 * signing sessions out; setting up two-factor behind re-authentication (the
 * code made from the key the page shows), then signing in with it; turning it
 * off, and erasing a person's data, only after the password and code again.
 */
const database = testDatabaseForThisFile()
const password = 'security page passphrase'
const phoneUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const { later } = stepClockForEachTest()

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } })
const call = (handler: (args: never) => unknown, request: Request) =>
	settle(async () => handler({ request, params: {}, context: testContext() } as never))

/** Makes the session's sign-in (and any re-authentication) an hour old, past the re-authentication window. */
async function ageSession(cookie: string) {
	const current = await getRequestSession(get('/admin', cookie))
	await database.db
		.update(sessions)
		.set({ createdAt: new Date(Date.now() - 60 * 60 * 1000), reauthenticatedAt: null })
		.where(eq(sessions.id, current!.session.id))
}

describe('the sessions list', () => {
	it('lists the account’s sessions by device, this one marked and no token in sight, and signs out one or the others', async () => {
		const laptop = await accountCookie('sessions@example.com', password, '192.0.2.20')
		const phoneSignIn = await signInWithPassword({ email: 'sessions@example.com', password, clientIp: '192.0.2.21', userAgent: phoneUa })
		const third = await signInWithPassword({ email: 'sessions@example.com', password, clientIp: '192.0.2.22', userAgent: phoneUa })
		if (!phoneSignIn.ok || !third.ok) throw new Error('not signed in')
		const phone = cookieHeader(phoneSignIn.headers)

		const page = await call(security.loader, get('/admin/security', phone))
		expect(page.status).toBe(200)
		expect(page.body.twoFactor).toEqual({ enabled: false })
		expect(page.body.sessions).toHaveLength(3)
		expect(page.body.sessions.find((session: { current: boolean }) => session.current)).toMatchObject({
			device: 'Chrome on Android',
			lastSeen: expect.any(String),
		})
		expect(page.body.sessions.filter((session: { device: string }) => session.device === 'Unknown browser')).toHaveLength(1)
		const stored = await database.db.select({ token: sessions.token }).from(sessions)
		for (const { token } of stored) expect(JSON.stringify(page.body)).not.toContain(token)

		// One: the laptop's.
		const laptopId = (await getRequestSession(get('/admin', laptop)))!.session.id
		expect(
			await call(security.action, formPost('/admin/security', { intent: 'sign-out-session', sessionId: laptopId }, phone)),
		).toMatchObject({
			status: 302,
			location: '/admin/security?saved=signed-out-one',
		})
		expect(await getRequestSession(get('/admin', laptop))).toBeNull()
		// Not the current one, nor one that is gone.
		const phoneId = (await getRequestSession(get('/admin', phone)))!.session.id
		expect(
			(await call(security.action, formPost('/admin/security', { intent: 'sign-out-session', sessionId: phoneId }, phone))).status,
		).toBe(404)
		expect(
			(await call(security.action, formPost('/admin/security', { intent: 'sign-out-session', sessionId: laptopId }, phone))).status,
		).toBe(404)

		expect(await call(security.action, formPost('/admin/security', { intent: 'sign-out-others' }, phone))).toMatchObject({
			status: 302,
			location: '/admin/security?saved=signed-out-others',
		})
		expect(await getRequestSession(get('/admin', cookieHeader(third.headers)))).toBeNull()
		expect((await call(security.loader, get('/admin/security', phone))).body.sessions).toHaveLength(1)
	})

	it('is the admin’s only: anonymous visitors are sent to sign in, other accounts refused', async () => {
		const member = await accountCookie('not-admin@example.com', password, '192.0.2.23', { admin: false })
		for (const handler of [security.loader, twoFactor.loader, confirm.loader]) {
			expect((await call(handler, get('/admin/security', ''))).status).toBe(302)
			expect((await call(handler, get('/admin/security', member))).location).toMatch(/^\/auth/)
		}
		for (const handler of [security.action, twoFactor.action, confirm.action]) {
			expect((await call(handler, formPost('/admin/security', { intent: 'sign-out-others' }))).status).toBe(401)
			expect((await call(handler, formPost('/admin/security', { intent: 'sign-out-others' }, member))).status).toBe(403)
		}
	})
})

describe('setting up two-factor from the Security pages', () => {
	const EMAIL = 'enrol@example.com'
	let cookie = ''
	let key = ''
	let recovery: string[] = []
	let usedCode = ''

	it('asks for the password again first, then shows the QR code and key, and turns on with the app’s code', async () => {
		cookie = await accountCookie(EMAIL, password, '192.0.2.30')
		const other = await signInWithPassword({ email: EMAIL, password, clientIp: '192.0.2.31' })
		if (!other.ok) throw new Error('not signed in')
		await ageSession(cookie)

		// The re-authentication prompt, coming back to the page.
		const prompt = await call(twoFactor.loader, get('/admin/security/two-factor', cookie))
		expect(prompt).toMatchObject({ status: 302, location: '/admin/security/confirm?returnTo=%2Fadmin%2Fsecurity%2Ftwo-factor' })
		expect(
			(await call(twoFactor.action, formPost('/admin/security/two-factor', { intent: 'enable', code: '123456' }, cookie))).location,
		).toBe('/admin/security/confirm?returnTo=%2Fadmin%2Fsecurity%2Ftwo-factor')
		const confirmPage = await call(confirm.loader, get(prompt.location!, cookie))
		expect(confirmPage.body).toMatchObject({ twoFactor: false, cancel: '/admin/security' })
		expect(await call(confirm.action, formPost(prompt.location!, { password: 'not my password' }, cookie))).toMatchObject({
			status: 401,
			body: { fieldErrors: { password: 'That is not your password.' } },
		})
		expect((await call(confirm.action, formPost(prompt.location!, { password: '' }, cookie))).status).toBe(400)
		expect(await call(confirm.action, formPost(prompt.location!, { password }, cookie))).toMatchObject({
			status: 302,
			location: '/admin/security/two-factor',
		})

		// A visit shows the Set up button; only pressing it makes a secret.
		expect((await call(twoFactor.loader, get('/admin/security/two-factor', cookie))).body).toMatchObject({
			enabled: false,
			enrolment: null,
		})
		expect(await call(twoFactor.action, formPost('/admin/security/two-factor', { intent: 'start' }, cookie))).toMatchObject({
			status: 302,
			location: '/admin/security/two-factor#set-up-title',
		})
		const page = await call(twoFactor.loader, get('/admin/security/two-factor', cookie))
		expect(page.status).toBe(200)
		expect(page.body).toMatchObject({ enabled: false, enrolment: { key: expect.stringMatching(/^[A-Z2-7 ]+$/) } })
		key = page.body.enrolment.key
		expect(page.body.enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)

		expect(
			await call(twoFactor.action, formPost('/admin/security/two-factor', { intent: 'enable', code: '000000' }, cookie)),
		).toMatchObject({
			status: 401,
			body: { fieldErrors: { code: expect.stringMatching(/^That code is not right/) } },
		})
		const on = await call(twoFactor.action, formPost('/admin/security/two-factor', { intent: 'enable', code: totpAt(key) }, cookie))
		expect(on.status).toBe(200)
		expect(on.body.turnedOn).toBe(true)
		recovery = on.body.recoveryCodes
		expect(recovery).toHaveLength(10)
		// The other session signed in with the password alone: it is ended; this one goes on.
		expect(await getRequestSession(get('/admin', cookieHeader(other.headers)))).toBeNull()
		expect((await call(security.loader, get('/admin/security', cookie))).body.twoFactor).toMatchObject({
			enabled: true,
			recoveryCodesLeft: 10,
		})
		expect((await call(twoFactor.loader, get('/admin/security/two-factor', cookie))).body).toMatchObject({ enabled: true, enrolment: null })
	})

	it('then signs in with the password and a code, not the password alone', async () => {
		later()
		const step = await signInWithPassword({ email: EMAIL, password, clientIp: '192.0.2.32' })
		expect(step).toMatchObject({ ok: false, reason: 'second-factor' })
		if (step.ok || step.reason !== 'second-factor') return
		usedCode = totpAt(key)
		const done = await completeSecondFactor({ cookie: cookieHeader(step.headers), method: 'totp', code: usedCode, clientIp: '192.0.2.32' })
		expect(done.ok).toBe(true)
	})

	it('makes new recovery codes and turns off only after the password and the code again', async () => {
		await ageSession(cookie)
		const off = formPost('/admin/security/two-factor?off', { intent: 'disable' }, cookie)
		const prompt = await call(twoFactor.action, off)
		expect(prompt.location).toBe(`/admin/security/confirm?returnTo=${encodeURIComponent('/admin/security/two-factor?off')}`)
		expect((await call(confirm.loader, get(prompt.location!, cookie))).body).toMatchObject({ twoFactor: true })
		// The password alone is not enough now; nor a used code.
		expect(await call(confirm.action, formPost(prompt.location!, { password }, cookie))).toMatchObject({
			status: 401,
			body: { fieldErrors: { code: 'Enter the 6-digit code from your authenticator app.' } },
		})
		expect((await call(confirm.action, formPost(prompt.location!, { password, method: 'totp', code: usedCode }, cookie))).status).toBe(401)
		// A recovery code does it.
		expect(
			await call(confirm.action, formPost(prompt.location!, { password, method: 'recovery', code: recovery[0]! }, cookie)),
		).toMatchObject({
			status: 302,
			location: '/admin/security/two-factor?off',
		})

		const renewed = await call(twoFactor.action, formPost('/admin/security/two-factor', { intent: 'recovery-codes' }, cookie))
		expect(renewed.body.recoveryCodes).toHaveLength(10)
		expect(renewed.body.recoveryCodes).not.toContain(recovery[1])
		expect(await call(twoFactor.action, formPost('/admin/security/two-factor?off', { intent: 'disable' }, cookie))).toMatchObject({
			status: 302,
			location: '/admin/security?saved=two-factor-off',
		})
		expect((await signInWithPassword({ email: EMAIL, password, clientIp: '192.0.2.33' })).ok).toBe(true)
	})
})

describe('erasing a person’s data', () => {
	it('asks for the password again when the step opens and when it is sent, and erases nothing before', async () => {
		const cookie = await accountCookie('eraser@example.com', password, '192.0.2.40')
		await database.db.insert(enquiries).values({
			name: 'Erin Erase',
			email: 'erin@example.org',
			phone: '07700 900999',
			postcode: 'W2 1AA',
			service: 'Roofing',
			consentAt: new Date(),
		})
		const page = '/admin/data-rights?email=erin%40example.org&erase'
		expect((await call(dataRights.loader, get(page, cookie))).status).toBe(200)
		await ageSession(cookie)
		const returnTo = `/admin/security/confirm?returnTo=${encodeURIComponent(page)}`
		expect(await call(dataRights.loader, get(page, cookie))).toMatchObject({ status: 302, location: returnTo })
		// Looking up stays open.
		expect((await call(dataRights.loader, get('/admin/data-rights?email=erin%40example.org', cookie))).status).toBe(200)
		const erase = () => formPost(page, { intent: 'erase', email: 'erin@example.org', confirm: 'erin@example.org' }, cookie)
		expect(await call(dataRights.action, erase())).toMatchObject({ status: 302, location: returnTo })
		expect(await database.db.select().from(enquiries).where(eq(enquiries.email, 'erin@example.org'))).toHaveLength(1)

		expect((await call(confirm.action, formPost(returnTo, { password }, cookie))).location).toBe(page)
		const erased = await call(dataRights.action, erase())
		expect(erased.location).toMatch(/^\/admin\/data-rights\?saved=erased:1,/)
		expect(await database.db.select().from(enquiries).where(eq(enquiries.email, 'erin@example.org'))).toEqual([])
		expect((await database.db.select().from(users).where(eq(users.email, 'eraser@example.com'))).length).toBe(1)
	})
})
