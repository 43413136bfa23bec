import { createAccount } from '#app/.server/auth/accounts.ts'
import { signInWithPassword } from '#app/.server/auth/sign-in.ts'

/**
 * A new admin account on the test database and the Cookie header of a session
 * signed in as it, for calling admin loaders and actions directly.
 */
export async function adminCookie(email: string, password: string, clientIp: string): Promise<string> {
	await createAccount(email, password)
	const result = await signInWithPassword({ email, password, clientIp })
	if (!result.ok) throw new Error(`Could not sign in ${email}`)
	return result.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
}
