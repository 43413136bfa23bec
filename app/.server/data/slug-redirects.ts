import { and, eq, type SQL } from 'drizzle-orm'

import type { ContentEntity } from '#app/domain/content/fields.ts'
import { isSlug } from '#app/domain/slug.ts'

import { getDb } from '../db/index.ts'
import { articles, caseStudies, slugRedirects } from '../db/schema/index.ts'

/**
 * Where an old slug of an article or a case study now leads (decision 0040):
 * the current slug of the item `slug_redirects` names for it, when that item
 * is `visible`; undefined otherwise (the 404). One implementation for both
 * kinds, so their old addresses behave alike.
 */
export async function findRedirectedSlug(
	entity: ContentEntity,
	slug: string,
	visible: (now: Date) => SQL,
	now: Date,
): Promise<string | undefined> {
	// Whatever a visitor typed in the address (a NUL byte, stray percent-encoding) is no slug, and never reaches the query.
	if (!isSlug(slug)) return undefined
	const table = entity === 'article' ? articles : caseStudies
	const [row] = await getDb()
		.select({ slug: table.slug })
		.from(slugRedirects)
		.innerJoin(table, eq(table.id, slugRedirects.entityId))
		.where(and(eq(slugRedirects.entityType, entity), eq(slugRedirects.oldSlug, slug), visible(now)))
		.limit(1)
	return row && row.slug !== slug ? row.slug : undefined
}
