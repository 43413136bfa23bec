import type { MetaDescriptor } from 'react-router'

/** Title and noindex of a private page (sign-in, admin); robots.txt also disallows them. */
export function privateMeta(title: string): MetaDescriptor[] {
	return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}
