import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client'

import { pageCacheCounters } from './cache/page-cache.ts'
import { getDatabaseHandle } from './db/index.ts'
import { emailOutbox } from './db/schema/index.ts'
import { logger } from './logger.ts'
import { singleton } from './singleton.ts'

/**
 * The process's metrics in the Prometheus text format (decision 0058), from
 * prom-client: one registry per process (a singleton, since the server entry
 * and the app build each bundle this module). Each instance exposes its own;
 * Prometheus adds them up.
 *
 * Requests are counted by route pattern (`/blog/:slug`, `not_found`, `assets`…),
 * never by URL: a URL is unbounded and its query may carry personal data.
 */

/** Upper bounds of the request-duration buckets, in seconds: a cache hit is well under the first, a render under the third. */
export const DURATION_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5] as const
/** How long one reading of the database (outbox, pool) serves scrapes: several scrapers, or a fast one, query it once. */
export const DATABASE_READING_TTL_MS = 5_000
/** A scrape never waits longer than this for the database; the gauges then say it did not answer. */
const DATABASE_READING_TIMEOUT_MS = 2_000

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE

/** Methods counted by name; any other (the guards refuse most) is `other`. */
const METHODS = ['GET', 'HEAD', 'POST', 'other'] as const
const STATUS_CLASSES = ['other', '1xx', '2xx', '3xx', '4xx', '5xx'] as const

/** The counts of one route and method: plain numbers, so recording a request allocates nothing. */
type Series = { count: number; sum: number; buckets: Float64Array; statuses: Float64Array }

/** A route's series by method, handed to the request recorder once per route. */
export type RouteSeries = {
	readonly route: string
	/** Records one answered request: its status code and how long it took, in seconds. */
	observe(method: string | undefined, statusCode: number, seconds: number): void
}

const newSeries = (): Series => ({
	count: 0,
	sum: 0,
	buckets: new Float64Array(DURATION_BUCKETS.length + 1),
	statuses: new Float64Array(STATUS_CLASSES.length),
})

function methodIndex(method: string | undefined): number {
	switch (method) {
		case 'GET':
			return 0
		case 'HEAD':
			return 1
		case 'POST':
			return 2
		default:
			return 3
	}
}

/**
 * The request counter and duration histogram. prom-client's own take a labels
 * object per call and build a string key from it (measured at 1–3 µs per
 * request, several per cent of a cache hit); these keep each route's counts in
 * typed arrays and build the exposition's values only when scraped.
 */
function createRequestMetrics(registry: Registry) {
	const routes = new Map<string, (Series | undefined)[]>()

	const series = (route: string): RouteSeries => {
		let byMethod = routes.get(route)
		if (!byMethod) routes.set(route, (byMethod = METHODS.map(() => undefined)))
		const methods = byMethod
		return {
			route,
			observe(method, statusCode, seconds) {
				const index = methodIndex(method)
				const counts = (methods[index] ??= newSeries())
				let bucket = 0
				while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1
				counts.buckets[bucket]! += 1
				counts.count += 1
				counts.sum += seconds
				const statusClass = statusCode >= 100 && statusCode < 600 ? Math.floor(statusCode / 100) : 0
				counts.statuses[statusClass]! += 1
			},
		}
	}

	type Value = { labels: Record<string, string>; value: number; metricName?: string }
	const each = (visit: (labels: { method: string; route: string }, counts: Series) => void) => {
		for (const [route, byMethod] of routes)
			byMethod.forEach((counts, index) => {
				if (counts) visit({ method: METHODS[index]!, route }, counts)
			})
	}
	const custom = (name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) =>
		({
			name,
			help,
			type,
			aggregator: 'sum',
			get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
			// In place: the series handed out (server/request-metrics.ts keeps them) go on counting.
			reset: () => {
				for (const byMethod of routes.values()) byMethod.fill(undefined)
			},
		}) as unknown as Metric

	registry.registerMetric(
		custom('westway_http_requests_total', 'Requests answered, by method, route pattern and status class.', 'counter', () => {
			const values: Value[] = []
			each((labels, counts) =>
				counts.statuses.forEach((value, index) => {
					if (value > 0) values.push({ labels: { ...labels, status: STATUS_CLASSES[index]! }, value })
				}),
			)
			return values
		}),
	)
	const histogram = 'westway_http_request_duration_seconds'
	registry.registerMetric(
		custom(histogram, 'Time from a request’s arrival to its answer’s end, by method and route pattern.', 'histogram', () => {
			const values: Value[] = []
			each((labels, counts) => {
				let cumulative = 0
				DURATION_BUCKETS.forEach((bound, index) => {
					cumulative += counts.buckets[index]!
					values.push({ metricName: `${histogram}_bucket`, labels: { ...labels, le: String(bound) }, value: cumulative })
				})
				values.push({ metricName: `${histogram}_bucket`, labels: { ...labels, le: '+Inf' }, value: counts.count })
				values.push({ metricName: `${histogram}_sum`, labels, value: counts.sum })
				values.push({ metricName: `${histogram}_count`, labels, value: counts.count })
			})
			return values
		}),
	)
	return { series }
}

type DatabaseReading = {
	up: boolean
	seconds: number
	pending: number
	failed: number
	oldestPendingSeconds: number
	/** This process's PostgreSQL connections by state (null on PGlite, which is one in-process connection). */
	connections: Record<string, number> | null
}

/**
 * One reading of the database for the gauges, at most every
 * DATABASE_READING_TTL_MS and one at a time: the outbox's depth (each count
 * from its partial index, migration 0020) and, on PostgreSQL, this process's
 * pool as the server sees it (its connections in pg_stat_activity, told apart
 * by their application_name).
 */
function databaseReader() {
	let last: { at: number; reading: DatabaseReading } | null = null
	let reading: Promise<DatabaseReading> | null = null
	let warned = false

	const read = async (): Promise<DatabaseReading> => {
		const handle = getDatabaseHandle()
		const started = performance.now()
		const pendingRows = sql`from ${emailOutbox} where ${emailOutbox.status} = 'pending'`
		const [outbox] = await handle.db
			.select({
				pending: sql<number>`(select count(*) ${pendingRows})::int`,
				failed: sql<number>`(select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'failed')::int`,
				oldest: sql<number | null>`(select extract(epoch from now() - min(${emailOutbox.createdAt})) ${pendingRows})::float8`,
			})
			.from(sql`(select 1) as one`)
		let connections: Record<string, number> | null = null
		if (handle.pool) {
			// The connection this runs on is counted as idle: it is, but for this reading.
			const rows = await handle.db
				.select({
					state: sql<string>`case when pid = pg_backend_pid() then 'idle' else coalesce(state, 'other') end`,
					count: sql<number>`count(*)::int`,
				})
				.from(sql`pg_stat_activity`)
				.where(sql`application_name = ${handle.pool.applicationName}`)
				.groupBy(sql`1`)
			connections = {}
			for (const row of rows) {
				const state =
					row.state === 'idle in transaction' ? 'idle_in_transaction' : row.state === 'active' || row.state === 'idle' ? row.state : 'other'
				connections[state] = (connections[state] ?? 0) + Number(row.count)
			}
		}
		return {
			up: true,
			seconds: (performance.now() - started) / 1000,
			pending: Number(outbox?.pending ?? 0),
			failed: Number(outbox?.failed ?? 0),
			oldestPendingSeconds: Math.max(0, Number(outbox?.oldest ?? 0)),
			connections,
		}
	}

	const readNow = (now = Date.now()): Promise<DatabaseReading> => {
		if (last && now - last.at < DATABASE_READING_TTL_MS) return Promise.resolve(last.reading)
		reading ??= withTimeout(read(), DATABASE_READING_TIMEOUT_MS)
			.then((value) => {
				warned = false
				return value
			})
			.catch((error: unknown) => {
				// Once per outage, not once per scrape.
				if (!warned) logger.warn({ err: error }, 'Metrics: the database did not answer')
				warned = true
				return { up: false, seconds: DATABASE_READING_TIMEOUT_MS / 1000, pending: 0, failed: 0, oldestPendingSeconds: 0, connections: null }
			})
			.then((value) => {
				last = { at: Date.now(), reading: value }
				reading = null
				return value
			})
		return reading
	}
	return Object.assign(readNow, {
		forget() {
			last = null
		},
	})
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
		timer.unref()
	})
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function createMetrics() {
	const registry = new Registry()
	// Heap, RSS, GC, handles and the event loop's lag (sampled every 10 ms by perf_hooks, reset at each scrape).
	collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 })
	const requests = createRequestMetrics(registry)

	new Counter({
		name: 'westway_page_cache_hits_total',
		help: 'Public pages answered from the page cache.',
		registers: [registry],
		collect() {
			this.reset()
			this.inc(pageCacheCounters().hits)
		},
	})
	new Counter({
		name: 'westway_page_cache_misses_total',
		help: 'Public pages looked for in the page cache and rendered.',
		registers: [registry],
		collect() {
			this.reset()
			this.inc(pageCacheCounters().misses)
		},
	})
	new Gauge({
		name: 'westway_page_cache_entries',
		help: 'Pages held in the page cache.',
		registers: [registry],
		collect() {
			this.set(pageCacheCounters().entries)
		},
	})
	new Gauge({
		name: 'westway_page_cache_bytes',
		help: 'Bytes held in the page cache (every encoding of every page).',
		registers: [registry],
		collect() {
			this.set(pageCacheCounters().bytes)
		},
	})

	const outboxSends = new Counter({
		name: 'westway_outbox_sends_total',
		help: 'E-mails this process tried to send, by outcome: sent, retry (failed, will be tried again) or failed (failed for good).',
		labelNames: ['outcome'],
		registers: [registry],
	})
	for (const outcome of ['sent', 'retry', 'failed']) outboxSends.inc({ outcome }, 0)

	const readDatabase = databaseReader()
	new Gauge({
		name: 'westway_outbox_messages',
		help: 'E-mails in the outbox: pending (waiting to be sent) or failed (given up, for staff to retry).',
		labelNames: ['status'],
		registers: [registry],
		async collect() {
			const reading = await readDatabase()
			this.set({ status: 'pending' }, reading.pending)
			this.set({ status: 'failed' }, reading.failed)
		},
	})
	new Gauge({
		name: 'westway_outbox_oldest_pending_seconds',
		help: 'Age of the oldest pending e-mail (0 when none waits).',
		registers: [registry],
		async collect() {
			this.set((await readDatabase()).oldestPendingSeconds)
		},
	})
	new Gauge({
		name: 'westway_database_up',
		help: 'Whether the database answered the last reading (1) or not (0), by driver.',
		labelNames: ['driver'],
		registers: [registry],
		async collect() {
			const reading = await readDatabase()
			this.reset()
			this.set({ driver: driverOf() }, reading.up ? 1 : 0)
		},
	})
	new Gauge({
		name: 'westway_database_reading_seconds',
		help: 'How long the last reading of the database for these metrics took (on PGlite it waits behind queued queries).',
		registers: [registry],
		async collect() {
			this.set((await readDatabase()).seconds)
		},
	})
	new Gauge({
		name: 'westway_database_pool_connections',
		help: 'PostgreSQL only: this process’s open connections by state (active, idle, idle_in_transaction, other).',
		labelNames: ['state'],
		registers: [registry],
		async collect() {
			const { connections } = await readDatabase()
			this.reset()
			if (connections) for (const state of ['active', 'idle', 'idle_in_transaction', 'other']) this.set({ state }, connections[state] ?? 0)
		},
	})
	new Gauge({
		name: 'westway_database_pool_max_connections',
		help: 'PostgreSQL only: the most connections this process opens.',
		registers: [registry],
		collect() {
			this.reset()
			const pool = connectedHandle()?.pool
			if (pool) this.set(pool.max)
		},
	})

	return { registry, requests, outboxSends, readDatabase }
}

function connectedHandle() {
	try {
		return getDatabaseHandle()
	} catch {
		return null
	}
}

function driverOf() {
	const kind = connectedHandle()?.kind
	return kind === 'postgres' ? 'postgresql' : kind === undefined ? 'none' : 'pglite'
}

/** Made on first use: a process without metrics (scripts, most tests) starts no event-loop monitor. */
const metrics = () => singleton('metrics', createMetrics)

/** The series of a route pattern (kept by the caller: looking it up again per request would cost a Map look-up). */
export const routeSeries = (route: string): RouteSeries => metrics().requests.series(route)

/** Counts one outcome of the outbox worker's attempt to send an e-mail. */
export function countOutboxSend(outcome: 'sent' | 'retry' | 'failed') {
	metrics().outboxSends.inc({ outcome })
}

/** Forgets the last reading of the database, so the next scrape reads it anew (tests). */
export function forgetMetricsReading() {
	metrics().readDatabase.forget()
}

/** The exposition text of every metric, as a scrape reads it. */
export const renderMetrics = (): Promise<string> => metrics().registry.metrics()

/**
 * Whether an Authorization header carries the bearer token, compared in
 * constant time (both sides hashed first, so their lengths do not show either).
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
	if (!header || header.length > 1_024) return false
	const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
	if (!match) return false
	const digest = (value: string) => createHash('sha256').update(value).digest()
	return timingSafeEqual(digest(match[1]!), digest(token))
}
