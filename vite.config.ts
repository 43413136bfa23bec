import { readFile } from 'node:fs/promises'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, transformWithEsbuild, type Plugin, type Rollup } from 'vite'

/**
 * `npm run dev` bundles the browser's packages once, at start. React Router
 * reads whole route modules (loaders and actions included) in the browser's
 * module graph, so packages only the server uses would be found one page at a
 * time, each time re-bundled with a reload of the page. Every dependency is
 * one or the other (scripts/vite-config.test.ts checks it); React and React
 * Router are React Router's own to include.
 */
export const browserPackages = [
	// The rich-text editor (decision 0041): only its lazily loaded chunk imports these. `@tiptap/pm` has
	// no main entry, only subpaths (`@tiptap/pm/state`…), which the editor's packages import themselves.
	'@tiptap/extension-image',
	'@tiptap/extension-link',
	'@tiptap/extension-table',
	'@tiptap/extensions',
	'@tiptap/pm/state',
	'@tiptap/pm/view',
	'@tiptap/pm/model',
	'@tiptap/react',
	'@tiptap/starter-kit',
	'class-variance-authority',
	'clsx',
	// The revision history's readable diff (issue 22).
	'diff',
	'radix-ui',
	'sonner',
	'tailwind-merge',
	'zod',
]
export const serverPackages = [
	'@aws-sdk/client-s3',
	'@aws-sdk/s3-request-presigner',
	'@electric-sql/pglite',
	'@electric-sql/pglite-tools',
	'@react-router/express',
	'@react-router/node',
	'better-auth',
	'bowser',
	'busboy',
	'compression',
	'csv-parse',
	'csv-stringify',
	'drizzle-orm',
	'express',
	'heic-decode',
	'helmet',
	'isbot',
	'nodemailer',
	'otpauth',
	'pino',
	'pino-http',
	'postgres',
	'prom-client',
	'sanitize-html',
	'saxes',
	'sharp',
	'tar-stream',
	'uqr',
]

export default defineConfig({
	build: {
		assetsInlineLimit: 0,
		rollupOptions: { onwarn },
	},
	environments: {
		// The server bundle's entry is our Express app module, which wraps React
		// Router's request handler and exports the start/stop lifecycle.
		ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
	},
	optimizeDeps: { include: browserPackages, exclude: serverPackages },
	server: { port: 3000 },
	plugins: [minifiedInlineControllers(), tailwindcss(), reactRouter()],
})

/**
 * The framework-free scripts that pages inline (`app/client/*.js?raw`,
 * decisions 0006, 0019, 0020 and 0034) lose their comments and white space in a
 * build: every page carries them in its HTML, and the comments are for us
 * (the swap controller: 3.9 KB gzipped as written, 2.3 KB minified). Names
 * are kept, because the page calls the exported function by its name.
 */
function minifiedInlineControllers(): Plugin {
	return {
		name: 'minified-inline-controllers',
		enforce: 'pre',
		apply: 'build',
		async load(id) {
			const [file, query] = id.split('?')
			if (query !== 'raw' || !file?.endsWith('.js') || !file.includes('/app/client/')) return null
			const { code } = await transformWithEsbuild(await readFile(file, 'utf8'), file, {
				format: 'esm',
				target: 'es2022',
				minifyWhitespace: true,
				minifySyntax: true,
			})
			return `export default ${JSON.stringify(code.trim())}`
		},
	}
}

/** Warnings whose cause is outside the project, and that say nothing about it, are left out. */
function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
	// React Router gives every route a browser chunk; a resource route (an endpoint without a page) has nothing in it.
	if (warning.code === 'EMPTY_BUNDLE') return
	// Comments in packages' code that Rollup cannot use as annotations (zod's): it drops them, and nothing changes.
	if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return
	warn(warning)
}
