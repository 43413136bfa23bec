import { asc, desc, eq } from 'drizzle-orm'

import type { CitationInput, InternalLinkInput } from '#app/domain/local-seo/schema.ts'

import { getDb } from '#app/.server/db/index.ts'
import { internalLinks, localCitations, localSearchRankings } from '#app/.server/db/schema/index.ts'

/**
 * The admin Local SEO tab's reads and its writes of internal links and
 * citations (ranking writes keep a position history: see rankings.ts). The
 * admin action runs the writes as the signed-in admin, so the audit trigger
 * records them.
 */

/** The three lists, read in parallel: links and citations newest first, rankings by position (best first). */
export async function listLocalSeoForAdmin() {
	const db = getDb()
	const [links, citations, rankings] = await Promise.all([
		db.select().from(internalLinks).orderBy(desc(internalLinks.createdAt), desc(internalLinks.id)),
		db.select().from(localCitations).orderBy(desc(localCitations.createdAt), desc(localCitations.id)),
		db.select().from(localSearchRankings).orderBy(asc(localSearchRankings.currentPosition), asc(localSearchRankings.keyword)),
	])
	return { links, citations, rankings }
}

type Saved = { ok: true } | { ok: false; reason: 'not-found' }
const saved = (rows: unknown[]): Saved => (rows.length > 0 ? { ok: true } : { ok: false, reason: 'not-found' })

const linkColumns = (input: InternalLinkInput) => ({
	sourcePage: input.source_page,
	targetPage: input.target_page,
	anchorText: input.anchor_text,
	linkContext: input.link_context,
	geographicRelevance: input.geographic_relevance,
	linkStrength: input.link_strength,
	isActive: input.is_active,
})

export async function createInternalLink(input: InternalLinkInput): Promise<Saved> {
	return saved(await getDb().insert(internalLinks).values(linkColumns(input)).returning({ id: internalLinks.id }))
}

export async function updateInternalLink(id: string, input: InternalLinkInput): Promise<Saved> {
	return saved(await getDb().update(internalLinks).set(linkColumns(input)).where(eq(internalLinks.id, id)).returning({ id: internalLinks.id }))
}

/** Switches a link on or off; false when there is no such link. */
export async function setInternalLinkActive(id: string, isActive: boolean): Promise<boolean> {
	return (await getDb().update(internalLinks).set({ isActive }).where(eq(internalLinks.id, id)).returning({ id: internalLinks.id })).length > 0
}

/** Deletes a link; null when there was none (the list kit's contract: nothing stored to remove). */
export async function deleteInternalLink(id: string): Promise<{ media?: string[] } | null> {
	const rows = await getDb().delete(internalLinks).where(eq(internalLinks.id, id)).returning({ id: internalLinks.id })
	return rows.length > 0 ? {} : null
}

/** The links' create, edit and delete, as the admin list kit takes them. */
export const internalLinkWrites = { create: createInternalLink, update: updateInternalLink, remove: deleteInternalLink }

const citationColumns = (input: CitationInput) => ({
	directoryName: input.directory_name,
	directoryUrl: input.directory_url,
	businessListingUrl: input.business_listing_url,
	localArea: input.local_area,
	priorityLevel: input.priority_level,
	citationStatus: input.citation_status,
	napConsistencyScore: input.nap_consistency_score,
	notes: input.notes,
})

export async function createCitation(input: CitationInput): Promise<Saved> {
	return saved(await getDb().insert(localCitations).values(citationColumns(input)).returning({ id: localCitations.id }))
}

export async function updateCitation(id: string, input: CitationInput): Promise<Saved> {
	return saved(
		await getDb().update(localCitations).set(citationColumns(input)).where(eq(localCitations.id, id)).returning({ id: localCitations.id }),
	)
}

export async function deleteCitation(id: string): Promise<{ media?: string[] } | null> {
	const rows = await getDb().delete(localCitations).where(eq(localCitations.id, id)).returning({ id: localCitations.id })
	return rows.length > 0 ? {} : null
}

/** The citations' create, edit and delete, as the admin list kit takes them. */
export const citationWrites = { create: createCitation, update: updateCitation, remove: deleteCitation }
