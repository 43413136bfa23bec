// `npm start` serves the production build. Build it when it is missing or older
// than the sources, so `npm install && npm start` works on a fresh checkout.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const inputs = ['app', 'server', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']
const buildDir = process.env.BUILD_DIR ?? 'build'
const stampFile = `${buildDir}/.source-stamp`

function* files(entry) {
	if (!existsSync(entry)) return
	const stats = statSync(entry)
	if (!stats.isDirectory()) return yield [entry, stats]
	for (const name of readdirSync(entry).sort()) {
		if (name.startsWith('+types') || name === 'node_modules') continue
		yield* files(path.join(entry, name))
	}
}

const hash = createHash('sha256')
for (const input of inputs) {
	for (const [file, stats] of files(input)) hash.update(`${file}\0${stats.size}\0${stats.mtimeMs}\n`)
}
const stamp = hash.digest('hex')

const built = existsSync(`${buildDir}/main.js`) && existsSync(`${buildDir}/server/index.js`)
const current = built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
if (!current) {
	console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No production build yet: building…')
	execSync('npm run build', { stdio: 'inherit' })
	writeFileSync(stampFile, stamp)
}
