import { queryValues } from '#app/domain/form.ts'

export const MAX_QUERY_LENGTH = 200

/** The enquiries search (`?q=`, trimmed, at most 200 characters) and page (`?page=`, from 1), read leniently. */
export function enquiryQuery(url: URL) {
	const query = queryValues(url)
	// Cut by characters, not UTF-16 units, so an emoji is never cut in half.
	const q = Array.from((query.q ?? '').trim())
		.slice(0, MAX_QUERY_LENGTH)
		.join('')
	const page = Math.min(100_000, Math.max(1, Math.floor(Number(query.page) || 1)))
	return { q, page }
}
