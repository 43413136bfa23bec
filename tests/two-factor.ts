import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterEach, beforeEach, vi } from 'vitest'

import { createAccount } from '#app/.server/auth/accounts.ts'
import { confirmEnrolment, pendingEnrolment, startEnrolment } from '#app/.server/auth/two-factor.ts'
import { getDb } from '#app/.server/db/index.ts'
import { rateLimitBuckets, users } from '#app/.server/db/schema/index.ts'

/** The code an authenticator app with `key` (base32, spaces allowed) shows at `timestamp`. */
export const totpAt = (key: string, timestamp = Date.now()) =>
	TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')), timestamp, period: 30, digits: 6 })

/** The first moment of the next 30-second step: a code not used yet (a code is accepted once). */
export const nextStep = (from = Date.now()) => (Math.floor(from / 30_000) + 1) * 30_000 + 1_000

/** Starts setting up two-factor for the account, as the Security page's button does, and what the page then shows. */
export async function startedEnrolment(user: { id: string; email: string }) {
	await startEnrolment(user.id)
	return pendingEnrolment(user)
}

/**
 * A new account on the test database with two-factor on, set up as the
 * Security page does (the key shown, the first code entered at `at`): its
 * id, key and recovery codes. The next code must be of a later step.
 */
export async function twoFactorAccount(email: string, password: string, { admin = true, at = Date.now() } = {}) {
	await createAccount(email, password, { admin })
	const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email))
	const enrolment = await startedEnrolment({ id: user!.id, email })
	const enabled = await confirmEnrolment(user!.id, totpAt(enrolment!.key, at))
	if (!enabled.ok) throw new Error(`Could not turn two-factor on for ${email}: ${enabled.reason}`)
	return { userId: user!.id, key: enrolment!.key, recoveryCodes: enabled.recoveryCodes }
}

/**
 * For a test file: before each test the throttle is cleared and the clock
 * (Date only) moved to a 30-second step of its own, so each test's codes are
 * new; `later()` moves it on a step (a new code) or by `ms`.
 */
export function stepClockForEachTest() {
	let clock = Date.now()
	beforeEach(async () => {
		await getDb().delete(rateLimitBuckets)
		clock = nextStep(Math.max(clock, Date.now()))
		vi.useFakeTimers({ toFake: ['Date'], now: clock })
	})
	afterEach(() => {
		vi.useRealTimers()
	})
	return { later: (ms?: number) => vi.setSystemTime((clock = ms === undefined ? nextStep() : Date.now() + ms)) }
}
