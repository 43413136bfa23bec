import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy of every response (decision 0012). Scripts run
 * only from this origin, plus, on a document, the inline scripts it was
 * rendered with, allowed by their SHA-256 hashes (app/client/hashes.server.ts): a hash is the same for every
 * visitor, so a page kept in the cache carries a policy that is still right,
 * and an injected script (whose hash is not listed) is refused. No
 * `unsafe-inline` scripts, no `unsafe-eval`.
 */
export function contentSecurityPolicy({
	development,
	https,
	scriptHashes = [],
}: {
	development: boolean
	https: boolean
	scriptHashes?: readonly string[]
}): string {
	const directives: Record<string, readonly string[]> = {
		'default-src': ["'self'"],
		'base-uri': ["'self'"],
		'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
		'font-src': ["'self'", 'data:'],
		'form-action': ["'self'"],
		'frame-ancestors': ["'none'"],
		'frame-src': ["'none'"],
		'img-src': ["'self'", 'data:', 'blob:', 'https:'],
		'manifest-src': ["'self'"],
		'media-src': ["'self'"],
		'object-src': ["'none'"],
		// Vite's development client injects inline modules of its own.
		'script-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
		'script-src-attr': ["'none'"],
		'style-src': ["'self'", "'unsafe-inline'"],
		'worker-src': ["'self'", 'blob:'],
	}
	const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
	if (https) policy.push('upgrade-insecure-requests')
	return policy.join(';')
}

// An inline script element: no src attribute, and a type browsers run (none, a JavaScript type or module).
// React writes tags in lower case; a script written otherwise is not listed, so it would be refused, never allowed.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/g
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i

/** The CSP source of an inline script: `sha256-…` of its text's UTF-8 bytes. */
export const scriptHash = (source: string) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`

/** The `sha256-…` sources of the inline scripts of a rendered document, each once. */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>()
	for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
		if (/\ssrc\s*=/i.test(attributes)) continue
		const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
		if (!RUNNABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue
		hashes.add(scriptHash(source))
	}
	return [...hashes]
}
