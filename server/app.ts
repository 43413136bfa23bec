/**
 * The server bundle's entry (built by Vite together with the React Router app):
 * an Express router that hands requests to React Router, the page cache's fast
 * path, and the lifecycle the process entry (server/main.ts) calls at start and
 * at shutdown.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { writeReadableStreamToWritable } from '@react-router/node'
import type express from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import * as build from 'virtual:react-router/server-build'

import { bodyLimitsOf, declaresTooLarge, oversizedBodyLimit } from '#app/.server/body-limit.ts'
import { checkContentVersion, followingContentVersion } from '#app/.server/cache/content-version.ts'
import {
	enablePageCache as enableCache,
	PAGE_CACHEABLE_HEADER,
	pageCacheKey,
	servePageFromCache as serveFromCache,
	servePageMiss,
	type RenderedPage,
} from '#app/.server/cache/page-cache.ts'
import { declaredQueryOf } from '#app/.server/cache/page-query.ts'
import { getEnv } from '#app/.server/env.ts'
import { stopServices as stopLifecycle } from '#app/.server/lifecycle.ts'
import { logger, type Logger } from '#app/.server/logger.ts'
import { flushNotFound } from '#app/.server/redirects/not-found.ts'
import { flushRedirectHits } from '#app/.server/redirects/rules.ts'
import { isWorkLimitBusy } from '#app/.server/work-limit.ts'

import { pageViewNoter, type NotePageView } from './page-views.ts'
import { answerRedirect, noteNotFound } from './redirect-step.ts'
import { requestBody } from './request-body.ts'
import { requestUrl } from './request-url.ts'

export { startServices, isReady } from '#app/.server/lifecycle.ts'

/** The lifecycle's stop, after the counters kept in memory (redirect hits, the 404 report) are written. */
export async function stopServices() {
	await Promise.all([
		flushRedirectHits().catch((error: unknown) => logger.warn({ err: error }, 'Could not write redirect hit counts')),
		flushNotFound().catch((error: unknown) => logger.warn({ err: error }, 'Could not write the 404 report')),
	])
	await stopLifecycle()
}

/**
 * The page cache's fast path (server/http.ts), with the 404 report and the
 * page views: a cached not-found page is still a visitor who followed a dead
 * link, a cached page a view. No page is ever cached at a redirected path (see
 * server/redirect-step.ts), so no redirect look-up runs here.
 */
export function servePageFromCache(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean {
	if (!serveFromCache(req, res, requestId)) return false
	if (res.statusCode === 404) noteNotFound(req, res)
	else notePageView(req, res)
	return true
}

let countView: NotePageView | undefined
/** Counts a view of a public page (decision 0051); made on first use, when the environment has been read. */
function notePageView(req: IncomingMessage, res: ServerResponse) {
	countView ??= pageViewNoter(build.routes as ServerBuild['routes'], getEnv().SITE_URL)
	countView(req, res)
}

declare module 'react-router' {
	interface AppLoadContext {
		requestId: string
		/** The request's logger (carries the request id). */
		log: Logger
		/** The client address as Express sees it (honours TRUST_PROXY). */
		clientIp: string
		/** The route table of this build, for the sitemap. */
		routes: ServerBuild['routes']
	}
}

// The build as an object: React Router prepares its route table once, not per request.
const handleRequest = createRequestHandler(build as unknown as ServerBuild, process.env.NODE_ENV)

/** The route table, with each route's handle: also read by the nginx site's renderer (scripts/deploy/nginx-site.ts). */
export const routes = build.routes as ServerBuild['routes']

// Each route's body cap, from its handle (decision 0026).
const bodyLimitFor = bodyLimitsOf(routes)

/** The page cache, keying each public page by the query parameters its route handles declare (decision 0012). */
export function enablePageCache(enabled: boolean) {
	// Behind a proxy (nginx, deploy/), it is told how long it may keep each page.
	enableCache(enabled, declaredQueryOf(routes), { proxyExpiry: getEnv().TRUST_PROXY > 0 })
}

const loadContext = (req: express.Request) => ({
	requestId: String(req.id ?? ''),
	log: req.log ?? logger,
	clientIp: req.ip ?? req.socket.remoteAddress ?? '',
	routes: build.routes as ServerBuild['routes'],
})

/**
 * Anonymous GETs of public pages go through the page cache (rendered once per
 * content version, then served from memory); everything else is handed to
 * React Router and streamed back.
 */
export const app: express.RequestHandler = async (req, res, next) => {
	try {
		// The web server's guards have refused a target that is not a path already (server/request-guards.ts).
		const url = requestUrl(req)
		if (!url) return void res.status(400).end()
		// The owner's redirects come before the page cache and rendering (decision 0046).
		if (await answerRedirect(req, res, url)) return
		const key = pageCacheKey(req)
		// A page is rendered from its key: a query parameter it does not declare
		// never reaches it, so the page stored is what every URL of the key shows.
		const pageUrl = key === null ? url : new URL(key, url)
		const served =
			req.method === 'GET' &&
			key !== null &&
			(await servePageMiss(
				req,
				res,
				key,
				() => render(req, res, pageUrl),
				(page) => sendRendered(res, page),
			))
		if (served) {
			noteNotFound(req, res)
			return void notePageView(req, res)
		}
		// The route's body limit is looked up once, and only for a request that can carry a body.
		const limit = req.method === 'GET' || req.method === 'HEAD' ? null : bodyLimitFor(pageUrl.pathname)
		if (limit && !limit.readToCap && declaresTooLarge(req.headers, limit.bytes))
			await refuseOversized(res, limit.tooLarge, () => stream(req, res, pageUrl, limit.bytes))
		else await stream(req, res, pageUrl, limit?.bytes, limit?.readToCap)
		noteNotFound(req, res)
		notePageView(req, res)
	} catch (error) {
		next(error)
	}
}

/**
 * A body announced larger than its route takes is never read (server/request-body.ts);
 * its answer, the form's page with the form's message, is rendered in turn with
 * the other such answers, and when too many wait, the message is sent alone.
 */
async function refuseOversized(res: express.Response, message: string, render: () => Promise<void>) {
	try {
		await oversizedBodyLimit.run(render)
	} catch (error) {
		if (!isWorkLimitBusy(error) || res.headersSent) throw error
		res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(message)
	}
}

/** Renders the whole response into memory, with the headers already set on `res` (security headers) beneath its own. */
async function render(req: express.Request, res: express.Response, url: URL): Promise<RenderedPage> {
	const response = await handleRequest(toRequest(req, res, url), loadContext(req))
	const body = Buffer.from(await response.arrayBuffer())
	const headers: OutgoingHttpHeaders = { ...res.getHeaders() }
	for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value
	const cookies = response.headers.getSetCookie()
	if (cookies.length > 0) headers['set-cookie'] = cookies
	return { status: response.status, headers, body }
}

function sendRendered(res: ServerResponse, { status, headers, body }: RenderedPage) {
	res.statusCode = status
	for (const [name, value] of Object.entries(headers)) if (value !== undefined && name !== PAGE_CACHEABLE_HEADER) res.setHeader(name, value)
	res.end(body)
}

async function stream(req: express.Request, res: express.Response, url: URL, maxBodyBytes?: number, readToCap = false) {
	const response = await handleRequest(toRequest(req, res, url, maxBodyBytes, readToCap), loadContext(req))
	// After a change, this process reads the content version before it answers,
	// so the page the browser goes to next is never one cached before the change.
	if (req.method !== 'GET' && req.method !== 'HEAD' && followingContentVersion()) {
		await checkContentVersion().catch((error: unknown) => req.log.warn({ err: error }, 'Could not read the content version'))
	}
	if (res.destroyed || res.writableEnded) return void (await response.body?.cancel())
	res.statusCode = response.status
	if (response.statusText) res.statusMessage = response.statusText
	for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== PAGE_CACHEABLE_HEADER) res.setHeader(name, value)
	const cookies = response.headers.getSetCookie()
	if (cookies.length > 0) res.setHeader('set-cookie', cookies)
	if (!response.body) return void res.end()
	try {
		await writeReadableStreamToWritable(response.body, res)
	} catch (error) {
		if (!res.destroyed && !res.writableEnded) throw error
	}
}

/**
 * The Fetch API request React Router takes, from Express's (see requestUrl for how TRUST_PROXY counts),
 * its body capped at `maxBodyBytes` (the route's limit; a GET or HEAD has no body).
 */
function toRequest(req: express.Request, res: express.Response, url: URL, maxBodyBytes = 0, readToCap = false): Request {
	const controller = new AbortController()
	res.on('close', () => {
		if (!res.writableFinished) controller.abort()
	})
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const item of value) headers.append(name, item)
		else if (value !== undefined) headers.set(name, value)
	}
	const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		init.body = requestBody(req, res, maxBodyBytes, { readToCap })
		init.duplex = 'half'
	}
	return new Request(url, init)
}
