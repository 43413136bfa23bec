import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { checkSvg } from './svg.ts'

/**
 * The corpus of known SVG attacks (fixtures/svg-corpus/refused, including the
 * six bypasses the security review stored) and of real logo exports
 * (fixtures/svg-corpus/accepted). Add a file to add a case.
 */
const corpus = join(import.meta.dirname, 'fixtures', 'svg-corpus')
const read = (folder: string) =>
	readdirSync(join(corpus, folder))
		.filter((name) => name.endsWith('.svg'))
		.sort()
		.map((name) => [name, readFileSync(join(corpus, folder, name), 'utf8')] as const)

const refused = read('refused')
const accepted = read('accepted')

// What a stored drawing may never hold, whatever the checker let through.
const dangerous = [
	/<script/i,
	/\son\w+\s*=/i,
	/javascript:/i,
	/https?:/i,
	/\/\/evil/i,
	/@import/i,
	/image-set/i,
	/foreignObject/i,
	/xhtml/i,
	/<!--/,
]

describe('the SVG attack corpus', () => {
	it('holds the cases it is meant to', () => {
		expect(refused.length).toBeGreaterThanOrEqual(80)
		expect(accepted.length).toBeGreaterThanOrEqual(4)
	})

	it.each(refused)('refuses %s with a message for the owner', (_name, source) => {
		const result = checkSvg(source)
		expect(result).toEqual({ ok: false, message: expect.stringMatching(/^(The SVG|This file)/) })
	})

	it.each([
		['bypass-import-split-by-comment.svg', /imports styles/],
		['bypass-url-split-by-comment.svg', /another address/],
		['bypass-image-set.svg', /image-set\(\)/],
		['bypass-xhtml-form-action.svg', /HTML \(<h:form>\)/],
		['bypass-xhtml-button-formaction.svg', /HTML \(<h:form>\)/],
		['bypass-xhtml-meta-refresh.svg', /HTML \(<h:meta>\)/],
		['style-url-escaped.svg', /escaped characters/],
		['doctype-billion-laughs.svg', /DOCTYPE/],
		['doctype-xxe.svg', /DOCTYPE/],
		['use-javascript-entities.svg', /links to another address/],
		['set-href.svg', /animates a link/],
		['animate-xlink-href.svg', /animates a link/],
	])('names what it refused in %s', (name, message) => {
		const source = refused.find(([file]) => file === name)?.[1]
		expect(source, name).toBeDefined()
		const result = checkSvg(source!)
		expect(result.ok).toBe(false)
		if (!result.ok) expect(result.message).toMatch(message)
	})

	it.each(accepted)('accepts the logo %s, storing only what was checked', (_name, source) => {
		const result = checkSvg(source)
		expect(result).toMatchObject({ ok: true })
		if (!result.ok) return
		expect(result.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
		const withoutNamespaces = result.svg.replace(/ xmlns(:\w+)?="[^"]*"/g, '')
		for (const pattern of dangerous) expect(withoutNamespaces).not.toMatch(pattern)
		// Editors' metadata is dropped, not stored.
		expect(result.svg).not.toMatch(/inkscape|sodipodi|rdf:|<metadata|data-name/)
		// Writing the stored drawing out again changes nothing: it is its own check.
		expect(checkSvg(result.svg)).toEqual(result)
	})

	it('keeps the parts of the logos that draw', () => {
		const stored = Object.fromEntries(accepted.map(([name, source]) => [name, checkSvg(source)]))
		expect(stored['gradient-logo.svg']).toMatchObject({ svg: expect.stringContaining('fill="url(#brand)"') })
		expect(stored['gradient-logo.svg']).toMatchObject({ svg: expect.stringContaining('<radialGradient id="glow" href="#brand"') })
		expect(stored['styled-classes.svg']).toMatchObject({
			svg: expect.stringContaining('.cls-3 { fill: url(#mark); filter: url("#shadow"); }'),
		})
		expect(stored['styled-classes.svg']).toMatchObject({ svg: expect.stringContaining('<use xlink:href="#dot"') })
		expect(stored['styled-classes.svg']).toMatchObject({ svg: expect.stringContaining('xmlns:xlink="http://www.w3.org/1999/xlink"') })
		expect(stored['inkscape-export.svg']).toMatchObject({ svg: expect.stringContaining('<path style="fill:#00bb55;') })
		expect(stored['illustrator-export.svg']).toMatchObject({ svg: expect.stringContaining('<animateTransform attributeName="transform"') })
	})
})
