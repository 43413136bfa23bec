import { isAPIError } from 'better-auth/api'
import { getDb } from '../db/index.ts'
import { hitRateLimit, resetRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { getInstallationSecret } from '../secrets.ts'
import { CLIENT_IP_HEADER, getAuth } from './auth.ts'
import { hasAdminRole, setCookieHeaders, type SessionUser } from './session.ts'

/**
 * Sign-in throttling, kept in the database so it holds across instances and
 * restarts: every attempt counts against the client's IP and against the
 * account (the e-mail address, whether or not it exists, so the answer never
 * reveals which accounts exist). A successful sign-in clears the account's count.
 */
export const signInLimits = {
	ip: { name: 'sign-in:ip', limit: 10, windowSeconds: 15 * 60 },
	account: { name: 'sign-in:account', limit: 5, windowSeconds: 15 * 60 },
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
	const db = getDb()
	const secret = getInstallationSecret()
	const email = input.email.trim().toLowerCase()

	const [byIp, byAccount] = await Promise.all([
		hitRateLimit(db, signInLimits.ip, input.clientIp || 'unknown', secret),
		hitRateLimit(db, signInLimits.account, email, secret),
	])
	const refused = [byIp, byAccount].filter((result) => !result.allowed)
	if (refused.length > 0) {
		return { ok: false, reason: 'throttled', retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) }
	}

	const headers = new Headers({ [CLIENT_IP_HEADER]: input.clientIp })
	if (input.userAgent) headers.set('user-agent', input.userAgent)
	try {
		const { headers: responseHeaders, response } = await getAuth().api.signInEmail({
			body: { email, password: input.password, rememberMe: true },
			headers,
			returnHeaders: true,
		})
		await resetRateLimit(db, signInLimits.account, email, secret)
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
