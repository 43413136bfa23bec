import { defineConfig } from 'vitest/config'

// Unit and integration tests run without the React Router plugin; Playwright covers the browser.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		pool: 'forks',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		globalSetup: ['./tests/setup/pglite-image.ts'],
		setupFiles: ['./tests/setup/env.ts'],
	},
})
