import { pino, type Logger } from 'pino'
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

export const logger: Logger = singleton('logger', () => {
	const env = getEnv()
	return pino({
		level: env.NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : env.LOG_LEVEL,
		redact: { paths: redactedPaths, censor: '[redacted]' },
		base: { service: 'web' },
	})
})
