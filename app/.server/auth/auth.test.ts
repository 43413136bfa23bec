import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { cookieHeader } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { rateLimitBuckets, sessions, userRoles, users } from '../db/schema/index.ts'
import { resetRateLimit } from '../rate-limit.ts'
import { AccountError, createAccount, grantAdmin, listAccounts, resetPassword, revokeAdmin } from './accounts.ts'
import { getAuth } from './auth.ts'
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
	const attempt = (secret: string, ip: string) => signInWithPassword({ email: 'owner@example.com', password: secret, clientIp: ip })

	it('refuses an account from an IP after repeated failures there, and a success clears the count', async () => {
		for (let i = 0; i < signInLimits.account.limit - 1; i++) expect((await attempt('wrong password!', '198.51.100.1')).ok).toBe(false)
		expect((await attempt(password, '198.51.100.1')).ok).toBe(true)
		for (let i = 0; i < signInLimits.account.limit; i++) {
			expect(await attempt('wrong password!', '198.51.100.1')).toEqual({ ok: false, reason: 'invalid-credentials' })
		}
		const refused = await attempt(password, '198.51.100.1')
		expect(refused).toMatchObject({ ok: false, reason: 'throttled' })
		if (refused.ok || refused.reason !== 'throttled') return
		expect(refused.retryAfterSeconds).toBeGreaterThan(0)
		expect(throttledMessage(refused.retryAfterSeconds)).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes/)
	})

	it('counts failures only: an office signing in again and again from one address is never refused', async () => {
		const times = Math.max(signInLimits.ip.limit, signInLimits.accountBackstop.limit) + 5
		for (let i = 0; i < times; i++) expect((await attempt(password, '198.51.100.40')).ok, `sign-in ${i + 1}`).toBe(true)
		// Its failures still count: the address is refused after as many as ever.
		for (let i = 0; i < signInLimits.ip.limit; i++) {
			const email = `nobody${i}@example.com`
			expect(await signInWithPassword({ email, password, clientIp: '198.51.100.40' })).toMatchObject({ reason: 'invalid-credentials' })
		}
		expect(await attempt(password, '198.51.100.40')).toMatchObject({ reason: 'throttled' })
	})

	it('does not lock the owner out because of failures from other IPs', async () => {
		for (let i = 0; i < signInLimits.account.limit; i++) expect((await attempt('wrong password!', '203.0.113.66')).ok).toBe(false)
		expect(await attempt(password, '203.0.113.66')).toMatchObject({ reason: 'throttled' })
		expect(await attempt(password, '198.51.100.2')).toMatchObject({ ok: true, user: { email: 'owner@example.com' } })
	})

	it('refuses an account from everywhere once failures from many IPs pass the backstop', async () => {
		const perIp = signInLimits.account.limit
		const ips = Math.ceil(signInLimits.accountBackstop.limit / perIp)
		for (let ip = 0; ip < ips; ip++) {
			for (let i = 0; i < perIp; i++) expect((await attempt('wrong password!', `203.0.113.${100 + ip}`)).ok).toBe(false)
		}
		expect(await attempt(password, '198.51.100.3')).toMatchObject({ reason: 'throttled' })
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
		for (let i = 0; i < signInLimits.account.limit * 2; i++) {
			expect(await attempt('wrong password!', '192.0.2.120')).toMatchObject({ reason: 'throttled' })
		}
		// The IP's window ends: the owner's count from that IP is still clean.
		await resetRateLimit(signInLimits.ip, '192.0.2.120')
		expect((await attempt(password, '192.0.2.120')).ok).toBe(true)
	})

	it('stores no addresses in the throttle table', async () => {
		await signInWithPassword({ email: 'owner@example.com', password: 'wrong password!', clientIp: '192.0.2.77' })
		const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key).join(' ')
		expect(keys).not.toContain('owner@example.com')
		expect(keys).not.toContain('192.0.2.77')
		expect(await database.db.select().from(userRoles)).toHaveLength(1)
	})
})
