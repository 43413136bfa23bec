import { beforeAll, describe, expect, it } from 'vitest'

import { enquiries } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader } from './enquiries-export.ts'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('admin@example.com')

beforeAll(async () => {
	await database.db.insert(enquiries).values({
		name: '=Formula Name',
		email: 'attacker@example.com',
		phone: '+44 7700 900123',
		postcode: 'W9 1AA',
		service: 'General Repairs',
		message: "Hi;=cmd|' /C calc'!A0\n@SUM(1+1)",
		consentAt: new Date(),
	})
})

describe('/admin/enquiries/export.csv', () => {
	it('quotes fields with separators and neutralises formulas, also after a separator inside a field', async () => {
		const request = new Request('https://www.example.test/admin/enquiries/export.csv', { headers: { cookie: admin.cookie } })
		const response = await loader({ request, params: {}, context: testContext() } as Parameters<typeof loader>[0])
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		const bytes = Buffer.from(await response.arrayBuffer())
		// The byte-order mark, for Excel, then the header row.
		expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const csv = bytes.subarray(3).toString('utf8')
		expect(csv.startsWith('Received (London),Name,')).toBe(true)
		expect(csv).toContain(
			`,'=Formula Name,attacker@example.com,'+44 7700 900123,W9 1AA,General Repairs,"Hi;'=cmd|' /C calc'!A0\n'@SUM(1+1)",`,
		)
	})

	it('is for admins only', async () => {
		const request = new Request('https://www.example.test/admin/enquiries/export.csv')
		const answer = await Promise.resolve(loader({ request, params: {}, context: testContext() } as Parameters<typeof loader>[0])).catch(
			(thrown: unknown) => thrown,
		)
		expect(answer).toBeInstanceOf(Response)
		expect((answer as Response).status).toBe(302)
	})
})
