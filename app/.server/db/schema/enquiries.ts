import { desc, sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { createdAt, id, updatedAt } from './columns.ts'
import { enquiryStatus, outboxStatus } from './enums.ts'

export const enquiries = pgTable(
	'enquiries',
	{
		id: id(),
		name: text('name').notNull(),
		email: text('email').notNull(),
		phone: text('phone').notNull(),
		postcode: text('postcode').notNull(),
		service: text('service').notNull(),
		message: text('message'),
		consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
		sourcePage: text('source_page'),
		userAgent: text('user_agent'),
		/** Keyed hash of the sender's IP: enough for rate limits, not a stored address. */
		ipHash: text('ip_hash'),
		status: enquiryStatus('status').notNull().default('new'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('enquiries_created_at_idx').on(desc(table.createdAt)),
		index('enquiries_ip_hash_created_at_idx').on(table.ipHash, table.createdAt),
		index('enquiries_email_created_at_idx').on(sql`lower(${table.email})`, table.createdAt),
	],
)

export const newsletterSubscribers = pgTable(
	'newsletter_subscribers',
	{
		id: id(),
		/** Stored lower-case and trimmed. */
		email: text('email').notNull(),
		unsubscribeToken: text('unsubscribe_token').notNull(),
		sourcePage: text('source_page'),
		subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
		unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
		/**
		 * When the address was confirmed (double opt-in, decision 0029); null
		 * while it never was. Only rows confirmed and not unsubscribed are mailed.
		 */
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		/** SHA-256 (base64url) of the token in the latest confirmation mail: the token itself is never stored. */
		confirmTokenHash: text('confirm_token_hash'),
		/** When that mail was queued: its link works for 48 hours from then. */
		confirmRequestedAt: timestamp('confirm_requested_at', { withTimezone: true }),
	},
	(table) => [
		uniqueIndex('newsletter_subscribers_email_key').on(table.email),
		uniqueIndex('newsletter_subscribers_token_key').on(table.unsubscribeToken),
		uniqueIndex('newsletter_subscribers_confirm_token_key').on(table.confirmTokenHash),
		check('newsletter_subscribers_confirm_request', sql`(${table.confirmTokenHash} is null) = (${table.confirmRequestedAt} is null)`),
	],
)

/** Durable e-mail queue: rows are written in the same transaction as what they report. */
export const emailOutbox = pgTable(
	'email_outbox',
	{
		id: id(),
		kind: text('kind').notNull(),
		enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
		toAddress: text('to_address').notNull(),
		replyTo: text('reply_to'),
		subject: text('subject').notNull(),
		textBody: text('text_body').notNull(),
		htmlBody: text('html_body'),
		status: outboxStatus('status').notNull().default('pending'),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		lastError: text('last_error'),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		index('email_outbox_due_idx')
			.on(table.nextAttemptAt)
			.where(sql`${table.status} = 'pending'`),
		index('email_outbox_enquiry_idx').on(table.enquiryId),
	],
)

export type EnquiryRow = typeof enquiries.$inferSelect
export type EmailOutboxRow = typeof emailOutbox.$inferSelect
