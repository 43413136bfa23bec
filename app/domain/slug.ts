/**
 * Service slug rule: lowercase; strip characters other than
 * letters, digits, spaces and hyphens; spaces to hyphens; collapse repeated
 * hyphens. Leading/trailing hyphens are trimmed so the result is a valid URL segment.
 */
export function serviceSlug(name: string): string {
	return name
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9\s-]/g, '')
		.trim()
		.replace(/\s+/g, '-')
		.replace(/-+/g, '-')
		.replace(/^-|-$/g, '')
}

/** Category slug rule: lowercase, runs of non-alphanumerics become one hyphen, no hyphen at either end. */
export function categorySlug(category: string): string {
	return category
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

/** True for a slug as this site makes them (lower-case letters and digits in hyphen-joined runs, at most 200 characters). */
export const isSlug = (value: string): boolean => value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
