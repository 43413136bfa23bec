import { beforeAll, describe, expect, it } from 'vitest'

import { createLogger } from '#app/.server/logger.ts'
import { cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { settle, testContext } from '#tests/route-context.ts'
import { stepClockForEachTest, totpAt, twoFactorAccount } from '#tests/two-factor.ts'

import * as admin from '../admin/index.tsx'
import * as signIn from './sign-in.tsx'
import * as twoFactor from './two-factor.tsx'

/**
 * Signing in to an account with two-factor on, through the routes as a
 * browser without JavaScript does it: the password step sends the browser to
 * /auth/two-factor (the page it came from kept), which takes the app's code
 * or a recovery code and lands where the password step would have; no admin
 * page is reached before the code; wrong codes are refused, then throttled.
 */
testDatabaseForThisFile()
const EMAIL = 'coded-admin@example.com'
const password = 'two-factor route passphrase'
const base = 'https://www.example.test'
let key = ''
let codes: string[] = []

beforeAll(async () => {
	const account = await twoFactorAccount(EMAIL, password)
	key = account.key
	codes = account.recoveryCodes
})
stepClockForEachTest()

const form = (path: string, fields: Record<string, string>, cookie = '') =>
	new Request(`${base}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
		body: new URLSearchParams(fields),
	})

const args = (request: Request, log = testContext().log) => ({ request, params: {}, context: testContext({ log }) }) as never

/** The password step from `/auth<search>`: where it sends the browser, and the cookie it then has. */
async function passwordStep(search = '') {
	const result = await settle(() => signIn.action(args(form(`/auth${search}`, { email: EMAIL, password }))))
	return { ...result, cookie: cookieHeader(result.headers) }
}

const codeStep = (path: string, cookie: string, fields: Record<string, string>, log?: ReturnType<typeof createLogger>) =>
	settle(() => twoFactor.action(args(form(path, fields, cookie), log)))

const load = (path: string, cookie: string) => settle(() => twoFactor.loader(args(new Request(`${base}${path}`, { headers: { cookie } }))))

describe('the code step of signing in', () => {
	it('follows the password, keeps the page asked for, and lands there with the app’s code', async () => {
		const lines: string[] = []
		const log = createLogger({ write: (line: string) => void lines.push(line) })
		log.level = 'debug'
		const step = await passwordStep('?returnTo=%2Fadmin%2Fgallery')
		expect(step).toMatchObject({ status: 302, location: '/auth/two-factor?returnTo=%2Fadmin%2Fgallery' })
		expect(step.cookie).not.toMatch(/session_token=[^;]/)

		// Not signed in yet: the admin area sends the browser to sign in.
		expect((await settle(() => admin.loader(args(new Request(`${base}/admin`, { headers: { cookie: step.cookie } }))))).status).toBe(302)

		expect(await load('/auth/two-factor?returnTo=%2Fadmin%2Fgallery', step.cookie)).toMatchObject({
			status: 200,
			body: {
				recovery: false,
				otherMethod: '/auth/two-factor?returnTo=%2Fadmin%2Fgallery&recovery=',
				back: '/auth?returnTo=%2Fadmin%2Fgallery',
			},
		})
		const code = totpAt(key)
		const done = await codeStep('/auth/two-factor?returnTo=%2Fadmin%2Fgallery', step.cookie, { method: 'totp', code }, log)
		expect(done).toMatchObject({ status: 302, location: '/admin/gallery' })
		const session = cookieHeader(done.headers)
		expect(session).toMatch(/session_token=[^;]/)
		expect((await settle(() => admin.loader(args(new Request(`${base}/admin`, { headers: { cookie: session } }))))).status).toBe(200)
		// Signed in now: the code page sends the browser on.
		expect((await load('/auth/two-factor', session)).location).toBe('/admin')
		for (const line of lines) {
			expect(line).not.toContain(code)
			expect(line).not.toContain(key.replace(/ /g, ''))
			expect(line).not.toContain('westway_two_factor')
		}
		expect(lines.join('\n')).toContain('"method":"totp"')
	})

	it('takes a recovery code, once', async () => {
		const step = await passwordStep()
		expect((await load('/auth/two-factor?recovery', step.cookie)).body).toMatchObject({ recovery: true, otherMethod: '/auth/two-factor' })
		expect(await codeStep('/auth/two-factor?recovery', step.cookie, { method: 'recovery', code: codes[0]! })).toMatchObject({
			status: 302,
			location: '/admin',
		})
		const again = await passwordStep()
		const refused = await codeStep('/auth/two-factor?recovery', again.cookie, { method: 'recovery', code: codes[0]! })
		expect(refused).toMatchObject({
			status: 401,
			body: { fieldErrors: { code: 'That recovery code is not right, or it has been used already.' } },
		})
	})

	it('refuses a wrong or missing code, and after five starts again from the password', async () => {
		const step = await passwordStep()
		expect(await codeStep('/auth/two-factor', step.cookie, { method: 'totp', code: '' })).toMatchObject({
			status: 400,
			body: { fieldErrors: { code: 'Enter the 6-digit code from your authenticator app.' } },
		})
		for (let i = 0; i < 5; i++) {
			expect((await codeStep('/auth/two-factor', step.cookie, { method: 'totp', code: `12345${i}` })).status, `guess ${i + 1}`).toBe(401)
		}
		const over = await codeStep('/auth/two-factor', step.cookie, { method: 'totp', code: totpAt(key) })
		expect(over).toMatchObject({ status: 302, location: '/auth?again=expired' })
		expect(over.headers.getSetCookie().join('\n')).toMatch(/westway_two_factor=;.*Max-Age=0/)
		// The sign-in page says why.
		const page = await settle(() => signIn.loader(args(new Request(`${base}/auth?again=expired`))))
		expect(page.body).toMatchObject({ again: expect.stringMatching(/timed out or had too many wrong codes/) })
	})

	it('answers 429 with Retry-After once the account has had too many wrong codes', async () => {
		for (let round = 0; round < 2; round++) {
			const step = await passwordStep()
			for (let i = 0; i < 5; i++) await codeStep('/auth/two-factor', step.cookie, { method: 'totp', code: `00000${i}` })
		}
		const step = await passwordStep()
		const refused = await codeStep('/auth/two-factor', step.cookie, { method: 'totp', code: totpAt(key) })
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(refused.body).toMatchObject({ formError: expect.stringMatching(/^Too many wrong codes\. Please wait \d+ minutes?/) })
	})

	it('sends a browser with no waiting sign-in to the password step', async () => {
		expect(await load('/auth/two-factor?returnTo=%2Fadmin%2Freviews', '')).toMatchObject({
			status: 302,
			location: '/auth?returnTo=%2Fadmin%2Freviews',
		})
		expect(await codeStep('/auth/two-factor', 'westway_two_factor=forged', { method: 'totp', code: '123456' })).toMatchObject({
			status: 302,
			location: '/auth?again=expired',
		})
	})
})
