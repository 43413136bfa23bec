import { Writable } from 'node:stream'

import { createLogger } from '#app/.server/logger.ts'

/** A logger that keeps its lines, at info level (tests are silent otherwise). */
export function capturedLogger() {
	const lines: string[] = []
	const logger = createLogger(
		new Writable({
			write(chunk: Buffer, _encoding, done) {
				lines.push(chunk.toString('utf8'))
				done()
			},
		}),
	)
	logger.level = 'info'
	return { logger, lines, text: () => lines.join('') }
}
