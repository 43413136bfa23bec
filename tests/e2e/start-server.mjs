// Starts the production build for the browser tests:
//   node tests/e2e/start-server.mjs            fresh embedded database (PGlite) in E2E_DATA_DIR
//   node tests/e2e/start-server.mjs --postgres fresh PostgreSQL database E2E_PG_DATABASE on E2E_PG_SERVER,
//                                              which tests may break on purpose (fault injection)
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'

const buildDir = process.env.BUILD_DIR ?? 'build'
if (!existsSync(`${buildDir}/main.js`) || !existsSync(`${buildDir}/server/index.js`)) {
	console.error('The browser tests run against the production build: run `npm run build` first.')
	process.exit(1)
}

const usePostgres = process.argv.includes('--postgres')
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data')
rmSync(dataDir, { recursive: true, force: true })

let databaseUrl = ''
if (usePostgres) {
	const server = process.env.E2E_PG_SERVER
	const name = process.env.E2E_PG_DATABASE
	const admin = postgres(server, { max: 1, onnotice: () => {} })
	await admin.unsafe(`drop database if exists "${name}" with (force)`)
	await admin.unsafe(`create database "${name}"`)
	await admin.end()
	const url = new URL(server)
	url.pathname = `/${name}`
	databaseUrl = url.toString()
}

const server = spawn(process.execPath, [`${buildDir}/main.js`], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		DATA_DIR: dataDir,
		SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
		DATABASE_URL: databaseUrl,
		LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
		// Two of the four review sites have a profile: /reviews shows those two, as links.
		REVIEWS_GOOGLE_URL: 'https://www.google.com/maps/place/westway-e2e',
		REVIEWS_TRUSTPILOT_URL: 'https://uk.trustpilot.com/review/westway.example',
	},
})
const stop = (signal) => server.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.on('exit', (code) => process.exit(code ?? 0))
