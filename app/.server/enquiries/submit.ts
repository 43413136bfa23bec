import type { PhotoRefusal } from '#app/domain/enquiry/photos.ts'
import { enquirySchema, type EnquiryInput } from '#app/domain/enquiry/schema.ts'
import { validate, type Validation } from '#app/domain/form.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'

import { getPublicSettings } from '../data/settings.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, enquiries, enquiryPhotos } from '../db/schema/index.ts'
import { wakeOutbox } from '../email/index.ts'
import { mailboxKey } from '../email/mailbox.ts'
import { customerConfirmation, officeNotification } from '../email/messages.ts'
import { getEnv } from '../env.ts'
import type { Logger } from '../logger.ts'
import { hitRateLimits, type RateLimitRule } from '../rate-limit.ts'
import { keyedHash } from '../secrets.ts'
import { removeStoredPhotos, type PhotoOutcome } from './photos.ts'

/**
 * Per sender IP and per recipient mailbox (`mailboxKey`: `user+tag@` counts as
 * `user@`), counted in the database (all instances).
 */
export const enquiryRateLimits = {
	ip: { name: 'enquiry:ip', limit: 10, windowSeconds: 3600 },
	email: { name: 'enquiry:email', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>

export type EnquiryRequestInfo = {
	clientIp: string
	userAgent: string | null
	sourcePage: string | null
	log: Logger
}

export type StoreEnquiryResult =
	/** `photos`: the names stored with it, and those refused with their reasons. */
	| { status: 'created'; id: string; photos: { taken: string[]; refused: PhotoRefusal[] } }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	/** Could not be stored: the visitor is told to call. */
	| { status: 'failed' }

export type SubmitEnquiryResult = StoreEnquiryResult | (Extract<Validation<EnquiryInput>, { ok: false }> & { status: 'invalid' })

/**
 * The page the enquiry was sent from, by the one path rule, or null. Never a
 * reason to refuse: it is a hidden field, and losing a customer over it would
 * be worse than not knowing where they came from.
 */
function sourcePageOf(value: string | null): string | null {
	const path = sitePath(value)
	return path !== null && path.length <= 200 ? path : null
}

/**
 * The JSON API's submission: the form's rules (`enquirySchema`), then the
 * pipeline. The /contact form is read and validated by the form protocol
 * (with its honeypot) and calls `storeEnquiry` itself.
 */
export async function submitEnquiry(raw: Record<string, unknown>, info: EnquiryRequestInfo): Promise<SubmitEnquiryResult> {
	const validation = validate(enquirySchema, raw)
	if (!validation.ok) return { status: 'invalid', ...validation }
	return storeEnquiry(validation.data, info)
}

/**
 * The enquiry pipeline for a valid enquiry: throttle, then (the contact form
 * only) its photos into private storage, then store it, its photos' rows and
 * its two e-mails in one transaction (so nothing is e-mailed that is not
 * stored, and nothing stored lacks its e-mails), then wake the outbox. E-mail
 * problems never fail the enquiry: the outbox retries. `photos` runs only for
 * an enquiry within its rate limit and never throws: a photo that fails is
 * refused by name, and the enquiry is stored all the same.
 */
export async function storeEnquiry(
	enquiry: EnquiryInput,
	info: EnquiryRequestInfo,
	options: { photos?: () => Promise<PhotoOutcome> } = {},
): Promise<StoreEnquiryResult> {
	const db = getDb()

	try {
		const limits = await hitRateLimits([
			[enquiryRateLimits.ip, info.clientIp || 'unknown'],
			[enquiryRateLimits.email, mailboxKey(enquiry.email)],
		])
		if (!limits.allowed) {
			info.log.warn({ rule: limits.rule }, 'Enquiry rate limit reached')
			return { status: 'rate-limited', retryAfterSeconds: limits.retryAfterSeconds }
		}
	} catch (error) {
		// Throttling is a guard, not a gate: if it cannot be checked, the enquiry still counts more.
		info.log.error({ err: error }, 'Could not check the enquiry rate limit; accepting')
	}

	const photos: PhotoOutcome = options.photos ? await options.photos() : { stored: [], refused: [] }
	try {
		const settings = await getPublicSettings()
		const { SITE_URL } = getEnv()
		const id = await db.transaction(async (tx) => {
			const [stored] = await tx
				.insert(enquiries)
				.values({
					...enquiry,
					consentAt: new Date(),
					sourcePage: sourcePageOf(info.sourcePage),
					userAgent: info.userAgent?.slice(0, 500) ?? null,
					ipHash: info.clientIp ? keyedHash(info.clientIp, 'enquiry-ip') : null,
				})
				.returning()
			if (!stored) throw new Error('The enquiry insert returned no row')
			if (photos.stored.length > 0)
				await tx.insert(enquiryPhotos).values(photos.stored.map((photo) => ({ ...photo, enquiryId: stored.id })))
			const messages = [officeNotification(stored, settings, SITE_URL, photos.stored), customerConfirmation(stored, settings)]
			await tx.insert(emailOutbox).values(messages.map((message) => ({ ...message, enquiryId: stored.id })))
			return stored.id
		})
		info.log.info(
			{ enquiryId: id, service: enquiry.service, photos: photos.stored.length, photosRefused: photos.refused.length },
			'Enquiry stored',
		)
		wakeOutbox()
		return { status: 'created', id, photos: { taken: photos.stored.map((photo) => photo.originalName), refused: photos.refused } }
	} catch (error) {
		info.log.error({ err: error }, 'Could not store the enquiry')
		// No row points at them: the files go too (a failed removal leaves only unreferenced private files).
		await removeStoredPhotos(photos.stored.map((photo) => photo.storageKey)).catch(() => undefined)
		return { status: 'failed' }
	}
}
