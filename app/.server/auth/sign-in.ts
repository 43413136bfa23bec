import { isAPIError } from 'better-auth/api'

import { hitRateLimits, refundRateLimit, resetRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { canonicalEmail } from './accounts.ts'
import { CLIENT_IP_HEADER, getAuth } from './auth.ts'
import { deviceCookieHeader, knownDevice } from './device-cookie.ts'
import { startSecondFactor } from './second-factor.ts'
import { hasAdminRole, setCookieHeaders, type SessionUser } from './session.ts'

/**
 * Sign-in throttling (decisions 0005, 0017, 0027), kept in the database so it
 * holds across instances and restarts. Only failures count: every attempt is
 * counted before the password is checked (so parallel guesses are counted
 * too), and a success takes its count back. Accounts are counted by e-mail
 * address whether or not they exist, so the answer never reveals which exist.
 *
 * A browser that has signed in to the account before (a valid device cookie,
 * ./device-cookie.ts) is counted on its own: only its own failures can refuse
 * it, so guessing from other addresses never locks the owner out. Every other
 * client of the account shares one budget, which bounds guessing from any
 * number of addresses.
 */
export const signInLimits = {
	/** Failed attempts from one IP, whatever the account or device. Checked first: a refused attempt counts nowhere else. */
	ip: { name: 'sign-in:ip', limit: 10, windowSeconds: 15 * 60 },
	/** Failed attempts on one account from one IP without its device cookie; a successful sign-in from that IP clears them. */
	accountFromIp: { name: 'sign-in:account-ip', limit: 5, windowSeconds: 15 * 60 },
	/** Failed attempts on one account from every client without its device cookie, from all addresses together: the guessing budget. */
	untrusted: { name: 'sign-in:account-untrusted', limit: 20, windowSeconds: 60 * 60 },
	/** Failed attempts from one known device of the account: only its own failures count here (as many as from one address before). */
	device: { name: 'sign-in:device', limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

export type SignInResult =
	| { ok: true; user: SessionUser; isAdmin: boolean; knownDevice: boolean; headers: Headers }
	| { ok: false; reason: 'invalid-credentials' }
	/**
	 * The password is right but the account has two-factor on: no session, only
	 * a sign-in waiting for its code (./second-factor.ts), whose cookie is in `headers`.
	 */
	| { ok: false; reason: 'second-factor'; knownDevice: boolean; headers: Headers }
	/** `rule`: the name of the limit that refused. */
	| { ok: false; reason: 'throttled'; rule: string; retryAfterSeconds: number }

export async function signInWithPassword(input: {
	email: string
	password: string
	clientIp: string
	userAgent?: string | null
	/** The request's Cookie header: a device cookie of this account in it makes the attempt a known device's. */
	cookie?: string | null
}): Promise<SignInResult> {
	const email = canonicalEmail(input.email)
	const ip = input.clientIp || 'unknown'
	const accountFromIp = `${email} ${ip}`
	const device = await knownDevice(input.cookie, email)

	const limits = await hitRateLimits(
		device
			? [
					[signInLimits.ip, ip],
					[signInLimits.device, device],
				]
			: [
					[signInLimits.ip, ip],
					[signInLimits.accountFromIp, accountFromIp],
					[signInLimits.untrusted, email],
				],
	)
	if (!limits.allowed) return { ok: false, reason: 'throttled', rule: limits.rule, retryAfterSeconds: limits.retryAfterSeconds }

	const headers = new Headers({ [CLIENT_IP_HEADER]: input.clientIp })
	if (input.userAgent) headers.set('user-agent', input.userAgent)
	let signedIn
	try {
		signedIn = await getAuth().api.signInEmail({
			body: { email, password: input.password, rememberMe: true },
			headers,
			returnHeaders: true,
		})
	} catch (error) {
		// 401: unknown account or wrong password; 400: not an address or too long a password.
		if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
			return { ok: false, reason: 'invalid-credentials' }
		}
		throw error
	}
	await Promise.all(
		device
			? [refundRateLimit(signInLimits.ip, ip), resetRateLimit(signInLimits.device, device)]
			: [
					resetRateLimit(signInLimits.accountFromIp, accountFromIp),
					refundRateLimit(signInLimits.ip, ip),
					refundRateLimit(signInLimits.untrusted, email),
				],
	)
	// better-auth withdrew the session of an account with two-factor on (see ./auth.ts): its code comes next.
	const response = signedIn.response as typeof signedIn.response | { secondFactorRequired: true; userId: string }
	if ('secondFactorRequired' in response) {
		const headers = new Headers()
		headers.append('Set-Cookie', await startSecondFactor(response.userId))
		headers.append('Set-Cookie', await deviceCookieHeader(email, device))
		return { ok: false, reason: 'second-factor', knownDevice: device !== null, headers }
	}
	const user = { id: response.user.id, email: response.user.email }
	const cookies = setCookieHeaders(signedIn.headers)
	cookies.append('Set-Cookie', await deviceCookieHeader(email, device))
	return { ok: true, user, isAdmin: await hasAdminRole(user.id), knownDevice: device !== null, headers: cookies }
}

/** "Too many sign-in attempts…" with the wait rounded up to whole minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`
}
