import { describe, expect, it } from 'vitest'

import { scriptHash } from '#app/.server/csp.ts'

import { documentScriptHashes } from './hashes.server.ts'
import { clientScripts } from './scripts.ts'

const page = (...scripts: string[]) =>
	`<!DOCTYPE html><html><body><main>…</main>${scripts.map((source) => `<script type="module">${source}</script>`).join('')}</body></html>`

describe('the script hashes of a document', () => {
	it('list each client script of a page without framework JavaScript, once', () => {
		const html = page(clientScripts.menu, clientScripts.gallery, clientScripts.swap, clientScripts.swap)
		expect(documentScriptHashes(html, { hydrates: false })).toEqual([
			scriptHash(clientScripts.menu),
			scriptHash(clientScripts.gallery),
			scriptHash(clientScripts.swap),
		])
	})

	it('leave out any other inline script on such a page, so the browser refuses it', () => {
		const html = page(clientScripts.menu, 'alert(1)', `${clientScripts.hero};alert(1)`)
		expect(documentScriptHashes(html, { hydrates: false })).toEqual([scriptHash(clientScripts.menu)])
	})

	it('list every inline script of a page that hydrates (React Router’s own carry its data)', () => {
		const context = 'window.__reactRouterContext = {"state":{}}'
		expect(documentScriptHashes(page(context, clientScripts.menu), { hydrates: true })).toEqual([
			scriptHash(context),
			scriptHash(clientScripts.menu),
		])
	})

	it('list nothing for a page without scripts', () => {
		expect(documentScriptHashes(page(), { hydrates: false })).toEqual([])
	})
})

describe('the client scripts', () => {
	it('each start the function their module exports', () => {
		for (const [name, source] of Object.entries(clientScripts)) {
			const call = source.slice(source.lastIndexOf('\n') + 1)
			const started = /^(\w+)\(/.exec(call)?.[1]
			expect(started, name).toBeDefined()
			expect(source, name).toMatch(new RegExp(`export function ${started}\\(`))
		}
	})
})
