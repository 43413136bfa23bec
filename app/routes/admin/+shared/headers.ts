import { privateHeaders } from '#app/.server/http.ts'

/**
 * The headers of an admin tab whose action may answer 503 with Retry-After (a
 * full work limit, decision 0026): the admin area's own, and the action's
 * Retry-After, which React Router passes on only through a route's `headers`.
 */
export function withRetryAfter({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { ...privateHeaders, 'Retry-After': retryAfter } : privateHeaders
}
