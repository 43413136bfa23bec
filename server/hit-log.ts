import type { IncomingMessage, ServerResponse } from 'node:http'

import { loggableUrl } from '#app/.server/loggable-url.ts'
import type { Logger } from '#app/.server/logger.ts'

const MEMO_SIZE = 256
/** Distinct method, URL and status combinations kept per summary; the rest are counted together. */
const MAX_ROWS = 256
export const HIT_SUMMARY_MS = 1000

export type HitLog = {
	(req: IncomingMessage, res: ServerResponse): void
	/** Writes the summary of the hits counted so far (at shutdown, or in tests). */
	flush(): void
}

type Row = { method: string; url: string; statusCode: number; count: number }

/**
 * Pages served from the cache are logged as one summary line per second of
 * hits (`{"msg":"page cache hits","hits":[{"method","url","statusCode","count"}],…}`)
 * rather than a line per request (decision 0028): the line was the largest
 * part of a hit's cost, and a hit runs no code of the app a request id could
 * help to follow (the response still carries its X-Request-Id). Misses,
 * errors and every other request keep their own line. URLs are the loggable
 * form (no query values, no tokens in paths), so nothing personal is counted.
 */
export function hitLogger(logger: Logger, intervalMs = HIT_SUMMARY_MS): HitLog {
	if (!logger.isLevelEnabled('info')) return Object.assign(() => {}, { flush() {} })
	const urls = new Map<string, string>()
	let rows = new Map<string, Row>()
	let since = 0
	let timer: NodeJS.Timeout | undefined

	const flush = () => {
		if (timer) clearTimeout(timer)
		timer = undefined
		if (rows.size === 0) return
		const hits = [...rows.values()]
		rows = new Map()
		logger.info({ cache: 'hit', hits, seconds: Math.round((Date.now() - since) / 100) / 10 }, 'page cache hits')
	}

	const count: HitLog = (req, res) => {
		const url = req.url ?? '/'
		let loggable = urls.get(url)
		if (loggable === undefined) {
			loggable = loggableUrl(url)
			if (urls.size >= MEMO_SIZE) urls.clear()
			urls.set(url, loggable)
		}
		const method = req.method ?? 'GET'
		const statusCode = res.statusCode
		let key = `${method} ${statusCode} ${loggable}`
		let row = rows.get(key)
		if (row === undefined) {
			const full = rows.size >= MAX_ROWS
			if (full) key = `${method} ${statusCode} …`
			row = rows.get(key)
			if (row === undefined) {
				row = { method, url: full ? '…' : loggable, statusCode, count: 0 }
				rows.set(key, row)
			}
		}
		row.count += 1
		if (timer === undefined) {
			since = Date.now()
			timer = setTimeout(flush, intervalMs).unref()
		}
	}
	count.flush = flush
	return count
}
