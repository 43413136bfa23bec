import { and, asc, eq, ne } from 'drizzle-orm'
import type { ServiceForm } from '#app/utils/admin-schemas.ts'
import { getDb } from '../db/index.ts'
import { services, type ServiceRow } from '../db/schema/index.ts'

/** Every service (active or not), by name: the admin Services tab. */
export async function listAllServices(): Promise<ServiceRow[]> {
	return getDb().select().from(services).orderBy(asc(services.name), asc(services.slug))
}

export type ServiceSaveResult = { ok: true; service: ServiceRow } | { ok: false; reason: 'slug-taken' | 'not-found' }

const toColumns = (form: ServiceForm) => ({
	name: form.name,
	slug: form.slug,
	summary: form.summary,
	description: form.description,
	basePriceFrom: form.base_price_from,
	isActive: form.is_active,
	heroImage: form.hero_image,
})

async function slugTaken(slug: string, exceptId?: string) {
	const [row] = await getDb()
		.select({ id: services.id })
		.from(services)
		.where(exceptId ? and(eq(services.slug, slug), ne(services.id, exceptId)) : eq(services.slug, slug))
		.limit(1)
	return Boolean(row)
}

/** PostgreSQL's unique_violation, as thrown by postgres.js or PGlite (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		if ((current as { code?: unknown }).code === '23505') return true
	}
	return false
}

async function save(write: () => Promise<ServiceRow | undefined>, slug: string, exceptId?: string): Promise<ServiceSaveResult> {
	if (await slugTaken(slug, exceptId)) return { ok: false, reason: 'slug-taken' }
	try {
		const service = await write()
		return service ? { ok: true, service } : { ok: false, reason: 'not-found' }
	} catch (error) {
		// Two admins saving the same slug at once: the unique index decides.
		if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' }
		throw error
	}
}

export function createService(form: ServiceForm): Promise<ServiceSaveResult> {
	return save(async () => (await getDb().insert(services).values(toColumns(form)).returning())[0], form.slug)
}

export function updateService(id: string, form: ServiceForm): Promise<ServiceSaveResult> {
	return save(
		async () => (await getDb().update(services).set(toColumns(form)).where(eq(services.id, id)).returning())[0],
		form.slug,
		id,
	)
}

/** Switches a service on or off; false when there is no such service. */
export async function setServiceActive(id: string, isActive: boolean): Promise<boolean> {
	const rows = await getDb().update(services).set({ isActive }).where(eq(services.id, id)).returning({ id: services.id })
	return rows.length > 0
}
