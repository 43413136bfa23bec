import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it, vi } from 'vitest'

import { batchedDestination, createLogger, FLUSH_MS } from './logger.ts'

describe('log redaction', () => {
	it('never writes cookies, authorisation headers, passwords or tokens', () => {
		let output = ''
		const sink = new Writable({
			write(chunk, _encoding, callback) {
				output += String(chunk)
				callback()
			},
		})
		const log = createLogger(sink)
		// Tests run with the logger silent: this one has to write.
		log.level = 'info'
		log.info(
			{
				req: { headers: { cookie: 'westway.session_token=abc123', authorization: 'Bearer xyz789' } },
				res: { headers: { 'set-cookie': 'westway.session_token=abc123' } },
				body: { password: 'correct horse battery', token: 'tok-456' },
				settings: { whatsapp_api_token: 'wa-secret', whatsappApiToken: 'wa-secret-2' },
			},
			'request',
		)
		for (const secret of ['abc123', 'xyz789', 'correct horse', 'tok-456', 'wa-secret']) expect(output).not.toContain(secret)
		expect(output).toContain('[redacted]')
		expect(JSON.parse(output)).toMatchObject({ service: 'web', msg: 'request' })
	})
})

describe('log output', () => {
	it('writes a lone line within the flush interval, and a burst of lines in few writes', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'westway-log-'))
		const file = path.join(dir, 'out.log')
		const destination = batchedDestination(openSync(file, 'a'))
		try {
			const log = pino({ base: null }, destination)
			log.info('alone')
			// Batched, not written at once…
			expect(readFileSync(file, 'utf8')).toBe('')
			// …but a quiet server's line still arrives.
			await expect.poll(() => readFileSync(file, 'utf8'), { timeout: FLUSH_MS * 4, interval: 20 }).toContain('"msg":"alone"')

			const writes = vi.spyOn(fs, 'write')
			for (let n = 0; n < 1_000; n++) log.info({ n }, 'burst')
			await expect.poll(() => readFileSync(file, 'utf8').split('\n').length, { timeout: FLUSH_MS * 4, interval: 20 }).toBe(1_002)
			// About 60 bytes a line, 8 KB a write.
			expect(writes.mock.calls.length).toBeGreaterThan(0)
			expect(writes.mock.calls.length).toBeLessThan(20)
			writes.mockRestore()
		} finally {
			// Ending the destination closes the file (and stops its flushes), so nothing is written after.
			await new Promise((resolve) => destination.once('close', resolve).end())
			rmSync(dir, { recursive: true, force: true })
		}
	})
})
