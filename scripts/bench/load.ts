/**
 * npm run bench:load [-- --duration 10] [--warmup 2]
 *
 * Page throughput against an existing production build (BUILD_DIR or build/;
 * nothing is built for this checkout), side by side in one run, each server
 * alone on the machine while it is measured (wrk -t1 -c32 --latency, after a
 * warm-up): nginx with one worker serving the same HTML bytes as static files
 * (access log off: the fastest it can be),
 * a bare node:http server sending the same bytes from memory (what the runtime
 * itself can do: scripts/bench/node-floor.mjs), the app with its page cache on
 * and off (PAGE_CACHE=off), logging every request as in production, and the starting
 * commit de449f0 (built once in a git worktree, kept in
 * node_modules/.cache/bench-load). Then two instances on one fresh PostgreSQL
 * database: how long a change saved through one takes to show on the other.
 * Then page views (decision 0051): the cache-hit throughput with view counting
 * on and off (PAGE_VIEWS=off), two servers measured in turns with a browser's
 * user agent and an outside referrer, so every hit is counted (`--only views`
 * runs this part alone). Then metrics (decision 0058) in the same way:
 * METRICS_TOKEN set against no metrics at all (`--only metrics`). Each pair
 * runs twice, the server with the feature on started first and then last, and
 * the figure is the geometric mean of the two (`--start` runs one order).
 * Last, the 10,000-row scale check of scripts/bench/scale.ts when it exists.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'

import { openDatabase } from '#app/.server/db/index.ts'
import { pageViewsDaily } from '#app/.server/db/schema/index.ts'
import { runAdminCli } from '#tests/admin-cli.ts'
import { findExecutable } from '#tests/executables.ts'
import { signInOverHttp } from '#tests/http-session.ts'
import { unusedPort } from '#tests/smtp.ts'

import { startBenchServer, type BenchServer, type BenchServerOptions } from './server.ts'
import { runWrk as runWrkWith, type Measurement } from './wrk.ts'

const PAGES = ['/', '/services', '/gallery', '/areas/maida-vale']
const START_COMMIT = 'de449f0'
const CONNECTIONS = 32
// One wrk thread: on this 2-core machine the other core is the server's (and nginx's one worker's).
const THREADS = 1
const INVALIDATION_TIMEOUT_MS = 10_000

const { values: args } = parseArgs({
	options: {
		duration: { type: 'string', default: '10' },
		warmup: { type: 'string', default: '2' },
		only: { type: 'string' },
		start: { type: 'string' },
		/** Rounds per page of an on/off comparison. */
		rounds: { type: 'string', default: '5' },
	},
})
const duration = Number(args.duration)
const warmup = Number(args.warmup)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
process.chdir(repoRoot)
const buildDir = process.env.BUILD_DIR ?? 'build'

// ---- Preconditions -------------------------------------------------------

if (!existsSync(path.join(buildDir, 'main.js'))) {
	console.error(`No production build at ${buildDir}/main.js: run npm run build first.`)
	process.exit(1)
}
const wrk = findExecutable('wrk')
const nginx = findExecutable('nginx')
if (!wrk || !nginx) {
	console.error(`${[!wrk && 'wrk', !nginx && 'nginx'].filter(Boolean).join(' and ')} not found. Install with:`)
	console.error('  sudo apt-get install -y wrk nginx-light')
	process.exit(1)
}

// ---- Clean-up, also on Ctrl-C --------------------------------------------

const cleanups: (() => Promise<unknown> | unknown)[] = []
async function cleanUp() {
	while (cleanups.length) {
		try {
			await cleanups.pop()!()
		} catch (error) {
			console.error('Clean-up step failed:', error)
		}
	}
}
process.once('SIGINT', () => {
	console.error('\nInterrupted: cleaning up…')
	void cleanUp().finally(() => process.exit(130))
})

const tmp = mkdtempSync(path.join(tmpdir(), 'westway-bench-load-'))
// nginx's worker runs as nobody when the master is root: it must be able to read the web root.
chmodSync(tmp, 0o755)
cleanups.push(() => rmSync(tmp, { recursive: true, force: true }))

/** Problems that did not stop the run, repeated at the end. */
const problems: string[] = []

// ---- wrk -----------------------------------------------------------------

const runWrk = (url: string, seconds: number, headers: string[] = []) =>
	runWrkWith({ wrk: wrk!, threads: THREADS, connections: CONNECTIONS }, url, seconds, headers)

// ---- Results -------------------------------------------------------------

type Row = Measurement & { page: string; server: string; hitRate: string }
const rows: Row[] = []

type PageCacheCounters = { hits: number; misses: number }

/** The page cache's counters from /healthz, or null when the server does not report them. */
async function readPageCache(baseUrl: string): Promise<PageCacheCounters | null> {
	try {
		const body = (await (await fetch(`${baseUrl}/healthz`)).json()) as { pageCache?: Partial<PageCacheCounters> }
		const { hits, misses } = body.pageCache ?? {}
		return typeof hits === 'number' && typeof misses === 'number' ? { hits, misses } : null
	} catch {
		return null
	}
}

function hitRate(before: PageCacheCounters | null, after: PageCacheCounters | null): string {
	if (!before || !after) return 'n/a'
	const hits = after.hits - before.hits
	const total = hits + after.misses - before.misses
	return total > 0 ? `${((hits / total) * 100).toFixed(1)}%` : 'n/a'
}

/** Warms up and measures every page of one server, which is the only one running. */
async function measureServer(server: string, baseUrl: string, options: { hitRate?: boolean } = {}) {
	for (const page of PAGES) {
		const url = `${baseUrl}${page}`
		if (warmup > 0) await runWrk(url, warmup)
		const before = options.hitRate ? await readPageCache(baseUrl) : null
		const measured = await runWrk(url, duration)
		const after = options.hitRate ? await readPageCache(baseUrl) : null
		rows.push({ page, server, ...measured, hitRate: options.hitRate ? hitRate(before, after) : '' })
		if (measured.errors) problems.push(`${server} ${page}: ${measured.errors}`)
		console.log(`  ${server.padEnd(14)} ${page.padEnd(18)} ${measured.rps.toFixed(0)} req/s`)
	}
}

async function withServer<T>(
	label: string,
	env: Record<string, string | undefined>,
	options: BenchServerOptions,
	task: (server: BenchServer) => Promise<T>,
): Promise<T | undefined> {
	let server: BenchServer | undefined
	try {
		// Logging as in production: a line per request at the default level, written to a file.
		const logFile = path.join(tmp, `${label.replace(/\W+/g, '-')}.log`)
		server = await startBenchServer({ LOG_LEVEL: 'info', ...env }, { ensureBuild: false, logFile, ...options })
		return await task(server)
	} catch (error) {
		problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`)
		return undefined
	} finally {
		await server?.stop()
		if (server) rmSync(server.dataDir, { recursive: true, force: true })
	}
}

// ---- nginx ---------------------------------------------------------------

const webRoot = path.join(tmp, 'www')

/** `/services` → `services/index.html`, so nginx's try_files finds it. */
const pageFile = (page: string) => path.join(webRoot, page.replace(/^\/+|\/+$/g, ''), 'index.html')

/** Headers Node.js writes itself (or that describe a connection, not the page). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** Each page's HTML, and beside it the headers the app's cache hit sends with it (for node-floor.mjs --same-headers). */
async function saveHtml(baseUrl: string) {
	for (const page of PAGES) {
		// Uncompressed, as wrk asks for it.
		const response = await fetch(`${baseUrl}${page}`, { headers: { 'accept-encoding': 'identity' } })
		if (!response.ok) problems.push(`GET ${page} answered ${response.status}`)
		const file = pageFile(page)
		mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 })
		writeFileSync(file, Buffer.from(await response.arrayBuffer()), { mode: 0o644 })
		const headers = [...response.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)).flat()
		writeFileSync(path.join(path.dirname(file), 'headers.json'), JSON.stringify(headers), { mode: 0o644 })
	}
}

function nginxConfig(port: number, dir: string): string {
	const built = spawnSync(nginx!, ['-V'], { encoding: 'utf8' }).stderr
	// Temporary paths in our directory (the defaults under /var/lib need root), for the modules this nginx has.
	const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
		.filter((name) => name === 'client_body' || !built.includes(`--without-http_${name}_module`))
		.map((name) => `\t${name}_temp_path ${path.join(dir, `${name}_temp`)};`)
	return [
		'worker_processes 1;',
		'daemon off;',
		`pid ${path.join(dir, 'nginx.pid')};`,
		`error_log ${path.join(dir, 'error.log')} warn;`,
		'events { worker_connections 1024; }',
		'http {',
		'\taccess_log off;',
		'\tgzip off;',
		'\tsendfile on;',
		'\ttypes { text/html html; }',
		'\tdefault_type application/octet-stream;',
		...temps,
		'\tserver {',
		`\t\tlisten 127.0.0.1:${port};`,
		`\t\troot ${webRoot};`,
		'\t\tlocation / { try_files $uri $uri/index.html =404; }',
		'\t}',
		'}',
		'',
	].join('\n')
}

/**
 * Measures a static server started by `start` on a free port: waits until it
 * answers `/` (10 s at most), measures every page, then stops it.
 */
async function measureStaticServer(label: string, start: (port: number) => ChildProcess, startupHint = '') {
	const port = await unusedPort()
	const child = start(port)
	const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	try {
		const baseUrl = `http://127.0.0.1:${port}`
		const deadline = Date.now() + 10_000
		for (;;) {
			if (child.exitCode !== null) throw new Error(`exited at start-up${startupHint}`)
			const ready = await fetch(`${baseUrl}/`).then(
				(response) => response.ok,
				() => false,
			)
			if (ready) break
			if (Date.now() > deadline) throw new Error('did not answer within 10 s')
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		await measureServer(label, baseUrl)
	} catch (error) {
		problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`)
	} finally {
		if (child.exitCode === null) child.kill('SIGTERM')
		await stopped
	}
}

function measureNginx() {
	const dir = path.join(tmp, 'nginx')
	mkdirSync(dir, { recursive: true })
	const conf = path.join(dir, 'nginx.conf')
	return measureStaticServer(
		'nginx',
		(port) => {
			writeFileSync(conf, nginxConfig(port, dir))
			return spawn(nginx!, ['-c', conf, '-p', `${dir}/`, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] })
		},
		` (see ${dir}/error.log)`,
	)
}

// ---- Node.js alone --------------------------------------------------------

/**
 * A bare node:http server sending the same page from memory (scripts/bench/node-floor.mjs):
 * with three headers of its own (`node:http`), and with the headers of the app's
 * hit (`node:http+headers`: the security headers, ETag, the request id as it
 * was, so the same bytes).
 */
async function measureNodeFloors() {
	for (const [label, extra] of [
		['node:http', []],
		['node:http+headers', ['--same-headers']],
	] as const) {
		await measureStaticServer(label, (port) =>
			spawn(process.execPath, [path.join(repoRoot, 'scripts', 'bench', 'node-floor.mjs'), String(port), webRoot, ...extra], {
				stdio: ['ignore', 'inherit', 'inherit'],
			}),
		)
	}
}

// ---- Page views, and metrics, on and off ----------------------------------

/** A browser coming from a search engine: a hit that is counted, through the referring-host path. */
const VISITOR_HEADERS = [
	'User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
	'Referer: https://www.google.co.uk/',
]
const ROUNDS = Number(args.rounds)
type StartOrder = 'on-first' | 'off-first'
/**
 * Which server of a pair starts first (and is warmed first). The first one
 * started measured 14-16% faster whichever it was (decision 0060), so by
 * default each comparison runs in both orders and its figure is the geometric
 * mean of the two; `--start on-first` or `--start off-first` runs one alone.
 */
const startOrders: StartOrder[] =
	args.start === undefined ? ['on-first', 'off-first'] : args.start === 'on-first' || args.start === 'off-first' ? [args.start] : []
if (startOrders.length === 0) throw new Error(`--start takes on-first or off-first, not ${args.start}`)

type Variant = { label: string; env: Record<string, string | undefined> }

/**
 * Cache hits of two servers that differ in one setting, both up and measured
 * in turns (`ROUNDS` rounds per page, the order swapped each round), so a busy
 * moment of the machine falls on both alike; the median of the rounds, and
 * `on` as a share of `off` against the goal of 95%. Every request is a
 * browser's with an outside referrer (a counted view). `report` adds a line
 * per server before or after it stops.
 */
type TurnsReport = {
	beforeStop?: (label: string, server: BenchServer) => Promise<string>
	afterStop?: (label: string, server: BenchServer) => Promise<string>
}

async function measureInTurns(what: string, on: Variant, off: Variant, report: TurnsReport = {}): Promise<string[]> {
	const lines: string[] = []
	const overall: number[] = []
	for (const order of startOrders) {
		const measured = await measureInOrder(what, on, off, report, order)
		if (!measured) return lines
		lines.push(`${order}:`, ...measured.lines)
		overall.push(measured.overall)
	}
	if (overall.length > 1) {
		const combined = Math.sqrt(overall[0]! * overall[1]!)
		lines.push(
			`Both start orders: geometric mean of ${overall.map((value) => `${(value * 100).toFixed(1)}%`).join(' and ')} = ${(combined * 100).toFixed(1)}% ${combined >= 0.95 ? 'ok' : 'MISSED'} (goal: at least 95%)`,
		)
	}
	return lines
}

/** One run of `measureInTurns` with the servers started in `order`; null when it failed (the problem is recorded). */
async function measureInOrder(
	what: string,
	on: Variant,
	off: Variant,
	report: TurnsReport,
	order: StartOrder,
): Promise<{ lines: string[]; overall: number } | null> {
	const servers: { label: string; server: BenchServer }[] = []
	try {
		for (const { label, env } of order === 'off-first' ? [off, on] : [on, off]) {
			const logFile = path.join(tmp, `${label.replace(/\W+/g, '-')}-${order}.log`)
			servers.push({
				label,
				server: await startBenchServer({ LOG_LEVEL: 'info', PAGE_CACHE: undefined, ...env }, { ensureBuild: false, logFile }),
			})
		}
		const lines: string[] = []
		const pairedRatios: number[] = []
		for (const page of PAGES) {
			const rounds = new Map<string, Measurement[]>(servers.map(({ label }) => [label, []]))
			for (const { server } of servers) if (warmup > 0) await runWrk(`${server.baseUrl}${page}`, warmup, VISITOR_HEADERS)
			for (let round = 0; round < ROUNDS; round += 1) {
				for (const { label, server } of round % 2 === 0 ? servers : [...servers].reverse()) {
					const measured = await runWrk(`${server.baseUrl}${page}`, duration, VISITOR_HEADERS)
					if (measured.errors) problems.push(`${label} ${page}: ${measured.errors}`)
					rounds.get(label)!.push(measured)
				}
			}
			// Each round's on/off pair ran side by side in time: their ratio is the least disturbed figure.
			const paired = rounds.get(on.label)!.map((row, round) => row.rps / rounds.get(off.label)![round]!.rps)
			pairedRatios.push(...paired)
			const median = (label: string) => [...rounds.get(label)!].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)]!
			const onRow = median(on.label)
			const offRow = median(off.label)
			for (const [label, measured] of [
				[on.label, onRow],
				[off.label, offRow],
			] as const)
				rows.push({ page, server: startOrders.length > 1 ? `${label} (${order})` : label, ...measured, hitRate: '' })
			const ratio = onRow.rps / offRow.rps
			const all = (label: string) =>
				rounds
					.get(label)!
					.map((row) => row.rps.toFixed(0))
					.join(', ')
			lines.push(
				`${page.padEnd(19)}${what} on ${onRow.rps.toFixed(0)} req/s (${all(on.label)}), off ${offRow.rps.toFixed(0)} req/s (${all(off.label)}): ` +
					`${(ratio * 100).toFixed(1)}% of the medians; the rounds' own ratios ${paired.map((value) => (value * 100).toFixed(0)).join(', ')}%`,
			)
			console.log(`  ${what} on/off (${order}) ${page.padEnd(18)} ${onRow.rps.toFixed(0)} / ${offRow.rps.toFixed(0)} req/s`)
		}
		const overall = medianOf(pairedRatios)
		// With both orders the verdict is the combined figure's alone (one order's is biased by which server started first).
		const verdict = startOrders.length > 1 ? '' : ` ${overall >= 0.95 ? 'ok' : 'MISSED'} (goal: at least 95%)`
		lines.push(`All pages: median of the ${pairedRatios.length} rounds' on/off ratios ${(overall * 100).toFixed(1)}%${verdict}`)
		for (const { label, server } of servers.splice(0)) {
			if (report.beforeStop) lines.push(await report.beforeStop(label, server))
			await server.stop()
			if (report.afterStop) lines.push(await report.afterStop(label, server))
			rmSync(server.dataDir, { recursive: true, force: true })
		}
		return { lines, overall }
	} catch (error) {
		problems.push(`${what} on/off (${order}): ${error instanceof Error ? error.message : String(error)}`)
		return null
	} finally {
		for (const { server } of servers) {
			await server.stop()
			rmSync(server.dataDir, { recursive: true, force: true })
		}
	}
}

/** Page views (decision 0051) counted and not (PAGE_VIEWS=off); the counting really ran: each server writes what it counted at shutdown. */
const measureViewCounting = () =>
	measureInTurns(
		'views',
		{ label: 'app views on', env: { PAGE_VIEWS: 'on' } },
		{ label: 'app views off', env: { PAGE_VIEWS: 'off' } },
		{ afterStop: async (label, server) => `${label}: ${(await storedViews(server.dataDir)).toLocaleString('en-GB')} views stored` },
	)

/**
 * Metrics (decision 0058) on (METRICS_TOKEN set: every request counted and
 * timed by route) and off (neither METRICS_TOKEN nor METRICS_PORT), page views
 * counted on both; scraped during the run, so the counting really ran.
 */
const METRICS_TOKEN = randomBytes(24).toString('hex')
const measureMetrics = () =>
	measureInTurns(
		'metrics',
		{ label: 'app metrics on', env: { METRICS_TOKEN, METRICS_PORT: undefined } },
		{ label: 'app metrics off', env: { METRICS_TOKEN: undefined, METRICS_PORT: undefined } },
		{
			beforeStop: async (label, server) => {
				if (label !== 'app metrics on') return `${label}: no metrics`
				const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
				const text = await response.text()
				let counted = 0
				for (const [, route, value] of text.matchAll(/^westway_http_requests_total\{method="GET",route="([^"]+)",status="2xx"\} (\S+)$/gm))
					if (PAGE_PATTERNS.has(route!)) counted += Number(value)
				return `${label}: ${counted.toLocaleString('en-GB')} requests of the pages counted (the last scrape, ${response.status})`
			},
		},
	)
const VIEWS_HEADING = `\nCache hits with page views counted (PAGE_VIEWS=on) and not (off), median of ${ROUNDS} rounds in turns; goal: on ≥ 95% of off`
const METRICS_HEADING = `\nCache hits with metrics (METRICS_TOKEN set) and without, views counted on both, median of ${ROUNDS} rounds in turns; goal: on ≥ 95% of off`
const medianOf = (values: readonly number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
/** The route patterns of PAGES. */
const PAGE_PATTERNS = new Set(['/', '/services', '/gallery', '/areas/:area'])

/** The views a stopped server's embedded database holds. */
async function storedViews(dataDir: string): Promise<number> {
	const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
	try {
		const [row] = await handle.db
			.select({ views: sql<number>`coalesce(sum(${pageViewsDaily.views}), 0)`.mapWith(Number) })
			.from(pageViewsDaily)
		return row?.views ?? 0
	} finally {
		await handle.close()
	}
}

// ---- The starting commit -------------------------------------------------

function run(command: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): boolean {
	const result = spawnSync(command, argv, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 })
	writeFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}`, { flag: 'a' })
	return result.status === 0
}

/**
 * A built checkout of the starting commit: from the cache, or a worktree built
 * with this checkout's node_modules (npm ci in it when that does not build).
 */
function prepareStartCommit(): { dir: string; note: string } {
	const cached = path.join(repoRoot, 'node_modules', '.cache', 'bench-load', START_COMMIT)
	if (existsSync(path.join(cached, 'build', 'main.js'))) return { dir: cached, note: `cached build in ${path.relative(repoRoot, cached)}` }
	rmSync(cached, { recursive: true, force: true })

	const worktree = path.join(tmp, 'start')
	console.log(`Building ${START_COMMIT} in a worktree (once; kept in ${path.relative(repoRoot, cached)})…`)
	execFileSync('git', ['worktree', 'add', '--detach', worktree, START_COMMIT], { cwd: repoRoot, stdio: 'ignore' })
	cleanups.push(() => execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repoRoot, stdio: 'ignore' }))
	const { BUILD_DIR: _ignored, ...env } = process.env
	const log = path.join(tmp, 'start-build.log')
	const modules = path.join(worktree, 'node_modules')
	symlinkSync(path.join(repoRoot, 'node_modules'), modules, 'dir')
	let note = "built with this checkout's node_modules (symlinked)"
	if (!run('npm', ['run', 'build'], worktree, env, log)) {
		console.log(`The build with this checkout's node_modules failed: npm ci in the worktree…`)
		unlinkSync(modules)
		note = "built after npm ci in the worktree: this checkout's node_modules did not build it"
		const ok = run('npm', ['ci', '--no-audit', '--no-fund'], worktree, env, log) && run('npm', ['run', 'build'], worktree, env, log)
		if (!ok) throw new Error(`could not build ${START_COMMIT} (log: ${log})`)
	}
	// The copy resolves packages from this checkout's node_modules above it; a symlink there would make a cycle.
	const symlinked = lstatSync(modules).isSymbolicLink()
	cpSync(worktree, cached, {
		recursive: true,
		filter: (source) => source !== path.join(worktree, '.git') && !(symlinked && source === modules),
	})
	return { dir: cached, note }
}

// ---- Two instances on one PostgreSQL ---------------------------------------

async function crossInstanceInvalidation(): Promise<string> {
	const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
	const name = `bench_load_${randomBytes(4).toString('hex')}`
	const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 })
	try {
		await admin.unsafe(`create database "${name}"`)
	} finally {
		await admin.end()
	}
	cleanups.push(async () => {
		const drop = postgres(serverUrl, { max: 1, onnotice: () => {} })
		await drop.unsafe(`drop database if exists "${name}" with (force)`)
		await drop.end()
	})
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	const databaseUrl = url.toString()

	const servers: BenchServer[] = []
	cleanups.push(async () => {
		for (const server of servers) {
			await server.stop()
			rmSync(server.dataDir, { recursive: true, force: true })
		}
	})
	// A first, alone: it migrates and seeds the new database.
	const start = () => startBenchServer({ LOG_LEVEL: 'error', DATABASE_URL: databaseUrl, PAGE_CACHE: undefined }, { ensureBuild: false })
	const a = await start()
	servers.push(a)
	const b = await start()
	servers.push(b)

	const email = 'bench-load-admin@example.com'
	const password = 'bench load passphrase'
	const created = await runAdminCli(['create', email], { DATABASE_URL: databaseUrl, NODE_ENV: 'production' }, `${password}\n`)
	if (created.code !== 0) throw new Error(`could not create the admin account: ${created.stderr.trim()}`)

	const phone = `4477009${String(randomBytes(3).readUIntBE(0, 3) % 100_000).padStart(5, '0')}`
	const marker = `wa.me/${phone}`
	// Warm both caches with the page as it was.
	for (const server of [a, b]) {
		for (let n = 0; n < 3; n++) {
			const html = await (await fetch(`${server.baseUrl}/`)).text()
			if (html.includes(marker)) throw new Error(`the new WhatsApp number is already on ${server.baseUrl}/`)
		}
	}

	const cookie = await signInOverHttp(a.baseUrl, email, password)

	const saved = await fetch(`${a.baseUrl}/admin/whatsapp`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: a.baseUrl, cookie },
		body: new URLSearchParams({ intent: 'save', whatsapp_business_phone: phone, whatsapp_api_token: '' }),
	})
	const savedAt = performance.now()
	if (saved.status !== 302) throw new Error(`saving the WhatsApp number on instance A answered ${saved.status}`)
	if (!(await (await fetch(`${a.baseUrl}/`)).text()).includes(marker))
		problems.push('instance A itself did not show the new number at once')

	for (;;) {
		const html = await (await fetch(`${b.baseUrl}/`)).text()
		const elapsed = performance.now() - savedAt
		if (html.includes(marker)) return `cross-instance invalidation: ${elapsed.toFixed(0)} ms (goal ≤ 1000 ms)`
		if (elapsed > INVALIDATION_TIMEOUT_MS) {
			return `cross-instance invalidation: not seen on instance B after ${INVALIDATION_TIMEOUT_MS} ms (goal ≤ 1000 ms)`
		}
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

// ---- The run -------------------------------------------------------------

const nodeVersion = execFileSync(process.execPath, ['-p', 'process.version'], { encoding: 'utf8' }).trim()
/**
 * The starting commit runs as its `npm start` ran it: on the machine's own
 * Node.js (the first on PATH outside node_modules; it had no Node of its own)
 * and without NODE_ENV (its server did not default it).
 */
const systemNode =
	(process.env.PATH ?? '')
		.split(path.delimiter)
		.filter((dir) => dir && !dir.includes('node_modules'))
		.map((dir) => path.join(dir, 'node'))
		.find((file) => existsSync(file)) ?? process.execPath
const systemNodeVersion = execFileSync(systemNode, ['-p', 'process.version'], { encoding: 'utf8' }).trim()
const nginxVersion = spawnSync(nginx, ['-v'], { encoding: 'utf8' })
	.stderr.trim()
	.replace(/^nginx version: /, '')
const wrkVersion = spawnSync(wrk, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]!.trim()

try {
	console.log(`App servers: Node ${nodeVersion} (${process.execPath}), build ${buildDir}/; ${nginxVersion}; ${wrkVersion}`)
	console.log(
		`wrk -t${THREADS} -c${CONNECTIONS} -d${duration}s --timeout 10s --latency, after ${warmup} s of warm-up, one server at a time`,
	)
	console.log(`App servers log every request at LOG_LEVEL=info (the production default) to a file; nginx's access log is off\n`)

	if (args.only === 'views' || args.only === 'metrics') {
		const views = args.only === 'views'
		console.log(views ? 'Page views on and off…' : 'Metrics on and off…')
		const lines = views ? await measureViewCounting() : await measureMetrics()
		console.log(views ? VIEWS_HEADING : METRICS_HEADING)
		for (const line of lines) console.log(line)
		if (problems.length) {
			console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
			process.exitCode = 1
		}
		await cleanUp()
		process.exit()
	}

	let start: { dir: string; note: string } | null = null
	try {
		start = prepareStartCommit()
	} catch (error) {
		problems.push(`${START_COMMIT}: ${error instanceof Error ? error.message : String(error)}`)
	}

	console.log('Measuring…')
	await withServer('app cache on', { PAGE_CACHE: undefined }, {}, async (server) => {
		await saveHtml(server.baseUrl)
		await measureServer('app cache on', server.baseUrl, { hitRate: true })
	})
	if (existsSync(pageFile('/'))) {
		await measureNginx()
		await measureNodeFloors()
	}
	await withServer('app cache off', { PAGE_CACHE: 'off' }, {}, (server) => measureServer('app cache off', server.baseUrl))
	if (start) {
		await withServer(
			START_COMMIT,
			{ PAGE_CACHE: undefined, NODE_ENV: undefined },
			{ cwd: start.dir, buildDir: 'build', node: systemNode },
			(server) => measureServer(START_COMMIT, server.baseUrl),
		)
	}

	console.log('Page views on and off…')
	const viewLines = await measureViewCounting()
	console.log('Metrics on and off…')
	const metricsLines = await measureMetrics()

	console.log('Two instances on one PostgreSQL database…')
	const crossInstance = await crossInstanceInvalidation().catch(
		(error: unknown) => `cross-instance invalidation: failed (${error instanceof Error ? error.message : String(error)})`,
	)

	let scale = 'scale check: scripts/bench/scale.ts not present'
	const scaleFile = path.join(repoRoot, 'scripts', 'bench', 'scale.ts')
	if (existsSync(scaleFile)) {
		console.log('Scale check…')
		try {
			const { runScaleCheck } = (await import(pathToFileURL(scaleFile).href)) as { runScaleCheck(): Promise<string> }
			scale = await runScaleCheck()
		} catch (error) {
			scale = `scale check: failed (${error instanceof Error ? error.message : String(error)})`
		}
	}

	const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '?')
	console.log(
		`\n${'page'.padEnd(19)}${'server'.padEnd(18)}${'req/s'.padStart(8)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}   hit rate`,
	)
	for (const row of rows) {
		console.log(
			`${row.page.padEnd(19)}${row.server.padEnd(18)}${fixed(row.rps, 0).padStart(8)}${fixed(row.p50, 2).padStart(10)}` +
				`${fixed(row.p99, 2).padStart(10)}   ${row.hitRate}`,
		)
	}

	const find = (page: string, server: string) => rows.find((row) => row.page === page && row.server === server)
	const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
	console.log(
		`\n${'page'.padEnd(19)}${'cache on / nginx'.padEnd(22)}${'cache on p99'.padEnd(22)}${`cache off / ${START_COMMIT}`.padEnd(23)}` +
			`${'cache on / node:http'.padEnd(22)}cache on / node:http+headers`,
	)
	for (const page of PAGES) {
		const on = find(page, 'app cache on')
		const nginxRow = find(page, 'nginx')
		const off = find(page, 'app cache off')
		const old = find(page, START_COMMIT)
		const floor = find(page, 'node:http')
		const sameBytes = find(page, 'node:http+headers')
		const hitShare = on && sameBytes ? on.rps / sameBytes.rps : Number.NaN
		const share = on && nginxRow ? on.rps / nginxRow.rps : Number.NaN
		const speedup = off && old ? off.rps / old.rps : Number.NaN
		const cells = [
			Number.isFinite(share) ? `${(share * 100).toFixed(0)}% ${verdict(share >= 0.5)}` : 'n/a',
			on ? `${fixed(on.p99, 2)} ms ${verdict(on.p99 < 25)}` : 'n/a',
			Number.isFinite(speedup) ? `${speedup.toFixed(2)}x ${verdict(speedup >= 5)}` : 'n/a',
			on && floor ? `${((on.rps / floor.rps) * 100).toFixed(0)}%` : 'n/a',
			Number.isFinite(hitShare) ? `${(hitShare * 100).toFixed(0)}% ${verdict(hitShare >= 0.8)}` : 'n/a',
		]
		console.log(`${page.padEnd(19)}${cells[0]!.padEnd(22)}${cells[1]!.padEnd(22)}${cells[2]!.padEnd(23)}${cells[3]!.padEnd(22)}${cells[4]}`)
	}
	console.log(`goals: cache on / nginx ≥ 50%, cache on p99 < 25 ms, cache off / ${START_COMMIT} ≥ 5x, cache on / node:http+headers ≥ 80%`)
	console.log(
		'cache on / node:http: the share of what Node.js alone achieves sending the same page with three headers of its own; ' +
			'/ node:http+headers: sending the same bytes (the hit’s headers too), which is what the cache adds to',
	)
	if (start)
		console.log(`${START_COMMIT}: ${start.note}; run as its npm start ran it: Node ${systemNodeVersion} (${systemNode}), NODE_ENV unset`)
	console.log(VIEWS_HEADING)
	for (const line of viewLines) console.log(line)
	console.log(METRICS_HEADING)
	for (const line of metricsLines) console.log(line)
	console.log(`\n${crossInstance}`)
	console.log(scale)
	if (problems.length) {
		console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
		process.exitCode = 1
	}
} finally {
	await cleanUp()
}
