import { defineConfig } from 'vitest/config'

// Unit and integration tests run without the React Router plugin; Playwright covers the browser.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		pool: 'forks',
		// Two test files at a time (the default is one fewer than the cores: one on a 2-core machine): the suite takes about 60% of the time.
		maxWorkers: 2,
		testTimeout: 30_000,
		hookTimeout: 60_000,
		globalSetup: ['./tests/setup/pglite-image.ts'],
		setupFiles: ['./tests/setup/env.ts'],
	},
})
