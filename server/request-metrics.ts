import type { IncomingMessage, ServerResponse } from 'node:http'
import { matchRoutes, type ServerBuild } from 'react-router'

import { routeTree } from '#app/.server/cache/page-query.ts'
import { logger } from '#app/.server/logger.ts'
import { bearerTokenMatches, METRICS_CONTENT_TYPE, renderMetrics, routeSeries, type RouteSeries } from '#app/.server/metrics.ts'

import { remember } from './bounded-memo.ts'

/** Longer targets are labelled each time rather than remembered. */
const MAX_MEMO_URL = 512

export type RequestMetrics = {
	/** Records a request already answered (a cache hit, a drained request): `started` is performance.now() at its arrival. */
	answered(req: IncomingMessage, res: ServerResponse, started: number): void
	/** Records the request when its answer ends (or its connection closes first). */
	track(req: IncomingMessage, res: ServerResponse, started: number): void
}

/**
 * The `route` label of a request target (decision 0058): the pattern of the
 * React Router route that answers it (`/blog/:slug`, `/admin/enquiries/:id`),
 * `.data` after it for the router's data requests, `assets` for the built
 * files, `not_found` for a path no route has, `static` for such a path that a
 * file of public/ answered, `redirect` for one the owner's redirects answered
 * (301, 302, 410), `invalid` for a target that is no path. Never the
 * URL itself: that would be a series per URL, and a query may carry personal data.
 */
export function routeLabeler(routes: ServerBuild['routes']) {
	const tree = routeTree(routes)
	const patterns = new Map<string, string>()
	const patternOf = (pathname: string): string => {
		const matches = matchRoutes(tree, pathname)
		const last = matches?.at(-1)
		if (!matches || !last || last.route.path === '*') return 'not_found'
		const parts = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part))
		return `/${parts.join('/')}`
	}
	return (target: string): string => {
		if (target.charCodeAt(0) !== 47 /* / */) return 'invalid'
		const queryAt = target.indexOf('?')
		let pathname = queryAt === -1 ? target : target.slice(0, queryAt)
		if (pathname === '/assets' || pathname.startsWith('/assets/')) return 'assets'
		let suffix = ''
		if (pathname.endsWith('.data')) {
			suffix = '.data'
			pathname = pathname === '/_root.data' ? '/' : pathname.slice(0, -suffix.length)
		}
		let pattern = patterns.get(pathname)
		if (pattern === undefined) {
			pattern = remember(patterns, pathname, patternOf(pathname), MAX_MEMO_URL)
		}
		return pattern === 'not_found' ? pattern : pattern + suffix
	}
}

/**
 * The request counter and duration histogram of the web server. A request is
 * a Map look-up of its target, two clock readings and a few increments; a URL
 * seen before allocates nothing.
 */
export function requestMetrics(routes: ServerBuild['routes']): RequestMetrics {
	const label = routeLabeler(routes)
	type Known = { series: RouteSeries; other?: RouteSeries }
	const known = new Map<string, Known>()
	const staticSeries = routeSeries('static')
	const redirectSeries = routeSeries('redirect')

	const seriesOf = (req: IncomingMessage, statusCode: number): RouteSeries => {
		const target = req.url ?? '/'
		let entry = known.get(target)
		if (entry === undefined) {
			entry = remember(known, target, { series: routeSeries(label(target)) }, MAX_MEMO_URL)
		}
		if (entry.series.route !== 'not_found' || (statusCode >= 400 && statusCode !== 410)) return entry.series
		// A path no route has, answered all the same: a file of public/ (or Vite's, in development), or one of the owner's redirects.
		return statusCode < 300 || statusCode === 304 ? staticSeries : redirectSeries
	}

	const record = (req: IncomingMessage, statusCode: number, started: number) =>
		seriesOf(req, statusCode).observe(req.method, statusCode, (performance.now() - started) / 1000)

	return {
		answered(req, res, started) {
			record(req, res.statusCode, started)
		},
		track(req, res, started) {
			res.once('close', () => record(req, res.writableFinished ? res.statusCode : 0, started))
		},
	}
}

export const METRICS_PATH = '/metrics'

/** Whether a request is for the metrics (the path exactly, with or without a query). */
export const isMetricsRequest = (req: IncomingMessage) => {
	const url = req.url
	return (
		url !== undefined && url.startsWith(METRICS_PATH) && (url.length === METRICS_PATH.length || url.charCodeAt(METRICS_PATH.length) === 63)
	) /* ? */
}

/**
 * Answers a request for the metrics: GET or HEAD (else 405), with the bearer
 * token when one is configured (else 401). Never stored by anyone (no-store).
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined) {
	const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		res.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n')
		return
	}
	if (token !== undefined && !bearerTokenMatches(req.headers.authorization, token)) {
		res
			.writeHead(401, { ...headers, 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain; charset=utf-8' })
			.end('A bearer token is required\n')
		return
	}
	try {
		const body = await renderMetrics()
		res.writeHead(200, { ...headers, 'content-type': METRICS_CONTENT_TYPE, 'content-length': Buffer.byteLength(body) })
		res.end(req.method === 'HEAD' ? undefined : body)
	} catch (error) {
		logger.error({ err: error }, 'Metrics: could not collect them')
		if (!res.headersSent) res.writeHead(500, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
		res.end('The metrics could not be collected\n')
	}
}
