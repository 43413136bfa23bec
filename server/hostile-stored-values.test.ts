import { sql } from 'drizzle-orm'
import { matchPath } from 'react-router'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { sanitizeRichText } from '#app/.server/content/rich-text.ts'
import { getEnv } from '#app/.server/env.ts'
import * as articleEdit from '#app/routes/admin/articles-edit.tsx'
import * as articleNew from '#app/routes/admin/articles-new.tsx'
import { accountCookie } from '#tests/admin-session.ts'
import { CONTENT_TABLES } from '#tests/content-tables.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'
import { rawRequest } from '#tests/raw-http.ts'
import { testContext } from '#tests/route-context.ts'
import { readPage, sitemapPaths } from '#tests/sweep/html.ts'
import { routePatterns } from '#tests/sweep/routes.ts'
import { startInProcessServer, startSeededServices, type InProcessServer } from '#tests/sweep/server.ts'

/**
 * Stored values never break a page: hostile values are written straight into
 * every column of every table the admin edits (bypassing the forms, as an old
 * row, an import or a bug could), round after round so every column gets
 * every value, and every public page is rendered after each round. No page
 * may answer 5xx, show a stored value as markup, or turn a stored path into
 * a link off the site. Columns the database refuses a value for (checks,
 * enums, lengths) keep their last value: the database guards those.
 */

// Mail stays in the outbox and media on a temporary disk, whatever the developer's environment says.
for (const name of ['SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'MEDIA_PUBLIC_URL']) delete process.env[name]

const database = testDatabaseForThisFile()

// What the admin edits: the content tables (CONTENT_TABLES; not accounts, enquiries, the newsletter, logs or counters).
const contentTables: readonly string[] = CONTENT_TABLES
// Columns that name rows (pages are found by them) or that the app writes itself.
const KEPT_COLUMNS = /^(id|slug|.*_id|created_at|updated_at|version)$/
/**
 * Columns that hold markup by design and are rendered as stored: an article's body (decisions 0038, 0039).
 * Every save sends it through the sanitiser (app/.server/content/editing.ts), so here it is given what a
 * save of each hostile value stores; a test below posts hostile HTML through the editor's actions.
 */
const SANITISED_COLUMNS = new Set(['articles.body_html'])

const SCRIPT = '<script>alert("stored-xss")</script>'
const hostileTexts = [
	'/media/100%',
	...hostileAddresses,
	SCRIPT,
	`</script>${SCRIPT}`,
	'"><img src=x onerror=alert("stored-xss")>',
	"javascript:alert('stored-xss')//",
	' \tJaVaScRiPt:alert(1)',
	'/media/../../etc/passwd',
	'/media/%E0%A4%A',
	'data:text/html,<script>alert(1)</script>',
	'x'.repeat(20_000),
	'NaN',
	'-1',
	'1e309',
	'Infinity',
	'',
	'𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂 \u202eevil\u200b\u0301 ﷽',
	'{"__proto__":{"polluted":true}}',
] as const
const hostileNumbers: Record<string, readonly string[]> = {
	integer: ['-1', '0', '2147483647', '-2147483648'],
	smallint: ['-1', '32767', '-32768'],
	bigint: ['-1', '9223372036854775807'],
	numeric: ['NaN', '-1', '0', '99999999.99', 'Infinity'],
	real: ['NaN', 'Infinity', '-Infinity', '-1'],
	'double precision': ['NaN', 'Infinity', '-Infinity', '1e308'],
}
// Every column of every row gets every value once over the rounds; HOSTILE_ROUNDS=<n> runs fewer while working on it.
const ROUNDS = Math.min(hostileTexts.length, Number(process.env.HOSTILE_ROUNDS ?? hostileTexts.length))

/** The JSON of a stored object with every string replaced by `text` and every number by something odd: the shape kept, the values hostile. */
function hostileJson(value: unknown, text: string, round: number): unknown {
	if (typeof value === 'string') return text
	if (typeof value === 'number') return [-1, 0, 1e308, 2 ** 53 + 1, text][round % 5]
	if (typeof value === 'boolean') return round % 2 === 0 ? text : !value
	if (Array.isArray(value)) return value.map((item) => hostileJson(item, text, round))
	if (value && typeof value === 'object')
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hostileJson(item, text, round)]))
	return round % 3 === 0 ? text : value
}
// Whole values of the wrong shape, for a JSON column every few rounds.
const wrongShapes = ['null', '"text"', '[]', '[1,"two",null]', '{"0":{"before":"/media/100%","after":"javascript:alert(1)"}}', '42']

type Column = { table: string; column: string; type: string; udt: string }

async function query<T>(statement: Parameters<typeof database.db.execute>[0]): Promise<T[]> {
	const result = (await database.db.execute(statement)) as unknown as { rows?: T[] } | T[]
	return Array.isArray(result) ? result : (result.rows ?? [])
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Writes round `round`'s hostile values; answers how many column values the database took. */
async function writeHostileValues(columns: Column[], round: number): Promise<{ taken: number; refused: number }> {
	let taken = 0
	let refused = 0
	for (const [index, { table, column, type, udt }] of columns.entries()) {
		const ids = await query<{ id: string; value: unknown }>(
			sql.raw(`select id::text as id, ${quoted(column)} as value from ${quoted(table)} order by id`),
		)
		const assignments: { id: string; value: ReturnType<typeof sql> }[] = []
		for (const [rowIndex, row] of ids.entries()) {
			const text = hostileTexts[(round + index + rowIndex) % hostileTexts.length]!
			let value: ReturnType<typeof sql>
			if (SANITISED_COLUMNS.has(`${table}.${column}`)) {
				const saved = sanitizeRichText(`<p>${text}</p>${text}`, { siteOrigin: new URL(getEnv().SITE_URL).origin })
				if (!saved.ok) {
					refused += 1
					continue
				}
				value = sql`${saved.html}`
			} else if (type === 'text' || type === 'character varying') value = sql`${text}`
			else if (type === 'ARRAY' && udt === '_text') value = sql`${`{${JSON.stringify(text)},"/media/100%"}`}::text[]`
			else if (type === 'jsonb' || type === 'json') {
				const json =
					round % 4 === 3
						? wrongShapes[(round + rowIndex) % wrongShapes.length]!
						: JSON.stringify(hostileJson(row.value ?? {}, text, round))
				value = sql`${json}::jsonb`
			} else if (hostileNumbers[type]) {
				const numbers = hostileNumbers[type]
				value = sql.raw(`'${numbers[(round + rowIndex) % numbers.length]}'::${type}`)
			} else continue
			assignments.push({ id: row.id, value })
		}
		if (assignments.length === 0) continue
		const target = sql.raw(quoted(table))
		const assigned = sql.raw(quoted(column))
		// The column's rows in one statement (each write runs the content triggers); when the database refuses
		// one of its values, a statement a row, so the others are still taken.
		try {
			const rows = sql.join(
				assignments.map(({ id, value }) => sql`(${id}, ${value})`),
				sql`, `,
			)
			await database.db.execute(
				sql`update ${target} set ${assigned} = hostile.value from (values ${rows}) as hostile(id, value) where ${target}.id::text = hostile.id`,
			)
			taken += assignments.length
		} catch {
			for (const { id, value } of assignments) {
				try {
					await database.db.execute(sql`update ${target} set ${assigned} = ${value} where id::text = ${id}`)
					taken += 1
				} catch {
					refused += 1
				}
			}
		}
	}
	return { taken, refused }
}

type Finding = { round: number; target: string; problem: string }

// Schemes that run or smuggle content when a link or source is followed.
const DANGEROUS_SCHEME = /^(javascript|vbscript|data):/i
// eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
const IGNORED_BY_BROWSERS = /[\u0000-\u0020]/g

/** What is wrong with one rendered page: script from a stored value, a link that runs script, or a stored path leading off the site. */
function problemsOf(html: string, target: string): string[] {
	const problems: string[] = []
	if (html.includes('<script>alert(') || html.includes('alert("stored-xss")</script>'))
		problems.push('a stored <script> is rendered as markup')
	if (/<img src=x onerror/i.test(html)) problems.push('a stored attribute broke out of its quotes')
	// A stored number is shown as a number or not at all: never a price or rating of NaN.
	const odd = /(£|\$)\s?-?(NaN|Infinity)|"(ratingValue|price|minPrice|reviewCount)":\s?"?-?(NaN|Infinity|null)/.exec(html)
	if (odd) problems.push(`a stored number shows as ${odd[0]}`)
	for (const match of html.matchAll(/\s(href|src|action|formaction|poster|srcset)="([^"]*)"/gi)) {
		const raw = match[2]!
			.replace(/&amp;/g, '&')
			.replace(/&quot;/g, '"')
			.replace(/&#x27;/g, "'")
		const candidates = match[1]!.toLowerCase() === 'srcset' ? raw.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [raw]
		for (const value of candidates) {
			const bare = value.replace(IGNORED_BY_BROWSERS, '')
			if (DANGEROUS_SCHEME.test(bare)) problems.push(`${match[1]}="${value.slice(0, 80)}" runs or embeds content`)
			// An address written whole (https://…) is an external link on purpose; anything else must stay on this site.
			if (/^https?:\/\//i.test(value)) continue
			let url: URL
			try {
				url = new URL(value, `http://127.0.0.1${target}`)
			} catch {
				continue
			}
			if (/^https?:$/.test(url.protocol) && url.host !== '127.0.0.1')
				problems.push(`${match[1]}="${value.slice(0, 80)}" leads off the site`)
		}
	}
	return problems
}

/** The addresses a page loads images and icons from. */
const imageAddresses = (html: string) =>
	[...html.matchAll(/<(?:img|link|source)\b[^>]*?\s(?:src|href|srcset)="([^"]*)"/g)].map((match) => match[1]!)

let server: InProcessServer
let services: Awaited<ReturnType<typeof startSeededServices>> | undefined
let columns: Column[] = []
const targets = new Set<string>()

beforeAll(async () => {
	services = await startSeededServices('hostile-stored')

	columns = (
		await query<Column>(
			sql`select table_name as "table", column_name as "column", data_type as "type", udt_name as "udt" from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
		)
	).filter((column) => contentTables.includes(column.table) && !KEPT_COLUMNS.test(column.column))

	// Every public page of the seeded site: the static routes, the sitemap, and the pages they link to (one per dynamic route's value).
	server = await startInProcessServer({ pageCache: false })
	const siteHost = new URL(getEnv().SITE_URL).host
	const isPublicPage = (target: string) =>
		!/^\/(admin|auth|api|media|assets|resources)(\/|$)|\.(xml|txt|ico|png|svg|webmanifest)$|\?/.test(target)
	const pages = routePatterns()
		.filter((route) => route.params.length === 0 && !route.splat)
		.map((route) => route.pattern)
		.filter(isPublicPage)
	const sitemap = await rawRequest(server.port, { method: 'GET', target: '/sitemap.xml' })
	for (const page of [...pages, ...sitemapPaths(sitemap.body.toString('utf8'))]) targets.add(page)
	for (const page of [...targets]) {
		const response = await rawRequest(server.port, { method: 'GET', target: page })
		for (const link of readPage(response.body.toString('utf8'), page, [siteHost]).links) if (isPublicPage(link)) targets.add(link)
	}
}, 300_000)

afterAll(async () => {
	await server?.close()
	await services?.stop()
}, 120_000)

it('stores and renders only the allowlist of an article body posted through the editor, whatever the browser sends', async () => {
	const cookie = await accountCookie('hostile-editor@example.com', 'hostile editor passphrase', '192.0.2.77')
	const [settingsRow] = await query<{ categories: string[] }>(sql`select blog_categories as categories from settings where id = 1`)
	await database.db.execute(sql`update settings set blog_categories = '{"Heating Systems"}' where id = 1`)
	const hostile = [
		'<p>Kept <strong>bold</strong> and <a href="/contact">a link</a>.</p>',
		'<script>alert("stored-xss")</script>',
		'<p onclick="alert(1)" style="background:url(javascript:alert(1))">handlers and style</p>',
		'<a href="javascript:alert(1)">js link</a> <a href=" JaVaScRiPt:alert(1)">spaced</a> <a href="jav&#x09;ascript:alert(1)">encoded</a>',
		'<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
		'<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg</a></svg>',
		'<img src="https://evil.example/x.png" alt="off-site"><img src=x onerror=alert("stored-xss")>',
		'<style>body{display:none}</style><form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
	].join('')
	const form = {
		title: 'Hostile body',
		slug: 'hostile-body',
		category: 'Heating Systems',
		tags: '',
		excerpt: '',
		body_html: hostile,
		cover_image_key: '',
		author_name: '',
		seo_keywords: '',
		publish_at: '',
		seo_title: '',
		meta_description: '',
		social_image: '',
	}
	const send = async (module: { action: (args: never) => unknown }, path: string, fields: Record<string, string>, params = {}) => {
		const request = new Request(`http://localhost${path}`, {
			method: 'POST',
			body: new URLSearchParams(fields),
			headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
		})
		return (await module.action({ request, params, context: testContext() } as never)) as Response
	}
	const created = await send(articleNew, '/admin/articles/new', { intent: 'create', ...form })
	const id = created.headers.get('Location')?.match(/\/admin\/articles\/(\d+)/)?.[1]
	expect(id, `created: ${created.status}`).toBeDefined()
	const published = await send(articleEdit, `/admin/articles/${id}`, { intent: 'publish', version: '1', ...form }, { id })
	expect(published.headers.get('Location')).toMatch(/saved=published&left=\d+$/)

	const [stored] = await query<{ body: string }>(sql`select body_html as body from articles where id = ${Number(id)}`)
	expect(stored?.body).toBe(
		'<p>Kept <strong>bold</strong> and <a href="/contact">a link</a>.</p><p>handlers and style</p>js link spaced encodedgo',
	)
	const response = await rawRequest(server.port, { method: 'GET', target: '/blog/hostile-body' })
	expect(response.status).toBe(200)
	const html = response.body.toString('utf8')
	expect(html).toContain('<p>Kept <strong>bold</strong> and <a href="/contact">a link</a>.</p>')
	expect(problemsOf(html, '/blog/hostile-body')).toEqual([])
	// The page draws its own SVG icons: the stored body above has none, and it is rendered as stored.
	const around = (pattern: RegExp) => {
		const at = html.search(pattern)
		return at < 0 ? null : html.slice(Math.max(0, at - 60), at + 60)
	}
	// It runs before the rounds, so nothing else on the page is hostile.
	for (const forbidden of [/<iframe/i, /\son(click|error)=/i, /javascript:/i, /evil\.example/, /body\{display:none\}/])
		expect(around(forbidden), String(forbidden)).toBeNull()
	await database.db.execute(
		sql`update settings set blog_categories = ${`{${(settingsRow?.categories ?? []).map((name) => JSON.stringify(name)).join(',')}}`}::text[] where id = 1`,
	)
})

it('renders every public page, whatever the admin-edited tables hold', { timeout: 900_000 }, async () => {
	expect(targets.size).toBeGreaterThan(30)
	expect(columns.map((column) => column.table)).toEqual(expect.arrayContaining([...CONTENT_TABLES]))
	const findings: Finding[] = []
	let requests = 0
	let written = 0
	let writeMs = 0
	// A share of each route's pages a round, so every page is rendered over the rounds: the pages of one route
	// (/blog/:slug, say) are the same code over other rows, and as the values move on by row every round, a
	// row's page shows a value in each column every round it is rendered.
	const routes = routePatterns()
	const byRoute = new Map<string, string[]>()
	const rendered = new Set<string>()
	for (const target of targets) {
		const route = routes.find(({ pattern }) => matchPath(pattern, target))?.pattern ?? target
		byRoute.set(route, [...(byRoute.get(route) ?? []), target])
	}
	for (let round = 0; round < ROUNDS; round++) {
		const t0 = performance.now()
		written += (await writeHostileValues(columns, round)).taken
		writeMs += performance.now() - t0
		const pagesThisRound = [...byRoute.values()].flatMap((pages) => {
			const step = Math.ceil(pages.length / ROUNDS)
			return Array.from({ length: step }, (_, k) => pages[(round * step + k) % pages.length]!)
		})
		for (const target of new Set(pagesThisRound)) {
			rendered.add(target)
			const response = await rawRequest(server.port, { method: 'GET', target })
			requests += 1
			if (response.status >= 500) findings.push({ round, target, problem: `answered ${response.status}` })
			const location = response.headers['location']
			if (location && !/^\/(?![/\\])/.test(String(location))) findings.push({ round, target, problem: `redirects to ${String(location)}` })
			for (const problem of problemsOf(response.body.toString('utf8'), target)) findings.push({ round, target, problem })
		}
	}
	process.stdout.write(
		`Hostile stored values: ${ROUNDS} rounds, ${columns.length} columns of ${CONTENT_TABLES.length} tables, ${written} values written, ${requests} requests of ${targets.size} pages of ${byRoute.size} routes (at most ${Math.max(...[...byRoute.values()].map((pages) => pages.length))} pages of one); writing took ${Math.round(writeMs)} ms\n`,
	)
	expect(findings.slice(0, 20)).toEqual([])
	expect(written).toBeGreaterThan(columns.length * ROUNDS)
	// Every page of every route is rendered over the rounds.
	if (ROUNDS === hostileTexts.length) expect(rendered).toEqual(targets)
})

it('shows a service page whose hero image is /media/100% without the picture', async () => {
	const [service] = await query<{ slug: string }>(sql`select slug from services where is_active order by slug limit 1`)
	await database.db.execute(sql`update services set hero_image = '/media/100%', name = 'Hostile hero' where slug = ${service!.slug}`)
	const response = await rawRequest(server.port, { method: 'GET', target: `/services/${service!.slug}` })
	expect(response.status).toBe(200)
	expect(imageAddresses(response.body.toString('utf8')).filter((address) => address.includes('/media/100%'))).toEqual([])
})

it('links the built-in icons when the stored favicon is not one of our media files', async () => {
	for (const stored of ['/\\evil.example/icon.png', 'https://evil.example/icon.png', '/media/100%', 'javascript:alert(1)']) {
		await database.db.execute(sql`update settings set favicon_url = ${stored}, logo_url = ${stored}`)
		const response = await rawRequest(server.port, { method: 'GET', target: '/about' })
		expect(response.status).toBe(200)
		const html = response.body.toString('utf8')
		const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]*)"/g)].map((match) => match[1])
		expect(icons, stored).toEqual(['/favicon.svg', '/apple-touch-icon.png'])
		// No <img>, <source> or <link> takes the stored address (other fields hold hostile values of earlier rounds: only addresses are checked).
		expect(
			imageAddresses(html).filter((address) => address.includes(stored.replace(/&/g, '&amp;'))),
			stored,
		).toEqual([])
		const ico = await rawRequest(server.port, { method: 'GET', target: '/favicon.ico' })
		expect(ico.headers['location']).toBe('/favicon.svg')
	}
})
