import { z } from 'zod'

import { enquiryServiceChoices } from '#app/domain/enquiry/services.ts'
import { formGate, text, withFormMessage } from '#app/domain/form.ts'

/**
 * The enquiry form's rules, shared by the browser (before sending) and the
 * server (always), and by the JSON API. Order: the consent tick first, then
 * missing required fields, then the format of each field; each refusal carries
 * its toast (title and text) as the form's message.
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

const phoneMessage = 'Please enter a valid UK phone number, for example 020 7946 0000 or 07700 900123.'

const isTicked = (value: unknown) => value === true || value === 'on' || value === 'true' || value === '1' || value === 'yes'

const toastOf = ({ title, text }: { title: string; text: string }) => ({ title, formError: text })

/** First: the consent tick, alone (whatever else is missing). */
const consentGate = formGate(
	z.looseObject({ consent: z.unknown().refine(isTicked, enquiryMessages.consent.text) }),
	toastOf(enquiryMessages.consent),
)

/** Then every required field left empty (a value of the wrong type counts as empty). */
const requiredGate = formGate(
	z.looseObject(
		Object.fromEntries(
			requiredEnquiryFields.map((field) => [field, text(z.string().refine((value) => value.trim() !== '', 'This field is required.'))]),
		),
	),
	toastOf(enquiryMessages.missing),
)

/** Then the format of each field; "Other (please specify)" needs a message. */
const formatStage = withFormMessage(
	z
		.object({
			name: text(
				z
					.string()
					.trim()
					.max(enquiryLimits.name, `Please keep your name to ${enquiryLimits.name} characters or fewer.`)
					.regex(/^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u, 'Please use letters only in your name (hyphens and apostrophes are fine).'),
			),
			phone: text(
				z
					.string()
					.trim()
					.max(enquiryLimits.phone, 'Please enter a valid UK phone number.')
					.transform((value, context) => {
						const phone = normaliseUkPhone(value)
						if (phone === null) context.addIssue({ code: 'custom', message: phoneMessage, input: value })
						return phone ?? value
					}),
			),
			email: text(
				z
					.string()
					.trim()
					.max(enquiryLimits.email, 'Please enter a valid email address.')
					.pipe(z.email('Please enter a valid email address, for example name@example.com.')),
			),
			postcode: text(
				z
					.string()
					.trim()
					.overwrite(normalisePostcode)
					.refine((value) => POSTCODE.test(value), 'Please enter a valid UK postcode, for example SW1A 1AA.'),
			),
			service: text(z.enum(enquiryServiceChoices, 'Please choose a service from the list.')),
			message: text(
				z
					.string()
					.trim()
					.max(enquiryLimits.message, `Please keep your message to ${enquiryLimits.message.toLocaleString('en-GB')} characters or fewer.`)
					.transform((value) => (value === '' ? null : value)),
			),
		})
		.transform((enquiry, context) => {
			if (enquiry.service === 'Other (please specify)' && !enquiry.message) {
				context.addIssue({ code: 'custom', path: ['message'], message: 'Please tell us what you need help with.', input: enquiry.message })
			}
			return enquiry
		}),
	toastOf(enquiryMessages.invalid),
)

/**
 * The enquiry's rules over raw form or JSON values (anything may be missing or
 * of the wrong type), in their order: each stage runs once the ones before passed.
 */
export const enquirySchema = consentGate.pipe(requiredGate).pipe(formatStage)

export type EnquiryInput = z.output<typeof formatStage>
