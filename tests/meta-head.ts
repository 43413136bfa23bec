/** The text of an attribute or element as React writes it. */
export const decodeHtml = (value: string) =>
	value
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')

/** The head's tags that matter here, read from the HTML. */
export function readHead(html: string) {
	const head = html.slice(0, html.indexOf('</head>'))
	const metas = [...head.matchAll(/<meta\s+([^>]*?)\/?>/g)].map((match) => {
		const attributes = Object.fromEntries([...match[1]!.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, decodeHtml(pair[2]!)]))
		return attributes
	})
	const meta = (key: string) => metas.filter((entry) => entry.name === key || entry.property === key).map((entry) => entry.content ?? '')
	return {
		titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeHtml(match[1]!)),
		canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => decodeHtml(match[1]!)),
		meta,
	}
}
