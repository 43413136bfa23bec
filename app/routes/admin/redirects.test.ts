import { parse } from 'csv-parse/sync'
import { asc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'

import { auditLog, notFoundPaths, redirects } from '#app/.server/db/schema/index.ts'
import { setEnvForTesting } from '#app/.server/env.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import * as notFound from './not-found.tsx'
import * as exportRoute from './redirects-export.ts'
import * as route from './redirects.tsx'

const database = testDatabaseForThisFile()
const ADMIN = 'redirects-admin@example.com'
const admin = sessionForThisFile(ADMIN)
const staff = sessionForThisFile('redirects-staff@example.com', { admin: false })

type Answer = { status: number; location: string | null; body: any }

async function call(handler: (args: never) => unknown, request: Request): Promise<Answer> {
	let result: unknown
	try {
		result = await handler({ request, params: {}, context: testContext() } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
	const answer = result as { data: unknown; init: ResponseInit | null }
	return { status: answer.init?.status ?? 200, location: null, body: answer.data }
}

const post = (
	body: FormData | URLSearchParams,
	cookie = admin.cookie,
	path = '/admin/redirects',
	handler: (args: never) => unknown = route.action,
) => call(handler, new Request(`http://localhost${path}`, { method: 'POST', body, headers: { cookie } }))

const save = (fields: Record<string, string>) => post(new URLSearchParams({ intent: 'create', status: '301', match: 'exact', ...fields }))

const csvUpload = (content: string) => {
	const form = new FormData()
	form.append('file', new File([content], 'redirects.csv', { type: 'text/csv' }))
	return form
}

const stored = () => database.db.select().from(redirects).orderBy(asc(redirects.fromPath))

beforeEach(async () => {
	await database.db.delete(redirects)
})

describe('the Redirects tab', () => {
	it('creates a rule as the admin (audited), with every path through the site-path rule', async () => {
		expect(await save({ from_path: '/old-page/', target: '/services' })).toMatchObject({
			status: 302,
			location: '/admin/redirects?saved=created',
		})
		expect(await stored()).toMatchObject([{ fromPath: '/old-page', target: '/services', status: 301, match: 'exact' }])
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'redirects'))
		expect(audit).toMatchObject([{ action: 'insert', actorEmail: ADMIN }])

		const refused = await save({ from_path: '//evil.example', target: '/\\evil.example' })
		expect(refused.status).toBe(400)
		expect(refused.body.fieldErrors).toMatchObject({
			from_path: expect.stringContaining('starting with /'),
			target: expect.stringContaining('starting with /'),
		})
		expect((await save({ from_path: '/admin/reviews', target: '/' })).body.fieldErrors.from_path).toContain('cannot be redirected')
		expect((await save({ from_path: '/gone', target: '/x', status: '410' })).body.fieldErrors.target).toContain('410')
		expect(await save({ from_path: '/gone', target: '', status: '410', match: 'prefix' })).toMatchObject({ status: 302 })
		expect(await stored()).toHaveLength(2)
	})

	it('refuses a loop and a chain, naming the other rule, and keeps what was typed', async () => {
		await save({ from_path: '/a', target: '/b' })
		const loop = await save({ from_path: '/b', target: '/a' })
		expect(loop.status).toBe(409)
		expect(loop.body.fieldErrors.target).toBe('/a leads back to /b through the rule from /a: a loop.')
		expect(loop.body.values).toMatchObject({ from_path: '/b', target: '/a' })
		const chain = await save({ from_path: '/c', target: '/a' })
		expect(chain.body.fieldErrors.target).toBe(
			'/a is itself redirected by the rule from /a, which sends visitors to /b. Point this rule straight at /b.',
		)
		const under = await save({ from_path: '/b', target: '/c' })
		expect(under.body.fieldErrors.from_path).toContain('The rule from /a sends visitors to /b, which this rule would redirect again')
		const self = await save({ from_path: '/d', target: '/d/e', match: 'prefix' })
		expect(self.body.fieldErrors.target).toContain('a loop')
		const duplicate = await save({ from_path: '/a/', target: '/x' })
		expect(duplicate.body.fieldErrors.from_path).toContain('There is already a rule for /a')
		expect(await stored()).toHaveLength(1)
	})

	it("takes a target on this site's own address as its path, so a loop through it is refused", async () => {
		setEnvForTesting({ SITE_URL: 'https://www.westway.example' })
		try {
			expect(await save({ from_path: '/a', target: 'http://www.westway.example/b?x=1' })).toMatchObject({ status: 302 })
			expect(await stored()).toMatchObject([{ fromPath: '/a', target: '/b?x=1' }])
			const loop = await save({ from_path: '/b', target: 'https://www.westway.example/a' })
			expect(loop.status).toBe(409)
			expect(loop.body.fieldErrors.target).toContain('a loop')
			expect(await save({ from_path: '/c', target: 'https://other.westway.example/a' })).toMatchObject({ status: 302 })
		} finally {
			setEnvForTesting({})
		}
	})

	it('edits and deletes a rule; an edit is checked against the other rules only', async () => {
		await save({ from_path: '/a', target: '/b' })
		const [rule] = await stored()
		expect(
			await post(new URLSearchParams({ intent: 'update', id: rule!.id, from_path: '/a', target: '/c', status: '302', match: 'exact' })),
		).toMatchObject({
			status: 302,
		})
		expect(await stored()).toMatchObject([{ target: '/c', status: 302 }])
		expect(await post(new URLSearchParams({ intent: 'delete', id: rule!.id }))).toMatchObject({
			status: 302,
			location: '/admin/redirects?saved=deleted',
		})
		expect(await stored()).toHaveLength(0)
	})

	it('exports CSV that imports back the same rules', async () => {
		await save({ from_path: '/a', target: '/b?x=1', status: '302' })
		await save({ from_path: '/old-blog', target: '/blog', match: 'prefix' })
		await save({ from_path: '/gone', target: '', status: '410' })
		await save({ from_path: '/away', target: 'https://example.co.uk/a,b;c' })
		const before = (await stored()).map(({ fromPath, target, status, match }) => ({ fromPath, target, status, match }))
		const exported = await exportRoute.loader({
			request: new Request('http://localhost/admin/redirects/export.csv', { headers: { cookie: admin.cookie } }),
		} as never)
		expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		const csv = await exported.text()
		expect(parse(csv, { bom: true })[0]).toEqual(['from', 'to', 'status', 'match'])
		await database.db.delete(redirects)
		expect(await post(csvUpload(csv))).toMatchObject({ status: 302, location: expect.stringContaining('saved=imported') })
		expect((await stored()).map(({ fromPath, target, status, match }) => ({ fromPath, target, status, match }))).toEqual(before)
		// Again: every row replaces its own rule, nothing is added.
		expect(await post(csvUpload(csv))).toMatchObject({ status: 302 })
		expect(await stored()).toHaveLength(4)
	})

	it('refuses a whole import for one bad row, saying which rows and why', async () => {
		await save({ from_path: '/existing', target: '/services' })
		const csv = [
			'from,to,status,match',
			'/fine,/about,301,exact',
			'//evil.example,/x,301,exact',
			'/chained,/existing,,',
			'/ok,/y,307,exact',
			'/fine,/z,,',
		].join('\n')
		const answer = await post(csvUpload(csv))
		expect(answer.status).toBe(422)
		expect(answer.body).toMatchObject({ kind: 'import', message: '3 rows have problems: nothing was imported.' })
		expect(answer.body.problems.map((problem: { row: number }) => problem.row)).toEqual([3, 5, 6])
		expect(await stored()).toHaveLength(1)
		// The rows pass alone; the set is checked against the stored rules: a chain is refused too.
		const chain = await post(csvUpload('from,to\n/chained,/existing\n/other,/about'))
		expect(chain).toMatchObject({
			status: 422,
			body: { problems: [{ row: 2, message: expect.stringContaining('the rule from /existing') }] },
		})
		expect(await stored()).toHaveLength(1)
		const tooMany = await post(csvUpload(['from,to', ...Array.from({ length: 2_001 }, (_, index) => `/p${index},/about`)].join('\n')))
		expect(tooMany).toMatchObject({ status: 422, body: { message: expect.stringContaining('more than 2,000') } })
		expect((await post(csvUpload('a,b\n1,2'))).body.message).toContain('name the columns')
	})

	it('names a bad row by its line in a spreadsheet, past blank lines', async () => {
		const answer = await post(csvUpload('from,to\n/fine,/about\n\n/bad,//evil.example'))
		expect(answer).toMatchObject({ status: 422, body: { problems: [{ row: 4, message: expect.any(String) }] } })
		expect(await stored()).toHaveLength(0)
	})

	it('is for admins only', async () => {
		expect(
			(
				await save({ from_path: '/a', target: '/b' }).then(() =>
					post(new URLSearchParams({ intent: 'create', from_path: '/x', target: '/y' }), staff.cookie),
				)
			).status,
		).toBe(403)
		expect((await post(new URLSearchParams({ intent: 'create', from_path: '/x', target: '/y' }), '')).status).toBeGreaterThanOrEqual(300)
		expect(await stored()).toHaveLength(1)
	})
})

describe('the 404 report', () => {
	it('deletes a row and clears the report, for admins only', async () => {
		await database.db.insert(notFoundPaths).values([{ path: '/missing', hits: 3 }, { path: '/other' }])
		const postReport = (fields: Record<string, string>, cookie = admin.cookie) =>
			post(new URLSearchParams(fields), cookie, '/admin/not-found', notFound.action)
		expect((await postReport({ intent: 'clear' }, staff.cookie)).status).toBe(403)
		expect(await postReport({ intent: 'delete', path: '/missing' })).toMatchObject({
			status: 302,
			location: '/admin/not-found?saved=deleted',
		})
		expect(await database.db.select().from(notFoundPaths)).toMatchObject([{ path: '/other' }])
		expect(await postReport({ intent: 'clear' })).toMatchObject({ status: 302 })
		expect(await database.db.select().from(notFoundPaths)).toHaveLength(0)
	})
})
