import { and, desc, eq, sql } from 'drizzle-orm'

import { pageOffset } from '#app/utils/paging.ts'

import { perContentVersion } from '../cache/content-version.ts'
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

const projectColumns = {
	id: projects.id,
	title: projects.title,
	location: projects.location,
	serviceId: projects.serviceId,
	galleryCategory: projects.galleryCategory,
	images: projects.images,
	createdAt: projects.createdAt,
}

const galleryColumns = { ...projectColumns, serviceName: services.name }

/** Gallery items on one page of /gallery. */
export const GALLERY_PAGE_SIZE = 12

const isPublished = eq(projects.status, 'published')
/** The category as the gallery names it: trimmed (projects_published_category_page_idx is on this expression). */
const trimmedCategory = sql<string | null>`btrim(${projects.galleryCategory})`
/**
 * The gallery shows a project by its first image, so one without any is not on
 * it. Only real URLs are ever stored (uploads), so a non-empty list has one; a
 * plain comparison, as testing each URL for blanks would cost more than the
 * rest of the count.
 */
const hasImage = sql`${projects.images} <> '{}'`

export type GalleryOverview = {
	/** Projects the gallery shows, in all categories. */
	total: number
	/** The categories in use, sorted as the chips show them, with how many projects each has. */
	categories: { name: string; count: number }[]
}

/** How many projects the gallery shows in each category (null: none), one row per category. */
export function publishedCategoryCountsQuery() {
	const category = sql<string | null>`nullif(${trimmedCategory}, '')`
	return getDb()
		.select({ category, count: sql<number>`count(*)::int` })
		.from(projects)
		.where(and(isPublished, hasImage))
		.groupBy(category)
}

// Once per content version (every change to the projects moves it on), so a page view does not count every project.
const readPublishedGalleryOverview = perContentVersion(async (): Promise<GalleryOverview> => {
	const rows = await publishedCategoryCountsQuery()
	return {
		total: rows.reduce((sum, row) => sum + row.count, 0),
		// Sorted here rather than by the database, whose collation differs between PGlite and PostgreSQL.
		categories: rows
			.flatMap((row) => (row.category ? [{ name: row.category, count: row.count }] : []))
			.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
	}
})

/**
 * How many projects the gallery shows, in all and in each category, from one
 * grouped query (a row per category): the category chips, and the page count
 * of any filter. Shared between callers: do not change the object.
 */
export function getPublishedGalleryOverview(): Promise<GalleryOverview> {
	return readPublishedGalleryOverview()
}

/**
 * One page of the gallery, newest first, of one category or all. Ties on the
 * date are broken by id, so every project is on exactly one page. The page is
 * cut before the service names are joined, so a deep page looks up only its
 * own services.
 */
export function publishedProjectsPageQuery({
	page,
	category = null,
	pageSize = GALLERY_PAGE_SIZE,
}: {
	page: number
	category?: string | null
	pageSize?: number
}) {
	const db = getDb()
	const pageRows = db
		.select(projectColumns)
		.from(projects)
		.where(and(isPublished, hasImage, category === null ? undefined : eq(trimmedCategory, category)))
		.orderBy(desc(projects.createdAt), desc(projects.id))
		.limit(pageSize)
		.offset(pageOffset(page, pageSize))
		.as('page_rows')
	return db
		.select({
			id: pageRows.id,
			title: pageRows.title,
			location: pageRows.location,
			serviceId: pageRows.serviceId,
			galleryCategory: pageRows.galleryCategory,
			images: pageRows.images,
			createdAt: pageRows.createdAt,
			serviceName: services.name,
		})
		.from(pageRows)
		.leftJoin(services, eq(services.id, pageRows.serviceId))
		.orderBy(desc(pageRows.createdAt), desc(pageRows.id))
}

const readPublishedProjectsPage = perContentVersion(
	async (page: number, category: string | null) => publishedProjectsPageQuery({ page, category }),
	(page, category) => `${page}\u0000${category ?? ''}`,
)

/** A gallery page (of a category or all), read once per content version. Shared between callers: do not change the rows. */
export function getPublishedProjectsPage(page: number, category: string | null = null) {
	return readPublishedProjectsPage(page, category)
}

/** Published projects of one service, newest first. */
export async function listPublishedProjectsForService(serviceId: string, limit = 6): Promise<GalleryProject[]> {
	return getDb()
		.select(galleryColumns)
		.from(projects)
		.leftJoin(services, eq(services.id, projects.serviceId))
		.where(and(isPublished, eq(projects.serviceId, serviceId)))
		.orderBy(desc(projects.createdAt), desc(projects.id))
		.limit(limit)
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
