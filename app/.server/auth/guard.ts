import { data, replace } from 'react-router'

import { sitePath } from '#app/domain/paths/site-path.ts'

import { getRequestSession, type RequestSession } from './session.ts'

const isReadRequest = (request: Request) => request.method === 'GET' || request.method === 'HEAD'

/** Where an admin lands after signing in when no page of the admin area was asked for. */
export const ADMIN_HOME = '/admin'

/**
 * The page of the admin area to go back to after signing in, or null: a path
 * of this site by the one rule (`sitePath`, so no other host in disguise),
 * normalised as that rule writes it, and inside /admin.
 */
export function adminReturnPath(value: unknown): string | null {
	const path = sitePath(value)
	return path !== null && /^\/admin(?:[/?#]|$)/.test(path) ? path : null
}

/** /auth, with the admin page this request asked for as `returnTo` (not for the admin home, where sign-in lands anyway). */
export function signInPathFor(request: Request): string {
	const url = new URL(request.url)
	const back = adminReturnPath(`${url.pathname}${url.search}`)
	return back === null || back === ADMIN_HOME ? '/auth' : `/auth?${new URLSearchParams({ returnTo: back })}`
}

/**
 * The server-side admin guard. Every admin loader and every admin action calls
 * it itself (a check in the layout alone would leave the actions and the data
 * requests of child routes open).
 *
 * - Loaders (GET/HEAD): not signed in, or signed in without the admin role →
 *   throws a redirect to /auth (with the page asked for, to come back to) that
 *   replaces the history entry.
 * - Actions: not signed in → throws 401; signed in without the role → throws 403.
 *
 * Returns the admin's user, plus Set-Cookie headers to forward when the
 * session was refreshed.
 */
export async function requireAdmin(request: Request): Promise<Pick<RequestSession, 'user' | 'headers'>> {
	const current = await getRequestSession(request)
	if (current?.isAdmin) return { user: current.user, headers: current.headers }
	if (isReadRequest(request)) throw replace(signInPathFor(request))
	if (!current) throw data({ message: 'Please sign in to continue.' }, { status: 401 })
	throw data({ message: 'Your account does not have admin access.' }, { status: 403 })
}
