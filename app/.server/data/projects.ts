import { and, desc, eq } from 'drizzle-orm'
import { getDb } from '../db/index.ts'
import { projects, services } from '../db/schema/index.ts'

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
