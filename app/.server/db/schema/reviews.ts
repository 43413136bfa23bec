import { desc, sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { RATING } from '#app/domain/review/rating.ts'

import { users } from './auth.ts'
import { createdAt, id, updatedAt } from './columns.ts'
import { enquiries } from './enquiries.ts'

export const reviews = pgTable(
	'reviews',
	{
		id: id(),
		reviewerName: text('reviewer_name').notNull(),
		location: text('location'),
		title: text('title'),
		body: text('body').notNull(),
		rating: smallint('rating').notNull().default(RATING.default),
		isPublished: boolean('is_published').notNull().default(false),
		/** Shown on the home page (issue 23): the owner's choice of testimonials. */
		featured: boolean('featured').notNull().default(false),
		/**
		 * The enquiry whose customer sent this review through a review request
		 * (issue 25): the "Verified customer" mark. Null for reviews typed in by
		 * the owner, and once that enquiry is erased.
		 */
		enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
		/** The business's public reply, shown beneath the review as plain text (null: none). */
		reply: text('reply'),
		/** When the reply was last changed. */
		repliedAt: timestamp('replied_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('reviews_rating_range', sql`${table.rating} between ${sql.raw(String(RATING.min))} and ${sql.raw(String(RATING.max))}`),
		// The public list's pages: newest first, ties broken by id so no review is on two pages or on none.
		index('reviews_published_page_idx')
			.on(desc(table.createdAt), desc(table.id))
			.where(sql`${table.isPublished}`),
		// The admin list's order (every row); also keeps the planner from choosing it, plus a sort, for the public pages.
		index('reviews_created_at_idx').on(desc(table.createdAt), desc(table.id)),
		index('reviews_enquiry_idx')
			.on(table.enquiryId)
			.where(sql`${table.enquiryId} is not null`),
	],
)

/**
 * A request for a review sent to the customer of a Won enquiry (issue 25,
 * decision 0052): one per enquiry. Its links are in review_request_tokens; the
 * review link works until `expires_at` and for one review. Deleted with the
 * enquiry (erasure), and with it its customer's opt-out.
 */
export const reviewRequests = pgTable(
	'review_requests',
	{
		id: id(),
		enquiryId: uuid('enquiry_id')
			.notNull()
			.references(() => enquiries.id, { onDelete: 'cascade' }),
		/** The admin who asked (null once that account is gone). */
		requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
		sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		remindedAt: timestamp('reminded_at', { withTimezone: true }),
		submittedAt: timestamp('submitted_at', { withTimezone: true }),
		optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('review_requests_enquiry_key').on(table.enquiryId),
		// The reminder job's look: requests still waiting, oldest first.
		index('review_requests_waiting_idx')
			.on(table.sentAt)
			.where(sql`${table.remindedAt} is null and ${table.submittedAt} is null and ${table.optedOutAt} is null`),
	],
)

export const reviewTokenPurposeValues = ['review', 'opt-out'] as const
export type ReviewTokenPurpose = (typeof reviewTokenPurposeValues)[number]

/**
 * The links of a review request's e-mails: each e-mail (the request, the
 * reminder) carries a new random review link and opt-out link, so only their
 * SHA-256 is stored (the token itself is only ever in the e-mail) and an
 * earlier e-mail's link keeps working.
 */
export const reviewRequestTokens = pgTable(
	'review_request_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		requestId: uuid('request_id')
			.notNull()
			.references(() => reviewRequests.id, { onDelete: 'cascade' }),
		purpose: text('purpose', { enum: reviewTokenPurposeValues }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		index('review_request_tokens_request_idx').on(table.requestId),
		check('review_request_tokens_purpose', sql`${table.purpose} in ('review', 'opt-out')`),
	],
)

export type ReviewRow = typeof reviews.$inferSelect
export type ReviewRequestRow = typeof reviewRequests.$inferSelect
