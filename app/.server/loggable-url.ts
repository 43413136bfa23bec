/** Path segments that are secrets: the token after `/unsubscribe/` (newsletter unsubscribe links). */
const SECRET_SEGMENT = /(\/unsubscribe\/)[^/]+/gi

/**
 * A request URL (path and query) as it may be logged: query values replaced
 * (admin searches carry customers' names and e-mail addresses) and secret path
 * segments masked, so request logs hold neither personal data nor tokens.
 * `/admin/enquiries?q=jo@example.com&page=2` → `/admin/enquiries?q=…&page=…`.
 */
export function loggableUrl(url: string): string {
	const queryStart = url.indexOf('?')
	const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_SEGMENT, '$1…')
	if (queryStart === -1) return path
	const names = url
		.slice(queryStart + 1)
		.split('&')
		.filter(Boolean)
		.map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=…` : part))
	return names.length > 0 ? `${path}?${names.join('&')}` : path
}
