/**
 * npm run bench:overview [-- --postgres] [--enquiries 100000] [--runs 20]
 *
 * Whether the admin overview (issue 25) is ready within 200 ms with 100,000
 * enquiries. Fills a fresh database (PGlite in memory, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL with --postgres) with the
 * enquiries of two years, their timeline events (about 1.5 each), two outbox
 * e-mails each, 2,000 reviews, a year of daily page views (30 pages a day,
 * each seen directly and from about six referring sites) and 2,000 media
 * files on disk; then times what a request for /admin does after the guard:
 * every section's queries (the page views' for 30 days, the default), the
 * view's formatting, and the server render of the sections (median and p90
 * of the runs after three warm-up runs), and each section alone.
 *
 * In process, without HTTP: the guard and the document around the page are
 * the same for every admin page and are not what 100,000 rows change.
 * `--explain` prints EXPLAIN ANALYZE of every query the page runs (each
 * one's execution time; `--plans` the plans too), on either database;
 * `--keep` (with --postgres) leaves the database in place.
 */
import '../../server/load-env.ts'

import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { pageViewsReport } from '#app/.server/analytics/page-views.ts'
import { installDatabase, type Database, type DatabaseHandle } from '#app/.server/db/index.ts'
import * as schema from '#app/.server/db/schema/index.ts'
import { emailOutbox, enquiries, enquiryEvents, pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { forgetMediaUsage, loadHealth, mediaUsage } from '#app/.server/overview/health.ts'
import { loadOverview } from '#app/.server/overview/index.ts'
import { loadNeedsDoing } from '#app/.server/overview/needs-doing.ts'
import { loadPipeline } from '#app/.server/overview/pipeline.ts'
import { loadResponseTimes } from '#app/.server/overview/response.ts'
import { installStorage } from '#app/.server/storage/index.ts'
import { createLocalStorage } from '#app/.server/storage/local.ts'
import { installPrivateStorage } from '#app/.server/storage/private.ts'
import { londonDay } from '#app/domain/enquiry/pipeline.ts'
import { percentile } from '#app/domain/overview/figures.ts'
import { HealthSection } from '#app/routes/admin/overview/health.tsx'
import { NeedsDoingSection } from '#app/routes/admin/overview/needs-doing.tsx'
import { PageViewsSection, type PageViewsData } from '#app/routes/admin/overview/pages.tsx'
import { PipelineSection } from '#app/routes/admin/overview/pipeline.tsx'
import { ResponseSection } from '#app/routes/admin/overview/response.tsx'
import { overviewView, type OverviewView } from '#app/routes/admin/overview/view.server.ts'
import { createTestDatabase } from '#tests/database.ts'

const { values: options } = parseArgs({
	options: {
		postgres: { type: 'boolean', default: false },
		enquiries: { type: 'string', default: '100000' },
		runs: { type: 'string', default: '20' },
		/** PostgreSQL: leave the filled database in place (its name is printed) to look at query plans. */
		keep: { type: 'boolean', default: false },
		/** After the timings, EXPLAIN ANALYZE of every query: each one's execution time, and with --plans its plan. */
		explain: { type: 'boolean', default: false },
		plans: { type: 'boolean', default: false },
	},
})
if (options.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
else delete process.env.TEST_DATABASE_URL
const ENQUIRIES = Number(options.enquiries)
const RUNS = Number(options.runs)
const WARM_UP = 3
const MEDIA_FILES = 2000
const GOAL_MS = 200
/** Days of page views, and the public pages viewed each day (the enquiries' source pages are /page-0 to /page-40). */
const VIEW_DAYS = 365
const VIEW_PAGES = 30
const REFERRING_HOSTS = [
	'google.co.uk',
	'google.com',
	'bing.com',
	'duckduckgo.com',
	'facebook.com',
	'instagram.com',
	'checkatrade.com',
	'nextdoor.co.uk',
	'houzz.co.uk',
	'yell.com',
	'chatgpt.com',
	'linkedin.com',
]

/** The whole page's server render of the sections, in a data router as the page has ("Retry now" aside: a form, the same at any scale). */
const render = (view: OverviewView, pages: PageViewsData) => {
	const element = createElement(
		Fragment,
		null,
		createElement(NeedsDoingSection, { needsDoing: view.needsDoing }),
		createElement(ResponseSection, { response: view.response }),
		createElement(HealthSection, { health: view.health, retry: null }),
		createElement(PipelineSection, { pipeline: view.pipeline }),
		createElement(PageViewsSection, { data: pages }),
	)
	const router = createMemoryRouter([{ path: '/admin', element }], { initialEntries: ['/admin'] })
	return renderToString(createElement(RouterProvider, { router }))
}

/** What the loader's page views are for the default period (its guard and address parsing aside). */
const loadPages = async (now: Date): Promise<PageViewsData> => ({ period: 30, report: await pageViewsReport(30, { now }), loadError: null })

async function time(runs: number, task: () => Promise<unknown>) {
	const times: number[] = []
	for (let run = 0; run < WARM_UP + runs; run++) {
		const started = performance.now()
		await task()
		if (run >= WARM_UP) times.push(performance.now() - started)
	}
	times.sort((a, b) => a - b)
	return { median: percentile(times, 50), p90: percentile(times, 90) }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/**
 * EXPLAIN ANALYZE of each query the page runs: the queries are caught by a
 * logging instance of the ORM over the same connection, installed for one
 * load, then explained one by one with their parameters.
 */
async function explainQueries(handle: DatabaseHandle & { url: string | null }, now: Date, full: boolean) {
	const queries: { query: string; params: unknown[] }[] = []
	const logger = { logQuery: (query: string, params: unknown[]) => void queries.push({ query, params }) }
	let explain: (query: string, params: unknown[]) => Promise<string[]>
	let end = async () => {}
	let db: Database
	if (handle.source.kind === 'pglite') {
		const client = handle.source.client
		db = drizzlePglite({ client, schema, logger }) as unknown as Database
		explain = async (query, params) =>
			(await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params)).rows.map((row) => row['QUERY PLAN'])
	} else {
		const client = postgres(handle.url!, { max: 4, onnotice: () => {} })
		db = drizzlePostgres({ client, schema, logger }) as unknown as Database
		explain = async (query, params) =>
			(await client.unsafe<{ 'QUERY PLAN': string }[]>(`explain analyze ${query}`, params as never[])).map((row) => row['QUERY PLAN'])
		end = async () => void (await client.end())
	}
	installDatabase({ ...handle, db })
	try {
		await Promise.all([loadOverview(now), loadPages(now)])
	} finally {
		installDatabase(handle)
	}
	for (const { query, params } of queries) {
		const lines = await explain(query, params)
		console.log(`\n${lines.find((line) => line.startsWith('Execution Time'))}\n${query.slice(0, 300)}`)
		if (full) console.log(lines.join('\n'))
	}
	await end()
}

async function main() {
	const database = await createTestDatabase()
	const mediaRoot = mkdtempSync(path.join(tmpdir(), 'bench-overview-media-'))
	try {
		console.log(`Database: ${database.name === 'pglite-memory' ? 'PGlite (in memory)' : `PostgreSQL (${database.name})`}`)
		const seeded = performance.now()
		// Deterministic: the same rows on every run and either database.
		await database.db.execute(sql`select setseed(0.25)`)
		await database.db.execute(sql`
			insert into enquiries (name, email, phone, postcode, service, consent_at, source_page, stage, value_pence, next_action_on, created_at)
			select 'Customer ' || n, 'customer' || n || '@example.com', '07700 9' || lpad((n % 100000)::text, 5, '0'),
				(array['W9 1AA', 'W2 4BB', 'SW6 2CC', 'W11 3DD', 'E1 6AN', 'NW8 7EE', 'W10 5FF', 'SW3 1GG', 'W1K 2HH', 'W14 8JJ', 'N1 9KK', 'SE1 7LL'])[1 + (random() * 11)::int],
				(array['Kitchen Refurbishment', 'Bathroom Installation', 'Full House Refurbishment', 'Plumbing Services', 'Electrical Work',
					'Heating & Boiler Services', 'Carpentry & Joinery', 'Painting & Decorating', 'Tiling & Flooring', 'General Repairs',
					'Emergency Call-Out', 'Other (please specify)'])[1 + (random() * 11)::int],
				now(),
				case when random() < 0.1 then null else '/page-' || (random() * 40)::int end,
				(array['new', 'contacted', 'contacted', 'survey_booked', 'quoted', 'quoted', 'won', 'won', 'lost', 'lost', 'spam']::enquiry_stage[])[1 + (random() * 10)::int],
				(random() * 2000000)::int,
				case when random() < 0.1 then current_date + (random() * 20 - 10)::int end,
				now() - make_interval(secs => random() * 730 * 86400)
			from generate_series(1, ${ENQUIRIES}) as n
			-- In the order they arrive, as a site receives them: a period's enquiries sit together on disk, not one to a page.
			order by 11`)
		await database.db.execute(sql`
			insert into enquiry_events (enquiry_id, kind, from_stage, to_stage, created_at)
			select id, 'stage', 'new', 'contacted', created_at + make_interval(secs => random() * 3 * 86400)
			from enquiries where stage <> 'new' and random() < 0.95`)
		await database.db.execute(sql`
			insert into enquiry_events (enquiry_id, kind, body, created_at)
			select id, (array['reply', 'note']::enquiry_event_kind[])[1 + (random())::int], 'Body', created_at + make_interval(secs => random() * 5 * 86400)
			from enquiries where random() < 0.6`)
		await database.db.execute(sql`
			insert into email_outbox (kind, enquiry_id, to_address, subject, text_body, status, sent_at, created_at)
			select kind, id, email, 'Subject', 'Body',
				case when random() < 0.002 then 'failed'::outbox_status when random() < 0.002 then 'pending'::outbox_status else 'sent'::outbox_status end,
				created_at + interval '1 minute', created_at
			from enquiries, (values ('enquiry-confirmation'), ('enquiry-notification')) as kinds(kind)`)
		await database.db.execute(sql`
			insert into reviews (reviewer_name, body, rating, is_published, created_at)
			select 'Reviewer ' || n, 'Good work.', 5, random() < 0.95, now() - make_interval(days => n % 700) from generate_series(1, 2000) as n`)
		// A year of days, each of the pages seen directly and from a day's share of the referring sites (a page's rows a day: 1 to 13).
		await database.db.execute(sql`
			insert into page_views_daily (day, path, referrer_host, views)
			select day, '/page-' || page, host, 1 + (random() * case when host = '' then 200 else 30 end)::int
			from generate_series(current_date - ${VIEW_DAYS - 1}::int, current_date, interval '1 day') as days(day),
				generate_series(0, ${VIEW_PAGES - 1}) as pages(page),
				unnest(array[''] || ${sql.raw(`array[${REFERRING_HOSTS.map((host) => `'${host}'`).join(', ')}]`)}) as hosts(host)
			where host = '' or random() < 0.5`)
		// The steady state: the triggers' updates of the daily counts leave dead rows that PostgreSQL's autovacuum (and PGlite's
		// opportunistic page pruning, more slowly) clean up in service; a bulk load of 100,000 enquiries in seconds outpaces both.
		await database.db.execute(sql`vacuum analyze`)
		const counts = {
			enquiries: await database.db.$count(enquiries),
			events: await database.db.$count(enquiryEvents),
			outbox: await database.db.$count(emailOutbox),
			pageViewRows: await database.db.$count(pageViewsDaily),
		}
		console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, counts)

		for (let file = 0; file < MEDIA_FILES; file++) {
			const directory = path.join(mediaRoot, 'media', 'projects', `p${file % 50}`)
			await mkdir(directory, { recursive: true })
			await writeFile(path.join(directory, `photo-${file}.jpg`), Buffer.alloc(2048))
		}
		installStorage(createLocalStorage(path.join(mediaRoot, 'media')))
		installPrivateStorage(createLocalStorage(path.join(mediaRoot, 'private')))
		forgetMediaUsage()
		const walk = performance.now()
		await mediaUsage()
		console.log(`Media count, uncached (${MEDIA_FILES} files on disk): ${ms(performance.now() - walk)} (then reused for 10 minutes)`)

		const now = new Date()
		const today = londonDay(now)
		const page = async () => {
			// As the loader: the sections and the page views side by side.
			const [overview, pages] = await Promise.all([loadOverview(now), loadPages(now)])
			return { view: overviewView(overview, now), pages }
		}
		const whole = await time(RUNS, async () => {
			const { view, pages } = await page()
			return render(view, pages)
		})
		console.log(`\nThe overview, queries + view + render: median ${ms(whole.median)}, p90 ${ms(whole.p90)} (goal: under ${GOAL_MS} ms)`)
		const { view, pages } = await page()
		const renderOnly = await time(RUNS, async () => render(view, pages))
		console.log(`  of which the render alone: median ${ms(renderOnly.median)}, p90 ${ms(renderOnly.p90)}`)
		for (const [name, task] of [
			['needs doing', () => loadNeedsDoing(today)],
			['response', () => loadResponseTimes(now)],
			['pipeline', () => loadPipeline(today)],
			['health', () => loadHealth()],
			['page views, 7 days', () => pageViewsReport(7, { now })],
			['page views, 30 days', () => pageViewsReport(30, { now })],
			['page views, 90 days', () => pageViewsReport(90, { now })],
		] as const) {
			const alone = await time(RUNS, task)
			console.log(`  ${name} alone: median ${ms(alone.median)}, p90 ${ms(alone.p90)}`)
		}
		if (options.explain) await explainQueries(database, now, options.plans)
		if (whole.median > GOAL_MS) process.exitCode = 1
	} finally {
		installStorage(null)
		installPrivateStorage(null)
		rmSync(mediaRoot, { recursive: true, force: true })
		if (options.keep && database.url) console.log(`Kept: ${database.url}`)
		else await database.close()
	}
}

await main()
// A kept database's connections would keep the process alive.
if (options.keep) process.exit()
