import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { redirect } from 'react-router'

import { REAUTH_MINUTES } from '#app/domain/auth/two-factor.ts'

import { getDb } from '../db/index.ts'
import { sessions } from '../db/schema/index.ts'
import { hitRateLimits, refundRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { getAuth } from './auth.ts'
import { adminReturnPath, requireAdmin } from './guard.ts'
import { getRequestSession } from './session.ts'
import { isTwoFactorEnabled, verifySecondFactor, type SecondFactorMethod } from './two-factor.ts'

/**
 * Re-authentication ("sudo mode", decision 0057): before the most sensitive
 * actions (turning two-factor on or off, new recovery codes, erasing a
 * person's data, downloading a backup) the admin enters the password again,
 * and the code when two-factor is on. It holds for REAUTH_MINUTES, recorded
 * server-side against the session (`sessions.reauthenticated_at`; the
 * session's own sign-in counts too), never a flag the browser could send.
 *
 * Use: after `requireAdmin(request)` (or `adminAction(request)`), in the
 * loader or action that does the sensitive thing:
 *
 *     await requireRecentAuth(request)
 *
 * It returns when the session re-authenticated recently; otherwise it throws
 * a redirect to the confirmation page, which comes back to `returnTo` (by
 * default the page the request was for) once the password (and code) are in.
 */
export { REAUTH_MINUTES }
export const CONFIRM_ACCESS_PATH = '/admin/security/confirm'
const FALLBACK = '/admin/security'

export const reauthLimits = {
	/** Wrong passwords given to re-authenticate, per account (the session is signed in already). */
	password: { name: 'reauth:password', limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

/** The confirmation page, coming back to `returnTo` (a page of the admin area by the one path rule, else the Security page). */
export function confirmAccessPath(returnTo: string | null | undefined): string {
	return `${CONFIRM_ACCESS_PATH}?${new URLSearchParams({ returnTo: adminReturnPath(returnTo) ?? FALLBACK })}`
}

/** The page a request was for, as a page to come back to (React Router's own parameters left out). */
function pageOf(request: Request): string {
	const url = new URL(request.url)
	const query = url.search
		.slice(1)
		.split('&')
		.filter((pair) => pair && !/^(?:index|_routes)(?:=|$)/.test(pair))
		.join('&')
	return query ? `${url.pathname}?${query}` : url.pathname
}

/** When the session last proved its password (and code): its re-authentication, or its sign-in. */
async function lastAuthenticatedAt(sessionId: string): Promise<Date | null> {
	const [row] = await getDb()
		.select({ createdAt: sessions.createdAt, reauthenticatedAt: sessions.reauthenticatedAt })
		.from(sessions)
		.where(eq(sessions.id, sessionId))
	if (!row) return null
	return row.reauthenticatedAt && row.reauthenticatedAt > row.createdAt ? row.reauthenticatedAt : row.createdAt
}

/** Whether this request's session entered its password (and code) within the last REAUTH_MINUTES. */
export async function recentlyAuthenticated(request: Request): Promise<boolean> {
	const current = await getRequestSession(request)
	if (!current) return false
	const at = await lastAuthenticatedAt(current.session.id)
	return at !== null && Date.now() - at.getTime() < REAUTH_MINUTES * 60 * 1000
}

/**
 * The re-authentication guard: returns when the admin re-authenticated
 * recently; else throws a redirect to the confirmation page (with the
 * refreshed session cookie), which comes back to `returnTo` afterwards (a page,
 * not a download: give the page that links to a download). Checks the admin
 * role itself too, as `requireAdmin` does.
 */
export async function requireRecentAuth(request: Request, { returnTo }: { returnTo?: string } = {}): Promise<void> {
	const admin = await requireAdmin(request)
	if (await recentlyAuthenticated(request)) return
	throw redirect(confirmAccessPath(returnTo ?? pageOf(request)), { headers: admin.headers })
}

export type ReauthResult =
	{ ok: true } | { ok: false; reason: 'password' | 'code' } | { ok: false; reason: 'throttled'; retryAfterSeconds: number }

/**
 * Checks the password (and, when two-factor is on, the code) of the signed-in
 * admin of `request` and, when right, records the re-authentication against
 * the session. Wrong passwords are throttled per account, wrong codes as at
 * sign-in (./two-factor.ts); a wrong password leaves the code unchecked.
 */
export async function reauthenticate(
	request: Request,
	input: { password: string; method: SecondFactorMethod; code: string },
): Promise<ReauthResult> {
	const current = await getRequestSession(request)
	if (!current) return { ok: false, reason: 'password' }
	const userId = current.user.id
	const limits = await hitRateLimits([[reauthLimits.password, userId]])
	if (!limits.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: limits.retryAfterSeconds }
	try {
		await getAuth().api.verifyPassword({ body: { password: input.password }, headers: request.headers })
	} catch (error) {
		if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401)) return { ok: false, reason: 'password' }
		throw error
	}
	await refundRateLimit(reauthLimits.password, userId)
	if (await isTwoFactorEnabled(userId)) {
		const checked = await verifySecondFactor(userId, input.method, input.code)
		if (!checked.ok) return checked.reason === 'throttled' ? checked : { ok: false, reason: 'code' }
	}
	await getDb().update(sessions).set({ reauthenticatedAt: new Date() }).where(eq(sessions.id, current.session.id))
	return { ok: true }
}
