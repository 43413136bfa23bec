// Imported first by server/main.ts and the scripts, so `.env` is loaded before
// any module reads the environment (the logger is created at import time).
import { loadDotEnv } from '#app/.server/env.ts'

loadDotEnv()

// React and React Router pick their production builds by NODE_ENV: the server
// runs as production unless told otherwise (npm run dev sets development).
process.env.NODE_ENV ||= 'production'
