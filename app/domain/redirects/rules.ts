import { sitePath, sitePathMessage } from '#app/domain/paths/site-path.ts'

/**
 * The owner's redirect rules (decision 0046): what a rule may say, how a
 * request path finds its rule, where it sends the visitor, and which sets of
 * rules are refused (loops, chains). No I/O: the store (app/.server/redirects)
 * and the server step (server/redirect-step.ts) use it.
 */

export const redirectStatuses = [301, 302, 410] as const
export type RedirectStatus = (typeof redirectStatuses)[number]
export type RedirectMatch = 'exact' | 'prefix'

/** A rule as it is stored (and re-checked when loaded). */
export type RedirectRule = { id: string; fromPath: string; match: RedirectMatch; target: string; status: RedirectStatus }

export const redirectLimits = { path: 500, target: 2_000 } as const

/** Paths that are never the owner's public pages (the page cache's list): no rule may take them over. */
const RESERVED = /^\/(?:admin|auth|api|newsletter|media|healthz|assets|preview)(?:[/.]|$)/i
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_URL = /[\s\u0000-\u001f\u007f\\<>"`]/

export const statusLabels: Record<RedirectStatus, string> = {
	301: '301 Moved permanently',
	302: '302 Moved temporarily',
	410: '410 Gone (no target)',
}

export const matchLabels: Record<RedirectMatch, string> = {
	exact: 'This path only',
	prefix: 'This path and everything under it',
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * The key a path is matched by: percent-decoded (so `/caf%C3%A9`, `/caf%c3%a9`
 * and `/café` are one path), without a trailing slash (except the root).
 * Case is kept: paths are case-sensitive. Cheap when the path has neither.
 */
export function pathKey(pathname: string): string {
	let key = pathname
	if (key.includes('%')) {
		try {
			key = decodeURIComponent(key)
		} catch {
			// A malformed escape: matched as written.
		}
	}
	return key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key
}

/**
 * A rule's "from": a path of this site (a full address of the old site is
 * taken for its path), without query or fragment, not the home page and not
 * an admin, sign-in, API, media or health path. Stored as the site's URLs
 * write it, without a trailing slash.
 */
export function checkFromPath(input: unknown): Checked<string> {
	let value = typeof input === 'string' ? input.trim() : ''
	if (value === '') return { ok: false, message: 'Enter the path to redirect, e.g. /old-page.' }
	if (/^https?:\/\//i.test(value)) {
		try {
			const url = new URL(value)
			value = `${url.pathname}${url.search}${url.hash}`
		} catch {
			return { ok: false, message: sitePathMessage }
		}
	}
	if (value.length > redirectLimits.path) return { ok: false, message: `The path is longer than ${redirectLimits.path} characters.` }
	const path = sitePath(value)
	if (path === null) return { ok: false, message: sitePathMessage }
	if (/[?#]/.test(path)) return { ok: false, message: 'Redirects match the path only: leave out the part from ? or # on.' }
	const stored = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
	if (stored === '/') return { ok: false, message: 'The home page cannot be redirected.' }
	if (RESERVED.test(stored) || RESERVED.test(pathKey(stored)))
		return { ok: false, message: 'Admin, sign-in, API, media and health paths cannot be redirected.' }
	return { ok: true, value: stored }
}

/**
 * A rule's "to": empty for 410 (gone), else a path of this site (with a query
 * if wanted, no fragment) or an http(s) address (no user name or password in
 * it), as the browser will be sent it.
 */
export function checkTarget(input: unknown, status: RedirectStatus): Checked<string> {
	const value = typeof input === 'string' ? input.trim() : ''
	if (status === 410)
		return value === '' ? { ok: true, value: '' } : { ok: false, message: 'A 410 (gone) rule has no target: leave “To” empty.' }
	if (value === '')
		return { ok: false, message: 'Enter where to send visitors: a path of this site (/services) or a web address (https://…).' }
	if (value.length > redirectLimits.target) return { ok: false, message: `The target is longer than ${redirectLimits.target} characters.` }
	if (value.startsWith('/')) {
		const path = sitePath(value)
		if (path === null) return { ok: false, message: sitePathMessage }
		if (path.includes('#')) return { ok: false, message: 'Leave out the part from # on.' }
		return { ok: true, value: path }
	}
	if (!/^https?:\/\//i.test(value) || UNSAFE_URL.test(value)) {
		return { ok: false, message: 'Enter a path of this site starting with / or a web address starting with https://.' }
	}
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return { ok: false, message: 'This web address cannot be read. Check it and try again.' }
	}
	if (
		(url.protocol !== 'http:' && url.protocol !== 'https:') ||
		url.hostname === '' ||
		!url.hostname.includes('.') ||
		url.username ||
		url.password
	) {
		return { ok: false, message: 'Enter a web address like https://example.co.uk/page (no user name or password in it).' }
	}
	if (url.href.length > redirectLimits.target)
		return { ok: false, message: `The target is longer than ${redirectLimits.target} characters.` }
	return { ok: true, value: url.href }
}

export const isSiteTarget = (target: string) => target.startsWith('/')

/** A stored row checked again (it may have been written around the forms): the rule, or null to leave it out. */
export function checkedRule(row: { id: string; fromPath: unknown; match: unknown; target: unknown; status: unknown }): RedirectRule | null {
	const status = Number(row.status)
	if (!redirectStatuses.includes(status as RedirectStatus)) return null
	if (row.match !== 'exact' && row.match !== 'prefix') return null
	const from = checkFromPath(row.fromPath)
	const target = checkTarget(row.target, status as RedirectStatus)
	if (!from.ok || !target.ok) return null
	return { id: row.id, fromPath: from.value, match: row.match, target: target.value, status: status as RedirectStatus }
}

/** Rules by key: exact ones by their path, prefix ones by theirs (found by walking up the request path's segments). */
export type RuleTable = { exact: Map<string, RedirectRule>; prefix: Map<string, RedirectRule>; size: number }

export function buildRuleTable(rules: readonly RedirectRule[]): RuleTable {
	const table: RuleTable = { exact: new Map(), prefix: new Map(), size: 0 }
	for (const rule of rules) {
		const key = pathKey(rule.fromPath)
		;(rule.match === 'exact' ? table.exact : table.prefix).set(key, rule)
	}
	table.size = table.exact.size + table.prefix.size
	return table
}

/** Segments walked up for a prefix rule: real addresses are far shallower. */
const MAX_DEPTH = 32

/** The rule for a path key: an exact rule first, else the longest prefix rule (a whole-segment match). */
export function findRule(table: RuleTable, key: string): RedirectRule | null {
	const exact = table.exact.get(key)
	if (exact) return exact
	if (table.prefix.size === 0) return null
	let path = key
	for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
		const rule = table.prefix.get(path)
		if (rule) return rule
		const slash = path.lastIndexOf('/')
		if (slash <= 0) return null
		path = path.slice(0, slash)
	}
	return null
}

const MAX_LOCATION = 4_000

/**
 * Where a rule sends the request (`key`: its path key; `search`: its query,
 * with the "?" or empty). The query is kept, after the target's own. A prefix
 * rule to a site path appends the rest of the path below the rule's path
 * (`/old-blog` → `/blog`: `/old-blog/a/b` goes to `/blog/a/b`); to another
 * site it sends to the target as written. Null when the result would not be
 * safely a path of this site (then the request is answered as if no rule matched).
 */
export function redirectLocation(rule: RedirectRule, key: string, search: string): string | null {
	const query = search.startsWith('?') ? search.slice(1) : search
	if (!isSiteTarget(rule.target)) {
		let url: URL
		try {
			url = new URL(rule.target)
		} catch {
			return null
		}
		if (query) url.search = url.search ? `${url.search.slice(1)}&${query}` : query
		return url.href.length <= MAX_LOCATION ? url.href : null
	}
	const queryAt = rule.target.indexOf('?')
	let path = queryAt === -1 ? rule.target : rule.target.slice(0, queryAt)
	const targetQuery = queryAt === -1 ? '' : rule.target.slice(queryAt + 1)
	if (rule.match === 'prefix') {
		const rest = key.slice(pathKey(rule.fromPath).length)
		if (rest) path = `${path.endsWith('/') ? path.slice(0, -1) : path}${rest.split('/').map(encodeURIComponent).join('/')}`
	}
	const joined = [targetQuery, query].filter(Boolean).join('&')
	const location = sitePath(joined ? `${path}?${joined}` : path)
	return location !== null && location.length <= MAX_LOCATION ? location : null
}

/** A rule being saved or imported, before it has an id. */
export type RuleDraft = Omit<RedirectRule, 'id'> & { id?: string }

/** A rule that sends visitors to a path another rule (or itself) redirects again. */
export type RuleProblem<R> = { rule: R; other: R; kind: 'self' | 'loop' | 'chain' }

/** The path key of a site target (its query left out); null for another site or none. */
const targetKey = (rule: RuleDraft) => (isSiteTarget(rule.target) ? pathKey(rule.target.split('?')[0]!) : null)

/**
 * Every rule whose target is redirected again by a rule of the set: by itself
 * (a loop of one), by rules that lead back to it (a loop), or by another rule
 * (a chain: refused, so each rule points straight at its final address).
 */
export function ruleSetProblems<R extends RuleDraft>(rules: readonly R[]): Array<RuleProblem<R>> {
	const table = buildRuleTable(rules as unknown as RedirectRule[])
	const problems: Array<RuleProblem<R>> = []
	for (const rule of rules) {
		const key = targetKey(rule)
		if (key === null) continue
		const other = findRule(table, key) as R | null
		if (!other) continue
		if (other === rule) problems.push({ rule, other, kind: 'self' })
		else problems.push({ rule, other, kind: leadsBackTo(table, other, rule) ? 'loop' : 'chain' })
	}
	return problems
}

function leadsBackTo(table: RuleTable, start: RuleDraft, rule: RuleDraft): boolean {
	let current: RuleDraft | null = start
	for (let step = 0; current && step < 50; step += 1) {
		if (current === rule) return true
		const key = targetKey(current)
		current = key === null ? null : findRule(table, key)
	}
	return false
}

const describe = (rule: RuleDraft) => (rule.status === 410 ? 'marks it gone (410)' : `sends visitors to ${rule.target}`)

/** The message for a problem, told from the side of the rule being saved (`saving`). */
export function problemMessage(problem: RuleProblem<RuleDraft>, saving: RuleDraft): string {
	const { rule, other, kind } = problem
	if (kind === 'self') return `This rule would redirect ${rule.target} again by itself: a loop. Choose a target outside ${rule.fromPath}.`
	if (kind === 'loop') {
		return rule === saving
			? `${rule.target} leads back to ${rule.fromPath} through the rule from ${other.fromPath}: a loop.`
			: `The rule from ${rule.fromPath} sends visitors to ${rule.target}, which this rule would send back: a loop.`
	}
	if (rule === saving) {
		return `${rule.target} is itself redirected by the rule from ${other.fromPath}, which ${describe(other)}. ${
			other.status === 410 ? 'Choose another target.' : `Point this rule straight at ${other.target}.`
		}`
	}
	return `The rule from ${rule.fromPath} sends visitors to ${rule.target}, which this rule would redirect again. Point that rule at ${
		other.status === 410 ? 'another page' : other.target
	} first, or delete it.`
}
