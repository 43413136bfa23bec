import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'

import { lastBackupRun } from '../backup/runs.ts'
import { getDb } from '../db/index.ts'
import { emailOutbox } from '../db/schema/index.ts'
import { getEnv } from '../env.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'
import { getStorage } from '../storage/index.ts'
import { getPrivateStorage } from '../storage/private.ts'
import type { StorageUsage } from '../storage/types.ts'

/** How long a count of the media is reused: walking every file (or listing a bucket) is too slow for every page view. */
export const MEDIA_USAGE_TTL_MS = 10 * 60 * 1000

type MediaUsage = { media: StorageUsage; photos: StorageUsage }

const mediaState = singleton('overview-media-usage', () => ({
	value: null as { at: number; usage: MediaUsage } | null,
	counting: null as Promise<MediaUsage> | null,
}))

/**
 * The size of the site's media (pictures and their sizes) and of the private
 * enquiry photos, counted at most every ten minutes per process, one count at
 * a time; a failed count is logged and shown as unknown (null).
 */
export async function mediaUsage(now = Date.now()): Promise<MediaUsage | null> {
	const cached = mediaState.value
	if (cached && now - cached.at < MEDIA_USAGE_TTL_MS) return cached.usage
	mediaState.counting ??= Promise.all([getStorage().usage(), getPrivateStorage().usage()])
		.then(([media, photos]) => {
			const usage = { media, photos }
			mediaState.value = { at: Date.now(), usage }
			return usage
		})
		.finally(() => {
			mediaState.counting = null
		})
	try {
		return await mediaState.counting
	} catch (error) {
		logger.warn({ err: error }, 'Could not count the size of the media')
		return null
	}
}

/** Forgets the counted media size (tests, after storing files). */
export function forgetMediaUsage() {
	mediaState.value = null
}

/**
 * The site's health: whether e-mail can be sent at all (SMTP_URL), the last
 * e-mail that went, what waits and what failed for good, how much the
 * database and the media take, and the last backup (decision 0054).
 */
export async function loadHealth() {
	const db = getDb()
	// Each figure from its own partial index (migration 0020), not a pass over the whole outbox.
	const [pending, failed, [lastSent], [database], media, lastBackup] = await Promise.all([
		db.$count(emailOutbox, eq(emailOutbox.status, 'pending')),
		db.$count(emailOutbox, eq(emailOutbox.status, 'failed')),
		db
			.select({ at: emailOutbox.sentAt })
			.from(emailOutbox)
			.where(and(eq(emailOutbox.status, 'sent'), isNotNull(emailOutbox.sentAt)))
			.orderBy(desc(emailOutbox.sentAt))
			.limit(1),
		db.select({ bytes: sql<number>`pg_database_size(current_database())::float8` }).from(sql`(select 1) as one`),
		mediaUsage(),
		lastBackupRun(),
	])
	return {
		emailConfigured: Boolean(getEnv().SMTP_URL),
		pending,
		failed,
		lastSentAt: lastSent?.at ?? null,
		databaseBytes: Number(database?.bytes ?? 0),
		media,
		lastBackup: lastBackup && { at: lastBackup.finishedAt, ok: lastBackup.ok, bytes: lastBackup.bytes, error: lastBackup.error },
	}
}
