/**
 * The newsletter sign-up rules and messages, used by the sign-up action and
 * the form that shows its outcome (checked on the server only: the page ships
 * no framework, decision 0020).
 */
import { z } from 'zod'

/** How long the link of a sign-up's confirmation mail works; unconfirmed sign-ups are deleted after it (decision 0029). */
export const NEWSLETTER_CONFIRMATION_HOURS = 48

/** The longest address a mail system accepts (RFC 5321 path limit). */
export const newsletterEmailMaxLength = 254

export const newsletterMessages = {
	required: 'Please enter your email address.',
	invalid: 'Please enter a valid email address.',
	/** Also for an address already confirmed: the box never tells who is subscribed (decision 0029). */
	success: 'Thanks! Please check your inbox and open the link in our email to confirm your subscription.',
	limited: 'We have received several sign-ups from you in a short time. Please check your inbox for our email, or try again later.',
	failed: 'Sorry, we could not subscribe you just now. Please try again in a few minutes.',
	/** A body past the sign-up's limit (decision 0026): far more than an address. */
	'too-large': 'That sign-up was far larger than an email address. Please enter just your email address and try again.',
} as const

/** Trimmed, lower-cased, a well-formed address of at most 254 characters. */
export const newsletterEmailSchema = z
	.string({ error: newsletterMessages.required })
	.trim()
	.toLowerCase()
	.min(1, newsletterMessages.required)
	.pipe(z.email(newsletterMessages.invalid).max(newsletterEmailMaxLength, newsletterMessages.invalid))

export const newsletterSchema = z.object({ email: newsletterEmailSchema })

/** Without JavaScript the sign-up comes back to its page with the outcome in this query parameter. */
export const newsletterResultParam = 'newsletter'

/** `check-inbox` is the success: a confirmation link is on its way (or the address is subscribed already). */
export type NewsletterOutcome = 'check-inbox' | 'required' | 'invalid' | 'limited' | 'failed' | 'too-large'

/** The message of each outcome. */
export const newsletterOutcomeMessage = (outcome: NewsletterOutcome) =>
	outcome === 'check-inbox' ? newsletterMessages.success : newsletterMessages[outcome]

const outcomes: readonly string[] = ['check-inbox', 'required', 'invalid', 'limited', 'failed', 'too-large'] satisfies NewsletterOutcome[]
export const isNewsletterOutcome = (value: string | null): value is NewsletterOutcome => value !== null && outcomes.includes(value)
