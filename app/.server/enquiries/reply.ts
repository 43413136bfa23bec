import { and, eq, gt, sql } from 'drizzle-orm'

import {
	fillReplyTemplate,
	normaliseReplyTemplates,
	replyName,
	replyService,
	type ReplyTemplate,
} from '#app/domain/enquiry/reply-templates.ts'
import type { ReplyFormData, ReplyInput } from '#app/domain/enquiry/reply.ts'

import { getPublicSettings, initialSettingsRow } from '../data/settings.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, enquiries, enquiryEvents, settings, users } from '../db/schema/index.ts'
import { enquiryReply } from '../email/messages.ts'
import { logger } from '../logger.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { recordEvent } from './pipeline.ts'

/**
 * At most this many replies per enquiry per admin per hour: far more than a
 * conversation needs, and a loop or a stuck button cannot mail-bomb a customer.
 */
export const replyRateLimit = { name: 'enquiry-reply', limit: 20, windowSeconds: 3600 } satisfies RateLimitRule

/**
 * The same reply (subject and text) from the same admin to the same enquiry
 * within this many seconds is a double submission (a double tap, a resent
 * form, a reload of the answer), and is not sent again.
 */
export const DUPLICATE_REPLY_SECONDS = 60

/** The owner's templates as stored (the defaults when the settings row has none yet). */
export async function readReplyTemplates(): Promise<ReplyTemplate[]> {
	const [row] = await getDb().select({ replyTemplates: settings.replyTemplates }).from(settings).where(eq(settings.id, 1))
	return normaliseReplyTemplates(row ? row.replyTemplates : undefined)
}

/** Replaces the templates (the settings row is created with its starting values when absent). */
export async function saveReplyTemplates(replyTemplates: ReplyTemplate[]) {
	await getDb()
		.insert(settings)
		.values({ ...initialSettingsRow(), replyTemplates })
		.onConflictDoUpdate({ target: settings.id, set: { replyTemplates } })
}

/**
 * The reply form of one enquiry: the templates with its placeholders filled
 * in (none, and a message, when they cannot be read: the reply can still be
 * written) and the address answers go to.
 */
export async function replyFormFor(enquiry: { name: string; service: string }): Promise<ReplyFormData> {
	const [templates, business] = await Promise.all([
		readReplyTemplates().catch((error: unknown) => {
			logger.error({ err: error }, 'Could not load the reply templates')
			return null
		}),
		getPublicSettings(),
	])
	const values = { name: replyName(enquiry.name), service: replyService(enquiry.service), business: business.businessName }
	return {
		templates: templates?.map((template) => fillReplyTemplate(template, values)) ?? [],
		replyTo: business.officeEmail,
		loadError: templates ? null : 'The reply templates could not be loaded: you can still write the reply yourself.',
	}
}

/** The enquiry the reply page is about (null when there is none), with its form. */
export async function loadReplyPage(enquiryId: string) {
	const [enquiry] = await getDb()
		.select({ id: enquiries.id, name: enquiries.name, email: enquiries.email, service: enquiries.service })
		.from(enquiries)
		.where(eq(enquiries.id, enquiryId))
	if (!enquiry) return null
	return { enquiry: { id: enquiry.id, name: enquiry.name, email: enquiry.email }, reply: await replyFormFor(enquiry) }
}

export type SendReplyResult =
	| { status: 'sent'; outboxId: string }
	/** The same reply was sent moments ago by the same admin: nothing new was queued. */
	| { status: 'duplicate' }
	| { status: 'not-found' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * Queues a reply to the customer of `enquiryId` and records it on the
 * enquiry's timeline, in the caller's transaction: run it inside an admin's
 * audited write (`asActor`), whose actor it reads. The enquiry row is locked
 * first, so two submissions of one reply take turns and the second sees the
 * first (see DUPLICATE_REPLY_SECONDS). The caller wakes the outbox once the
 * transaction has committed.
 */
export async function sendReply(enquiryId: string, reply: ReplyInput): Promise<SendReplyResult> {
	const db = getDb()
	const [actor] = await db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.id, sql`nullif(current_setting('app.actor_id', true), '')`))
	if (!actor) throw new Error('sendReply must run inside an admin’s write (asActor)')

	const [enquiry] = await db
		.select({ id: enquiries.id, email: enquiries.email })
		.from(enquiries)
		.where(eq(enquiries.id, enquiryId))
		.for('update')
	if (!enquiry) return { status: 'not-found' }

	const [earlier] = await db
		.select({ id: enquiryEvents.id })
		.from(enquiryEvents)
		.innerJoin(emailOutbox, eq(emailOutbox.id, enquiryEvents.outboxId))
		.where(
			and(
				eq(enquiryEvents.enquiryId, enquiry.id),
				eq(enquiryEvents.kind, 'reply'),
				eq(enquiryEvents.actorId, actor.id),
				gt(enquiryEvents.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_REPLY_SECONDS})`),
				eq(emailOutbox.subject, reply.subject),
				eq(emailOutbox.textBody, reply.body),
			),
		)
		.limit(1)
	if (earlier) return { status: 'duplicate' }

	// Counted in this transaction: a reply that fails to be queued does not use up the budget.
	const limit = await hitRateLimit(replyRateLimit, `${actor.id}:${enquiry.id}`)
	if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }

	const business = await getPublicSettings()
	const message = enquiryReply({ toAddress: enquiry.email, subject: reply.subject, body: reply.body }, business)
	const [queued] = await db
		.insert(emailOutbox)
		.values({ ...message, enquiryId: enquiry.id })
		.returning({ id: emailOutbox.id })
	if (!queued) throw new Error('The outbox insert returned no row')
	await recordEvent(db, enquiry.id, actor, { kind: 'reply', body: message.subject, outboxId: queued.id })
	return { status: 'sent', outboxId: queued.id }
}
