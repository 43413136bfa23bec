import { wakeOutbox } from '../email/index.ts'
import { logger } from '../logger.ts'
import { createPeriodicJob, type PeriodicJob } from '../periodic-job.ts'
import { singleton } from '../singleton.ts'
import { sendDueReminders, type ReminderRun } from './requests.ts'

/**
 * The review requests' reminders (issue 25, decision 0052): every instance
 * looks hourly; `sendDueReminders` runs under an advisory lock, so each
 * request is reminded once whichever instance looks first. A reminder is due
 * days after its request, so an hour late is nothing.
 */
export const REMINDER_CHECK_MS = 60 * 60 * 1000

/** The first look after start waits this long, so start-up work is done first. */
export const REMINDER_FIRST_CHECK_MS = 2 * 60 * 1000

async function remind(): Promise<ReminderRun> {
	const run = await sendDueReminders()
	if (run.reminded > 0) {
		logger.info({ reminded: run.reminded }, 'Review request reminders queued')
		wakeOutbox()
	}
	return run
}

const state = singleton('review-reminders', () => ({ job: null as PeriodicJob<ReminderRun> | null }))

/** Starts this process's reminder job (lifecycle). */
export function startReviewReminders() {
	state.job ??= createPeriodicJob({
		run: remind,
		failure: 'Could not send the review request reminders',
		firstCheckMs: REMINDER_FIRST_CHECK_MS,
		checkMs: REMINDER_CHECK_MS,
	})
	state.job.start()
}

export async function stopReviewReminders() {
	const job = state.job
	state.job = null
	await job?.stop()
}
