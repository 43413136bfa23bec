/**
 * Which area pages a review belongs on, from the free text of its location
 * ("Maida Vale, W9", "W2 1AB", "Notting Hill"): decision 0044. Pure: the
 * areas are given, so the rule is tested apart from the content.
 */

/** An area as the matching needs it: its postcode districts and the places it names. */
export type AreaPlaces = {
	slug: string
	/** Outward codes without a sub-district letter, e.g. "W9", "SW1", "WC2". */
	postcodes: readonly string[]
	/** Place names, each with its district when known (e.g. Queen's Park, W10). */
	places: readonly { name: string; postcode?: string }[]
}

/** The shape of an area page this reads (structural, so the domain does not depend on the content). */
type AreaSource = {
	slug: string
	name: string
	postcodes: readonly string[]
	coverage: readonly { name: string; postcode: string }[]
	jsonLd: { areaServed: readonly string[] }
}

/** An area page's districts and places: its name ("Kensington & Chelsea": both halves), coverage list and the places it serves. */
export function areaPlaces(area: AreaSource): AreaPlaces {
	const names = [...area.name.split('&'), ...area.jsonLd.areaServed].map((name) => ({ name: name.trim() }))
	return { slug: area.slug, postcodes: area.postcodes, places: [...area.coverage, ...names].filter((place) => place.name !== '') }
}

// An outward code (W9, SW1A, WC2N, NW10), alone or followed by an inward code (W9 2AB).
const OUTWARD = /(?<![A-Z0-9])([A-Z]{1,2})(\d{1,2})([A-Z])?(?:\s*\d[A-Z]{2})?(?![A-Z0-9])/gi

/** The postcode districts in a location, upper case and without a sub-district letter ("Mayfair, W1K 2AB" → ["W1"]). */
export function postcodeDistricts(location: string): string[] {
	const districts = new Set<string>()
	for (const match of location.matchAll(OUTWARD)) {
		// One letter then two digits is a district (W10); SW1A's letter is a sub-district of SW1.
		districts.add(`${match[1]!.toUpperCase()}${Number(match[2])}`)
	}
	return [...districts]
}

/** Lower case, letters and digits only, words single-spaced: "Shepherd’s Bush" and "Shepherds Bush" read alike. */
const normalise = (text: string) =>
	` ${text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/['’`]/g, '')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()} `

/**
 * The slugs of the areas a location falls in. Its postcode district decides
 * (an area lists it, or one of its places has it); a place name narrows a
 * district two areas share ("Little Venice, W2" is Maida Vale, "Bayswater, W2"
 * Westminster). Without a district, the place names decide, the longest
 * winning ("West Kensington" is Hammersmith & Fulham, not Kensington).
 * Nothing known: no area.
 */
export function areasOfLocation(location: string | null | undefined, areas: readonly AreaPlaces[]): string[] {
	if (!location) return []
	const districts = postcodeDistricts(location)
	const byDistrict = areas
		.filter((area) =>
			districts.some(
				(district) =>
					area.postcodes.some((postcode) => postcode.toUpperCase() === district) ||
					area.places.some((place) => place.postcode?.toUpperCase() === district),
			),
		)
		.map((area) => area.slug)
	const byPlace = placeAreas(location, areas)
	if (byDistrict.length === 0) return districts.length === 0 ? byPlace : []
	const both = byDistrict.filter((slug) => byPlace.includes(slug))
	return both.length > 0 ? both : byDistrict
}

/** The areas whose place names occur in the location, a name inside a longer one found there not counting. */
function placeAreas(location: string, areas: readonly AreaPlaces[]): string[] {
	const text = normalise(location)
	const found: { start: number; end: number; slug: string }[] = []
	for (const area of areas) {
		for (const place of area.places) {
			const name = normalise(place.name)
			if (name.trim() === '') continue
			for (let start = text.indexOf(name); start !== -1; start = text.indexOf(name, start + 1)) {
				found.push({ start, end: start + name.length, slug: area.slug })
			}
		}
	}
	const kept = found.filter(
		(hit) => !found.some((other) => other.start <= hit.start && other.end >= hit.end && other.end - other.start > hit.end - hit.start),
	)
	return areas.map((area) => area.slug).filter((slug) => kept.some((hit) => hit.slug === slug))
}
