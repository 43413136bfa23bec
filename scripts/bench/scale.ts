/**
 * npm run bench:scale [-- --postgres] [--requests 50]
 *
 * Whether the public list pages cost the same with 10,000 published reviews,
 * 10,000 published gallery projects, 5,000 articles and 2,000 case studies
 * as with the seed. Starts the production build (page cache off) on the
 * seeded database and times the SCALE_PAGES (the lists' first and deep
 * pages, and the articles' feed) one request at a time, taking turns (median
 * after 10 warm-up rounds); then stops it, inserts the 27,000 rows into the
 * same database, starts it again and times them again. Prints
 * the two timings and their ratio per page (the goal: within 1.5x), and the
 * plans PostgreSQL chooses for the list queries on the large database.
 *
 * On the seed the deep pages do not exist (the seed's time there is its
 * not-found page), so a deep page's large/seed ratio is taken against the
 * seed's first page of the same list, the page that list renders today; the
 * last column compares each large page with the large first page, which shows
 * what depth costs.
 */
import '../../server/load-env.ts'

import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql, type SQLWrapper } from 'drizzle-orm'

import { articleCardsPageQuery, articlesCountQuery, feedArticlesQuery } from '#app/.server/data/articles.ts'
import { caseStudiesCountQuery, caseStudiesPageQuery } from '#app/.server/data/case-studies.ts'
import { publishedCategoryCountsQuery, publishedProjectsPageQuery } from '#app/.server/data/projects.ts'
import { publishedReviewsPageQuery, publishedReviewSummaryQuery } from '#app/.server/data/reviews.ts'
import { installDatabase, openDatabase, type DatabaseHandle } from '#app/.server/db/index.ts'
import { createTestDatabase } from '#tests/database.ts'

import { benchDataDir, percentile, startBenchServer } from './server.ts'

export const SCALE_PAGES = [
	'/reviews',
	'/reviews?page=500',
	'/gallery',
	'/gallery?page=400',
	'/blog',
	'/blog?page=300',
	'/blog?category=heating-systems&page=50',
	'/blog/feed.xml',
	'/case-studies',
	'/case-studies?page=300',
] as const
const ADDED_REVIEWS = 10_000
const ADDED_PROJECTS = 10_000
const ADDED_ARTICLES = 5_000
const ADDED_CASE_STUDIES = 2_000
const WARM_UP = 10

type Timing = { status: number; medianMs: number; p90Ms: number }

/**
 * Median and p90 of `requests` sequential requests to each page, after the
 * warm-up. The pages take turns, so a busy moment of the machine falls on all
 * of them alike.
 */
async function timePages(baseUrl: string, requests: number): Promise<Map<string, Timing>> {
	const times = new Map<string, number[]>(SCALE_PAGES.map((page) => [page, []]))
	const statuses = new Map<string, number>()
	for (let round = 0; round < WARM_UP + requests; round++) {
		for (const page of SCALE_PAGES) {
			const started = performance.now()
			const response = await fetch(`${baseUrl}${page}`)
			await response.arrayBuffer()
			if (round >= WARM_UP) times.get(page)!.push(performance.now() - started)
			statuses.set(page, response.status)
		}
	}
	return new Map(
		SCALE_PAGES.map((page) => {
			const sorted = times.get(page)!.sort((a, b) => a - b)
			return [page, { status: statuses.get(page)!, medianMs: percentile(sorted, 50), p90Ms: percentile(sorted, 90) }]
		}),
	)
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
	const result = (await handle.db.execute(query)) as unknown as { rows?: T[] } | T[]
	return Array.isArray(result) ? result : (result.rows ?? [])
}

/**
 * 10,000 published reviews and 10,000 published projects (plus a few drafts),
 * one every four hours, older than the seed, in the order they would have been written. The
 * projects reuse the seeded pictures, categories and services, so a page of
 * them is the same markup as a page of the seed. Inserted without the audit
 * trigger (20,000 audit rows would only slow the set-up), then analysed as
 * PostgreSQL's autovacuum would.
 */
async function addContent(handle: DatabaseHandle) {
	await handle.db.transaction(async (tx) => {
		await tx.execute(sql`set local session_replication_role = replica`)
		const reviewRows = sql.raw(String(Math.ceil((ADDED_REVIEWS * 21) / 20)))
		const projectRows = sql.raw(String(Math.ceil((ADDED_PROJECTS * 21) / 20)))
		await tx.execute(sql`
			insert into reviews (reviewer_name, location, title, body, rating, is_published, created_at, updated_at)
			select 'Customer ' || n, (array['Maida Vale, W9', 'Kensington, W8', 'Fulham, SW6', null])[1 + n % 4],
				case when n % 3 = 0 then null else 'Review number ' || n end,
				repeat('They turned up when they said they would, kept the place tidy and finished on budget. ', 1 + n % 4),
				(array[5, 5, 4, 5, 3, 5, 4])[1 + n % 7], n % 21 <> 0,
				now() - interval '400 days' - (${reviewRows} - n) * interval '4 hours',
				now() - interval '400 days' - (${reviewRows} - n) * interval '4 hours'
			from generate_series(1, ${reviewRows}) as n`)
		await tx.execute(sql`
			with seeded as (
				select row_number() over (order by id) as i, gallery_category, service_id, images, count(*) over () as total
				from projects where status = 'published' and cardinality(images) > 0
			)
			insert into projects (title, location, gallery_category, service_id, status, images, created_at, updated_at)
			select 'Project ' || n, 'Maida Vale, W9', seeded.gallery_category, seeded.service_id,
				case when n % 21 = 0 then 'draft' else 'published' end::project_status, seeded.images,
				now() - interval '400 days' - (${projectRows} - n) * interval '4 hours',
				now() - interval '400 days' - (${projectRows} - n) * interval '4 hours'
			from generate_series(1, ${projectRows}) as n
			join seeded on seeded.i = 1 + n % seeded.total`)
	})
	// Articles and case studies copy the seeded ones' text (so a card is the same markup), one a day, older than the seed, a few drafts.
	await handle.db.transaction(async (tx) => {
		await tx.execute(sql`set local session_replication_role = replica`)
		const articleRows = sql.raw(String(Math.ceil((ADDED_ARTICLES * 21) / 20)))
		const studyRows = sql.raw(String(Math.ceil((ADDED_CASE_STUDIES * 21) / 20)))
		await tx.execute(sql`
			with seeded as (
				select row_number() over (order by id) as i, category, tags, excerpt, body_html, author_name, seo_keywords, count(*) over () as total
				from articles
			)
			insert into articles (slug, title, category, tags, excerpt, body_html, author_name, seo_keywords, featured, status, publish_at, created_at, updated_at)
			select 'scale-article-' || n, 'Article number ' || n, seeded.category, seeded.tags, seeded.excerpt, seeded.body_html,
				seeded.author_name, seeded.seo_keywords, n % 50 = 0, case when n % 21 = 0 then 'draft' else 'published' end::content_status,
				now() - interval '400 days' - (${articleRows} - n) * interval '1 day',
				now() - interval '400 days' - (${articleRows} - n) * interval '1 day',
				now() - interval '400 days' - (${articleRows} - n) * interval '1 day'
			from generate_series(1, ${articleRows}) as n
			join seeded on seeded.i = 1 + n % seeded.total`)
		await tx.execute(sql`
			with seeded as (select row_number() over (order by id) as i, *, count(*) over () as total from case_studies)
			insert into case_studies (slug, title, location, area, category, timeline, budget, client, completion_year, description,
				challenges, solutions, key_features, testimonial_quote, testimonial_rating, testimonial_author, featured, before_after,
				picture_after_alt, picture_before_alt, status, publish_at, created_at, updated_at)
			select 'scale-study-' || n, 'Case study ' || n, seeded.location, seeded.area, seeded.category, seeded.timeline, seeded.budget,
				seeded.client, seeded.completion_year, seeded.description, seeded.challenges, seeded.solutions, seeded.key_features,
				seeded.testimonial_quote, seeded.testimonial_rating, seeded.testimonial_author, false, seeded.before_after,
				seeded.picture_after_alt, seeded.picture_before_alt, case when n % 21 = 0 then 'draft' else 'published' end::content_status,
				now() - interval '400 days' - (${studyRows} - n) * interval '1 day',
				now() - interval '400 days' - (${studyRows} - n) * interval '1 day',
				now() - interval '400 days' - (${studyRows} - n) * interval '1 day'
			from generate_series(1, ${studyRows}) as n
			join seeded on seeded.i = 1 + n % seeded.total`)
	})
	for (const name of ['reviews', 'projects', 'articles', 'case_studies']) await handle.db.execute(sql.raw(`analyze ${name}`))
	const [counts] = await rows<{ reviews: number; projects: number; articles: number; caseStudies: number }>(
		handle,
		sql`select (select count(*)::int from reviews where is_published) as reviews,
			(select count(*)::int from projects where status = 'published') as projects,
			(select count(*)::int from articles where status = 'published') as articles,
			(select count(*)::int from case_studies where status = 'published') as "caseStudies"`,
	)
	return counts!
}

/** EXPLAIN ANALYZE of the list queries the pages run (the same functions), on the large database. */
async function explainListQueries(handle: DatabaseHandle): Promise<string> {
	installDatabase(handle)
	try {
		const queries: [string, SQLWrapper][] = [
			['/reviews: average and count', publishedReviewSummaryQuery()],
			['/reviews: page 1', publishedReviewsPageQuery(1)],
			['/reviews?page=500', publishedReviewsPageQuery(500)],
			['/gallery: counts per category', publishedCategoryCountsQuery()],
			['/gallery: page 1', publishedProjectsPageQuery({ page: 1 })],
			['/gallery?page=400', publishedProjectsPageQuery({ page: 400 })],
			['/gallery?category=Kitchens&page=50', publishedProjectsPageQuery({ page: 50, category: 'Kitchens' })],
			['/blog: count', articlesCountQuery()],
			['/blog?page=300', articleCardsPageQuery({ page: 300 })],
			['/blog?category=heating-systems&page=50', articleCardsPageQuery({ page: 50, category: 'Heating Systems' })],
			['/blog/feed.xml', feedArticlesQuery()],
			['/case-studies: count', caseStudiesCountQuery()],
			['/case-studies?page=300', caseStudiesPageQuery({ page: 300 })],
		]
		const sections: string[] = []
		for (const [label, query] of queries) {
			const plan = await rows<Record<string, string>>(handle, sql`explain (analyze, costs off) ${query.getSQL()}`)
			sections.push(`-- ${label}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`)
		}
		return sections.join('\n\n')
	} finally {
		installDatabase(null)
	}
}

function table(seed: Map<string, Timing>, large: Map<string, Timing>): string {
	// A deep or filtered page is compared with its list's first page; the feed with itself.
	const firstPath = (page: string) => page.split('?')[0]!
	const header = ['page', 'seed median', 'large median', 'large p90', 'large/seed', 'vs large page 1']
	const lines = SCALE_PAGES.map((page) => {
		const before = seed.get(page)!
		const after = large.get(page)!
		const seedRender = before.status === 200 ? before : seed.get(firstPath(page))!
		const ms = (timing: Timing) => `${timing.medianMs.toFixed(1)} ms${timing.status === 200 ? '' : ` (${timing.status})`}`
		return [
			page,
			ms(before),
			ms(after),
			`${after.p90Ms.toFixed(1)} ms`,
			`${(after.medianMs / seedRender.medianMs).toFixed(2)}x${seedRender === before ? '' : ` (vs seed ${firstPath(page)})`}`,
			`${(after.medianMs / large.get(firstPath(page))!.medianMs).toFixed(2)}x`,
		]
	})
	const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
	const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')
	return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n')
}

/**
 * Runs the whole check (two server starts, the insert, the timings) and prints
 * the table and the plans; resolves to the table's text.
 */
export async function runScaleCheck({ postgres = false, requests = 50 }: { postgres?: boolean; requests?: number } = {}): Promise<string> {
	const dataDir = benchDataDir()
	// On PostgreSQL a fresh database on TEST_DATABASE_URL's server (default: the local one).
	if (postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
	const pgDatabase = postgres ? await createTestDatabase({ install: false }) : null
	// Not-found pages log a warning each; only errors are worth showing here.
	const env = { PAGE_CACHE: 'off', DATABASE_URL: pgDatabase?.url ?? '', LOG_LEVEL: 'error' }
	try {
		// The first start seeds the database, as on a new installation.
		let server = await startBenchServer(env, { dataDir })
		let seed: Map<string, Timing>
		try {
			seed = await timePages(server.baseUrl, requests)
		} finally {
			await server.stop()
		}

		const handle = await openDatabase(
			pgDatabase?.url ? { kind: 'postgres', url: pgDatabase.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
		)
		let plans: string
		let counts: { reviews: number; projects: number; articles: number; caseStudies: number }
		try {
			counts = await addContent(handle)
			plans = await explainListQueries(handle)
		} finally {
			await handle.close()
		}

		server = await startBenchServer(env, { dataDir })
		let large: Map<string, Timing>
		try {
			large = await timePages(server.baseUrl, requests)
		} finally {
			await server.stop()
		}

		const text = [
			`Public list pages, seed vs ${counts.reviews} published reviews, ${counts.projects} published projects, ` +
				`${counts.articles} published articles and ${counts.caseStudies} published case studies ` +
				`(${postgres ? 'PostgreSQL' : 'embedded PGlite'}, page cache off, median of ${requests} sequential requests each after ${WARM_UP} warm-up rounds):`,
			table(seed, large),
		].join('\n')
		console.log(`\n${text}\n\nQuery plans on the large database:\n\n${plans}\n`)
		return text
	} finally {
		await pgDatabase?.close()
		await rm(dataDir, { recursive: true, force: true })
	}
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { values } = parseArgs({
		options: { postgres: { type: 'boolean', default: false }, requests: { type: 'string', default: '50' } },
	})
	await runScaleCheck({ postgres: values.postgres, requests: Number(values.requests) })
}
