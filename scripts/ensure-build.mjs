// `npm start` serves the production build. Build it when it is missing or older
// than the sources, so `npm install && npm start` works on a fresh checkout.
import { execSync } from 'node:child_process'

import { buildState } from './source-stamp.mjs'

const messages = {
	missing: 'No production build yet: building…',
	unstamped: 'The production build does not say which sources it was made from: rebuilding…',
	stale: 'Sources changed since the last build: rebuilding…',
}

const state = buildState()
if (state !== 'current') {
	console.log(messages[state])
	// `npm run build` writes the stamp (scripts/build-server.mjs).
	execSync('npm run build', { stdio: 'inherit' })
}
