import { z } from 'zod'

import { asString } from '#app/domain/form.ts'

import type { ReplyTemplate } from './reply-templates.ts'

/**
 * A reply to a customer from the enquiry page (issue 24): its rules, shared
 * by the form (limits, names) and the action. The subject goes into a mail
 * header, so it is one line; the body is plain text as the admin typed it.
 */
export const replyLimits = { subject: 200, body: 10_000 } as const

/** Line breaks and tabs in a subject become spaces (a header is one line). */
export const oneLineSubject = (value: string) =>
	value
		.replace(/[\r\n\t]+/g, ' ')
		.replace(/ {2,}/g, ' ')
		.trim()

/** Windows and old Mac line endings read as "\n"; spaces at the ends go. */
const normaliseBody = (value: string) => value.replace(/\r\n?/g, '\n').trim()

export const replyMessages = {
	subjectMissing: 'Enter a subject for the e-mail.',
	subjectTooLong: `Keep the subject to ${replyLimits.subject} characters or fewer.`,
	bodyMissing: 'Write the message to the customer.',
	bodyTooLong: `Keep the message to ${replyLimits.body.toLocaleString('en-GB')} characters or fewer.`,
} as const

export const replyForm = z.object({
	subject: z.preprocess(
		(value) => oneLineSubject(asString(value)),
		z.string().min(1, replyMessages.subjectMissing).max(replyLimits.subject, replyMessages.subjectTooLong),
	),
	body: z.preprocess(
		(value) => normaliseBody(asString(value)),
		z.string().min(1, replyMessages.bodyMissing).max(replyLimits.body, replyMessages.bodyTooLong),
	),
})

export type ReplyInput = z.infer<typeof replyForm>

/** What the reply form of an enquiry shows besides the fields. */
export type ReplyFormData = {
	/** The owner's templates with this enquiry's placeholders filled in. */
	templates: ReplyTemplate[]
	/** Where the customer's answer goes (the office e-mail). */
	replyTo: string
	loadError: string | null
}
