import { and, eq } from 'drizzle-orm'

import { getDb } from '../db/index.ts'
import { userRoles } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { getAuth } from './auth.ts'
import { noteSessionSeen } from './sessions.ts'

export type SessionUser = { id: string; email: string }

export type RequestSession = {
	user: SessionUser
	session: { id: string; expiresAt: Date }
	/** True only when user_roles holds role `admin` for the user (a failed lookup means false). */
	isAdmin: boolean
	/** Set-Cookie headers to forward when better-auth refreshed the session cookie. */
	headers: Headers
}

/** Whether the user holds the admin role. A failed lookup is logged and means "not admin". */
export async function hasAdminRole(userId: string): Promise<boolean> {
	try {
		const [row] = await getDb()
			.select({ role: userRoles.role })
			.from(userRoles)
			.where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
			.limit(1)
		return Boolean(row)
	} catch (error) {
		logger.error({ err: error, userId }, 'Could not read the user role; treating the user as not admin')
		return false
	}
}

async function readSession(request: Request): Promise<RequestSession | null> {
	if (!request.headers.get('cookie')) return null
	const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true })
	if (!response) return null
	const { user, session } = response
	await noteSessionSeen(session.id)
	return {
		user: { id: user.id, email: user.email },
		session: { id: session.id, expiresAt: session.expiresAt },
		isAdmin: await hasAdminRole(user.id),
		headers: setCookieHeaders(headers),
	}
}

/** Only the Set-Cookie lines of better-auth's response headers. */
export function setCookieHeaders(source: Headers | null | undefined): Headers {
	const headers = new Headers()
	for (const cookie of source?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
	return headers
}

// The layout's loader and the page's loader run for the same request: read the session once.
const perRequest = new WeakMap<Request, Promise<RequestSession | null>>()

/** The signed-in user of this request (with the admin flag), or null. */
export function getRequestSession(request: Request): Promise<RequestSession | null> {
	let pending = perRequest.get(request)
	if (!pending) {
		pending = readSession(request)
		perRequest.set(request, pending)
	}
	return pending
}
