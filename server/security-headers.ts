import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { contentSecurityPolicy } from '#app/.server/csp.ts'

/**
 * Security headers for every response. The Content-Security-Policy here lets
 * no inline script run; documents replace it with one that lists the hashes of
 * their own inline scripts (app/entry.server.tsx).
 *
 * Four of helmet's defaults are left out (decision 0028): X-XSS-Protection
 * (it only switched off the XSS filter of browsers that no longer have one),
 * X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies
 * (Flash and Acrobat policy files; none is served) and X-DNS-Prefetch-Control
 * (it turns off a browser speed-up, and leaks nothing the visit itself does
 * not). Every response, cache hits included, paid for them and protected
 * nobody.
 */
export function securityHeaders({ siteUrl, development }: { siteUrl: string; development: boolean }) {
	const https = siteUrl.startsWith('https://')
	const policy = contentSecurityPolicy({ development, https })

	const headers = helmet({
		contentSecurityPolicy: false,
		crossOriginEmbedderPolicy: false,
		crossOriginResourcePolicy: { policy: 'same-origin' },
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
		xFrameOptions: { action: 'deny' },
		xDnsPrefetchControl: false,
		xDownloadOptions: false,
		xPermittedCrossDomainPolicies: false,
		xXssProtection: false,
	})

	const policies: RequestHandler = (_req, res, next) => {
		res.setHeader('Content-Security-Policy', policy)
		res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
		next()
	}
	return [headers, policies]
}
