import postgres from 'postgres'
import { drizzle } from 'drizzle-orm/postgres-js'
import { openDatabase, installDatabase } from '#app/.server/db/index.ts'
import * as schema from '#app/.server/db/schema/index.ts'
import { loadOverview } from '#app/.server/overview/index.ts'
import { pageViewsReport } from '#app/.server/analytics/page-views.ts'
const url = process.argv[2]!
const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 20 })
const client = postgres(url, { max: 4 })
const queries: { query: string; params: unknown[] }[] = []
const db = drizzle({ client, schema, logger: { logQuery: (query, params) => void queries.push({ query, params }) } })
installDatabase({ ...handle, db: db as never })
const now = new Date()
await loadOverview(now)
await pageViewsReport(30, { now })
for (const { query, params } of queries) {
	const plan = await client.unsafe(`explain (analyze, buffers off) ${query}`, params as never[])
	const lines = plan.map((row: any) => row['QUERY PLAN'])
	const time = lines.find((l: string) => l.startsWith('Execution Time'))
	console.log('\n=====', time, '\n', query.slice(0, 300))
	if (process.argv[3] === 'full') console.log(lines.join('\n'))
}
await client.end(); await handle.close()
