import type { Validation } from '#app/domain/form.ts'
import { categorySlug } from '#app/domain/slug.ts'

/**
 * The Gallery tab's rules, shared by the upload panel, the edit form and the
 * actions. Field names are the spec's column names.
 */
export const galleryLimits = { title: 200, gallery_category: 80, location: 120, filesPerBatch: 20 } as const

export const categorySuggestions = ['Kitchens', 'Bathrooms', 'Living Rooms', 'Bedrooms', 'Exterior', 'Full Refurbishment', 'Other'] as const

/** The spec's toast titles and texts for the upload panel's checks. */
export const uploadMessages = {
	categoryRequired: { title: 'Category required', text: 'Please enter a gallery tag/category.' },
	noFiles: { title: 'No files', text: 'Please add images to upload.' },
	noImages: { title: 'No images', text: 'Please drop image files only.' },
} as const

export const TITLE_REQUIRED = { title: 'Title required', text: 'Please enter a valid title.' } as const

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`

export type UploadFields = { gallery_category: string; location: string | null }

/** The text fields of an upload: a category (required) and an optional location. */
export function parseUploadFields(values: Record<string, string>): Validation<UploadFields> {
	const category = (values.gallery_category ?? '').trim()
	const location = (values.location ?? '').trim()
	if (!category || !categorySlug(category)) {
		const { title, text } = uploadMessages.categoryRequired
		return { ok: false, title, formError: text, fieldErrors: { gallery_category: text } }
	}
	const fieldErrors: Record<string, string> = {}
	if (category.length > galleryLimits.gallery_category)
		fieldErrors.gallery_category = tooLong('The category', galleryLimits.gallery_category)
	if (location.length > galleryLimits.location) fieldErrors.location = tooLong('The location', galleryLimits.location)
	if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
	return { ok: true, data: { gallery_category: category, location: location || null } }
}

export type EditFields = { title: string; galleryCategory: string | null; location: string | null }

/** The inline edit of an item: a title (required); category and location become null when empty. */
export function parseEditFields(values: Record<string, string>): Validation<EditFields> {
	const title = (values.title ?? '').trim()
	const category = (values.gallery_category ?? '').trim()
	const location = (values.location ?? '').trim()
	const fieldErrors: Record<string, string> = {}
	if (!title) fieldErrors.title = TITLE_REQUIRED.text
	else if (title.length > galleryLimits.title) fieldErrors.title = tooLong('The title', galleryLimits.title)
	if (category.length > galleryLimits.gallery_category)
		fieldErrors.gallery_category = tooLong('The category', galleryLimits.gallery_category)
	if (location.length > galleryLimits.location) fieldErrors.location = tooLong('The location', galleryLimits.location)
	if (Object.keys(fieldErrors).length) {
		return fieldErrors.title === TITLE_REQUIRED.text
			? { ok: false, title: TITLE_REQUIRED.title, formError: TITLE_REQUIRED.text, fieldErrors }
			: { ok: false, fieldErrors }
	}
	return { ok: true, data: { title, galleryCategory: category || null, location: location || null } }
}

/** An item's title from its file name: no extension, hyphens and underscores as spaces, first letter capitalised; Untitled if empty. */
export function titleFromFileName(fileName: string): string {
	const base = fileName
		.replace(/^.*[\\/]/, '')
		.replace(/\.[^.]*$/, '')
		.replace(/[-_]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
		.slice(0, galleryLimits.title)
	return base ? base.charAt(0).toUpperCase() + base.slice(1) : 'Untitled'
}

/**
 * `projects/{category-slug}/{timestamp}-{random}-{name}.{ext}`: the name is the
 * file name made safe for a storage key (lower-case letters, digits and
 * hyphens, at most 60 characters), so a key never carries a path or odd bytes.
 */
export function galleryStorageKey(category: string, fileName: string, extension: string, now = Date.now(), random = randomPart()): string {
	const name =
		categorySlug(fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, ''))
			.slice(0, 60)
			.replace(/-+$/, '') || 'photo'
	return `projects/${categorySlug(category)}/${now}-${random}-${name}.${extension}`
}

function randomPart() {
	return Math.random().toString(36).slice(2, 8).padEnd(6, '0')
}

/** What the browser sends for a file: is it an image by its type (or, where browsers leave HEIC untyped, its name)? */
export const looksLikeImage = (file: { type: string; name: string }) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name)
