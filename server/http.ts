import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import compression from 'compression'
import express from 'express'
import { pinoHttp } from 'pino-http'

import type { Env } from '#app/.server/env.ts'
import { loggableUrl } from '#app/.server/loggable-url.ts'
import { logger as appLogger, type Logger } from '#app/.server/logger.ts'

import type { Drain } from './drain.ts'
import { hitLogger } from './hit-log.ts'
import { forwardedChainWarning, methodGuard, originGuard, refuseConnect, targetGuard } from './request-guards.ts'
import { answerMetrics, isMetricsRequest, type RequestMetrics } from './request-metrics.ts'
import { securityHeaders } from './security-headers.ts'

const REQUEST_ID = /^[\w.-]{1,64}$/

export type WebServerOptions = {
	env: Pick<Env, 'SITE_URL' | 'TRUST_PROXY'>
	development: boolean
	/** Adds what answers the requests that pass the guards: static files and the app, or Vite and the app in development. */
	mount(app: express.Express): void
	/** The page cache's fast path, when it is on: true when it has answered. */
	servePageFromCache?: (req: IncomingMessage, res: ServerResponse, requestId: string) => boolean
	logger?: Logger
	/** How often the summary of cache hits is logged (server/hit-log.ts). */
	hitSummaryMs?: number
	/** The drain before a graceful stop (server/drain.ts): once begun, it answers before anything else. */
	drain?: Drain
	/**
	 * Requests counted and timed by route (server/request-metrics.ts; decision 0058), when metrics are on;
	 * with `token`, GET /metrics on this port answers them to a request that carries it.
	 */
	metrics?: { requests: RequestMetrics; token?: string }
}

/**
 * The HTTP server in front of the app, not yet listening: request logs, the
 * request guards (proxy chain, method, Origin, request target), security
 * headers and compression, then what `mount` adds. A page already in the page cache is
 * sent before the Express stack runs: its headers (security headers included)
 * were kept with it, and only GET and HEAD are ever served from it.
 */
export function createWebServer({
	env,
	development,
	mount,
	servePageFromCache,
	logger = appLogger,
	hitSummaryMs,
	drain,
	metrics,
}: WebServerOptions): Server {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)

	app.use(
		pinoHttp({
			logger,
			genReqId(req, res) {
				const id = requestId(req)
				res.setHeader('X-Request-Id', id)
				return id
			},
			autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
			customLogLevel(_req, res, error) {
				if (error || res.statusCode >= 500) return 'error'
				if (res.statusCode >= 400) return 'warn'
				return 'info'
			},
			// Just what is needed to follow a request; never headers (cookies, tokens), query values or tokens in paths.
			serializers: {
				req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
				res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
			},
		}),
	)
	app.use(forwardedChainWarning(env.TRUST_PROXY, logger))
	app.use(securityHeaders({ siteUrl: env.SITE_URL, development }))
	app.use(methodGuard, originGuard, targetGuard)
	app.use(compression())
	mount(app)

	const logHit = hitLogger(logger, hitSummaryMs)
	const requests = metrics?.requests ?? UNCOUNTED
	const token = metrics?.token
	const server = createServer((req, res) => {
		// Before the page cache, so /metrics is never stored, and before the drain, so an instance can be watched while it drains.
		if (token !== undefined && isMetricsRequest(req)) return void answerMetrics(req, res, token)
		const started = performance.now()
		if (drain?.active && drain.answer(req, res)) return requests.answered(req, res, started)
		if (servePageFromCache && servePageFromCache(req, res, requestId(req))) {
			logHit(req, res)
			return requests.answered(req, res, started)
		}
		requests.track(req, res, started)
		app(req, res)
	})
	server.on('connect', refuseConnect(logger))
	server.on('close', logHit.flush)
	return server
}

/** Without metrics: nothing recorded. */
const UNCOUNTED: RequestMetrics = { answered() {}, track() {} }

/** The caller's request id when it is a sensible one (a proxy's), else a new one. */
function requestId(req: IncomingMessage) {
	const incoming = req.headers['x-request-id']
	return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
