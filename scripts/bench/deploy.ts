/**
 * npm run bench:deploy [-- --duration 5] [--warmup 1] [--rounds 3] [--changes 5]
 *
 * The deployment of deploy/ as tests/deploy/multi-instance.test.ts starts it
 * (two instances of the production build on a fresh PostgreSQL database and
 * S3, Debian's nginx in front with the rendered site; decision 0056), then:
 *
 * - Anonymous public pages through nginx (its one-second cache, renewed from
 *   the instances) against the same nginx serving the same bytes as a file
 *   (sendfile, access log off: the fastest it serves them), with the same wrk
 *   settings, in turns (`--rounds` rounds, the order swapped each round; the
 *   median), over plain HTTP (where sendfile applies) and over TLS (as
 *   visitors come). The site logs every request, as in production.
 * - How long an admin change takes to show through nginx (`--changes` times).
 *
 * Needs the build (npm run build), nginx and wrk (apt-get install -y nginx wrk)
 * and PostgreSQL: DEPLOY_PG_SERVER (or TEST_DATABASE_URL, or the local
 * server's `test`), where DEPLOY_DATABASE (default deploy_bench_<port>) is
 * made and dropped; ports DEPLOY_PORT (default 3130) to DEPLOY_PORT+8.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { adminChangeVisible, cookiesOf, signIn, startDeployment, type Deployment } from '#tests/deploy/deployment.ts'
import { findExecutable } from '#tests/executables.ts'

import { runWrk, type Measurement, type WrkSettings } from './wrk.ts'

const { values: args } = parseArgs({
	options: {
		duration: { type: 'string', default: '5' },
		warmup: { type: 'string', default: '1' },
		rounds: { type: 'string', default: '3' },
		changes: { type: 'string', default: '5' },
	},
})
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const rounds = Number(args.rounds)
const changes = Number(args.changes)

const PAGES = ['/', '/services']
// As bench:load: one wrk thread, the other core is nginx's and the instances'.
const wrk: WrkSettings = { wrk: findExecutable('wrk') ?? '', threads: 1, connections: 32 }
if (!wrk.wrk) {
	console.error('wrk not found: apt-get install -y wrk')
	process.exit(1)
}

const basePort = Number(process.env.DEPLOY_PORT ?? 3130)
const ports = { site: basePort, sitePlain: basePort + 2, filePlain: basePort + 3, fileTls: basePort + 4 }
const staticRoot = (dir: string) => path.join(dir, 'static')

/** The same bytes as files, from the same nginx: no proxy, no cache, no log. */
const fileServer = ({ dir, certificate, certificateKey }: { dir: string; certificate: string; certificateKey: string }) =>
	[
		'server {',
		`\tlisten 127.0.0.1:${ports.filePlain};`,
		`\tlisten 127.0.0.1:${ports.fileTls} ssl http2;`,
		'\tserver_name _;',
		`\tssl_certificate ${certificate};`,
		`\tssl_certificate_key ${certificateKey};`,
		'\tssl_protocols TLSv1.2 TLSv1.3;',
		'\tssl_session_cache shared:bench_file_tls:1m;',
		'\taccess_log off;',
		`\troot ${staticRoot(dir)};`,
		'\tlocation / { try_files $uri $uri/index.html =404; }',
		'}',
	].join('\n')

/** Each page as nginx sends it to wrk (no Accept-Encoding: uncompressed), saved where the file server finds it. */
async function savePages(deployment: Deployment) {
	const root = staticRoot(path.join(deployment.dir, 'nginx'))
	for (const page of PAGES) {
		const reply = await deployment.send(page)
		if (reply.status !== 200 || reply.headers['content-encoding'])
			throw new Error(`${page}: ${reply.status} ${reply.headers['content-encoding'] ?? ''}`)
		const dir = path.join(root, page.replace(/^\/+|\/+$/g, ''))
		mkdirSync(dir, { recursive: true, mode: 0o755 })
		chmodSync(root, 0o755)
		writeFileSync(path.join(dir, 'index.html'), reply.body, { mode: 0o644 })
		console.log(`  ${page}: ${(reply.body.length / 1024).toFixed(1)} KB`)
	}
}

const median = (runs: Measurement[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!

type Pair = { label: string; cached: string; file: string; headers: string[] }

async function compare({ label, cached, file, headers }: Pair, problems: string[]) {
	if (warmup > 0) for (const url of [cached, file]) await runWrk(wrk, url, warmup, headers)
	const runs = { cached: [] as Measurement[], file: [] as Measurement[] }
	for (let round = 0; round < rounds; round += 1) {
		const order = round % 2 === 0 ? (['file', 'cached'] as const) : (['cached', 'file'] as const)
		for (const kind of order) {
			const measured = await runWrk(wrk, kind === 'cached' ? cached : file, duration, kind === 'cached' ? headers : [])
			if (measured.errors) problems.push(`${label} ${kind}: ${measured.errors}`)
			runs[kind].push(measured)
		}
	}
	const page = median(runs.cached)
	const bytes = median(runs.file)
	const all = (list: Measurement[]) => list.map((run) => run.rps.toFixed(0)).join(', ')
	const ratio = page.rps / bytes.rps
	console.log(
		`${label.padEnd(22)} page ${page.rps.toFixed(0).padStart(6)} req/s (p99 ${page.p99.toFixed(1)} ms; ${all(runs.cached)})  ` +
			`file ${bytes.rps.toFixed(0).padStart(6)} req/s (p99 ${bytes.p99.toFixed(1)} ms; ${all(runs.file)})  ` +
			`${(ratio * 100).toFixed(0)}% ${ratio >= 0.5 ? 'ok' : 'MISSED (goal ≥ 50%)'}`,
	)
}

const deployment = await startDeployment({
	basePort,
	databaseServer: process.env.DEPLOY_PG_SERVER ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
	databaseName: process.env.DEPLOY_DATABASE ?? `deploy_bench_${basePort}`,
	extraListen: [`127.0.0.1:${ports.sitePlain}`],
	extraServers: fileServer,
})
process.once('SIGINT', () => void deployment.close().finally(() => process.exit(130)))
const problems: string[] = []
try {
	console.log(`Two instances behind nginx; wrk -t${wrk.threads} -c${wrk.connections} -d${duration}s, ${rounds} rounds in turns, median`)
	await savePages(deployment)
	console.log('\nAnonymous pages through nginx (cached a second, renewed from the instances) against the same bytes as a file:')
	for (const page of PAGES) {
		await compare(
			{
				label: `${page} over HTTP`,
				cached: `http://127.0.0.1:${ports.sitePlain}${page}`,
				file: `http://127.0.0.1:${ports.filePlain}${page}`,
				headers: ['Host: localhost'],
			},
			problems,
		)
		await compare(
			{
				label: `${page} over TLS`,
				cached: `https://localhost:${ports.site}${page}`,
				file: `https://localhost:${ports.fileTls}${page}`,
				headers: [],
			},
			problems,
		)
	}

	const signedIn = await signIn(deployment)
	if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`)
	const cookie = cookiesOf(signedIn.headers)
	const times: number[] = []
	for (let n = 0; n < changes; n += 1) {
		const { ms, everyInstance } = await adminChangeVisible(deployment, cookie)
		if (!everyInstance) problems.push(`change ${n + 1}: not on every instance`)
		times.push(ms)
	}
	const sorted = [...times].sort((a, b) => a - b)
	console.log(
		`\nAn admin change visible through nginx after ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} ` +
			`(median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, most ${sorted.at(-1)!.toFixed(0)} ms; goal < 2000 ms)`,
	)
} catch (error) {
	problems.push(error instanceof Error ? error.message : String(error))
} finally {
	await deployment.close()
}
if (problems.length) {
	console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
	process.exitCode = 1
}
