import { eq } from 'drizzle-orm'

import { getDatabaseHandle, getDb, type DatabaseHandle } from '../db/index.ts'
import { contentVersion } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/**
 * What this process knows of the content version: a number database triggers
 * raise in every transaction that changes what public pages show (decision
 * 0012). Caches keep what they built together with the version it was built
 * at, and an entry is good only while that is still the current version.
 *
 * The version arrives by LISTEN/NOTIFY as each change commits, whichever
 * process or script wrote it; a periodic read is the safety net for
 * notifications lost while the listening connection was down, and this
 * process reads it again after each of its own state-changing requests, so its
 * next response never shows what it has just changed.
 */
const CHANNEL = 'content_version'
export const VERSION_CHECK_INTERVAL_MS = 5_000

const state = singleton('content-version', () => ({
	version: 0,
	watching: false,
	listeners: new Set<(version: number) => void>(),
	unlisten: null as null | (() => Promise<void>),
	timer: undefined as NodeJS.Timeout | undefined,
}))

/** The latest version this process has seen. */
export const currentContentVersion = () => state.version

/** True while the version is being followed: only then may caches keep anything. */
export const followingContentVersion = () => state.watching

/** Calls `listener` each time the version moves on; returns the unsubscribe function. */
export function onContentChange(listener: (version: number) => void): () => void {
	state.listeners.add(listener)
	return () => void state.listeners.delete(listener)
}

// Versions only rise (a row lock orders them by commit), so a late answer of an
// older read never takes the process back.
function observe(version: number) {
	if (!Number.isSafeInteger(version) || version <= state.version) return
	state.version = version
	for (const listener of state.listeners) listener(version)
}

/** Reads the version from the database (one indexed single-row read). */
export async function checkContentVersion(): Promise<number> {
	const [row] = await getDb().select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1))
	observe(row?.version ?? 0)
	return state.version
}

function checkInBackground(reason: string) {
	checkContentVersion().catch((error: unknown) => logger.warn({ err: error, reason }, 'Could not read the content version'))
}

/** Starts following the version (at start-up, once the database is migrated and seeded). */
export async function followContentVersion(handle: DatabaseHandle = getDatabaseHandle()) {
	if (state.watching) return
	state.version = 0
	await checkContentVersion()
	state.unlisten = await handle.listen(
		CHANNEL,
		(payload) => observe(Number(payload)),
		() => checkInBackground('listening connection (re)established'),
	)
	state.timer = setInterval(() => checkInBackground('periodic check'), VERSION_CHECK_INTERVAL_MS)
	state.timer.unref()
	state.watching = true
}

export async function stopFollowingContentVersion() {
	state.watching = false
	clearInterval(state.timer)
	const unlisten = state.unlisten
	state.unlisten = null
	await unlisten?.().catch(() => {})
}

/**
 * `load` run at most once per content version (and per key, when `keyOf`
 * gives one) while the version is followed, every call otherwise: for rows
 * every visitor sees alike, such as the settings, the services or the links of
 * a page. A failed load is not kept.
 */
export function perContentVersion<Args extends unknown[], T>(
	load: (...args: Args) => PromiseLike<T>,
	keyOf: (...args: Args) => string = () => '',
): (...args: Args) => Promise<T> {
	let keptVersion = -1
	const kept = new Map<string, Promise<T>>()
	return (...args) => {
		if (!state.watching) return Promise.resolve(load(...args))
		if (keptVersion !== state.version) {
			kept.clear()
			keptVersion = state.version
		}
		const key = keyOf(...args)
		const hit = kept.get(key)
		if (hit) return hit
		// Resolved once into a real promise: a query builder is a thenable that
		// runs its query again on every `then`, so keeping it would keep nothing.
		const value = Promise.resolve(load(...args))
		if (kept.size >= MAX_KEPT_PER_LOADER) kept.delete(kept.keys().next().value!)
		kept.set(key, value)
		value.catch(() => {
			if (kept.get(key) === value) kept.delete(key)
		})
		return value
	}
}

/** Keys are paths and slugs from requests: enough for every real page, bounded against made-up ones. */
const MAX_KEPT_PER_LOADER = 1_000
