/**
 * npm run bench:views [-- --postgres] [--runs 20]
 *
 * The scale check of the overview's "Pages" section (issue 25, decision
 * 0051): a year of daily page-view rows (60 pages × 4 referring hosts × 365
 * days, 87,600 rows) and 100,000 enquiries spread over the same year, on a
 * fresh database (in-memory PGlite, or PostgreSQL with --postgres). Times the
 * section's loader work and render for 7, 30 and 90 days: the report
 * (`pageViewsReport`) and the section rendered to HTML, median and worst of
 * `runs` after three warm-up runs. Goal: within 200 ms.
 */
import '../../server/load-env.ts'

import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { pageViewsReport } from '#app/.server/analytics/page-views.ts'
import { enquiries, pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { VIEW_PERIODS } from '#app/domain/analytics/page-views.ts'
import { addDays, londonDay } from '#app/domain/enquiry/pipeline.ts'
import { PageViewsSection } from '#app/routes/admin/overview/pages.tsx'
import { createTestDatabase } from '#tests/database.ts'

import { percentile } from './server.ts'

const PAGES = 60
const HOSTS = ['', 'google.co.uk', 'bing.com', '*']
const DAYS = 365
const ENQUIRIES = 100_000
const GOAL_MS = 200

export async function runViewsScaleCheck({ postgres = false, runs = 20 }: { postgres?: boolean; runs?: number } = {}): Promise<string> {
	if (postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
	else delete process.env.TEST_DATABASE_URL
	const database = await createTestDatabase()
	try {
		const today = londonDay(new Date())
		const paths = Array.from({ length: PAGES }, (_, index) => (index === 0 ? '/' : `/services/service-${index}`))
		const rows = []
		for (let day = 0; day < DAYS; day += 1)
			for (const [pageIndex, path] of paths.entries())
				for (const [hostIndex, referrerHost] of HOSTS.entries())
					rows.push({ day: addDays(today, -day), path, referrerHost, views: 1 + ((day * 7 + pageIndex * 3 + hostIndex) % 40) })
		for (let start = 0; start < rows.length; start += 5_000)
			await database.db.insert(pageViewsDaily).values(rows.slice(start, start + 5_000))
		const now = Date.now()
		const batch = []
		for (let index = 0; index < ENQUIRIES; index += 1) {
			const createdAt = new Date(now - ((index * 7919) % (DAYS * 86_400)) * 1_000)
			batch.push({
				name: 'Bench Customer',
				email: `customer${index}@example.com`,
				phone: '07700900123',
				postcode: 'W9 1AA',
				service: 'plumbing',
				consentAt: createdAt,
				createdAt,
				sourcePage: index % 10 === 0 ? null : paths[index % PAGES]!,
				stage: index % 50 === 0 ? ('spam' as const) : ('new' as const),
			})
			if (batch.length === 2_000) await database.db.insert(enquiries).values(batch.splice(0))
		}
		if (batch.length > 0) await database.db.insert(enquiries).values(batch)
		await database.db.execute(sql`analyze`)

		const lines = [
			`Pages section, ${rows.length.toLocaleString('en-GB')} daily page-view rows (${PAGES} pages × ${HOSTS.length} hosts × ${DAYS} days) ` +
				`and ${ENQUIRIES.toLocaleString('en-GB')} enquiries (${postgres ? 'PostgreSQL' : 'embedded PGlite'}; report + render, ${runs} runs after 3 warm-up):`,
		]
		for (const days of VIEW_PERIODS) {
			const times: number[] = []
			let html = ''
			for (let run = 0; run < runs + 3; run += 1) {
				const started = performance.now()
				const report = await pageViewsReport(days)
				const router = createMemoryRouter([
					{ path: '/', element: createElement(PageViewsSection, { data: { period: days, report, loadError: null } }) },
				])
				html = renderToStaticMarkup(createElement(RouterProvider, { router }))
				if (run >= 3) times.push(performance.now() - started)
			}
			times.sort((a, b) => a - b)
			const median = percentile(times, 50)
			const worst = times.at(-1)!
			lines.push(
				`  ${String(days).padStart(2)} days: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, ${(html.length / 1024).toFixed(0)} KB of HTML ` +
					`(goal ≤ ${GOAL_MS} ms: ${worst <= GOAL_MS ? 'ok' : 'MISSED'})`,
			)
		}
		return lines.join('\n')
	} finally {
		await database.close()
	}
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { values } = parseArgs({ options: { postgres: { type: 'boolean', default: false }, runs: { type: 'string', default: '20' } } })
	console.log(await runViewsScaleCheck({ postgres: values.postgres, runs: Number(values.runs) }))
}
