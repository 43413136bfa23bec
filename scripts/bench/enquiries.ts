/**
 * npm run bench:enquiries [-- --postgres] [--clients 20] [--seconds 10] [--run both|json|photos]
 *                         [--photo-enquiries 50] [--photo-clients 10] [--photos-per-enquiry 3]
 *
 * 1. JSON: submits enquiries to POST /api/enquiries of the production build
 *    from 20 concurrent clients for 10 s, with a real SMTP server receiving
 *    the outbox's e-mails, then stops the server and counts what was stored.
 *    Prints accepted/s, p50/p99 latency and the number of enquiries lost
 *    (accepted minus stored).
 * 2. Photos (issue 24, decision 0048): on a fresh server, 50 enquiries each
 *    with 3 photos of 4000x3000 px, posted to /contact as the form sends them
 *    (multipart) from 10 concurrent clients. Prints acceptance p50/p99 (the
 *    time to the answer saying the enquiry and its photos were taken), the
 *    server's peak RSS, and checks that every enquiry and photo is stored
 *    exactly once (rows, and files in the private storage).
 */
import '../../server/load-env.ts'

import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { count, eq } from 'drizzle-orm'

import { openDatabase, type DatabaseHandle } from '#app/.server/db/index.ts'
import { emailOutbox, enquiries, enquiryPhotos } from '#app/.server/db/schema/index.ts'
import { createTestDatabase } from '#tests/database.ts'
import { startSmtpServer } from '#tests/smtp.ts'

import { makePhoto } from './photo.ts'
import { peakRssMb, percentile, startBenchServer } from './server.ts'

const { values: options } = parseArgs({
	options: {
		postgres: { type: 'boolean', default: false },
		clients: { type: 'string', default: '20' },
		seconds: { type: 'string', default: '10' },
		run: { type: 'string', default: 'both' },
		'photo-enquiries': { type: 'string', default: '50' },
		'photo-clients': { type: 'string', default: '10' },
		'photos-per-enquiry': { type: 'string', default: '3' },
	},
})
const clients = Number(options.clients)
const seconds = Number(options.seconds)

// On PostgreSQL a fresh database on TEST_DATABASE_URL's server (default: the local one).
if (options.postgres) process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
if (options.run !== 'photos') await jsonRun()
if (options.run !== 'json') await photoRun()

async function jsonRun() {
	const smtp = await startSmtpServer()
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
}

async function filesUnder(directory: string): Promise<string[]> {
	try {
		const entries = await readdir(directory, { withFileTypes: true, recursive: true })
		return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
	} catch {
		return []
	}
}

async function photoRun() {
	const total = Number(options['photo-enquiries'])
	const photoClients = Number(options['photo-clients'])
	const perEnquiry = Number(options['photos-per-enquiry'])
	console.log(`Making ${perEnquiry * 2} photos of 4000x3000 px…`)
	const photos = await Promise.all(Array.from({ length: perEnquiry * 2 }, (_, n) => makePhoto(n)))
	const smtp = await startSmtpServer()
	const pgDatabase = options.postgres ? await createTestDatabase({ install: false }) : null
	const server = await startBenchServer({ SMTP_URL: smtp.url, ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : {}) })
	const pid = server.process.pid!
	const rssAtStart = await peakRssMb(pid)
	const latencies: number[] = []
	const statuses = new Map<string, number>()
	let accepted = 0
	let next = 0
	let uploadedBytes = 0

	async function client(id: number) {
		for (let n = next++; n < total; n = next++) {
			const form = new FormData()
			const fields = {
				sourcePage: '/contact',
				name: 'Bench Photo Customer',
				phone: '020 7946 0000',
				email: `bench-photos-${id}-${n}@example.com`,
				postcode: 'W9 1AB',
				service: 'Plumbing Services',
				message: `Benchmark enquiry with photos ${n}`,
				consent: 'on',
			}
			for (const [name, value] of Object.entries(fields)) form.append(name, value)
			for (let p = 0; p < perEnquiry; p++) {
				const bytes = photos[(n + p) % photos.length]!
				uploadedBytes += bytes.length
				form.append('photos', new File([new Uint8Array(bytes)], `photo-${n}-${p + 1}.jpg`, { type: 'image/jpeg' }))
			}
			const started = performance.now()
			let outcome: string
			try {
				const response = await fetch(`${server.baseUrl}/contact`, {
					method: 'POST',
					headers: { Accept: 'text/html', Origin: server.baseUrl, 'X-Forwarded-For': `10.9.${(n >> 8) & 255}.${n & 255}` },
					body: form,
				})
				const html = await response.text()
				const taken = response.status === 200 && html.includes(`${perEnquiry} photos were sent with it.`) && !html.includes('were not:')
				outcome = taken ? 'taken' : `${response.status}${response.status === 200 ? ' (photos refused)' : ''}`
			} catch {
				outcome = 'no answer'
			}
			latencies.push(performance.now() - started)
			statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1)
			if (outcome === 'taken') accepted++
		}
	}

	// VmHWM keeps the start-up's peak (seeding on the embedded database); the run's own peak is sampled.
	let runPeak = 0
	const sampleRss = async () => {
		const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
		runPeak = Math.max(runPeak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
	}
	await sampleRss()
	const rssBeforeRun = runPeak
	const sampler = setInterval(() => void sampleRss(), 100)
	const began = performance.now()
	await Promise.all(Array.from({ length: photoClients }, (_, id) => client(id)))
	const elapsed = (performance.now() - began) / 1000
	clearInterval(sampler)
	await sampleRss()
	const peak = await peakRssMb(pid)
	await new Promise((resolve) => setTimeout(resolve, 2000))
	const exitCode = await server.stop()

	const handle: DatabaseHandle = pgDatabase ?? (await openDatabase({ kind: 'pglite', dataDir: `${server.dataDir}/pglite` }))
	const rows = await handle.db
		.select({ enquiryId: enquiryPhotos.enquiryId, storageKey: enquiryPhotos.storageKey })
		.from(enquiryPhotos)
		.innerJoin(enquiries, eq(enquiries.id, enquiryPhotos.enquiryId))
	const [stored] = await handle.db.select({ value: count() }).from(enquiries).where(eq(enquiries.name, 'Bench Photo Customer'))
	await handle.close()
	await smtp.close()
	const privateFiles = await filesUnder(path.join(server.dataDir, 'private'))
	const publicFiles = (await filesUnder(path.join(server.dataDir, 'media'))).filter((file) => file.includes('enquiry'))
	const perEnquiryCounts = new Map<string, number>()
	for (const row of rows) perEnquiryCounts.set(row.enquiryId, (perEnquiryCounts.get(row.enquiryId) ?? 0) + 1)
	const keys = new Set(rows.map((row) => row.storageKey))
	if (!pgDatabase) await rm(server.dataDir, { recursive: true, force: true })

	latencies.sort((a, b) => a - b)
	const result = {
		run: 'photos',
		database: pgDatabase ? 'postgresql' : 'pglite',
		clients: photoClients,
		enquiries: total,
		photosPerEnquiry: perEnquiry,
		uploadedMb: Number((uploadedBytes / 1024 / 1024).toFixed(1)),
		seconds: Number(elapsed.toFixed(1)),
		accepted,
		outcomes: Object.fromEntries(statuses),
		acceptanceP50Ms: Number(percentile(latencies, 50).toFixed(0)),
		acceptanceP99Ms: Number(percentile(latencies, 99).toFixed(0)),
		serverPeakRssSinceStartMb: Number(peak.toFixed(0)),
		serverPeakRssAfterStartUpMb: Number(rssAtStart.toFixed(0)),
		serverRssBeforeRunMb: Number(rssBeforeRun.toFixed(0)),
		serverPeakRssDuringRunMb: Number(runPeak.toFixed(0)),
		mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? 'unset',
		storedEnquiries: stored?.value ?? 0,
		storedPhotoRows: rows.length,
		distinctStorageKeys: keys.size,
		enquiriesWithExactlyAllPhotos: [...perEnquiryCounts.values()].filter((value) => value === perEnquiry).length,
		privateFiles: privateFiles.length,
		enquiryFilesInPublicMedia: publicFiles.length,
		emailsDelivered: smtp.messages.length,
		serverExitCode: exitCode,
	}
	console.log(JSON.stringify(result, null, 2))
	const once =
		result.storedEnquiries === total &&
		result.storedPhotoRows === total * perEnquiry &&
		result.distinctStorageKeys === total * perEnquiry &&
		result.enquiriesWithExactlyAllPhotos === total &&
		result.privateFiles === total * perEnquiry * 2 &&
		result.enquiryFilesInPublicMedia === 0
	console.log(once ? 'Every enquiry and photo stored exactly once.' : 'MISMATCH: not every enquiry and photo stored exactly once.')
	if (!once || accepted !== total) process.exitCode = 1
}
