import { z } from 'zod'
import { enquiryServiceChoices } from '#app/content/services.ts'

/**
 * The enquiry form's rules, shared by the browser (before sending) and the
 * server (always). Order (public spec §5): the consent tick first, then missing
 * required fields, then the format of each field.
 */

export const enquiryLimits = { name: 100, email: 254, phone: 20, postcode: 8, message: 2000 } as const

export const enquiryMessages = {
	consent: { title: 'Please accept our terms', text: 'You must agree to our privacy policy to submit the form.' },
	missing: { title: 'Missing information', text: 'Please fill in all required fields' },
	invalid: { title: 'Please check your details', text: 'Some of the details need correcting: see the messages next to the fields.' },
	success: {
		title: 'Enquiry submitted successfully!',
		text: "We'll get back to you within 2 hours during business hours. Check your email for confirmation.",
	},
	failure: {
		title: 'Error sending enquiry',
		text: 'There was a problem sending your enquiry. Please try calling us directly.',
	},
	rateLimited: {
		title: 'Too many enquiries',
		text: 'We have received several enquiries from you in a short time. Please try again later, or call us.',
	},
} as const

export const requiredEnquiryFields = ['name', 'phone', 'email', 'postcode', 'service'] as const
export type EnquiryField = (typeof requiredEnquiryFields)[number] | 'message' | 'consent'

/** UK postcode, any spacing or case (e.g. sw1a1aa, SW1A 1AA, W9 1AB, GIR 0AA). */
const POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/

/** Upper case with exactly one space before the inward code: "sw1a1aa" → "SW1A 1AA". */
export function normalisePostcode(value: string): string {
	const compact = value.toUpperCase().replace(/\s+/g, '')
	return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

/** UK numbers: +44 or 0 followed by 9 or 10 digits; spaces, dashes, dots and brackets allowed. */
export function normaliseUkPhone(value: string): string | null {
	const trimmed = value.trim()
	if (!/^[+\d\s().-]+$/.test(trimmed)) return null
	let digits = trimmed.replace(/\D/g, '')
	if (trimmed.startsWith('+')) {
		if (!digits.startsWith('44')) return null
		digits = `0${digits.slice(2).replace(/^0/, '')}`
	} else if (digits.startsWith('0044')) {
		digits = `0${digits.slice(4).replace(/^0/, '')}`
	}
	return /^0[1-9]\d{8,9}$/.test(digits) ? trimmed.replace(/\s+/g, ' ') : null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export const enquirySchema = z.object({
	name: z
		.string()
		.trim()
		.max(enquiryLimits.name, `Please keep your name to ${enquiryLimits.name} characters or fewer.`)
		.regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u, 'Please use letters only in your name (hyphens and apostrophes are fine).'),
	phone: z
		.string()
		.trim()
		.max(enquiryLimits.phone, 'Please enter a valid UK phone number.')
		.transform((value, context) => {
			const phone = normaliseUkPhone(value)
			if (phone === null) {
				context.addIssue({ code: 'custom', message: 'Please enter a valid UK phone number, for example 020 7946 0000 or 07700 900123.' })
				return z.NEVER
			}
			return phone
		}),
	email: z
		.string()
		.trim()
		.max(enquiryLimits.email, 'Please enter a valid email address.')
		.pipe(z.email('Please enter a valid email address, for example name@example.com.')),
	postcode: z
		.string()
		.trim()
		.transform(normalisePostcode)
		.refine((value) => POSTCODE.test(value), 'Please enter a valid UK postcode, for example SW1A 1AA.'),
	service: z.enum(enquiryServiceChoices, { error: 'Please choose a service from the list.' }),
	message: z
		.string()
		.trim()
		.max(enquiryLimits.message, `Please keep your message to ${enquiryLimits.message.toLocaleString('en-GB')} characters or fewer.`)
		.transform((value) => (value === '' ? null : value)),
})

export type EnquiryInput = z.output<typeof enquirySchema>

export type EnquiryValidation =
	| { ok: true; data: EnquiryInput }
	| {
			ok: false
			formError: { title: string; text: string }
			fieldErrors: Partial<Record<EnquiryField, string>>
	  }

const isTicked = (value: unknown) => value === true || value === 'on' || value === 'true' || value === '1' || value === 'yes'

/** Validates raw form or JSON values (anything may be missing or of the wrong type). */
export function validateEnquiry(raw: Record<string, unknown>): EnquiryValidation {
	if (!isTicked(raw.consent)) {
		return { ok: false, formError: enquiryMessages.consent, fieldErrors: { consent: enquiryMessages.consent.text } }
	}

	const missing = requiredEnquiryFields.filter((field) => text(raw[field]).trim() === '')
	if (missing.length > 0) {
		return {
			ok: false,
			formError: enquiryMessages.missing,
			fieldErrors: Object.fromEntries(missing.map((field) => [field, 'This field is required.'])),
		}
	}

	const result = enquirySchema.safeParse(
		Object.fromEntries(['name', 'phone', 'email', 'postcode', 'service', 'message'].map((field) => [field, text(raw[field])])),
	)
	if (!result.success) {
		const fieldErrors: Partial<Record<EnquiryField, string>> = {}
		for (const issue of result.error.issues) {
			const field = issue.path[0] as EnquiryField
			fieldErrors[field] ??= issue.message
		}
		return { ok: false, formError: enquiryMessages.invalid, fieldErrors }
	}

	if (result.data.service === 'Other (please specify)' && !result.data.message) {
		return {
			ok: false,
			formError: enquiryMessages.invalid,
			fieldErrors: { message: 'Please tell us what you need help with.' },
		}
	}
	return { ok: true, data: result.data }
}
