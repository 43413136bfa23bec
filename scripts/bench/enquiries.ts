/**
 * npm run bench:enquiries [-- --postgres] [--clients 20] [--seconds 10]
 *
 * Submits enquiries to POST /api/enquiries of the production build from 20
 * concurrent clients for 10 s, with a real SMTP server receiving the outbox's
 * e-mails, then stops the server and counts what was stored. Prints accepted/s,
 * p50/p99 latency and the number of enquiries lost (accepted minus stored).
 */
import '../../server/load-env.ts'

import { parseArgs } from 'node:util'
import { count } from 'drizzle-orm'

import { openDatabase, type DatabaseHandle } from '#app/.server/db/index.ts'
import { emailOutbox, enquiries } from '#app/.server/db/schema/index.ts'
import { createTestDatabase } from '#tests/database.ts'
import { startSmtpServer } from '#tests/smtp.ts'

import { percentile, startBenchServer } from './server.ts'

const { values: options } = parseArgs({
	options: {
		postgres: { type: 'boolean', default: false },
		clients: { type: 'string', default: '20' },
		seconds: { type: 'string', default: '10' },
	},
})
const clients = Number(options.clients)
const seconds = Number(options.seconds)

const smtp = await startSmtpServer()
// On PostgreSQL a fresh database on TEST_DATABASE_URL's server (default: the local one).
if (options.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const pgDatabase = options.postgres ? await createTestDatabase({ install: false }) : null
const server = await startBenchServer({ SMTP_URL: smtp.url, ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : {}) })

const latencies: number[] = []
const statuses = new Map<number, number>()
let accepted = 0
let sequence = 0
const stopAt = Date.now() + seconds * 1000

async function client(id: number) {
	while (Date.now() < stopAt) {
		const n = ++sequence
		const started = performance.now()
		let status: number
		try {
			const response = await fetch(`${server.baseUrl}/api/enquiries`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
				},
				body: JSON.stringify({
					name: 'Bench Customer',
					phone: '020 7946 0000',
					email: `bench-${id}-${n}@example.com`,
					postcode: 'W9 1AB',
					service: 'Plumbing Services',
					message: `Benchmark enquiry ${n}`,
					consent: true,
				}),
			})
			status = response.status
			await response.arrayBuffer()
		} catch {
			status = -1
		}
		latencies.push(performance.now() - started)
		statuses.set(status, (statuses.get(status) ?? 0) + 1)
		if (status === 201) accepted++
	}
}

const began = performance.now()
await Promise.all(Array.from({ length: clients }, (_, id) => client(id)))
const elapsed = (performance.now() - began) / 1000

// Give the outbox a moment to drain, then stop the server gracefully.
await new Promise((resolve) => setTimeout(resolve, 3000))
const exitCode = await server.stop()

let handle: DatabaseHandle
if (pgDatabase) handle = pgDatabase
else handle = await openDatabase({ kind: 'pglite', dataDir: `${server.dataDir}/pglite` })
const [stored] = await handle.db.select({ value: count() }).from(enquiries)
const [queued] = await handle.db.select({ value: count() }).from(emailOutbox)
await handle.close()
await smtp.close()

latencies.sort((a, b) => a - b)
const result = {
	database: pgDatabase ? 'postgresql' : 'pglite',
	clients,
	seconds: Number(elapsed.toFixed(1)),
	requests: latencies.length,
	accepted,
	acceptedPerSecond: Number((accepted / elapsed).toFixed(1)),
	p50Ms: Number(percentile(latencies, 50).toFixed(1)),
	p99Ms: Number(percentile(latencies, 99).toFixed(1)),
	statuses: Object.fromEntries(statuses),
	stored: stored?.value ?? 0,
	lost: accepted - (stored?.value ?? 0),
	emailsQueued: queued?.value ?? 0,
	emailsDelivered: smtp.messages.length,
	serverExitCode: exitCode,
}
console.log(JSON.stringify(result, null, 2))
if (result.lost !== 0) process.exitCode = 1
