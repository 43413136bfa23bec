import { and, desc, eq, sql } from 'drizzle-orm'

import { getDb } from '../db/index.ts'
import { projects, services, type ProjectRow } from '../db/schema/index.ts'

/** A published gallery item as public pages show it. */
type GalleryProject = {
	id: string
	title: string
	location: string | null
	serviceId: string | null
	galleryCategory: string | null
	images: string[]
	createdAt: Date
	serviceName: string | null
}

const galleryColumns = {
	id: projects.id,
	title: projects.title,
	location: projects.location,
	serviceId: projects.serviceId,
	galleryCategory: projects.galleryCategory,
	images: projects.images,
	createdAt: projects.createdAt,
	serviceName: services.name,
}

/** Published projects, newest first, with their service's name. */
export async function listPublishedProjects(): Promise<GalleryProject[]> {
	return getDb()
		.select(galleryColumns)
		.from(projects)
		.leftJoin(services, eq(services.id, projects.serviceId))
		.where(eq(projects.status, 'published'))
		.orderBy(desc(projects.createdAt))
}

/** Published projects of one service, newest first. */
export async function listPublishedProjectsForService(serviceId: string, limit = 6): Promise<GalleryProject[]> {
	return getDb()
		.select(galleryColumns)
		.from(projects)
		.leftJoin(services, eq(services.id, projects.serviceId))
		.where(and(eq(projects.status, 'published'), eq(projects.serviceId, serviceId)))
		.orderBy(desc(projects.createdAt))
		.limit(limit)
}

/** Gallery categories present in published projects, sorted alphabetically. */
export function galleryCategories(items: readonly Pick<GalleryProject, 'galleryCategory'>[]): string[] {
	const categories = new Set(items.flatMap((item) => (item.galleryCategory?.trim() ? [item.galleryCategory.trim()] : [])))
	return [...categories].sort((a, b) => a.localeCompare(b, 'en-GB'))
}

/** Every gallery item (any status), newest first: the admin Gallery tab. */
export async function listAllProjects(): Promise<ProjectRow[]> {
	return getDb().select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id))
}

/** A new gallery item from one uploaded photo: published, not featured, no service, as uploads are. */
export async function createUploadedProject(item: { title: string; galleryCategory: string; location: string | null; image: string }) {
	const [row] = await getDb()
		.insert(projects)
		.values({ title: item.title, galleryCategory: item.galleryCategory, location: item.location, images: [item.image] })
		.returning({ id: projects.id, title: projects.title })
	if (!row) throw new Error('The gallery item was not inserted')
	return row
}

export type ProjectDetails = { title: string; galleryCategory: string | null; location: string | null }

export async function updateProjectDetails(id: string, details: ProjectDetails): Promise<{ ok: true } | { ok: false; reason: 'not-found' }> {
	const rows = await getDb().update(projects).set(details).where(eq(projects.id, id)).returning({ id: projects.id })
	return rows.length ? { ok: true } : { ok: false, reason: 'not-found' }
}

export async function setProjectPublished(id: string, published: boolean): Promise<boolean> {
	const status = published ? 'published' : 'draft'
	return (await getDb().update(projects).set({ status }).where(eq(projects.id, id)).returning({ id: projects.id })).length > 0
}

export async function setProjectFeatured(id: string, featured: boolean): Promise<boolean> {
	return (await getDb().update(projects).set({ isFeatured: featured }).where(eq(projects.id, id)).returning({ id: projects.id })).length > 0
}

/**
 * Moves one of an item's images to the front (the cover the gallery shows).
 * False when the item or that image is not there (e.g. changed meanwhile).
 */
export async function setProjectCover(id: string, image: string): Promise<boolean> {
	const rows = await getDb()
		.update(projects)
		.set({ images: sql`array_prepend(${image}::text, array_remove(${projects.images}, ${image}::text))` })
		.where(and(eq(projects.id, id), sql`${image}::text = any(${projects.images})`))
		.returning({ id: projects.id })
	return rows.length > 0
}

/** Deletes an item; its images (to remove from storage once the deletion is committed), or null when there was no such item. */
export async function deleteProject(id: string): Promise<{ media: string[] } | null> {
	const [row] = await getDb().delete(projects).where(eq(projects.id, id)).returning({ images: projects.images, beforeAfter: projects.beforeAfter })
	if (!row) return null
	const urls = [...new Set([...row.images, ...(row.beforeAfter ? [row.beforeAfter.before, row.beforeAfter.after] : [])])]
	if (urls.length === 0) return { media: [] }
	// A picture another item still shows stays (the seeded items share some).
	const stillUsed = await getDb()
		.select({ url: sql<string>`unnest(${projects.images})` })
		.from(projects)
		.where(sql`${projects.images} && ${sql.raw('ARRAY[')}${sql.join(
			urls.map((url) => sql`${url}`),
			sql`, `,
		)}${sql.raw(']::text[]')}`)
	const kept = new Set(stillUsed.map((row) => row.url))
	return { media: urls.filter((url) => !kept.has(url)) }
}
