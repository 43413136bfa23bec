import { connect } from 'node:net'

/**
 * HTTP/1.1 written by hand: any method (TRACE, CONNECT, made-up ones), any
 * request target and any body bytes, none of which fetch() will send. One
 * request per connection (`Connection: close`); the answer is read until the
 * server closes it.
 */
export type RawRequest = {
	method: string
	/** The request target exactly as written on the request line. */
	target: string
	headers?: Record<string, string>
	body?: string | Buffer
}

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer }

export function formatRequest(port: number, { method, target, headers = {}, body }: RawRequest): Buffer {
	const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
	const lines = [`${method} ${target} HTTP/1.1`]
	const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()))
	if (!names.has('host')) lines.push(`Host: 127.0.0.1:${port}`)
	lines.push('Connection: close')
	if (bytes !== undefined && !names.has('content-length') && !names.has('transfer-encoding')) lines.push(`Content-Length: ${bytes.length}`)
	for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
	return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes ?? Buffer.alloc(0)])
}

export function rawRequest(port: number, request: RawRequest, { timeoutMs = 20_000 } = {}): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1')
		const chunks: Buffer[] = []
		const timer = setTimeout(() => {
			socket.destroy()
			reject(new Error(`No complete answer within ${timeoutMs} ms to ${request.method} ${request.target}`))
		}, timeoutMs)
		socket.on('data', (chunk: Buffer) => chunks.push(chunk))
		// The server may answer and close before it has read the whole body (a refusal): that is an answer too.
		socket.on('error', (error: NodeJS.ErrnoException) => {
			if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') {
				clearTimeout(timer)
				reject(error)
			}
		})
		socket.on('close', () => {
			clearTimeout(timer)
			try {
				resolve(parseResponse(Buffer.concat(chunks), request.method))
			} catch (error) {
				reject(error instanceof Error ? new Error(`${error.message} (${request.method} ${request.target})`) : error)
			}
		})
		// Written, not ended: a server that sees the client's end of the stream drops the request (Node's default).
		socket.write(formatRequest(port, request))
	})
}

function parseResponse(raw: Buffer, method: string): RawResponse {
	const end = raw.indexOf('\r\n\r\n')
	if (end === -1)
		throw new Error(`The connection closed without a complete answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`)
	const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n')
	const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
	if (!Number.isInteger(status)) throw new Error(`Not an HTTP status line: ${JSON.stringify(statusLine)}`)
	const headers: Record<string, string> = {}
	for (const line of headerLines) {
		const colon = line.indexOf(':')
		const name = line.slice(0, colon).trim().toLowerCase()
		const value = line.slice(colon + 1).trim()
		headers[name] = name in headers ? `${headers[name]}, ${value}` : value
	}
	let body = raw.subarray(end + 4)
	if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0)
	else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body)
	return { status, headers, body }
}

function dechunk(data: Buffer): Buffer {
	const parts: Buffer[] = []
	let at = 0
	for (;;) {
		const lineEnd = data.indexOf('\r\n', at)
		if (lineEnd === -1) break
		const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
		if (!Number.isFinite(size) || size === 0) break
		parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
		at = lineEnd + 2 + size + 2
	}
	return Buffer.concat(parts)
}
