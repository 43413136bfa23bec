import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'

import { subjectEmail, type ErasureCounts } from '#app/domain/data-rights/schema.ts'
import { newsletterState, type NewsletterState } from '#app/domain/newsletter/admin-list.ts'

import { containsPattern } from '../data/enquiries.ts'
import { newsletterRateLimits } from '../data/newsletter.ts'
import { getDb } from '../db/index.ts'
import {
	auditLog,
	emailOutbox,
	enquiries,
	enquiryEvents,
	enquiryPhotos,
	newsletterSubscribers,
	reviews,
	type EnquiryRow,
} from '../db/schema/index.ts'
import { mailboxKey } from '../email/mailbox.ts'
import { enquiryRateLimits } from '../enquiries/submit.ts'
import type { Logger } from '../logger.ts'
import { resetRateLimit } from '../rate-limit.ts'
import type { MediaStorage } from '../storage/types.ts'
import { recordDataRightsEntry } from './audit-entry.ts'
import { photoFileKeys, removePhotoFiles } from './photo-files.ts'

/*
 * Customer data rights (UK GDPR; issue 24, decision 0050). A person is named
 * by their email address, matched lower-case and exactly (see subjectEmail).
 * What is theirs:
 * - their enquiries (lower(email) = the address), with each one's timeline
 *   events and photos;
 * - the outbox e-mails to them, from them (the office notification has their
 *   address as Reply-To) or about one of those enquiries;
 * - their newsletter row;
 * - History entries of those enquiries (the audit trigger records staff
 *   changes to an enquiry, old and new values included) and any other entry
 *   whose recorded values contain the address;
 * - reviews whose reviewer name is the name on one of their enquiries:
 *   reviews carry no address, so this is a guess by name, shown and exported
 *   as such, and never erased automatically (the owner decides in Reviews).
 */

const byEnquiries = (ids: string[]) => (ids.length > 0 ? inArray(emailOutbox.enquiryId, ids) : undefined)

/** Outbox rows to, from or about the person. */
const outboxCondition = (address: string, enquiryIds: string[]): SQL =>
	or(sql`lower(${emailOutbox.toAddress}) = ${address}`, sql`lower(${emailOutbox.replyTo}) = ${address}`, byEnquiries(enquiryIds))!

/** History entries of their enquiries, or whose recorded values hold the address. */
const historyCondition = (address: string, enquiryIds: string[]): SQL =>
	or(
		enquiryIds.length > 0 ? and(eq(auditLog.tableName, 'enquiries'), inArray(auditLog.recordId, enquiryIds)) : undefined,
		ilike(sql`${auditLog.changes}::text`, containsPattern(address)),
	)!

async function subjectEnquiries(address: string): Promise<EnquiryRow[]> {
	return getDb()
		.select()
		.from(enquiries)
		.where(sql`lower(${enquiries.email}) = ${address}`)
		.orderBy(asc(enquiries.createdAt), asc(enquiries.id))
}

/** Reviews whose reviewer is named as on one of the enquiries (case and spaces aside). */
async function reviewsByName(names: string[]) {
	const keys = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))]
	if (keys.length === 0) return []
	return getDb()
		.select()
		.from(reviews)
		.where(inArray(sql`lower(trim(${reviews.reviewerName}))`, keys))
		.orderBy(asc(reviews.createdAt))
}

export type HeldSummary = {
	email: string
	enquiries: number
	events: number
	photos: number
	emails: number
	newsletter: NewsletterState | null
	history: number
	/** Reviews by the same name: possibly theirs (listed so the owner can decide). */
	reviews: { id: string; reviewerName: string; title: string | null; createdAt: Date }[]
}

/** What is held for an address, counted (the page shows this before export and erasure). */
export async function summariseHeld(email: string): Promise<HeldSummary> {
	const address = subjectEmail(email)
	const db = getDb()
	const rows = await subjectEnquiries(address)
	const ids = rows.map((row) => row.id)
	const [events, photos, emails, [subscriber], history, matched] = await Promise.all([
		ids.length > 0 ? db.$count(enquiryEvents, inArray(enquiryEvents.enquiryId, ids)) : 0,
		ids.length > 0 ? db.$count(enquiryPhotos, inArray(enquiryPhotos.enquiryId, ids)) : 0,
		db.$count(emailOutbox, outboxCondition(address, ids)),
		db
			.select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, address)),
		db.$count(auditLog, historyCondition(address, ids)),
		reviewsByName(rows.map((row) => row.name)),
	])
	return {
		email: address,
		enquiries: rows.length,
		events,
		photos,
		emails,
		newsletter: subscriber ? newsletterState(subscriber) : null,
		history,
		reviews: matched.map((review) => ({
			id: review.id,
			reviewerName: review.reviewerName,
			title: review.title,
			createdAt: review.createdAt,
		})),
	}
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * Everything held for an address, as one JSON document (the "Download
 * everything" file). Photos are listed (name, type, size, dimensions, date),
 * not included. Left out, with the reason in `notes`: the unsubscribe token
 * and confirmation hash (credentials, not information about the person), the
 * photos' storage keys (internal names) and the History entries (staff
 * changes to the enquiries, whose resulting values are in the enquiries).
 * The keyed hash of the sender's IP address is included: it is personal data
 * derived from them, although it cannot be turned back into the address.
 */
export async function exportHeld(email: string, now: Date = new Date()) {
	const address = subjectEmail(email)
	const db = getDb()
	const rows = await subjectEnquiries(address)
	const ids = rows.map((row) => row.id)
	const [events, photos, emails, [subscriber], matched] = await Promise.all([
		ids.length > 0
			? db
					.select()
					.from(enquiryEvents)
					.where(inArray(enquiryEvents.enquiryId, ids))
					.orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id))
			: [],
		ids.length > 0
			? db
					.select()
					.from(enquiryPhotos)
					.where(inArray(enquiryPhotos.enquiryId, ids))
					.orderBy(asc(enquiryPhotos.enquiryId), asc(enquiryPhotos.position))
			: [],
		db.select().from(emailOutbox).where(outboxCondition(address, ids)).orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id)),
		db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)),
		reviewsByName(rows.map((row) => row.name)),
	])
	return {
		about: 'Everything this business holds for one email address (UK GDPR right of access).',
		email: address,
		exportedAt: now.toISOString(),
		enquiries: rows.map((row) => ({
			id: row.id,
			receivedAt: iso(row.createdAt),
			name: row.name,
			email: row.email,
			phone: row.phone,
			postcode: row.postcode,
			service: row.service,
			message: row.message,
			consentGivenAt: iso(row.consentAt),
			sourcePage: row.sourcePage,
			userAgent: row.userAgent,
			ipAddressHash: row.ipHash,
			stage: row.stage,
			stageChangedAt: iso(row.stageChangedAt),
			lostReason: row.lostReason,
			valuePence: row.valuePence,
			nextActionOn: row.nextActionOn,
			nextActionNote: row.nextActionNote,
			updatedAt: iso(row.updatedAt),
			timeline: events
				.filter((event) => event.enquiryId === row.id)
				.map((event) => ({
					at: iso(event.createdAt),
					kind: event.kind,
					by: event.actorName,
					fromStage: event.fromStage,
					toStage: event.toStage,
					text: event.body,
					valuePence: event.valuePence,
					nextActionOn: event.nextActionOn,
				})),
			photos: photos
				.filter((photo) => photo.enquiryId === row.id)
				.map((photo) => ({
					name: photo.originalName,
					contentType: photo.contentType,
					bytes: photo.bytes,
					width: photo.width,
					height: photo.height,
					receivedAt: iso(photo.createdAt),
				})),
		})),
		emails: emails.map((mail) => ({
			kind: mail.kind,
			enquiryId: mail.enquiryId,
			to: mail.toAddress,
			replyTo: mail.replyTo,
			subject: mail.subject,
			text: mail.textBody,
			status: mail.status,
			queuedAt: iso(mail.createdAt),
			sentAt: iso(mail.sentAt),
		})),
		newsletter: subscriber
			? {
					email: subscriber.email,
					state: newsletterState(subscriber),
					signedUpAt: iso(subscriber.subscribedAt),
					confirmedAt: iso(subscriber.confirmedAt),
					unsubscribedAt: iso(subscriber.unsubscribedAt),
					sourcePage: subscriber.sourcePage,
				}
			: null,
		reviews: {
			matchedBy: 'The reviewer name equals the name on one of the enquiries (reviews hold no email address): possibly not theirs.',
			items: matched.map((review) => ({
				reviewerName: review.reviewerName,
				location: review.location,
				title: review.title,
				text: review.body,
				rating: review.rating,
				published: review.isPublished,
				writtenAt: iso(review.createdAt),
			})),
		},
		notes: [
			'Photos are listed, not included: ask us for copies.',
			'ipAddressHash is a keyed hash of the address the enquiry came from, used to limit abuse; it cannot be turned back into the address.',
			'Links, unsubscribe and confirmation codes are left out: they are keys to act on the subscription, not information about you.',
		],
	}
}

export type ExportDocument = Awaited<ReturnType<typeof exportHeld>>

/**
 * Deletes every row held for the address and writes the History entry (counts
 * only): run it in the caller's transaction (the admin's `write`, so the entry
 * names the admin). Returns the counts and the photo files to remove once the
 * transaction has committed.
 */
export async function eraseHeldRows(email: string): Promise<{ counts: ErasureCounts; photoKeys: string[] }> {
	const address = subjectEmail(email)
	const db = getDb()
	const ids = (await subjectEnquiries(address)).map((row) => row.id)
	const photos = ids.length > 0 ? await db.select().from(enquiryPhotos).where(inArray(enquiryPhotos.enquiryId, ids)) : []
	const events = ids.length > 0 ? await db.$count(enquiryEvents, inArray(enquiryEvents.enquiryId, ids)) : 0
	// Before the enquiries: their outbox rows would otherwise lose the enquiry id that finds them.
	const emails = await db.delete(emailOutbox).where(outboxCondition(address, ids)).returning({ id: emailOutbox.id })
	const removed = ids.length > 0 ? await db.delete(enquiries).where(inArray(enquiries.id, ids)).returning({ id: enquiries.id }) : []
	const history = await db.delete(auditLog).where(historyCondition(address, ids)).returning({ id: auditLog.id })
	const subscriber = await db
		.delete(newsletterSubscribers)
		.where(eq(newsletterSubscribers.email, address))
		.returning({ id: newsletterSubscribers.id })
	// The throttles count by a keyed hash of the mailbox, not the address: forgotten all the same.
	const mailbox = mailboxKey(address)
	await resetRateLimit(enquiryRateLimits.email, mailbox)
	await resetRateLimit(newsletterRateLimits.email, mailbox)
	const counts: ErasureCounts = {
		enquiries: removed.length,
		events,
		photos: photos.length,
		emails: emails.length,
		newsletter: subscriber.length,
		history: history.length,
	}
	await recordDataRightsEntry('erasure', counts)
	return { counts, photoKeys: photos.flatMap(photoFileKeys) }
}

export type ErasureResult = { counts: ErasureCounts; failedFiles: string[] }

/**
 * Erasure: the rows in one transaction (`write`, e.g. the admin's audited
 * one), then the photo files; files that could not be removed are logged and
 * returned for the page to report.
 */
export async function eraseHeld(
	email: string,
	{ write, storage, log }: { write: <T>(task: () => Promise<T>) => Promise<T>; storage: MediaStorage; log: Pick<Logger, 'error'> },
): Promise<ErasureResult> {
	const { counts, photoKeys } = await write(() => eraseHeldRows(email))
	const failedFiles = await removePhotoFiles(photoKeys, storage, log)
	return { counts, failedFiles }
}
