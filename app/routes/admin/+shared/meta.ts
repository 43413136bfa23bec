import type { MetaDescriptor } from 'react-router'

import { privateMeta } from '#app/utils/private-meta.ts'

const DASHBOARD = 'Admin Dashboard'

/** Title ("Reviews | Admin Dashboard") and noindex of an admin page. */
export function adminMeta(title: string): MetaDescriptor[] {
	return privateMeta(title === DASHBOARD ? title : `${title} | ${DASHBOARD}`)
}
