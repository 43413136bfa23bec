import { randomBytes } from 'node:crypto'
import { createCookie } from 'react-router'

import { keyedHash } from '../secrets.ts'
import { secureCookies } from './auth.ts'

/**
 * The known-device cookie of sign-in throttling (decision 0027): a browser
 * that has signed in to an account gets a signed cookie naming that account
 * and a random device id, so its later attempts are counted on its own and
 * failures from anywhere else never lock it out.
 *
 * - Signed with a key derived from the installation secret: a forged or
 *   altered cookie is treated as none.
 * - Scoped to one account: its name and its signed contents carry a keyed
 *   hash of the account's address, so a cookie of one account means nothing
 *   for another (and the address itself is never written into it).
 * - Carries its own expiry, checked here too: the browser's Max-Age is not
 *   the only guard.
 * - HttpOnly, SameSite=Lax, Secure and `__Host-` when SITE_URL is https.
 *   Path=/ because the hydrated sign-in form posts to `/auth.data`, which
 *   `Path=/auth` would not match. It is set only by the sign-in action's
 *   answer, which is never a page-cache entry, and request logs hold no
 *   headers.
 */
export const DEVICE_COOKIE_DAYS = 365
const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60
const DEVICE_ID = /^[\w-]{22}$/

type DevicePayload = { a: string; d: string; e: number }

/** The account's tag: a keyed hash of its canonical address, in the cookie's name and its signed contents. */
const accountTag = (email: string) => keyedHash(email, 'sign-in:device-account').slice(0, 16)

function cookieFor(email: string) {
	const secure = secureCookies()
	return createCookie(`${secure ? '__Host-' : ''}westway_device_${accountTag(email)}`, {
		// A key of its own, derived from the installation secret: this cookie's signatures are good for nothing else.
		secrets: [keyedHash('signing key', 'sign-in:device-cookie')],
		httpOnly: true,
		secure,
		sameSite: 'lax',
		path: '/',
		maxAge: MAX_AGE_SECONDS,
	})
}

/**
 * The device id of a valid, unexpired device cookie of `email` (canonical) in
 * the Cookie header, or null: no cookie, a forged or altered one, an expired
 * one, or one of another account all count as none.
 */
export async function knownDevice(cookieHeader: string | null | undefined, email: string): Promise<string | null> {
	if (!cookieHeader) return null
	let payload: unknown
	try {
		payload = await cookieFor(email).parse(cookieHeader)
	} catch {
		return null
	}
	if (!payload || typeof payload !== 'object') return null
	const { a, d, e } = payload as Partial<DevicePayload>
	if (a !== accountTag(email) || typeof d !== 'string' || !DEVICE_ID.test(d)) return null
	if (typeof e !== 'number' || e * 1000 <= Date.now()) return null
	return d
}

/**
 * The Set-Cookie line that makes this browser a known device of `email` for
 * another DEVICE_COOKIE_DAYS: the same device id when it already was one (its
 * own failure count carries on), else a new one.
 */
export function deviceCookieHeader(email: string, deviceId: string | null, now = Date.now()): Promise<string> {
	const payload: DevicePayload = {
		a: accountTag(email),
		d: deviceId ?? randomBytes(16).toString('base64url'),
		e: Math.floor(now / 1000) + MAX_AGE_SECONDS,
	}
	return cookieFor(email).serialize(payload, { maxAge: Math.max(0, payload.e - Math.floor(Date.now() / 1000)) })
}
