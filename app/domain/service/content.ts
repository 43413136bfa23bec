/** The static copy of one service (app/content/services.ts holds the ten). */

export type ServiceSlug =
	'kitchens' | 'bathrooms' | 'refurbishment' | 'plumbing' | 'electrical' | 'heating' | 'carpentry' | 'decorating' | 'tiling' | 'repairs'

export type ServiceContent = {
	slug: ServiceSlug
	/** Display name, matching the enquiry form's choice, e.g. "Kitchen Refurbishment". */
	name: string
	/** One or two sentences for the /services card. */
	cardDescription: string
	/** One sentence; seeds `services.summary`. */
	summary: string
	/** Two to four short paragraphs separated by a blank line ("\n\n"); seeds `services.description`. */
	description: string
	/** Four to six items for the card and the service page. */
	features: string[]
	/** Typical time on site, from the specification. */
	timeline: string
	coverage: string
	/** Plausible "from £" starting price in whole pounds, or null when every job is quoted individually. */
	basePriceFrom: number | null
}
