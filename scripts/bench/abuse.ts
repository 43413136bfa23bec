/**
 * npm run bench:abuse [-- --posts 20] [--post-mb 50] [--junk 1000] [--rounds 5]
 *
 * What a handful of anonymous requests can do to the production build on its
 * embedded database (decision 0026), each phase beside a steady stream of
 * cached /about requests (one at a time, as a visitor's browser):
 *
 * 1. 20 parallel 50 MB form posts spread over /newsletter, /contact and /auth,
 *    urlencoded, multipart and chunked: the server's RSS growth (goal under
 *    50 MB), /about's p99 (goal under 50 ms), and how many were answered 413.
 * 2. Once /gallery is stored (one request, then a second's wait for its background
 *    compression), in 5 alternating rounds: 1,000 requests to /gallery with a new junk query string each, then 1,000
 *    cache hits of /gallery: /about's p99 in each, and the server's CPU time
 *    (from /proc/<pid>/stat) of the junk requests against the hits (goal at
 *    most 2x), with /about's own share taken out.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'

import { percentile, startBenchServer } from './server.ts'

const { values: args } = parseArgs({
	options: {
		posts: { type: 'string', default: '20' },
		'post-mb': { type: 'string', default: '50' },
		junk: { type: 'string', default: '1000' },
		concurrency: { type: 'string', default: '4' },
		rounds: { type: 'string', default: '5' },
	},
})
const POSTS = Number(args.posts)
const POST_BYTES = Number(args['post-mb']) * 1024 * 1024
const JUNK = Number(args.junk)
const CONCURRENCY = Number(args.concurrency)
const ROUNDS = Number(args.rounds)
const ABOUT_PAUSE_MS = 10
const ACCEPT_ENCODING = 'gzip, deflate, br'
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

const server = await startBenchServer({ LOG_LEVEL: 'info' }, { logFile: '/dev/null' })
const pid = server.process.pid!
const { hostname, port } = new URL(server.baseUrl)
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

// ---- The server process, from /proc -----------------------------------------

/** Resident memory in bytes. */
const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
/** User + system CPU time in milliseconds (fields 14 and 15 of /proc/<pid>/stat, after the command name). */
function cpuMs(): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000
}

// ---- Requests --------------------------------------------------------------

/** A GET on a kept-alive connection, read to the end: its status and time in ms. */
function get(target: string): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	return new Promise((resolve, reject) => {
		const request = http.get({ hostname, port, path: target, agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (response) => {
			response.resume()
			response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
		})
		request.on('error', reject)
	})
}

/**
 * The steady stream of /about requests: one at a time, a short pause between,
 * from a worker thread of its own, so what this process does meanwhile (writing
 * the oversized posts as fast as it can) never delays it: the latencies are the
 * server's. Each is kept in the phase in which its request started.
 */
function aboutStream() {
	const worker = new Worker(
		`
		const http = require('node:http')
		const { parentPort, workerData } = require('node:worker_threads')
		const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
		let running = true
		parentPort.on('message', () => (running = false))
		const get = () =>
			new Promise((resolve, reject) => {
				const started = performance.timeOrigin + performance.now()
				const request = http.get({ hostname: workerData.hostname, port: workerData.port, path: '/about', agent, headers: { 'Accept-Encoding': workerData.acceptEncoding } }, (response) => {
					response.resume()
					response.on('end', () => resolve({ status: response.statusCode, started, ms: performance.timeOrigin + performance.now() - started }))
				})
				request.on('error', reject)
			})
		;(async () => {
			while (running) {
				const sample = await get()
				parentPort.postMessage(sample)
				await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs))
			}
			agent.destroy()
			parentPort.postMessage('stopped')
		})()
		`,
		{ eval: true, workerData: { hostname, port, acceptEncoding: ACCEPT_ENCODING, pauseMs: ABOUT_PAUSE_MS } },
	)
	const samples: { started: number; ms: number }[] = []
	const phases: { name: string; from: number }[] = [{ name: 'warm-up', from: 0 }]
	let failure: Error | undefined
	let stopped: () => void = () => {}
	worker.on('message', (message: { status: number; started: number; ms: number } | 'stopped') => {
		if (message === 'stopped') return stopped()
		if (message.status !== 200) failure ??= new Error(`/about answered ${message.status}`)
		samples.push(message)
	})
	worker.on('error', (error) => (failure ??= error))
	const now = () => performance.timeOrigin + performance.now()
	/** Lets the samples already taken arrive. */
	const settle = () => new Promise((resolve) => setTimeout(resolve, 2 * ABOUT_PAUSE_MS + 50))
	return {
		setPhase: (name: string) => void phases.push({ name, from: now() }),
		latencies: async (name: string) => {
			await settle()
			if (failure) throw failure
			const at = phases.findIndex((phase) => phase.name === name)
			const from = phases[at]?.from ?? Infinity
			const to = phases[at + 1]?.from ?? Infinity
			return samples
				.filter((sample) => sample.started >= from && sample.started < to)
				.map((sample) => sample.ms)
				.toSorted((a, b) => a - b)
		},
		stop: async () => {
			const done = new Promise<void>((resolve) => (stopped = resolve))
			worker.postMessage('stop')
			await done
			await worker.terminate()
		},
	}
}

type PostKind = 'urlencoded' | 'multipart' | 'chunked'
const BOUNDARY = 'abuseBoundary'
const FILLER = Buffer.alloc(64 * 1024, 'x')

/**
 * One oversized form post of `POST_BYTES`, written as fast as the server takes
 * it. Its answer's status, or 0 when the connection ended without one.
 */
function oversizedPost(target: string, kind: PostKind): Promise<number> {
	const head =
		kind === 'multipart'
			? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`)
			: Buffer.from('email=someone%40example.com&message=')
	const tail = kind === 'multipart' ? Buffer.from(`\r\n--${BOUNDARY}--\r\n`) : Buffer.alloc(0)
	const fillerCount = Math.ceil((POST_BYTES - head.length - tail.length) / FILLER.length)
	const headers: http.OutgoingHttpHeaders = {
		'Content-Type': kind === 'multipart' ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/x-www-form-urlencoded',
		// A script, not a browser: the newsletter answers it in place, not with a redirect back to a page.
		Accept: '*/*',
	}
	if (kind === 'chunked') headers['Transfer-Encoding'] = 'chunked'
	else headers['Content-Length'] = head.length + fillerCount * FILLER.length + tail.length
	return new Promise((resolve) => {
		let status = 0
		// Its own connection (no agent): the server closes it after a refusal.
		const request = http.request({ hostname, port, path: target, method: 'POST', headers, agent: false })
		request.on('response', (response) => {
			status = response.statusCode ?? 0
			response.resume()
			response.on('end', () => resolve(status))
		})
		// The server closes the connection under a body it will not read: expected once it has answered.
		request.on('error', () => resolve(status))
		request.on('close', () => resolve(status))
		let written = 0
		const write = () => {
			if (written === 0) request.write(head)
			while (written < fillerCount) {
				written += 1
				if (request.destroyed) return
				if (!request.write(FILLER)) return void request.once('drain', write)
			}
			request.end(tail)
		}
		write()
	})
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
	let next = 0
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (next < count) await task(next++)
		}),
	)
}

// ---- The run ---------------------------------------------------------------

const line = (text: string) => console.log(text)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(1)} ms`

try {
	// Warm: /about and /gallery rendered and in the page cache.
	for (let i = 0; i < 50; i++) {
		await get('/about')
		await get('/gallery')
	}
	const about = aboutStream()
	await new Promise((resolve) => setTimeout(resolve, 500))

	// Baseline: /about alone, and what one /about costs the server.
	about.setPhase('baseline')
	const baselineCpu = cpuMs()
	const baselineStart = performance.now()
	await new Promise((resolve) => setTimeout(resolve, 5000))
	const baselineCpuMs = cpuMs() - baselineCpu
	about.setPhase('between')
	const baseline = await about.latencies('baseline')
	const aboutCpuEach = baselineCpuMs / Math.max(1, baseline.length)
	line(
		`baseline (${((performance.now() - baselineStart) / 1000).toFixed(1)} s): /about p50 ${ms(percentile(baseline, 50))}, p99 ${ms(percentile(baseline, 99))}, ${baseline.length} requests, ${aboutCpuEach.toFixed(2)} ms CPU each`,
	)

	// Phase 1: the oversized posts.
	const targets = ['/newsletter', '/contact', '/auth']
	const kinds: PostKind[] = ['urlencoded', 'multipart', 'chunked']
	const rssBefore = rss()
	let rssPeak = rssBefore
	const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 20)
	about.setPhase('posts')
	const postsStart = performance.now()
	const statuses = await Promise.all(
		Array.from({ length: POSTS }, (_, index) => {
			const target = targets[index % targets.length]!
			const kind = kinds[Math.floor(index / targets.length) % kinds.length]!
			return oversizedPost(target, kind).then((status) => ({ target, kind, status }))
		}),
	)
	const postsMs = performance.now() - postsStart
	// The stream goes on a moment, so the posts' aftermath (garbage collection) is measured too.
	await new Promise((resolve) => setTimeout(resolve, 1000))
	clearInterval(sampler)
	rssPeak = Math.max(rssPeak, rss())
	const posts = await about.latencies('posts')
	const refused = statuses.filter((post) => post.status === 413).length
	const tally = new Map<string, number>()
	for (const post of statuses)
		tally.set(`${post.status} ${post.target} ${post.kind}`, (tally.get(`${post.status} ${post.target} ${post.kind}`) ?? 0) + 1)
	const byStatus = [...tally].map(([key, count]) => `${key} ×${count}`).join(', ')
	line(
		`posts: ${POSTS} × ${mb(POST_BYTES)} answered in ${(postsMs / 1000).toFixed(2)} s; ${refused} of ${POSTS} answered 413 (${byStatus})`,
	)
	line(`posts: RSS ${mb(rssBefore)} before, peak ${mb(rssPeak)}: growth ${mb(rssPeak - rssBefore)} (goal < 50 MB)`)
	line(`posts: /about p50 ${ms(percentile(posts, 50))}, p99 ${ms(percentile(posts, 99))}, ${posts.length} requests (goal p99 < 50 ms)`)

	// Phase 2 and 3: junk query strings and cache hits, each under the same stream and concurrency,
	// in alternating rounds: whichever phase ran first after the posts paid for what the posts left
	// behind (2.4x one way round, 0.4x the other), and the CPU clock ticks in 10 ms steps.
	const measure = async (phase: string, target: (index: number) => string) => {
		about.setPhase(phase)
		const cpuBefore = cpuMs()
		const started = performance.now()
		const statusCounts = new Map<number, number>()
		await pool(JUNK, CONCURRENCY, async (index) => {
			const { status } = await get(target(index))
			statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1)
		})
		const cpu = cpuMs() - cpuBefore
		about.setPhase('between')
		const seconds = (performance.now() - started) / 1000
		const latencies = await about.latencies(phase)
		const ownCpu = Math.max(0, cpu - latencies.length * aboutCpuEach)
		const counts = [...statusCounts].map(([status, count]) => `${status} ×${count}`).join(', ')
		line(
			`${phase}: ${JUNK} requests in ${seconds.toFixed(1)} s (${counts}); server CPU ${(cpu / 1000).toFixed(2)} s, ` +
				`${(ownCpu / 1000).toFixed(2)} s without /about's ${latencies.length} requests; /about p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
		)
		return { cpu, ownCpu, latencies }
	}
	// /gallery is stored and its background compression done first: a visitor's first request pays that once, junk or not.
	await get('/gallery')
	await new Promise((resolve) => setTimeout(resolve, 1000))
	const run = Date.now().toString(36)
	const totals = { junk: { cpu: 0, ownCpu: 0, latencies: [] as number[] }, hits: { cpu: 0, ownCpu: 0, latencies: [] as number[] } }
	for (let round = 1; round <= ROUNDS; round += 1) {
		for (const kind of ['junk', 'hits'] as const) {
			const result =
				kind === 'junk'
					? await measure(`junk queries, round ${round}`, (index) => `/gallery?v=${run}-${round}-${index}`)
					: await measure(`cache hits, round ${round}`, () => '/gallery')
			totals[kind].cpu += result.cpu
			totals[kind].ownCpu += result.ownCpu
			totals[kind].latencies.push(...result.latencies)
		}
	}
	const { junk, hits } = totals
	line(
		`junk queries, all rounds: ${ROUNDS} × ${JUNK}, server CPU ${(junk.ownCpu / 1000).toFixed(2)} s without /about's share; ` +
			`/about p99 ${ms(percentile(junk.latencies, 99))} (goal < 50 ms)`,
	)
	line(
		`cache hits, all rounds: ${ROUNDS} × ${JUNK}, server CPU ${(hits.ownCpu / 1000).toFixed(2)} s without /about's share; ` +
			`/about p99 ${ms(percentile(hits.latencies, 99))}`,
	)
	line(
		`junk / hits CPU: ${(junk.ownCpu / Math.max(1, hits.ownCpu)).toFixed(2)}x without /about's share, ${(junk.cpu / Math.max(1, hits.cpu)).toFixed(2)}x with it (goal ≤ 2x)`,
	)
	await about.stop()
} finally {
	agent.destroy()
	await server.stop()
	rmSync(server.dataDir, { recursive: true, force: true })
}
