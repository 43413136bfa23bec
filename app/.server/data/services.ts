import { and, asc, eq } from 'drizzle-orm'
import { featuredServiceSlugs, services as serviceContent } from '#app/content/services.ts'
import type { ServiceForm } from '#app/domain/service/schema.ts'
import {
	featuredServices,
	serviceCards,
	serviceLinks,
	servicePageView,
	staticServiceRecord,
	staticServiceRows,
	type FeaturedService,
	type ServiceCard,
	type ServiceLink,
	type ServicePageView,
	type ServiceRecord,
	type ServiceRow,
} from '#app/domain/service/cards.ts'
import { perContentVersion } from '../cache/content-version.ts'
import { getDb, inTransaction } from '../db/index.ts'
import { services, type ServiceRow as ServicesTableRow } from '../db/schema/index.ts'
import { logger } from '../logger.ts'

/**
 * The services: what the public pages show (the table merged with the static
 * copy, never failing) and what the admin Services tab reads and writes.
 */
/*
 * Public pages show the services of the database (staff changes show at once)
 * merged with the static copy of content/services.ts (app/domain/service/cards.ts
 * does the merging). These never throw: when the table cannot be read, the
 * failure is logged and the static copy stands in for it.
 */

const readActiveRows = perContentVersion(() =>
	getDb()
		.select({ slug: services.slug, name: services.name, summary: services.summary })
		.from(services)
		.where(eq(services.isActive, true))
		.orderBy(asc(services.name), asc(services.slug)),
)

/** The active services (slug, name, summary), by name; throws when they cannot be read (the admin's Page SEO tab says so). */
export function listActiveServices(): Promise<ServiceRow[]> {
	return readActiveRows()
}

/** The active services, by name, or the static copy when they cannot be read. */
async function activeRows(purpose: string): Promise<ServiceRow[]> {
	try {
		return await readActiveRows()
	} catch (error) {
		logger.error({ err: error, purpose }, 'Could not load the services; using the static copy')
		return staticServiceRows(serviceContent)
	}
}

/** The cards of /services. */
export async function serviceCardsForPage(): Promise<ServiceCard[]> {
	return serviceCards(await activeRows('services page'), serviceContent)
}

/** The home page's most requested services and the links to every service. */
export async function servicesForHome(): Promise<{ featured: FeaturedService[]; links: ServiceLink[] }> {
	const rows = await activeRows('home page')
	return { featured: featuredServices(rows, serviceContent, featuredServiceSlugs), links: serviceLinks(rows, serviceContent) }
}

/** Links to every active service (the footer). */
export async function serviceLinksForFooter(): Promise<ServiceLink[]> {
	return serviceLinks(await activeRows('footer'), serviceContent)
}

/** The paths of the active service pages (the sitemap). */
export async function servicePagePaths(): Promise<string[]> {
	return (await activeRows('sitemap')).map((service) => `/services/${service.slug}`)
}

const readActiveService = perContentVersion(
	async (slug: string): Promise<ServiceRecord | null> => {
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
	},
	(slug) => slug,
)

/**
 * A /services/{slug} page: the active service with this slug, read fresh (an
 * admin's change shows at once), with the copy's card facts; null when there is
 * no such active service. `id` is empty when the static copy stood in.
 */
export async function servicePage(slug: string): Promise<(ServicePageView & { id: string }) | null> {
	let record: ServiceRecord | null
	try {
		record = await readActiveService(slug)
	} catch (error) {
		logger.error({ err: error, slug }, 'Could not load the service; using the static copy')
		record = staticServiceRecord(serviceContent, slug)
	}
	return record ? { ...servicePageView(record, serviceContent), id: record.id } : null
}

/** Every service (active or not), by name: the admin Services tab. */
export async function listAllServices(): Promise<ServicesTableRow[]> {
	return getDb().select().from(services).orderBy(asc(services.name), asc(services.slug))
}

export type ServiceSaveResult = { ok: true; service: ServicesTableRow } | { ok: false; reason: 'slug-taken' | 'not-found' }

const toColumns = (form: ServiceForm) => ({
	name: form.name,
	slug: form.slug,
	summary: form.summary,
	description: form.description,
	basePriceFrom: form.base_price_from,
	isActive: form.is_active,
	heroImage: form.hero_image,
})

/** PostgreSQL's unique_violation of `constraint`, as thrown by postgres.js or PGlite (possibly wrapped by Drizzle). */
function violates(error: unknown, constraint: string): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		const { code, constraint: pgliteName, constraint_name: postgresName } = current as Record<string, unknown>
		if (code === '23505') return (pgliteName ?? postgresName) === constraint
	}
	return false
}

/**
 * The unique index on the slug decides a clash (also between two admins saving
 * at once). The write runs in its own transaction (a savepoint inside the
 * admin's), so a refused insert leaves the caller's transaction usable.
 */
async function save(write: () => Promise<ServicesTableRow | undefined>): Promise<ServiceSaveResult> {
	try {
		const service = await inTransaction(write)
		return service ? { ok: true, service } : { ok: false, reason: 'not-found' }
	} catch (error) {
		if (violates(error, 'services_slug_key')) return { ok: false, reason: 'slug-taken' }
		throw error
	}
}

export function createService(form: ServiceForm): Promise<ServiceSaveResult> {
	return save(async () => (await getDb().insert(services).values(toColumns(form)).returning())[0])
}

export function updateService(id: string, form: ServiceForm): Promise<ServiceSaveResult> {
	return save(async () => (await getDb().update(services).set(toColumns(form)).where(eq(services.id, id)).returning())[0])
}

/** Switches a service on or off; false when there is no such service. */
export async function setServiceActive(id: string, isActive: boolean): Promise<boolean> {
	const rows = await getDb().update(services).set({ isActive }).where(eq(services.id, id)).returning({ id: services.id })
	return rows.length > 0
}
