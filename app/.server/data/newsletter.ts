import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { getDb } from '../db/index.ts'
import { newsletterSubscribers } from '../db/schema/index.ts'

/** 32 random bytes as base64url: 43 characters from A-Z a-z 0-9 - _. */
const TOKEN_BYTES = 32
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export function newUnsubscribeToken(): string {
	return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** A token could have come from newUnsubscribeToken (anything else is not looked up). */
export function isWellFormedToken(token: string): boolean {
	return tokenPattern.test(token)
}

/** The public unsubscribe page of one subscriber (for the e-mails that will carry it). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
	return `${siteUrl.replace(/\/+$/, '')}/newsletter/unsubscribe/${encodeURIComponent(token)}`
}

type Subscription = { email: string; unsubscribeToken: string }

/**
 * Subscribes an address (stored trimmed and lower-case). Subscribing again is
 * not an error and adds no row: a current subscriber is left as they are, and
 * a former subscriber is subscribed again with the same token.
 */
export async function subscribeToNewsletter({
	email,
	sourcePage,
}: {
	email: string
	sourcePage?: string | null
}): Promise<Subscription> {
	const normalised = email.trim().toLowerCase()
	const table = newsletterSubscribers
	const [row] = await getDb()
		.insert(table)
		.values({ email: normalised, unsubscribeToken: newUnsubscribeToken(), sourcePage: sourcePage ?? null })
		.onConflictDoUpdate({
			target: table.email,
			set: {
				// A re-subscription starts a new subscription period; a repeat changes nothing.
				subscribedAt: sql`case when ${table.unsubscribedAt} is null then ${table.subscribedAt} else now() end`,
				unsubscribedAt: null,
			},
		})
		.returning({ email: table.email, unsubscribeToken: table.unsubscribeToken })
	if (!row) throw new Error('The newsletter subscription was not stored')
	return row
}

type SubscriberByToken = { email: string; unsubscribedAt: Date | null }

/** The subscriber an unsubscribe link belongs to, or null for an unknown token. */
export async function findSubscriberByToken(token: string): Promise<SubscriberByToken | null> {
	if (!isWellFormedToken(token)) return null
	const [row] = await getDb()
		.select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.unsubscribeToken, token))
		.limit(1)
	return row ?? null
}

type UnsubscribeResult = 'unsubscribed' | 'already-unsubscribed' | 'not-found'

/** Marks the subscriber of `token` as unsubscribed (the first time only). */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeResult> {
	if (!isWellFormedToken(token)) return 'not-found'
	const updated = await getDb()
		.update(newsletterSubscribers)
		.set({ unsubscribedAt: sql`now()` })
		.where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
		.returning({ email: newsletterSubscribers.email })
	if (updated.length > 0) return 'unsubscribed'
	return (await findSubscriberByToken(token)) ? 'already-unsubscribed' : 'not-found'
}
