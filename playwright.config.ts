import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './tests/chromium.ts'

/**
 * Browser journeys against the production build (`npm run build` first), in
 * Debian's Chromium. Two servers: the main one on a fresh embedded database,
 * and one on a fresh PostgreSQL database that fault-injection tests may break
 * (see tests/e2e/helpers/faults.ts). Settings reach the tests through the environment.
 * A run uses E2E_PORT and the next three ports (tests/e2e/helpers/ports.ts), so
 * runs with different E2E_PORTs can share a machine; its data directories and
 * database are removed when it ends.
 */
const port = Number(process.env.E2E_PORT ?? 3107)
process.env.E2E_PORT = String(port)
const faultPort = port + 1
process.env.BUILD_DIR ??= 'build'
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${port}`
process.env.E2E_FAULT_BASE_URL = `http://127.0.0.1:${faultPort}`
process.env.E2E_PG_SERVER ??= 'postgres://postgres@127.0.0.1:5432/test'
process.env.E2E_PG_DATABASE ??= `e2e_faults_${faultPort}`

/** `@postgres` in a describe title, or the admin journeys and the overview (which all use that server). */
const postgresTests = [/@postgres/, /admin\.spec\.ts/, /overview\.spec\.ts/]

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 30_000,
	expect: { timeout: 7_000 },
	fullyParallel: true,
	workers: 2,
	retries: 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		trace: 'retain-on-failure',
		launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
	},
	projects: [
		// Tests that read, change or break the PostgreSQL-backed server's database run one at a time, so no
		// test sees another's broken table; beside them, from the start (they are the longest chain), the
		// tests of the embedded-database server run on the other worker.
		{
			name: 'postgres',
			use: { ...devices['Desktop Chrome'], channel: undefined },
			grep: postgresTests,
			workers: 1,
		},
		{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: postgresTests },
	],
	webServer: [
		{
			command: 'node tests/e2e/start-server.mjs',
			url: `http://127.0.0.1:${port}/healthz`,
			reuseExistingServer: false,
			timeout: 120_000,
			// Not the default SIGKILL: the server closes its database, then start-server.mjs removes it.
			gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
			stdout: 'ignore',
			stderr: 'pipe',
			// No start-up warming of picture variants (decision 0024) competing with the tests for the cores; server.spec.ts starts a server with it.
			env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR, BUILD_DIR: process.env.BUILD_DIR, MEDIA_WARM: 'off' },
		},
		{
			command: 'node tests/e2e/start-server.mjs --postgres',
			url: `http://127.0.0.1:${faultPort}/healthz`,
			reuseExistingServer: false,
			timeout: 120_000,
			// Not the default SIGKILL: the server closes its database, then start-server.mjs removes it.
			gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
			stdout: 'ignore',
			stderr: 'pipe',
			env: {
				PORT: String(faultPort),
				E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-faults`,
				BUILD_DIR: process.env.BUILD_DIR,
				E2E_PG_SERVER: process.env.E2E_PG_SERVER,
				E2E_PG_DATABASE: process.env.E2E_PG_DATABASE,
				MEDIA_WARM: 'off',
			},
		},
	],
})
