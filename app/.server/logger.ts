import { pino, type DestinationStream, type Logger } from 'pino'

import { getEnv } from './env.ts'
import { singleton } from './singleton.ts'

export type { Logger }

const BATCH_BYTES = 8 * 1024
export const FLUSH_MS = 250

/** Paths whose values never reach a log line. */
export const redactedPaths = [
	'req.headers.cookie',
	'req.headers.authorization',
	'res.headers["set-cookie"]',
	'*.password',
	'*.token',
	'*.whatsapp_api_token',
	'*.whatsappApiToken',
	'*.passwordHash',
]

/** The app's logger: level from the environment (silent in tests unless LOG_LEVEL is set), redaction, service name. */
export function createLogger(destination?: DestinationStream): Logger {
	const env = getEnv()
	const options = {
		level: env.NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : env.LOG_LEVEL,
		redact: { paths: redactedPaths, censor: '[redacted]' },
		base: { service: 'web' },
	}
	return pino(options, destination ?? batchedDestination(1))
}

/**
 * A file descriptor written asynchronously, in batches: a request never waits
 * for its log line, and a busy server makes one write for many lines (a write
 * per line cost a cached page about a fifth of its time). A quiet server's
 * lines wait at most FLUSH_MS; main.ts flushes before a normal exit and pino
 * writes what is left synchronously on any other.
 */
export function batchedDestination(fd: number) {
	const stream = pino.destination({ dest: fd, sync: false, minLength: BATCH_BYTES })
	const timer = setInterval(() => stream.flush(), FLUSH_MS).unref()
	// Ended, the stream has closed its descriptor: a flush then would write to whatever file reuses the number.
	stream.on('close', () => clearInterval(timer))
	return stream
}

export const logger: Logger = singleton('logger', () => createLogger())
