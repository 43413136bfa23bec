import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

import { singleton } from '../singleton.ts'
import { currentContentVersion, followingContentVersion, onContentChange } from './content-version.ts'
import type { DeclaredQuery } from './page-query.ts'

/**
 * Rendered public pages kept in memory for anonymous visitors (decision 0012):
 * the final bytes, compressed once with brotli and gzip, with their headers and
 * a strong ETag. An entry is served only while the content version it was
 * rendered at is current, and for at most MAX_AGE_MS (pages show the date).
 *
 * What may be kept is decided twice: the request (GET or HEAD, no session
 * cookie, no credentials, not an admin/auth/API/resource path) and the response
 * (the document renderer marked it, 200 or 404, sets no cookie).
 */
export const PAGE_CACHEABLE_HEADER = 'x-page-cacheable'
export const MAX_AGE_MS = 5 * 60 * 1000
const MAX_ENTRIES = 2_000
const MAX_BYTES = 64 * 1024 * 1024
const MAX_KEY_LENGTH = 1_024

/**
 * Paths that are never public pages, whatever the response says (a preview shows unpublished work to whoever holds its link).
 * `/__manifest` is React Router's route discovery: its `paths` and `version` must reach it unstripped.
 */
const NEVER = /^\/(?:admin|auth|api|newsletter|media|healthz|assets|preview|__manifest)(?:[/.?]|$)|\.data(?:\?|$)/
/** Query parameters that only tell analytics where a visitor came from: never part of a key, whatever a page declares. */
const TRACKING = /^(?:utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+)$/i
/** Headers of one response that must not be replayed to other visitors. */
const PER_RESPONSE = new Set([
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'connection',
	'date',
	'etag',
	'vary',
	'set-cookie',
	'x-request-id',
	PAGE_CACHEABLE_HEADER,
])

type Encoding = 'br' | 'gzip' | 'identity'

export type PageEntry = {
	version: number
	storedAt: number
	status: number
	etag: string
	bodies: Record<Encoding, Buffer>
	/** True once the bodies are compressed at the best levels (first they are at fast ones). */
	best: boolean
	/** The headers every answer of this entry carries (those of a 304). */
	common: string[]
	/** The response headers per encoding, and for a 304, as flat name/value lists: written without per-header work. */
	rawHeaders: Record<Encoding | 'notModified', string[]>
	/**
	 * The same lists with `x-page-cache: HIT` and an `x-request-id` whose value
	 * (the last item) each hit sets: a hit copies no list. Node reads the list
	 * within writeHead, and nothing runs between setting the id and that call.
	 */
	hitHeaders: Record<Encoding | 'notModified', string[]>
	size: number
}

export type PageCacheStats = { hits: number; misses: number; entries: number; bytes: number; contentVersion: number }

const state = singleton('page-cache', () => ({
	enabled: false,
	entries: new Map<string, PageEntry>(),
	bytes: 0,
	hits: 0,
	misses: 0,
	filling: new Map<string, Promise<PageEntry | null>>(),
	unsubscribe: null as null | (() => void),
	declaredQuery: (() => []) as DeclaredQuery,
	proxyExpiry: false,
}))

/**
 * Turns the cache on or off. `declaredQuery` tells, per path, which query
 * parameters its page reads (server/app.ts derives it from the route
 * handles); without it no parameter is part of any key. `proxyExpiry`: behind
 * nginx, each answer from the cache tells it to keep the page until the end
 * of the current second (`X-Accel-Expires: @<second>`, which nginx reads and
 * does not pass on): its own "1s" is counted from the start of a second, so
 * up to two (decision 0056).
 */
export function enablePageCache(enabled: boolean, declaredQuery: DeclaredQuery = () => [], { proxyExpiry = false } = {}) {
	state.enabled = enabled
	state.declaredQuery = declaredQuery
	state.proxyExpiry = proxyExpiry
	state.unsubscribe?.()
	state.unsubscribe = enabled ? onContentChange(() => clearPageCache()) : null
	clearPageCache()
}

export function clearPageCache() {
	state.entries.clear()
	state.bytes = 0
	improving.waiting.clear()
}

export const pageCacheStats = (): PageCacheStats | null =>
	state.enabled ? { ...pageCacheCounters(), contentVersion: currentContentVersion() } : null

/** The counters whether the cache is on or not (the metrics, decision 0058). */
export const pageCacheCounters = () => ({ hits: state.hits, misses: state.misses, entries: state.entries.size, bytes: state.bytes })

/**
 * The cache key of a request, or null when the request may not be served from
 * or stored in the cache: the path and, of a public page, only the query
 * parameters it declares, by name (each name's values in their order), so an
 * unknown parameter never makes a new key. A path that is no public page (its
 * response is not stored) keeps its query, tracking parameters aside.
 */
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
	if (!state.enabled || !followingContentVersion()) return null
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	const url = req.url ?? '/'
	if (url.length > MAX_KEY_LENGTH || url.charCodeAt(0) !== 47 /* / */ || url.charCodeAt(1) === 47 || NEVER.test(url)) return null
	const { cookie, authorization, range } = req.headers
	if (authorization || range || (cookie && cookie.includes('session_token='))) return null
	const queryAt = url.indexOf('?')
	if (queryAt === -1) return url
	const path = url.slice(0, queryAt)
	const declared = state.declaredQuery(path)
	if (declared?.length === 0) return path
	const params = new URLSearchParams(url.slice(queryAt + 1))
	const kept = new URLSearchParams()
	for (const name of declared ?? [...new Set(params.keys())].sort()) {
		if (TRACKING.test(name)) continue
		for (const value of params.getAll(name)) kept.append(name, value)
	}
	return kept.size === 0 ? path : `${path}?${kept.toString()}`
}

function lookup(key: string): PageEntry | null {
	const entry = state.entries.get(key)
	if (!entry) return null
	if (entry.version !== currentContentVersion() || Date.now() - entry.storedAt > MAX_AGE_MS) {
		remove(key, entry)
		return null
	}
	// Most recently used last, so the oldest are dropped first when full.
	state.entries.delete(key)
	state.entries.set(key, entry)
	return entry
}

function remove(key: string, entry: PageEntry) {
	state.entries.delete(key)
	state.bytes -= entry.size
}

/**
 * Serves the request from the cache when it holds a current page for it (with
 * this request id); false otherwise, having written nothing.
 */
export function servePageFromCache(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean {
	const key = pageCacheKey(req)
	if (key === null) return false
	const entry = lookup(key)
	if (!entry) return false
	state.hits += 1
	sendEntry(req, res, entry, 'HIT', requestId)
	return true
}

/**
 * Renders the page once for every request that misses the same key at the same
 * time: `render` gives the response's status, headers and full body; when they
 * may be kept, they are compressed and stored, and the entry is returned.
 */
export async function fillPageCache(key: string, render: () => Promise<RenderedPage | null>): Promise<PageEntry | null> {
	state.misses += 1
	const pending = state.filling.get(key)
	if (pending) return pending
	const filling = (async () => {
		const version = currentContentVersion()
		const rendered = await render()
		if (!rendered || !storable(rendered.status, rendered.headers)) return null
		const entry = await buildEntry(version, rendered)
		if (store(key, entry)) improveLater(key)
		return entry
	})()
	state.filling.set(key, filling)
	try {
		return await filling
	} finally {
		state.filling.delete(key)
	}
}

function storable(status: number, headers: OutgoingHttpHeaders) {
	if (status !== 200 && status !== 404) return false
	if (!headers[PAGE_CACHEABLE_HEADER] || headers['set-cookie']) return false
	const cacheControl = String(headers['cache-control'] ?? '')
	return !/no-store|private/i.test(cacheControl)
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * How a page is compressed: fast when it is first stored, since a visitor
 * waits for it (and every miss pays it), then at the smallest in the
 * background (`improveLater`).
 */
export const FIRST_COMPRESSION = { brotli: 5, gzip: 6 } as const
export const BEST_COMPRESSION = { brotli: 10, gzip: 9 } as const
type Compression = { brotli: number; gzip: number }

async function compress(body: Buffer, levels: Compression): Promise<{ br: Buffer; gzip: Buffer }> {
	const [br, gz] = await Promise.all([
		brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
		gzipAsync(body, { level: levels.gzip }),
	])
	return { br, gzip: gz }
}

async function buildEntry(version: number, rendered: RenderedPage): Promise<PageEntry> {
	const { status, body } = rendered
	const kept: string[] = []
	for (const [name, value] of Object.entries(rendered.headers)) {
		const lower = name.toLowerCase()
		if (value === undefined || PER_RESPONSE.has(lower) || lower === 'cache-control') continue
		for (const item of Array.isArray(value) ? value : [value]) kept.push(lower, String(item))
	}
	const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
	// Browsers keep the page but ask again each time; an unchanged page is then a 304.
	const common = [...kept, 'cache-control', 'no-cache', 'etag', etag, 'vary', 'Accept-Encoding']
	return withBodies({ version, storedAt: Date.now(), status, etag, common }, body, await compress(body, FIRST_COMPRESSION), false)
}

/** An entry around its three bodies, with the headers of each precomputed. */
function withBodies(
	base: Pick<PageEntry, 'version' | 'storedAt' | 'status' | 'etag'> & { common: string[] },
	identity: Buffer,
	compressed: { br: Buffer; gzip: Buffer },
	best: boolean,
): PageEntry {
	const { common, ...rest } = base
	const bodies = { br: compressed.br, gzip: compressed.gzip, identity }
	const withBody = (encoding: Encoding) => [
		...common,
		...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
		'content-length',
		String(bodies[encoding].length),
	]
	return {
		...rest,
		best,
		common,
		bodies,
		rawHeaders: { br: withBody('br'), gzip: withBody('gzip'), identity: withBody('identity'), notModified: common },
		hitHeaders: {
			br: [...withBody('br'), ...hitTail()],
			gzip: [...withBody('gzip'), ...hitTail()],
			identity: [...withBody('identity'), ...hitTail()],
			notModified: [...common, ...hitTail()],
		},
		size: bodies.br.length + bodies.gzip.length + identity.length,
	}
}

/**
 * Stored copies waiting to be compressed at the best levels, oldest first: one
 * at a time, and only while no miss is rendering, so a visitor never waits
 * behind it. The queue holds keys, not pages, and is bounded; a key no longer
 * stored (replaced, expired, dropped) is skipped, and a page that misses the
 * queue simply stays at the first levels.
 */
const MAX_WAITING = 256
const IDLE_RETRY_MS = 50
const improving = singleton('page-cache-improving', () => ({ waiting: new Set<string>(), running: false, improved: 0 }))

function improveLater(key: string) {
	if (improving.waiting.size >= MAX_WAITING) return
	improving.waiting.add(key)
	scheduleImprovement(0)
}

function scheduleImprovement(delay: number) {
	if (improving.running || improving.waiting.size === 0) return
	improving.running = true
	setTimeout(() => {
		improving.running = false
		void improveNext()
	}, delay).unref()
}

async function improveNext() {
	if (state.filling.size > 0) return scheduleImprovement(IDLE_RETRY_MS)
	const key = improving.waiting.values().next().value
	if (key === undefined) return
	improving.waiting.delete(key)
	const entry = state.entries.get(key)
	if (entry && !entry.best) {
		improving.running = true
		try {
			const compressed = await compress(entry.bodies.identity, BEST_COMPRESSION)
			// Replaced only if it is still the stored copy (not changed, dropped or expired meanwhile).
			if (state.entries.get(key) === entry) {
				const better = withBodies(entry, entry.bodies.identity, compressed, true)
				state.entries.set(key, better)
				state.bytes += better.size - entry.size
				improving.improved += 1
			}
		} finally {
			improving.running = false
		}
	}
	scheduleImprovement(0)
}

/** Resolves once no stored copy waits for its best compression (for tests and benchmarks). */
export async function pageCacheImproved(): Promise<void> {
	while (improving.running || improving.waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 10))
}

function store(key: string, entry: PageEntry): boolean {
	// Rendered from content that has changed since: do not keep it.
	if (entry.version !== currentContentVersion() || entry.size > MAX_BYTES / 8) return false
	const previous = state.entries.get(key)
	if (previous) remove(key, previous)
	state.entries.set(key, entry)
	state.bytes += entry.size
	for (const [oldKey, oldEntry] of state.entries) {
		if (state.entries.size <= MAX_ENTRIES && state.bytes <= MAX_BYTES) break
		remove(oldKey, oldEntry)
	}
	return state.entries.get(key) === entry
}

export type RenderedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/**
 * Answers a miss: one render for every request of the key at the same time;
 * the kept page is sent, or, when it may not be kept, this request's own render
 * (through `sendOwn`). False when this request waited on another request's
 * render that was not kept: the caller then renders for itself.
 */
export async function servePageMiss(
	req: IncomingMessage,
	res: ServerResponse,
	key: string,
	render: () => Promise<RenderedPage>,
	sendOwn: (page: RenderedPage) => void,
): Promise<boolean> {
	let own: RenderedPage | null = null
	const entry = await fillPageCache(key, async () => (own = await render()))
	if (entry) {
		sendEntry(req, res, entry, 'MISS')
		return true
	}
	if (!own) return false
	sendOwn(own)
	return true
}

/** The end of a hit's header list: the proxy's expiry (when asked for) and the request id, both set by each hit. */
const hitTail = () => ['x-page-cache', 'HIT', ...(state.proxyExpiry ? ['x-accel-expires', ''] : []), 'x-request-id', '']

/** `@<this second>`: nginx keeps the page until this second ends (made once a second). */
const expiry = { second: 0, value: '' }
function proxyExpiry() {
	const second = Math.floor(Date.now() / 1000)
	if (second !== expiry.second) {
		expiry.second = second
		expiry.value = `@${second}`
	}
	return expiry.value
}

/** Writes a cached page: 304 when the browser has it, else the best encoding it accepts. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: PageEntry, outcome: 'HIT' | 'MISS', requestId?: string) {
	const notModified = entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)
	const kind = notModified ? 'notModified' : preferredEncoding(req.headers['accept-encoding'])
	let headers: string[]
	if (outcome === 'HIT' && requestId) {
		headers = entry.hitHeaders[kind]
		headers[headers.length - 1] = requestId
		if (state.proxyExpiry) headers[headers.length - 3] = proxyExpiry()
	} else {
		headers = [
			...entry.rawHeaders[kind],
			'x-page-cache',
			outcome,
			...(state.proxyExpiry ? ['x-accel-expires', proxyExpiry()] : []),
			...(requestId ? ['x-request-id', requestId] : []),
		]
	}
	if (kind === 'notModified') {
		res.writeHead(304, headers)
		res.end()
		return
	}
	res.writeHead(entry.status, headers)
	res.end(req.method === 'HEAD' ? undefined : entry.bodies[kind])
}

function matchesEtag(header: string | undefined, etag: string) {
	if (!header) return false
	return header.split(',').some((tag) => {
		const value = tag.trim()
		return value === '*' || value === etag || value === `W/${etag}`
	})
}

/** Browsers send a handful of Accept-Encoding values: each is read once (a bounded memo, emptied when full). */
const encodings = new Map<string, Encoding>()

/** br, then gzip, then none: each only when the browser accepts it with a q above zero. */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
	if (header === undefined || header === '') return 'identity'
	const key = String(header)
	let encoding = encodings.get(key)
	if (encoding === undefined) {
		encoding = readAcceptEncoding(key)
		if (encodings.size >= 64) encodings.clear()
		encodings.set(key, encoding)
	}
	return encoding
}

function readAcceptEncoding(header: string): Encoding {
	const accepted = new Map<string, number>()
	for (const part of header.split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';')
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
		accepted.set(name, q === undefined ? 1 : Number(q))
	}
	const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
	if (allows('br')) return 'br'
	if (allows('gzip')) return 'gzip'
	return 'identity'
}

/** The stored entry of a key, as it is (for tests). */
export const storedPage = (key: string): PageEntry | null => state.entries.get(key) ?? null
