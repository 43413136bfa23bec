import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchPath } from 'react-router'

import routeConfig from '#app/routes.ts'

/** One URL pattern of the route table, e.g. `/services/:slug` or `/media/*`. */
export type RoutePattern = { pattern: string; file: string; params: string[]; splat: boolean }

/**
 * Every URL pattern of app/routes.ts (layouts without a path of their own
 * contribute their children), read from the route config itself so a route
 * added later is swept without editing the sweep.
 */
export function routePatterns(entries: RouteConfigEntry[] = routeConfig, parent = ''): RoutePattern[] {
	const found = new Map<string, RoutePattern>()
	for (const entry of entries) {
		const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
		if (entry.index || entry.path) {
			const pattern = path || '/'
			const params = [...pattern.matchAll(/:(\w+)\??/g)].map((match) => match[1]!)
			found.set(pattern, { pattern, file: entry.file, params, splat: pattern.endsWith('*') })
		}
		for (const child of entry.children ? routePatterns(entry.children, path) : []) found.set(child.pattern, child)
	}
	return [...found.values()]
}

/** The pattern with its parameters filled in (values as given: encode them first). */
export function fillPattern(route: RoutePattern, values: Record<string, string>, splat: string): string {
	const filled = route.pattern.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? 'x').replace(/\*$/, splat)
	return filled || '/'
}

/**
 * For each pattern, the real values of its parameters found among `urls`
 * (links, sitemap entries, form actions of the seeded site), plus those given
 * by parameter name (`known`, e.g. a newsletter token no page links to).
 */
export function realParameterValues(routes: RoutePattern[], urls: Iterable<string>, known: Record<string, string[]> = {}) {
	const values = new Map<RoutePattern, { params: Record<string, string>[]; splats: string[] }>()
	for (const route of routes) values.set(route, { params: [], splats: [] })
	for (const url of urls) {
		const pathname = url.split(/[?#]/)[0]!
		for (const route of routes) {
			if (route.params.length === 0 && !route.splat) continue
			const match = matchPath(route.pattern, pathname)
			if (!match) continue
			const entry = values.get(route)!
			const { '*': splat, ...params } = match.params as Record<string, string>
			if (route.params.length > 0) entry.params.push(params)
			if (route.splat && splat) entry.splats.push(splat)
		}
	}
	for (const route of routes) {
		for (const name of route.params) for (const value of known[name] ?? []) values.get(route)!.params.push({ [name]: value })
	}
	return values
}
