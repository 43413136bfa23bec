import sharp from 'sharp'

import { pageViewCounter } from './analytics/view-counts.ts'
import { listenForBackupRequests } from './backup/control.ts'
import { backupNow } from './backup/index.ts'
import { startScheduledBackups, stopScheduledBackups } from './backup/schedule.ts'
import { followContentVersion, stopFollowingContentVersion } from './cache/content-version.ts'
import { startScheduledPublishing, stopScheduledPublishing } from './content/schedule.ts'
import { purgeExpiredSignUps } from './data/newsletter.ts'
import { connectDatabase, disconnectDatabase } from './db/index.ts'
import { startEmail, stopEmail } from './email/index.ts'
import { startRetention, stopRetention } from './enquiries/retention.ts'
import { getEnv } from './env.ts'
import { logger } from './logger.ts'
import { startWarmingVariants, stopWarmingVariants } from './media/warm.ts'
import { pruneRateLimits } from './rate-limit.ts'
import { startReviewReminders, stopReviewReminders } from './reviews/reminders.ts'
import { loadInstallationSecret } from './secrets.ts'
import { seedOnFirstStart } from './seed/index.ts'
import { singleton } from './singleton.ts'

/**
 * What the server process starts before it accepts requests, and stops (in
 * reverse order) after the last in-flight request has finished.
 */
const state = singleton('lifecycle', () => ({
	started: false,
	stopping: false,
	maintenance: undefined as NodeJS.Timeout | undefined,
	stopBackupRequests: null as (() => Promise<void>) | null,
}))

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000

export async function startServices() {
	if (state.started) return
	const env = getEnv()
	// One libvips thread per image and no operation cache: a 4000x3000 photo decoded in several threads at once,
	// or kept in the cache, is what took the memory of uploads (decision 0055). Images are already one at a time.
	sharp.concurrency(1)
	sharp.cache(false)
	const handle = await connectDatabase()
	logger.info({ database: handle.kind === 'postgres' ? 'postgresql' : `pglite (${env.DATA_DIR})` }, 'Database connected and migrated')
	await loadInstallationSecret(handle.db)
	if (env.SEED_ON_START) await seedOnFirstStart(handle)
	await followContentVersion(handle)
	// Page views are counted in memory and written in batches (decision 0051); PAGE_VIEWS=off counts none.
	pageViewCounter.enabled = env.PAGE_VIEWS === 'on'
	// Scheduled articles and case studies empty the page caches when their time comes (decision 0042).
	startScheduledPublishing()
	startEmail()
	// Lost and spam enquiries past the retention period go once a day, on one instance (decision 0050).
	startRetention()
	// A review request's one reminder, on one instance (an advisory lock; decision 0052).
	startReviewReminders()
	// The daily backup, on one instance (decision 0054); on the embedded database `npm run backup` asks this process.
	startScheduledBackups()
	if (handle.kind === 'pglite') state.stopBackupRequests = await listenForBackupRequests(env.DATA_DIR, () => backupNow('command'))
	// In the background: requests are served meanwhile, and a variant not made yet is made when asked for.
	if (env.MEDIA_WARM === 'on') void startWarmingVariants()
	// Hourly housekeeping: forget throttling windows that ended long ago, and newsletter sign-ups never confirmed in time.
	state.maintenance = setInterval(() => {
		pruneRateLimits().catch((error: unknown) => logger.warn({ err: error }, 'Could not prune rate limits'))
		purgeExpiredSignUps().catch((error: unknown) => logger.warn({ err: error }, 'Could not purge expired newsletter sign-ups'))
	}, MAINTENANCE_INTERVAL_MS)
	state.maintenance.unref()
	state.started = true
}

export async function stopServices() {
	state.stopping = true
	clearInterval(state.maintenance)
	// Told first, waited for last: it never uses the database, so closing that need not wait for an encode.
	const warmingStopped = stopWarmingVariants()
	await stopRetention()
	await state.stopBackupRequests?.()
	state.stopBackupRequests = null
	await stopScheduledBackups()
	// The views counted since the last write, while the database is open.
	await pageViewCounter.flush().catch((error: unknown) => logger.warn({ err: error }, 'Could not write the page views'))
	await stopReviewReminders()
	await stopEmail()
	await stopScheduledPublishing()
	await stopFollowingContentVersion()
	await disconnectDatabase()
	logger.info('Database closed')
	await warmingStopped
	state.started = false
}

/** False while starting and once shutdown has begun, so /healthz tells load balancers to stay away. */
export const isReady = () => state.started && !state.stopping
