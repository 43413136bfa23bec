import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'

import type { Database } from '../db/index.ts'
import { emailOutbox, type EmailOutboxRow } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { countOutboxSend } from '../metrics.ts'
import type { SendEmail } from './mailer.ts'

/** After this many failed attempts a message is marked failed and left for staff to see. */
export const MAX_ATTEMPTS = 8
/**
 * How long a claim reserves a row for the instance that made it. Short, so a
 * message claimed by a process that died is sent by another within half a
 * minute; renewed every HEARTBEAT_MS while the message is being sent, so a slow
 * SMTP server never makes a live claim run out (decision 0016).
 */
export const LEASE_SECONDS = 30
export const HEARTBEAT_MS = (LEASE_SECONDS * 1000) / 3

/** Exponential backoff: 30 s, 1 min, 2 min, 4 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
	return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))
}

/**
 * Claims the next due message for this instance, or null when none is due.
 * `FOR UPDATE SKIP LOCKED` means concurrent claimers (other instances, or
 * overlapping runs) never get the same row; the lease (`locked_until`) keeps it
 * ours while we send. One row at a time, so every lease starts right before its
 * message is sent and cannot run out while earlier messages are being sent.
 */
export async function claimNextEmail(db: Database, leaseSeconds = LEASE_SECONDS): Promise<EmailOutboxRow | null> {
	const due = db
		.select({ id: emailOutbox.id })
		.from(emailOutbox)
		.where(
			and(
				eq(emailOutbox.status, 'pending'),
				lte(emailOutbox.nextAttemptAt, sql`now()`),
				or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
			),
		)
		.orderBy(asc(emailOutbox.nextAttemptAt))
		.limit(1)
		.for('update', { skipLocked: true })
	const [claimed] = await db
		.update(emailOutbox)
		.set({
			lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
			attempts: sql`${emailOutbox.attempts} + 1`,
		})
		.where(inArray(emailOutbox.id, due))
		.returning()
	return claimed ?? null
}

/**
 * The row as `claimed` left it: still pending and not claimed again since (a
 * claim counts an attempt). An outcome is recorded only under this condition,
 * so a sender whose lease ran out cannot overwrite what a later claimer recorded.
 */
const stillClaimedAs = (claimed: EmailOutboxRow) =>
	and(eq(emailOutbox.id, claimed.id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, claimed.attempts))

/** Extends the lease of a message still claimed as `claimed` (false when it is not: the claim was lost). */
export async function renewLease(db: Database, claimed: EmailOutboxRow, leaseSeconds = LEASE_SECONDS): Promise<boolean> {
	const renewed = await db
		.update(emailOutbox)
		.set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
		.where(stillClaimedAs(claimed))
		.returning({ id: emailOutbox.id })
	return renewed.length > 0
}

/**
 * Sends `message`, renewing its lease every `heartbeatMs` until the send
 * settles; the last renewal has finished when this returns, so it cannot land
 * after the outcome is recorded.
 */
async function sendLeased(db: Database, send: SendEmail, message: EmailOutboxRow, leaseSeconds: number, heartbeatMs: number) {
	let renewing: Promise<unknown> = Promise.resolve()
	const heartbeat = setInterval(() => {
		renewing = renewLease(db, message, leaseSeconds).catch((error: unknown) =>
			logger.warn({ err: error, outboxId: message.id }, 'Could not renew the lease of an e-mail being sent'),
		)
	}, heartbeatMs)
	try {
		await send(message)
	} finally {
		clearInterval(heartbeat)
		await renewing
	}
}

/**
 * Releases every claim at once, for a database only this process can use
 * (embedded PGlite, decision 0003): any claim there was made by a process that
 * is gone, so its messages need not wait for their leases. Returns how many.
 */
export async function releaseAllClaims(db: Database): Promise<number> {
	const released = await db
		.update(emailOutbox)
		.set({ lockedUntil: null })
		.where(and(eq(emailOutbox.status, 'pending'), sql`${emailOutbox.lockedUntil} > now()`))
		.returning({ id: emailOutbox.id })
	return released.length
}

/**
 * "Retry now" (the overview, issue 25): every failed message back in the
 * queue, due at once, with a fresh count of attempts, so the worker (woken by
 * the caller) sends each again with the usual backoff. The last error stays
 * on the row until a send records its outcome. Returns how many.
 */
export async function requeueFailedEmails(db: Database): Promise<number> {
	const requeued = await db
		.update(emailOutbox)
		.set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
		.where(eq(emailOutbox.status, 'failed'))
		.returning({ id: emailOutbox.id })
	return requeued.length
}

export type OutboxRunResult = { sent: number; retrying: number; failed: number }

export type OutboxRunOptions = {
	/** Checked before each claim: once aborted, the run ends after the message being sent. */
	signal?: AbortSignal
	/** Tests shorten these. */
	leaseSeconds?: number
	heartbeatMs?: number
}

/** Sends what is due, one message at a time. Each message's outcome is recorded on its row. */
export async function processDueEmails(
	db: Database,
	send: SendEmail,
	{ signal, leaseSeconds = LEASE_SECONDS, heartbeatMs = HEARTBEAT_MS }: OutboxRunOptions = {},
): Promise<OutboxRunResult> {
	const result: OutboxRunResult = { sent: 0, retrying: 0, failed: 0 }
	while (!signal?.aborted) {
		const message = await claimNextEmail(db, leaseSeconds)
		if (!message) break
		try {
			await sendLeased(db, send, message, leaseSeconds, heartbeatMs)
		} catch (error) {
			const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
			const giveUp = message.attempts >= MAX_ATTEMPTS
			const recorded = await db
				.update(emailOutbox)
				.set({
					status: giveUp ? 'failed' : 'pending',
					lockedUntil: null,
					lastError: reason,
					nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
				})
				.where(stillClaimedAs(message))
				.returning({ id: emailOutbox.id })
			if (recorded.length === 0) {
				logger.warn({ outboxId: message.id, reason }, 'E-mail failed after its lease ran out; another claim owns it now')
				continue
			}
			logger.warn(
				{ outboxId: message.id, kind: message.kind, attempts: message.attempts, giveUp, reason },
				giveUp ? 'E-mail failed for good' : 'E-mail failed; will retry',
			)
			countOutboxSend(giveUp ? 'failed' : 'retry')
			if (giveUp) result.failed++
			else result.retrying++
			continue
		}
		const recorded = await db
			.update(emailOutbox)
			.set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
			.where(stillClaimedAs(message))
			.returning({ id: emailOutbox.id })
		if (recorded.length === 0) {
			logger.warn({ outboxId: message.id }, 'E-mail sent after its lease ran out; another claim owns it now')
		}
		countOutboxSend('sent')
		result.sent++
	}
	return result
}

/**
 * Seconds until the next pending message can be claimed: due, and not leased
 * to a sender (null when none is pending).
 */
export async function secondsUntilNextDue(db: Database): Promise<number | null> {
	const claimableAt = sql`greatest(${emailOutbox.nextAttemptAt}, coalesce(${emailOutbox.lockedUntil}, ${emailOutbox.nextAttemptAt}))`
	// Clamped here, not with SQL greatest(), which ignores NULL and would turn "none pending" into 0.
	const [row] = await db
		.select({ seconds: sql<number | null>`extract(epoch from (min(${claimableAt}) - now()))::float8` })
		.from(emailOutbox)
		.where(eq(emailOutbox.status, 'pending'))
	return row?.seconds === null || row?.seconds === undefined ? null : Math.max(0, Number(row.seconds))
}

export type OutboxWorker = {
	/** Process soon (e.g. right after an enquiry has been stored). */
	wake(): void
	/** Stops claiming at once and resolves when the message being sent (if any) is done. */
	stop(): Promise<void>
}

/**
 * Runs inside the server: processes due messages whenever woken, and otherwise
 * every `pollSeconds` (sooner if a retry is due), so pending mail is resumed
 * after a restart and retried with backoff. `soleSender`: no other process
 * can use this database, so claims found at start are a dead process's and
 * are released first.
 */
export function startOutboxWorker(
	db: Database,
	send: SendEmail,
	{ pollSeconds = 15, soleSender = false }: { pollSeconds?: number; soleSender?: boolean } = {},
): OutboxWorker {
	let timer: NodeJS.Timeout | undefined
	let running: Promise<void> | null = null
	let wakeAgain = false
	const stopping = new AbortController()

	const schedule = (seconds: number) => {
		if (stopping.signal.aborted) return
		clearTimeout(timer)
		timer = setTimeout(run, Math.max(0, seconds) * 1000)
		timer.unref()
	}

	let first = true
	function run() {
		if (stopping.signal.aborted) return
		if (running) {
			wakeAgain = true
			return
		}
		running = (async () => {
			try {
				if (first && soleSender) {
					const released = await releaseAllClaims(db)
					if (released > 0) logger.info({ released }, 'Released e-mail claims left by the previous run')
				}
				first = false
				const result = await processDueEmails(db, send, { signal: stopping.signal })
				if (result.sent + result.retrying + result.failed > 0) logger.info(result, 'Outbox run')
				if (stopping.signal.aborted) return
				const next = await secondsUntilNextDue(db)
				schedule(wakeAgain ? 0 : Math.min(pollSeconds, next ?? pollSeconds))
			} catch (error) {
				logger.error({ err: error }, 'Outbox run failed')
				schedule(pollSeconds)
			} finally {
				wakeAgain = false
				running = null
			}
		})()
	}

	schedule(0)
	return {
		wake: () => schedule(0),
		async stop() {
			stopping.abort()
			clearTimeout(timer)
			await running
		},
	}
}
