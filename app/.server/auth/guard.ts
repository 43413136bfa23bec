import { data, replace } from 'react-router'

import { getRequestSession, type RequestSession } from './session.ts'

const isReadRequest = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

/**
 * The server-side admin guard. Every admin loader and every admin action calls
 * it itself (a check in the layout alone would leave the actions and the data
 * requests of child routes open).
 *
 * - Loaders (GET/HEAD): not signed in, or signed in without the admin role →
 *   throws a redirect to /auth that replaces the history entry.
 * - Actions: not signed in → throws 401; signed in without the role → throws 403.
 *
 * Returns the admin's user, plus Set-Cookie headers to forward when the
 * session was refreshed.
 */
export async function requireAdmin(request: Request): Promise<Pick<RequestSession, 'user' | 'headers'>> {
	const current = await getRequestSession(request)
	if (current?.isAdmin) return { user: current.user, headers: current.headers }
	if (isReadRequest(request)) throw replace('/auth')
	if (!current) throw data({ message: 'Please sign in to continue.' }, { status: 401 })
	throw data({ message: 'Your account does not have admin access.' }, { status: 403 })
}
