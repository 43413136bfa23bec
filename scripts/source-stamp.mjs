// Which sources a production build was made from: `npm run build` writes the
// stamp beside the build, and `npm start` (scripts/ensure-build.mjs) rebuilds
// only when the sources no longer match it.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const inputs = ['app', 'server', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']

/** @param {string} entry */
function* files(entry) {
	if (!existsSync(entry)) return
	const stats = statSync(entry)
	if (!stats.isDirectory()) return yield /** @type {const} */ ([entry, stats])
	for (const name of readdirSync(entry).sort()) {
		// Generated route types change with every typegen, not with the sources.
		if (name.startsWith('+types') || name === 'node_modules') continue
		yield* files(path.join(entry, name))
	}
}

/** A hash of the names, sizes and modification times of the build's inputs under `root`. */
export function sourceStamp(root = process.cwd()) {
	const hash = createHash('sha256')
	for (const input of inputs) {
		for (const [file, stats] of files(path.join(root, input))) {
			hash.update(`${path.relative(root, file)}\0${stats.size}\0${stats.mtimeMs}\n`)
		}
	}
	return hash.digest('hex')
}

/** The build directory (BUILD_DIR, `build` by default) under `root`. */
export function buildDirectory(root = process.cwd()) {
	return path.resolve(root, process.env.BUILD_DIR ?? 'build')
}

const stampFile = (buildDir = buildDirectory()) => path.join(buildDir, '.source-stamp')

/** Records that the build in `buildDir` was made from the sources under `root` as they are now. */
export function writeSourceStamp(buildDir = buildDirectory(), root = process.cwd()) {
	writeFileSync(stampFile(buildDir), sourceStamp(root))
}

/**
 * The state of the build in `buildDir`: `missing` (no build), `unstamped` (made
 * by something else than `npm run build`), `stale` (sources changed since) or `current`.
 * @returns {'missing' | 'unstamped' | 'stale' | 'current'}
 */
export function buildState(buildDir = buildDirectory(), root = process.cwd()) {
	if (!existsSync(path.join(buildDir, 'main.js')) || !existsSync(path.join(buildDir, 'server', 'index.js'))) return 'missing'
	if (!existsSync(stampFile(buildDir))) return 'unstamped'
	return readFileSync(stampFile(buildDir), 'utf8') === sourceStamp(root) ? 'current' : 'stale'
}
