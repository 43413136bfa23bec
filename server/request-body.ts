import type { IncomingMessage, ServerResponse } from 'node:http'

import { BodyTooLarge, declaresTooLarge } from '#app/.server/body-limit.ts'

/**
 * The request's body as the web stream React Router reads, never more than
 * `maxBytes` of it (decision 0026): a `Content-Length` over the cap ends the
 * stream with `BodyTooLarge` before a byte is read, and a body without one
 * (chunked), or one whose route reads to its cap, ends with it as soon as it
 * grows past the cap. The form readers answer that as a 413 in the form's own
 * words; the contact form takes what was typed and refuses the photos.
 *
 * When the app stops reading early (a body past its cap, an upload refused at
 * its first oversized part), the connection stays up so the refusal reaches
 * the client: the rest of the body is read and dropped, and the answer is the
 * last on this connection. (Destroying the request, as a plain stream adapter
 * does, closes the socket under the answer: the client sees a dropped
 * connection, not a 413.)
 */
export function requestBody(
	req: IncomingMessage,
	res: ServerResponse,
	maxBytes = Number.POSITIVE_INFINITY,
	/** `readToCap`: a `Content-Length` over the cap is read up to it all the same (see BodyLimit.readToCap). */
	{ readToCap = false } = {},
): ReadableStream<Uint8Array> {
	let settled = false
	let size = 0
	let onData: (chunk: Buffer) => void = () => {}
	const settle = () => {
		settled = true
		req.off('data', onData)
	}
	/** Nothing more is wanted: what is still coming is dropped (flowing with nothing listening), and the connection closes after the answer. */
	const drop = () => {
		settle()
		if (!res.headersSent) res.setHeader('Connection', 'close')
		req.resume()
	}
	return new ReadableStream<Uint8Array>(
		{
			start(controller) {
				if (!readToCap && declaresTooLarge(req.headers, maxBytes)) {
					// Not a byte read: Node drops the body once the answer is sent, then closes the connection.
					settled = true
					if (!res.headersSent) res.setHeader('Connection', 'close')
					return controller.error(new BodyTooLarge(maxBytes))
				}
				onData = (chunk) => {
					size += chunk.byteLength
					if (size > maxBytes) {
						drop()
						return controller.error(new BodyTooLarge(maxBytes))
					}
					controller.enqueue(chunk)
					if ((controller.desiredSize ?? 0) <= 0) req.pause()
				}
				req.on('data', onData)
				req.once('end', () => {
					if (settled) return
					settle()
					controller.close()
				})
				req.once('error', (error) => {
					if (settled) return
					settle()
					controller.error(error)
				})
				req.once('close', () => {
					if (settled) return
					settle()
					controller.error(new Error('The request was aborted before its body had arrived'))
				})
				req.pause()
			},
			pull() {
				if (!settled) req.resume()
			},
			cancel() {
				drop()
			},
		},
		{ highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
	)
}
