import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { auditLog, localSearchRankings, rankingPositions } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as route from '../local-seo-import.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'rank-import@example.com'
const admin = sessionForThisFile(ADMIN)

type Answer = { status: number; location: string | null; body: any }

async function post(body: FormData | URLSearchParams, withCookie = true): Promise<Answer> {
	const request = new Request('http://localhost/admin/local-seo/import', {
		method: 'POST',
		body,
		headers: withCookie ? { cookie: admin.cookie } : {},
	})
	let result: unknown
	try {
		result = await route.action({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	const answer = result as { data: unknown; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

const csvUpload = (content: string | Uint8Array, name = 'positions.csv') => {
	const form = new FormData()
	form.append('file', new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type: 'text/csv' }))
	return form
}

const CSV = [
	'Keyword,Search location,Google Position,Checked on',
	'emergency plumber w9,Maida Vale,6,01/11/2026',
	'emergency plumber w9,Maida Vale,4,2026-11-08',
	'"boiler repair, w2",Westminster,9,2026-11-08',
	'no position,Westminster,,2026-11-08',
].join('\r\n')

const counts = async () => ({
	rankings: (await database.db.select().from(localSearchRankings)).length,
	positions: (await database.db.select().from(rankingPositions)).length,
})

describe('the ranking import', () => {
	it('refuses an anonymous visitor, writing nothing', async () => {
		const before = await counts()
		expect((await post(csvUpload(CSV), false)).status).toBe(401)
		expect((await post(new URLSearchParams({ intent: 'confirm', rows: '[["a","b",1,"2026-11-01"]]' }), false)).status).toBe(401)
		expect(await counts()).toEqual(before)
	})

	it('previews an upload without writing anything', async () => {
		const answer = await post(csvUpload(CSV))
		expect(answer.status).toBe(200)
		expect(answer.body).toMatchObject({
			kind: 'preview',
			fileName: 'positions.csv',
			counts: { positions: 3, newRankings: 2, existingRankings: 0, errors: 1 },
			errors: [{ row: 5, ok: false, error: 'The position is missing.' }],
		})
		expect(answer.body.valid).toHaveLength(3)
		expect(await counts()).toEqual({ rankings: 0, positions: 0 })
	})

	it('refuses files that are not CSV, too large, or missing', async () => {
		const binary = await post(csvUpload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'photo.csv'))
		expect(binary.status).toBe(422)
		expect(binary.body.formError).toMatch(/^This is not a CSV file/)
		const big = await post(csvUpload(`keyword,location,position,date\n${'x,y,1,2026-11-01\n'.repeat(330_000)}`))
		expect(big.status).toBe(413)
		expect(big.body.formError).toBe('The file is larger than 5 MB. Split it into smaller files.')
		const none = await post(new FormData())
		expect(none.status).toBe(400)
		expect(none.body.formError).toBe('Choose a CSV file to import.')
		expect(await counts()).toEqual({ rankings: 0, positions: 0 })
	})

	it('applies the confirmed rows, as the admin, and says how many', async () => {
		const preview = await post(csvUpload(CSV))
		const answer = await post(new URLSearchParams({ intent: 'confirm', rows: preview.body.rowsJson }))
		expect(answer.status).toBe(302)
		expect(answer.location).toBe('/admin/local-seo/import?saved=imported-3')
		expect(await counts()).toEqual({ rankings: 2, positions: 3 })
		const [plumber] = await database.db.select().from(localSearchRankings).where(eq(localSearchRankings.keyword, 'emergency plumber w9'))
		expect(plumber).toMatchObject({
			currentPosition: 4,
			previousPosition: 6,
			trackedDate: '2026-11-08',
			searchVolume: 0,
			competitionLevel: 'medium',
		})
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'ranking_positions'))
		expect(audit).toHaveLength(3)
		expect(audit.every((row) => row.actorEmail === ADMIN)).toBe(true)

		const loaded = await route.loader({
			request: new Request('http://localhost/admin/local-seo/import?saved=imported-3', { headers: { cookie: admin.cookie } }),
			params: {},
			context: testContext(),
		} as never)
		expect(loaded.messages).toEqual({ 'imported-3': 'Imported 3 positions' })
	})

	it('checks the confirmed rows again, refusing what the preview would not have written', async () => {
		const before = await counts()
		for (const rows of ['[["x","y",0,"2026-11-01"]]', '[["x","y",1,"2999-01-01"]]', 'junk', '']) {
			const answer = await post(new URLSearchParams({ intent: 'confirm', rows }))
			expect(answer.status, rows).toBe(400)
			expect(answer.body.formError).toBe('The positions to import could not be checked. Please upload the file again.')
		}
		expect((await post(new URLSearchParams({ intent: 'delete' }))).status).toBe(400)
		expect(await counts()).toEqual(before)
	})
})
