import { imageAddress, mediaKeyFromUrl, mediaVariantUrl } from '#app/domain/media/keys.ts'

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

/** Gallery items of projects that have an image (the first stored value that is an image address is the one shown). */
export function toGalleryItems(projects: readonly ProjectLike[]): GalleryItem[] {
	return projects.flatMap((project) => {
		const image = project.images.map(imageAddress).find((url) => url !== null)
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

/** A filter chip, the shape FilterLinks renders (a component's type is not imported here: the domain imports no UI). */
type FilterOption = { value: string; label: string }

/** The category chips: all, then each category (`?category=<name>`). */
export function categoryFilters(categories: readonly string[], allLabel: string): [FilterOption, ...FilterOption[]] {
	return [{ value: 'all', label: allLabel }, ...categories.map((category) => ({ value: category, label: category }))]
}

/** Where an item links without JavaScript: a large variant, never a thumbnail; null when the stored address is no image. */
export function largeImageHref(stored: string): string | null {
	const url = imageAddress(stored)
	if (url === null) return null
	return mediaKeyFromUrl(url) === null ? url : mediaVariantUrl(url, 1600, 'webp')
}
