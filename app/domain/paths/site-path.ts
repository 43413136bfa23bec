/**
 * The one rule for "a path of this site": every input that takes a path
 * (internal links, `returnTo`, redirects) and every redirect built from one
 * goes through `sitePath`. A browser reads `//host`, `/\host` and, after it
 * removes dot segments, `/.//host` as another site; percent-encoding and
 * control characters hide the same tricks. So the path is decoded, its dot
 * segments removed, and only then checked: no `//`, no `\`, no control
 * characters or spaces, and no scheme (it must start with `/`).
 */

const MAX_LENGTH = 2_000
const BASE = 'http://site.invalid'
// Spaces, controls and backslashes: a browser drops or rewrites them, so a path holding one is not what it looks like.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/

export const sitePathMessage = 'Enter a path of this site starting with /, e.g. /services.'

/**
 * The path (with its query and fragment) as the site's own URLs write it,
 * dot segments removed and percent-encoding normalised; null when `value` is
 * not safely a path of this site.
 */
export function sitePath(value: unknown): string | null {
	if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
	if (!value.startsWith('/') || UNSAFE.test(value)) return null
	const end = value.search(/[?#]/)
	let decoded: string
	try {
		decoded = decodeURIComponent(end === -1 ? value : value.slice(0, end))
	} catch {
		return null
	}
	if (UNSAFE.test(decoded) || removeDotSegments(decoded).includes('//')) return null
	// The URL parser as a browser applies it must agree: still this site, still no empty segment.
	let url: URL
	try {
		url = new URL(value, BASE)
	} catch {
		return null
	}
	if (url.origin !== BASE || url.pathname.includes('//')) return null
	return `${url.pathname}${url.search}${url.hash}`
}

/** `sitePath`, or `fallback` when the value is not one (for `returnTo` and the like). */
export const sitePathOr = (value: unknown, fallback: string): string => sitePath(value) ?? fallback

/** RFC 3986's remove_dot_segments, on a path that starts with "/". */
function removeDotSegments(path: string): string {
	const output: string[] = []
	const segments = path.split('/').slice(1)
	segments.forEach((segment, index) => {
		const last = index === segments.length - 1
		if (segment === '.' || segment === '..') {
			if (segment === '..') output.pop()
			if (last) output.push('')
		} else output.push(segment)
	})
	return `/${output.join('/')}`
}
