import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3107)
export const baseURL = `http://127.0.0.1:${port}`

/**
 * Browser journeys against the production build (npm run build first), on a
 * fresh embedded database in .tmp/e2e-data, in Debian's Chromium.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 30_000,
	expect: { timeout: 7_000 },
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: {
		command: 'node tests/e2e/start-server.mjs',
		url: `${baseURL}/healthz`,
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'pipe',
		stderr: 'pipe',
		env: { PORT: String(port) },
	},
})
