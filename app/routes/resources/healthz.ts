import { pageCacheStats } from '#app/.server/cache/page-cache.ts'
import { getDatabaseHandle } from '#app/.server/db/index.ts'
import { isReady } from '#app/.server/lifecycle.ts'

import type { Route } from './+types/healthz.ts'

/** Liveness and readiness: 200 when the database answers, 503 otherwise (or while shutting down); the page cache's counters. */
export async function loader({ context }: Route.LoaderArgs) {
	const headers = { 'Cache-Control': 'no-store' }
	if (!isReady()) return Response.json({ status: 'unavailable', database: 'not ready' }, { status: 503, headers })
	const started = performance.now()
	try {
		await getDatabaseHandle().ping()
		const latencyMs = Math.round(performance.now() - started)
		const pageCache = pageCacheStats()
		return Response.json({ status: 'ok', database: 'ok', latencyMs, ...(pageCache ? { pageCache } : {}) }, { headers })
	} catch (error) {
		context.log.error({ err: error }, 'Health check: database did not answer')
		return Response.json({ status: 'unavailable', database: 'error' }, { status: 503, headers })
	}
}
