import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

import { declaredBodyLimit, publicFormLimit, type BodyLimit } from '#app/utils/body-limit.ts'

import { getEnv } from './env.ts'
import { workLimit } from './work-limit.ts'

/**
 * The body limits of decision 0026, server half: the number of bytes a
 * route's declared limit allows, which route a request goes to, and the error
 * the body stream ends with when a body goes past its cap.
 */

export type ResolvedBodyLimit = Omit<BodyLimit, 'bytes'> & { bytes: number; fileBytes: number }

const MB = 1024 * 1024

/** The limit in bytes: an upload's files at UPLOAD_MAX_MB each, plus a megabyte for its fields and part headers. */
export function resolveBodyLimit(limit: BodyLimit, uploadMaxMb = getEnv().UPLOAD_MAX_MB): ResolvedBodyLimit {
	const fileBytes = uploadMaxMb * MB
	return { ...limit, bytes: limit.bytes === 'upload' ? limit.files * fileBytes + MB : limit.bytes, fileBytes }
}

/** The body stream's error past the cap: the readers answer it as a 413 with the form's message. */
export class BodyTooLarge extends Error {
	constructor(readonly limitBytes: number) {
		super(`The request body is larger than ${limitBytes} bytes`)
		this.name = 'BodyTooLarge'
	}
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLarge => error instanceof Error && error.name === 'BodyTooLarge'

/**
 * Bodies declared larger than their cap are answered one at a time: the
 * answer is the form's page with its message, a full render, and a burst of
 * oversized posts must not render twenty pages at once in front of every
 * other visitor (decision 0026). Past the queue, the message alone.
 */
export const oversizedBodyLimit = workLimit('oversized-body', { concurrency: 1, queue: 8, retryAfterSeconds: 5 })

/** True when the request announces a body larger than `maxBytes` (a chunked body is only found out while it is read). */
export const declaresTooLarge = (headers: { 'content-length'?: string | undefined }, maxBytes: number) =>
	Number(headers['content-length'] ?? 0) > maxBytes

type Routes = ServerBuild['routes']

/**
 * The byte cap of each request path, from the routes' handles: the deepest
 * matched route that declares `bodyLimit` wins; a path no route declares one
 * for (an unknown path, /api/auth/…) gets the public form's.
 */
export function bodyLimitsOf(routes: Routes): (pathname: string) => ResolvedBodyLimit {
	const tree = routeTree(routes)
	// Resolved on first use (the environment is read then, not when the server bundle loads).
	const resolved = new Map<string, ResolvedBodyLimit>()
	return (pathname) => {
		// A data request (`/contact.data`, `/_root.data`) goes to the page's own action.
		const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/') || '/' : pathname
		const id = matchRoutes(tree, path)?.findLast((match) => declaredBodyLimit(routes[match.route.id!]?.module.handle))?.route.id ?? ''
		let limit = resolved.get(id)
		if (!limit) resolved.set(id, (limit = resolveBodyLimit(declaredBodyLimit(routes[id]?.module.handle) ?? publicFormLimit)))
		return limit
	}
}

function routeTree(routes: Routes): RouteObject[] {
	const children = (parentId: string | undefined): RouteObject[] =>
		Object.values(routes)
			.filter((route) => route?.parentId === parentId)
			.map((route) =>
				route!.index
					? { id: route!.id, index: true, path: route!.path }
					: { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: children(route!.id) },
			)
	return children(undefined)
}
