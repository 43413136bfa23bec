import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

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
	server: { port: 3000 },
	plugins: [tailwindcss(), reactRouter()],
})

/** Warnings whose cause is outside the project, and that say nothing about it, are left out. */
function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
	// React Router gives every route a browser chunk; a resource route (an endpoint without a page) has nothing in it.
	if (warning.code === 'EMPTY_BUNDLE') return
	// Comments in packages' code that Rollup cannot use as annotations (zod's): it drops them, and nothing changes.
	if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return
	warn(warning)
}
