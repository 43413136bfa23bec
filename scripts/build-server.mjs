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

// So that `npm start` knows this build is current (scripts/ensure-build.mjs).
writeSourceStamp()
