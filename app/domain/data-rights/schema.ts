import { z } from 'zod'

import { RETENTION_MONTHS } from '#app/domain/enquiry/reply-templates.ts'
import { queryValues, text, withFormMessage } from '#app/domain/form.ts'

/**
 * Customer data rights (UK GDPR, issue 24; decision 0050): the admin names a
 * person by their email address, sees what is held, downloads it, erases it.
 * Shared by the page's forms and its actions.
 */

/** The longest address a mail system accepts (RFC 5321 path limit). */
export const SUBJECT_EMAIL_MAX = 254

/**
 * How a person is named: the address trimmed and lower-cased, nothing else.
 * `user+tag@` and `user@` are two addresses here, and Gmail's dots are not
 * dropped: erasing is irreversible, so only the address itself is matched
 * (the page says so and the admin looks the other one up too).
 */
export const subjectEmail = (value: string) => value.trim().toLowerCase()

const email = (missing: string) =>
	text(
		z
			.string()
			.trim()
			.toLowerCase()
			.min(1, missing)
			.max(SUBJECT_EMAIL_MAX, `An email address is at most ${SUBJECT_EMAIL_MAX} characters.`)
			.pipe(z.email('Enter an email address, e.g. name@example.com.')),
	)

/** The look-up (`?email=`), read leniently from the URL: an empty or malformed address shows the empty form. */
export function dataRightsQuery(url: URL): { email: string; erase: boolean } {
	const query = queryValues(url)
	const parsed = email('').safeParse(query.email ?? '')
	return { email: parsed.success ? parsed.data : '', erase: url.searchParams.has('erase') }
}

/** Erasure: the address, and the same address typed again as the confirmation (works without JavaScript). */
export const eraseFormSchema = withFormMessage(
	z
		.object({
			email: email('Enter the email address whose data to erase.'),
			confirm: text(z.string().trim().toLowerCase()),
		})
		.refine((form) => form.confirm === form.email, {
			path: ['confirm'],
			message: 'Type the same email address again to confirm.',
		}),
	{ formError: 'Nothing was erased: type the email address again to confirm.', title: 'Not erased' },
)

export const retentionFormSchema = withFormMessage(
	z.object({
		retentionMonths: text(
			z
				.string()
				.trim()
				.regex(/^\d{1,4}$/, `Enter a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}.`)
				.transform(Number)
				.pipe(
					z
						.number()
						.int()
						.min(RETENTION_MONTHS.min, `Enter a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}.`)
						.max(RETENTION_MONTHS.max, `Enter a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}.`),
				),
		),
	}),
	{ formError: 'The retention period was not saved.', title: 'Not saved' },
)

/** What an erasure removed, by kind: counts only (this is also what the audit entry records). */
export type ErasureCounts = {
	enquiries: number
	events: number
	photos: number
	emails: number
	newsletter: number
	history: number
}

export const erasureCountLabels: Record<keyof ErasureCounts, [one: string, many: string]> = {
	enquiries: ['enquiry', 'enquiries'],
	events: ['timeline entry', 'timeline entries'],
	photos: ['photo', 'photos'],
	emails: ['email', 'emails'],
	newsletter: ['newsletter subscription', 'newsletter subscriptions'],
	history: ['history entry', 'history entries'],
}
