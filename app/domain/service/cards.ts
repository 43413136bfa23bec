import { imageAddress } from '#app/domain/media/keys.ts'

import type { ServiceContent } from './content.ts'

/**
 * Public pages show the services of the database (staff changes show at once)
 * with the static copy of content/services.ts where a slug has some, and the
 * copy alone when the table cannot be read. These merge the two.
 */

/** What the public pages read of an active services row. */
export type ServiceRow = { slug: string; name: string; summary: string | null }

/** A services row as a service page reads it. */
export type ServiceRecord = ServiceRow & {
	/** Empty for the static copy, which has no row (and so no projects). */
	id: string
	description: string | null
	/** Pounds; null when no "from" price is published. */
	basePriceFrom: number | null
	heroImage: string | null
}

/** A /services card: the database's name and slug, with the static card copy where there is one. */
export type ServiceCard = {
	slug: string
	name: string
	description: string
	features: readonly string[]
	timeline: string | null
	coverage: string | null
}

/** A link to a service page (footer, home page). */
export type ServiceLink = { slug: string; name: string }

/** A card of the home page's most requested services. */
export type FeaturedService = { slug: string; name: string; summary: string }

/** What a /services/{slug} page shows: the row, with the static card's features, timeline and coverage. */
export type ServicePageView = {
	slug: string
	name: string
	summary: string | null
	description: string | null
	basePriceFrom: number | null
	heroImage: string | null
	features: readonly string[]
	timeline: string | null
	coverage: string | null
}

const bySlug = (content: readonly ServiceContent[], slug: string) => content.find((service) => service.slug === slug)

/** Services with static copy first, in the copy's order (the /services page order); the others by name. */
function inPageOrder<Row extends ServiceRow>(rows: readonly Row[], content: readonly ServiceContent[]): Row[] {
	const order = new Map<string, number>(content.map((service, index) => [service.slug, index]))
	return [...rows].sort(
		(a, b) => (order.get(a.slug) ?? Infinity) - (order.get(b.slug) ?? Infinity) || a.name.localeCompare(b.name, 'en-GB'),
	)
}

/** The static copy as rows, for when the services table cannot be read. */
export function staticServiceRows(content: readonly ServiceContent[]): ServiceRow[] {
	return content.map((service) => ({ slug: service.slug, name: service.name, summary: service.summary }))
}

/**
 * The cards of /services. Services with static copy keep its description,
 * features, timeline and coverage; the others show their summary.
 */
export function serviceCards(rows: readonly ServiceRow[], content: readonly ServiceContent[]): ServiceCard[] {
	return inPageOrder(rows, content).map((row) => {
		const known = bySlug(content, row.slug)
		return {
			slug: row.slug,
			name: row.name,
			description: known?.cardDescription ?? row.summary ?? '',
			features: known?.features ?? [],
			timeline: known?.timeline ?? null,
			coverage: known?.coverage ?? null,
		}
	})
}

/** Links to every active service, in the /services page order. */
export function serviceLinks(rows: readonly ServiceRow[], content: readonly ServiceContent[]): ServiceLink[] {
	return inPageOrder(rows, content).map(({ slug, name }) => ({ slug, name }))
}

/** The active services among `slugs`, in that order; a missing summary falls back to the copy's. */
export function featuredServices(
	rows: readonly ServiceRow[],
	content: readonly ServiceContent[],
	slugs: readonly string[],
): FeaturedService[] {
	return slugs.flatMap((slug) => {
		const row = rows.find((candidate) => candidate.slug === slug)
		return row ? [{ slug, name: row.name, summary: row.summary ?? bySlug(content, slug)?.summary ?? '' }] : []
	})
}

/** The static copy of a service as its record (no id, no hero image), or null for an unknown slug. */
export function staticServiceRecord(content: readonly ServiceContent[], slug: string): ServiceRecord | null {
	const service = bySlug(content, slug)
	if (!service) return null
	const { name, summary, description, basePriceFrom } = service
	return { id: '', slug, name, summary, description, basePriceFrom, heroImage: null }
}

/** A stored price as the page may show it: a number that is not finite or is negative (NaN fits a numeric column) is no price. */
const shownPrice = (value: number | null) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null)

/**
 * A service page: the record, with the copy's summary when it has none and the
 * copy's card facts. Stored values are read defensively: an odd price or an
 * address that is no image is left out, never shown or thrown on.
 */
export function servicePageView(record: ServiceRecord, content: readonly ServiceContent[]): ServicePageView {
	const known = bySlug(content, record.slug)
	return {
		slug: record.slug,
		name: record.name,
		summary: record.summary ?? known?.summary ?? null,
		description: record.description,
		basePriceFrom: shownPrice(record.basePriceFrom),
		heroImage: imageAddress(record.heroImage),
		features: known?.features ?? [],
		timeline: known?.timeline ?? null,
		coverage: known?.coverage ?? null,
	}
}
