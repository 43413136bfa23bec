import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm'

import { areaPages } from '#app/content/areas.ts'
import { areaPlaces, areasOfLocation, postcodeDistricts } from '#app/domain/review/area.ts'
import {
	canAskAgain,
	REVIEW_LINK_DAYS,
	REVIEW_REMINDER_DAYS,
	reviewRequestState,
	reviewSiteLinks,
	type PublicReview,
	type ReviewRequestSettings,
	type ReviewRequestState,
} from '#app/domain/review/request.ts'

import { isWellFormedToken, newToken, tokenHash } from '../capability-token.ts'
import { getPublicSettings, initialSettingsRow } from '../data/settings.ts'
import { getDb, inTransaction, type Database } from '../db/index.ts'
import {
	emailOutbox,
	enquiries,
	reviewRequests,
	reviewRequestTokens,
	reviews,
	settings,
	type ReviewRequestRow,
	type ReviewTokenPurpose,
} from '../db/schema/index.ts'
import { reviewRequestEmail } from '../email/messages.ts'
import { recordEvent, type EventActor } from '../enquiries/pipeline.ts'
import { getEnv } from '../env.ts'

/*
 * Review requests (issue 25, decision 0052). The owner asks a Won enquiry's
 * customer for a review; the e-mail goes through the outbox with a review
 * link and an opt-out link, each a random token stored only as its hash. The
 * review arrives as a draft linked to the enquiry. One reminder goes after the
 * settings' number of days (./reminders.ts). Each step is an event on the
 * enquiry's timeline. Nothing here looks at the job's outcome beyond Won:
 * every customer may be asked.
 */

const DAY_MS = 24 * 60 * 60 * 1000

const siteRoot = () => getEnv().SITE_URL.replace(/\/+$/, '')

/** The public review form of a token (in the e-mails). */
export const reviewUrl = (token: string) => `${siteRoot()}/review/${encodeURIComponent(token)}`

/** The public opt-out page of a token (in the e-mails). */
export const reviewOptOutUrl = (token: string) => `${siteRoot()}/review/opt-out/${encodeURIComponent(token)}`

/** When the reminder goes, in days after the request (the default when the settings row cannot be read). */
export async function getReviewRequestSettings(db: Database = getDb()): Promise<ReviewRequestSettings> {
	const [row] = await db.select({ reminderDays: settings.reviewReminderDays }).from(settings).where(eq(settings.id, 1))
	return { reminderDays: row?.reminderDays ?? REVIEW_REMINDER_DAYS.default }
}

/** Saves it (run it in the admin's `write`: the settings trigger records the change). */
export async function saveReviewRequestSettings({ reminderDays }: ReviewRequestSettings): Promise<void> {
	await getDb()
		.insert(settings)
		.values({ ...initialSettingsRow(), reviewReminderDays: reminderDays })
		.onConflictDoUpdate({ target: settings.id, set: { reviewReminderDays: reminderDays } })
}

/** Two new links for `requestId`'s next e-mail: only their hashes are stored. */
async function issueLinks(db: Database, requestId: string) {
	const review = newToken()
	const optOut = newToken()
	const rows: { tokenHash: string; requestId: string; purpose: ReviewTokenPurpose }[] = [
		{ tokenHash: tokenHash(review), requestId, purpose: 'review' },
		{ tokenHash: tokenHash(optOut), requestId, purpose: 'opt-out' },
	]
	await db.insert(reviewRequestTokens).values(rows)
	return { review, optOut }
}

type Recipient = { id: string; email: string; name: string; service: string }

/** Queues the request's e-mail (or its reminder) with new links, and records it on the timeline. */
async function queueRequestEmail(
	db: Database,
	request: Pick<ReviewRequestRow, 'id' | 'expiresAt'>,
	enquiry: Recipient,
	actor: EventActor | null,
	reminder: boolean,
) {
	const business = await getPublicSettings()
	const links = await issueLinks(db, request.id)
	const message = reviewRequestEmail(
		{
			toAddress: enquiry.email,
			name: enquiry.name,
			service: enquiry.service,
			reviewUrl: reviewUrl(links.review),
			optOutUrl: reviewOptOutUrl(links.optOut),
			expiresAt: request.expiresAt,
			profiles: reviewSiteLinks(business.profileLinks),
		},
		business,
		reminder,
	)
	const [queued] = await db
		.insert(emailOutbox)
		.values({ ...message, enquiryId: enquiry.id })
		.returning({ id: emailOutbox.id })
	if (!queued) throw new Error('The outbox insert returned no row')
	await recordEvent(db, enquiry.id, actor, {
		kind: reminder ? 'review_reminder' : 'review_request',
		body: message.subject,
		outboxId: queued.id,
	})
	return { outboxId: queued.id, token: links.review, optOutToken: links.optOut }
}

/** An earlier opt-out of the same address (on another enquiry's request), the newest, or null. */
async function optOutOfAddress(db: Database, email: string, exceptEnquiryId: string) {
	const [row] = await db
		.select({ optedOutAt: reviewRequests.optedOutAt, enquiryId: reviewRequests.enquiryId })
		.from(reviewRequests)
		.innerJoin(enquiries, eq(enquiries.id, reviewRequests.enquiryId))
		.where(
			and(
				isNotNull(reviewRequests.optedOutAt),
				ne(reviewRequests.enquiryId, exceptEnquiryId),
				eq(sql`lower(trim(${enquiries.email}))`, email.trim().toLowerCase()),
			),
		)
		.orderBy(desc(reviewRequests.optedOutAt))
		.limit(1)
	return row?.optedOutAt ? { at: row.optedOutAt, enquiryId: row.enquiryId } : null
}

/** The enquiry page's review section: the request and its state, and whether the address opted out before. */
export type ReviewRequestView = {
	state: ReviewRequestState | null
	sentAt: Date | null
	remindedAt: Date | null
	expiresAt: Date | null
	submittedAt: Date | null
	optedOutAt: Date | null
	reviewId: string | null
	/** This address opted out on another enquiry's request: asking again needs the owner's confirmation. */
	optedOutElsewhere: { at: Date; enquiryId: string } | null
	reminderDays: number
}

export async function reviewRequestFor(enquiry: { id: string; email: string }, now = new Date()): Promise<ReviewRequestView> {
	const db = getDb()
	const [[row], [review], optedOutElsewhere, { reminderDays }] = await Promise.all([
		db.select().from(reviewRequests).where(eq(reviewRequests.enquiryId, enquiry.id)),
		// The review it brought (a draft until the owner publishes it): linked by the enquiry.
		db.select({ id: reviews.id }).from(reviews).where(eq(reviews.enquiryId, enquiry.id)).orderBy(desc(reviews.createdAt)).limit(1),
		optOutOfAddress(db, enquiry.email, enquiry.id),
		getReviewRequestSettings(db),
	])
	return {
		state: row ? reviewRequestState(row, now) : null,
		sentAt: row?.sentAt ?? null,
		remindedAt: row?.remindedAt ?? null,
		expiresAt: row?.expiresAt ?? null,
		submittedAt: row?.submittedAt ?? null,
		optedOutAt: row?.optedOutAt ?? null,
		reviewId: review?.id ?? null,
		optedOutElsewhere,
		reminderDays,
	}
}

export type AskResult =
	| { status: 'sent'; outboxId: string; token: string; optOutToken: string }
	| { status: 'not-found' }
	| { status: 'not-won' }
	| { status: 'no-email' }
	/** Answered, or still open: nothing was sent. */
	| { status: 'already'; state: ReviewRequestState }
	/** The address opted out before and the owner did not confirm asking anyway. */
	| { status: 'opted-out'; at: Date }

/**
 * Asks the customer of Won enquiry `enquiryId` for a review: run it in the
 * admin's audited `write`. The enquiry row is locked first, so two taps take
 * turns and the second finds the first's request ("already"). A request whose
 * link expired unanswered may be sent again (new links, a new expiry; the old
 * links stop working). An address that opted out on another enquiry is asked
 * only when `confirmOptedOut` says the owner saw that. The caller wakes the
 * outbox after the commit.
 */
export async function askForReview(
	enquiryId: string,
	actor: EventActor,
	{ confirmOptedOut = false, now = new Date() }: { confirmOptedOut?: boolean; now?: Date } = {},
): Promise<AskResult> {
	const db = getDb()
	const [enquiry] = await db
		.select({ id: enquiries.id, email: enquiries.email, name: enquiries.name, service: enquiries.service, stage: enquiries.stage })
		.from(enquiries)
		.where(eq(enquiries.id, enquiryId))
		.for('update')
	if (!enquiry) return { status: 'not-found' }
	if (enquiry.stage !== 'won') return { status: 'not-won' }
	if (!enquiry.email.includes('@')) return { status: 'no-email' }

	const [existing] = await db.select().from(reviewRequests).where(eq(reviewRequests.enquiryId, enquiry.id))
	const state = existing ? reviewRequestState(existing, now) : null
	if (state !== null && !canAskAgain(state)) return { status: 'already', state }
	const elsewhere = await optOutOfAddress(db, enquiry.email, enquiry.id)
	if (elsewhere && !confirmOptedOut) return { status: 'opted-out', at: elsewhere.at }

	const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS)
	const fresh = { requestedBy: actor.id, sentAt: now, expiresAt, remindedAt: null, submittedAt: null, optedOutAt: null }
	let request: Pick<ReviewRequestRow, 'id' | 'expiresAt'> | undefined
	if (existing) {
		// The expired request's links go: its new expiry must not revive them.
		await db.delete(reviewRequestTokens).where(eq(reviewRequestTokens.requestId, existing.id))
		;[request] = await db.update(reviewRequests).set(fresh).where(eq(reviewRequests.id, existing.id)).returning()
	} else {
		;[request] = await db
			.insert(reviewRequests)
			.values({ enquiryId: enquiry.id, ...fresh })
			.returning()
	}
	if (!request) throw new Error('The review request was not stored')
	const queued = await queueRequestEmail(db, request, enquiry, actor, false)
	return { status: 'sent', ...queued }
}

/** The request a link's token opens, with the enquiry it is about; null for a token no request issued. */
async function requestOfToken(db: Database, token: string, purpose: ReviewTokenPurpose, lock = false) {
	if (!isWellFormedToken(token)) return null
	const query = db
		.select({
			request: reviewRequests,
			enquiry: { id: enquiries.id, name: enquiries.name, postcode: enquiries.postcode },
		})
		.from(reviewRequestTokens)
		.innerJoin(reviewRequests, eq(reviewRequests.id, reviewRequestTokens.requestId))
		.innerJoin(enquiries, eq(enquiries.id, reviewRequests.enquiryId))
		.where(and(eq(reviewRequestTokens.tokenHash, tokenHash(token)), eq(reviewRequestTokens.purpose, purpose)))
	const [row] = await (lock ? query.for('update', { of: reviewRequests }) : query)
	return row ?? null
}

const places = areaPages.map(areaPlaces)

/**
 * The area a review is signed with, from the enquiry's postcode: its district
 * and, when one of our areas has it, that area's name ("Maida Vale, W9").
 * Never the full postcode.
 */
export function reviewAreaOf(postcode: string): string {
	const district = postcodeDistricts(postcode)[0]
	if (!district) return ''
	const slug = areasOfLocation(district, places)[0]
	const area = areaPages.find((page) => page.slug === slug)
	return area ? `${area.name}, ${district}` : district
}

export type ReviewFormPage =
	{ status: 'open'; name: string; area: string; expiresAt: Date } | { status: 'not-found' } | { status: 'used' } | { status: 'expired' }

/** What `/review/:token` shows: the form prefilled from the enquiry, or why it cannot be used. */
export async function reviewFormFor(token: string, now = new Date()): Promise<ReviewFormPage> {
	const row = await requestOfToken(getDb(), token, 'review')
	if (!row) return { status: 'not-found' }
	const state = reviewRequestState(row.request, now)
	if (state === 'submitted') return { status: 'used' }
	if (state === 'expired') return { status: 'expired' }
	return { status: 'open', name: row.enquiry.name, area: reviewAreaOf(row.enquiry.postcode), expiresAt: row.request.expiresAt }
}

export type SubmitReviewResult =
	{ status: 'saved'; reviewId: string } | { status: 'not-found' } | { status: 'used' } | { status: 'expired' }

/**
 * Stores a customer's review from `/review/:token` as a draft linked to the
 * enquiry, marks the request answered (the link's one use) and records it on
 * the timeline, in one transaction; the request row is locked, so of two
 * submissions at once the second finds it used. A customer who opted out of
 * reminders may still send their review.
 */
export function submitReview(token: string, review: PublicReview, now = new Date()): Promise<SubmitReviewResult> {
	return inTransaction(async (tx) => {
		const row = await requestOfToken(tx, token, 'review', true)
		if (!row) return { status: 'not-found' as const }
		const state = reviewRequestState(row.request, now)
		if (state === 'submitted') return { status: 'used' as const }
		if (state === 'expired') return { status: 'expired' as const }
		const [saved] = await tx
			.insert(reviews)
			.values({
				reviewerName: review.reviewer_name,
				location: review.location,
				title: review.title,
				body: review.body,
				rating: review.rating,
				isPublished: false,
				enquiryId: row.enquiry.id,
				createdAt: now,
				updatedAt: now,
			})
			.returning({ id: reviews.id })
		if (!saved) throw new Error('The review insert returned no row')
		await tx.update(reviewRequests).set({ submittedAt: now }).where(eq(reviewRequests.id, row.request.id))
		await recordEvent(tx, row.enquiry.id, null, {
			kind: 'review_submitted',
			body: `${review.rating} of 5 stars${review.title ? `: ${review.title}` : ''} (a draft in Reviews until you publish it)`,
		})
		return { status: 'saved' as const, reviewId: saved.id }
	})
}

export type OptOutPage = { status: 'open' | 'opted-out' } | { status: 'not-found' }

/** What `/review/opt-out/:token` shows (reading it changes nothing: mail scanners open links). */
export async function optOutPageFor(token: string): Promise<OptOutPage> {
	const row = await requestOfToken(getDb(), token, 'opt-out')
	if (!row) return { status: 'not-found' }
	return { status: row.request.optedOutAt ? 'opted-out' : 'open' }
}

export type OptOutResult = 'opted-out' | 'already' | 'not-found'

/** Opts the request's customer out: no reminder, and a later request to the address needs the owner to confirm. */
export function optOutOfReviewRequests(token: string, now = new Date()): Promise<OptOutResult> {
	return inTransaction(async (tx) => {
		const row = await requestOfToken(tx, token, 'opt-out', true)
		if (!row) return 'not-found'
		if (row.request.optedOutAt) return 'already'
		await tx.update(reviewRequests).set({ optedOutAt: now }).where(eq(reviewRequests.id, row.request.id))
		await recordEvent(tx, row.enquiry.id, null, { kind: 'review_opt_out', body: 'The customer opted out of review requests.' })
		return 'opted-out'
	})
}

/** One reminder job's run: how many reminders it queued. */
export type ReminderRun = { reminded: number }

/** At most this many reminders per run (the rest wait for the next, an hour later). */
export const REMINDERS_PER_RUN = 200

/** Advisory lock key of the reminder run: one instance at a time, so no request is reminded twice. */
const REMINDER_LOCK = 25_052

/**
 * Queues the reminder of every request sent at least the settings' number of
 * days before `now`, not yet reminded, answered or opted out, whose link still
 * works and whose address has not opted out on another request. Runs under a
 * transaction-level advisory lock: another instance's run waits, then finds
 * those requests reminded. Each reminder carries new links and is recorded on
 * its enquiry's timeline.
 */
export function sendDueReminders(now = new Date()): Promise<ReminderRun> {
	return inTransaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK})`)
		const { reminderDays } = await getReviewRequestSettings(tx)
		const due = new Date(now.getTime() - reminderDays * DAY_MS)
		const optedOutAddress = sql`exists (
			select 1 from ${reviewRequests} other join ${enquiries} other_enquiry on other_enquiry.id = other.enquiry_id
			where other.opted_out_at is not null and lower(trim(other_enquiry.email)) = lower(trim(${enquiries.email})))`
		const rows = await tx
			.select({
				request: { id: reviewRequests.id, expiresAt: reviewRequests.expiresAt },
				enquiry: { id: enquiries.id, email: enquiries.email, name: enquiries.name, service: enquiries.service },
			})
			.from(reviewRequests)
			.innerJoin(enquiries, eq(enquiries.id, reviewRequests.enquiryId))
			.where(
				and(
					isNull(reviewRequests.remindedAt),
					isNull(reviewRequests.submittedAt),
					isNull(reviewRequests.optedOutAt),
					lte(reviewRequests.sentAt, due),
					gt(reviewRequests.expiresAt, now),
					sql`not ${optedOutAddress}`,
				),
			)
			.orderBy(reviewRequests.sentAt)
			.limit(REMINDERS_PER_RUN)
		for (const row of rows) {
			await queueRequestEmail(tx, row.request, row.enquiry, null, true)
		}
		if (rows.length > 0) {
			await tx
				.update(reviewRequests)
				.set({ remindedAt: now })
				.where(
					inArray(
						reviewRequests.id,
						rows.map((row) => row.request.id),
					),
				)
		}
		return { reminded: rows.length }
	})
}
