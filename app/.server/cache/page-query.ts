import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

import { SITE_LAYOUT_ID } from '#app/utils/page-query.ts'

/** Of a path: the query parameters its page reads, sorted; null when the path is no public page (its query is kept whole). */
export type DeclaredQuery = (pathname: string) => readonly string[] | null

const MEMO_SIZE = 500

/**
 * The declared query of each path, from the route table: the union of the
 * `handle.query` of the routes that match it (decision 0012). Only a path
 * under the site layout is a public page whose other parameters may go; the
 * answer of each path is remembered (a bounded memo, emptied when full), so a
 * cache hit with a query matches the route table once per path, not per request.
 */
export function declaredQueryOf(routes: ServerBuild['routes']): DeclaredQuery {
	const tree = routeTree(routes)
	const memo = new Map<string, readonly string[] | null>()
	return (pathname) => {
		const known = memo.get(pathname)
		if (known !== undefined) return known
		const matches = matchRoutes(tree, pathname) ?? []
		const declared = matches.some((match) => match.route.id === SITE_LAYOUT_ID)
			? [...new Set(matches.flatMap((match) => (match.route.handle as { query?: readonly string[] } | undefined)?.query ?? []))].sort()
			: null
		if (memo.size >= MEMO_SIZE) memo.clear()
		memo.set(pathname, declared)
		return declared
	}
}

/** React Router's flat route manifest as the nested route objects `matchRoutes` takes, each with its module's handle. */
export function routeTree(routes: ServerBuild['routes']): RouteObject[] {
	const children = new Map<string | undefined, RouteObject[]>()
	const build = (parentId: string | undefined): RouteObject[] =>
		(children.get(parentId) ?? []).map((route) => ({ ...route, children: route.index ? undefined : build(route.id) }) as RouteObject)
	for (const route of Object.values(routes)) {
		if (!route) continue
		const object = {
			id: route.id,
			path: route.path,
			index: route.index,
			caseSensitive: route.caseSensitive,
			handle: route.module.handle,
		} as RouteObject
		const siblings = children.get(route.parentId) ?? []
		siblings.push(object)
		children.set(route.parentId, siblings)
	}
	return build(undefined)
}
