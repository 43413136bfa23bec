/**
 * What the sweep reads from the site's own pages: the paths they link to and
 * the forms they carry (with their hidden values and submit buttons), so
 * generated submissions start from real field names, ids and intents.
 * Pages are React's output (double-quoted attributes, escaped text), so a tag
 * scanner is enough.
 */
export type FormTemplate = {
	/** The page it was found on. */
	page: string
	action: string
	method: string
	enctype: string
	fields: [name: string, value: string][]
	/** The named submit buttons: one of them is sent, as a browser would. */
	buttons: [name: string, value: string][]
	files: string[]
	/** The fields people write in freely (text areas): where hostile text survives validation. */
	freeText: string[]
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

const decode = (value: string) =>
	value
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
		.replace(/&amp;/g, '&')

function attributes(text: string): Record<string, string> {
	const found: Record<string, string> = {}
	for (const match of text.matchAll(ATTRIBUTE)) found[match[1]!.toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? '')
	return found
}

/** A path of this site (its own host or the configured site URL's), resolved against the page. */
function sitePath(value: string, page: string, hosts: ReadonlySet<string>): string | null {
	if (!value || value.startsWith('#')) return null
	let url: URL
	try {
		url = new URL(value, `http://127.0.0.1${page}`)
	} catch {
		return null
	}
	return /^https?:$/.test(url.protocol) && hosts.has(url.host) ? `${url.pathname}${url.search}` : null
}

export function readPage(html: string, page: string, siteHosts: string[]): { links: string[]; forms: FormTemplate[] } {
	const hosts = new Set(['127.0.0.1', ...siteHosts])
	const links = new Set<string>()
	const forms: FormTemplate[] = []
	let form: FormTemplate | null = null
	let select: string | null = null
	for (const match of html.matchAll(TAG)) {
		const closing = match[1] === '/'
		const tag = match[2]!.toLowerCase()
		const attrs = attributes(match[3] ?? '')
		if (closing) {
			if (tag === 'form' && form) forms.push(form)
			if (tag === 'form') form = null
			if (tag === 'select') select = null
			continue
		}
		for (const name of ['href', 'src', 'action']) {
			const path = attrs[name] !== undefined ? sitePath(attrs[name], page, hosts) : null
			if (path) links.add(path)
		}
		for (const candidate of (attrs.srcset ?? '').split(',')) {
			const path = sitePath(candidate.trim().split(/\s+/)[0] ?? '', page, hosts)
			if (path) links.add(path)
		}
		if (tag === 'form') {
			form = {
				page,
				action: sitePath(attrs.action ?? '', page, hosts) ?? page,
				method: (attrs.method ?? 'get').toUpperCase(),
				enctype: attrs.enctype ?? 'application/x-www-form-urlencoded',
				fields: [],
				buttons: [],
				files: [],
				freeText: [],
			}
			continue
		}
		if (!form || !attrs.name) {
			// A select's first real choice (not the disabled "Choose…" placeholder).
			const choice = attrs.value
			if (tag === 'option' && form && select && choice && attrs.disabled === undefined && !form.fields.some(([name]) => name === select)) {
				form.fields.push([select, choice])
			}
			continue
		}
		if (tag === 'button' || (tag === 'input' && attrs.type === 'submit')) form.buttons.push([attrs.name, attrs.value ?? ''])
		else if (tag === 'input' && attrs.type === 'file') form.files.push(attrs.name)
		else if (tag === 'input' && (attrs.type === 'checkbox' || attrs.type === 'radio')) {
			if (!form.fields.some(([name]) => name === attrs.name)) form.fields.push([attrs.name, attrs.value ?? 'on'])
		} else if (tag === 'input' || tag === 'textarea') {
			// What a person would type into an empty field; a field no one can reach (a honeypot) stays empty.
			const typed =
				attrs.value || (attrs.type === 'hidden' || attrs.tabindex === '-1' ? '' : plausible(attrs.name, attrs.type, attrs.placeholder))
			form.fields.push([attrs.name, typed])
			if (tag === 'textarea') form.freeText.push(attrs.name)
		} else if (tag === 'select') select = attrs.name
	}
	return { links: [...links], forms }
}

/**
 * A value a person might type into an empty field, from its type, name or
 * placeholder, so generated submissions get past validation to what lies
 * behind it. `{n}` is replaced per submission (an address is throttled on its own).
 */
export function plausible(name: string, type = 'text', placeholder = ''): string {
	if (type === 'email' || /e-?mail/i.test(name)) return 'sweep-{n}@example.com'
	if (type === 'tel' || /phone|whatsapp/i.test(name)) return '020 7946 0000'
	if (type === 'url' || /url|link|website/i.test(name)) return 'https://www.example.com/'
	if (type === 'number' || type === 'range') return '1'
	if (type === 'date') return '2026-01-15'
	if (type === 'datetime-local') return '2026-01-15T10:30'
	if (type === 'time') return '10:30'
	if (type === 'color') return '#336699'
	if (type === 'password') return 'sweep passphrase {n}'
	if (placeholder) return placeholder
	if (/postcode/i.test(name)) return 'W9 1AB'
	if (/name/i.test(name)) return 'Sweep Tester'
	return 'Sweep text {n}'
}

/** The page paths of a sitemap. */
export const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname)
