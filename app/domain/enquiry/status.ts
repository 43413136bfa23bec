/**
 * An enquiry's status, shared by the database enum, the admin's status form
 * and its badges. Order is the order of the admin's status choices.
 */
export const enquiryStatusValues = ['new', 'contacted', 'closed', 'spam'] as const

export type EnquiryStatus = (typeof enquiryStatusValues)[number]

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
	typeof value === 'string' && (enquiryStatusValues as readonly string[]).includes(value)

/**
 * The e-mail delivery of an enquiry, from its outbox rows: all sent → Sent;
 * any failed → Failed; otherwise (some still pending) → Queued; no rows → No email.
 */
export type DeliveryStatus = 'Sent' | 'Failed' | 'Queued' | 'No email'
