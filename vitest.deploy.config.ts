import { defineConfig } from 'vitest/config'

/**
 * `npm run test:deploy`: the deployment of deploy/ (two instances of the
 * production build behind nginx, decision 0056). Apart from `npm test`: it
 * needs the build, nginx and PostgreSQL, and takes about a minute and a half.
 */
export default defineConfig({
	test: {
		include: ['tests/deploy/**/*.test.ts'],
		environment: 'node',
		pool: 'forks',
		maxWorkers: 1,
		testTimeout: 120_000,
		hookTimeout: 240_000,
	},
})
