import { z } from 'zod'

import { text, withFormMessage } from '#app/domain/form.ts'

/**
 * The forms of two-factor sign-in (decision 0057), shared by the pages and
 * their actions: a code from the authenticator app or a recovery code, the
 * re-authentication (password, and code when two-factor is on), a session to
 * sign out. The server checks each code itself; these only say what was typed.
 */

/** How long entering the password (and code) again holds for the most sensitive actions (app/.server/auth/reauth.ts). */
export const REAUTH_MINUTES = 10

export const TOTP_DIGITS = 6
/** A recovery code as shown: two groups of five, e.g. `k7m2p-x9q4r`. */
export const RECOVERY_CODE_LENGTH = 11
/** Long enough for a code typed with spaces; anything longer is not one. */
export const CODE_MAX = 32

export const codeMessages = {
	missingTotp: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
	missingRecovery: 'Enter one of your recovery codes.',
	wrongTotp: 'That code is not right. Check the time on your phone is set automatically, and enter the code the app shows now.',
	wrongRecovery: 'That recovery code is not right, or it has been used already.',
} as const

/** What the Set up buttons send to /admin/security/two-factor (its page and the Security page). */
export const START_INTENT = 'start'

export const secondFactorMethods = ['totp', 'recovery'] as const
export type SecondFactorMethodChoice = (typeof secondFactorMethods)[number]

const method = text(z.enum(secondFactorMethods).catch('totp'))
const code = text(z.string().trim().max(CODE_MAX, 'That is far longer than a code.'))

/** A second factor: which kind, and the code (its message by kind when it is missing). */
export const secondFactorSchema = z.object({ method, code }).superRefine((form, context) => {
	if (form.code === '')
		context.addIssue({
			code: 'custom',
			path: ['code'],
			message: form.method === 'totp' ? codeMessages.missingTotp : codeMessages.missingRecovery,
		})
})

/** Re-authentication: the password as typed (never trimmed), and a second factor, which the server asks for only when two-factor is on. */
export const reauthSchema = withFormMessage(
	z.object({ password: text(z.string().min(1, 'Enter your password.').max(1024, 'That is not your password.')), method, code }),
	{ formError: 'Please enter your password to continue.', title: 'Not confirmed' },
)

/** Turning two-factor on: the first code from the app being set up. */
export const enableTwoFactorSchema = z.object({
	code: text(z.string().trim().min(1, codeMessages.missingTotp).max(CODE_MAX, 'That is far longer than a code.')),
})

/** Signing one session out: its id as listed. */
export const sessionIdSchema = z.object({ sessionId: text(z.string().trim().min(1, 'Choose a session.').max(100, 'Choose a session.')) })
