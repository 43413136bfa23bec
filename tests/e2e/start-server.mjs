// Starts the production build for the browser tests:
//   node tests/e2e/start-server.mjs            fresh embedded database (PGlite) in E2E_DATA_DIR
//   node tests/e2e/start-server.mjs --postgres fresh PostgreSQL database E2E_PG_DATABASE on E2E_PG_SERVER,
//                                              which tests may break on purpose (fault injection)
// When the server has stopped (Playwright sends SIGTERM at the end of the run), its data directory
// and database are removed again.
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

/** Runs `statement` on the PostgreSQL server's maintenance database. */
async function onPostgresServer(statement) {
	const admin = postgres(process.env.E2E_PG_SERVER, { max: 1, onnotice: () => {} })
	try {
		await admin.unsafe(statement)
	} finally {
		await admin.end()
	}
}
const dropDatabase = () => onPostgresServer(`drop database if exists "${process.env.E2E_PG_DATABASE}" with (force)`)

let databaseUrl = ''
if (usePostgres) {
	await dropDatabase()
	await onPostgresServer(`create database "${process.env.E2E_PG_DATABASE}"`)
	const url = new URL(process.env.E2E_PG_SERVER)
	url.pathname = `/${process.env.E2E_PG_DATABASE}`
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
server.on('exit', async (code) => {
	rmSync(dataDir, { recursive: true, force: true })
	if (usePostgres) await dropDatabase().catch((error) => console.error(`Could not drop ${process.env.E2E_PG_DATABASE}: ${error.message}`))
	process.exit(code ?? 0)
})
