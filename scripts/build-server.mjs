// Bundles the process entry (server/main.ts) into build/main.js. Packages stay
// external (installed in node_modules); our own modules (#app/*) are bundled.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { build } from 'esbuild'

import { buildDirectory, writeSourceStamp } from './source-stamp.mjs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const packages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]

await build({
	entryPoints: ['server/main.ts'],
	outfile: `${buildDirectory()}/main.js`,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node24',
	sourcemap: true,
	logLevel: 'warning',
	external: [...packages, ...packages.map((name) => `${name}/*`), ...builtinModules, 'node:*'],
})

// A freshly initialised embedded cluster beside the build: a first start on an
// empty DATA_DIR loads it instead of running initdb in the server, whose
// memory WebAssembly never gives back (decision 0055). Made with the PGlite
// this build runs (package-lock.json is one of the stamp's inputs).
{
	const { PGlite } = await import('@electric-sql/pglite')
	const { writeFileSync } = await import('node:fs')
	const cluster = await PGlite.create()
	const image = await cluster.dumpDataDir('none')
	await cluster.close()
	writeFileSync(`${buildDirectory()}/pglite-cluster.tar`, Buffer.from(await image.arrayBuffer()))
}

// So that `npm start` knows this build is current (scripts/ensure-build.mjs).
writeSourceStamp()
