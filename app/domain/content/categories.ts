import { z } from 'zod'

import { categorySlug } from '#app/domain/slug.ts'

/**
 * The blog's categories (settings.blog_categories), as the Articles area's
 * list editor changes them: rename, add, reorder, remove. One rule set for
 * the form and the action (decision 0033).
 */
export const CATEGORY_MAX = 80
export const CATEGORIES_MAX = 30

const name = z
	.string()
	.trim()
	.min(1, 'Enter a name, or remove the category.')
	.max(CATEGORY_MAX, `A category must be at most ${CATEGORY_MAX} characters.`)
	.refine((value) => categorySlug(value) !== '', 'A category needs a letter or a digit.')

/** One category's name. */
export const categoryNameSchema = name

/**
 * The new list, or what is wrong with it: names of their rules, no two with
 * the same address (`?category=<slug>`), at most CATEGORIES_MAX.
 */
export function checkCategories(
	names: string[],
): { ok: true; names: string[] } | { ok: false; errors: Record<number, string>; message?: string } {
	const errors: Record<number, string> = {}
	const seen = new Map<string, number>()
	const cleaned = names.map((value, index) => {
		const result = name.safeParse(value)
		if (!result.success) {
			errors[index] = result.error.issues[0]?.message ?? 'Check this name.'
			return value
		}
		const slug = categorySlug(result.data)
		if (seen.has(slug)) errors[index] = 'Two categories cannot have the same name.'
		seen.set(slug, index)
		return result.data
	})
	if (cleaned.length > CATEGORIES_MAX) return { ok: false, errors, message: `At most ${CATEGORIES_MAX} categories.` }
	if (cleaned.length === 0) return { ok: false, errors, message: 'Keep at least one category.' }
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, names: cleaned }
}
