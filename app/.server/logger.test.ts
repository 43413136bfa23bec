import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { createLogger } from './logger.ts'

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
