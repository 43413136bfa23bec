import Bowser from 'bowser'
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'

import { getDb } from '../db/index.ts'
import { sessionLastSeen, sessions } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/**
 * An account's signed-in sessions, for the Security page: which device (the
 * browser and system, read from the user agent the session was made with, and
 * nothing more), when last used, which is this one; and signing them out.
 */

/** "Chrome on Android", "Safari on iOS"; "Unknown browser" when the user agent says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
	if (!userAgent?.trim()) return 'Unknown browser'
	let parsed: Bowser.Parser.ParsedResult
	try {
		parsed = Bowser.parse(userAgent.slice(0, 512))
	} catch {
		return 'Unknown browser'
	}
	const browser = parsed.browser.name || 'Unknown browser'
	return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser
}

export type SessionSummary = { id: string; device: string; signedInAt: Date; lastSeenAt: Date; current: boolean }

/** The account's unexpired sessions, the most recently used first. */
export async function listSessions(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
	const lastSeen = sql<Date>`greatest(${sessions.createdAt}, coalesce(${sessionLastSeen.seenAt}, ${sessions.createdAt}))`
	const rows = await getDb()
		.select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: lastSeen })
		.from(sessions)
		.leftJoin(sessionLastSeen, eq(sessionLastSeen.sessionId, sessions.id))
		.where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
		.orderBy(desc(lastSeen), desc(sessions.createdAt))
	return rows.map((row) => ({
		id: row.id,
		device: describeDevice(row.userAgent),
		signedInAt: row.createdAt,
		// The driver answers an expression's timestamp as text.
		lastSeenAt: new Date(row.lastSeenAt),
		current: row.id === currentSessionId,
	}))
}

/** Ends one session of the account (not the current one: Sign Out does that); false when there was none to end. */
export async function signOutSession(userId: string, sessionId: string, currentSessionId: string): Promise<boolean> {
	if (sessionId === currentSessionId) return false
	const ended = await getDb()
		.delete(sessions)
		.where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
		.returning({ id: sessions.id })
	return ended.length > 0
}

/** Ends every session of the account but the current one; how many were ended. */
export async function signOutOtherSessions(userId: string, currentSessionId: string): Promise<number> {
	const ended = await getDb()
		.delete(sessions)
		.where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
		.returning({ id: sessions.id })
	return ended.length
}

/** How often a session's "last seen" is written at most. */
const SEEN_EVERY_MS = 60_000
const MAX_REMEMBERED = 1_000
const seen = singleton('session-last-seen', () => new Map<string, number>())

/**
 * Notes that the session was used now: at most once a minute per session from
 * this instance (remembered in memory), and in the database only when the
 * stored time is older than that (other instances). A failure is logged only.
 */
export async function noteSessionSeen(sessionId: string, now = Date.now()) {
	const last = seen.get(sessionId)
	if (last !== undefined && now - last < SEEN_EVERY_MS) return
	if (seen.size >= MAX_REMEMBERED) seen.clear()
	seen.set(sessionId, now)
	try {
		await getDb()
			.insert(sessionLastSeen)
			// This process's clock, as better-auth's for the session's own times.
			.values({ sessionId, seenAt: new Date(now) })
			.onConflictDoUpdate({
				target: sessionLastSeen.sessionId,
				set: { seenAt: new Date(now) },
				setWhere: lt(sessionLastSeen.seenAt, new Date(now - SEEN_EVERY_MS)),
			})
	} catch (error) {
		// The session may have just been ended (its row is gone): nothing to note.
		logger.debug({ err: error }, 'Could not note when a session was last seen')
	}
}
