import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Security headers for every response. Scripts run only with this request's
 * nonce (React Router's inline hydration scripts carry it); no `unsafe-eval`.
 */
export function securityHeaders({ siteUrl, development }: { siteUrl: string; development: boolean }) {
	const https = siteUrl.startsWith('https://')
	const assignNonce: RequestHandler = (_req, res, next) => {
		res.locals.cspNonce = randomBytes(16).toString('base64')
		next()
	}
	const nonceSource = (_req: unknown, res: unknown) => `'nonce-${String((res as { locals: { cspNonce: string } }).locals.cspNonce)}'`

	const headers = helmet({
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				defaultSrc: ["'self'"],
				baseUri: ["'self'"],
				connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
				fontSrc: ["'self'", 'data:'],
				formAction: ["'self'"],
				frameAncestors: ["'none'"],
				frameSrc: ["'none'"],
				imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
				manifestSrc: ["'self'"],
				mediaSrc: ["'self'"],
				objectSrc: ["'none'"],
				// Vite's development client injects inline modules without a nonce.
				scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
				scriptSrcAttr: ["'none'"],
				styleSrc: ["'self'", "'unsafe-inline'"],
				workerSrc: ["'self'", 'blob:'],
				...(https ? { upgradeInsecureRequests: [] } : {}),
			},
		},
		crossOriginEmbedderPolicy: false,
		crossOriginResourcePolicy: { policy: 'same-origin' },
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
		xFrameOptions: { action: 'deny' },
	})

	const permissions: RequestHandler = (_req, res, next) => {
		res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
		next()
	}
	return [assignNonce, headers, permissions]
}
