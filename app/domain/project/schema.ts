import { z } from 'zod'

import { formGate, text } from '#app/domain/form.ts'
import { uploadStorageKey } from '#app/domain/media/keys.ts'
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

const trimmedText = (label: string, max: number) => text(z.string().trim().max(max, tooLong(label, max)))
const blankAsNull = (value: string) => value || null

/**
 * The text fields of an upload: a category (required: alone, with the spec's
 * toast, when it is missing) and an optional location.
 */
export const uploadFieldsSchema = formGate(
	z.looseObject({
		gallery_category: text(
			z
				.string()
				.trim()
				.refine((category) => category !== '' && categorySlug(category) !== '', uploadMessages.categoryRequired.text),
		),
	}),
	{ title: uploadMessages.categoryRequired.title, formError: uploadMessages.categoryRequired.text },
).pipe(
	z.object({
		gallery_category: trimmedText('The category', galleryLimits.gallery_category),
		location: trimmedText('The location', galleryLimits.location).transform(blankAsNull),
	}),
)

export type EditFields = { title: string; galleryCategory: string | null; location: string | null }

/** The inline edit of an item: a title (required, with the spec's toast); category and location become null when empty. */
export const editFieldsSchema = z
	.object({
		title: text(
			z
				.string()
				.trim()
				.refine((title) => title !== '', {
					message: TITLE_REQUIRED.text,
					params: { title: TITLE_REQUIRED.title, formError: TITLE_REQUIRED.text },
				})
				.refine((title) => title.length <= galleryLimits.title, tooLong('The title', galleryLimits.title)),
		),
		gallery_category: trimmedText('The category', galleryLimits.gallery_category).transform(blankAsNull),
		location: trimmedText('The location', galleryLimits.location).transform(blankAsNull),
	})
	.transform(({ title, gallery_category, location }): EditFields => ({ title, galleryCategory: gallery_category, location }))

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

/** `projects/{category-slug}/{timestamp}-{random}-{name}.{ext}` (see `uploadStorageKey`). */
export function galleryStorageKey(category: string, fileName: string, extension: string, now?: number, random?: string): string {
	return uploadStorageKey(`projects/${categorySlug(category)}`, fileName, extension, { fallback: 'photo', now, random })
}

/** What the browser sends for a file: is it an image by its type (or, where browsers leave HEIC untyped, its name)? */
export const looksLikeImage = (file: { type: string; name: string }) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name)
