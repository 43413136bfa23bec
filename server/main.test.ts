import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { parsePrometheusText, sampleValue } from '#tests/prometheus-text.ts'
import { unusedPort } from '#tests/smtp.ts'

/**
 * The server process as a person starts it: its exit code, what it prints, and
 * what it leaves on disk. Each run gets its own data directory and port.
 */
const temporary: string[] = []
afterEach(() => {
	for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDataDir = () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'server-main-'))
	temporary.push(dir)
	return dir
}

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

function run(command: string, args: string[], env: Record<string, string>, onStdout?: (output: string) => void) {
	const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	const result: Run = { code: null, signal: null, stdout: '', stderr: '' }
	child.stdout.on('data', (chunk) => {
		result.stdout += chunk
		onStdout?.(result.stdout)
	})
	child.stderr.on('data', (chunk) => (result.stderr += chunk))
	const exited = new Promise<Run>((resolve, reject) => {
		child.on('error', reject)
		child.on('exit', (code, signal) => resolve(Object.assign(result, { code, signal })))
	})
	return { child, exited }
}

const server = (env: Record<string, string>) =>
	run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { NODE_ENV: 'production', DATABASE_URL: '', ...env }).exited

/** A bad setting is a line to read and fix, not a stack trace. */
function expectOneLine(result: Run, ...words: string[]) {
	expect(result.code).toBe(1)
	const lines = result.stderr.trim().split('\n')
	expect(lines, result.stderr).toHaveLength(1)
	for (const word of words) expect(lines[0]).toContain(word)
	expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m)
}

describe('starting with a bad setting', () => {
	it('names the setting on one line and exits 1', async () => {
		const result = await server({ PORT: 'abc', DATA_DIR: tempDataDir() })
		expectOneLine(result, 'PORT', 'expected a number')
		expect(result.stdout).toBe('')
	})

	it('says when the port is taken, on one line', { timeout: 120_000 }, async () => {
		const taken = createServer()
		await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
		try {
			const port = (taken.address() as { port: number }).port
			// Development mode: the production one needs a build (and a second `npm run dev` is where this happens).
			const dataDir = tempDataDir()
			const result = await server({
				NODE_ENV: 'development',
				PORT: String(port),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				SEED_ON_START: 'false',
			})
			expectOneLine(result, `127.0.0.1:${port}`, 'PORT')
			// The database it had opened is closed again.
			expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
		} finally {
			await new Promise((resolve) => taken.close(resolve))
		}
	})
})

// Development mode uses the embedded database whatever the tests run on: once is enough.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run dev', () => {
	it('shuts down on SIGTERM: exit 0, the database closed and its lock released', { timeout: 180_000 }, async () => {
		const dataDir = tempDataDir()
		const port = await unusedPort()
		let listening!: () => void
		const ready = new Promise<void>((resolve) => (listening = resolve))
		const dev = run(
			'npm',
			['run', '-s', 'dev'],
			{ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_ON_START: 'false' },
			(output) => output.includes('Listening on') && listening(),
		)
		try {
			await Promise.race([ready, dev.exited.then((result) => Promise.reject(new Error(`dev exited early: ${result.stderr}`)))])
			expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true)
			// SIGTERM to npm, as a process manager or an editor sends it.
			dev.child.kill('SIGTERM')
			const result = await dev.exited
			expect(result, result.stdout + result.stderr).toMatchObject({ code: 0, signal: null })
			expect(result.stdout).toContain('Database closed')
			expect(result.stdout).toContain('Shutdown complete')
			expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
		} finally {
			if (dev.child.exitCode === null && dev.child.signalCode === null) dev.child.kill('SIGKILL')
		}
	})

	it('serves the metrics on METRICS_PORT and, with METRICS_TOKEN, on its own port', { timeout: 180_000 }, async () => {
		const [port, metricsPort] = [await unusedPort(), await unusedPort()]
		const token = 'main-test-metrics-token-0123456789abcdef'
		let listening!: () => void
		const ready = new Promise<void>((resolve) => (listening = resolve))
		const dev = run(
			'npm',
			['run', '-s', 'dev'],
			{
				PORT: String(port),
				HOST: '127.0.0.1',
				DATA_DIR: tempDataDir(),
				DATABASE_URL: '',
				SEED_ON_START: 'false',
				METRICS_PORT: String(metricsPort),
				METRICS_TOKEN: token,
			},
			(output) => output.includes('Metrics on http://127.0.0.1:') && listening(),
		)
		try {
			await Promise.race([ready, dev.exited.then((result) => Promise.reject(new Error(`dev exited early: ${result.stderr}`)))])
			const bearer = { authorization: `Bearer ${token}` }
			expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401)
			expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401)
			expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
			for (const base of [`http://127.0.0.1:${metricsPort}`, `http://127.0.0.1:${port}`]) {
				const scrape = async () => parsePrometheusText(await (await fetch(`${base}/metrics`, { headers: bearer })).text())
				// A request is recorded when its response closes, which may be just after the client has read it.
				await expect
					.poll(async () => sampleValue(await scrape(), 'westway_http_requests_total', { method: 'GET', route: '/healthz', status: '2xx' }))
					.toBe(1)
				expect(sampleValue(await scrape(), 'westway_database_up', { driver: 'pglite' })).toBe(1)
			}
			// The token never reaches the log.
			dev.child.kill('SIGTERM')
			const result = await dev.exited
			expect(result, result.stdout + result.stderr).toMatchObject({ code: 0, signal: null })
			expect(result.stdout + result.stderr).not.toContain(token)
		} finally {
			if (dev.child.exitCode === null && dev.child.signalCode === null) dev.child.kill('SIGKILL')
		}
	})
})
