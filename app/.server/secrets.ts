import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
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

/** A 256-bit key for one purpose, derived from the installation secret: a key good for nothing else. */
const derivedKey = (purpose: string) => createHmac('sha256', getInstallationSecret()).update(`key:${purpose}`).digest()

/**
 * Encrypts a small secret for storage (AES-256-GCM under a key derived from the
 * installation secret for `purpose`): `v1.<iv>.<ciphertext>.<tag>`, base64url.
 * Changing AUTH_SECRET makes what was sealed unreadable, as it ends every session.
 */
export function sealSecret(plain: string, purpose: string): string {
	const iv = randomBytes(12)
	const cipher = createCipheriv('aes-256-gcm', derivedKey(purpose), iv)
	cipher.setAAD(Buffer.from(purpose))
	const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
	return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** What `sealSecret` sealed for `purpose`, or null for anything else (altered, another purpose, another installation secret). */
export function openSecret(sealed: string, purpose: string): string | null {
	const [version, iv, data, tag] = sealed.split('.')
	if (version !== 'v1' || !iv || data === undefined || !tag) return null
	try {
		const decipher = createDecipheriv('aes-256-gcm', derivedKey(purpose), Buffer.from(iv, 'base64url'))
		decipher.setAAD(Buffer.from(purpose))
		decipher.setAuthTag(Buffer.from(tag, 'base64url'))
		return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
	} catch {
		return null
	}
}
