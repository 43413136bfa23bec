import { describe, expect, it } from 'vitest'

import { isNewsletterOutcome, newsletterEmailMaxLength, newsletterMessages, newsletterOutcomeMessage, newsletterSchema } from './schema.ts'

/** The schema's answer for one submitted value: the address kept, or the first message. */
function parseNewsletterEmail(value: unknown) {
	const result = newsletterSchema.safeParse({ email: typeof value === 'string' ? value : undefined })
	if (result.success) return { success: true, email: result.data.email }
	return { success: false, message: result.error.issues[0]?.message }
}

/** A well-formed address of exactly `length` characters. */
function addressOfLength(length: number) {
	const domain = '@example.co.uk'
	return `${'a'.repeat(length - domain.length)}${domain}`
}

describe('newsletter e-mail schema', () => {
	it('accepts well-formed addresses', () => {
		for (const email of ['jo@example.com', 'first.last+news@sub.example.co.uk', 'o-brien@example.org']) {
			expect(parseNewsletterEmail(email)).toEqual({ success: true, email })
		}
	})

	it('trims and lower-cases the address', () => {
		expect(parseNewsletterEmail('  Jo.Bloggs@Example.COM \n')).toEqual({ success: true, email: 'jo.bloggs@example.com' })
	})

	it('asks for an address when none is given', () => {
		for (const value of ['', '   ', null, undefined, 42, new Blob(['x'])]) {
			expect(parseNewsletterEmail(value)).toEqual({ success: false, message: newsletterMessages.required })
		}
	})

	it('rejects malformed addresses with a clear message', () => {
		for (const value of [
			'not-an-email',
			'jo@',
			'@example.com',
			'jo@example',
			'jo bloggs@example.com',
			'jo@example..com',
			'jo@@example.com',
		]) {
			expect(parseNewsletterEmail(value), value).toEqual({ success: false, message: 'Please enter a valid email address.' })
		}
	})

	it(`accepts ${newsletterEmailMaxLength} characters and rejects more`, () => {
		const longest = addressOfLength(newsletterEmailMaxLength)
		expect(longest).toHaveLength(254)
		expect(parseNewsletterEmail(longest)).toEqual({ success: true, email: longest })
		expect(parseNewsletterEmail(addressOfLength(255))).toEqual({ success: false, message: newsletterMessages.invalid })
		// Surrounding spaces do not count towards the limit.
		expect(parseNewsletterEmail(`  ${longest}  `)).toEqual({ success: true, email: longest })
	})
})

describe('newsletter outcomes', () => {
	it('are the ones the sign-up gives, each with its message; the success asks to confirm from the inbox', () => {
		expect(newsletterOutcomeMessage('check-inbox')).toBe(newsletterMessages.success)
		expect(newsletterMessages.success).toBe('Thanks! Please check your inbox and open the link in our email to confirm your subscription.')
		for (const outcome of ['required', 'invalid', 'limited', 'failed'] as const) {
			expect(isNewsletterOutcome(outcome)).toBe(true)
			expect(newsletterOutcomeMessage(outcome)).toBe(newsletterMessages[outcome])
		}
		for (const value of [null, '', 'subscribed', 'success', 'constructor', 'toString'])
			expect(isNewsletterOutcome(value), String(value)).toBe(false)
	})
})
