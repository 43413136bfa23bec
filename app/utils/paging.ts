/**
 * Paged public lists (`?page=N`, 1-based): page 1 has no parameter in its
 * address, and a page that does not exist is the not-found page.
 */

/** Longer than any real page number; keeps the arithmetic on safe integers. */
const PAGE_DIGITS = /^[1-9]\d{0,8}$/

/**
 * The page a `?page=` value asks for: absent is page 1; anything but a
 * positive whole number written plainly ("2", not "02", "2.0" or "") is null.
 */
export function parsePage(value: string | null): number | null {
	if (value === null) return 1
	return PAGE_DIGITS.test(value) ? Number(value) : null
}

/** How many pages `total` items fill; an empty list still has its first page (the empty state). */
export function pageCount(total: number, pageSize: number): number {
	return Math.max(1, Math.ceil(total / pageSize))
}

/** How many items come before `page`. */
export function pageOffset(page: number, pageSize: number): number {
	return (page - 1) * pageSize
}

/** A page's address: `path` with the `params` that have a value, and `page` unless it is the first. */
export function pageHref(path: string, page: number, params: Record<string, string | null | undefined> = {}): string {
	const search = new URLSearchParams()
	for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
	if (page > 1) search.set('page', String(page))
	const query = search.toString()
	return query ? `${path}?${query}` : path
}

/**
 * The page numbers to link: the first, the last and `around` either side of
 * the current one, with null for each gap. A gap of one page shows that page
 * instead, as an ellipsis would take the same room.
 */
export function pageWindow(page: number, count: number, around = 1): (number | null)[] {
	const shown = new Set([1, count])
	for (let candidate = page - around; candidate <= page + around; candidate++) {
		if (candidate >= 1 && candidate <= count) shown.add(candidate)
	}
	const sorted = [...shown].sort((a, b) => a - b)
	const window: (number | null)[] = []
	for (const [index, current] of sorted.entries()) {
		const previous = sorted[index - 1]
		if (previous !== undefined && current - previous === 2) window.push(previous + 1)
		else if (previous !== undefined && current - previous > 2) window.push(null)
		window.push(current)
	}
	return window
}

/**
 * A paged page's title: page 1 keeps its title; later pages name their page
 * after the title's first part ("Customer Reviews (Page 2) | …"), so each
 * page of a list has a title of its own.
 */
export function pagedTitle(title: string, page: number): string {
	if (page <= 1) return title
	const [first, ...rest] = title.split(' | ')
	return [`${first} (Page ${page})`, ...rest].join(' | ')
}

/**
 * The rel=prev and rel=next links of a page in the document head (absolute,
 * like its canonical), so crawlers can follow the list from page to page.
 */
export function pageRelLinks(siteUrl: string, page: number, count: number, href: (page: number) => string) {
	return [
		...(page > 1 ? [{ tagName: 'link', rel: 'prev', href: `${siteUrl}${href(page - 1)}` } as const] : []),
		...(page < count ? [{ tagName: 'link', rel: 'next', href: `${siteUrl}${href(page + 1)}` } as const] : []),
	]
}
