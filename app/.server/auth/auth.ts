import { betterAuth, type BetterAuthPlugin } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api'
import { deleteSessionCookie, setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'

import { getDb, type Database } from '../db/index.ts'
import { accounts, sessions, users, verifications } from '../db/schema/index.ts'
import { getEnv } from '../env.ts'
import { logger } from '../logger.ts'
import { getInstallationSecret } from '../secrets.ts'
import { singleton } from '../singleton.ts'
import { isTwoFactorEnabled } from './two-factor.ts'

/** Passwords of admin accounts: at least this long (the CLI and better-auth agree). */
export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 128

/**
 * The header better-auth reads the client address from (for the session's
 * ip_address). Our code sets it from Express's `req.ip`, replacing any value a
 * client sent, so it honours TRUST_PROXY and cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-westway-client-ip'

/** Whether cookies are Secure (and may take the `__Secure-`/`__Host-` prefixes): SITE_URL is https. */
export const secureCookies = () => getEnv().SITE_URL.startsWith('https://')

const SEVEN_DAYS = 60 * 60 * 24 * 7
const ONE_DAY = 60 * 60 * 24

/**
 * Two-factor sign-in's part inside better-auth (decision 0057):
 *
 * - After a correct password of an account with two-factor on, the session
 *   better-auth just made is deleted again and its cookie withdrawn; the answer
 *   says a second factor is needed. So the password alone never gives a
 *   session, whoever calls sign-in (./sign-in.ts then starts the second step).
 * - `createSessionAfterSecondFactor`: the session once the second factor is
 *   right (./second-factor.ts). Server-only: no HTTP route reaches it, and
 *   better-auth's handler is not mounted anyway.
 */
const secondFactor = {
	id: 'westway-second-factor',
	hooks: {
		after: [
			{
				matcher: (context) => context.path === '/sign-in/email',
				handler: createAuthMiddleware(async (ctx) => {
					const created = ctx.context.newSession
					if (!created || !(await isTwoFactorEnabled(created.user.id))) return
					deleteSessionCookie(ctx, true)
					await ctx.context.internalAdapter.deleteSession(created.session.token)
					ctx.context.setNewSession(null)
					return ctx.json({ secondFactorRequired: true as const, userId: created.user.id })
				}),
			},
		],
	},
	endpoints: {
		createSessionAfterSecondFactor: createAuthEndpoint.serverOnly(
			{ method: 'POST', body: z.object({ userId: z.string().min(1) }) },
			async (ctx) => {
				const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
				if (!user) throw new APIError('UNAUTHORIZED', { message: 'No such account.' })
				const session = await ctx.context.internalAdapter.createSession(user.id, false)
				await setSessionCookie(ctx, { session, user })
				return ctx.json({ sessionId: session.id })
			},
		),
	},
} satisfies BetterAuthPlugin

function createAuth(db: Database, secret: string) {
	const secure = secureCookies()
	return betterAuth({
		appName: 'Westway Home Services',
		baseURL: getEnv().SITE_URL,
		secret,
		database: drizzleAdapter(db, {
			provider: 'pg',
			schema: { user: users, session: sessions, account: accounts, verification: verifications },
		}),
		emailAndPassword: {
			enabled: true,
			// Accounts are not self-service: the admin CLI creates them (scripts/admin.ts).
			disableSignUp: true,
			minPasswordLength: MIN_PASSWORD_LENGTH,
			maxPasswordLength: MAX_PASSWORD_LENGTH,
		},
		session: {
			expiresIn: SEVEN_DAYS,
			// Extended (and the cookie re-sent) at most once a day while in use.
			updateAge: ONE_DAY,
		},
		// better-auth's limiter only guards its HTTP handler, which is not mounted:
		// sign-in is throttled by our own action (see ./sign-in.ts).
		rateLimit: { enabled: false },
		telemetry: { enabled: false },
		plugins: [secondFactor],
		advanced: {
			useSecureCookies: secure,
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
			ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
		},
		logger: {
			level: 'warn',
			log: (level, message, ...args) => {
				const details = args.length > 0 ? { details: args } : {}
				if (level === 'error') logger.error(details, `auth: ${message}`)
				else if (level === 'warn') logger.warn(details, `auth: ${message}`)
				else logger.debug(details, `auth: ${message}`)
			},
		},
	})
}

export type Auth = ReturnType<typeof createAuth>

const state = singleton('auth', () => ({ auth: null as Auth | null }))

/**
 * The process's better-auth instance, created on first use (after the database
 * is connected and the installation secret loaded). Its HTTP handler is never
 * mounted: sign-in and sign-out are our own route actions calling `auth.api`.
 */
export function getAuth(): Auth {
	state.auth ??= createAuth(getDb(), getInstallationSecret())
	return state.auth
}

/** Forgets the instance, so the next getAuth() makes one for the current database and secret (tests swap databases). */
export function forgetAuth() {
	state.auth = null
}
