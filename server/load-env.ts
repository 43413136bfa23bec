// Imported first by server/main.ts and the scripts, so `.env` is loaded before
// any module reads the environment (the logger is created at import time).
import { loadDotEnv } from '#app/.server/env.ts'

loadDotEnv()
