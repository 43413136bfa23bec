import type { IncomingMessage, ServerResponse } from 'node:http'
import { isbot } from 'isbot'
import { matchRoutes, type ServerBuild } from 'react-router'

import { pageViewCounter, type ViewCounter } from '#app/.server/analytics/view-counts.ts'
import { routeTree } from '#app/.server/cache/page-query.ts'
import { DIRECT, VIEW_LIMITS, viewPath } from '#app/domain/analytics/page-views.ts'
import { SITE_LAYOUT_ID } from '#app/utils/page-query.ts'

import { remember } from './bounded-memo.ts'
import { NOT_PUBLIC, referrerHost } from './redirect-step.ts'

export type NotePageView = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Counts a view of a public page (decision 0051) after its answer is written,
 * from a cache hit as from a render: a GET of a page route under the site
 * layout answered 200 (or 304: the browser showed its copy again), from a
 * browser (`isbot` says which are not; no user agent is not a browser), not a
 * prefetch, not from a signed-in member of staff (a session cookie; only staff
 * have accounts). Unknown paths are 404s, counted by the 404 report instead.
 *
 * A cache hit pays for it: each of the path, the user agent and the referring
 * address is read once and remembered (bounded memos), so a view is a few Map
 * look-ups and an increment; the counts are written in batches.
 */
export function pageViewNoter(routes: ServerBuild['routes'], siteUrl: string, counter: ViewCounter = pageViewCounter): NotePageView {
	const tree = routeTree(routes)
	const siteHost = withoutWww(new URL(siteUrl).hostname.toLowerCase())
	const pages = new Map<string, string | null>()
	const bots = new Map<string, boolean>()
	const referrers = new Map<string, string | null>()
	const requestHosts = new Map<string, string>()

	const pagePath = (raw: string): string | null => {
		// Percent-encoded at most three characters for one: longer is no page's, and is not remembered.
		if (raw.length > VIEW_LIMITS.maxPathLength * 3) return null
		let path = pages.get(raw)
		if (path !== undefined) return path
		path = viewPath(raw)
		if (path !== null && NOT_PUBLIC.test(path)) path = null
		if (path !== null) {
			const matches = matchRoutes(tree, path) ?? []
			const last = matches.at(-1)?.route.id
			// A page renders a document (its module has a component); a resource route under the layout (the feed) does not.
			const document = last !== undefined && routes[last]?.module.default !== undefined
			if (!document || !matches.some((match) => match.route.id === SITE_LAYOUT_ID)) path = null
		}
		remember(pages, raw, path)
		return path
	}

	const isBot = (agent: string | undefined): boolean => {
		if (!agent) return true
		let bot = bots.get(agent)
		if (bot === undefined) remember(bots, agent, (bot = agent.length > 1_000 || isbot(agent)))
		return bot
	}

	const referringHost = (referer: string | undefined, host: string | undefined): string => {
		if (!referer) return DIRECT
		let found = referrers.get(referer)
		if (found === undefined) {
			const hostname = referrerHost(referer)
			found = hostname === null ? null : withoutWww(hostname)
			remember(referrers, referer, found)
		}
		if (found === null || found === siteHost) return DIRECT
		if (host === undefined) return found
		// The host the request was sent to is this site too (a second name, a test server's address).
		let own = requestHosts.get(host)
		if (own === undefined) remember(requestHosts, host, (own = withoutWww(host.toLowerCase().replace(/:\d+$/, ''))))
		return own === found ? DIRECT : found
	}

	return (req, res) => {
		if (!counter.enabled || req.method !== 'GET' || (res.statusCode !== 200 && res.statusCode !== 304)) return
		const { headers } = req
		if (headers.cookie?.includes('session_token=') || headers['sec-purpose'] !== undefined || headers.purpose !== undefined) return
		if (isBot(headers['user-agent'])) return
		const url = req.url ?? '/'
		const queryAt = url.indexOf('?')
		const path = pagePath(queryAt === -1 ? url : url.slice(0, queryAt))
		if (path === null) return
		counter.record(path, referringHost(headers.referer, headers.host))
	}
}

const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host)
