import { pino, type DestinationStream, type Logger } from 'pino'

import { getEnv } from './env.ts'
import { singleton } from './singleton.ts'

export type { Logger }

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
	// Standard output written asynchronously: a request never waits for its log
	// line to reach the terminal (main.ts flushes before the process exits).
	return pino(options, destination ?? pino.destination({ dest: 1, sync: false }))
}

export const logger: Logger = singleton('logger', () => createLogger())
