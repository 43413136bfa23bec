import type { FilterOption } from '#app/components/site/filter-links.tsx'
import { mediaKeyFromUrl, mediaVariantUrl, type MediaWidth } from '#app/utils/media.ts'

/** What the gallery shows of a published project: its first image and its caption. */
export type GalleryItem = {
	id: string
	title: string
	location: string | null
	category: string | null
	serviceName: string | null
	image: string
}

type ProjectLike = {
	id: string
	title: string
	location: string | null
	galleryCategory: string | null
	serviceName: string | null
	images: readonly string[]
}

/** Gallery items of projects that have an image (the first image is the one shown). */
export function toGalleryItems(projects: readonly ProjectLike[]): GalleryItem[] {
	return projects.flatMap((project) => {
		const image = project.images.find((url) => url.trim().length > 0)
		if (!image) return []
		return [
			{
				id: project.id,
				title: project.title,
				location: project.location,
				category: project.galleryCategory?.trim() || null,
				serviceName: project.serviceName,
				image,
			},
		]
	})
}

/** An item's image description: its title, and where it is when known. */
export function galleryItemAlt(item: Pick<GalleryItem, 'title' | 'location'>): string {
	return item.location ? `${item.title}, ${item.location}` : item.title
}

/** What the dialog says under an item's title: where, what category, which service (those known). */
export function galleryItemDetails(item: Pick<GalleryItem, 'location' | 'category' | 'serviceName'>): string {
	return [item.location, item.category, item.serviceName].filter((part): part is string => Boolean(part)).join(' · ')
}

/** The category chips: all, then each category (`?category=<name>`). */
export function categoryFilters(categories: readonly string[], allLabel: string): [FilterOption, ...FilterOption[]] {
	return [{ value: 'all', label: allLabel }, ...categories.map((category) => ({ value: category, label: category }))]
}

const thumbnailWidths = [320, 480, 640, 960] as const satisfies readonly MediaWidth[]
const largeImageWidths = [640, 960, 1280, 1600] as const satisfies readonly MediaWidth[]

/** Thumbnail slot widths for the 2 / 3 / 4 column grid inside the 1200px page. */
const thumbnailSizes = '(min-width: 1200px) 276px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 47vw'
const largeImageSizes = '(min-width: 1024px) 960px, 100vw'

/** A grid thumbnail's <picture>: 4:3 variants for the grid's slots. */
export const thumbnailPicture = { widths: thumbnailWidths, fallbackWidth: 640, sizes: thumbnailSizes, width: 640, height: 480 } as const
/** The dialog's large <picture>: up to 1600 wide, 4:3, for a slot up to 960px (the whole width on phones). */
export const largePicture = { widths: largeImageWidths, fallbackWidth: 1280, sizes: largeImageSizes, width: 1600, height: 1200 } as const

/** Where an item links without JavaScript: a large variant, never a thumbnail. */
export function largeImageHref(url: string): string {
	return mediaKeyFromUrl(url) === null ? url : mediaVariantUrl(url, 1600, 'webp')
}
