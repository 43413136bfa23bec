import { contentAdminPath, type ContentEntity } from '#app/domain/content/editing.ts'

/** The list's address with its search, filters and page (defaults left out), as its loader reads them. */
export function contentListHref(
	entity: ContentEntity,
	query: { q?: string; status?: string; filter?: string },
	extra: Record<string, string | number | undefined> = {},
) {
	const params = new URLSearchParams()
	if (query.q) params.set('q', query.q)
	if (query.status && query.status !== 'all') params.set('status', query.status)
	if (query.filter) params.set(entity === 'article' ? 'category' : 'area', query.filter)
	for (const [name, value] of Object.entries(extra)) {
		if (value === undefined || (name === 'page' && Number(value) <= 1)) continue
		params.set(name, String(value))
	}
	const search = params.toString()
	return `${contentAdminPath(entity)}${search ? `?${search}` : ''}`
}
