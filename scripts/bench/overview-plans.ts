/**
 * node --import tsx scripts/bench/overview-plans.ts <postgres-url> [full]
 *
 * EXPLAIN ANALYZE of every query the overview runs (the sections and the page
 * views for 30 days), on a database `npm run bench:overview -- --postgres
 * --keep` left: each query's execution time, and with `full` its plan.
 */
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'

import { pageViewsReport } from '#app/.server/analytics/page-views.ts'
import { installDatabase, openDatabase } from '#app/.server/db/index.ts'
import * as schema from '#app/.server/db/schema/index.ts'
import { loadOverview } from '#app/.server/overview/index.ts'

const url = process.argv[2]
if (!url) throw new Error('Give the kept database’s URL.')
const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 4 })
const client = postgres(url, { max: 4, onnotice: () => {} })
const queries: { query: string; params: unknown[] }[] = []
const db = drizzle({ client, schema, logger: { logQuery: (query, params) => void queries.push({ query, params }) } })
installDatabase({ ...handle, db: db as unknown as typeof handle.db })
const now = new Date()
await loadOverview(now)
await pageViewsReport(30, { now })
for (const { query, params } of queries) {
	const plan = await client.unsafe<{ 'QUERY PLAN': string }[]>(`explain analyze ${query}`, params as never[])
	const lines = plan.map((row) => row['QUERY PLAN'])
	console.log(`\n${lines.find((line) => line.startsWith('Execution Time'))}\n${query.slice(0, 300)}`)
	if (process.argv[3] === 'full') console.log(lines.join('\n'))
}
installDatabase(null)
await client.end()
await handle.close()
