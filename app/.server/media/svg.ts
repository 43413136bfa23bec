import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes'

/**
 * SVG logos are XML that a browser may run, so only plain drawings pass, by
 * allowlist: SVG elements and attributes on the lists below, links only to
 * this same document (`#id`), and style text whose every at-rule and function
 * is on a list too. The drawing is parsed with a real XML parser (namespaces
 * resolved, so a prefix cannot disguise an element) and written out again
 * from what passed, so what is stored is exactly what was checked: XML
 * comments are gone, and a style's text is checked as one piece, joined the
 * way the stored file will hold it.
 *
 * Anything that can run script, fetch from elsewhere or embed another
 * document is refused with a message the owner sees on upload; editors'
 * metadata and unknown attributes are dropped, as they cannot draw anything.
 * See docs/decisions/0030-svg-and-stored-values.md.
 */

export const SVG_MAX_BYTES = 512 * 1024

export type SvgCheck = { ok: true; svg: string } | { ok: false; message: string }

class Refusal extends Error {}

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

// Vocabularies drawing programs write beside the drawing (layers, licences, editing state); never drawn.
const EDITOR_NAMESPACES = [
	'http://www.inkscape.org/namespaces/inkscape',
	'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
	'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
	'http://creativecommons.org/ns#',
	'http://purl.org/dc/elements/1.1/',
	'http://ns.adobe.com/',
	'http://www.bohemiancoding.com/sketch/ns',
	'http://www.serif.com/',
]
const isEditorNamespace = (uri: string) => EDITOR_NAMESPACES.some((namespace) => uri.startsWith(namespace))

// What a logo draws with. Left out on purpose: a, image, feImage, foreignObject, script, switch, cursor, the SVG font elements.
const ELEMENTS = new Set(
	[
		'svg g defs symbol use title desc style',
		'path rect circle ellipse line polyline polygon text tspan textPath',
		'linearGradient radialGradient stop pattern clipPath mask marker',
		'filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap',
		'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode',
		'feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence',
		'animate animateMotion animateTransform mpath set',
	]
		.join(' ')
		.split(' '),
)
// Subtrees dropped whole: descriptions for machines, never drawn.
const DROPPED_ELEMENTS = new Set(['metadata'])

// Attributes without a namespace. `href` is handled on its own (same-document only).
const ATTRIBUTES = new Set(
	[
		'id class style lang tabindex role aria-label aria-labelledby aria-describedby aria-hidden focusable',
		'version width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength viewBox preserveAspectRatio transform',
		'dx dy rotate textLength lengthAdjust startOffset method spacing side',
		'gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity',
		'patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits',
		'markerWidth markerHeight markerUnits refX refY orient',
		'filterUnits primitiveUnits in in2 result stdDeviation mode type values tableValues slope intercept amplitude exponent',
		'operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha',
		'surfaceScale diffuseConstant specularConstant specularExponent scale xChannelSelector yChannelSelector radius',
		'baseFrequency numOctaves seed stitchTiles azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle',
		'fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray',
		'stroke-dashoffset stroke-opacity opacity color display visibility overflow clip clip-path clip-rule mask filter',
		'flood-color flood-opacity lighting-color color-interpolation color-interpolation-filters color-rendering',
		'marker-start marker-mid marker-end font-family font-size font-weight font-style font-variant font-stretch',
		'font-size-adjust letter-spacing word-spacing text-anchor text-decoration dominant-baseline alignment-baseline',
		'baseline-shift writing-mode direction unicode-bidi shape-rendering text-rendering image-rendering vector-effect',
		'paint-order mix-blend-mode isolation transform-origin enable-background media',
		'attributeName attributeType begin dur end min max restart repeatCount repeatDur calcMode keyTimes keySplines',
		'keyPoints from to by additive accumulate path',
	]
		.join(' ')
		.split(' '),
)
// Attributes whose value is free text or a name, never read as CSS.
const TEXT_ATTRIBUTES = new Set(['id', 'class', 'lang', 'role', 'aria-label', 'aria-labelledby', 'aria-describedby'])
// Attributes that load or navigate somewhere in SVG or HTML: refused unless they point inside this document.
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'background'])
const ANIMATIONS = new Set(['animate', 'animateMotion', 'animateTransform', 'set'])

// Same-document references (`#logo-gradient`) are how drawings reuse shapes and gradients; nothing else is allowed.
const FRAGMENT = /^#[\w.:-]+$/

// CSS functions a drawing's styles use; any other (url() aside) is refused: image-set(), image(), src(), attr(), expression()…
const CSS_FUNCTIONS = new Set(
	[
		'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix var calc min max clamp',
		'translate translatex translatey translate3d scale scalex scaley rotate skew skewx skewy matrix',
		'cubic-bezier steps',
	]
		.join(' ')
		.split(' '),
)
// `@import`, `@font-face`, `@namespace` and the rest can fetch from elsewhere; a logo needs at most these.
const CSS_AT_RULES = new Set(['media', 'keyframes'])
const CSS_FRAGMENT_URL = /^url\(\s*(['"]?)#[\w.:-]+\1\s*\)/

/**
 * A style element's whole text or one attribute's value, checked as a browser
 * would read it once the stored file is loaded: CSS comments removed (an
 * unclosed one runs to the end), then every at-rule and function on a list.
 * Escapes could spell any name without its letters; a logo never needs them.
 */
function checkCss(css: string) {
	const plain = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '').toLowerCase()
	if (plain.includes('\\')) throw new Refusal('The SVG uses escaped characters in its styles, which we do not accept.')
	for (const [, rule] of plain.matchAll(/@([\w-]*)/g)) {
		if (rule === 'import') throw new Refusal('The SVG imports styles from another file, which we do not accept.')
		if (!CSS_AT_RULES.has(rule ?? '')) throw new Refusal(`The SVG's styles use @${rule}, which we do not accept.`)
	}
	for (const match of plain.matchAll(/([\w-]+)\(/g)) {
		const name = match[1] ?? ''
		if (name === 'url') {
			if (!CSS_FRAGMENT_URL.test(plain.slice(match.index))) {
				throw new Refusal('The SVG loads something from another address, which we do not accept.')
			}
		} else if (!CSS_FUNCTIONS.has(name)) {
			throw new Refusal(`The SVG's styles use ${name}(), which we do not accept.`)
		}
	}
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) =>
	escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')

/** The attribute as it will be written (` name="value"`), '' to drop it; throws a Refusal for anything unsafe. */
function checkedAttribute(attribute: SaxesAttributeNS, element: string): string {
	const { uri, local, name, value } = attribute
	if (local.toLowerCase().startsWith('on')) throw new Refusal(`The SVG has an event handler (${name}), which we do not accept.`)
	if (LINK_ATTRIBUTES.has(local.toLowerCase())) {
		if (!FRAGMENT.test(value)) throw new Refusal('The SVG links to another address or file, which we do not accept.')
		if (local === 'href' && uri === XLINK_NS) return ` xlink:href="${escapeAttribute(value)}"`
		return local === 'href' && uri === '' ? ` href="${escapeAttribute(value)}"` : ''
	}
	if (uri === XML_NS) return local === 'space' || local === 'lang' ? ` xml:${local}="${escapeAttribute(value)}"` : ''
	if (uri !== '' || !ATTRIBUTES.has(local)) return ''
	if (local === 'attributeName' && ANIMATIONS.has(element)) {
		const target = value.slice(value.indexOf(':') + 1)
		if (target.toLowerCase().endsWith('href')) throw new Refusal('The SVG animates a link, which we do not accept.')
		if (!ATTRIBUTES.has(target) || target === 'attributeName' || target === 'style') {
			throw new Refusal(`The SVG animates ${value}, which we do not accept.`)
		}
	}
	if (!TEXT_ATTRIBUTES.has(local)) checkCss(value)
	return ` ${local}="${escapeAttribute(value)}"`
}

function checkElement(tag: SaxesTagNS): string {
	const { uri, local, name } = tag
	if (uri === XHTML_NS) throw new Refusal(`The SVG contains HTML (<${name}>), which we do not accept.`)
	if ((uri !== SVG_NS && uri !== '') || !ELEMENTS.has(local)) {
		throw new Refusal(`The SVG contains ${/^[aeiou]/i.test(local) ? 'an' : 'a'} <${name}> element, which we do not accept.`)
	}
	return local
}

export function checkSvg(text: string): SvgCheck {
	if (Buffer.byteLength(text, 'utf8') > SVG_MAX_BYTES) {
		return { ok: false, message: `The SVG is larger than ${SVG_MAX_BYTES / 1024} KB. Simplify it, or upload the logo as a PNG.` }
	}
	const parser = new SaxesParser({ xmlns: true })
	const output: string[] = []
	const open: string[] = []
	let dropped = 0
	let style: string[] | null = null
	let usesXlink = false

	parser.on('doctype', () => {
		throw new Refusal('The SVG has a DOCTYPE (which can define entities), which we do not accept. Export it again without one.')
	})
	parser.on('processinginstruction', () => {
		throw new Refusal('The SVG has processing instructions (such as a linked style sheet), which we do not accept.')
	})
	parser.on('opentag', (tag) => {
		if (open.length === 0 && output.length === 0 && (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== ''))) {
			throw new Refusal('This file is not an SVG drawing: its root element is not <svg>.')
		}
		if (dropped > 0 || isEditorNamespace(tag.uri) || ((tag.uri === SVG_NS || tag.uri === '') && DROPPED_ELEMENTS.has(tag.local))) {
			dropped++
			return
		}
		if (style) throw new Refusal('The SVG has elements inside a <style>, which we do not accept.')
		const element = checkElement(tag)
		const attributes = Object.values(tag.attributes)
			.filter((attribute) => attribute.uri !== XMLNS_NS && attribute.name !== 'xmlns')
			.map((attribute) => checkedAttribute(attribute, element))
			.join('')
		usesXlink ||= attributes.includes(' xlink:href=')
		// The root declares the namespaces the stored file uses, whatever the upload declared.
		const namespaces = open.length === 0 ? ` xmlns="${SVG_NS}"` : ''
		output.push(`<${element}${namespaces}${attributes}${tag.isSelfClosing ? '/>' : '>'}`)
		open.push(element)
		if (element === 'style') style = []
	})
	parser.on('closetag', (tag) => {
		if (dropped > 0) {
			dropped--
			return
		}
		const element = open.pop()
		if (element === 'style' && style) {
			// The text as stored: XML comments gone and text and CDATA joined, so `@imp<!---->ort` is checked as `@import`.
			const css = style.join('')
			checkCss(css)
			output.push(escapeText(css))
			style = null
		}
		if (!tag.isSelfClosing) output.push(`</${element}>`)
	})
	const onText = (value: string) => {
		// Only what is inside the root: white space around it is dropped.
		if (open.length === 0 || dropped > 0) return
		if (style) style.push(value)
		else output.push(escapeText(value))
	}
	parser.on('text', onText)
	parser.on('cdata', onText)

	try {
		parser.write(text.replace(/^\uFEFF/, '')).close()
	} catch (error) {
		if (error instanceof Refusal) return { ok: false, message: error.message }
		return { ok: false, message: 'The SVG is not well-formed XML, so it cannot be used. Export it again, or upload the logo as a PNG.' }
	}
	if (output.length === 0) return { ok: false, message: 'This file is not an SVG drawing: it has no <svg> element.' }
	if (usesXlink) output[0] = output[0]!.replace(/^<svg xmlns="[^"]*"/, `$& xmlns:xlink="${XLINK_NS}"`)
	return { ok: true, svg: `${output.join('')}\n` }
}
