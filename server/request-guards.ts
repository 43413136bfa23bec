import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type express from 'express'

import type { Logger } from '#app/.server/logger.ts'

import { requestOrigin, requestUrl } from './request-url.ts'

/**
 * Checks every request passes before the app sees it (decision 0015): the
 * method is one the app answers, and a state-changing request comes from this
 * site. A refusal is answered here, so no route (page, resource or API) has to
 * remember either check.
 */

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const allowed = new Set<string>(ALLOWED_METHODS)
const ALLOW = ALLOWED_METHODS.join(', ')
/** What changes nothing: the rest may, so it must come from this site. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

export const guardMessages = {
	method: 'This method is not supported here.',
	target: 'The request target is not a path of this site.',
	crossSite: 'This request came from another site and was refused.',
} as const

/** A refusal in the caller's terms: JSON for an API client, plain text otherwise. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
	const wantsJson = /json/i.test(`${req.headers.accept ?? ''} ${req.headers['content-type'] ?? ''}`) || req.url?.startsWith('/api/')
	const body = wantsJson ? JSON.stringify({ error: message }) : `${message}\n`
	res.writeHead(status, {
		...headers,
		'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
		'Content-Length': Buffer.byteLength(body),
		'Cache-Control': 'no-store',
	})
	res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * 405 for any other method (TRACE, WebDAV's, made-up ones), naming the ones
 * this server takes. Not 501 for the unknown ones: a request is never
 * answered with a server error for what the client chose to send.
 */
export const methodGuard: express.RequestHandler = (req, res, next) => {
	if (allowed.has(req.method)) return next()
	refuse(req, res, 405, guardMessages.method, { Allow: ALLOW })
}

/**
 * A request target the app can read as a path: `OPTIONS *` (about the server
 * as a whole) names the methods; anything else that is not a path, or whose
 * path does not decode (`%`, `%ZZ`, bytes that are not UTF-8), is a 400.
 */
export const targetGuard: express.RequestHandler = (req, res, next) => {
	const url = requestUrl(req)
	if (url && decodes(url.pathname)) return next()
	if (req.method === 'OPTIONS' && req.originalUrl === '*') return void res.writeHead(204, { Allow: ALLOW }).end()
	refuse(req, res, 400, guardMessages.target)
}

function decodes(path: string) {
	try {
		decodeURIComponent(path)
		return true
	} catch {
		return false
	}
}

/**
 * The check React Router makes before a page's action, made for every
 * state-changing request (resource routes and the JSON API included): an
 * Origin header, when there is one, must be this request's own origin. A
 * request without one (a server-to-server call, an old client) passes, as it
 * does in the framework; `Origin: null` (sandboxed or privacy-stripped
 * documents) does not.
 */
export const originGuard: express.RequestHandler = (req, res, next) => {
	const origin = req.headers.origin
	if (SAFE.has(req.method) || origin === undefined || sameOrigin(origin, requestOrigin(req))) return next()
	req.log?.warn({ origin: origin.slice(0, 200) }, 'Cross-site request refused')
	refuse(req, res, 403, guardMessages.crossSite)
}

function sameOrigin(origin: string, own: string) {
	try {
		return new URL(origin).origin === new URL(own).origin
	} catch {
		return false
	}
}

/**
 * CONNECT never reaches the request handler (Node hands it the raw socket):
 * answered here with the same 405 instead of a dropped connection.
 */
export function refuseConnect(log: Logger) {
	return (req: IncomingMessage, socket: Duplex) => {
		log.warn({ req: { method: req.method }, res: { statusCode: 405 } }, 'request completed')
		socket.on('error', () => {})
		// Whatever the client sends after the request (the tunnel's bytes) is read and dropped: a socket left
		// unread never sees the client's end, and the server could never finish closing.
		socket.resume()
		socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
	}
}

/**
 * Behind TRUST_PROXY proxies, an X-Forwarded-For with more addresses than
 * that means either more proxies than configured (every client then looks
 * like the outermost proxy) or a client writing the header itself (which the
 * proxies pass on). Either way the configuration deserves a look: said at
 * most once an hour, with how often it happened, never once per request.
 */
export function forwardedChainWarning(trustedHops: number, log: Logger, intervalMs = 60 * 60 * 1000): express.RequestHandler {
	let lastWarned = -Infinity
	let since = 0
	return (req, _res, next) => {
		const header = req.headers['x-forwarded-for']
		if (trustedHops > 0 && header !== undefined) {
			const hops = [header]
				.flat()
				.join(',')
				.split(',')
				.filter((part) => part.trim() !== '').length
			if (hops > trustedHops) {
				since += 1
				const now = Date.now()
				if (now - lastWarned >= intervalMs) {
					log.warn(
						{ trustedHops, forwardedHops: hops, requests: since },
						`X-Forwarded-For lists more addresses than TRUST_PROXY=${trustedHops} trusts: check the number of proxies in front of the server (a client can write this header itself)`,
					)
					lastWarned = now
					since = 0
				}
			}
		}
		next()
	}
}
