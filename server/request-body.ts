import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The request's body as the web stream React Router reads. When the app stops
 * reading early (an upload refused at its first oversized part, a JSON body
 * over its limit), the connection stays up so the refusal reaches the client:
 * the rest of the body is read and dropped, and the answer is the last on this
 * connection. (Destroying the request, as a plain stream adapter does, closes
 * the socket under the answer: the client sees a dropped connection, not a 413.)
 */
export function requestBody(req: IncomingMessage, res: ServerResponse): ReadableStream<Uint8Array> {
	let settled = false
	let onData: (chunk: Buffer) => void = () => {}
	const settle = () => {
		settled = true
		req.off('data', onData)
	}
	return new ReadableStream<Uint8Array>(
		{
			start(controller) {
				onData = (chunk) => {
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
				req.resume()
			},
			cancel() {
				settle()
				if (!res.headersSent) res.setHeader('Connection', 'close')
				// Flowing with nothing listening: what is still coming is dropped.
				req.resume()
			},
		},
		{ highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
	)
}
