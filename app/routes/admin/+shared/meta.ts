import type { MetaDescriptor } from 'react-router'

/** Title and noindex of a sign-in or admin page (never indexed; robots.txt also disallows them). */
export function adminMeta(title: string): MetaDescriptor[] {
	return [{ title: title === 'Admin Dashboard' ? title : `${title} | Admin Dashboard` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** Admin pages hold private data: never cached, never indexed. */
export const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const
