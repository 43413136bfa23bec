import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type express from 'express'
import type { ServerBuild } from 'react-router'
import sharp from 'sharp'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll } from 'vitest'

import { getEnv, setEnvForTesting } from '#app/.server/env.ts'
import { startServices, stopServices } from '#app/.server/lifecycle.ts'
import { seedProjects } from '#app/.server/seed/data.ts'
import { seededProjectPictureKey } from '#app/.server/seed/index.ts'
import { installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { createWebServer } from '#server/http.ts'
import { requestMetrics } from '#server/request-metrics.ts'

/** What server/app.ts exports (the app module the production build is made of). */
type AppModule = {
	app: express.RequestHandler
	enablePageCache(enabled: boolean): void
	servePageFromCache(req: IncomingMessage, res: ServerResponse, requestId: string): boolean
	routes: ServerBuild['routes']
}

export type InProcessServer = { port: number; close(): Promise<void> }

/**
 * The whole server stack in this process, on an ephemeral port: the web
 * server of server/http.ts (request logs, guards, headers, compression, the
 * page cache's fast path) around server/app.ts, whose React Router build is
 * made by Vite from app/routes.ts as `npm run dev` makes it (no build needed).
 * The app's services (database, storage, content version) are the ones this
 * process installed: they are shared through `singleton`.
 */
export async function startInProcessServer({
	pageCache = true,
	metrics,
}: {
	pageCache?: boolean
	/** Requests counted by route (as with METRICS_PORT or METRICS_TOKEN set), with the token /metrics asks for on this port. */
	metrics?: { token?: string }
} = {}): Promise<InProcessServer> {
	const vite: ViteDevServer = await createViteServer({
		configFile: 'vite.config.ts',
		// Only server-side rendering: no file watching, no HMR socket (nor its port, which a test of `npm run dev` needs free), no browser dependency scan.
		server: { middlewareMode: true, hmr: false, ws: false, watch: null },
		appType: 'custom',
		optimizeDeps: { noDiscovery: true, include: [] },
		cacheDir: '.tmp/vite-sweep',
		logLevel: 'silent',
	})
	let server: Server | undefined
	try {
		const appModule = (await vite.ssrLoadModule('/server/app.ts')) as AppModule
		appModule.enablePageCache(pageCache)
		server = createWebServer({
			env: getEnv(),
			development: false,
			mount: (app) => app.use(appModule.app),
			servePageFromCache: pageCache ? (req, res, id) => appModule.servePageFromCache(req, res, id) : undefined,
			metrics: metrics && { requests: requestMetrics(appModule.routes), token: metrics.token },
		})
		const listening = server
		await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
		return {
			port: (listening.address() as AddressInfo).port,
			async close() {
				const closed = new Promise((resolve) => listening.close(resolve))
				listening.closeAllConnections()
				await closed
				appModule.enablePageCache(false)
				await vite.close()
			},
		}
	} catch (error) {
		server?.close()
		await vite.close()
		throw error
	}
}

/**
 * The app's services as at a real start (migrations, the installation secret,
 * the seeded content, the content version; no mail worker), with media on a
 * fresh folder. The seed draws each project's picture (1600×1000, seconds of
 * CPU) unless one is stored already, so small ones are stored first; the
 * pictures' variants are left to be made on request (`MEDIA_WARM=off`), so the
 * test has the CPU to itself. `stop` undoes it all.
 */
export async function startSeededServices(name: string): Promise<{ mediaRoot: string; stop(): Promise<void> }> {
	const mediaRoot = mkdtempSync(path.join(tmpdir(), `${name}-media-`))
	const storage = createLocalStorage(mediaRoot)
	installStorage(storage)
	const picture = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#8899aa' } })
		.webp()
		.toBuffer()
	for (const project of seedProjects) await storage.put(seededProjectPictureKey(project), picture, 'image/webp')
	setEnvForTesting({ MEDIA_WARM: 'off' })
	await startServices()
	return {
		mediaRoot,
		async stop() {
			await stopServices()
			installStorage(null)
			rmSync(mediaRoot, { recursive: true, force: true })
		},
	}
}

/**
 * A test file's server: seeded services on the file's database and the whole
 * stack in process, started before its tests and stopped after them. `base`
 * is its address once started.
 */
export function seededServerForThisFile(name: string, options: Parameters<typeof startInProcessServer>[0] = {}) {
	let services: Awaited<ReturnType<typeof startSeededServices>> | undefined
	let server: InProcessServer | undefined
	beforeAll(async () => {
		services = await startSeededServices(name)
		server = await startInProcessServer(options)
	}, 120_000)
	afterAll(async () => {
		await server?.close()
		await services?.stop()
	}, 120_000)
	return {
		get base() {
			if (!server) throw new Error('The server starts in beforeAll: use `base` inside a test.')
			return `http://127.0.0.1:${server.port}`
		},
	}
}
