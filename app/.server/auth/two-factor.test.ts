import { and, eq, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { nextStep, startedEnrolment, totpAt, twoFactorAccount } from '#tests/two-factor.ts'

import { rateLimitBuckets, recoveryCodes, sessions, twoFactorSecrets, users, verifications } from '../db/schema/index.ts'
import { openSecret, sealSecret } from '../secrets.ts'
import { createAccount, resetTwoFactor } from './accounts.ts'
import { requireAdmin } from './guard.ts'
import { REAUTH_MINUTES, reauthenticate, recentlyAuthenticated, requireRecentAuth } from './reauth.ts'
import { completeSecondFactor, secondFactorLimits, waitingSignIn } from './second-factor.ts'
import { getRequestSession } from './session.ts'
import { describeDevice, listSessions, signOutOtherSessions, signOutSession } from './sessions.ts'
import { signInWithPassword } from './sign-in.ts'
import {
	cancelEnrolment,
	confirmEnrolment,
	pendingEnrolment,
	RECOVERY_CODE_COUNT,
	startEnrolment,
	twoFactorLimits,
	twoFactorStatus,
	verifySecondFactor,
} from './two-factor.ts'

/**
 * Two-factor sign-in (decision 0057) below the pages: setting it up, the
 * password alone giving no session, the code step with an app's code and
 * with a recovery code, replays and wrong codes refused and throttled,
 * re-authentication, and the sessions list. Codes are made from the secret as
 * an authenticator app makes them; the clock (Date only) is moved on a step
 * where a code must be new.
 */
const database = testDatabaseForThisFile()
const password = 'two-factor test passphrase'
const phoneUa =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const laptopUa = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

beforeEach(async () => {
	await database.db.delete(rateLimitBuckets)
	vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})
afterEach(() => {
	vi.useRealTimers()
})

/** Moves the clock to the start of the next 30-second step, so the app shows a code not used yet. */
const laterStep = () => vi.setSystemTime(nextStep())

const requestWith = (cookie: string, path = '/admin', init: RequestInit = {}) =>
	new Request(`https://www.example.test${path}`, { ...init, headers: { cookie, ...init.headers } })

/** Signs in with the password: the waiting sign-in's Cookie header (it must ask for the second factor). */
async function passwordStep(email: string, ip = '192.0.2.50', userAgent = phoneUa): Promise<string> {
	const result = await signInWithPassword({ email, password, clientIp: ip, userAgent })
	if (result.ok || result.reason !== 'second-factor') throw new Error(`Expected the second step, got ${JSON.stringify(result)}`)
	return cookieHeader(result.headers)
}

async function sessionCount(userId: string) {
	return (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length
}

describe('setting up two-factor', () => {
	it('keeps one sealed secret while setting up, and turns on with its first code, making the recovery codes', async () => {
		await createAccount('setup@example.com', password)
		const [user] = await database.db.select().from(users).where(eq(users.email, 'setup@example.com'))
		const first = await startedEnrolment({ id: user!.id, email: 'setup@example.com' })
		expect(first!.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/)
		expect(first!.uri).toMatch(/^otpauth:\/\/totp\/Westway%20Home%20Services:setup%40example\.com\?.*secret=[A-Z2-7]+/)
		expect(first!.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
		expect(Buffer.from(first!.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/)
		// A second click, and a reload, show the same key.
		expect((await startedEnrolment({ id: user!.id, email: 'setup@example.com' }))!.key).toBe(first!.key)
		const [stored] = await database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user!.id))
		expect(stored!.secret).not.toContain(first!.key.replace(/ /g, ''))
		expect(stored!.enabledAt).toBeNull()
		expect(await twoFactorStatus(user!.id)).toEqual({ enabled: false, settingUp: true })

		// Not on yet: the password alone still signs in.
		expect((await signInWithPassword({ email: 'setup@example.com', password, clientIp: '192.0.2.51' })).ok).toBe(true)

		expect(await confirmEnrolment(user!.id, '000000')).toEqual({ ok: false, reason: 'invalid' })
		expect(await confirmEnrolment(user!.id, 'not a code')).toEqual({ ok: false, reason: 'invalid' })
		const enabled = await confirmEnrolment(user!.id, totpAt(first!.key))
		if (!enabled.ok) throw new Error('not enabled')
		expect(enabled.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
		for (const code of enabled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
		expect(new Set(enabled.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)
		expect(await twoFactorStatus(user!.id)).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT })
		expect(await startEnrolment(user!.id)).toBe(false)
		expect(await pendingEnrolment({ id: user!.id, email: 'setup@example.com' })).toBeNull()

		// Stored as keyed hashes only.
		const hashes = (await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id))).map((row) => row.codeHash)
		const everything = JSON.stringify(hashes)
		for (const code of enabled.recoveryCodes) {
			expect(everything).not.toContain(code)
			expect(everything).not.toContain(code.replace('-', ''))
		}
		// Cancelling does nothing once it is on.
		await cancelEnrolment(user!.id)
		expect((await twoFactorStatus(user!.id)).enabled).toBe(true)
	})

	it('cancels a set-up, and a new one has a new key', async () => {
		await createAccount('cancel@example.com', password)
		const [user] = await database.db.select().from(users).where(eq(users.email, 'cancel@example.com'))
		const first = await startedEnrolment({ id: user!.id, email: 'cancel@example.com' })
		await cancelEnrolment(user!.id)
		expect(await pendingEnrolment({ id: user!.id, email: 'cancel@example.com' })).toBeNull()
		expect(await twoFactorStatus(user!.id)).toEqual({ enabled: false, settingUp: false })
		expect((await startedEnrolment({ id: user!.id, email: 'cancel@example.com' }))!.key).not.toBe(first!.key)
	})

	it('seals secrets so that an altered one, or one of another purpose, opens as nothing', () => {
		const sealed = sealSecret('JBSWY3DPEHPK3PXP', 'test:purpose')
		expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
		expect(sealSecret('JBSWY3DPEHPK3PXP', 'test:purpose')).not.toBe(sealed)
		expect(openSecret(sealed, 'test:purpose')).toBe('JBSWY3DPEHPK3PXP')
		expect(openSecret(sealed, 'test:other')).toBeNull()
		const parts = sealed.split('.')
		parts[2] = `${parts[2]!.slice(0, -2)}AA`
		expect(openSecret(parts.join('.'), 'test:purpose')).toBeNull()
		expect(openSecret('garbage', 'test:purpose')).toBeNull()
	})
})

describe('signing in with two-factor on', () => {
	it('makes no session from the password alone, and the waiting sign-in reaches no admin page or action', async () => {
		const { userId } = await twoFactorAccount('owner@example.com', password)
		const cookie = await passwordStep('owner@example.com')
		expect(cookie).toMatch(/westway_two_factor=/)
		expect(cookie).not.toMatch(/session_token=[^;]/)
		expect(await sessionCount(userId)).toBe(0)
		expect(await waitingSignIn(cookie)).toMatchObject({ user: { id: userId, email: 'owner@example.com' } })
		expect(await getRequestSession(requestWith(cookie))).toBeNull()
		await expect(requireAdmin(requestWith(cookie, '/admin/security'))).rejects.toMatchObject({ status: 302 })
		await expect(requireAdmin(requestWith(cookie, '/admin/security', { method: 'POST' }))).rejects.toMatchObject({ init: { status: 401 } })
	})

	it('signs in with the code of the next step, where the address and browser are recorded, once per waiting sign-in', async () => {
		const { userId, key } = await twoFactorAccount('code@example.com', password)
		const cookie = await passwordStep('code@example.com', '192.0.2.60', laptopUa)
		laterStep()
		const code = totpAt(key)
		const done = await completeSecondFactor({
			cookie,
			method: 'totp',
			code: `${code.slice(0, 3)} ${code.slice(3)}`,
			clientIp: '192.0.2.60',
			userAgent: laptopUa,
		})
		if (!done.ok) throw new Error(`not signed in: ${done.reason}`)
		expect(done).toMatchObject({ isAdmin: true, method: 'totp', user: { id: userId } })
		const session = await getRequestSession(requestWith(cookieHeader(done.headers)))
		expect(session).toMatchObject({ isAdmin: true, user: { email: 'code@example.com' } })
		const [stored] = await database.db.select().from(sessions).where(eq(sessions.id, session!.session.id))
		expect(stored).toMatchObject({ ipAddress: '192.0.2.60', userAgent: laptopUa })
		// The waiting sign-in is used up and its cookie withdrawn.
		expect(done.headers.getSetCookie().join('\n')).toMatch(/westway_two_factor=;.*Max-Age=0/)
		expect(await completeSecondFactor({ cookie, method: 'totp', code, clientIp: '192.0.2.60' })).toMatchObject({
			ok: false,
			reason: 'expired',
		})
	})

	it('refuses a code used once already, in its own step and the next', async () => {
		const { key } = await twoFactorAccount('replay@example.com', password)
		laterStep()
		const code = totpAt(key)
		const first = await completeSecondFactor({
			cookie: await passwordStep('replay@example.com'),
			method: 'totp',
			code,
			clientIp: '192.0.2.61',
		})
		expect(first.ok).toBe(true)
		const again = await passwordStep('replay@example.com')
		expect(await completeSecondFactor({ cookie: again, method: 'totp', code, clientIp: '192.0.2.61' })).toEqual({
			ok: false,
			reason: 'invalid',
		})
		vi.setSystemTime(Date.now() + 30_000)
		expect(await completeSecondFactor({ cookie: again, method: 'totp', code, clientIp: '192.0.2.61' })).toEqual({
			ok: false,
			reason: 'invalid',
		})
		// Two at once with the same new code: one gets in.
		laterStep()
		const fresh = totpAt(key)
		const [a, b] = [await passwordStep('replay@example.com'), await passwordStep('replay@example.com')]
		const both = await Promise.all(
			[a, b].map((cookie) => completeSecondFactor({ cookie, method: 'totp', code: fresh, clientIp: '192.0.2.61' })),
		)
		expect(both.filter((result) => result.ok)).toHaveLength(1)
	})

	it('signs in with a recovery code, each once, as typed in any case and spacing', async () => {
		const { userId, recoveryCodes: codes } = await twoFactorAccount('recovery@example.com', password)
		const typed = ` ${codes[0]!.toUpperCase().replace('-', ' - ')} `
		const done = await completeSecondFactor({
			cookie: await passwordStep('recovery@example.com'),
			method: 'recovery',
			code: typed,
			clientIp: '192.0.2.62',
		})
		expect(done).toMatchObject({ ok: true, method: 'recovery', recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })
		expect(
			await completeSecondFactor({
				cookie: await passwordStep('recovery@example.com'),
				method: 'recovery',
				code: codes[0]!,
				clientIp: '192.0.2.62',
			}),
		).toEqual({ ok: false, reason: 'invalid' })
		// A recovery code is not an app's code, nor the other way round.
		expect(await verifySecondFactor(userId, 'totp', codes[1]!)).toEqual({ ok: false, reason: 'invalid' })
		expect(await twoFactorStatus(userId)).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })
		const [used] = await database.db
			.select()
			.from(recoveryCodes)
			.where(and(eq(recoveryCodes.userId, userId)))
			.orderBy(recoveryCodes.usedAt)
		expect(used).toBeDefined()
	})

	it('ends a waiting sign-in after five wrong codes, and throttles an account after ten, the right code included', async () => {
		const { key } = await twoFactorAccount('guessed@example.com', password)
		laterStep()
		const cookie = await passwordStep('guessed@example.com')
		for (let i = 0; i < secondFactorLimits.signIn.limit; i++) {
			expect(
				await completeSecondFactor({ cookie, method: 'totp', code: String(100000 + i), clientIp: '192.0.2.63' }),
				`guess ${i + 1}`,
			).toEqual({
				ok: false,
				reason: 'invalid',
			})
		}
		expect(await completeSecondFactor({ cookie, method: 'totp', code: totpAt(key), clientIp: '192.0.2.63' })).toMatchObject({
			ok: false,
			reason: 'expired',
		})
		expect(await waitingSignIn(cookie)).toBeNull()

		// Five more through a second sign-in: the account's budget is spent, so the right code waits too.
		const second = await passwordStep('guessed@example.com')
		for (let i = 0; i < twoFactorLimits.account.limit - secondFactorLimits.signIn.limit; i++) {
			await completeSecondFactor({ cookie: second, method: 'recovery', code: `wrong-${i}abcd`, clientIp: '192.0.2.63' })
		}
		const third = await passwordStep('guessed@example.com')
		const refused = await completeSecondFactor({ cookie: third, method: 'totp', code: totpAt(key), clientIp: '192.0.2.63' })
		expect(refused).toMatchObject({ ok: false, reason: 'throttled', rule: 'two-factor:account' })
		if (refused.ok || refused.reason !== 'throttled') return
		expect(refused.retryAfterSeconds).toBeGreaterThan(0)
		// Nothing of the account or the code is in the throttle's keys.
		const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key).join(' ')
		expect(keys).toContain('two-factor:account:')
		expect(keys).not.toContain('guessed')
	})

	it('keeps waiting sign-ins as keyed hashes, for ten minutes', async () => {
		await twoFactorAccount('waiting@example.com', password)
		const cookie = await passwordStep('waiting@example.com')
		const token = decodeURIComponent(cookie.split('westway_two_factor=')[1]!.split(';')[0]!)
		const rows = await database.db.select().from(verifications).where(like(verifications.identifier, 'two-factor-sign-in:%'))
		expect(JSON.stringify(rows)).not.toContain(token.split('.')[0]!.slice(0, 20))
		vi.setSystemTime(Date.now() + 11 * 60 * 1000)
		expect(await waitingSignIn(cookie)).toBeNull()
		expect(await waitingSignIn(cookie.replace(/westway_two_factor=[^;]+/, 'westway_two_factor=forged'))).toBeNull()
	})

	it('is reset from the command line: secret and codes gone, sessions ended, the password alone signs in again', async () => {
		const { userId, key } = await twoFactorAccount('reset@example.com', password)
		laterStep()
		const done = await completeSecondFactor({
			cookie: await passwordStep('reset@example.com'),
			method: 'totp',
			code: totpAt(key),
			clientIp: '192.0.2.64',
		})
		expect(done.ok).toBe(true)
		expect(await resetTwoFactor('Reset@example.com')).toMatchObject({ email: 'reset@example.com', wasOn: true })
		expect(await sessionCount(userId)).toBe(0)
		expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).toEqual([])
		expect(await database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))).toEqual([])
		expect((await signInWithPassword({ email: 'reset@example.com', password, clientIp: '192.0.2.64' })).ok).toBe(true)
		expect(await resetTwoFactor('reset@example.com')).toMatchObject({ wasOn: false })
	})
})

describe('re-authentication', () => {
	it('holds for a fresh sign-in, lapses, and is given back by the password and code, recorded against the session', async () => {
		const { key } = await twoFactorAccount('sudo@example.com', password)
		laterStep()
		const done = await completeSecondFactor({
			cookie: await passwordStep('sudo@example.com'),
			method: 'totp',
			code: totpAt(key),
			clientIp: '192.0.2.70',
		})
		if (!done.ok) throw new Error('not signed in')
		const cookie = cookieHeader(done.headers)
		const fresh = () => requestWith(cookie, '/admin/data-rights?email=a%40example.com&erase')
		expect(await recentlyAuthenticated(fresh())).toBe(true)
		await expect(requireRecentAuth(fresh())).resolves.toBeUndefined()

		vi.setSystemTime(Date.now() + (REAUTH_MINUTES * 60 + 1) * 1000)
		expect(await recentlyAuthenticated(fresh())).toBe(false)
		const thrown = await requireRecentAuth(fresh()).catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).headers.get('Location')).toBe(
			`/admin/security/confirm?returnTo=${encodeURIComponent('/admin/data-rights?email=a%40example.com&erase')}`,
		)

		expect(await reauthenticate(fresh(), { password: 'not the password', method: 'totp', code: totpAt(key) })).toEqual({
			ok: false,
			reason: 'password',
		})
		laterStep()
		expect(await reauthenticate(fresh(), { password, method: 'totp', code: '000000' })).toEqual({ ok: false, reason: 'code' })
		expect(await reauthenticate(fresh(), { password, method: 'totp', code: '' })).toEqual({ ok: false, reason: 'code' })
		expect(await recentlyAuthenticated(fresh())).toBe(false)
		expect(await reauthenticate(fresh(), { password, method: 'totp', code: totpAt(key) })).toEqual({ ok: true })
		expect(await recentlyAuthenticated(fresh())).toBe(true)
		const session = await getRequestSession(fresh())
		const [row] = await database.db.select().from(sessions).where(eq(sessions.id, session!.session.id))
		expect(row!.reauthenticatedAt).not.toBeNull()
	})

	it('asks for the password only without two-factor, and throttles wrong passwords', async () => {
		await createAccount('plain@example.com', password)
		const signedIn = await signInWithPassword({ email: 'plain@example.com', password, clientIp: '192.0.2.71' })
		if (!signedIn.ok) throw new Error('not signed in')
		const request = () => requestWith(cookieHeader(signedIn.headers))
		vi.setSystemTime(Date.now() + (REAUTH_MINUTES + 1) * 60 * 1000)
		for (let i = 0; i < 5; i++)
			expect(await reauthenticate(request(), { password: `wrong ${i}`, method: 'totp', code: '' })).toMatchObject({ reason: 'password' })
		expect(await reauthenticate(request(), { password, method: 'totp', code: '' })).toMatchObject({ ok: false, reason: 'throttled' })
		await database.db.delete(rateLimitBuckets)
		expect(await reauthenticate(request(), { password, method: 'totp', code: '' })).toEqual({ ok: true })
	})
})

describe('sessions', () => {
	it('lists the account’s sessions by device and last seen, this one marked, and signs out one or all the others', async () => {
		await createAccount('many@example.com', password)
		const signIn = async (userAgent: string, ip: string) => {
			const result = await signInWithPassword({ email: 'many@example.com', password, clientIp: ip, userAgent })
			if (!result.ok) throw new Error('not signed in')
			return { cookie: cookieHeader(result.headers), userId: result.user.id }
		}
		const phone = await signIn(phoneUa, '192.0.2.80')
		vi.setSystemTime(Date.now() + 2 * 60 * 1000)
		const laptop = await signIn(laptopUa, '192.0.2.81')
		const other = await signIn('curl/8.0', '192.0.2.82')
		vi.setSystemTime(Date.now() + 2 * 60 * 1000)
		// The laptop is used, then the phone again: it is seen last.
		const laptopSession = await getRequestSession(requestWith(laptop.cookie))
		vi.setSystemTime(Date.now() + 2 * 60 * 1000)
		const phoneSession = await getRequestSession(requestWith(phone.cookie))

		const listed = await listSessions(phone.userId, laptopSession!.session.id)
		expect(listed.map((session) => [session.device, session.current])).toEqual([
			['Safari on iOS', false],
			['Chrome on Windows', true],
			['Unknown browser', false],
		])
		expect(listed[0]!.lastSeenAt.getTime()).toBeGreaterThan(listed[0]!.signedInAt.getTime())

		// One session: only the account's own, never the current one.
		expect(await signOutSession(phone.userId, laptopSession!.session.id, laptopSession!.session.id)).toBe(false)
		expect(await signOutSession('another-user', phoneSession!.session.id, laptopSession!.session.id)).toBe(false)
		expect(await signOutSession(phone.userId, phoneSession!.session.id, laptopSession!.session.id)).toBe(true)
		expect(await getRequestSession(requestWith(phone.cookie))).toBeNull()

		expect(await signOutOtherSessions(phone.userId, laptopSession!.session.id)).toBe(1)
		expect(await getRequestSession(requestWith(other.cookie))).toBeNull()
		expect(await getRequestSession(requestWith(laptop.cookie))).not.toBeNull()
		expect((await listSessions(phone.userId, laptopSession!.session.id)).map((session) => session.device)).toEqual(['Chrome on Windows'])
	})

	it('names devices by browser and system only', () => {
		expect(
			describeDevice(
				'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
			),
		).toBe('Chrome on Android')
		expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on macOS')
		expect(describeDevice('')).toBe('Unknown browser')
		expect(describeDevice(null)).toBe('Unknown browser')
		expect(describeDevice('\u0000'.repeat(5000))).toBe('Unknown browser')
	})
})
