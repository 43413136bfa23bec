import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'

import type { Database } from './db/index.ts'
import { appMeta } from './db/schema/index.ts'
import { getEnv } from './env.ts'
import { logger } from './logger.ts'
import { singleton } from './singleton.ts'

const SECRET_KEY = 'auth_secret'
const state = singleton('installation-secret', () => ({ secret: null as string | null }))

/**
 * The installation's secret for sessions and keyed hashes: AUTH_SECRET when
 * set, otherwise one generated on first start and kept in the database, so
 * every instance on the same database shares it and restarts keep sessions.
 */
export async function loadInstallationSecret(db: Database): Promise<string> {
	if (state.secret) return state.secret
	const configured = getEnv().AUTH_SECRET
	if (configured) return (state.secret = configured)
	await db
		.insert(appMeta)
		.values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
		.onConflictDoNothing()
	const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY))
	if (!row) throw new Error('Could not store the installation secret')
	if (getEnv().NODE_ENV === 'production' && getEnv().DATABASE_URL) {
		logger.warn('AUTH_SECRET is not set: using the secret generated into the database. Set AUTH_SECRET to manage it yourself.')
	}
	return (state.secret = row.value)
}

/** The secret loaded at start (loadInstallationSecret runs in startServices). */
export function getInstallationSecret(): string {
	if (!state.secret) throw new Error('The installation secret is not loaded yet (loadInstallationSecret() runs at start).')
	return state.secret
}

/** Tests reset the cached secret between databases. */
export function forgetInstallationSecret() {
	state.secret = null
}

/** A keyed hash (HMAC-SHA256) that identifies a value without storing it, e.g. an IP address. */
export function keyedHash(value: string, purpose: string): string {
	return createHmac('sha256', getInstallationSecret()).update(`${purpose}:${value}`).digest('base64url')
}
