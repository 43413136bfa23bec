import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('runtime', () => {
	it('is the Node.js release the project installs (the node package), not the machine’s', () => {
		const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
		const wanted = pkg.dependencies.node
		expect(wanted).toMatch(/^\d+\.\d+\.\d+$/)
		expect(process.versions.node).toBe(wanted)
	})

	it('is the release line .nvmrc names, for those who install Node.js themselves', () => {
		const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
		const nvmrc = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()
		expect(pkg.dependencies.node?.split('.')[0]).toBe(nvmrc.replace(/^v/, '').split('.')[0])
	})
})
