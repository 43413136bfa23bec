import { SaxesParser } from 'saxes'

/**
 * SVG logos are XML that a browser may run, so only plain drawings pass: no
 * scripts, event handlers, embedded HTML, or anything fetched from elsewhere
 * (links, external images, style imports). The drawing is parsed with a real
 * XML parser and written out again, so what is stored is exactly what was checked.
 */

export const SVG_MAX_BYTES = 512 * 1024

export type SvgCheck = { ok: true; svg: string } | { ok: false; message: string }

class Refusal extends Error {}

// Elements that run script, embed other documents or can rewrite links.
const REFUSED_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener', 'iframe', 'object', 'embed'])
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform'])

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase()

// Same-document references (`#logo-gradient`) are how drawings reuse shapes and gradients; nothing else is allowed.
const isFragment = (value: string) => /^#[^\s"'()<>\\]*$/.test(value.trim())

/** CSS (a <style> element or a style attribute) may only point at this same document. */
function checkCss(css: string) {
	const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').toLowerCase()
	// CSS escapes could spell `url(` without the letters; a logo never needs them.
	if (plain.includes('\\')) throw new Refusal('The SVG uses escaped characters in its styles, which we do not accept.')
	if (plain.includes('@import')) throw new Refusal('The SVG imports styles from another file, which we do not accept.')
	checkUrls(plain)
}

/** `url(...)` anywhere (fill, style, filter) must name a fragment of this document. */
function checkUrls(value: string) {
	const readable = [...value.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)]
	// A `url(` the pattern cannot read (unbalanced quotes, say) is refused as well.
	const opened = value.match(/url\s*\(/gi)?.length ?? 0
	if (opened !== readable.length || readable.some((match) => !isFragment(match[2] ?? ''))) {
		throw new Refusal('The SVG loads something from another address, which we do not accept.')
	}
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) =>
	escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')

export function checkSvg(text: string): SvgCheck {
	if (Buffer.byteLength(text, 'utf8') > SVG_MAX_BYTES) {
		return { ok: false, message: `The SVG is larger than ${SVG_MAX_BYTES / 1024} KB. Simplify it, or upload the logo as a PNG.` }
	}
	const parser = new SaxesParser({ xmlns: false })
	const output: string[] = []
	let sawRoot = false
	let depth = 0
	let inStyle = 0

	parser.on('doctype', () => {
		throw new Refusal('The SVG has a DOCTYPE (which can define entities), which we do not accept. Export it again without one.')
	})
	parser.on('processinginstruction', () => {
		throw new Refusal('The SVG has processing instructions (such as a linked style sheet), which we do not accept.')
	})
	parser.on('opentag', (tag) => {
		const name = localName(tag.name)
		if (!sawRoot && name !== 'svg') throw new Refusal('This file is not an SVG drawing: its root element is not <svg>.')
		sawRoot = true
		if (REFUSED_ELEMENTS.has(name)) throw new Refusal(`The SVG contains a <${tag.name}> element, which we do not accept.`)
		const attributes = tag.attributes as Record<string, string>
		for (const [attribute, value] of Object.entries(attributes)) {
			const attributeName = localName(attribute)
			if (attributeName.startsWith('on')) throw new Refusal(`The SVG has an event handler (${attribute}), which we do not accept.`)
			if ((attributeName === 'href' || attributeName === 'src') && !isFragment(value)) {
				throw new Refusal('The SVG links to another address or file, which we do not accept.')
			}
			if (attributeName === 'style') checkCss(value)
			else checkUrls(value)
		}
		if (ANIMATIONS.has(name) && localName(attributes.attributeName ?? '') === 'href') {
			throw new Refusal('The SVG animates a link, which we do not accept.')
		}
		if (name === 'style') inStyle++
		const serialised = Object.entries(attributes).map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
		// Without its namespace a stand-alone file is not drawn as SVG at all.
		if (output.length === 0 && !('xmlns' in attributes) && !tag.name.includes(':'))
			serialised.unshift(' xmlns="http://www.w3.org/2000/svg"')
		output.push(`<${tag.name}${serialised.join('')}${tag.isSelfClosing ? '/>' : '>'}`)
		depth++
	})
	parser.on('closetag', (tag) => {
		if (localName(tag.name) === 'style' && inStyle > 0) inStyle--
		if (!tag.isSelfClosing) output.push(`</${tag.name}>`)
		depth--
	})
	parser.on('text', (value) => {
		// Only what is inside the root: white space around it is dropped.
		if (depth === 0) return
		if (inStyle > 0) checkCss(value)
		output.push(escapeText(value))
	})
	parser.on('cdata', (value) => {
		if (inStyle > 0) checkCss(value)
		output.push(`<![CDATA[${value}]]>`)
	})

	try {
		parser.write(text.replace(/^\uFEFF/, '')).close()
	} catch (error) {
		if (error instanceof Refusal) return { ok: false, message: error.message }
		return { ok: false, message: 'The SVG is not well-formed XML, so it cannot be used. Export it again, or upload the logo as a PNG.' }
	}
	if (!sawRoot) return { ok: false, message: 'This file is not an SVG drawing: it has no <svg> element.' }
	return { ok: true, svg: `${output.join('')}\n` }
}
