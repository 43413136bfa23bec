import type { IncomingMessage, ServerResponse } from 'node:http'
import { symbols } from 'pino'

import { loggableUrl } from '#app/.server/loggable-url.ts'
import type { Logger } from '#app/.server/logger.ts'

type Destination = { write(chunk: string): unknown }
type PinoInternals = { [symbols.chindingsSym]: string; [symbols.streamSym]: Destination }

const MEMO_SIZE = 256

/**
 * The request line of a page served from the cache, as pino-http writes one
 * for every other request (`{"level":30,"time":…,<the logger's bindings>,
 * "req":{"id","method","url"},"res":{"statusCode"},"cache":"hit","msg":…}`),
 * but built as a string: the fields are the request id (a UUID or a checked
 * one), the method (GET or HEAD: nothing else is a hit), the loggable URL
 * (no query values, no tokens in paths) and the status, none of them secret,
 * so pino's serialisation and redaction have nothing to do. Lines are joined and
 * handed to the logger's destination once per turn of the event loop; the
 * destination batches its writes as for every other line (app/.server/logger.ts).
 */
export function hitLogger(logger: Logger): (req: IncomingMessage, res: ServerResponse, id: string) => void {
	if (!logger.isLevelEnabled('info')) return () => {}
	const internals = logger as unknown as PinoInternals
	const destination = internals[symbols.streamSym]
	const head = `{"level":${logger.levels.values.info},"time":`
	const bindings = internals[symbols.chindingsSym]
	const urls = new Map<string, string>()
	let pending = ''
	const flush = () => {
		const lines = pending
		pending = ''
		destination.write(lines)
	}
	return (req, res, id) => {
		const url = req.url ?? '/'
		let loggable = urls.get(url)
		if (loggable === undefined) {
			loggable = JSON.stringify(loggableUrl(url))
			if (urls.size >= MEMO_SIZE) urls.clear()
			urls.set(url, loggable)
		}
		if (pending === '') setImmediate(flush)
		pending += `${head}${Date.now()}${bindings},"req":{"id":"${id}","method":"${req.method}","url":${loggable}},"res":{"statusCode":${res.statusCode}},"cache":"hit","msg":"request completed"}\n`
	}
}
