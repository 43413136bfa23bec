/**
 * The server bundle's entry (built by Vite together with the React Router app):
 * an Express router that hands requests to React Router, plus the lifecycle the
 * process entry (server/main.ts) calls at start and at shutdown.
 */
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { ServerBuild } from 'react-router'

import { logger, type Logger } from '#app/.server/logger.ts'

export { startServices, stopServices, isReady } from '#app/.server/lifecycle.ts'

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		requestId: string
		/** The request's logger (carries the request id). */
		log: Logger
		/** The client address as Express sees it (honours TRUST_PROXY). */
		clientIp: string
		/** The route table of this build, for the sitemap. */
		routes: ServerBuild['routes']
	}
}

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>

export const app = express.Router()

app.use(
	createRequestHandler({
		build: loadBuild,
		async getLoadContext(req, res) {
			const build = await loadBuild()
			return {
				cspNonce: String(res.locals.cspNonce ?? ''),
				requestId: String(req.id ?? ''),
				log: req.log ?? logger,
				clientIp: req.ip ?? req.socket.remoteAddress ?? '',
				routes: build.routes,
			}
		},
	}),
)
