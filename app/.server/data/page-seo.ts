import { eq } from 'drizzle-orm'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { pageSeo } from '../db/schema/index.ts'
import { defaultNoindexPaths, type PageSeoOverride } from '#app/domain/seo/page-seo.ts'

/*
 * The owner's search settings per fixed public page (decision 0045). Public
 * pages read them through one map per content version (a few dozen rows at
 * most): a save bumps the version (page_seo has the trigger), so the next
 * render on every instance reads them again, and the page cache keeps hits free.
 */

const columns = {
	path: pageSeo.path,
	title: pageSeo.title,
	description: pageSeo.description,
	socialImage: pageSeo.socialImage,
	noindex: pageSeo.noindex,
}

/** Every override, by path. */
export async function listPageSeo(): Promise<PageSeoOverride[]> {
	return getDb().select(columns).from(pageSeo).orderBy(pageSeo.path)
}

const readOverrides = perContentVersion(async (): Promise<ReadonlyMap<string, PageSeoOverride>> => {
	const rows = await listPageSeo()
	return new Map(rows.map((row) => [row.path, row]))
})

/** The override of one public page, or null (defaults). */
export async function pageSeoFor(path: string): Promise<PageSeoOverride | null> {
	return (await readOverrides()).get(path) ?? null
}

/** Paths kept out of search (and the sitemap): the owner's noindex pages, and the default ones the owner has not opened. */
export async function noindexPaths(): Promise<Set<string>> {
	const overrides = await readOverrides()
	const paths = new Set([...overrides.values()].filter((row) => row.noindex).map((row) => row.path))
	for (const path of defaultNoindexPaths) if (!overrides.has(path)) paths.add(path)
	return paths
}

/** Stores a page's settings (all four fields: empty ones keep the defaults). Run inside the admin's audited write. */
export async function savePageSeo(override: PageSeoOverride): Promise<void> {
	const values = {
		title: override.title,
		description: override.description,
		socialImage: override.socialImage,
		noindex: override.noindex,
		updatedAt: new Date(),
	}
	await getDb()
		.insert(pageSeo)
		.values({ path: override.path, ...values })
		.onConflictDoUpdate({ target: pageSeo.path, set: values })
}

/** Back to the code's defaults (the row is removed, so a default noindex applies again). */
export async function resetPageSeo(path: string): Promise<void> {
	await getDb().delete(pageSeo).where(eq(pageSeo.path, path))
}
