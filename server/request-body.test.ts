import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { rawRequest } from '#tests/raw-http.ts'

import { requestBody } from './request-body.ts'

let server: Server | undefined
afterEach(async () => {
	await new Promise((resolve) => server?.close(resolve))
})

/** A server whose handler reads at most `limit` bytes of the body through requestBody, then answers. */
async function serve(limit: number) {
	server = createServer(async (req, res) => {
		const reader = requestBody(req, res).getReader()
		let size = 0
		for (;;) {
			const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
			if (done || !value) break
			size += value.byteLength
			if (size > limit) {
				await reader.cancel()
				res.writeHead(413, { 'Content-Type': 'text/plain' }).end('too large')
				return
			}
		}
		res.end(`read ${size}`)
	})
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return (server.address() as AddressInfo).port
}

describe('the request body stream', () => {
	it('delivers the whole body', async () => {
		const port = await serve(10_000_000)
		const response = await rawRequest(port, { method: 'POST', target: '/', body: Buffer.alloc(3_000_000, 1) })
		expect(response.body.toString()).toBe('read 3000000')
	})

	it('lets a refusal reach the client when the app stops reading early, closing the connection after it', async () => {
		const port = await serve(1_000)
		const response = await rawRequest(port, { method: 'POST', target: '/', body: Buffer.alloc(3_000_000, 1) })
		expect(response.status).toBe(413)
		expect(response.headers.connection).toBe('close')
		expect(response.body.toString()).toBe('too large')
	})
})
