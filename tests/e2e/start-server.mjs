// Starts the production build on a fresh embedded database for the browser tests.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

if (!existsSync('build/main.js') || !existsSync('build/server/index.js')) {
	console.error('The browser tests run against the production build: run `npm run build` first.')
	process.exit(1)
}

export const dataDir = path.resolve('.tmp/e2e-data')
rmSync(dataDir, { recursive: true, force: true })

const server = spawn(process.execPath, ['build/main.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		DATA_DIR: dataDir,
		SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
		DATABASE_URL: '',
		LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
	},
})
const stop = (signal) => server.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.on('exit', (code) => process.exit(code ?? 0))
