import sanitizeHtml, { type AllowedAttribute, type Attributes, type IFrame, type IOptions } from 'sanitize-html'

import { mediaKeyFromUrl, mediaUrl, webAddress } from '#app/domain/media/keys.ts'
import { sitePath } from '#app/domain/paths/site-path.ts'

/**
 * Rich-text bodies (articles, case studies) as the admin's editor posts them,
 * reduced to what may be stored, by allowlist on sanitize-html (htmlparser2):
 * whatever the browser sent, only the elements and attributes below survive,
 * links lead only to http(s), mailto, tel or a path of this site (`sitePath`),
 * and pictures only come from this site's media (`mediaKeyFromUrl`). Text
 * pasted from Word or Google Docs loses its wrappers (`<o:p>`, `mso-` styles,
 * the `docs-internal-guid` bold, spans) but keeps its words, bold and italics.
 *
 * Refused with a message the owner can act on: a body over `RICH_TEXT_MAX_BYTES`,
 * nested deeper than `RICH_TEXT_MAX_DEPTH`, or with a picture of ours that has no
 * alt text. What is dropped silently cannot be kept safely (a script, a style, an
 * `onclick`); pictures and links that were left out are counted in `notes`.
 * Sanitising the output again gives the same string.
 * See docs/decisions/0039-rich-text-editor-and-sanitiser.md.
 */

export const RICH_TEXT_MAX_BYTES = 200_000
export const RICH_TEXT_MAX_DEPTH = 32

/** Thrown out of the parser's callback to end a body nested too deeply. */
const TOO_DEEP = Symbol('nested too deeply')

export type RichTextResult = { ok: true; html: string; notes: string[] } | { ok: false; message: string }

export type RichTextOptions = {
	/** The site's own origin (`SITE_URL`): an absolute link or picture address on it is stored as a site path. */
	siteOrigin?: string
}

/** Elements kept, and the attributes each may carry (everything else is dropped). */
const allowedAttributes: Record<string, AllowedAttribute[]> = {
	p: [],
	h2: [],
	h3: [],
	h4: [],
	strong: [],
	em: [],
	ul: [],
	ol: [],
	li: [],
	a: ['href', { name: 'rel', values: ['noopener noreferrer'] }],
	blockquote: [],
	br: [],
	hr: [],
	table: [],
	thead: [],
	tbody: [],
	tr: [],
	th: ['colspan', 'rowspan', { name: 'scope', values: ['row', 'col'] }],
	td: ['colspan', 'rowspan'],
	figure: [],
	figcaption: [],
	img: ['src', 'alt', 'width', 'height'],
}

// What a transform turns an element into when it must go. sanitize-html remembers a renamed element's
// new name until it writes the end tag, which it never does for a disallowed one, so an element renamed to
// a disallowed name would lend that name to the next end tag at the same depth; these two are therefore
// allowed, and the exclusive filter removes them: the tag alone (unwrap) or with everything in it (drop).
const UNWRAP = 'x-unwrap'
const DROP_WHOLE = 'x-drop'
// Kept out, content and all: raw text, documents' heads, foreign vocabularies.
const dropWhole = [
	'script',
	'style',
	'textarea',
	'option',
	'select',
	'noscript',
	'title',
	'head',
	'xml',
	'template',
	'iframe',
	'frame',
	'frameset',
	'noembed',
	'noframes',
	'xmp',
	'object',
	'embed',
	'svg',
	'math',
]
// A paragraph, heading or inline element left with no text and no picture is dropped.
const droppedWhenEmpty = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'li', 'blockquote', 'figcaption'])

const baseOptions: IOptions = {
	allowedTags: Object.keys(allowedAttributes),
	allowedAttributes,
	allowedSchemes: ['http', 'https', 'mailto', 'tel'],
	allowedSchemesByTag: { img: [] },
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	nonTextTags: dropWhole,
	enforceHtmlBoundary: false,
	parseStyleAttributes: false,
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_ADDRESS = /[\s\u0000-\u001f\u007f\\<>"]/
const MAILTO = /^mailto:[^@?]+@[^@?]+(\?.*)?$/i
const TEL = /^tel:\+?[0-9][0-9 ().-]{2,30}$/i
const DIMENSION = /^[1-9][0-9]{0,4}$/
const SPAN = /^[1-9][0-9]?$/

const style = (attribs: Attributes) => (attribs.style ?? '').toLowerCase().replace(/\s+/g, '')
const isBold = (css: string) => /(^|;)font-weight:(bold|bolder|[6-9]00)/.test(css)
const isNotBold = (css: string) => /(^|;)font-weight:(normal|lighter|[1-5]00)/.test(css)
const isItalic = (css: string) => /(^|;)font-style:(italic|oblique)/.test(css)
const isNotItalic = (css: string) => /(^|;)font-style:normal/.test(css)

/**
 * A link's address as it will be stored, or null: http(s) (absolute, as the URL
 * parser writes it; on this site, a site path), mailto, tel (digits only) or a
 * path of this site. Attribute values arrive with their entities decoded, so
 * `jav&#x09;ascript:` is seen with its tab, and refused.
 */
export function linkAddress(value: unknown, siteOrigin?: string): string | null {
	if (typeof value !== 'string') return null
	// Browsers strip leading and trailing ASCII white space from an address; so do we, then refuse any inside.
	const address = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '')
	if (address.length === 0 || address.length > 2_000) return null
	if (address.startsWith('/')) return sitePath(address)
	if (/^mailto:/i.test(address)) return UNSAFE_IN_ADDRESS.test(address) || !MAILTO.test(address) ? null : `mailto:${address.slice(7)}`
	if (/^tel:/i.test(address)) return TEL.test(address) ? `tel:${address.slice(4).replace(/[^0-9+]/g, '')}` : null
	const web = webAddress(address)
	if (web === null) return null
	const url = new URL(web)
	if (siteOrigin !== undefined && url.origin === siteOrigin) return sitePath(`${url.pathname}${url.search}${url.hash}`)
	return web
}

/** A picture's address if it is one of this site's media (written again from its key), else null. */
export function mediaImageAddress(value: unknown, siteOrigin?: string): string | null {
	if (typeof value !== 'string') return null
	let path = value.trim()
	if (siteOrigin !== undefined && path.startsWith(`${siteOrigin}/`)) path = path.slice(siteOrigin.length)
	const key = mediaKeyFromUrl(path)
	return key === null ? null : mediaUrl(key)
}

export function sanitizeRichText(html: string, options: RichTextOptions = {}): RichTextResult {
	if (typeof html !== 'string') return { ok: false, message: 'The text could not be read.' }
	const bytes = Buffer.byteLength(html, 'utf8')
	if (bytes > RICH_TEXT_MAX_BYTES) {
		return {
			ok: false,
			message: `The text is too long to save (${Math.ceil(bytes / 1000)} KB; the most is ${RICH_TEXT_MAX_BYTES / 1000} KB). Split it into two, or remove pasted formatting.`,
		}
	}

	const { siteOrigin } = options
	// The parser's own element stack (before any transform), for depth and for what a tag sits in.
	const open: string[] = []
	const withoutAlt: string[] = []
	let droppedPictures = 0
	let droppedLinks = 0

	const inside = (tag: string) => open.slice(0, -1).includes(tag)
	const parent = () => open[open.length - 2]

	const transformTags: IOptions['transformTags'] = {
		h1: () => ({ tagName: 'h2', attribs: {} }),
		h5: () => ({ tagName: 'h4', attribs: {} }),
		h6: () => ({ tagName: 'h4', attribs: {} }),
		// Google Docs wraps the whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`.
		b: (_tag, attribs) => ({
			tagName: isNotBold(style(attribs)) || attribs.id?.startsWith('docs-internal-guid') ? UNWRAP : 'strong',
			attribs: {},
		}),
		strong: (_tag, attribs) => ({ tagName: isNotBold(style(attribs)) ? UNWRAP : 'strong', attribs: {} }),
		i: (_tag, attribs) => ({ tagName: isNotItalic(style(attribs)) ? UNWRAP : 'em', attribs: {} }),
		em: (_tag, attribs) => ({ tagName: isNotItalic(style(attribs)) ? UNWRAP : 'em', attribs: {} }),
		// Word's list bullets (`mso-list:Ignore`) go with their text; Google Docs' bold and italic spans become elements.
		span: (_tag, attribs) => {
			const css = style(attribs)
			if (css.includes('mso-list:ignore')) return { tagName: DROP_WHOLE, attribs: {} }
			return { tagName: isBold(css) ? 'strong' : isItalic(css) ? 'em' : UNWRAP, attribs: {} }
		},
		// Google Docs puts a paragraph in every list item.
		p: () => ({ tagName: parent() === 'li' ? UNWRAP : 'p', attribs: {} }),
		br: (_tag, attribs) => ({ tagName: attribs.class === 'Apple-interchange-newline' ? DROP_WHOLE : 'br', attribs: {} }),
		a: (_tag, attribs) => {
			if (attribs.href === undefined || inside('a')) return { tagName: UNWRAP, attribs: {} }
			const href = linkAddress(attribs.href, siteOrigin)
			if (href === null) {
				droppedLinks++
				return { tagName: UNWRAP, attribs: {} }
			}
			// Another site gets neither the opener nor the referrer; no target: a link opens where the reader chooses.
			const kept: Attributes = { href }
			if (/^https?:/.test(href)) kept.rel = 'noopener noreferrer'
			return { tagName: 'a', attribs: kept }
		},
		img: (_tag, attribs) => {
			const src = mediaImageAddress(attribs.src, siteOrigin)
			if (src === null) {
				droppedPictures++
				return { tagName: DROP_WHOLE, attribs: {} }
			}
			const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim()
			if (alt === '') withoutAlt.push(src)
			const kept: Attributes = { src, alt }
			if (DIMENSION.test(attribs.width ?? '') && DIMENSION.test(attribs.height ?? ''))
				Object.assign(kept, { width: attribs.width, height: attribs.height })
			return { tagName: 'img', attribs: kept }
		},
		th: (_tag, attribs) => ({ tagName: 'th', attribs: cellAttributes(attribs, true) }),
		td: (_tag, attribs) => ({ tagName: 'td', attribs: cellAttributes(attribs, false) }),
	}

	let output: string
	try {
		output = sanitizeHtml(html, {
			...baseOptions,
			allowedTags: [...Object.keys(allowedAttributes), UNWRAP, DROP_WHOLE],
			transformTags,
			exclusiveFilter: (frame: IFrame) => {
				const tag = tagAfter(frame)
				if (tag === UNWRAP) return 'excludeTag'
				return tag === DROP_WHOLE
			},
			onOpenTag: (name) => {
				open.push(name)
				// Stop at the first level too many: sanitize-html's work grows much faster than the depth (a 200 KB body of
				// 28,000 `<li><p>` took over two minutes of CPU).
				if (open.length > RICH_TEXT_MAX_DEPTH) throw TOO_DEEP
			},
			onCloseTag: () => {
				open.pop()
			},
		})
	} catch (error) {
		if (error !== TOO_DEEP) throw error
		return {
			ok: false,
			message: `The text is nested too deeply to save (more than ${RICH_TEXT_MAX_DEPTH} levels of lists, quotes or formatting). Paste it as plain text, or simplify it.`,
		}
	}
	if (withoutAlt.length > 0) {
		return {
			ok: false,
			message: `Every picture needs alt text, a short description of what it shows; ${withoutAlt.length === 1 ? 'one has' : `${withoutAlt.length} have`} none (${withoutAlt.join(', ')}).`,
		}
	}
	const notes: string[] = []
	if (droppedPictures > 0)
		notes.push(
			`${count(droppedPictures, 'picture')} not from the media library left out: upload ${droppedPictures === 1 ? 'it' : 'them'} and insert from the media library.`,
		)
	if (droppedLinks > 0)
		notes.push(
			`${count(droppedLinks, 'link')} whose address is not a web page, e-mail, phone number or page of this site kept as plain text.`,
		)
	return { ok: true, html: withoutEmptyElements(output).trim(), notes }
}

/**
 * A second pass over what is already allowed, dropping paragraphs, list items and
 * inline elements left with no text and no picture (Word's `<p><o:p>&nbsp;</o:p></p>`,
 * an editor's `<p><br></p>`). It is apart because an unwrapped element does not pass
 * its text on to its parent in sanitize-html's bookkeeping.
 */
function withoutEmptyElements(html: string): string {
	return sanitizeHtml(html, {
		...baseOptions,
		exclusiveFilter: (frame: IFrame) => droppedWhenEmpty.has(frame.tag) && frame.text.trim() === '' && frame.mediaChildren.length === 0,
	})
}

function cellAttributes(attribs: Attributes, header: boolean): Attributes {
	const kept: Attributes = {}
	if (SPAN.test(attribs.colspan ?? '') && Number(attribs.colspan) > 1) kept.colspan = attribs.colspan!
	if (SPAN.test(attribs.rowspan ?? '') && Number(attribs.rowspan) > 1) kept.rowspan = attribs.rowspan!
	if (header && (attribs.scope === 'row' || attribs.scope === 'col')) kept.scope = attribs.scope
	return kept
}

/** The element a frame was written as (sanitize-html keeps the transformed name beside the parsed one). */
function tagAfter(frame: IFrame): string {
	return (frame as IFrame & { name?: string }).name ?? frame.tag
}

const count = (n: number, noun: string) => `${n === 1 ? 'One' : n} ${noun}${n === 1 ? '' : 's'}`
