import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { rateLimitBuckets, sessions, userRoles, users } from '../db/schema/index.ts'
import { resetRateLimit } from '../rate-limit.ts'
import { AccountError, createAccount, grantAdmin, listAccounts, resetPassword, revokeAdmin } from './accounts.ts'
import { getAuth } from './auth.ts'
import { DEVICE_COOKIE_DAYS, deviceCookieHeader, knownDevice } from './device-cookie.ts'
import { getRequestSession } from './session.ts'
import { signInLimits, signInWithPassword, throttledMessage } from './sign-in.ts'
import { signOutEverywhere } from './sign-out.ts'

const database = testDatabaseForThisFile()
beforeEach(async () => {
	await database.db.delete(rateLimitBuckets)
})

const password = 'correct horse battery'

/** A request carrying the cookies of a sign-in response. */
function requestWith(headers: Headers, path = '/admin') {
	return new Request(`https://www.example.test${path}`, { headers: { cookie: cookieHeader(headers) } })
}

describe('accounts', () => {
	it('creates an admin whose password better-auth verifies, lower-casing the address', async () => {
		const created = await createAccount('Owner@Example.com', password)
		expect(created.email).toBe('owner@example.com')
		const [row] = await database.db.select().from(users).where(eq(users.id, created.id))
		expect(row?.email).toBe('owner@example.com')
		const result = await signInWithPassword({ email: 'OWNER@example.com', password, clientIp: '192.0.2.1' })
		expect(result).toMatchObject({ ok: true, isAdmin: true, user: { email: 'owner@example.com' } })
	})

	it('refuses short passwords, bad addresses and duplicates', async () => {
		await expect(createAccount('short@example.com', 'elevenchars')).rejects.toThrow(/at least 12 characters/)
		await expect(createAccount('not-an-address', password)).rejects.toBeInstanceOf(AccountError)
		await expect(createAccount('owner@example.com', password)).rejects.toThrow(/already exists/)
		expect((await listAccounts()).map((account) => account.email)).toEqual(['owner@example.com'])
	})

	it('grants and revokes the admin role, and lists accounts with roles', async () => {
		await createAccount('helper@example.com', password, { admin: false })
		expect(await listAccounts()).toEqual([
			expect.objectContaining({ email: 'helper@example.com', roles: [] }),
			expect.objectContaining({ email: 'owner@example.com', roles: ['admin'] }),
		])
		await grantAdmin('helper@example.com')
		await grantAdmin('helper@example.com')
		expect((await listAccounts())[0]?.roles).toEqual(['admin'])
		await revokeAdmin('Helper@example.com')
		expect((await listAccounts())[0]?.roles).toEqual([])
		await expect(grantAdmin('nobody@example.com')).rejects.toThrow(/no account/)
	})

	it('resets a password and ends every session of the account', async () => {
		const first = await signInWithPassword({ email: 'helper@example.com', password, clientIp: '192.0.2.2' })
		expect(first.ok).toBe(true)
		const [user] = await database.db.select().from(users).where(eq(users.email, 'helper@example.com'))
		const sessionCount = async () => (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user!.id)))[0]?.n
		expect(await sessionCount()).toBe(1)

		await resetPassword('helper@example.com', 'a brand new passphrase')
		expect(await sessionCount()).toBe(0)
		expect(await signInWithPassword({ email: 'helper@example.com', password, clientIp: '192.0.2.2' })).toEqual({
			ok: false,
			reason: 'invalid-credentials',
		})
		expect((await signInWithPassword({ email: 'helper@example.com', password: 'a brand new passphrase', clientIp: '192.0.2.2' })).ok).toBe(
			true,
		)
	})
})

describe('public sign-up', () => {
	it('is refused by better-auth itself', async () => {
		await expect(
			getAuth().api.signUpEmail({ body: { email: 'intruder@example.com', password: 'a long enough password', name: 'Intruder' } }),
		).rejects.toMatchObject({ statusCode: 400 })
		expect(await database.db.select().from(users).where(eq(users.email, 'intruder@example.com'))).toEqual([])
	})
})

describe('sessions', () => {
	it('sets an HttpOnly, SameSite=Lax, Secure (https SITE_URL) cookie that expires, and reads it back', async () => {
		const result = await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.3', userAgent: 'vitest' })
		if (!result.ok) throw new Error('sign-in failed')
		const [cookie] = result.headers.getSetCookie()
		expect(cookie).toMatch(/^__Secure-/)
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Lax/i)
		expect(cookie).toMatch(/Secure/)
		expect(cookie).toMatch(/Max-Age=604800/)

		const current = await getRequestSession(requestWith(result.headers))
		expect(current).toMatchObject({ isAdmin: true, user: { email: 'owner@example.com' } })
		const [stored] = await database.db.select().from(sessions).where(eq(sessions.id, current!.session.id))
		expect(stored).toMatchObject({ ipAddress: '192.0.2.3', userAgent: 'vitest' })
	})

	it('is extended, and its cookie sent again, when used after a day', async () => {
		const result = await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.8' })
		if (!result.ok) throw new Error('sign-in failed')
		const fresh = await getRequestSession(requestWith(result.headers))
		expect(fresh?.headers.getSetCookie()).toEqual([])
		// Pretend the session was last extended two days ago.
		const twoDaysAgo = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000)
		await database.db.update(sessions).set({ expiresAt: twoDaysAgo }).where(eq(sessions.id, fresh!.session.id))
		const used = await getRequestSession(requestWith(result.headers))
		expect(used?.headers.getSetCookie().join('\n')).toMatch(/session_token=.*Max-Age=604800/)
		const [stored] = await database.db.select().from(sessions).where(eq(sessions.id, fresh!.session.id))
		expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000)
	})

	it('treats a user whose role lookup fails as not admin', async () => {
		const result = await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.4' })
		if (!result.ok) throw new Error('sign-in failed')
		await database.db.execute('alter table user_roles rename to user_roles_unavailable')
		try {
			expect(await getRequestSession(requestWith(result.headers))).toMatchObject({ isAdmin: false })
		} finally {
			await database.db.execute('alter table user_roles_unavailable rename to user_roles')
		}
	})

	it('signs out on every device', async () => {
		const laptop = await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.5' })
		const phone = await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.6' })
		if (!laptop.ok || !phone.ok) throw new Error('sign-in failed')
		const cleared = await signOutEverywhere(requestWith(laptop.headers))
		expect(cleared.getSetCookie().join('\n')).toMatch(/Max-Age=0/)
		expect(await getRequestSession(requestWith(phone.headers))).toBeNull()
		expect(await getRequestSession(requestWith(laptop.headers))).toBeNull()
		// Signing out without a session only clears the cookie.
		expect((await signOutEverywhere(new Request('https://www.example.test/auth/sign-out'))).getSetCookie().length).toBeGreaterThan(0)
	})
})

describe('sign-in throttling', () => {
	const attempt = (secret: string, ip: string, cookie?: string) =>
		signInWithPassword({ email: 'owner@example.com', password: secret, clientIp: ip, cookie })

	/** The Cookie header of a browser that has signed in as the owner (its device cookie and session). */
	async function knownBrowser(ip: string): Promise<string> {
		const result = await attempt(password, ip)
		if (!result.ok) throw new Error('sign-in failed')
		return cookieHeader(result.headers)
	}

	it('refuses an account from an IP after repeated failures there, and a success clears the count', async () => {
		for (let i = 0; i < signInLimits.accountFromIp.limit - 1; i++) expect((await attempt('wrong password!', '198.51.100.1')).ok).toBe(false)
		expect((await attempt(password, '198.51.100.1')).ok).toBe(true)
		for (let i = 0; i < signInLimits.accountFromIp.limit; i++) {
			expect(await attempt('wrong password!', '198.51.100.1')).toEqual({ ok: false, reason: 'invalid-credentials' })
		}
		const refused = await attempt(password, '198.51.100.1')
		expect(refused).toMatchObject({ ok: false, reason: 'throttled', rule: 'sign-in:account-ip' })
		if (refused.ok || refused.reason !== 'throttled') return
		expect(refused.retryAfterSeconds).toBeGreaterThan(0)
		expect(throttledMessage(refused.retryAfterSeconds)).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes/)
	})

	it(
		'counts failures only (decision 0017): an office signing in again and again from one address is never refused',
		{ timeout: 90_000 },
		async () => {
			// As a new browser every time (no device cookie) …
			const times = Math.max(signInLimits.ip.limit, signInLimits.accountFromIp.limit, signInLimits.untrusted.limit) + 1
			for (let i = 0; i < times; i++) expect((await attempt(password, '198.51.100.40')).ok, `sign-in ${i + 1}`).toBe(true)
			// … and as one known browser.
			const cookie = await knownBrowser('198.51.100.40')
			const known = Math.max(signInLimits.ip.limit, signInLimits.device.limit) + 1
			for (let i = 0; i < known; i++)
				expect(await attempt(password, '198.51.100.40', cookie), `known ${i + 1}`).toMatchObject({ ok: true, knownDevice: true })
			// Its failures still count: the address is refused after as many as ever.
			for (let i = 0; i < signInLimits.ip.limit; i++) {
				const email = `nobody${i}@example.com`
				expect(await signInWithPassword({ email, password, clientIp: '198.51.100.40' })).toMatchObject({ reason: 'invalid-credentials' })
			}
			expect(await attempt(password, '198.51.100.40', cookie)).toMatchObject({ reason: 'throttled', rule: 'sign-in:ip' })
		},
	)

	it('does not lock the owner out because of failures from other IPs', async () => {
		for (let i = 0; i < signInLimits.accountFromIp.limit; i++) expect((await attempt('wrong password!', '203.0.113.66')).ok).toBe(false)
		expect(await attempt(password, '203.0.113.66')).toMatchObject({ reason: 'throttled' })
		expect(await attempt(password, '198.51.100.2')).toMatchObject({ ok: true, user: { email: 'owner@example.com' } })
	})

	it(
		'100 addresses guessing cannot stop the owner’s known browser, nor make more guesses than the budget',
		{ timeout: 90_000 },
		async () => {
			const ownerIp = '198.51.100.60'
			const owner = await knownBrowser(ownerIp)
			const passwordChecks = vi.spyOn(getAuth().api, 'signInEmail')
			try {
				const addresses = Array.from({ length: 100 }, (_, i) => `10.66.${Math.floor(i / 50)}.${(i % 50) + 1}`)
				const guessesEach = 3
				// Every address guesses at once, each a few times in a row.
				const answers = (
					await Promise.all(
						addresses.map(async (ip) => {
							const mine = []
							for (let i = 0; i < guessesEach; i++) mine.push(await attempt(`guess ${ip} ${i}`, ip))
							return mine
						}),
					)
				).flat()
				expect(answers).toHaveLength(addresses.length * guessesEach)
				// Counted at the password check itself: only the budget got through, every other attempt was refused before it.
				const checked = answers.filter((answer) => !answer.ok && answer.reason === 'invalid-credentials').length
				expect(passwordChecks).toHaveBeenCalledTimes(signInLimits.untrusted.limit)
				expect(checked).toBe(signInLimits.untrusted.limit)
				expect(answers.filter((answer) => !answer.ok && answer.reason === 'throttled')).toHaveLength(answers.length - checked)
				expect(answers.some((answer) => answer.ok)).toBe(false)

				// The next guess, from a 101st address, is refused too: the budget is the account's, not an address's.
				expect(await attempt('one more guess', '10.66.9.9')).toMatchObject({ reason: 'throttled', rule: 'sign-in:account-untrusted' })

				// The owner's known browser signs in, from its own address and from one of the guessers'.
				expect(await attempt(password, ownerIp, owner)).toMatchObject({ ok: true, knownDevice: true })
				expect(await attempt(password, addresses[0]!, owner)).toMatchObject({ ok: true, knownDevice: true })
				// A browser that never signed in waits, even with the right password: that is the price of the budget (decision 0027).
				expect(await attempt(password, '198.51.100.61')).toMatchObject({ reason: 'throttled', rule: 'sign-in:account-untrusted' })
				expect(passwordChecks).toHaveBeenCalledTimes(signInLimits.untrusted.limit + 2)
			} finally {
				passwordChecks.mockRestore()
			}
		},
	)

	it('counts a known browser’s failures on its own: they refuse it alone, and no other browser’s failures refuse it', async () => {
		const laptop = await knownBrowser('198.51.100.70')
		const phone = await knownBrowser('198.51.100.71')
		for (let i = 0; i < signInLimits.device.limit; i++) {
			expect(await attempt('fat-fingered password', '198.51.100.70', laptop)).toEqual({ ok: false, reason: 'invalid-credentials' })
		}
		expect(await attempt(password, '198.51.100.70', laptop)).toMatchObject({ reason: 'throttled', rule: 'sign-in:device' })
		// The phone, and a new browser, are untouched: the laptop's failures were not the account's budget.
		expect(await attempt(password, '198.51.100.71', phone)).toMatchObject({ ok: true, knownDevice: true })
		expect(await attempt(password, '198.51.100.72')).toMatchObject({ ok: true, knownDevice: false })
	})

	it('takes back a known browser’s failures when it signs in, keeping its device id', async () => {
		const cookie = await knownBrowser('198.51.100.80')
		for (let i = 0; i < signInLimits.device.limit - 1; i++) await attempt('fat-fingered password', '198.51.100.80', cookie)
		const signedIn = await attempt(password, '198.51.100.80', cookie)
		if (!signedIn.ok) throw new Error('sign-in failed')
		const renewed = cookieHeader(signedIn.headers)
		expect(await knownDevice(renewed, 'owner@example.com')).toBe(await knownDevice(cookie, 'owner@example.com'))
		for (let i = 0; i < signInLimits.device.limit; i++)
			expect((await attempt('fat-fingered password', '198.51.100.80', renewed)).ok).toBe(false)
		expect(await attempt(password, '198.51.100.80', renewed)).toMatchObject({ reason: 'throttled', rule: 'sign-in:device' })
	})

	it('treats a forged, altered, expired or other account’s device cookie as none', async () => {
		const genuine = await knownBrowser('198.51.100.90')
		const deviceName = deviceCookieName(genuine)
		const [, value] = genuine
			.split('; ')
			.find((pair) => pair.startsWith(`${deviceName}=`))!
			.split(/=(.*)/s)
		await createAccount('other@example.com', password)
		const other = await signInWithPassword({ email: 'other@example.com', password, clientIp: '198.51.100.91' })
		if (!other.ok) throw new Error('sign-in failed')
		const otherPair = cookieHeader(other.headers)
			.split('; ')
			.find((pair) => pair.includes('westway_device_'))!
		const otherValue = otherPair.slice(otherPair.indexOf('=') + 1)
		const [payload, signature] = [value!.slice(0, value!.lastIndexOf('.')), value!.slice(value!.lastIndexOf('.') + 1)]
		const unsigned = JSON.parse(Buffer.from(decodeURIComponent(payload!), 'base64').toString()) as { d: string }
		const expired = (await deviceCookieHeader('owner@example.com', unsigned.d, Date.now() - 366 * 24 * 60 * 60 * 1000)).split(';')[0]!

		const impostors = {
			forged: `${deviceName}=${Buffer.from(JSON.stringify({ ...unsigned, e: 4102444800 })).toString('base64')}.${signature}`,
			unsigned: `${deviceName}=${payload}`,
			altered: `${deviceName}=${payload}.${signature!.slice(0, -2)}xx`,
			expired,
			'another account’s, under its own name': otherPair,
			'another account’s, renamed': `${deviceName}=${otherValue}`,
			garbage: `${deviceName}=%%%`,
		}
		expect(await knownDevice(genuine, 'owner@example.com')).toMatch(/^[\w-]{22}$/)
		for (const [what, cookie] of Object.entries(impostors)) expect(await knownDevice(cookie, 'owner@example.com'), what).toBeNull()

		// Used as a device cookie, each is counted as a stranger: in the shared budget, refused with it once it is spent.
		for (let i = 0; i < signInLimits.untrusted.limit; i++) await attempt('a guess', `10.77.0.${i + 1}`)
		for (const [index, [what, cookie]] of Object.entries(impostors).entries()) {
			const ip = `198.51.100.${110 + index}`
			expect(await attempt(password, ip, cookie), what).toMatchObject({ reason: 'throttled', rule: 'sign-in:account-untrusted' })
		}
		expect(await attempt(password, '198.51.100.92', genuine)).toMatchObject({ ok: true, knownDevice: true })
	})

	it('sets the device cookie HttpOnly, Secure (https SITE_URL), SameSite=Lax, host-only and long-lived, naming no address', async () => {
		const result = await attempt(password, '198.51.100.95')
		if (!result.ok) throw new Error('sign-in failed')
		const line = result.headers.getSetCookie().find((cookie) => cookie.includes('westway_device_'))!
		expect(line).toMatch(/^__Host-westway_device_[\w-]{16}=/)
		expect(line).toMatch(/; HttpOnly/i)
		expect(line).toMatch(/; Secure/)
		expect(line).toMatch(/; SameSite=Lax/i)
		expect(line).toMatch(/; Path=\/(;|$)/)
		expect(line).not.toMatch(/Domain=/i)
		expect(line).toMatch(new RegExp(`; Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}(;|$)`))
		expect(line).not.toContain('owner')
		expect(Buffer.from(decodeURIComponent(line.split(';')[0]!.split('=')[1]!.split('.')[0]!), 'base64').toString()).not.toContain('owner')
	})

	it('refuses an IP after too many attempts, for unknown accounts too', async () => {
		for (let i = 0; i < signInLimits.ip.limit; i++) {
			expect(await signInWithPassword({ email: `nobody${i}@example.com`, password, clientIp: '192.0.2.99' })).toEqual({
				ok: false,
				reason: 'invalid-credentials',
			})
		}
		expect(await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.99' })).toMatchObject({
			reason: 'throttled',
		})
		expect((await signInWithPassword({ email: 'owner@example.com', password, clientIp: '192.0.2.100' })).ok).toBe(true)
	})

	it('counts nothing against an account while the IP is refused', async () => {
		for (let i = 0; i < signInLimits.ip.limit; i++)
			await signInWithPassword({ email: `nobody${i}@example.com`, password, clientIp: '192.0.2.120' })
		for (let i = 0; i < signInLimits.accountFromIp.limit * 2; i++) {
			expect(await attempt('wrong password!', '192.0.2.120')).toMatchObject({ reason: 'throttled' })
		}
		// The IP's window ends: the owner's count from that IP is still clean.
		await resetRateLimit(signInLimits.ip, '192.0.2.120')
		expect((await attempt(password, '192.0.2.120')).ok).toBe(true)
	})

	it('stores no addresses or device ids in the throttle table', async () => {
		const cookie = await knownBrowser('192.0.2.76')
		await attempt('wrong password!', '192.0.2.77')
		await attempt('wrong password!', '192.0.2.76', cookie)
		const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key).join(' ')
		expect(keys).toContain('sign-in:device:')
		expect(keys).not.toContain('owner@example.com')
		expect(keys).not.toContain('192.0.2.77')
		expect(keys).not.toContain((await knownDevice(cookie, 'owner@example.com'))!)
		expect(await database.db.select().from(userRoles)).toHaveLength(2)
	})
})

/** The name of the device cookie in a Cookie header. */
function deviceCookieName(cookie: string): string {
	return cookie
		.split('; ')
		.map((pair) => pair.slice(0, pair.indexOf('=')))
		.find((name) => name.includes('westway_device_'))!
}
