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

/**
 * Where a signed-in user goes: an admin to the admin page the guard sent them
 * to sign in from (`returnTo`, only a page of the admin area), else to /admin;
 * anyone else to /. The sign-in forms post to their page's URL, so `returnTo`
 * comes along.
 */
export function signInLanding(request: Request, isAdmin: boolean): string {
	if (!isAdmin) return '/'
	return adminReturnPath(new URL(request.url).searchParams.get('returnTo')) ?? ADMIN_HOME
}

/** `path` with this request's `returnTo` (when it is a page of the admin area) and `extra` parameters: the next step of signing in. */
export function keepingReturnTo(path: string, request: Request, extra: Record<string, string> = {}): string {
	const back = adminReturnPath(new URL(request.url).searchParams.get('returnTo'))
	const query = new URLSearchParams({ ...(back && back !== ADMIN_HOME ? { returnTo: back } : {}), ...extra }).toString()
	return query ? `${path}?${query}` : path
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
