import { randomInt } from 'node:crypto'
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'

import { getDb } from '../db/index.ts'
import { recoveryCodes, twoFactorSecrets } from '../db/schema/index.ts'
import { hitRateLimits, refundRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { keyedHash, openSecret, sealSecret } from '../secrets.ts'

/**
 * Two-factor sign-in by an authenticator app (TOTP, RFC 6238) with recovery
 * codes (decision 0057). Optional per account; once on, every sign-in and
 * every re-authentication of the account asks for a code.
 *
 * - The secret is stored sealed (AES-256-GCM, a key of its own derived from
 *   the installation secret) and never logged; it is shown only while being
 *   set up, to a session that has just re-entered its password.
 * - A code is accepted for the current 30-second step or the one either side
 *   (clocks drift), and only for a step later than the last one accepted:
 *   a code seen over a shoulder cannot be used again.
 * - Recovery codes are kept as keyed hashes, shown once, each used once.
 * - Wrong codes are throttled in the database (decision 0005), counted before
 *   the check and refunded on success (decision 0017).
 */

/** The authenticator app's name for the account. */
export const TOTP_ISSUER = 'Westway Home Services'
const TOTP_PERIOD = 30
const TOTP_DIGITS = 6
/** Steps accepted either side of the current one. */
const TOTP_WINDOW = 1
const SECRET_PURPOSE = 'two-factor:totp-secret'
const RECOVERY_PURPOSE = 'two-factor:recovery-code'
export const RECOVERY_CODE_COUNT = 10
/** Without look-alikes (0/o, 1/l/i): 31 symbols; a code is two groups of five (about 49 bits). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export const twoFactorLimits = {
	/** Wrong codes on one account, from every sign-in and re-authentication together. A wrong code needs the password first. */
	account: { name: 'two-factor:account', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

export type SecondFactorMethod = 'totp' | 'recovery'

export type SecondFactorResult =
	| { ok: true; method: SecondFactorMethod; recoveryCodesLeft: number | null }
	| { ok: false; reason: 'invalid' }
	| { ok: false; reason: 'throttled'; rule: string; retryAfterSeconds: number }

const totpFor = (secret: string, email = '') =>
	new TOTP({
		issuer: TOTP_ISSUER,
		label: email,
		secret: Secret.fromBase32(secret),
		algorithm: 'SHA1',
		digits: TOTP_DIGITS,
		period: TOTP_PERIOD,
	})

/** A TOTP code as typed: digits only (spaces and dashes dropped), or null when it cannot be one. */
export function totpCode(value: string): string | null {
	const digits = value.replace(/[\s-]/g, '')
	return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null
}

/** A recovery code as typed: lower-case, spaces and dashes dropped, or null when it cannot be one. */
export function recoveryCode(value: string): string | null {
	const code = value.toLowerCase().replace(/[\s-]/g, '')
	return /^[a-z0-9]{10}$/.test(code) ? code : null
}

const recoveryHash = (userId: string, code: string) => keyedHash(`${userId}:${code}`, RECOVERY_PURPOSE)

/** Whether two-factor sign-in is on for the account (set up and confirmed with a first code). */
export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
	const [row] = await getDb()
		.select({ userId: twoFactorSecrets.userId })
		.from(twoFactorSecrets)
		.where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
	return Boolean(row)
}

export type TwoFactorStatus = { enabled: false; settingUp: boolean } | { enabled: true; enabledAt: Date; recoveryCodesLeft: number }

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
	const [row] = await getDb()
		.select({ enabledAt: twoFactorSecrets.enabledAt })
		.from(twoFactorSecrets)
		.where(eq(twoFactorSecrets.userId, userId))
	if (!row?.enabledAt) return { enabled: false, settingUp: Boolean(row) }
	return { enabled: true, enabledAt: row.enabledAt, recoveryCodesLeft: await recoveryCodesLeft(userId) }
}

async function recoveryCodesLeft(userId: string): Promise<number> {
	const [row] = await getDb()
		.select({ n: count() })
		.from(recoveryCodes)
		.where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
	return Number(row?.n ?? 0)
}

export type Enrolment = {
	/** The secret for typing into the app by hand: base32 in groups of four. */
	key: string
	/** The otpauth:// address the QR code holds. */
	uri: string
	/** The QR code as an SVG data URL (drawn here, on the server). */
	qrCode: string
}

/**
 * Starts setting up two-factor for the account: a new secret, unless one is
 * being set up already (so a second click shows the same QR code). False when
 * two-factor is on already.
 */
export async function startEnrolment(userId: string): Promise<boolean> {
	const db = getDb()
	const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))
	if (row?.enabledAt) return false
	if (row && openSecret(row.secret, SECRET_PURPOSE)) return true
	const sealed = sealSecret(new Secret({ size: 20 }).base32, SECRET_PURPOSE)
	await db
		.insert(twoFactorSecrets)
		.values({ userId, secret: sealed })
		.onConflictDoUpdate({
			target: twoFactorSecrets.userId,
			set: { secret: sealed, lastUsedStep: null, updatedAt: sql`now()` },
			// Never over a secret that was turned on meanwhile.
			setWhere: isNull(twoFactorSecrets.enabledAt),
		})
	return true
}

/** The secret being set up for the account, to show (QR code and key), or null when none is (not started, or on already). */
export async function pendingEnrolment(user: { id: string; email: string }): Promise<Enrolment | null> {
	const [row] = await getDb()
		.select({ secret: twoFactorSecrets.secret })
		.from(twoFactorSecrets)
		.where(and(eq(twoFactorSecrets.userId, user.id), isNull(twoFactorSecrets.enabledAt)))
	const secret = row ? openSecret(row.secret, SECRET_PURPOSE) : null
	if (!secret) return null
	const uri = totpFor(secret, user.email).toString()
	const svg = renderSVG(uri, { border: 2, pixelSize: 8 })
	return {
		key: secret.match(/.{1,4}/g)!.join(' '),
		uri,
		qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
	}
}

/** Forgets a set-up that was not finished (nothing changes when two-factor is on). */
export async function cancelEnrolment(userId: string) {
	await getDb()
		.delete(twoFactorSecrets)
		.where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
}

/**
 * Accepts `code` when it is the account's current TOTP code (a step either
 * side) for a later step than the last one accepted, and records its step;
 * while setting up, the first such code also turns two-factor on.
 */
async function acceptTotp(userId: string, code: string, { enabling }: { enabling: boolean }): Promise<boolean> {
	const db = getDb()
	const [row] = await db
		.select({ secret: twoFactorSecrets.secret, enabledAt: twoFactorSecrets.enabledAt })
		.from(twoFactorSecrets)
		.where(eq(twoFactorSecrets.userId, userId))
	if (!row || Boolean(row.enabledAt) === enabling) return false
	const secret = openSecret(row.secret, SECRET_PURPOSE)
	const token = totpCode(code)
	if (!secret || !token) return false
	const delta = totpFor(secret).validate({ token, window: TOTP_WINDOW })
	if (delta === null) return false
	const step = TOTP.counter({ period: TOTP_PERIOD }) + delta
	// One statement: of two requests with the same code, only one finds the step still unused.
	const [accepted] = await db
		.update(twoFactorSecrets)
		.set({ lastUsedStep: step, updatedAt: sql`now()`, ...(enabling ? { enabledAt: sql`now()` } : {}) })
		.where(
			and(
				eq(twoFactorSecrets.userId, userId),
				enabling ? isNull(twoFactorSecrets.enabledAt) : isNotNull(twoFactorSecrets.enabledAt),
				or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
			),
		)
		.returning({ userId: twoFactorSecrets.userId })
	return Boolean(accepted)
}

/** Uses up one unused recovery code of the account, if `code` is one. */
async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
	const normalised = recoveryCode(code)
	if (!normalised) return false
	const [used] = await getDb()
		.update(recoveryCodes)
		.set({ usedAt: sql`now()` })
		.where(
			and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, normalised)), isNull(recoveryCodes.usedAt)),
		)
		.returning({ id: recoveryCodes.id })
	return Boolean(used)
}

/** Counts one attempt under the account's rule (and `extra`, first), checks it, and takes the count back on success. */
async function throttled(
	userId: string,
	extra: readonly (readonly [RateLimitRule, string])[],
	check: () => Promise<boolean>,
): Promise<{ ok: boolean } | Extract<SecondFactorResult, { reason: 'throttled' }>> {
	const limits = await hitRateLimits([...extra, [twoFactorLimits.account, userId]])
	if (!limits.allowed) return { ok: false, reason: 'throttled', rule: limits.rule, retryAfterSeconds: limits.retryAfterSeconds }
	if (!(await check())) return { ok: false }
	await Promise.all([refundRateLimit(twoFactorLimits.account, userId), ...extra.map(([rule, subject]) => refundRateLimit(rule, subject))])
	return { ok: true }
}

/**
 * Checks a second factor of an account whose two-factor is on: its current
 * authenticator code, or one of its recovery codes (used up by this). `extra`
 * are further limits to count the attempt under (e.g. the sign-in's own).
 */
export async function verifySecondFactor(
	userId: string,
	method: SecondFactorMethod,
	code: string,
	extra: readonly (readonly [RateLimitRule, string])[] = [],
): Promise<SecondFactorResult> {
	const result = await throttled(userId, extra, () =>
		method === 'totp' ? acceptTotp(userId, code, { enabling: false }) : acceptRecoveryCode(userId, code),
	)
	if ('reason' in result) return result
	if (!result.ok) return { ok: false, reason: 'invalid' }
	return { ok: true, method, recoveryCodesLeft: method === 'recovery' ? await recoveryCodesLeft(userId) : null }
}

export type EnableResult =
	{ ok: true; recoveryCodes: string[] } | { ok: false; reason: 'invalid' } | Extract<SecondFactorResult, { reason: 'throttled' }>

/** Turns two-factor on with the first code from the app being set up, and makes the recovery codes (returned once). */
export async function confirmEnrolment(userId: string, code: string): Promise<EnableResult> {
	const result = await throttled(userId, [], () => acceptTotp(userId, code, { enabling: true }))
	if ('reason' in result) return result
	if (!result.ok) return { ok: false, reason: 'invalid' }
	return { ok: true, recoveryCodes: await replaceRecoveryCodes(userId) }
}

/** A new set of recovery codes for the account, replacing every earlier one; the codes themselves are returned, never stored. */
export async function replaceRecoveryCodes(userId: string): Promise<string[]> {
	const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
		const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
		return `${chars.slice(0, 5)}-${chars.slice(5)}`
	})
	await getDb().transaction(async (tx) => {
		await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
		await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, recoveryCode(code)!) })))
	})
	return codes
}

/** Turns two-factor off for the account: its secret and recovery codes are deleted. */
export async function disableTwoFactor(userId: string) {
	await getDb().transaction(async (tx) => {
		await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
		await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))
	})
}
