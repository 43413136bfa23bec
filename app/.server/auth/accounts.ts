import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'

import { getDb } from '../db/index.ts'
import { userRoles, users } from '../db/schema/index.ts'
import { getAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.ts'
import { disableTwoFactor, twoFactorStatus } from './two-factor.ts'

/**
 * Account management for the admin CLI (scripts/admin.ts). Accounts are never
 * self-service: this is the only way to create one. Passwords are hashed by
 * better-auth itself, so its sign-in verifies them.
 */
export class AccountError extends Error {
	override name = 'AccountError'
}

const emailSchema = z.email()

/** The form accounts are stored and looked up in: trimmed and lower-cased (not validated). */
export function canonicalEmail(email: string): string {
	return email.trim().toLowerCase()
}

/** The canonical form of a valid address; throws an AccountError for anything else. */
export function normaliseEmail(email: string): string {
	const canonical = canonicalEmail(email)
	if (!emailSchema.safeParse(canonical).success) throw new AccountError(`"${email}" is not a valid email address.`)
	return canonical
}

/** Null when the password is acceptable, otherwise why not. */
export function passwordProblem(password: string): string | null {
	if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
	if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
	return null
}

function assertPassword(password: string) {
	const problem = passwordProblem(password)
	if (problem) throw new AccountError(problem)
}

async function findUser(email: string) {
	const address = normaliseEmail(email)
	const found = await (await getAuth().$context).internalAdapter.findUserByEmail(address)
	if (!found) throw new AccountError(`There is no account for ${address}.`)
	return found.user
}

/** Creates a user with a password; with `admin` (the default) it also gets the admin role. */
export async function createAccount(email: string, password: string, { admin = true }: { admin?: boolean } = {}) {
	const address = normaliseEmail(email)
	assertPassword(password)
	const context = await getAuth().$context
	if (await context.internalAdapter.findUserByEmail(address)) {
		throw new AccountError(`An account for ${address} already exists (use reset-password or grant).`)
	}
	const hash = await context.password.hash(password)
	const user = await context.internalAdapter.createUser(
		{ email: address, name: address.split('@')[0] ?? address, emailVerified: true },
		{ method: 'admin' },
	)
	try {
		await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash })
		if (admin) await getDb().insert(userRoles).values({ userId: user.id, role: 'admin' })
	} catch (error) {
		await context.internalAdapter.deleteUser(user.id)
		throw error
	}
	return { id: user.id, email: address }
}

/** Sets a new password and ends every session of the account. */
export async function resetPassword(email: string, password: string) {
	assertPassword(password)
	const user = await findUser(email)
	const context = await getAuth().$context
	const hash = await context.password.hash(password)
	if (await context.internalAdapter.findCredentialAccount(user.id)) {
		await context.internalAdapter.updatePassword(user.id, hash)
	} else {
		await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash })
	}
	await context.internalAdapter.deleteUserSessions(user.id)
	return { id: user.id, email: user.email }
}

/**
 * Turns two-factor sign-in off for an account that lost its authenticator and
 * its recovery codes: the secret and codes are deleted and every session of the
 * account ended. It signs in with the password alone, and can set it up again.
 * `wasOn` says whether there was anything to reset.
 */
export async function resetTwoFactor(email: string) {
	const user = await findUser(email)
	const status = await twoFactorStatus(user.id)
	await disableTwoFactor(user.id)
	await (await getAuth().$context).internalAdapter.deleteUserSessions(user.id)
	return { id: user.id, email: user.email, wasOn: status.enabled }
}

/** Gives the account the admin role (nothing changes if it already has it). */
export async function grantAdmin(email: string) {
	const user = await findUser(email)
	await getDb().insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing()
	return { id: user.id, email: user.email }
}

/** Takes the admin role away; the guard checks the role on every request, so it applies at once. */
export async function revokeAdmin(email: string) {
	const user = await findUser(email)
	await getDb()
		.delete(userRoles)
		.where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
	return { id: user.id, email: user.email }
}

export type AccountSummary = { email: string; roles: string[]; createdAt: Date }

/** Every account with its roles, by e-mail. */
export async function listAccounts(): Promise<AccountSummary[]> {
	const rows = await getDb()
		.select({ email: users.email, createdAt: users.createdAt, role: userRoles.role })
		.from(users)
		.leftJoin(userRoles, eq(userRoles.userId, users.id))
		.orderBy(asc(users.email), asc(userRoles.role))
	const byEmail = new Map<string, AccountSummary>()
	for (const row of rows) {
		const account = byEmail.get(row.email) ?? { email: row.email, roles: [], createdAt: row.createdAt }
		if (row.role) account.roles.push(row.role)
		byEmail.set(row.email, account)
	}
	return [...byEmail.values()]
}
