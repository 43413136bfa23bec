import * as z from 'zod/mini'

import { enquiryServiceChoices } from '#app/domain/enquiry/services.ts'
import type { Validation } from '#app/domain/form.ts'

/**
 * The enquiry form's rules, shared by the browser (before sending) and the
 * server (always). Order: the consent tick first, then missing
 * required fields, then the format of each field.
 *
 * zod/mini keeps the /contact bundle small; the rules are the same either way.
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

const requiredEnquiryFields = ['name', 'phone', 'email', 'postcode', 'service'] as const
/** Every field of the form, in its order. */
export const enquiryFields = [...requiredEnquiryFields, 'message', 'consent'] as const
export type EnquiryField = (typeof enquiryFields)[number]

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

const phoneMessage = 'Please enter a valid UK phone number, for example 020 7946 0000 or 07700 900123.'

const enquirySchema = z.object({
	name: z
		.string()
		.check(
			z.trim(),
			z.maxLength(enquiryLimits.name, { error: `Please keep your name to ${enquiryLimits.name} characters or fewer.` }),
			z.regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u, { error: 'Please use letters only in your name (hyphens and apostrophes are fine).' }),
		),
	phone: z.pipe(
		z.string().check(z.trim(), z.maxLength(enquiryLimits.phone, { error: 'Please enter a valid UK phone number.' })),
		z.transform((value, payload) => {
			const phone = normaliseUkPhone(value)
			if (phone === null) payload.issues.push({ code: 'custom', message: phoneMessage, input: value })
			return phone ?? value
		}),
	),
	email: z.pipe(
		z.string().check(z.trim(), z.maxLength(enquiryLimits.email, { error: 'Please enter a valid email address.' })),
		z.email({ error: 'Please enter a valid email address, for example name@example.com.' }),
	),
	postcode: z.string().check(
		z.trim(),
		z.overwrite(normalisePostcode),
		z.refine((value) => POSTCODE.test(value), { error: 'Please enter a valid UK postcode, for example SW1A 1AA.' }),
	),
	service: z.enum(enquiryServiceChoices, { error: 'Please choose a service from the list.' }),
	message: z.pipe(
		z.string().check(
			z.trim(),
			z.maxLength(enquiryLimits.message, {
				error: `Please keep your message to ${enquiryLimits.message.toLocaleString('en-GB')} characters or fewer.`,
			}),
		),
		z.transform((value) => (value === '' ? null : value)),
	),
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
		Object.fromEntries(enquiryFields.filter((field) => field !== 'consent').map((field) => [field, text(raw[field])])),
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

/** The same rules in the form protocol's terms (#app/domain/form.ts): the toast's title and text as the form error. */
export function parseEnquiryForm(values: Record<string, string>): Validation<EnquiryInput> {
	const validation = validateEnquiry(values)
	if (validation.ok) return validation
	const { formError, fieldErrors } = validation
	return { ok: false, title: formError.title, formError: formError.text, fieldErrors }
}
