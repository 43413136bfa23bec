import { and, asc, desc, eq } from 'drizzle-orm'
import { perContentVersion } from '../../cache/content-version.ts'
import { getDb } from '../../db/index.ts'
import { internalLinks, type GeographicRelevance, type LinkStrength } from '../../db/schema/index.ts'

type PublicInternalLink = {
	id: string
	targetPage: string
	anchorText: string
	linkContext: string | null
	linkStrength: LinkStrength
}

const INTERNAL_LINKS_DEFAULT_LIMIT = 5

/**
 * Active internal links of one source page, strongest first (strong, standard,
 * weak: the enum's order), optionally filtered by strength and geographic
 * relevance. Every page shows its links: read once per content version.
 */
export const listInternalLinks = perContentVersion(readInternalLinks, (query) => JSON.stringify(query))

async function readInternalLinks({
	sourcePage,
	strength,
	geographicRelevance,
	limit = INTERNAL_LINKS_DEFAULT_LIMIT,
}: {
	sourcePage: string
	strength?: LinkStrength
	geographicRelevance?: GeographicRelevance
	limit?: number
}): Promise<PublicInternalLink[]> {
	return getDb()
		.select({
			id: internalLinks.id,
			targetPage: internalLinks.targetPage,
			anchorText: internalLinks.anchorText,
			linkContext: internalLinks.linkContext,
			linkStrength: internalLinks.linkStrength,
		})
		.from(internalLinks)
		.where(
			and(
				eq(internalLinks.isActive, true),
				eq(internalLinks.sourcePage, sourcePage),
				strength ? eq(internalLinks.linkStrength, strength) : undefined,
				geographicRelevance ? eq(internalLinks.geographicRelevance, geographicRelevance) : undefined,
			),
		)
		.orderBy(asc(internalLinks.linkStrength), desc(internalLinks.createdAt))
		.limit(limit)
}
