import { describe, expect, it } from 'vitest'

import { localSearchRankings } from '#app/.server/db/schema/index.ts'
import type { CitationInput, InternalLinkInput } from '#app/domain/local-seo/schema.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import {
	createCitation,
	createInternalLink,
	deleteCitation,
	deleteInternalLink,
	listLocalSeoForAdmin,
	setInternalLinkActive,
	updateCitation,
	updateInternalLink,
} from './admin.ts'

const database = testDatabaseForThisFile()
const NOBODY = '00000000-0000-4000-8000-000000000000'

const link = (anchor: string): InternalLinkInput => ({
	source_page: '/',
	target_page: '/services',
	anchor_text: anchor,
	link_context: null,
	geographic_relevance: 'maida-vale',
	link_strength: 'standard',
	is_active: true,
})

const citation = (name: string): CitationInput => ({
	directory_name: name,
	directory_url: 'https://example.com/',
	business_listing_url: null,
	local_area: 'Westminster',
	priority_level: 'medium',
	citation_status: 'pending',
	nap_consistency_score: 0,
	notes: null,
})

describe('the admin Local SEO data', () => {
	it('lists links and citations newest first and rankings by position', async () => {
		expect(await createInternalLink(link('First'))).toEqual({ ok: true })
		await new Promise((resolve) => setTimeout(resolve, 5))
		expect(await createInternalLink(link('Second'))).toEqual({ ok: true })
		await createCitation(citation('Yell'))
		await new Promise((resolve) => setTimeout(resolve, 5))
		await createCitation(citation('Thomson Local'))
		await database.db.insert(localSearchRankings).values([
			{ keyword: 'plumber w9', location: 'Maida Vale', currentPosition: 7 },
			{ keyword: 'builder w2', location: 'Westminster', currentPosition: 2 },
		])
		const { links, citations, rankings } = await listLocalSeoForAdmin()
		expect(links.map((row) => row.anchorText)).toEqual(['Second', 'First'])
		expect(citations.map((row) => row.directoryName)).toEqual(['Thomson Local', 'Yell'])
		expect(rankings.map((row) => row.currentPosition)).toEqual([2, 7])
	})

	it('updates, switches and deletes a link, and says when there is no such link', async () => {
		const [first] = (await listLocalSeoForAdmin()).links
		expect(await updateInternalLink(first!.id, { ...link('Renamed'), link_strength: 'strong', is_active: false })).toEqual({ ok: true })
		expect(await setInternalLinkActive(first!.id, true)).toBe(true)
		const updated = (await listLocalSeoForAdmin()).links.find((row) => row.id === first!.id)
		expect(updated).toMatchObject({ anchorText: 'Renamed', linkStrength: 'strong', isActive: true, geographicRelevance: 'maida-vale' })
		expect(await updateInternalLink(NOBODY, link('Ghost'))).toEqual({ ok: false, reason: 'not-found' })
		expect(await setInternalLinkActive(NOBODY, true)).toBe(false)
		expect(await deleteInternalLink(first!.id)).toEqual({})
		expect(await deleteInternalLink(first!.id)).toBeNull()
	})

	it('updates and deletes a citation', async () => {
		const [first] = (await listLocalSeoForAdmin()).citations
		const changed = { ...citation('Yell'), citation_status: 'approved', nap_consistency_score: 95 } as const
		expect(await updateCitation(first!.id, changed)).toEqual({ ok: true })
		expect((await listLocalSeoForAdmin()).citations[0]).toMatchObject({ citationStatus: 'approved', napConsistencyScore: 95 })
		expect(await updateCitation(NOBODY, changed)).toEqual({ ok: false, reason: 'not-found' })
		expect(await deleteCitation(first!.id)).toEqual({})
		expect(await deleteCitation(first!.id)).toBeNull()
	})
})
