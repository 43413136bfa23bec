import { z } from 'zod'

import { withFormMessage } from '#app/domain/form.ts'

/**
 * An enquiry's status, shared by the database enum, the admin's status form
 * and its badges. Order is the order of the admin's status choices.
 */
export const enquiryStatusValues = ['new', 'contacted', 'closed', 'spam'] as const

export type EnquiryStatus = (typeof enquiryStatusValues)[number]

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
	typeof value === 'string' && (enquiryStatusValues as readonly string[]).includes(value)

/** The admin's status form: one of the four ("Choose new, contacted, closed or spam."). */
export const enquiryStatusForm = withFormMessage(
	z.object({
		status: z.enum(enquiryStatusValues, `Choose ${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(enquiryStatusValues)}.`),
	}),
	{ formError: 'Choose a status.' },
)

/**
 * The e-mail delivery of an enquiry, from its outbox rows: all sent → Sent;
 * any failed → Failed; otherwise (some still pending) → Queued; no rows → No email.
 */
export type DeliveryStatus = 'Sent' | 'Failed' | 'Queued' | 'No email'
