import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { confirmSubscription, signUpForNewsletter, unsubscribeByToken } from '#app/.server/data/newsletter.ts'
import { storeEnquiry } from '#app/.server/enquiries/submit.ts'
import { getEnv } from '#app/.server/env.ts'
import { logger } from '#app/.server/logger.ts'
import { ALLOWED_METHODS } from '#server/request-guards.ts'
import { accountCookie, sessionCookie } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { rawRequest, type RawResponse } from '#tests/raw-http.ts'
import { readPage, sitemapPaths, type FormTemplate } from '#tests/sweep/html.ts'
import {
	body,
	BOUNDARY,
	encodedText,
	multipart,
	mutatedFields,
	oddTarget,
	queryString,
	taintOne,
	text,
	urlencoded,
	type Body,
	type Field,
} from '#tests/sweep/inputs.ts'
import { fillPattern, realParameterValues, routePatterns, type RoutePattern } from '#tests/sweep/routes.ts'
import { startInProcessServer, startSeededServices, type InProcessServer } from '#tests/sweep/server.ts'

/**
 * The generated sweep: every route of app/routes.ts, as an
 * anonymous visitor and as a signed-in admin, gets property-generated
 * requests through the whole server stack (real HTTP, in this process), on a
 * seeded database of its own. Whatever is sent, the server never answers 5xx;
 * a refused request (4xx) changes no row; a cross-site state-changing request
 * is refused; the server is healthy at the end.
 *
 * SWEEP_SEED=<n> replays a run (the seed is printed when one fails, with
 * SWEEP_PATH for the failing case alone); SWEEP_SECONDS sets its length
 * (default 30); SWEEP_SURVEY=1 goes on after a failure and lists them all.
 * LOG_LEVEL=error shows the server's own account of a 5xx.
 */

// Mail stays in the outbox and media on a temporary disk, whatever the developer's environment says.
for (const name of ['SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'MEDIA_PUBLIC_URL']) delete process.env[name]
// Behind one proxy, each request from its own address: per-address throttling must not hide what lies behind it.
process.env.TRUST_PROXY = '1'

const SECONDS = Number(process.env.SWEEP_SECONDS ?? 30)
const SEED = process.env.SWEEP_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.SWEEP_SEED)
const SURVEY = process.env.SWEEP_SURVEY === '1'

const database = testDatabaseForThisFile()
const routes = routePatterns()
/** Routes taking JSON: the site's API, by its address. */
const apiRoutes = routes.filter((route) => route.pattern.startsWith('/api/') && route.params.length === 0).map((route) => route.pattern)
const ADMIN = { email: 'sweep-admin@example.com', password: 'sweep admin passphrase' }

let services: Awaited<ReturnType<typeof startSeededServices>> | undefined
let server: InProcessServer
let adminCookieHeader = ''
let staleCookieHeader = ''
const crawled = {
	urls: new Set<string>(),
	forms: [] as (FormTemplate & { as: Who; kind: string })[],
	queryNames: new Set<string>(['q', 'page']),
}
let requests = 0
const statuses = new Map<number, number>()
/** Answers per route and status, listed by SWEEP_SURVEY=1: what the generated requests reached. */
const coverage = new Map<string, Map<number, number>>()

type Who = 'anonymous' | 'admin' | 'stale session'
type OriginKind = 'same' | 'none' | 'cross' | 'null'
type Probe = { as: Who; method: string; target: string; origin: OriginKind; accept?: string; body?: Body; route: string }

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const allowedMethods = new Set<string>(ALLOWED_METHODS)

async function send(probe: Pick<Probe, 'as' | 'method' | 'target' | 'origin' | 'accept' | 'body'>): Promise<RawResponse> {
	const headers: Record<string, string> = { 'X-Forwarded-For': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}` }
	if (probe.as === 'admin') headers.Cookie = adminCookieHeader
	if (probe.as === 'stale session') headers.Cookie = staleCookieHeader
	const own = `http://127.0.0.1:${server.port}`
	if (probe.origin !== 'none') headers.Origin = { same: own, cross: 'http://evil.example', null: 'null' }[probe.origin]
	if (probe.accept) headers.Accept = probe.accept
	if (probe.body?.contentType) headers['Content-Type'] = probe.body.contentType
	const response = await rawRequest(server.port, { method: probe.method, target: probe.target, headers, body: probe.body?.bytes })
	requests += 1
	statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
	return response
}

/** Reads a page, keeping its links and forms for the generated requests. */
async function crawl(target: string, as: Who) {
	const response = await send({ as, method: 'GET', target, origin: 'none' })
	if (response.status >= 500) throw new Error(`GET ${target} as ${as} answered ${response.status} while crawling`)
	const html = response.body.toString('utf8')
	const siteHost = new URL(getEnv().SITE_URL).host
	const page = target.endsWith('.xml') ? { links: sitemapPaths(html), forms: [] } : readPage(html, target, [siteHost])
	for (const link of page.links) {
		crawled.urls.add(link)
		for (const name of new URL(link, 'http://x').searchParams.keys()) crawled.queryNames.add(name)
	}
	// One of each kind (action and field names): a list of thirty rows has thirty copies of its row forms.
	for (const form of page.forms) {
		const kind = `${as} ${form.method} ${form.action.split('?')[0]} ${form.fields.map(([name]) => name).join(',')} ${form.buttons.join(',')}`
		if (crawled.forms.some((known) => known.kind === kind)) continue
		crawled.forms.push({ ...form, as, kind })
	}
	return page
}

/** The rows of a raw query, from either driver (postgres.js answers an array, PGlite an object with `rows`). */
async function query<T>(statement: Parameters<typeof database.db.execute>[0]): Promise<T[]> {
	const result = (await database.db.execute(statement)) as unknown as { rows?: T[] } | T[]
	return Array.isArray(result) ? result : (result.rows ?? [])
}

/**
 * A fingerprint of every row the app keeps (row count and newest row version
 * of each table): equal before and after a request means it changed nothing.
 * Not fingerprinted: throttling counters (a refused attempt counts, by
 * design), the redirect hit counts and the 404 report (counted in memory and
 * written in the background, whichever request is running; decision 0046),
 * `app_meta` (the installation's markers, which no request writes but the
 * daily retention run claims its day in, a minute after start; decision 0050)
 * and the content version, which every write statement on a content
 * table raises even when it matches no row (decision 0012), e.g. a refused
 * toggle of an item that is not there; a content change shows in the content
 * table itself; and when each session was last seen (written at most once a
 * minute by whichever request the session makes, refused or not; decision
 * 0057); and the backup runs, which an accepted "Back up now" records in the
 * background (decision 0054), finishing while later requests are swept.
 * Recomputed only when a transaction has written something since (the
 * snapshot's next transaction id moved), so a request that writes nothing
 * costs one tiny query.
 */
let fingerprintQuery: ReturnType<typeof sql.raw>
let last: { writes: string; rows: Record<string, string> } | null = null
async function fingerprint(): Promise<Record<string, string>> {
	const [{ writes } = { writes: '' }] = await query<{ writes: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as writes`)
	if (last?.writes === writes) return last.rows
	const [{ rows } = { rows: {} }] = await query<{ rows: Record<string, string> | string }>(fingerprintQuery)
	last = { writes, rows: typeof rows === 'string' ? (JSON.parse(rows) as Record<string, string>) : rows }
	return last.rows
}

/** The tables whose fingerprints differ. */
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
	Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table])

/** Signs the admin in again when a generated request has signed it out (the sign-out form is swept too). */
async function ensureAdminSession() {
	const [{ live } = { live: 0 }] = await query<{ live: number }>(
		sql`select count(*)::int as live from sessions s join users u on u.id = s.user_id where u.email = ${ADMIN.email} and s.expires_at > now()`,
	)
	if (live > 0) return
	adminCookieHeader = await sessionCookie(ADMIN.email, ADMIN.password, '192.0.2.201')
}

let setUpSeconds = ''
beforeAll(async () => {
	const settingUp = Date.now()
	services = await startSeededServices('route-sweep')

	const tables = await query<{ table_name: string }>(
		sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limit_buckets', 'content_version', 'redirect_hits', 'not_found_paths', 'app_meta', 'session_last_seen', 'backup_runs') order by 1`,
	)
	const names = tables.map((row) => row.table_name)
	fingerprintQuery = sql.raw(
		`select json_build_object(${names.map((name) => `'${name}', (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}")`).join(', ')}) as rows`,
	)

	// Records no page links to: an enquiry for the admin's enquiry page, newsletter tokens for the unsubscribe and confirmation pages.
	const enquiry = {
		name: 'Sweep Customer',
		phone: '020 7946 0000',
		email: 'sweep@example.com',
		postcode: 'W9 1AB',
		service: 'Plumbing Services',
		message: null,
	} as const
	const info = { clientIp: '192.0.2.210', userAgent: 'sweep', sourcePage: '/contact', log: logger }
	const stored = await storeEnquiry(enquiry, info)
	// A confirmed subscriber, a former one and a sign-up waiting for confirmation (decision 0029).
	const signUp = async (email: string) => {
		const result = await signUpForNewsletter({ email, clientIp: '192.0.2.211', log: logger })
		if (result.status !== 'confirmation-queued') throw new Error(`Could not sign ${email} up: ${result.status}`)
		const [row] = await query<{ token: string }>(sql`select unsubscribe_token as token from newsletter_subscribers where email = ${email}`)
		return { confirmToken: result.confirmToken, unsubscribeToken: row!.token }
	}
	const subscribed = await signUp('reader@example.com')
	await confirmSubscription(subscribed.confirmToken)
	const unsubscribed = await signUp('former@example.com')
	await confirmSubscription(unsubscribed.confirmToken)
	await unsubscribeByToken(unsubscribed.unsubscribeToken)
	const pending = await signUp('pending@example.com')

	adminCookieHeader = await accountCookie(ADMIN.email, ADMIN.password, '192.0.2.200')
	staleCookieHeader = adminCookieHeader.replace(/=([^;]*)/g, '=stale.session-value')

	server = await startInProcessServer()

	await crawl('/sitemap.xml', 'anonymous')
	for (const route of routes) {
		if (route.params.length > 0 || route.splat) continue
		await crawl(route.pattern, route.pattern.startsWith('/admin') ? 'admin' : 'anonymous')
	}
	const known = {
		id: stored.status === 'created' ? [stored.id] : [],
		token: [subscribed.unsubscribeToken, unsubscribed.unsubscribeToken],
		confirmToken: [pending.confirmToken, subscribed.confirmToken],
	}
	// One page of each dynamic route as well, as the role its path suggests (their forms matter too).
	const values = realParameterValues(routes, crawled.urls, known)
	for (const [route, found] of values) {
		const sample = found.params[0]
		if (route.params.length === 0 || !sample) continue
		const encoded = Object.fromEntries(Object.entries(sample).map(([name, value]) => [name, encodeURIComponent(value)]))
		await crawl(fillPattern(route, encoded, ''), route.pattern.startsWith('/admin') ? 'admin' : 'anonymous')
	}
	realValues = realParameterValues(routes, crawled.urls, known)
	setUpSeconds = ((Date.now() - settingUp) / 1000).toFixed(1)
}, 180_000)

afterAll(async () => {
	await server?.close()
	await services?.stop()
}, 120_000)

let realValues: ReturnType<typeof realParameterValues>

/** A path of `route`: its parameters real (from the seeded site) or hostile, with an optional data-request suffix and query. */
function routeTarget(route: RoutePattern): fc.Arbitrary<string> {
	const found = realValues.get(route)!
	const param = (name: string) => {
		const real = [...new Set(found.params.flatMap((params) => (params[name] === undefined ? [] : [encodeURIComponent(params[name])])))]
		return real.length > 0
			? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: encodedText })
			: encodedText
	}
	const splats = [
		...new Set(found.splats.flatMap((splat) => [splat, ...splat.split('/').map((_, index, parts) => parts.slice(0, index).join('/'))])),
	].filter(Boolean)
	const splat = route.splat
		? fc.oneof(...(splats.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...splats) }] : []), {
				weight: 2,
				arbitrary: fc.array(encodedText, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
			})
		: fc.constant('')
	const params = fc
		.tuple(...route.params.map(param))
		.map((filled) => Object.fromEntries(route.params.map((name, index) => [name, filled[index]!])))
	return fc
		.tuple(params, splat, fc.constantFrom('', '', '', '', '/', '.data', '?index'), queryString([...crawled.queryNames]))
		.map(([filled, rest, suffix, query]) => {
			const path = fillPattern(route, filled, rest)
			return suffix === '?index' ? `${path}${query ? `${query}&index` : '?index'}` : `${path}${suffix}${query}`
		})
}

const who = fc.constantFrom<Who>('anonymous', 'admin', 'admin', 'stale session')
const originFor = (method: string) =>
	UNSAFE.has(method)
		? fc.oneof(
				{ weight: 8, arbitrary: fc.constant<OriginKind>('same') },
				{ weight: 4, arbitrary: fc.constantFrom<OriginKind>('none', 'cross', 'null') },
			)
		: fc.constantFrom<OriginKind>('none', 'none', 'same', 'cross')
const accept = fc.constantFrom(undefined, 'text/html', 'application/json', '*/*', 'text/x-script.data')
const method = fc.oneof(
	{ weight: 6, arbitrary: fc.constant('GET') },
	{ weight: 5, arbitrary: fc.constant('POST') },
	{ weight: 1, arbitrary: fc.constant('HEAD') },
	{ weight: 2, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS') },
	{ weight: 1, arbitrary: fc.constantFrom('TRACE', 'CONNECT', 'PROPFIND', 'PURGE', 'QUERY', 'M-SEARCH', 'BREW', 'get') },
)
/** Fields for a body: made up, or some form's of the site (so e.g. the JSON API gets the contact form's fields). */
const someFields: fc.Arbitrary<Field[]> = fc.oneof(
	fc.array(fc.tuple(fc.oneof(fc.constantFrom('name', 'email', 'message', 'q', 'intent', 'id'), text), text), { maxLength: 4 }),
	fc
		.nat()
		.map((n) => crawled.forms[n % crawled.forms.length]!.fields)
		.chain(mutatedFields),
)

/** Any method at any route (or odd target), with any body. */
const routeProbe: fc.Arbitrary<Probe> = fc
	.tuple(fc.nat({ max: routes.length - 1 }), method, who, accept)
	.chain(([index, chosen, as, accepts]) => {
		const route = routes[index]!
		const target = fc.oneof({ weight: 9, arbitrary: routeTarget(route) }, { weight: 1, arbitrary: oddTarget })
		const withBody =
			chosen !== 'GET' && chosen !== 'HEAD'
				? someFields.chain((fields) => fc.option(body(fields, ['file']), { freq: 5 }))
				: fc.constant(null)
		return fc.record({
			as: fc.constant(as),
			method: fc.constant(chosen),
			target,
			origin: originFor(chosen),
			accept: fc.constant(accepts),
			body: withBody.map((value) => value ?? undefined),
			route: fc.constant(route.pattern),
		})
	})

/** A form of the site, sent with its fields kept, replaced, dropped or repeated, in a right or wrong shape. */
const formProbe: fc.Arbitrary<Probe> = fc
	.nat()
	.map((n) => crawled.forms[n % crawled.forms.length]!)
	.chain((form): fc.Arbitrary<Probe> => {
		const base = fc
			.option(fc.constantFrom(...(form.buttons.length > 0 ? form.buttons : [['', ''] as Field])), { freq: 4 })
			.map((button) => (button && button[0] ? [...form.fields, button] : form.fields))
		const numbered = (sent: Field[]) => fc.nat().map((n) => sent.map(([name, value]): Field => [name, value.replaceAll('{n}', String(n))]))
		const fields = base.chain(mutatedFields).chain(numbered)
		const tainted = base.chain((sent) => taintOne(sent, form.freeText)).chain(numbered)
		if (form.method === 'GET') {
			return fc.record({
				as: fc.constantFrom<Who>(form.as, form.as, 'anonymous'),
				method: fc.constant('GET'),
				target: fields.map((sent) => `${form.action.split('?')[0]}?${urlencoded(sent).toString('latin1')}`),
				origin: fc.constant<OriginKind>('none'),
				accept: accept,
				body: fc.constant(undefined),
				route: fc.constant(`form ${form.action}`),
			})
		}
		const asForm = fc.record<Probe>({
			as: fc.constantFrom<Who>(form.as, form.as, form.as, 'anonymous', 'stale session'),
			method: fc.constantFrom(form.method, form.method, form.method, 'PUT', 'DELETE'),
			target: fc.constant(form.action),
			origin: originFor('POST'),
			accept,
			body: fields.chain((sent) => body(sent, form.files)),
			route: fc.constant(`form ${form.action}`),
		})
		// As the page would send it, with one field tainted: past validation, into what lies behind.
		const deep = fc.record<Probe>({
			as: fc.constant(form.as),
			method: fc.constant(form.method),
			target: fc.constant(form.action),
			origin: fc.constant<OriginKind>('same'),
			accept,
			body: tainted.map((sent) =>
				/multipart/i.test(form.enctype)
					? { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: multipart(sent, []), label: 'the form, one field tainted' }
					: { contentType: 'application/x-www-form-urlencoded', bytes: urlencoded(sent), label: 'the form, one field tainted' },
			),
			route: fc.constant(`form ${form.action}, one field tainted`),
		})
		if (apiRoutes.length === 0) return fc.oneof(asForm, deep)
		// The same fields as JSON to the site's JSON API: the contact form's reach POST /api/enquiries this way.
		const toApi = (sent: fc.Arbitrary<Field[]>, label: string) =>
			fc.record<Probe>({
				as: fc.constantFrom<Who>('anonymous', form.as),
				method: fc.constant('POST'),
				target: fc.constantFrom(...apiRoutes),
				origin: fc.constantFrom<OriginKind>('none', 'none', 'none', 'same', 'cross'),
				accept: fc.constant('application/json'),
				body: sent.map((values) => ({
					contentType: 'application/json',
					bytes: Buffer.from(JSON.stringify(Object.fromEntries(values))),
					label: `the fields of ${form.action} as JSON${label}`,
				})),
				route: fc.constant(`form ${form.action} as JSON${label}`),
			})
		return fc.oneof(
			{ weight: 3, arbitrary: asForm },
			{ weight: 3, arbitrary: deep },
			{ weight: 1, arbitrary: toApi(fields, '') },
			{ weight: 2, arbitrary: toApi(tainted, ', one field tainted') },
		)
	})

const describeProbe = (probe: Probe, response?: RawResponse) =>
	[
		`${probe.method} ${probe.target.length > 300 ? `${probe.target.slice(0, 300)}… (${probe.target.length} chars)` : probe.target}`,
		`as ${probe.as}, Origin ${probe.origin}, route ${probe.route}`,
		probe.body
			? `body: ${probe.body.label}, ${probe.body.bytes.length} bytes, Content-Type ${probe.body.contentType ?? '(none)'}: ${JSON.stringify(probe.body.bytes.subarray(0, 300).toString('latin1'))}`
			: 'no body',
		response ? `answer: ${response.status} ${response.body.toString('utf8').slice(0, 400)}` : '',
	].join('\n  ')

const adminContentPaths = [
	'/admin/articles',
	'/admin/articles/new',
	'/admin/articles/categories',
	'/admin/articles/1',
	'/admin/articles/1/history',
	'/admin/case-studies',
	'/admin/case-studies/new',
	'/admin/case-studies/1',
	'/admin/case-studies/1/history',
	// Customer data and the newsletter list (issue 24).
	'/admin/data-rights',
	'/admin/newsletter',
	// The admin's own account: two-factor sign-in and sessions (issue 26).
	'/admin/security',
]

/** Behind re-authentication (issue 26): an admin who signed in a while ago is sent to confirm first. */
const adminReauthPaths = ['/admin/security/two-factor', '/admin/data-rights?email=sweep%40example.com&erase']

/** Their downloads (issue 24): personal data, for admins only. */
const adminDownloads = ['/admin/data-rights/export.json?email=sweep%40example.com', '/admin/newsletter/export.csv?q=%00']

it('answers the requests that once failed with 5xx, refuses a cross-site sign-out, and keeps the content editor admin-only', async () => {
	const json = (value: unknown): Body => ({ contentType: 'application/json', bytes: Buffer.from(JSON.stringify(value)), label: 'JSON' })
	const contact = crawled.forms.find((form) => form.action === '/contact')!
	const enquiry = Object.fromEntries(contact.fields.map(([name, value]) => [name, value.replaceAll('{n}', 'regression')]))
	const tainted = { ...enquiry, message: 'A dripping tap\u0000 \uD800 and more' }
	const cases: [Omit<Probe, 'route'>, (status: number) => boolean][] = [
		[{ as: 'anonymous', method: 'POST', target: '/api/enquiries', origin: 'none', body: json(tainted) }, (status) => status === 201],
		[
			{
				as: 'anonymous',
				method: 'POST',
				target: '/contact',
				origin: 'same',
				body: {
					contentType: 'application/x-www-form-urlencoded',
					bytes: urlencoded(Object.entries({ ...tainted, email: 'other@example.com' })),
					label: 'form',
				},
			},
			(status) => status === 200,
		],
		[{ as: 'admin', method: 'GET', target: '/admin/enquiries?q=%00', origin: 'none' }, (status) => status === 200],
		[{ as: 'admin', method: 'GET', target: '/admin/enquiries/export.csv?q=%00', origin: 'none' }, (status) => status === 200],
		...['application/json', 'text/plain', 'application/xml', undefined, 'multipart/form-data', 'multipart/form-data; boundary=x'].map(
			(contentType): [Omit<Probe, 'route'>, (status: number) => boolean] => [
				{
					as: 'anonymous',
					method: 'POST',
					target: '/blog',
					origin: 'same',
					body: { contentType, bytes: Buffer.from('{"email":"x@example.com"}'), label: 'not a form' },
				},
				(status) => status >= 400 && status < 500,
			],
		),
		...['/media/seed', '/media/seed/projects'].map((target): [Omit<Probe, 'route'>, (status: number) => boolean] => [
			{ as: 'anonymous', method: 'GET', target, origin: 'none' },
			(status) => status === 404,
		]),
		[{ as: 'anonymous', method: 'TRACE', target: '/', origin: 'none' }, (status) => status === 405],
		...adminDownloads.flatMap((target): [Omit<Probe, 'route'>, (status: number) => boolean][] => [
			[{ as: 'anonymous', method: 'GET', target, origin: 'none' }, (status) => status === 302],
			[{ as: 'stale session', method: 'GET', target, origin: 'none' }, (status) => status === 302],
			[{ as: 'admin', method: 'GET', target, origin: 'none' }, (status) => status === 200],
		]),
		[{ as: 'admin', method: 'POST', target: '/auth/sign-out', origin: 'cross' }, (status) => status === 403],
		...adminReauthPaths.flatMap((target): [Omit<Probe, 'route'>, (status: number) => boolean][] => [
			[{ as: 'anonymous', method: 'GET', target, origin: 'none' }, (status) => status === 302],
			[{ as: 'stale session', method: 'GET', target, origin: 'none' }, (status) => status === 302],
			[{ as: 'admin', method: 'GET', target, origin: 'none' }, (status) => status === 200 || status === 302],
		]),
		// The code step of signing in, with no sign-in waiting: back to the password.
		[{ as: 'anonymous', method: 'GET', target: '/auth/two-factor', origin: 'none' }, (status) => status === 302],
		// The articles' and case studies' admin pages (issue 22): an anonymous visitor is sent to sign in, a post is refused (the delete below deletes nothing: checked after).
		...adminContentPaths.flatMap((target): [Omit<Probe, 'route'>, (status: number) => boolean][] => [
			[{ as: 'anonymous', method: 'GET', target, origin: 'none' }, (status) => status === 302],
			[
				{
					as: 'anonymous',
					method: 'POST',
					target,
					origin: 'same',
					body: { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from('intent=delete&id=1'), label: 'form' },
				},
				(status) => status === 302 || status === 401,
			],
			[{ as: 'admin', method: 'GET', target, origin: 'none' }, (status) => status === 200],
		]),
	]
	for (const [probe, expected] of cases) {
		const response = await send(probe)
		expect(expected(response.status), describeProbe({ ...probe, route: 'regression' }, response)).toBe(true)
	}
	expect(await query(sql`select id from articles where id = 1`)).toHaveLength(1)
	// The refused sign-out ended nothing: the admin is still signed in.
	expect((await send({ as: 'admin', method: 'GET', target: '/admin/reviews', origin: 'none' })).status).toBe(200)
	const stored = await query<{ message: string }>(sql`select message from enquiries where message like 'A dripping tap%'`)
	// The API's JSON carries the lone surrogate, and loses it; a form body cannot (it arrives as U+FFFD, as a browser sends it).
	expect(stored.map((row) => row.message).sort()).toEqual(['A dripping tap  and more', 'A dripping tap \uFFFD and more'])
})

it(
	`answers every generated request without a 5xx, and a refusal changes nothing (seed ${SEED})`,
	{ timeout: (SECONDS + 120) * 1000 },
	async () => {
		const failures: string[] = []
		const started = Date.now()
		const property = fc.asyncProperty(
			fc.oneof({ weight: 3, arbitrary: routeProbe }, { weight: 2, arbitrary: formProbe }),
			async (probe) => {
				const before = await fingerprint()
				let response: RawResponse
				try {
					response = await send(probe)
				} catch (error) {
					throw new Error(`No answer: ${(error as Error).message}\n  ${describeProbe(probe)}`, { cause: error })
				}
				const seen = coverage.get(probe.route) ?? new Map<number, number>()
				coverage.set(probe.route, seen.set(response.status, (seen.get(response.status) ?? 0) + 1))
				const problems: string[] = []
				// Node's own parser answers some requests (headers too large, unknown methods) before any of the stack runs.
				const beforeTheStack = response.headers['x-request-id'] === undefined
				if (response.status >= 500) problems.push(`a ${response.status}`)
				const crossSite = probe.origin === 'cross' || probe.origin === 'null'
				if (allowedMethods.has(probe.method) && UNSAFE.has(probe.method) && crossSite && response.status !== 403 && !beforeTheStack) {
					problems.push(`a cross-site ${probe.method} answered ${response.status}, not 403`)
				}
				if (!allowedMethods.has(probe.method) && response.status !== 405 && !beforeTheStack) {
					problems.push(`method ${probe.method} answered ${response.status}, not 405`)
				}
				if (response.status >= 400) {
					// A save refused because another came first keeps the refused text as a revision (decision 0040): the one refusal that writes.
					const keptConflict = (changed: string[]) => response.status === 409 && changed.length === 1 && changed[0] === 'content_revisions'
					const changed = changedTables(before, await fingerprint())
					if (changed.length > 0 && !keptConflict(changed))
						problems.push(`a refusal (${response.status}) changed rows of ${changed.join(', ')}`)
				} else if (probe.as === 'admin' && probe.method !== 'GET' && probe.method !== 'HEAD') {
					await ensureAdminSession()
				}
				if (problems.length === 0) return true
				const report = `${problems.join('; ')}:\n  ${describeProbe(probe, response)}`
				if (!SURVEY) throw new Error(report)
				failures.push(report)
				return true
			},
		)
		const details = await fc.check(property, {
			seed: SEED,
			numRuns: 1_000_000,
			interruptAfterTimeLimit: SECONDS * 1000,
			markInterruptAsFailure: false,
			...(process.env.SWEEP_PATH ? { path: process.env.SWEEP_PATH } : {}),
		})
		const seconds = ((Date.now() - started) / 1000).toFixed(1)
		const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
		process.stdout.write(
			`Route sweep (seed ${SEED}, ${database.name}): set up in ${setUpSeconds} s (${routes.length} routes, ${crawled.forms.length} forms); ${requests} requests, ${details.numRuns} generated, in ${seconds} s; ${counts.join(' ')}\n`,
		)
		if (SURVEY) {
			const lines = [...coverage]
				.sort(([a], [b]) => a.localeCompare(b))
				.map(
					([route, counts]) =>
						`  ${route}: ${[...counts]
							.sort(([a], [b]) => a - b)
							.map(([status, count]) => `${status}×${count}`)
							.join(' ')}`,
				)
			process.stdout.write(`Coverage:\n${lines.join('\n')}\n`)
		}
		if (SURVEY && failures.length > 0) process.stdout.write(`${failures.length} failures:\n${[...new Set(failures)].join('\n')}\n`)
		if (details.failed) {
			const replay = `SWEEP_SEED=${SEED} SWEEP_PATH=${details.counterexamplePath} npx vitest run server/route-sweep.test.ts`
			throw new Error(`${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance)}\nReplay: ${replay}`)
		}
		expect(failures).toEqual([])

		const health = await send({ as: 'anonymous', method: 'GET', target: '/healthz', origin: 'none' })
		expect(health.status).toBe(200)
		expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok', database: 'ok' })
	},
)
