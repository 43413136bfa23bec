import { and, desc, eq, sql } from 'drizzle-orm'

import { toGalleryItems, type GalleryItem } from '#app/domain/project/gallery.ts'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { projects } from '../db/schema/index.ts'
import { logger } from '../logger.ts'

/**
 * Pictures for the area and About pages, taken from the published gallery
 * (decision 0022): the owner changes them by changing the gallery, and they
 * go through the same media variants. A page of its own reads at most this
 * many projects, featured first, then the most recent, and picks among them
 * in that order.
 */
const CANDIDATES = 60

const readCandidates = perContentVersion(async (): Promise<GalleryItem[]> => {
	const rows = await getDb()
		.select({
			id: projects.id,
			title: projects.title,
			location: projects.location,
			galleryCategory: projects.galleryCategory,
			images: projects.images,
		})
		.from(projects)
		.where(and(eq(projects.status, 'published'), sql`${projects.images} <> '{}'`))
		.orderBy(desc(projects.isFeatured), desc(projects.createdAt), desc(projects.id))
		.limit(CANDIDATES)
	return toGalleryItems(rows.map((row) => ({ ...row, serviceName: null })))
})

/** The postcode district of a gallery location ("Maida Vale, W9" → "W9"), upper case; null when it has none. */
export function postcodeDistrict(location: string | null): string | null {
	const match = location?.match(/\b([A-Z]{1,2}\d{1,2}[A-Z]?)\s*(?:\d[A-Z]{2})?\s*$/i)
	return match ? match[1]!.toUpperCase() : null
}

async function candidates(): Promise<GalleryItem[]> {
	try {
		return await readCandidates()
	} catch (error) {
		logger.error({ err: error }, 'Could not load the page pictures; the page shows none')
		return []
	}
}

/** Published work in these postcode districts (an area page), featured first, then the most recent. */
export async function picturesNear(postcodes: readonly string[], limit = 3): Promise<GalleryItem[]> {
	const wanted = new Set(postcodes.map((postcode) => postcode.toUpperCase()))
	return (await candidates())
		.filter((item) => {
			const district = postcodeDistrict(item.location)
			return district !== null && wanted.has(district)
		})
		.slice(0, limit)
}

/** The featured work, then the most recent (About), one per category so the pictures differ. */
export async function showcasePictures(limit = 3): Promise<GalleryItem[]> {
	const seen = new Set<string>()
	const chosen: GalleryItem[] = []
	for (const item of await candidates()) {
		const category = item.category ?? item.id
		if (seen.has(category)) continue
		seen.add(category)
		chosen.push(item)
		if (chosen.length === limit) break
	}
	return chosen
}
