/**
 * The newsletter sign-up rules, shared by the form (checked in the browser
 * before sending) and the /blog action (checked again on the server).
 *
 * zod/mini keeps the browser bundle small; the rules are the same either way.
 */
import * as z from 'zod/mini'

/** The longest address a mail system accepts (RFC 5321 path limit). */
export const newsletterEmailMaxLength = 254

/** The hidden field people never see or fill in; bots that fill every field do. */
export const newsletterHoneypotField = 'website'

export const newsletterMessages = {
	required: 'Please enter your email address.',
	invalid: 'Please enter a valid email address.',
	success: "Thanks for subscribing! You'll receive our latest guides and tips.",
	failed: 'Sorry, we could not subscribe you just now. Please try again in a few minutes.',
} as const

/** Trimmed, lower-cased, a well-formed address of at most 254 characters. */
export const newsletterEmailSchema = z.pipe(
	z.string({ error: newsletterMessages.required }).check(z.trim(), z.toLowerCase(), z.minLength(1, { error: newsletterMessages.required })),
	z.email({ error: newsletterMessages.invalid }).check(z.maxLength(newsletterEmailMaxLength, { error: newsletterMessages.invalid })),
)

export const newsletterSchema = z.object({ email: newsletterEmailSchema })

export type NewsletterParseResult = { success: true; email: string } | { success: false; message: string }

/** Validates the submitted e-mail field (a FormData value or a plain string). */
export function parseNewsletterEmail(value: unknown): NewsletterParseResult {
	const result = newsletterSchema.safeParse({ email: typeof value === 'string' ? value : undefined })
	if (result.success) return { success: true, email: result.data.email }
	return { success: false, message: result.error.issues[0]?.message ?? newsletterMessages.invalid }
}

/** True when the honeypot holds anything: the submission is treated as a bot's. */
export function isHoneypotFilled(value: unknown): boolean {
	return typeof value === 'string' ? value.trim() !== '' : value != null
}
