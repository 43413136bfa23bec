import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'

import { NEWSLETTER_CONFIRMATION_HOURS } from '#app/domain/newsletter/schema.ts'

import { isWellFormedToken, newToken, tokenHash } from '../capability-token.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox, newsletterSubscribers } from '../db/schema/index.ts'
import { wakeOutbox } from '../email/index.ts'
import { mailboxKey } from '../email/mailbox.ts'
import { newsletterConfirmation } from '../email/messages.ts'
import { getEnv } from '../env.ts'
import type { Logger } from '../logger.ts'
import { hitRateLimits, type RateLimitRule } from '../rate-limit.ts'
import { getPublicSettings } from './settings.ts'

export { isWellFormedToken, newToken }

/** What is stored of a confirmation token: its SHA-256 (see tokenHash). */
export const confirmTokenHash = tokenHash

const siteRoot = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

/** The public unsubscribe page of one subscriber (for the e-mails that will carry it). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
	return `${siteRoot(siteUrl)}/newsletter/unsubscribe/${encodeURIComponent(token)}`
}

/** The page that confirms a sign-up (in its confirmation mail). */
export function confirmUrl(siteUrl: string, token: string): string {
	return `${siteRoot(siteUrl)}/newsletter/confirm/${encodeURIComponent(token)}`
}

/**
 * Sign-ups per sender IP and per recipient mailbox (`mailboxKey`: `user+tag@`
 * is `user@`), counted in the database like the enquiry limits (decision
 * 0005). Each allowed sign-up of an unconfirmed address sends one mail, so the
 * mailbox limit is how many confirmation mails an address can be sent a day.
 */
export const newsletterRateLimits = {
	ip: { name: 'newsletter:ip', limit: 10, windowSeconds: 3600 },
	email: { name: 'newsletter:email', limit: 3, windowSeconds: 24 * 3600 },
} satisfies Record<string, RateLimitRule>

const table = newsletterSubscribers
const EXPIRY = sql`make_interval(hours => ${NEWSLETTER_CONFIRMATION_HOURS})`
/** Confirmed and not unsubscribed since: the only rows that are ever sent the newsletter. */
const active = sql<boolean>`(${table.confirmedAt} is not null and ${table.unsubscribedAt} is null)`
const requestExpired = sql<boolean>`${table.confirmRequestedAt} < now() - ${EXPIRY}`

export type SignUpResult =
	/** A confirmation mail is in the outbox; the token is for tests (it is only ever sent, never stored). */
	| { status: 'confirmation-queued'; confirmToken: string }
	/** Already a confirmed subscriber: nothing changes and nothing is sent. */
	| { status: 'already-subscribed' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * A sign-up from the newsletter box (decision 0029): throttled per IP and per
 * mailbox, then, unless the address is a confirmed subscriber already, stored
 * unconfirmed with the hash of a new token and its confirmation mail queued in
 * the same transaction. A new token replaces an earlier one (the latest mail's
 * link is the one that works). A former subscriber stays unsubscribed until
 * they confirm again. Throws when it cannot be stored.
 */
export async function signUpForNewsletter({
	email,
	sourcePage,
	clientIp,
	log,
}: {
	email: string
	sourcePage?: string | null
	clientIp: string
	log: Logger
}): Promise<SignUpResult> {
	const address = email.trim().toLowerCase()
	try {
		const limits = await hitRateLimits([
			[newsletterRateLimits.ip, clientIp || 'unknown'],
			[newsletterRateLimits.email, mailboxKey(address)],
		])
		if (!limits.allowed) {
			log.warn({ rule: limits.rule }, 'Newsletter sign-up rate limit reached')
			return { status: 'rate-limited', retryAfterSeconds: limits.retryAfterSeconds }
		}
	} catch (error) {
		// As for enquiries (decision 0005): throttling is a guard, not a gate.
		log.error({ err: error }, 'Could not check the newsletter rate limit; accepting')
	}

	const token = newToken()
	const hash = confirmTokenHash(token)
	const settings = await getPublicSettings()
	const { SITE_URL } = getEnv()
	const queued = await getDb().transaction(async (tx) => {
		const [row] = await tx
			.insert(table)
			.values({
				email: address,
				unsubscribeToken: newToken(),
				sourcePage: sourcePage ?? null,
				confirmTokenHash: hash,
				confirmRequestedAt: sql`now()`,
			})
			.onConflictDoUpdate({
				target: table.email,
				set: { confirmTokenHash: hash, confirmRequestedAt: sql`now()` },
				// A confirmed subscriber is left exactly as they are: no new token, no mail.
				setWhere: or(isNull(table.confirmedAt), isNotNull(table.unsubscribedAt)),
			})
			.returning({ email: table.email })
		if (!row) return false
		await tx.insert(emailOutbox).values(newsletterConfirmation(row.email, confirmUrl(SITE_URL, token), settings))
		return true
	})
	if (!queued) return { status: 'already-subscribed' }
	wakeOutbox()
	return { status: 'confirmation-queued', confirmToken: token }
}

export type ConfirmationState = 'pending' | 'confirmed' | 'expired'

/**
 * The sign-up a confirmation link belongs to and where it stands, or null for
 * an unknown link (never issued, replaced by a later mail, or purged).
 */
export async function findConfirmation(token: string): Promise<{ email: string; state: ConfirmationState } | null> {
	if (!isWellFormedToken(token)) return null
	const [row] = await getDb()
		.select({ email: table.email, active, expired: requestExpired })
		.from(table)
		.where(eq(table.confirmTokenHash, confirmTokenHash(token)))
		.limit(1)
	if (!row) return null
	return { email: row.email, state: row.active ? 'confirmed' : row.expired ? 'expired' : 'pending' }
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'not-found'

/**
 * Confirms the sign-up of `token` if its link has not expired: from now on the
 * address is a subscriber. Confirming twice changes nothing the second time.
 */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
	if (!isWellFormedToken(token)) return 'not-found'
	const confirmed = await getDb()
		.update(table)
		.set({ confirmedAt: sql`now()`, subscribedAt: sql`now()`, unsubscribedAt: null })
		.where(
			and(
				eq(table.confirmTokenHash, confirmTokenHash(token)),
				sql`not ${requestExpired}`,
				or(isNull(table.confirmedAt), isNotNull(table.unsubscribedAt)),
			),
		)
		.returning({ email: table.email })
	if (confirmed.length > 0) return 'confirmed'
	const found = await findConfirmation(token)
	if (!found) return 'not-found'
	return found.state === 'confirmed' ? 'already-confirmed' : 'expired'
}

/**
 * Housekeeping (hourly, on every instance): deletes sign-ups never confirmed
 * whose link has expired, and forgets the expired links of the other rows.
 * Plain statements, so running on several instances at once deletes each row
 * once and sends nothing; correctness never waits for it, since an expired
 * link is refused when it is used. Returns how many sign-ups were deleted.
 */
export async function purgeExpiredSignUps(): Promise<number> {
	const db = getDb()
	const deleted = await db
		.delete(table)
		.where(and(isNull(table.confirmedAt), requestExpired))
		.returning({ id: table.id })
	await db.update(table).set({ confirmTokenHash: null, confirmRequestedAt: null }).where(requestExpired)
	return deleted.length
}

type SubscriberByToken = { email: string; unsubscribedAt: Date | null }

/** The subscriber an unsubscribe link belongs to, or null for an unknown token. */
export async function findSubscriberByToken(token: string): Promise<SubscriberByToken | null> {
	if (!isWellFormedToken(token)) return null
	const [row] = await getDb()
		.select({ email: table.email, unsubscribedAt: table.unsubscribedAt })
		.from(table)
		.where(eq(table.unsubscribeToken, token))
		.limit(1)
	return row ?? null
}

type UnsubscribeResult = 'unsubscribed' | 'already-unsubscribed' | 'not-found'

/**
 * Marks the subscriber of `token` as unsubscribed (the first time only). The
 * confirmation link they used stops working, so it cannot subscribe them again.
 */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeResult> {
	if (!isWellFormedToken(token)) return 'not-found'
	const updated = await getDb()
		.update(table)
		.set({ unsubscribedAt: sql`now()`, confirmTokenHash: null, confirmRequestedAt: null })
		.where(and(eq(table.unsubscribeToken, token), isNull(table.unsubscribedAt)))
		.returning({ email: table.email })
	if (updated.length > 0) return 'unsubscribed'
	return (await findSubscriberByToken(token)) ? 'already-unsubscribed' : 'not-found'
}
