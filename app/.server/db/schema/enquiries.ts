import { desc, sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { users } from './auth.ts'
import { createdAt, id, updatedAt } from './columns.ts'
import { enquiryEventKind, enquiryStage, outboxStatus } from './enums.ts'

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
		/** Where the enquiry is in the pipeline (issue 24); spam is kept out of it. */
		stage: enquiryStage('stage').notNull().default('new'),
		/** When the stage last changed (the inbox's "in this stage since"). */
		stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
		/** Why a Lost enquiry was lost ("closed" for those migrated from the old Closed status). */
		lostReason: text('lost_reason'),
		/** The quote's or the won job's value, in pence. */
		valuePence: integer('value_pence'),
		/** The next thing to do, on a London calendar day, and what it is ("call back", "survey 10:00"). */
		nextActionOn: date('next_action_on', { mode: 'string' }),
		nextActionNote: text('next_action_note'),
		/**
		 * The phone number reduced to UK national digits (+44 7700…, +44 (0)7700…,
		 * 0044 7700… and 07700… alike; the form stores numbers as written),
		 * so enquiries from the same person link by phone as well as e-mail.
		 */
		phoneKey: text('phone_key').generatedAlwaysAs(
			sql`case when regexp_replace(phone, '[^0-9]', '', 'g') like '0044%' then '0' || ltrim(substr(regexp_replace(phone, '[^0-9]', '', 'g'), 5), '0') when regexp_replace(phone, '[^0-9]', '', 'g') like '44%' then '0' || ltrim(substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3), '0') else regexp_replace(phone, '[^0-9]', '', 'g') end`,
		),
		/**
		 * The first response (a reply, or a stage change other than to spam) and
		 * the first reply, kept by a trigger on the timeline (migration 0024,
		 * decision 0060): the overview reads them instead of joining the timeline.
		 */
		firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
		firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		// The overview's "not yet answered": new, and no reply sent.
		index('enquiries_unanswered_idx')
			.on(table.createdAt)
			.where(sql`${table.stage} = 'new' and ${table.firstReplyAt} is null`),
		index('enquiries_created_at_idx').on(desc(table.createdAt)),
		index('enquiries_ip_hash_created_at_idx').on(table.ipHash, table.createdAt),
		index('enquiries_email_created_at_idx').on(sql`lower(${table.email})`, table.createdAt),
		index('enquiries_phone_key_idx').on(table.phoneKey),
		// Open enquiries with a next action, searched by stage and date: the due lists and their counts read only those (decision 0060).
		index('enquiries_open_next_action_idx')
			.on(table.stage, table.nextActionOn)
			.where(sql`${table.nextActionOn} is not null`),
		index('enquiries_stage_idx').on(table.stage, table.stageChangedAt),
		check('enquiries_value_pence', sql`${table.valuePence} is null or ${table.valuePence} >= 0`),
	],
)

/**
 * An enquiry's timeline (issue 24): stage changes, notes, next actions set and
 * replies sent, each with who and when. E-mails are rows of the outbox; a reply
 * event points at its row for the delivery state. Deleted with the enquiry.
 */
export const enquiryEvents = pgTable(
	'enquiry_events',
	{
		id: id(),
		enquiryId: uuid('enquiry_id')
			.notNull()
			.references(() => enquiries.id, { onDelete: 'cascade' }),
		kind: enquiryEventKind('kind').notNull(),
		/** The admin who did it; null once that account is gone (the name stays in actorName). */
		actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
		actorName: text('actor_name'),
		/** For a stage change: from and to. */
		fromStage: enquiryStage('from_stage'),
		toStage: enquiryStage('to_stage'),
		/** A note's text, a stage change's lost reason, a next action's note, a reply's subject. */
		body: text('body'),
		valuePence: integer('value_pence'),
		nextActionOn: date('next_action_on', { mode: 'string' }),
		/** For a reply: its outbox row (delivery state); null if that row is gone. */
		outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(table) => [index('enquiry_events_enquiry_idx').on(table.enquiryId, table.createdAt)],
)

/**
 * Photos sent with an enquiry (issue 24): re-encoded, stripped of metadata and
 * stored privately (never under the public media keys); shown to admins only.
 * The file is removed by whoever deletes the row (erasure, retention).
 */
export const enquiryPhotos = pgTable(
	'enquiry_photos',
	{
		id: id(),
		enquiryId: uuid('enquiry_id')
			.notNull()
			.references(() => enquiries.id, { onDelete: 'cascade' }),
		/** The key in the private photo storage. */
		storageKey: text('storage_key').notNull(),
		/** The visitor's file name, trimmed (shown to the admin; never a path). */
		originalName: text('original_name').notNull(),
		contentType: text('content_type').notNull(),
		bytes: integer('bytes').notNull(),
		width: integer('width').notNull(),
		height: integer('height').notNull(),
		position: integer('position').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		index('enquiry_photos_enquiry_idx').on(table.enquiryId, table.position),
		uniqueIndex('enquiry_photos_storage_key').on(table.storageKey),
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
		// The overview (issue 25): the failed e-mails, newest first, and the last one sent, without reading the whole outbox.
		index('email_outbox_failed_idx')
			.on(desc(table.createdAt))
			.where(sql`${table.status} = 'failed'`),
		index('email_outbox_sent_at_idx')
			.on(desc(table.sentAt))
			.where(sql`${table.status} = 'sent'`),
	],
)

export type EnquiryRow = typeof enquiries.$inferSelect
export type EnquiryEventRow = typeof enquiryEvents.$inferSelect
export type EnquiryPhotoRow = typeof enquiryPhotos.$inferSelect
export type EmailOutboxRow = typeof emailOutbox.$inferSelect
