import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import { isbot } from 'isbot'

import { NOT_FOUND_LIMITS, recordNotFound } from '#app/.server/redirects/not-found.ts'
import { countRedirectHit, ruleTable } from '#app/.server/redirects/rules.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'
import { findRule, pathKey, redirectLocation, type RuleTable } from '#app/domain/redirects/rules.ts'

/**
 * The owner's redirects, applied before rendering and before the page cache
 * stores anything (decision 0046): a GET or HEAD whose path has a rule is
 * answered here with its 301, 302 or 410. Every rule change moves the content
 * version on, which empties every instance's page cache and makes this step
 * read the rules again; so no page is ever cached at a redirected path, and the
 * cache's fast path needs no look-up of its own.
 *
 * True when it has answered.
 */
export async function answerRedirect(req: express.Request, res: express.Response, url: URL): Promise<boolean> {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	let table: RuleTable
	try {
		table = await ruleTable()
	} catch (error) {
		// Without the rules the page is answered as it would be without them.
		req.log.warn({ err: error }, 'Could not read the redirect rules')
		return false
	}
	if (table.size === 0) return false
	const key = pathKey(url.pathname)
	const rule = findRule(table, key)
	if (!rule) return false
	if (rule.status === 410) {
		countRedirectHit(rule.id)
		res.writeHead(410, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'max-age=3600' })
		res.end(req.method === 'HEAD' ? undefined : GONE_PAGE)
		return true
	}
	const location = redirectLocation(rule, key, url.search)
	if (location === null) return false
	countRedirectHit(rule.id)
	// A permanent move may be kept by browsers for an hour (an owner's mistake is not forever); a temporary one is asked again each time.
	res.writeHead(rule.status, { location, 'cache-control': rule.status === 301 ? 'max-age=3600' : 'no-cache', 'content-length': '0' })
	res.end()
	return true
}

const GONE_PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page removed</title></head><body><main><h1>This page has been removed</h1><p><a href="/">Go to the home page</a></p></main></body></html>`

/** Paths that are not public pages: their 404s are not the owner's concern (the page cache's list, and React Router's data requests). */
export const NOT_PUBLIC = /^\/(?:admin|auth|api|newsletter|media|healthz|assets|preview)(?:[/.]|$)|\.data$/i
const HOST = /^[a-z0-9.-]{1,253}$/

/**
 * Records a public page answered 404 (GET only) in the 404 report: the path
 * normalised (dot segments removed, percent-encoding as the site writes it,
 * query dropped), the referring page's host only, bots by `isbot` counted
 * apart. Cheap for everything that is not a 404 (the caller checks the status).
 */
export function noteNotFound(req: IncomingMessage, res: ServerResponse) {
	if (res.statusCode !== 404 || req.method !== 'GET') return
	const target = req.url ?? '/'
	const queryAt = target.indexOf('?')
	const raw = queryAt === -1 ? target : target.slice(0, queryAt)
	if (raw.length > NOT_FOUND_LIMITS.maxPathLength * 3) return
	const path = sitePath(raw)
	if (path === null || path.length > NOT_FOUND_LIMITS.maxPathLength || NOT_PUBLIC.test(path)) return
	recordNotFound(path, referrerHost(req.headers.referer), isbot(req.headers['user-agent'] ?? ''))
}

/** The host of a referring page (lower case), or null when there is none or it is not a web address. */
export function referrerHost(referer: string | undefined): string | null {
	if (!referer || referer.length > 2_000) return null
	try {
		const url = new URL(referer)
		if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
		const host = url.hostname.toLowerCase()
		return HOST.test(host) ? host : null
	} catch {
		return null
	}
}
