import { z } from 'zod'

import { fallbackPublicSettings as fallback } from '#app/domain/settings/public-settings.ts'

/**
 * Every setting the server reads from the environment, validated once at start.
 * `.env.example` lists the same variables with safe defaults.
 */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional())

export const envSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
	HOST: z.string().default('0.0.0.0'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	SITE_URL: z
		.url()
		.default('http://localhost:3000')
		.transform((url) => url.replace(/\/+$/, '')),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	/**
	 * Keep rendered public pages in memory for anonymous visitors (decision 0012).
	 * Unset: on in production, off in development (where sources change).
	 */
	PAGE_CACHE: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
	/** Count public page views on the server, without cookies (decision 0051). */
	PAGE_VIEWS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
	/** Number of proxies in front of the app whose X-Forwarded-For we trust. */
	TRUST_PROXY: z.coerce.number().int().min(0).default(0),
	/**
	 * Seconds between SIGTERM and closing the port, during which reads are
	 * answered 503 for the load balancer to send elsewhere (server/drain.ts;
	 * decision 0056). 0: the port closes at once (one instance, no proxy).
	 */
	SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),

	/**
	 * Metrics in the Prometheus text format (decision 0058). METRICS_PORT: a
	 * listener of their own, on METRICS_HOST (loopback unless changed), 0 for
	 * any free port. METRICS_TOKEN: GET /metrics on the main port answers a
	 * request with `Authorization: Bearer <token>` (and the metrics port asks
	 * for it too). Neither set: no metrics, and /metrics is a 404.
	 */
	METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
	METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
	METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(32).max(512).regex(/^\S+$/, 'no spaces').optional()),

	/** PostgreSQL connection string. When unset, the embedded PGlite database under DATA_DIR is used. */
	DATABASE_URL: optionalUrl,
	DATA_DIR: z.string().default('./data'),

	/** Secret for sessions and keyed hashes. When unset, one is generated and kept in the database. */
	AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),

	/**
	 * First-install defaults (decision 0043): the seed writes them into the
	 * settings row on the first start, and pages fall back to them only when
	 * the row cannot be read. After that only the admin's Business tab changes them.
	 */
	BUSINESS_NAME: z.string().default(fallback.businessName),
	BUSINESS_PHONE: z.string().default(fallback.phone),
	BUSINESS_WHATSAPP: z.string().default(fallback.whatsappPhone),
	BUSINESS_EMAIL: z.email().default(fallback.officeEmail),
	BUSINESS_ADDRESS: z.string().default(fallback.address),

	/** e.g. smtp://user:pass@smtp.example.com:587 — when unset, e-mail stays queued in the outbox. */
	SMTP_URL: optionalUrl,
	MAIL_FROM: z.string().default('Westway Home Services <no-reply@example.com>'),

	/**
	 * Media storage: local disk under DATA_DIR/media unless S3_BUCKET is set, then an
	 * S3-compatible object store (S3_ENDPOINT for anything that is not AWS itself).
	 */
	S3_ENDPOINT: optionalUrl,
	S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
	S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
	S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
	S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
	/** Optional public base URL (a CDN or the bucket's website) that serves the stored media keys directly. */
	MEDIA_PUBLIC_URL: optionalUrl,
	/**
	 * on | off: after start-up, make the seeded pictures' size variants in the
	 * background (decision 0024) instead of on their first request.
	 */
	MEDIA_WARM: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
	/** Largest accepted upload, per file, in megabytes. */
	UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(200).default(25),

	/**
	 * Backups (decision 0054): a daily one inside the server (on | off), made
	 * after BACKUP_HOUR o'clock London time on one instance, keeping the newest
	 * of each of the last BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks.
	 */
	BACKUP_SCHEDULE: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
	BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
	BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
	BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
	/** Where archives go on disk (default DATA_DIR/backups); with S3 media they go to the bucket instead. */
	BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
	/** A bucket of their own for the archives (same endpoint and keys as S3_BUCKET); default: `_backups/` of S3_BUCKET. */
	BACKUP_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
	/** The directory of pg_dump and pg_restore (e.g. /usr/lib/postgresql/17/bin); default: found on PATH. */
	BACKUP_PG_BIN: z.preprocess(emptyAsUndefined, z.string().optional()),

	/**
	 * First-install defaults of the business's profile links (decision 0043):
	 * the seed writes the https ones into the settings row's profile_links on
	 * the first start; after that the Business tab edits them.
	 */
	REVIEWS_GOOGLE_URL: optionalUrl,
	REVIEWS_CHECKATRADE_URL: optionalUrl,
	REVIEWS_TRUSTPILOT_URL: optionalUrl,
	REVIEWS_FACEBOOK_URL: optionalUrl,
	REVIEWS_HOUZZ_URL: optionalUrl,
	REVIEWS_YELL_URL: optionalUrl,

	/** Seed starting content into an empty database at start (default on). */
	SEED_ON_START: z
		.enum(['true', 'false'])
		.default('true')
		.transform((value) => value === 'true'),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
	override name = 'EnvError'
}

/** Throws an EnvError whose message is one line naming every setting that is wrong, and never a value (some are secrets). */
export function parseEnv(source: Record<string, string | undefined>): Env {
	// `PORT=abc` is coerced to NaN, which zod reports as "received NaN".
	const result = envSchema.safeParse(source, {
		error: (issue) => (issue.code === 'invalid_type' && issue.expected === 'number' ? 'expected a number' : undefined),
	})
	const problems = result.success
		? crossFieldProblems(result.data)
		: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
	if (!result.success || problems.length > 0) throw new EnvError(`Invalid environment configuration: ${problems.join('; ')}`)
	return result.data
}

/** Settings that are only wrong together. */
function crossFieldProblems(env: Env): string[] {
	// A bucket without keys would otherwise only fail at the first upload.
	const bucket = env.S3_BUCKET ? 'S3_BUCKET' : env.BACKUP_S3_BUCKET ? 'BACKUP_S3_BUCKET' : null
	if (!bucket) return []
	const what = bucket === 'S3_BUCKET' ? 'media are stored in that bucket' : 'backups are stored in that bucket'
	return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
		.filter((name) => !env[name])
		.map((name) => `${name}: required when ${bucket} is set (${what})`)
}

let cached: Env | undefined

/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/** Tests use this to run code under a different configuration. */
export function setEnvForTesting(overrides: Partial<Record<keyof Env, string>>) {
	cached = parseEnv({ ...process.env, ...overrides })
}

/** Loads `.env` from the working directory when present (values already set win). */
export function loadDotEnv(file = '.env') {
	try {
		process.loadEnvFile(file)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
	}
}
