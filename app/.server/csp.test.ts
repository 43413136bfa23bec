import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts'

const sha256 = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`

describe('inline script hashes', () => {
	it('hash each runnable inline script once, exactly as written between its tags', () => {
		const html = [
			'<script>window.a = 1</script>',
			'<script type="module">import "/assets/x.js";\nwindow.b = "é"</script>',
			'<script type=module>window.a = 1</script>',
			'<script src="/assets/entry.js"></script>',
			'<script type="module" src="/assets/entry.js"></script>',
			'<script type="application/ld+json">{"@type":"Organization"}</script>',
		].join('')
		expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('import "/assets/x.js";\nwindow.b = "é"')])
	})

	it('find none in a page without inline scripts', () => {
		expect(inlineScriptHashes('<html><body><p>Hello</p></body></html>')).toEqual([])
	})
})

describe('content security policy', () => {
	it('list the hashes as the only inline scripts allowed, with no unsafe-inline or unsafe-eval scripts', () => {
		const policy = contentSecurityPolicy({ development: false, https: false, scriptHashes: ['sha256-abc='] })
		expect(policy).toContain("script-src 'self' 'sha256-abc='")
		expect(policy).not.toMatch(/script-src[^;]*unsafe/)
		expect(policy).not.toContain('upgrade-insecure-requests')
	})

	it('upgrade insecure requests on an https site', () => {
		expect(contentSecurityPolicy({ development: false, https: true })).toContain('upgrade-insecure-requests')
	})
})
