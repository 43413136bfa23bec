import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { browserPackages, serverPackages } from '../vite.config.ts'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
const packageName = (id: string) =>
	id
		.split('/')
		.slice(0, id.startsWith('@') ? 2 : 1)
		.join('/')

describe('the development server’s package bundling', () => {
	it('knows every dependency as the browser’s or the server’s, so none is found late (and reloads the page)', () => {
		// React and React Router are bundled by React Router's plugin; `node` is the runtime.
		const own = ['react', 'react-dom', 'react-router', 'node']
		const browser = new Set(browserPackages.map(packageName))
		const unknown = Object.keys(pkg.dependencies).filter(
			(name) => !own.includes(name) && !browser.has(name) && !serverPackages.includes(name),
		)
		expect(unknown, 'add each to browserPackages or serverPackages in vite.config.ts').toEqual([])
		expect(serverPackages.filter((name) => browser.has(name))).toEqual([])
	})
})
