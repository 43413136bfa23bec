import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// The server bundle's entry is our Express app module, which wraps React
		// Router's request handler and exports the start/stop lifecycle.
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
		assetsInlineLimit: 0,
	},
	server: { port: 3000 },
	plugins: [tailwindcss(), reactRouter()],
}))
