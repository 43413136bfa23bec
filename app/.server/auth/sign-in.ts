import { isAPIError } from 'better-auth/api'

import { hitRateLimits, refundRateLimit, resetRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { canonicalEmail } from './accounts.ts'
import { CLIENT_IP_HEADER, getAuth } from './auth.ts'
import { hasAdminRole, setCookieHeaders, type SessionUser } from './session.ts'

/**
 * Sign-in throttling, kept in the database so it holds across instances and
 * restarts. Only failures count: every attempt is counted before the password
 * is checked (so parallel guesses are counted too), and a success takes its
 * count back, so an office signing in many times from one address is never
 * locked out. Accounts are counted by e-mail address whether or not they
 * exist, so the answer never reveals which accounts exist.
 */
export const signInLimits = {
	/** Failed attempts from one IP, whatever the account. Checked first: a refused attempt counts nowhere else. */
	ip: { name: 'sign-in:ip', limit: 10, windowSeconds: 15 * 60 },
	/**
	 * Failed attempts on one account from one IP; a successful sign-in from that
	 * IP clears them. Keyed on the IP too, so failures elsewhere never lock the
	 * owner out.
	 */
	account: { name: 'sign-in:account-ip', limit: 5, windowSeconds: 15 * 60 },
	/** Failed attempts on one account from anywhere: a backstop against guessing from many IPs, far above what the owner needs. */
	accountBackstop: { name: 'sign-in:account', limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

export type SignInResult =
	| { ok: true; user: SessionUser; isAdmin: boolean; headers: Headers }
	| { ok: false; reason: 'invalid-credentials' }
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number }

export async function signInWithPassword(input: {
	email: string
	password: string
	clientIp: string
	userAgent?: string | null
}): Promise<SignInResult> {
	const email = canonicalEmail(input.email)
	const ip = input.clientIp || 'unknown'
	const accountFromIp = `${email} ${ip}`

	const limits = await hitRateLimits([
		[signInLimits.ip, ip],
		[signInLimits.account, accountFromIp],
		[signInLimits.accountBackstop, email],
	])
	if (!limits.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: limits.retryAfterSeconds }

	const headers = new Headers({ [CLIENT_IP_HEADER]: input.clientIp })
	if (input.userAgent) headers.set('user-agent', input.userAgent)
	try {
		const { headers: responseHeaders, response } = await getAuth().api.signInEmail({
			body: { email, password: input.password, rememberMe: true },
			headers,
			returnHeaders: true,
		})
		await Promise.all([
			resetRateLimit(signInLimits.account, accountFromIp),
			refundRateLimit(signInLimits.ip, ip),
			refundRateLimit(signInLimits.accountBackstop, email),
		])
		const user = { id: response.user.id, email: response.user.email }
		return { ok: true, user, isAdmin: await hasAdminRole(user.id), headers: setCookieHeaders(responseHeaders) }
	} catch (error) {
		// 401: unknown account or wrong password; 400: not an address or too long a password.
		if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
			return { ok: false, reason: 'invalid-credentials' }
		}
		throw error
	}
}

/** "Too many sign-in attempts…" with the wait rounded up to whole minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`
}
