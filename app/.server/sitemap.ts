import type { ServerBuild } from 'react-router'

type RouteManifest = ServerBuild['routes']

/**
 * How many articles, and how many case studies, the sitemap lists at most
 * (the newest): one sitemap file holds 50,000 addresses (sitemaps.org), so
 * both kinds at their limit and the fixed pages stay under it.
 */
export const SITEMAP_ENTRY_LIMIT = 20_000

/** Public pages are the route modules under routes/site/. */
const PUBLIC_ROUTE_PREFIX = 'routes/site/'

/** The full URL path of a route, joining the paths of its parents. */
function fullPath(routes: RouteManifest, id: string): string {
	const segments: string[] = []
	for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
		if (route.path) segments.unshift(route.path)
	}
	return `/${segments.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')
}

/**
 * Public routes of the route table: static paths as they are; routes with a
 * dynamic segment expanded by the function registered for their module.
 */
export async function publicPaths(routes: RouteManifest, expand: Record<string, () => Promise<string[]> | string[]>): Promise<string[]> {
	const paths = new Set<string>()
	for (const [id, route] of Object.entries(routes)) {
		if (!route || !id.startsWith(PUBLIC_ROUTE_PREFIX)) continue
		if (!route.path && !route.index) continue // layouts
		const path = fullPath(routes, id)
		if (path.includes('*')) continue // the not-found page
		if (path.includes(':')) {
			const expander = expand[id]
			if (expander) for (const expanded of await expander()) paths.add(expanded)
			continue
		}
		paths.add(path)
	}
	return [...paths].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The sitemap of `paths`, each with its `lastmod` when `lastmods` knows it
 * (articles and the lists of articles and case studies, decision 0042): the
 * other pages' changes are not recorded, and a guessed date would mislead.
 */
export function renderSitemap(siteUrl: string, paths: string[], lastmods: ReadonlyMap<string, Date> = new Map()): string {
	const urls = paths
		.map((path) => {
			const loc = `<loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc>`
			const lastmod = lastmods.get(path)
			return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`
		})
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
