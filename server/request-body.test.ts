import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { isBodyTooLarge } from '#app/.server/body-limit.ts'
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

describe('the byte cap (decision 0026)', () => {
	/** A server that reads the whole body through requestBody capped at `maxBytes`, answering 413 when the stream ends with BodyTooLarge. */
	async function serveCapped(maxBytes: number) {
		const seen = { bytes: 0 }
		server = createServer(async (req, res) => {
			const reader = requestBody(req, res, maxBytes).getReader()
			let size = 0
			try {
				for (;;) {
					const { done, value } = await reader.read()
					if (done) break
					size += value.byteLength
					seen.bytes += value.byteLength
				}
				res.end(`read ${size}`)
			} catch (error) {
				res.writeHead(isBodyTooLarge(error) ? 413 : 400, { 'Content-Type': 'text/plain' }).end('too large')
			}
		})
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
		return { port: (server.address() as AddressInfo).port, seen }
	}

	const chunked = (size: number, chunk = 16 * 1024) => {
		const parts: Buffer[] = []
		for (let sent = 0; sent < size; sent += chunk) {
			const part = Buffer.alloc(Math.min(chunk, size - sent), 1)
			parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'))
		}
		return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')])
	}

	it('delivers a body within the cap, declared or chunked', async () => {
		const { port } = await serveCapped(100_000)
		expect((await rawRequest(port, { method: 'POST', target: '/', body: Buffer.alloc(100_000, 1) })).body.toString()).toBe('read 100000')
		const response = await rawRequest(port, {
			method: 'POST',
			target: '/',
			headers: { 'Transfer-Encoding': 'chunked' },
			body: chunked(90_000),
		})
		expect(response.body.toString()).toBe('read 90000')
	})

	it('refuses a Content-Length over the cap before reading a byte: the 413 reaches the client, then the connection closes', async () => {
		const { port, seen } = await serveCapped(1_000)
		// Only the head is sent: an answer that waited for the 50 MB would never come.
		const response = await rawRequest(port, { method: 'POST', target: '/', headers: { 'Content-Length': String(50 * 1024 * 1024) } })
		expect(response.status).toBe(413)
		expect(response.headers.connection).toBe('close')
		expect(seen.bytes).toBe(0)
	})

	it('cuts a chunked body off at the cap, never handing more than the cap to the app', async () => {
		const { port, seen } = await serveCapped(50_000)
		const response = await rawRequest(port, {
			method: 'POST',
			target: '/',
			headers: { 'Transfer-Encoding': 'chunked' },
			body: chunked(5_000_000),
		})
		expect(response.status).toBe(413)
		expect(response.headers.connection).toBe('close')
		expect(response.body.toString()).toBe('too large')
		expect(seen.bytes).toBeLessThanOrEqual(50_000)
	})
})
