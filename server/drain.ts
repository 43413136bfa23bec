import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The first phase of a graceful stop behind a load balancer (decision 0056).
 * For SHUTDOWN_DRAIN_SECONDS after SIGTERM the server keeps listening, so no
 * connection is refused or reset while the proxy still sends here, and:
 *
 * - a GET, HEAD or OPTIONS is answered 503 with `Retry-After` at once, unread
 *   by the app: nginx passes it to the next instance (`proxy_next_upstream
 *   http_503`) and counts it as a failure, so it stops sending here
 *   (`max_fails=1`) before the port closes;
 * - anything else (a form post, an upload) is served as usual: it is not
 *   idempotent, nginx never sends it twice, so it must not be refused here;
 * - `/media/…` is served as usual too: nginx does not retry a 503 there (the
 *   media route's own 503 means busy, and must not take an instance out);
 * - every answer closes its connection, so none stays open in nginx's pool.
 *
 * Then the port closes and in-flight requests finish as before.
 */
export type Drain = {
	readonly active: boolean
	/** Requests answered 503 so far. */
	readonly bounced: number
	begin(): void
	/** True when it has answered the request (a 503); false when the request goes on, to close its connection after. */
	answer(req: IncomingMessage, res: ServerResponse): boolean
}

const BOUNCED = new Set(['GET', 'HEAD', 'OPTIONS'])
export const DRAIN_MESSAGE = 'This server is restarting. Please try again in a moment.\n'

export function createDrain(): Drain {
	let active = false
	let bounced = 0
	return {
		get active() {
			return active
		},
		get bounced() {
			return bounced
		},
		begin() {
			active = true
		},
		answer(req, res) {
			if (!BOUNCED.has(req.method ?? '') || req.url?.startsWith('/media/')) {
				res.setHeader('Connection', 'close')
				return false
			}
			bounced += 1
			res.writeHead(503, {
				'Content-Type': 'text/plain; charset=utf-8',
				'Content-Length': Buffer.byteLength(DRAIN_MESSAGE),
				'Cache-Control': 'no-store',
				'Retry-After': '1',
				Connection: 'close',
			})
			res.end(req.method === 'HEAD' ? undefined : DRAIN_MESSAGE)
			return true
		},
	}
}
