import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { auditLog, internalLinks, localCitations, localSearchRankings } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'
import { testContext } from '#tests/route-context.ts'

import * as tab from '../local-seo.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'local-seo-admin@example.com'
const admin = sessionForThisFile(ADMIN)

type Answer = { status: number; location: string | null; body: any }

async function post(list: string | null, fields: Record<string, string>, withCookie = true): Promise<Answer> {
	const url = `http://localhost/admin/local-seo${list ? `?list=${list}` : ''}`
	const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
	if (withCookie) headers.cookie = admin.cookie
	const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers })
	let result: unknown
	try {
		result = await tab.action({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	const answer = result as { data: unknown; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

async function load(list: string) {
	const request = new Request(`http://localhost/admin/local-seo?list=${list}`, { headers: { cookie: admin.cookie } })
	return tab.loader({ request, params: {}, context: testContext() } as never)
}

const linkFields = {
	source_page: '/',
	target_page: '/services/kitchens',
	anchor_text: 'Kitchen fitting in Maida Vale',
	link_context: 'Our kitchen fitters work across W9.',
	geographic_relevance: 'maida-vale',
	link_strength: 'strong',
	is_active: 'on',
}

const citationFields = {
	directory_name: 'Yell',
	directory_url: ' HTTPS://WWW.Yell.COM ',
	business_listing_url: '',
	local_area: 'Kensington & Chelsea',
	priority_level: 'high',
	citation_status: 'approved',
	nap_consistency_score: '95',
	notes: '',
}

const rankingFields = {
	keyword: 'emergency plumber maida vale',
	location: 'Maida Vale',
	current_position: '4',
	search_volume: '320',
	competition_level: 'high',
	tracked_date: '2026-11-20',
	notes: '',
}

describe('the Local SEO tab', () => {
	it('refuses a visitor who is not signed in, changing nothing', async () => {
		const answer = await post('links', { intent: 'create', ...linkFields }, false)
		expect(answer.status).toBe(401)
		expect(await database.db.select().from(internalLinks)).toHaveLength(0)
	})

	it('creates, edits, switches and deletes an internal link, keeping the sub-tab, recorded in the audit log', async () => {
		const created = await post(null, { intent: 'create', ...linkFields })
		expect(created).toMatchObject({ status: 302, location: '/admin/local-seo?list=links&saved=created' })
		const [row] = await database.db.select().from(internalLinks)
		expect(row).toMatchObject({ anchorText: 'Kitchen fitting in Maida Vale', linkStrength: 'strong', isActive: true })

		const edited = await post('links', { intent: 'update', id: row!.id, ...linkFields, link_strength: 'weak', is_active: '' })
		expect(edited.location).toBe('/admin/local-seo?list=links&saved=updated')
		expect((await database.db.select().from(internalLinks))[0]).toMatchObject({ linkStrength: 'weak', isActive: false })

		expect((await post('links', { intent: 'activate', id: row!.id, is_active: 'true' })).location).toBe(
			'/admin/local-seo?list=links&saved=updated',
		)
		expect((await post('links', { intent: 'delete', id: row!.id })).location).toBe('/admin/local-seo?list=links&saved=deleted')
		expect(await database.db.select().from(internalLinks)).toHaveLength(0)
		expect((await post('links', { intent: 'delete', id: row!.id })).status).toBe(404)

		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'internal_links'))
		expect(audit.map((entry) => entry.action)).toEqual(['insert', 'update', 'update', 'delete'])
		expect(audit.every((entry) => entry.actorEmail === ADMIN)).toBe(true)
	})

	it('explains what is wrong with a link, keeping what was typed', async () => {
		const answer = await post('links', {
			intent: 'create',
			...linkFields,
			source_page: 'services',
			target_page: '//evil.example',
			anchor_text: ' ',
			link_strength: 'mighty',
			geographic_relevance: 'paris',
		})
		expect(answer.status).toBe(400)
		expect(answer.body).toMatchObject({
			target: 'new',
			values: { source_page: 'services' },
			fieldErrors: {
				source_page: 'Enter the source page as a path of this site starting with /, e.g. /services.',
				target_page: 'Enter the target page as a path of this site starting with /, e.g. /services.',
				anchor_text: 'Enter the anchor text.',
				link_strength: 'Choose a strength from the list.',
				geographic_relevance: 'Choose an area from the list, or none.',
			},
		})
	})

	it('refuses a page that a browser would read as another site, with the field’s message, on create and edit', async () => {
		const message = (label: string) => `Enter the ${label} as a path of this site starting with /, e.g. /services.`
		await post('links', { intent: 'create', ...linkFields, anchor_text: 'Kept as it is' })
		const [kept] = await database.db.select().from(internalLinks).where(eq(internalLinks.anchorText, 'Kept as it is'))
		for (const path of hostileAddresses) {
			for (const field of ['source_page', 'target_page'] as const) {
				const label = field === 'source_page' ? 'source page' : 'target page'
				const created = await post('links', { intent: 'create', ...linkFields, [field]: path })
				expect(created.status, `${field} ${path}`).toBe(400)
				expect(created.body.fieldErrors, `${field} ${path}`).toEqual({ [field]: message(label) })
				expect(created.body.values[field]).toBe(path)
				const edited = await post('links', { intent: 'update', id: kept!.id, ...linkFields, [field]: path })
				expect(edited.body.fieldErrors, `edit ${field} ${path}`).toEqual({ [field]: message(label) })
			}
		}
		expect(await database.db.select().from(internalLinks)).toEqual([kept])
		await post('links', { intent: 'delete', id: kept!.id })
	})

	it('stores a page as the path rule writes it: dot segments gone, encoding as a browser sends it', async () => {
		const created = await post('links', {
			intent: 'create',
			...linkFields,
			source_page: '/services/./kitchens/../bathrooms',
			target_page: '/areas/café?from=home#quote',
		})
		expect(created.status).toBe(302)
		const [row] = await database.db.select().from(internalLinks)
		expect(row).toMatchObject({ sourcePage: '/services/bathrooms', targetPage: '/areas/caf%C3%A9?from=home#quote' })
		await post('links', { intent: 'delete', id: row!.id })
	})

	it('creates a citation with its address normalised, edits and deletes it', async () => {
		const created = await post('citations', { intent: 'create', ...citationFields })
		expect(created.location).toBe('/admin/local-seo?list=citations&saved=created')
		const [row] = await database.db.select().from(localCitations)
		expect(row).toMatchObject({
			directoryUrl: 'https://www.yell.com/',
			businessListingUrl: null,
			localArea: 'Kensington & Chelsea',
			priorityLevel: 'high',
			citationStatus: 'approved',
			napConsistencyScore: 95,
			notes: null,
		})
		const edited = await post('citations', {
			intent: 'update',
			id: row!.id,
			...citationFields,
			business_listing_url: 'http://yell.com/biz/refurb-co',
			local_area: '',
			citation_status: 'needs_update',
		})
		expect(edited.location).toBe('/admin/local-seo?list=citations&saved=updated')
		expect((await database.db.select().from(localCitations))[0]).toMatchObject({
			businessListingUrl: 'http://yell.com/biz/refurb-co',
			localArea: null,
			citationStatus: 'needs_update',
		})
		expect((await post('citations', { intent: 'delete', id: row!.id })).location).toBe('/admin/local-seo?list=citations&saved=deleted')
		expect(await database.db.select().from(localCitations)).toHaveLength(0)
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'local_citations'))
		expect(audit.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete'])
	})

	it('refuses addresses that are not http(s), areas not in the list and scores that are not whole numbers from 0 to 100', async () => {
		const answer = await post('citations', {
			intent: 'create',
			...citationFields,
			directory_url: 'javascript:alert(1)',
			business_listing_url: 'ftp://example.com',
			local_area: 'Paris',
			nap_consistency_score: '12.5',
		})
		expect(answer.status).toBe(400)
		expect(answer.body.fieldErrors).toEqual({
			directory_url: 'Enter the directory address starting with https:// or http://.',
			business_listing_url: 'Enter the listing address starting with https:// or http://.',
			local_area: 'Choose an area from the list, or none.',
			nap_consistency_score: 'Enter a whole number from 0 to 100.',
		})
		for (const score of ['101', '-1', 'ninety']) {
			const refused = await post('citations', { intent: 'create', ...citationFields, nap_consistency_score: score })
			expect(refused.body.fieldErrors).toEqual({ nap_consistency_score: 'Enter a whole number from 0 to 100.' })
		}
		expect(await database.db.select().from(localCitations)).toHaveLength(0)
	})

	it('creates, edits and deletes a ranking, refuses a second of the same keyword and location, and checks the numbers', async () => {
		expect((await post('rankings', { intent: 'create', ...rankingFields })).location).toBe('/admin/local-seo?list=rankings&saved=created')
		const [row] = await database.db.select().from(localSearchRankings)
		expect(row).toMatchObject({ currentPosition: 4, searchVolume: 320, competitionLevel: 'high', trackedDate: '2026-11-20' })

		const duplicate = await post('rankings', { intent: 'create', ...rankingFields, keyword: 'Emergency Plumber Maida Vale' })
		expect(duplicate.status).toBe(409)
		expect(duplicate.body).toMatchObject({
			target: 'new',
			fieldErrors: { keyword: 'This keyword is already tracked for this location. Edit that ranking instead.' },
		})

		const invalid = await post('rankings', {
			intent: 'create',
			...rankingFields,
			keyword: 'loft conversion w2',
			current_position: '0',
			search_volume: '3.5',
			competition_level: 'extreme',
			tracked_date: '2026-02-30',
		})
		expect(invalid.body.fieldErrors).toEqual({
			current_position: 'Enter a whole number from 1 to 1,000.',
			search_volume: 'Enter a whole number from 0 to 100,000,000.',
			competition_level: 'Choose a competition level from the list.',
			tracked_date: 'Choose the date the position was checked.',
		})

		const edited = await post('rankings', {
			intent: 'update',
			id: row!.id,
			...rankingFields,
			current_position: '2',
			tracked_date: '2026-11-23',
		})
		expect(edited.location).toBe('/admin/local-seo?list=rankings&saved=updated')
		expect((await database.db.select().from(localSearchRankings))[0]).toMatchObject({ currentPosition: 2, previousPosition: 4 })

		const loaded = await load('rankings')
		expect(loaded).toMatchObject({ list: 'rankings', loadError: null })
		expect(loaded.rankings[0]!.history).toEqual([
			{ date: '2026-11-20', position: 4 },
			{ date: '2026-11-23', position: 2 },
		])
		expect(loaded.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)

		expect((await post('rankings', { intent: 'delete', id: row!.id })).location).toBe('/admin/local-seo?list=rankings&saved=deleted')
		expect(await database.db.select().from(localSearchRankings)).toHaveLength(0)
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'local_search_rankings'))
		expect(audit.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete'])
		expect(audit.every((entry) => entry.actorEmail === ADMIN)).toBe(true)
	})

	it('answers a store failure with the spec’s words', async () => {
		await database.db.execute(`alter table local_citations rename to local_citations_away`)
		try {
			const save = await post('citations', { intent: 'create', ...citationFields })
			expect(save).toMatchObject({ status: 503, body: { formError: 'Failed to save citation', target: 'new' } })
			const remove = await post('citations', { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' })
			expect(remove).toMatchObject({ status: 503, body: { formError: 'Failed to delete item' } })
			expect(await load('citations')).toMatchObject({ loadError: 'Failed to fetch local SEO data', citations: [] })
		} finally {
			await database.db.execute(`alter table local_citations_away rename to local_citations`)
		}
	})
})
