import { asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '../db/index.ts'
import { services } from '../db/schema/index.ts'

export type ServiceSummary = { slug: string; name: string; summary: string | null }

/** Active services with the given slugs, in the order of `slugs`. */
export async function getActiveServicesBySlugs(slugs: readonly string[]): Promise<ServiceSummary[]> {
	if (slugs.length === 0) return []
	const rows = await getDb()
		.select({ slug: services.slug, name: services.name, summary: services.summary, isActive: services.isActive })
		.from(services)
		.where(inArray(services.slug, [...slugs]))
	const bySlug = new Map(rows.filter((row) => row.isActive).map((row) => [row.slug, row]))
	return slugs.flatMap((slug) => {
		const row = bySlug.get(slug)
		return row ? [{ slug: row.slug, name: row.name, summary: row.summary }] : []
	})
}

/** Every active service, by name. */
export async function listActiveServices(): Promise<ServiceSummary[]> {
	return getDb()
		.select({ slug: services.slug, name: services.name, summary: services.summary })
		.from(services)
		.where(eq(services.isActive, true))
		.orderBy(asc(services.name))
}
