/**
 * The newsletter sign-up rules and messages, used by the sign-up action and
 * the form that shows its outcome (checked on the server only: the page ships
 * no framework, decision 0020).
 */
import * as z from 'zod/mini'

/** The longest address a mail system accepts (RFC 5321 path limit). */
export const newsletterEmailMaxLength = 254

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

/** Without JavaScript the sign-up comes back to its page with the outcome in this query parameter. */
export const newsletterResultParam = 'newsletter'

export type NewsletterOutcome = 'subscribed' | 'required' | 'invalid' | 'failed'

/** The message of each outcome (`subscribed` is the success). */
export const newsletterOutcomeMessage = (outcome: NewsletterOutcome) =>
	outcome === 'subscribed' ? newsletterMessages.success : newsletterMessages[outcome]

export const isNewsletterOutcome = (value: string | null): value is NewsletterOutcome =>
	value === 'subscribed' || value === 'required' || value === 'invalid' || value === 'failed'
