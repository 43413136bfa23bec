/**
 * Paths that are capabilities (whoever has the link may act): everything after
 * `/unsubscribe/` and `/confirm/` (newsletter unsubscribe and confirmation links)
 * and after `/review/` (review request links, their opt-out too). Matched on the decoded path,
 * since the router matches `%75nsubscribe` as `unsubscribe` too.
 */
const SECRET_REST = /(\/(?:unsubscribe|confirm|review)\/).*$/is

const decoded = (path: string) => {
	try {
		return decodeURIComponent(path)
	} catch {
		return path
	}
}

/**
 * A request URL (path and query) as it may be logged: query values replaced
 * (admin searches carry customers' names and e-mail addresses) and secret path
 * segments masked, so request logs hold neither personal data nor tokens.
 * `/admin/enquiries?q=jo@example.com&page=2` → `/admin/enquiries?q=…&page=…`.
 */
export function loggableUrl(url: string): string {
	const queryStart = url.indexOf('?')
	const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
	const path = SECRET_REST.test(decoded(rawPath)) ? decoded(rawPath).replace(SECRET_REST, '$1…') : rawPath
	if (queryStart === -1) return path
	const names = url
		.slice(queryStart + 1)
		.split('&')
		.filter(Boolean)
		.map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=…` : part))
	return names.length > 0 ? `${path}?${names.join('&')}` : path
}
