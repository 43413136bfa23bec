/**
 * What the editor does to pasted HTML before its schema reads it (decision
 * 0041). The schema already drops every element and attribute it has no node
 * or mark for; this handles the two cases where dropping loses meaning:
 *
 * - Word writes a bulleted or numbered list as paragraphs with
 *   `mso-list:lN levelM` in their style and the bullet as text inside
 *   `<![if !supportLists]>…<![endif]>`. Consecutive such paragraphs become
 *   `<ul>`/`<ol>` (numbered when the bullet is a number or letter), nested by
 *   level, and the bullets go.
 * - Google Docs writes bold and italic as styled spans (`font-weight:700`,
 *   `font-style:italic`) inside an outer `<b style="font-weight:normal">`.
 *   The outer one is unwrapped, and each styled span becomes
 *   `<strong>`/`<em>` (both, when it is both).
 *
 * It works on the string, with no DOM, so it is a pure function the tests run
 * in Node. What it cannot recognise passes through unchanged to the schema.
 */
export function cleanPastedHtml(html: string): string {
	// The schema never keeps them, but the browser may parse what is pasted before the schema reads it (the CSP blocks them too).
	let out = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
	if (/mso-list|urn:schemas-microsoft-com|class="?Mso/i.test(out)) out = wordLists(out)
	if (/docs-internal-guid|font-weight|font-style/i.test(out)) out = docsMarks(out)
	return out
}

/** A paragraph of a Word list: its level, whether numbered, and its text without the bullet. */
type ListParagraph = { level: number; ordered: boolean; inner: string }

const WORD_PARAGRAPH = /<p\b([^>]*)>([\s\S]*?)<\/p>/gi
// The bullet Word writes for browsers without list support, in a conditional comment (or, already parsed, its span).
const CONDITIONAL_BULLET = /<!--\[if !supportLists\]-->([\s\S]*?)<!--\[endif\]-->|<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i
const IGNORE_SPAN = /<span[^>]*mso-list:\s*Ignore[^>]*>([\s\S]*?)<\/span>(\s*<\/span>)*/i

const textOf = (html: string) =>
	html
		.replace(/<[^>]*>/g, '')
		.replace(/&nbsp;|\u00a0/g, ' ')
		.trim()

function listParagraph(attributes: string, inner: string): ListParagraph | null {
	const style = /style\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes)
	const css = style ? (style[1] ?? style[2] ?? '') : ''
	const list = /mso-list:\s*l\d+\s+level(\d+)/i.exec(css)
	if (!list) return null
	let bullet = ''
	let text = inner
	const conditional = CONDITIONAL_BULLET.exec(text)
	if (conditional) {
		bullet = textOf(conditional[1] ?? conditional[2] ?? '')
		text = text.replace(CONDITIONAL_BULLET, '')
	} else {
		const ignored = IGNORE_SPAN.exec(text)
		if (ignored) {
			bullet = textOf(ignored[1] ?? '')
			text = text.replace(IGNORE_SPAN, '')
		}
	}
	// "1.", "a)", "iv." are numbered; "·", "o", "§", "•" (Symbol and Wingdings glyphs) are bullets.
	const ordered = /^(\d+|[a-z]|[ivxlcdm]+)[.)]$/i.test(bullet)
	return { level: Math.max(1, Number(list[1])), ordered, inner: text.replace(/<o:p>[\s\S]*?<\/o:p>/gi, '').trim() }
}

/** Builds nested lists from a run of list paragraphs. */
function renderList(items: ListParagraph[]): string {
	let html = ''
	const open: { tag: 'ul' | 'ol'; level: number }[] = []
	for (const item of items) {
		const tag = item.ordered ? 'ol' : 'ul'
		while (open.length > 0 && open[open.length - 1]!.level > item.level) html += `</li></${open.pop()!.tag}>`
		const top = open[open.length - 1]
		if (top && top.level === item.level && top.tag !== tag) {
			html += `</li></${open.pop()!.tag}>`
		}
		const current = open[open.length - 1]
		if (!current || current.level < item.level) {
			html += `<${tag}><li>`
			open.push({ tag, level: item.level })
		} else {
			html += '</li><li>'
		}
		html += `<p>${item.inner}</p>`
	}
	while (open.length > 0) html += `</li></${open.pop()!.tag}>`
	return html
}

function wordLists(html: string): string {
	let result = ''
	let run: ListParagraph[] = []
	let last = 0
	for (const match of html.matchAll(WORD_PARAGRAPH)) {
		const between = html.slice(last, match.index)
		const item = listParagraph(match[1] ?? '', match[2] ?? '')
		// Only white space between two list paragraphs keeps them in one list.
		if (run.length > 0 && (item === null || between.trim() !== '')) {
			result += renderList(run)
			run = []
		}
		if (item) {
			if (run.length === 0) result += between
			run.push(item)
		} else {
			result += between + match[0]
		}
		last = match.index + match[0].length
	}
	if (run.length > 0) result += renderList(run)
	return result + html.slice(last)
}

const isBold = (css: string) => {
	const weight = /font-weight:\s*(\w+)/i.exec(css)?.[1]?.toLowerCase()
	return weight === 'bold' || weight === 'bolder' || (weight !== undefined && Number(weight) >= 600)
}
const isItalic = (css: string) => /font-style:\s*italic/i.test(css)

function docsMarks(html: string): string {
	// Docs' outer wrapper: bold in name only.
	let out = html.replace(/<b\b[^>]*font-weight:\s*normal[^>]*>([\s\S]*)<\/b>/i, '$1')
	// Docs' spans are not nested, so each ends at the first `</span>`; anything nested is left as it is.
	out = out.replace(/<span\b([^>]*)>((?:(?!<span\b)[\s\S])*?)<\/span>/gi, (whole, attributes: string, inner: string) => {
		const style = /style\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes)
		const css = style ? (style[1] ?? style[2] ?? '') : ''
		const bold = isBold(css)
		const italic = isItalic(css)
		if (!bold && !italic) return whole
		let marked = inner
		if (italic) marked = `<em>${marked}</em>`
		if (bold) marked = `<strong>${marked}</strong>`
		return marked
	})
	return out
}
