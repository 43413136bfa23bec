import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { unusedPort } from '#tests/smtp.ts'

export type BenchServer = { baseUrl: string; dataDir: string; process: ChildProcess; stop(): Promise<number | null> }

export type BenchServerOptions = {
	dataDir?: string
	/** The checkout to run from (default: this one). */
	cwd?: string
	/** The build inside `cwd` (default: BUILD_DIR or `build`). */
	buildDir?: string
	/** Build first when the sources changed (default true); false runs the build as it is. */
	ensureBuild?: boolean
	/** The Node.js binary to run the server with (default: the one running this script). */
	node?: string
	/** A file the server's standard output (its log lines) is appended to, instead of this process's. */
	logFile?: string
	/** Node's arguments (default: the build's main.js), e.g. the start script's own. */
	args?: string[]
	/** How long start-up may take before it is a failure (default 60 s). */
	startTimeoutMs?: number
	/** Called with the server's process as soon as it is spawned, before it is healthy (to watch its start-up). */
	onSpawn?: (child: ChildProcess) => void
}

/** Builds the production build when its sources changed (scripts/ensure-build.mjs). */
export function ensureBuild(cwd = process.cwd(), buildDir = process.env.BUILD_DIR ?? 'build'): Promise<void> {
	return new Promise<void>((resolve, reject) => {
		const build = spawn(process.execPath, ['scripts/ensure-build.mjs'], {
			stdio: 'inherit',
			cwd,
			env: { ...process.env, BUILD_DIR: buildDir },
		})
		build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))))
	})
}

/**
 * Starts the production build (building it first if needed) on a fresh embedded database, or on DATABASE_URL.
 * An `env` value of undefined removes that variable from the server's environment.
 */
export async function startBenchServer(
	env: Record<string, string | undefined> = {},
	options: BenchServerOptions = {},
): Promise<BenchServer> {
	const cwd = options.cwd ?? process.cwd()
	const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? 'build'
	if (options.ensureBuild !== false) await ensureBuild(cwd, buildDir)
	const port = await unusedPort()
	const dataDir = options.dataDir ?? benchDataDir()
	const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined
	const child = spawn(options.node ?? process.execPath, options.args ?? [path.join(buildDir, 'main.js')], {
		cwd,
		stdio: ['ignore', logFd ?? 'inherit', 'inherit'],
		env: withoutUndefined({
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			SITE_URL: `http://127.0.0.1:${port}`,
			LOG_LEVEL: 'warn',
			// The steady state: no start-up warming of picture variants (decision 0024) competing for the CPU being measured.
			MEDIA_WARM: 'off',
			// Each simulated visitor has its own address (X-Forwarded-For), as behind a proxy.
			TRUST_PROXY: '1',
			...env,
		}),
	})
	// The child has its own copy of the descriptor.
	if (logFd !== undefined) closeSync(logFd)
	options.onSpawn?.(child)
	const baseUrl = `http://127.0.0.1:${port}`
	const startTimeoutMs = options.startTimeoutMs ?? 60_000
	const deadline = Date.now() + startTimeoutMs
	for (;;) {
		if (child.exitCode !== null) throw new Error('The server exited during start-up')
		try {
			if ((await fetch(`${baseUrl}/healthz`)).ok) break
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) throw new Error(`The server did not become healthy within ${startTimeoutMs / 1000} s`)
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	return {
		baseUrl,
		dataDir,
		process: child,
		stop: () =>
			new Promise((resolve) => {
				if (child.exitCode !== null) return resolve(child.exitCode)
				child.once('exit', (code) => resolve(code))
				child.kill('SIGTERM')
			}),
	}
}

function withoutUndefined(env: Record<string, string | undefined>): Record<string, string> {
	return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

/** A fresh data directory (embedded database, media) for one benchmark run. */
export const benchDataDir = () => mkdtempSync(path.join(tmpdir(), 'westway-bench-'))

export function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return 0
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The server's peak resident memory so far (Linux: VmHWM), in MB. */
export async function peakRssMb(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8')
	const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
	return kb / 1024
}
