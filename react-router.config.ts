import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	// BUILD_DIR lets several builds coexist (e.g. parallel test runs); `build` by default.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
