// Imported first by server/main.ts and the scripts, so `.env` is loaded before
// any module reads the environment (the logger is created at import time).
import { EnvError, getEnv, loadDotEnv } from '#app/.server/env.ts'

loadDotEnv()

// React and React Router pick their production builds by NODE_ENV: the server
// runs as production unless told otherwise (npm run dev sets development).
process.env.NODE_ENV ||= 'production'

// Validated here, before the logger (which reads the settings) exists: a bad
// setting is one line to fix, not a stack trace.
try {
	getEnv()
} catch (error) {
	if (!(error instanceof EnvError)) throw error
	console.error(error.message)
	process.exit(1)
}
