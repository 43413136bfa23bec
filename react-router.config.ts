import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	// BUILD_DIR lets several builds coexist (e.g. parallel test runs); `build` by default.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	// React Router 8's defaults, taken early where nothing of ours depends on the old way.
	future: {
		// Not yet: loaders read `context.log` and friends from the load context, which middleware replaces.
		v8_middleware: false,
		// Not yet: loaders read `request.url`, which would then keep the `.data` suffix of data requests.
		v8_passThroughRequests: false,
		// Not yet: it loads client loaders and actions as chunks of their own, which changes when pages
		// hydrate; ours are a few lines (home, contact) and nothing was measured to gain.
		v8_splitRouteModules: false,
		v8_trailingSlashAwareDataRequests: true,
		v8_viteEnvironmentApi: true,
	},
} satisfies Config
