import { getDatabaseHandle, getDb } from '../db/index.ts'
import { getEnv } from '../env.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'
import { createSmtpSender } from './mailer.ts'
import { requeueFailedEmails, startOutboxWorker, type OutboxWorker } from './outbox.ts'

const state = singleton('email', () => ({ worker: null as OutboxWorker | null, close: null as (() => void) | null }))

/** Starts sending from the outbox when SMTP is configured; otherwise mail waits there and the log says why. */
export function startEmail() {
	if (state.worker) return
	const env = getEnv()
	if (!env.SMTP_URL) {
		logger.warn('SMTP_URL is not set: e-mails stay in the outbox, not sent, until SMTP is configured and the server restarts')
		return
	}
	const sender = createSmtpSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, messageIdDomain: new URL(env.SITE_URL).hostname })
	// Embedded PGlite is this process's alone (decision 0003): claims found at start are a crashed run's.
	state.worker = startOutboxWorker(getDb(), sender, { soleSender: getDatabaseHandle().kind !== 'postgres' })
	state.close = sender.close
	logger.info('E-mail outbox worker started')
}

/** Asks the worker to send now (no-op without SMTP). */
export function wakeOutbox() {
	state.worker?.wake()
}

/**
 * "Retry now": puts every failed e-mail back in the queue and wakes the
 * worker, which sends them at once when SMTP is configured (otherwise they
 * wait with the rest). Returns how many were queued again.
 */
export async function retryFailedEmails(): Promise<number> {
	const requeued = await requeueFailedEmails(getDb())
	if (requeued > 0) wakeOutbox()
	return requeued
}

export async function stopEmail() {
	await state.worker?.stop()
	state.close?.()
	state.worker = null
	state.close = null
}
