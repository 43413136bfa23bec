import { getEnv } from '../env.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, enquiries } from '../db/schema/index.ts'
import { getPublicSettings } from '../data/settings.ts'
import { wakeOutbox } from '../email/index.ts'
import { customerConfirmation, officeNotification } from '../email/messages.ts'
import type { Logger } from '../logger.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limit.ts'
import { getInstallationSecret, keyedHash } from '../secrets.ts'
import { validateEnquiry, type EnquiryValidation } from '#app/utils/enquiry-schema.ts'

/** Per sender IP and per e-mail address, counted in the database (all instances). */
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

export type SubmitEnquiryResult =
	| { status: 'created'; id: string }
	/** The honeypot was filled: answered like a success, nothing stored. */
	| { status: 'ignored' }
	| (Extract<EnquiryValidation, { ok: false }> & { status: 'invalid' })
	| { status: 'rate-limited'; retryAfterSeconds: number }
	/** Could not be stored: the visitor is told to call. */
	| { status: 'failed' }

const safePath = (value: string | null) => (value && /^\/[\w\-/.]{0,200}$/.test(value) ? value : null)

/**
 * The enquiry pipeline: validate, throttle, then store the enquiry and its two
 * e-mails in one transaction (so nothing is e-mailed that is not stored, and
 * nothing stored lacks its e-mails), then wake the outbox. E-mail problems
 * never fail the enquiry: the outbox retries.
 */
export async function submitEnquiry(raw: Record<string, unknown>, info: EnquiryRequestInfo): Promise<SubmitEnquiryResult> {
	if (typeof raw.website === 'string' && raw.website.trim() !== '') {
		info.log.info('Enquiry honeypot filled; ignored')
		return { status: 'ignored' }
	}
	const validation = validateEnquiry(raw)
	if (!validation.ok) return { status: 'invalid', ...validation }
	const enquiry = validation.data
	const db = getDb()

	try {
		const secret = getInstallationSecret()
		const [byIp, byEmail] = await Promise.all([
			hitRateLimit(db, enquiryRateLimits.ip, info.clientIp || 'unknown', secret),
			hitRateLimit(db, enquiryRateLimits.email, enquiry.email, secret),
		])
		const refused = [byIp, byEmail].filter((result) => !result.allowed)
		if (refused.length > 0) {
			info.log.warn({ rule: byIp.allowed ? 'email' : 'ip' }, 'Enquiry rate limit reached')
			return { status: 'rate-limited', retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) }
		}
	} catch (error) {
		// Throttling is a guard, not a gate: if it cannot be checked, the enquiry still counts more.
		info.log.error({ err: error }, 'Could not check the enquiry rate limit; accepting')
	}

	try {
		const settings = await getPublicSettings()
		const { SITE_URL } = getEnv()
		const id = await db.transaction(async (tx) => {
			const [stored] = await tx
				.insert(enquiries)
				.values({
					...enquiry,
					consentAt: new Date(),
					sourcePage: safePath(info.sourcePage),
					userAgent: info.userAgent?.slice(0, 500) ?? null,
					ipHash: info.clientIp ? keyedHash(info.clientIp, 'enquiry-ip') : null,
				})
				.returning()
			if (!stored) throw new Error('The enquiry insert returned no row')
			const messages = [officeNotification(stored, settings, SITE_URL), customerConfirmation(stored, settings)]
			await tx.insert(emailOutbox).values(messages.map((message) => ({ ...message, enquiryId: stored.id })))
			return stored.id
		})
		info.log.info({ enquiryId: id, service: enquiry.service }, 'Enquiry stored')
		wakeOutbox()
		return { status: 'created', id }
	} catch (error) {
		info.log.error({ err: error }, 'Could not store the enquiry')
		return { status: 'failed' }
	}
}
