/**
 * The server process: Express 5 around the React Router request handler.
 * Start-up order: validate the environment, open and migrate the database
 * (fails at once if another process holds the embedded database), then listen.
 * SIGTERM/SIGINT: drain for SHUTDOWN_DRAIN_SECONDS when set (server/drain.ts),
 * stop accepting, finish in-flight requests, close the database.
 */
// First: replaces the process with the memory budget's settings before anything loads (decision 0055).
import './memory-reexec.ts'
import './load-env.ts'

import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'
import type { ServerBuild } from 'react-router'

import { EnvError, getEnv } from '#app/.server/env.ts'
import { logger } from '#app/.server/logger.ts'

import { createDrain } from './drain.ts'
import { createWebServer } from './http.ts'
import { createMetricsServer } from './metrics-server.ts'
import { requestMetrics } from './request-metrics.ts'

type AppModule = {
	app: express.RequestHandler
	startServices(): Promise<void>
	stopServices(): Promise<void>
	enablePageCache(enabled: boolean): void
	servePageFromCache(req: IncomingMessage, res: ServerResponse, requestId: string): boolean
	routes: ServerBuild['routes']
}

const SHUTDOWN_TIMEOUT_MS = 15_000
/** Once the port is closed, how often connections that have become idle are closed (Node would keep them for keepAliveTimeout). */
const IDLE_SWEEP_MS = 100

/** The release line the project installs and is tested on (decision 0013). */
const NODE_MAJOR = 24

async function main() {
	const env = getEnv()
	if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
		logger.warn(`Running on Node.js ${process.version}: this project runs on Node.js ${NODE_MAJOR} (npm start uses the one it installs)`)
	}
	const development = env.NODE_ENV === 'development'
	// In production this file is <build>/main.js, beside <build>/client and <build>/server.
	const buildDirectory = path.dirname(fileURLToPath(import.meta.url))

	// What answers the requests that pass the guards (server/http.ts).
	let appModule: AppModule
	let closeDevServer = async () => {}
	let mount: (app: express.Express) => void
	if (development) {
		const vite = await createDevServer()
		closeDevServer = () => vite.close()
		const load = () => vite.ssrLoadModule('./server/app.ts') as Promise<AppModule>
		appModule = await load()
		mount = (app) => {
			app.use(vite.middlewares)
			app.use(async (req, res, next) => {
				try {
					const current = await load()
					await current.app(req, res, next)
				} catch (error) {
					if (error instanceof Error) vite.ssrFixStacktrace(error)
					next(error)
				}
			})
		}
	} else {
		const client = path.join(buildDirectory, 'client')
		// The files of public/ all have an extension; pages never do, so they skip the disk lookup.
		const publicFiles = express.static(client, { maxAge: '1h', index: false })
		const loaded = (await import(pathToImport(path.join(buildDirectory, 'server', 'index.js')))) as AppModule
		appModule = loaded
		mount = (app) => {
			app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false }))
			app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
			app.use(loaded.app)
		}
	}

	await appModule.startServices()
	const pageCache = (env.PAGE_CACHE ?? (development ? 'off' : 'on')) === 'on'
	appModule.enablePageCache(pageCache)

	const drain = createDrain()
	// Metrics only when they can be read (decision 0058): on their own port, or behind the token on this one.
	const metricsOn = env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined
	const server = createWebServer({
		env,
		development,
		mount,
		drain,
		servePageFromCache: pageCache ? (req, res, id) => appModule.servePageFromCache(req, res, id) : undefined,
		metrics: metricsOn ? { requests: requestMetrics(appModule.routes), token: env.METRICS_TOKEN } : undefined,
	})
	try {
		await listen(server, env.PORT, env.HOST)
	} catch (error) {
		await appModule.stopServices().catch(() => {})
		throw listenError(error, env.HOST, env.PORT)
	}
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	logger.info(
		{ port, siteUrl: env.SITE_URL, mode: env.NODE_ENV, node: process.version, pageCache },
		`Listening on http://localhost:${port}`,
	)
	let metricsServer: Server | null = null
	if (env.METRICS_PORT !== undefined) {
		metricsServer = createMetricsServer({ token: env.METRICS_TOKEN })
		try {
			await listen(metricsServer, env.METRICS_PORT, env.METRICS_HOST)
		} catch (error) {
			server.close()
			await appModule.stopServices().catch(() => {})
			throw listenError(error, env.METRICS_HOST, env.METRICS_PORT, 'METRICS_HOST', 'METRICS_PORT')
		}
		const metricsAddress = metricsServer.address()
		const metricsPort = typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : env.METRICS_PORT
		logger.info(
			{ metricsPort, metricsHost: env.METRICS_HOST, token: env.METRICS_TOKEN !== undefined },
			`Metrics on http://${env.METRICS_HOST}:${metricsPort}/metrics`,
		)
		if (!env.METRICS_TOKEN && !isLoopback(env.METRICS_HOST))
			logger.warn(
				{ metricsHost: env.METRICS_HOST },
				'The metrics port listens beyond this machine without METRICS_TOKEN: anyone who reaches it reads them',
			)
	}

	let shuttingDown = false
	const shutdown = (signal: NodeJS.Signals) => {
		if (shuttingDown) return
		shuttingDown = true
		const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000
		logger.info(
			{ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS },
			drainMs > 0 ? 'Shutting down: draining, then finishing in-flight requests' : 'Shutting down: finishing in-flight requests',
		)
		const force = setTimeout(() => {
			logger.error('Shutdown took too long; exiting')
			exitWhenLogged(1)
		}, drainMs + SHUTDOWN_TIMEOUT_MS)
		force.unref()
		if (drainMs > 0) drain.begin()
		setTimeout(() => {
			if (drainMs > 0) logger.info({ bounced: drain.bounced }, 'Drained: closing the port')
			// A connection whose request finishes from now on is closed at once, not kept for keepAliveTimeout.
			const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
			server.close(async (error) => {
				clearInterval(sweep)
				if (error) logger.error({ err: error }, 'Error while closing the HTTP server')
				try {
					// Watched until the last request has finished.
					if (metricsServer) await closeServer(metricsServer)
					await appModule.stopServices()
					await closeDevServer()
					logger.info('Shutdown complete')
					exitWhenLogged(0)
				} catch (stopError) {
					logger.error({ err: stopError }, 'Error while stopping services')
					exitWhenLogged(1)
				}
			})
			server.closeIdleConnections()
		}, drainMs)
	}
	process.on('SIGTERM', shutdown)
	process.on('SIGINT', shutdown)
}

/**
 * Vite in middleware mode. React Router's plugin starts a Vite server of its
 * own (it watches react-router.config.ts), and every Vite server exits the
 * process on SIGTERM (code 143) as soon as it has closed itself: the database
 * would stay open and its lock behind. Those listeners go; our shutdown closes Vite.
 */
async function createDevServer() {
	const before = new Set(process.listeners('SIGTERM'))
	const { createServer } = await import('vite')
	const vite = await createServer({ server: { middlewareMode: true } })
	for (const listener of process.listeners('SIGTERM')) if (!before.has(listener)) process.off('SIGTERM', listener)
	return vite
}

function listen(server: Server, port: number, host: string) {
	return new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, host, () => {
			server.off('error', reject)
			resolve()
		})
	})
}

function closeServer(server: Server) {
	return new Promise<void>((resolve) => {
		server.close(() => resolve())
		server.closeAllConnections()
	})
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

/** A listen error that is a setting to change (HOST or PORT, METRICS_HOST or METRICS_PORT), in words. */
function listenError(error: unknown, host: string, port: number, hostName = 'HOST', portName = 'PORT') {
	const reasons: Record<string, string> = {
		EADDRINUSE: `another process is using that port (set ${portName} to another one, or stop that process)`,
		EACCES: `not allowed to use that port (ports below 1024 need privileges: set ${portName} to 1024 or above)`,
		EADDRNOTAVAIL: `this machine has no such address (set ${hostName}, e.g. to 0.0.0.0 or 127.0.0.1)`,
	}
	const reason = reasons[(error as NodeJS.ErrnoException).code ?? '']
	return reason ? new ConfigurationError(`Cannot listen on ${host}:${port}: ${reason}`) : error
}

class ConfigurationError extends Error {
	override name = 'ConfigurationError'
}

/** Exits once the log lines written so far have reached standard output (they are written asynchronously). */
function exitWhenLogged(code: number) {
	logger.flush(() => process.exit(code))
	setTimeout(() => process.exit(code), 2_000).unref()
}

function pathToImport(file: string) {
	return new URL(`file://${file}`).href
}

main().catch((error: unknown) => {
	// By name: the error comes from the app bundle, whose DirectoryLockedError class is not this bundle's.
	if (
		error instanceof EnvError ||
		error instanceof ConfigurationError ||
		(error instanceof Error && error.name === 'DirectoryLockedError')
	) {
		// A clear message, not a stack trace: these are configuration problems.
		logger.fatal(error.message)
		console.error(`\n${error.message}\n`)
	} else {
		logger.fatal({ err: error }, 'Server failed to start')
	}
	exitWhenLogged(1)
})
