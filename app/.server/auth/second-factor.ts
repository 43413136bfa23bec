import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { createCookie } from 'react-router'

import { getDb } from '../db/index.ts'
import { users, verifications } from '../db/schema/index.ts'
import type { RateLimitRule } from '../rate-limit.ts'
import { keyedHash } from '../secrets.ts'
import { CLIENT_IP_HEADER, getAuth, secureCookies } from './auth.ts'
import { hasAdminRole, setCookieHeaders, type SessionUser } from './session.ts'
import { verifySecondFactor, type SecondFactorMethod } from './two-factor.ts'

/**
 * The second step of signing in to an account with two-factor on (decision
 * 0057). The password step (./sign-in.ts) makes no session for such an
 * account: it stores a sign-in waiting for its code (a `verifications` row
 * under a keyed hash of a random token, for ten minutes) and gives the browser
 * the token in a signed, HttpOnly cookie. Nothing else reads that cookie: the
 * guard sees no session, so no admin page or action is reached until the code
 * is right, when the waiting sign-in is used up and the session made.
 */
const CHALLENGE_SECONDS = 10 * 60
const IDENTIFIER_PREFIX = 'two-factor-sign-in:'

export const secondFactorLimits = {
	/** Wrong codes for one waiting sign-in: then the password is asked for again. */
	signIn: { name: 'two-factor:sign-in', limit: 5, windowSeconds: CHALLENGE_SECONDS },
} as const satisfies Record<string, RateLimitRule>

function challengeCookie() {
	const secure = secureCookies()
	return createCookie(`${secure ? '__Host-' : ''}westway_two_factor`, {
		secrets: [keyedHash('signing key', 'sign-in:two-factor-cookie')],
		httpOnly: true,
		secure,
		sameSite: 'lax',
		// The hydrated form posts to /auth/two-factor.data: a narrower path would not match it.
		path: '/',
		maxAge: CHALLENGE_SECONDS,
	})
}

const identifierFor = (token: string) => `${IDENTIFIER_PREFIX}${keyedHash(token, 'two-factor:sign-in')}`

/** Stores a sign-in of `userId` waiting for its second factor; the Set-Cookie line that hands it to the browser. */
export async function startSecondFactor(userId: string): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await getDb()
		.insert(verifications)
		.values({
			id: randomUUID(),
			identifier: identifierFor(token),
			value: userId,
			expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
		})
	return challengeCookie().serialize(token)
}

/** The Set-Cookie line that withdraws the waiting sign-in's cookie. */
export const clearSecondFactorCookie = () => challengeCookie().serialize('', { maxAge: 0 })

export type WaitingSignIn = { token: string; user: SessionUser }

/** The sign-in this browser's cookie names, while it is still waiting for its code; else null. */
export async function waitingSignIn(cookieHeader: string | null | undefined): Promise<WaitingSignIn | null> {
	if (!cookieHeader) return null
	let token: unknown
	try {
		token = await challengeCookie().parse(cookieHeader)
	} catch {
		return null
	}
	if (typeof token !== 'string' || !/^[\w-]{43}$/.test(token)) return null
	const [row] = await getDb()
		.select({ id: users.id, email: users.email })
		.from(verifications)
		.innerJoin(users, eq(users.id, verifications.value))
		.where(and(eq(verifications.identifier, identifierFor(token)), gt(verifications.expiresAt, new Date())))
	return row ? { token, user: row } : null
}

/** Uses the waiting sign-in up (true for the one request that does). */
async function consumeWaiting(token: string): Promise<boolean> {
	const deleted = await getDb()
		.delete(verifications)
		.where(and(eq(verifications.identifier, identifierFor(token)), gt(verifications.expiresAt, new Date())))
		.returning({ id: verifications.id })
	return deleted.length > 0
}

export type SecondFactorSignIn =
	| { ok: true; user: SessionUser; isAdmin: boolean; method: SecondFactorMethod; recoveryCodesLeft: number | null; headers: Headers }
	/** No waiting sign-in (none, expired, used, or its wrong codes ran out): sign in again. `headers` withdraw the cookie. */
	| { ok: false; reason: 'expired'; headers: Headers }
	| { ok: false; reason: 'invalid' }
	| { ok: false; reason: 'throttled'; rule: string; retryAfterSeconds: number; headers: Headers }

/**
 * Completes a waiting sign-in with its second factor: on success the session
 * (its cookie in `headers`, for the address and browser given, as a password
 * sign-in records them), and the waiting sign-in is used up.
 */
export async function completeSecondFactor(input: {
	cookie: string | null
	method: SecondFactorMethod
	code: string
	clientIp: string
	userAgent?: string | null
}): Promise<SecondFactorSignIn> {
	const withdrawn = async () => new Headers({ 'Set-Cookie': await clearSecondFactorCookie() })
	const waiting = await waitingSignIn(input.cookie)
	if (!waiting) return { ok: false, reason: 'expired', headers: await withdrawn() }
	const checked = await verifySecondFactor(waiting.user.id, input.method, input.code, [[secondFactorLimits.signIn, waiting.token]])
	if (!checked.ok && checked.reason === 'throttled') {
		// This sign-in's own wrong codes ran out: it is over, and the password is asked for again.
		if (checked.rule === secondFactorLimits.signIn.name) {
			await consumeWaiting(waiting.token)
			return { ok: false, reason: 'expired', headers: await withdrawn() }
		}
		return { ...checked, headers: new Headers() }
	}
	if (!checked.ok) return checked
	if (!(await consumeWaiting(waiting.token))) return { ok: false, reason: 'expired', headers: await withdrawn() }

	const request = new Headers({ [CLIENT_IP_HEADER]: input.clientIp })
	if (input.userAgent) request.set('user-agent', input.userAgent)
	const created = await getAuth().api.createSessionAfterSecondFactor({
		body: { userId: waiting.user.id },
		headers: request,
		returnHeaders: true,
	})
	const headers = setCookieHeaders(created.headers)
	headers.append('Set-Cookie', await clearSecondFactorCookie())
	return {
		ok: true,
		user: waiting.user,
		isAdmin: await hasAdminRole(waiting.user.id),
		method: checked.method,
		recoveryCodesLeft: checked.recoveryCodesLeft,
		headers,
	}
}
