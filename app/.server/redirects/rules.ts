import { asc, eq, sql } from 'drizzle-orm'

import {
	buildRuleTable,
	checkedRule,
	emptyRuleTable,
	pathKey,
	problemMessage,
	ruleSetProblems,
	type RedirectRule,
	type RuleDraft,
	type RuleTable,
} from '#app/domain/redirects/rules.ts'
import type { RedirectForm } from '#app/domain/redirects/schema.ts'

import { currentContentVersion, followingContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { redirectHits, redirects } from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { singleton } from '../singleton.ts'

/**
 * The redirect rules (decision 0046): the admin's reads and writes, the rules
 * every request is matched against (held in memory per content version: the
 * redirects table has content-version triggers, so a change reaches every
 * instance), and the hit counters (counted in memory, written in batches to
 * redirect_hits, which has no triggers: a hit never empties a cache).
 */

/** Rules that change one at a time are checked against the others inside the same transaction, one save at a time. */
const RULES_LOCK = 23_046

export type AdminRedirect = RedirectRule & { hits: number; lastHitAt: Date | null; updatedAt: Date }

export async function listRedirects(): Promise<AdminRedirect[]> {
	const rows = await getDb()
		.select({
			id: redirects.id,
			fromPath: redirects.fromPath,
			match: redirects.match,
			target: redirects.target,
			status: redirects.status,
			updatedAt: redirects.updatedAt,
			hits: sql<number>`coalesce(${redirectHits.hits}, 0)::int`,
			lastHitAt: redirectHits.lastHitAt,
		})
		.from(redirects)
		.leftJoin(redirectHits, eq(redirectHits.redirectId, redirects.id))
		.orderBy(asc(redirects.fromPath))
	return rows.map((row) => ({ ...row, status: row.status as RedirectRule['status'] }))
}

async function storedRules(): Promise<RedirectRule[]> {
	const rows = await getDb()
		.select({ id: redirects.id, fromPath: redirects.fromPath, match: redirects.match, target: redirects.target, status: redirects.status })
		.from(redirects)
	const rules: RedirectRule[] = []
	for (const row of rows) {
		const rule = checkedRule(row)
		if (rule) rules.push(rule)
	}
	if (rules.length < rows.length)
		logger.warn({ left: rows.length - rules.length }, 'Some stored redirect rules are not valid and are not applied')
	return rules
}

/** Why a save was refused: the field at fault and the message (see `saveRedirect`). */
export type RedirectRefusal = `${'from_path' | 'target'}:${string}`

type SaveResult = { ok: true } | { ok: false; reason: 'not-found' | RedirectRefusal }

/** The refusal of a rule set with `draft` in it (a duplicate path, a loop or a chain), or null when it may be saved. */
function refusalFor(draft: RuleDraft, others: RedirectRule[]): RedirectRefusal | null {
	const key = pathKey(draft.fromPath)
	const same = others.find((rule) => pathKey(rule.fromPath) === key)
	if (same) return `from_path:There is already a rule for ${same.fromPath}. Edit that rule instead.`
	const problems = ruleSetProblems<RuleDraft>([...others, draft])
	// Its own target first: that is the field the admin just typed.
	const problem = problems.find((found) => found.rule === draft) ?? problems.find((found) => found.other === draft)
	if (!problem) return null
	return `${problem.rule === draft ? 'target' : 'from_path'}:${problemMessage(problem, draft)}`
}

async function lockedOthers(exceptId?: string): Promise<RedirectRule[]> {
	await getDb().execute(sql`select pg_advisory_xact_lock(${RULES_LOCK})`)
	const rules = await storedRules()
	return exceptId ? rules.filter((rule) => rule.id !== exceptId) : rules
}

/** Creates a rule (run it in a transaction: the admin's `write`). */
export async function createRedirect(data: RedirectForm): Promise<SaveResult> {
	const refusal = refusalFor({ ...data }, await lockedOthers())
	if (refusal) return { ok: false, reason: refusal }
	await getDb().insert(redirects).values(data)
	return { ok: true }
}

export async function updateRedirect(id: string, data: RedirectForm): Promise<SaveResult> {
	const others = await lockedOthers(id)
	const [existing] = await getDb().select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id))
	if (!existing) return { ok: false, reason: 'not-found' }
	const refusal = refusalFor({ ...data, id }, others)
	if (refusal) return { ok: false, reason: refusal }
	await getDb().update(redirects).set(data).where(eq(redirects.id, id))
	return { ok: true }
}

export async function deleteRedirect(id: string): Promise<{ media?: string[] } | null> {
	const deleted = await getDb().delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id })
	return deleted.length > 0 ? {} : null
}

/** One imported row, numbered as a spreadsheet shows it. */
export type ImportRule = RedirectForm & { row: number }
export type ImportProblem = { row: number; message: string }

/**
 * Applies imported rules in one go (run it in a transaction): a row whose path
 * has a rule already replaces that rule. The whole set (stored and imported)
 * is checked for loops and chains first; any problem, and nothing is written.
 */
export async function importRedirects(
	rows: ImportRule[],
): Promise<{ ok: true; created: number; updated: number } | { ok: false; problems: ImportProblem[] }> {
	const stored = await lockedOthers()
	const byKey = new Map(stored.map((rule) => [pathKey(rule.fromPath), rule]))
	const drafts = new Map<RuleDraft, number>()
	for (const row of rows) {
		const { row: number, ...data } = row
		const replaced = byKey.get(pathKey(data.fromPath))
		const draft: RuleDraft = { ...data, ...(replaced ? { id: replaced.id } : {}) }
		byKey.set(pathKey(data.fromPath), draft as RedirectRule)
		drafts.set(draft, number)
	}
	const problems: ImportProblem[] = []
	for (const problem of ruleSetProblems<RuleDraft>([...byKey.values()])) {
		const row = drafts.get(problem.rule) ?? drafts.get(problem.other)
		if (row === undefined) continue
		problems.push({ row, message: problemMessage(problem, drafts.has(problem.rule) ? problem.rule : problem.other) })
	}
	if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) }
	let created = 0
	let updated = 0
	for (const draft of drafts.keys()) {
		const { id, ...data } = draft
		if (id) {
			await getDb().update(redirects).set(data).where(eq(redirects.id, id))
			updated += 1
		} else {
			await getDb().insert(redirects).values(data)
			created += 1
		}
	}
	return { ok: true, created, updated }
}

/** Every rule for the CSV export, by path. */
export async function exportRedirects(): Promise<RedirectRule[]> {
	const rows = await getDb().select().from(redirects).orderBy(asc(redirects.fromPath))
	return rows.map((row) => ({
		id: row.id,
		fromPath: row.fromPath,
		match: row.match,
		target: row.target,
		status: row.status as RedirectRule['status'],
	}))
}

// ---------------------------------------------------------------------------
// The rules every request is matched against.

const state = singleton('redirect-rules', () => ({
	version: -1,
	table: emptyRuleTable(),
	loading: null as Promise<RuleTable> | null,
	loadingVersion: -1,
}))

/** The rules of the current content version when they are loaded already (no await on the hot path), else null. */
export function loadedRuleTable(): RuleTable | null {
	return followingContentVersion() && state.version === currentContentVersion() ? state.table : null
}

/**
 * The rules of the current content version: read once per version (by every
 * instance, as the version reaches it), every time while the version is not followed.
 */
export function ruleTable(): Promise<RuleTable> {
	const loaded = loadedRuleTable()
	if (loaded) return Promise.resolve(loaded)
	const following = followingContentVersion()
	// The version is read before the rules: rules read later are at least as new, so they are never kept under a newer version.
	const version = currentContentVersion()
	if (following && state.loading && state.loadingVersion === version) return state.loading
	const loading = storedRules().then((rules) => {
		const table = buildRuleTable(rules)
		if (following && version >= state.version) {
			state.version = version
			state.table = table
		}
		return table
	})
	if (following) {
		state.loading = loading
		state.loadingVersion = version
		const clear = () => {
			if (state.loading === loading) state.loading = null
		}
		loading.then(clear, clear)
	}
	return loading
}

// ---------------------------------------------------------------------------
// Hit counts.

/** Rules counted between writes (at most; a rule beyond it waits for the next batch). */
const MAX_PENDING_HITS = 10_000
export const HIT_FLUSH_MS = 10_000
const MAX_INT = 2_147_483_647

const hits = singleton('redirect-hits', () => ({
	pending: new Map<string, { hits: number; last: number }>(),
	timer: undefined as NodeJS.Timeout | undefined,
	flushing: null as Promise<void> | null,
}))

/** Counts one use of a rule (in memory; written within HIT_FLUSH_MS). */
export function countRedirectHit(id: string, now = Date.now()) {
	const entry = hits.pending.get(id)
	if (entry) {
		entry.hits += 1
		entry.last = now
	} else if (hits.pending.size < MAX_PENDING_HITS) hits.pending.set(id, { hits: 1, last: now })
	hits.timer ??= setTimeout(
		() => void flushRedirectHits().catch((error: unknown) => logger.warn({ err: error }, 'Could not write redirect hit counts')),
		HIT_FLUSH_MS,
	).unref()
}

/** Writes the counted hits in one statement (rules deleted meanwhile are skipped); at shutdown, and in tests. */
export async function flushRedirectHits(): Promise<void> {
	clearTimeout(hits.timer)
	hits.timer = undefined
	await hits.flushing
	if (hits.pending.size === 0) return
	const batch = [...hits.pending]
	hits.pending = new Map()
	const values = sql.join(
		batch.map(
			([id, entry]) => sql`(${id}::uuid, ${Math.min(entry.hits, MAX_INT)}::int, ${new Date(entry.last).toISOString()}::timestamptz)`,
		),
		sql`, `,
	)
	const flushing = getDb()
		.execute(
			sql`insert into ${redirectHits} (redirect_id, hits, last_hit_at)
				select r.id, v.hits, v.at from (values ${values}) as v(id, hits, at) join ${redirects} r on r.id = v.id where true
				on conflict (redirect_id) do update set
					hits = least(${redirectHits.hits}::bigint + excluded.hits, ${MAX_INT})::int,
					last_hit_at = greatest(${redirectHits.lastHitAt}, excluded.last_hit_at)`,
		)
		.then(() => {})
	hits.flushing = flushing.catch(() => {})
	await flushing
}
