import { and, asc, desc, eq } from 'drizzle-orm'
import { sitePath } from '#app/domain/paths/site-path.ts'

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
/** Rows read for one page before the unsafe targets are dropped: far more than a page has links. */
const READ_AT_MOST = 200

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
	const rows = await getDb()
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
		.limit(READ_AT_MOST)
	// A target stored before the one path rule held (e.g. `/\evil.example`) is skipped, never a link off the site,
	// and before the limit, so bad rows cannot crowd out good ones.
	return rows
		.flatMap((row) => {
			const targetPage = sitePath(row.targetPage)
			return targetPage === null ? [] : [{ ...row, targetPage }]
		})
		.slice(0, limit)
}
