import type express from 'express'

// A host name or address with an optional port: anything else (e.g. a Host header with a path in it) is not trusted.
const HOST = /^[\w.-]+(?::\d{1,5})?$|^\[[\da-f:.]+\](?::\d{1,5})?$/i

/**
 * The origin the request was sent to, as React Router sees it: Express's
 * protocol (which honours TRUST_PROXY), and the forwarded host when proxies are
 * trusted, else the Host header. Both the request given to React Router and
 * the Origin check of state-changing requests use it, so they cannot disagree.
 */
export function requestOrigin(req: express.Request): string {
	const forwarded = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
	const host = forwarded || req.get('host') || ''
	return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`
}

/**
 * The URL React Router gets: this origin, and the path and query of the
 * request target. The target is taken as a path even when it looks like a
 * scheme-relative URL (`//elsewhere/x`); of an absolute-form target
 * (`http://host/x`, which proxies send) only the path and query count. Null
 * for a target that is not a path at all (`*`, garbage).
 */
export function requestUrl(req: express.Request): URL | null {
	const target = req.originalUrl
	try {
		if (target.startsWith('/')) return new URL(`${requestOrigin(req)}${target}`)
		if (/^https?:\/\//i.test(target)) {
			const absolute = new URL(target)
			return new URL(`${requestOrigin(req)}${absolute.pathname}${absolute.search}`)
		}
	} catch {
		// Not a URL: answered as a bad request below.
	}
	return null
}
