import type { ServiceContent } from '#app/content/services.ts'

/** A /services card: the database's name and slug, with the static card copy where there is one. */
export type ServiceCard = {
	slug: string
	name: string
	description: string
	features: readonly string[]
	timeline: string | null
	coverage: string | null
}

type ServiceRow = { slug: string; name: string; summary: string | null }

/**
 * The cards of /services from the active services in the database, so staff
 * changes (a new service, a rename, switching one off) show at once. Services
 * with static copy keep its description, features, timeline and coverage and
 * come first in the copy's order; the others follow by name.
 */
export function serviceCards(rows: readonly ServiceRow[], content: readonly ServiceContent[]): ServiceCard[] {
	const order = new Map<string, number>(content.map((service, index) => [service.slug, index]))
	const copy = new Map<string, ServiceContent>(content.map((service) => [service.slug, service]))
	return [...rows]
		.sort((a, b) => (order.get(a.slug) ?? Infinity) - (order.get(b.slug) ?? Infinity) || a.name.localeCompare(b.name, 'en-GB'))
		.map((row) => {
			const known = copy.get(row.slug)
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

/** The cards from the static copy alone (when the database cannot be read). */
export const staticServiceCards = (content: readonly ServiceContent[]) =>
	serviceCards(
		content.map((service) => ({ slug: service.slug, name: service.name, summary: service.summary })),
		content,
	)
