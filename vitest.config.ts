import { defineConfig } from 'vitest/config'

import { filesThatReachTheDatabase, TEST_FILE_GLOB } from './tests/setup/database-files.ts'

const TEST_DIRECTORIES = ['app', 'server', 'scripts', 'tests/setup']

// Unit and integration tests run without the React Router plugin; Playwright covers the browser.
export default defineConfig({
	test: {
		// On PostgreSQL, only the files whose result can depend on the database (decision 0061); named files still narrow it.
		include: process.env.TEST_DATABASE_URL
			? filesThatReachTheDatabase(TEST_DIRECTORIES, import.meta.dirname)
			: TEST_DIRECTORIES.map((directory) => `${directory}/**/${TEST_FILE_GLOB}`),
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
