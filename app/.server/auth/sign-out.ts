import { isAPIError } from 'better-auth/api'

import { getAuth } from './auth.ts'
import { setCookieHeaders } from './session.ts'

/**
 * Ends every session of the signed-in user (all devices) and returns the
 * Set-Cookie headers that clear the session cookie. Without a valid session
 * there is nothing to revoke; the cookie is cleared all the same.
 */
export async function signOutEverywhere(request: Request): Promise<Headers> {
	const auth = getAuth()
	try {
		const { headers } = await auth.api.revokeSessions({ headers: request.headers, returnHeaders: true })
		return setCookieHeaders(headers)
	} catch (error) {
		if (!isAPIError(error) || error.statusCode !== 401) throw error
		const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
		return setCookieHeaders(headers)
	}
}
