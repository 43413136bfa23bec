import { and, eq } from 'drizzle-orm'
import { getDb } from '../db/index.ts'
import { services } from '../db/schema/index.ts'

/** What a public service page (/services/{slug}) shows of a services row. */
export type ServicePageRecord = {
	id: string
	slug: string
	name: string
	summary: string | null
	description: string | null
	/** Pounds; null when no "from" price is published. */
	basePriceFrom: number | null
	heroImage: string | null
}

/**
 * The active service with this slug, read fresh from the database on every
 * call (an admin's change shows at once), or null when there is no such
 * service or it is inactive.
 */
export async function getActiveServiceBySlug(slug: string): Promise<ServicePageRecord | null> {
	const [row] = await getDb()
		.select({
			id: services.id,
			slug: services.slug,
			name: services.name,
			summary: services.summary,
			description: services.description,
			basePriceFrom: services.basePriceFrom,
			heroImage: services.heroImage,
		})
		.from(services)
		.where(and(eq(services.slug, slug), eq(services.isActive, true)))
		.limit(1)
	return row ?? null
}
