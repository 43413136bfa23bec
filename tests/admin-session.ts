import { beforeAll } from 'vitest'

import { createAccount } from '#app/.server/auth/accounts.ts'
import { signInWithPassword } from '#app/.server/auth/sign-in.ts'

import { cookieHeader } from './http-session.ts'

export { cookieHeader }

/** The Cookie header of a new session of an existing account, for calling loaders and actions directly. */
export async function sessionCookie(email: string, password: string, clientIp: string): Promise<string> {
	const result = await signInWithPassword({ email, password, clientIp })
	if (!result.ok) throw new Error(`Could not sign in ${email}`)
	return cookieHeader(result.headers)
}

/** A new account on the test database (an admin unless `admin: false`) and the Cookie header of a session signed in as it. */
export async function accountCookie(email: string, password: string, clientIp: string, { admin = true } = {}): Promise<string> {
	await createAccount(email, password, { admin })
	return sessionCookie(email, password, clientIp)
}

/**
 * A new account signed in before this file's tests (an admin unless `admin:
 * false`); call it after `testDatabaseForThisFile`, whose database holds it.
 * `cookie` is its session's Cookie header. Each file has its own database, so
 * its own sign-in throttle: one address serves every file.
 */
export function sessionForThisFile(email: string, { admin = true } = {}): { readonly cookie: string } {
	let cookie: string | undefined
	beforeAll(async () => {
		cookie = await accountCookie(email, 'test account passphrase', '192.0.2.90', { admin })
	})
	return {
		get cookie() {
			if (cookie === undefined) throw new Error('The session is signed in in beforeAll: use it inside tests and hooks.')
			return cookie
		},
	}
}
