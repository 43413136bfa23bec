/** Pages holding private data (sign-in, admin): never cached, never indexed. */
export const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const

/**
 * The headers of an admin resource route's answer: private, never cached or
 * indexed, and the admin's refreshed session cookie forwarded (`sessionHeaders`:
 * no layout loader runs for a resource route).
 */
export function privateResourceHeaders(sessionHeaders: HeadersInit): Headers {
	const headers = new Headers(sessionHeaders)
	for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value)
	return headers
}

/** A file to save from an admin resource route, as `filename`, of the given content type. */
export function privateDownload(body: string, contentType: string, filename: string, sessionHeaders: HeadersInit): Response {
	const headers = privateResourceHeaders(sessionHeaders)
	headers.set('Content-Type', contentType)
	headers.set('Content-Disposition', `attachment; filename="${filename}"`)
	return new Response(body, { headers })
}

/**
 * A CSV download from an admin resource route: private headers, the admin's
 * refreshed session cookie forwarded (`sessionHeaders`: no layout loader runs
 * for a resource route), saved as `filename`. The byte-order mark makes Excel
 * read the file as UTF-8 (names, £).
 */
export function csvDownload(csv: string, filename: string, sessionHeaders: HeadersInit): Response {
	return privateDownload(`\uFEFF${csv}`, 'text/csv; charset=utf-8', filename, sessionHeaders)
}
