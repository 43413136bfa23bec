import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/index.ts'
import { emailOutbox, type EmailOutboxRow } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import type { SendEmail } from './mailer.ts'

/** After this many failed attempts a message is marked failed and left for staff to see. */
export const MAX_ATTEMPTS = 8
/** How long a claimed row is reserved for the instance that claimed it. */
export const LEASE_SECONDS = 120

/** Exponential backoff: 30 s, 1 min, 2 min, 4 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
	return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))
}

/**
 * Claims due messages for this instance. `FOR UPDATE SKIP LOCKED` means
 * concurrent claimers (other instances, or overlapping runs) never get the same
 * row; the lease (`locked_until`) keeps it ours while we send.
 */
export async function claimDueEmails(db: Database, batchSize: number): Promise<EmailOutboxRow[]> {
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
		.limit(batchSize)
		.for('update', { skipLocked: true })
	return db
		.update(emailOutbox)
		.set({
			lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
			attempts: sql`${emailOutbox.attempts} + 1`,
		})
		.where(inArray(emailOutbox.id, due))
		.returning()
}

export type OutboxRunResult = { sent: number; retrying: number; failed: number }

/** Sends what is due, once. Each message's outcome is recorded on its row. */
export async function processDueEmails(
	db: Database,
	send: SendEmail,
	{ batchSize = 10 }: { batchSize?: number } = {},
): Promise<OutboxRunResult> {
	const result: OutboxRunResult = { sent: 0, retrying: 0, failed: 0 }
	for (;;) {
		const claimed = await claimDueEmails(db, batchSize)
		if (claimed.length === 0) return result
		for (const message of claimed) {
			try {
				await send(message)
				await db
					.update(emailOutbox)
					.set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
					.where(eq(emailOutbox.id, message.id))
				result.sent++
			} catch (error) {
				const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
				const giveUp = message.attempts >= MAX_ATTEMPTS
				await db
					.update(emailOutbox)
					.set({
						status: giveUp ? 'failed' : 'pending',
						lockedUntil: null,
						lastError: reason,
						nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
					})
					.where(eq(emailOutbox.id, message.id))
				logger.warn(
					{ outboxId: message.id, kind: message.kind, attempts: message.attempts, giveUp, reason },
					giveUp ? 'E-mail failed for good' : 'E-mail failed; will retry',
				)
				if (giveUp) result.failed++
				else result.retrying++
			}
		}
	}
}

/** Seconds until the next pending message is due (null when none is pending). */
export async function secondsUntilNextDue(db: Database): Promise<number | null> {
	const [row] = await db
		.select({ seconds: sql<number>`greatest(0, extract(epoch from (min(${emailOutbox.nextAttemptAt}) - now())))::float8` })
		.from(emailOutbox)
		.where(eq(emailOutbox.status, 'pending'))
	return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds)
}

export type OutboxWorker = {
	/** Process soon (e.g. right after an enquiry has been stored). */
	wake(): void
	/** Stops after the current run. */
	stop(): Promise<void>
}

/**
 * Runs inside the server: processes due messages whenever woken, and otherwise
 * every `pollSeconds` (sooner if a retry is due), so pending mail is resumed
 * after a restart and retried with backoff.
 */
export function startOutboxWorker(db: Database, send: SendEmail, { pollSeconds = 15 }: { pollSeconds?: number } = {}): OutboxWorker {
	let timer: NodeJS.Timeout | undefined
	let running: Promise<void> | null = null
	let wakeAgain = false
	let stopped = false

	const schedule = (seconds: number) => {
		if (stopped) return
		clearTimeout(timer)
		timer = setTimeout(run, Math.max(0, seconds) * 1000)
		timer.unref()
	}

	function run() {
		if (stopped) return
		if (running) {
			wakeAgain = true
			return
		}
		running = (async () => {
			try {
				const result = await processDueEmails(db, send)
				if (result.sent + result.retrying + result.failed > 0) logger.info(result, 'Outbox run')
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
			stopped = true
			clearTimeout(timer)
			await running
		},
	}
}
