import { inlineScriptHashes, scriptHash } from '#app/.server/csp.ts'

import { clientScripts } from './scripts.ts'

/** The hash of each client script, computed once. */
const clientScriptHashes: ReadonlySet<string> = new Set(Object.values(clientScripts).map(scriptHash))

/**
 * The hashes a rendered document's Content-Security-Policy lists (decision
 * 0034): those of the inline scripts it holds, each once. On a page sent
 * without framework JavaScript only client scripts count, so any other inline
 * script that reached its HTML is refused by the browser. A page that
 * hydrates also carries React Router's inline scripts (its context and loader
 * data, different on every request), allowed as they were rendered.
 */
export function documentScriptHashes(html: string, { hydrates }: { hydrates: boolean }): string[] {
	const found = inlineScriptHashes(html)
	return hydrates ? found : found.filter((hash) => clientScriptHashes.has(hash))
}
