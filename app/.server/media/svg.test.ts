import { describe, expect, it } from 'vitest'

import { checkSvg, SVG_MAX_BYTES } from './svg.ts'

const wrap = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`

describe('checkSvg', () => {
	it('accepts a plain drawing and writes it out again', () => {
		const source = `<?xml version="1.0"?>\n<!-- made by hand -->\n${wrap(
			'<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: url(\'#g\')"/><use href="#g"/><text>A &amp; B</text>',
		)}`
		const result = checkSvg(source)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
		expect(result.svg).toContain('fill="url(#g)"')
		expect(result.svg).toContain('A &amp; B')
		expect(result.svg).not.toContain('made by hand')
		expect(checkSvg(result.svg)).toEqual(result)
	})

	it('adds the SVG namespace when the root lacks it', () => {
		const result = checkSvg('<svg viewBox="0 0 1 1"><circle r="1"/></svg>')
		expect(result).toEqual({ ok: true, svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><circle r="1"/></svg>\n' })
	})

	it.each([
		['a script', wrap('<script>alert(1)</script>'), /<script>/],
		['a namespaced script', wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), /script/],
		['embedded HTML', wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), /foreignObject/],
		['an event handler', wrap('<rect onload="alert(1)"/>'), /event handler/],
		['an event handler in capitals', wrap('<rect ONCLICK="alert(1)"/>'), /event handler/],
		['a javascript: link', wrap('<use href="javascript:alert(1)"/>'), /links/],
		[
			'an encoded javascript: link',
			wrap('<use xlink:href="&#106;avascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
			/links/,
		],
		['an external image', wrap('<image href="https://example.com/a.png"/>'), /<image> element/],
		['a data: pattern', wrap('<pattern href="data:image/png;base64,AAAA"/>'), /links/],
		['a relative file', wrap('<use href="other.svg#a"/>'), /links/],
		['a file: link', wrap('<use xlink:href="file:///etc/passwd" xmlns:xlink="http://www.w3.org/1999/xlink"/>'), /links/],
		['a style import', wrap('<style>@import "https://example.com/a.css";</style>'), /imports styles/],
		['a style url', wrap('<style><![CDATA[rect { fill: url(https://example.com/a) }]]></style>'), /another address/],
		['a style attribute url', wrap('<rect style="background: url(//example.com/a.png)"/>'), /another address/],
		['an escaped style url', wrap('<rect style="background: u\\72l(//example.com/a.png)"/>'), /escaped/],
		['a filter from another file', wrap('<rect filter="url(other.svg#f)"/>'), /another address/],
		['an animated link', wrap('<use href="#x"><set attributeName="href" to="javascript:alert(1)"/></use>'), /animates a link/],
		['a link element', wrap('<a href="#x"><rect/></a>'), /<a> element/],
		[
			'HTML in its own namespace',
			wrap('<h:meta xmlns:h="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://example.com"/>'),
			/HTML/,
		],
		['a processing instruction', `<?xml-stylesheet href="https://example.com/a.css"?>${wrap('')}`, /processing instructions/],
		['a doctype with entities', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${wrap('<text>&a;</text>')}`, /DOCTYPE/],
		['an undefined entity', wrap('<text>&lol;</text>'), /well-formed/],
		['unclosed elements', '<svg><g>', /well-formed/],
		['another root', '<html><svg/></html>', /root element/],
		['text that is not XML', 'just text', /well-formed|no <svg>/],
	])('refuses %s', (_name, source, message) => {
		const result = checkSvg(source)
		expect(result.ok).toBe(false)
		if (!result.ok) expect(result.message).toMatch(message)
	})

	it('refuses a drawing over the size limit', () => {
		const result = checkSvg(wrap(`<desc>${'a'.repeat(SVG_MAX_BYTES)}</desc>`))
		expect(result).toEqual({ ok: false, message: expect.stringMatching(/larger than 512 KB/) })
	})
})
