import { asc, eq, sql } from 'drizzle-orm'

import { sitePath } from '#app/domain/paths/site-path.ts'
import {
	buildRuleTable,
	checkedRule,
	isSiteTarget,
	pathKey,
	problemMessage,
	ruleSetProblems,
	type RedirectRule,
	type RuleDraft,
} from '#app/domain/redirects/rules.ts'
import type { RedirectForm } from '#app/domain/redirects/schema.ts'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { redirectHits, redirects } from '../db/schema/index.ts'
import { getEnv } from '../env.ts'
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

const ruleColumns = {
	id: redirects.id,
	fromPath: redirects.fromPath,
	match: redirects.match,
	target: redirects.target,
	status: redirects.status,
}

async function storedRules(): Promise<RedirectRule[]> {
	const rows = await getDb().select(ruleColumns).from(redirects)
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

/**
 * A target written as a full address of this site (any scheme: http is sent
 * on to https) as its path: the browser comes back here all the same, so the
 * loop and chain checks must see it as a path of this site.
 */
function onThisSite<R extends RuleDraft>(rule: R): R {
	if (rule.status === 410 || isSiteTarget(rule.target)) return rule
	const url = new URL(rule.target)
	if (url.host !== new URL(getEnv().SITE_URL).host || url.hash) return rule
	const path = sitePath(`${url.pathname}${url.search}`)
	return path === null ? rule : { ...rule, target: path }
}

/** The stored rules but `exceptId`, under the lock that makes saves one at a time (targets on this site as paths). */
async function lockedOthers(exceptId?: string): Promise<RedirectRule[]> {
	await getDb().execute(sql`select pg_advisory_xact_lock(${RULES_LOCK})`)
	return (await storedRules()).filter((rule) => rule.id !== exceptId).map(onThisSite)
}

/** Creates a rule (run it in a transaction: the admin's `write`). */
export async function createRedirect(form: RedirectForm): Promise<SaveResult> {
	const data = onThisSite(form)
	const refusal = refusalFor({ ...data }, await lockedOthers())
	if (refusal) return { ok: false, reason: refusal }
	await getDb().insert(redirects).values(data)
	return { ok: true }
}

export async function updateRedirect(id: string, form: RedirectForm): Promise<SaveResult> {
	const data = onThisSite(form)
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
		const { row: number, ...data } = onThisSite(row)
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
	// New rules in one statement (at most REDIRECT_CSV_LIMITS.maxRows of them); each replaced rule by its id.
	const fresh: RedirectForm[] = []
	let updated = 0
	for (const { id, ...data } of drafts.keys()) {
		if (!id) fresh.push(data)
		else {
			await getDb().update(redirects).set(data).where(eq(redirects.id, id))
			updated += 1
		}
	}
	if (fresh.length > 0) await getDb().insert(redirects).values(fresh)
	return { ok: true, created: fresh.length, updated }
}

/** Every rule for the CSV export, by path. */
export async function exportRedirects(): Promise<RedirectRule[]> {
	const rows = await getDb().select(ruleColumns).from(redirects).orderBy(asc(redirects.fromPath))
	return rows.map((row) => ({ ...row, status: row.status as RedirectRule['status'] }))
}

// ---------------------------------------------------------------------------
// The rules every request is matched against.

/**
 * The rules of the current content version: read once per version (by every
 * instance, as the version reaches it), every time while the version is not followed.
 */
export const ruleTable = perContentVersion(async () => buildRuleTable(await storedRules()))

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
