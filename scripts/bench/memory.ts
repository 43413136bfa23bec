/**
 * npm run bench:memory [-- --requests 1000] [--uploads 20] [--only pglite|postgres]
 *
 * The server's memory against its budget (decision 0055): the production build
 * (built first when the sources changed) started as `npm start` starts it, as a
 * child process, with the resident memory (RSS) of its whole process tree read
 * from /proc every 25 ms. For each phase it prints the peak, the RSS once the
 * server has had nothing to do for two seconds ("when quiet"), and the idle RSS
 * 15 s after that, once V8 has shrunk its heap (the idle budget is judged on it, after the mixed requests):
 *
 * 1. first start on an empty DATA_DIR: migrations, seed and picture warm-up (MEDIA_WARM on, as in production);
 * 2. a restart on that data;
 * 3. 1,000 mixed requests, 8 at a time: every public page of the sitemap, query strings
 *    the page cache does not keep, unknown paths, and admin pages signed in;
 * 4. 20 photos of 4000x3000 px uploaded to the admin Gallery at once (a refused one is sent
 *    again after its Retry-After), then 20 enquiries with one such photo each posted to /contact at once.
 *
 * Then the same on PostgreSQL (a fresh database memory_bench_<pid> on
 * postgres://postgres@127.0.0.1:5432, dropped at the end; BENCH_POSTGRES_URL
 * names another server). Budget: peak 512 MB everywhere; idle 300 MB on PGlite, 256 MB on PostgreSQL.
 */
import '../../server/load-env.ts'

import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'

import { runAdminCli } from '#tests/admin-cli.ts'
import { signInOverHttp } from '#tests/http-session.ts'
import { parsePrometheusText, sampleValue } from '#tests/prometheus-text.ts'

import { makePhoto } from './photo.ts'
import { benchDataDir, ensureBuild, startBenchServer } from './server.ts'

const { values: options } = parseArgs({
	options: {
		requests: { type: 'string', default: '1000' },
		uploads: { type: 'string', default: '20' },
		only: { type: 'string' },
	},
})
const REQUESTS = Number(options.requests)
const UPLOADS = Number(options.uploads)
const CONCURRENCY = 8
const PEAK_BUDGET_MB = 512
const IDLE_BUDGET_MB = { pglite: 300, postgres: 256 }
const SAMPLE_MS = 25
const ADMIN_PAGES = [
	'/admin',
	'/admin/enquiries',
	'/admin/gallery',
	'/admin/articles',
	'/admin/case-studies',
	'/admin/reviews',
	'/admin/services',
	'/admin/business',
	'/admin/backups',
	'/admin/redirects',
]

// ---- The process tree's memory, from /proc -------------------------------

function descendants(pid: number): number[] {
	const all = [pid]
	for (let i = 0; i < all.length; i++) {
		let tasks: string[]
		try {
			tasks = readdirSync(`/proc/${all[i]}/task`)
		} catch {
			continue
		}
		for (const task of tasks) {
			try {
				for (const child of readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').trim().split(/\s+/)) {
					if (child) all.push(Number(child))
				}
			} catch {
				// the task ended
			}
		}
	}
	return all
}

function treeRssMb(pid: number): number {
	let kb = 0
	for (const member of descendants(pid)) {
		try {
			kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0)
		} catch {
			// the process ended
		}
	}
	return kb / 1024
}

/** CPU time (clock ticks) of the tree so far. */
function treeCpuTicks(pid: number): number {
	let ticks = 0
	for (const member of descendants(pid)) {
		try {
			const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]!.split(' ')
			ticks += Number(fields[11]) + Number(fields[12])
		} catch {
			// the process ended
		}
	}
	return ticks
}

/** Samples the tree's RSS until stopped; `peak` is the highest since the last `reset`. */
function sampler(pid: number) {
	let peak = 0
	const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), SAMPLE_MS)
	return {
		get peak() {
			return Math.max(peak, treeRssMb(pid))
		},
		reset: () => (peak = treeRssMb(pid)),
		stop: () => clearInterval(timer),
	}
}

/** How long after the work ends the idle RSS is read: V8 shrinks its heap only once allocation has stopped for some seconds (its memory reducer). */
const SETTLE_MS = 15_000

type Idle = { quiet: number; settled: number }

/**
 * The tree's RSS once it has used under 2% of a core for two seconds (at most
 * 120 s of waiting), and again SETTLE_MS later: a server left alone, which is
 * what the idle budget is about. Both are printed.
 */
async function idleRssMb(pid: number): Promise<Idle> {
	const deadline = Date.now() + 120_000
	let quietFor = 0
	let last = treeCpuTicks(pid)
	while (quietFor < 4 && Date.now() < deadline) {
		await new Promise((resolve) => setTimeout(resolve, 500))
		const now = treeCpuTicks(pid)
		quietFor = now - last <= 1 ? quietFor + 1 : 0
		last = now
	}
	const quiet = treeRssMb(pid)
	await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
	return { quiet, settled: treeRssMb(pid) }
}

// ---- The server, started as npm start starts it --------------------------

type Server = { baseUrl: string; child: ChildProcess; samples: ReturnType<typeof sampler>; startMs: number; stop(): Promise<void> }

/** The command of the start script after the build check: what `npm start` runs. */
function startCommand(): string[] {
	const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
	const command = pkg.scripts.start!.split('&&').at(-1)!.trim().split(/\s+/)
	if (command[0] !== 'node') throw new Error(`The start script does not end with a node command: ${pkg.scripts.start}`)
	// BUILD_DIR: another build to measure (the start script names build/).
	const buildDir = process.env.BUILD_DIR
	return command.slice(1).map((part) => (buildDir && part.startsWith('build/') ? path.join(buildDir, part.slice('build/'.length)) : part))
}

/** The server as `npm start` starts it, its tree's memory sampled from the moment it is spawned. */
async function startServer(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<Server> {
	let samples: ReturnType<typeof sampler> | undefined
	const started = performance.now()
	const server = await startBenchServer(
		// Picture warm-up on, as in production: the first start's peak includes it.
		{ DATABASE_URL: env.DATABASE_URL, MEDIA_WARM: undefined, METRICS_TOKEN },
		{
			dataDir: env.DATA_DIR,
			ensureBuild: false,
			args: startCommand(),
			logFile: '/dev/null',
			startTimeoutMs: 180_000,
			onSpawn: (child) => (samples = sampler(child.pid!)),
		},
	)
	const startMs = performance.now() - started
	return {
		baseUrl: server.baseUrl,
		child: server.process,
		samples: samples!,
		startMs,
		stop: async () => {
			samples!.stop()
			await server.stop()
		},
	}
}

// ---- Where it goes: the server's own account of its memory (decision 0058's metrics) ----

const METRICS_TOKEN = randomBytes(24).toString('hex')

/** The JavaScript heap (used of reserved), the memory outside it (Buffers, zlib, libvips) and the page cache's share, from the server's /metrics. */
async function heapNote(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
	if (!response.ok) return `(metrics answered ${response.status})`
	const families = parsePrometheusText(await response.text())
	const value = (name: string) => sampleValue(families, name)
	const mb = (name: string) => {
		const bytes = value(name)
		return bytes === undefined ? '?' : (bytes / 1024 / 1024).toFixed(0)
	}
	return (
		`heap ${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB ` +
		`(page cache ${mb('westway_page_cache_bytes')} MB in ${value('westway_page_cache_entries') ?? '?'} pages)`
	)
}

// ---- The phases ----------------------------------------------------------

/** The idle budget is for the steady state after the mixed requests; the other phases' idle is shown for comparison. */
const judgesIdle = (phase: string) => phase.endsWith('mixed requests')

type Row = { database: string; phase: string; peak: number; idle: number; note: string }
const rows: Row[] = []

function report(database: 'pglite' | 'postgres', phase: string, peak: number, { quiet, settled: idle }: Idle, note = '') {
	rows.push({ database, phase, peak, idle, note })
	const over = [
		peak > PEAK_BUDGET_MB && 'PEAK OVER BUDGET',
		judgesIdle(phase) && idle > IDLE_BUDGET_MB[database] && 'IDLE OVER BUDGET',
	].filter(Boolean)
	console.log(
		`${database.padEnd(8)} ${phase.padEnd(22)} peak ${peak.toFixed(0).padStart(4)} MB  idle ${idle.toFixed(0).padStart(4)} MB (${quiet.toFixed(0).padStart(4)} when quiet)  ${note}${over.length ? `  ${over.join(', ')}` : ''}`,
	)
}

async function mixedRequests(baseUrl: string, cookie: string): Promise<string> {
	const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
	const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
	const plan: { path: string; admin: boolean }[] = []
	for (let n = 0; n < REQUESTS; n++) {
		const kind = n % 10
		if (kind < 5) plan.push({ path: pages[n % pages.length]!, admin: false })
		else if (kind === 5) plan.push({ path: `${pages[n % pages.length]!}?utm_source=bench&n=${n}`, admin: false })
		else if (kind === 6) plan.push({ path: `/no-such-page-${n}`, admin: false })
		else plan.push({ path: ADMIN_PAGES[n % ADMIN_PAGES.length]!, admin: true })
	}
	const statuses = new Map<number, number>()
	let next = 0
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			for (let n = next++; n < plan.length; n = next++) {
				const { path: target, admin } = plan[n]!
				const response = await fetch(`${baseUrl}${target}`, {
					headers: { 'X-Forwarded-For': `10.7.${(n >> 8) & 255}.${n & 255}`, ...(admin ? { cookie } : {}) },
					redirect: 'manual',
				})
				await response.arrayBuffer()
				statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
			}
		}),
	)
	return [...statuses].map(([status, count]) => `${count}x${status}`).join(' ')
}

/** Sends `send()` again after the Retry-After of each 503 (the server's work limits), at most 20 times. */
async function withRetries(send: () => Promise<Response>): Promise<{ status: number; body: string; retries: number }> {
	for (let retries = 0; ; retries++) {
		const response = await send()
		const body = await response.text()
		if (response.status !== 503 || retries === 20) return { status: response.status, body, retries }
		await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 5) * 1000))
	}
}

async function parallelUploads(baseUrl: string, cookie: string, photos: Buffer[]): Promise<string> {
	let retried = 0
	const results = await Promise.all(
		photos.map(async (bytes, n) => {
			const result = await withRetries(() => {
				const form = new FormData()
				form.set('gallery_category', 'Kitchens')
				form.set('location', 'Maida Vale')
				form.set('files', new File([new Uint8Array(bytes)], `memory-bench-${n + 1}.jpg`, { type: 'image/jpeg' }))
				return fetch(`${baseUrl}/admin/gallery/upload`, {
					method: 'POST',
					headers: { cookie, Origin: baseUrl, Accept: 'application/json' },
					body: form,
				})
			})
			retried += result.retries
			return result.status
		}),
	)
	return `${results.filter((status) => status === 201).length}/${photos.length} stored, ${retried} retries after 503`
}

async function parallelEnquiries(baseUrl: string, photos: Buffer[]): Promise<string> {
	const outcomes = await Promise.all(
		photos.map(async (bytes, n) => {
			const form = new FormData()
			const fields = {
				sourcePage: '/contact',
				name: 'Memory Bench Customer',
				phone: '020 7946 0000',
				email: `memory-bench-${n}@example.com`,
				postcode: 'W9 1AB',
				service: 'Plumbing Services',
				message: `Memory benchmark enquiry ${n}`,
				consent: 'on',
			}
			for (const [name, value] of Object.entries(fields)) form.append(name, value)
			form.append('photos', new File([new Uint8Array(bytes)], `photo-${n}.jpg`, { type: 'image/jpeg' }))
			const response = await fetch(`${baseUrl}/contact`, {
				method: 'POST',
				headers: { Accept: 'text/html', Origin: baseUrl, 'X-Forwarded-For': `10.8.0.${n + 1}` },
				body: form,
			})
			const html = await response.text()
			return response.status === 200 && html.includes('1 photo was sent with it.') ? 'taken' : `${response.status}`
		}),
	)
	return `${outcomes.filter((outcome) => outcome === 'taken').length}/${photos.length} with their photo`
}

async function run(database: 'pglite' | 'postgres', photos: Buffer[]) {
	const dataDir = benchDataDir()
	let databaseUrl = ''
	let dropDatabase = async () => {}
	if (database === 'postgres') {
		const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
		const name = `memory_bench_${process.pid}`
		const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
		await admin.unsafe(`create database ${name}`)
		const url = new URL(serverUrl)
		url.pathname = `/${name}`
		databaseUrl = url.href
		dropDatabase = async () => {
			await admin.unsafe(`drop database if exists ${name} with (force)`)
			await admin.end()
		}
	}
	const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }
	try {
		let server = await startServer(env)
		// The first start ends when the warm-up has made every variant and the server is quiet.
		let idle = await idleRssMb(server.child.pid!)
		report(database, 'first start', server.samples.peak, idle, `healthy after ${(server.startMs / 1000).toFixed(1)} s`)
		await server.stop()

		const email = 'memory-bench@example.com'
		const password = 'memory bench passphrase'
		const created = await runAdminCli(['create', email], { ...env, NODE_ENV: 'production' }, `${password}\n`)
		if (created.code !== 0) throw new Error(`Could not create the admin account: ${created.stderr}`)

		server = await startServer(env)
		idle = await idleRssMb(server.child.pid!)
		report(database, 'restart', server.samples.peak, idle, `healthy after ${(server.startMs / 1000).toFixed(1)} s`)
		try {
			const cookie = await signInOverHttp(server.baseUrl, email, password)
			server.samples.reset()
			const statuses = await mixedRequests(server.baseUrl, cookie)
			idle = await idleRssMb(server.child.pid!)
			report(database, `${REQUESTS} mixed requests`, server.samples.peak, idle, `${statuses}; ${await heapNote(server.baseUrl)}`)

			server.samples.reset()
			const uploads = await parallelUploads(server.baseUrl, cookie, photos)
			idle = await idleRssMb(server.child.pid!)
			report(database, `${photos.length} parallel uploads`, server.samples.peak, idle, uploads)

			server.samples.reset()
			const enquiries = await parallelEnquiries(server.baseUrl, photos)
			idle = await idleRssMb(server.child.pid!)
			report(database, `${photos.length} enquiry photos`, server.samples.peak, idle, enquiries)
		} finally {
			await server.stop()
		}
	} finally {
		await rm(dataDir, { recursive: true, force: true })
		await dropDatabase()
	}
}

// ---- Main ------------------------------------------------------------------

await ensureBuild()
if (!existsSync(path.join(process.env.BUILD_DIR ?? 'build', 'main.js'))) throw new Error('No production build at build/main.js')
console.log(`Making ${UPLOADS} photos of 4000x3000 px…`)
const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, n) => makePhoto(n)))
console.log(`Start command: node ${startCommand().join(' ')}; RSS of the process tree every ${SAMPLE_MS} ms\n`)
if (options.only !== 'postgres') await run('pglite', photos)
if (options.only !== 'pglite') await run('postgres', photos)

const worstPeak = Math.max(...rows.map((row) => row.peak))
const idleOver = rows.filter((row) => judgesIdle(row.phase) && row.idle > IDLE_BUDGET_MB[row.database as 'pglite' | 'postgres'])
console.log(
	`\nHighest peak ${worstPeak.toFixed(0)} MB (budget ${PEAK_BUDGET_MB} MB); ` +
		(idleOver.length
			? `idle over budget in: ${idleOver.map((row) => `${row.database} ${row.phase}`).join(', ')}`
			: 'every idle within budget'),
)
process.exitCode = worstPeak > PEAK_BUDGET_MB || idleOver.length ? 1 : 0
