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

import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'

import { EnvError, getEnv } from '#app/.server/env.ts'
import { logger } from '#app/.server/logger.ts'

import { createDrain } from './drain.ts'
import { createWebServer } from './http.ts'

type AppModule = {
	app: express.RequestHandler
	startServices(): Promise<void>
	stopServices(): Promise<void>
	enablePageCache(enabled: boolean): void
	servePageFromCache(req: IncomingMessage, res: ServerResponse, requestId: string): boolean
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
	const server = createWebServer({
		env,
		development,
		mount,
		drain,
		servePageFromCache: pageCache ? (req, res, id) => appModule.servePageFromCache(req, res, id) : undefined,
	})
	try {
		await new Promise<void>((resolve, reject) => {
			server.once('error', reject)
			server.listen(env.PORT, env.HOST, () => {
				server.off('error', reject)
				resolve()
			})
		})
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

/** A listen error that is a setting to change (HOST or PORT), in words. */
function listenError(error: unknown, host: string, port: number) {
	const reasons: Record<string, string> = {
		EADDRINUSE: 'another process is using that port (set PORT to another one, or stop that process)',
		EACCES: 'not allowed to use that port (ports below 1024 need privileges: set PORT to 1024 or above)',
		EADDRNOTAVAIL: 'this machine has no such address (set HOST, e.g. to 0.0.0.0 or 127.0.0.1)',
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
