import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { auditLog, services } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action } from './services.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('kit-admin@example.com')

async function post(fields: Record<string, string>) {
	const request = new Request('http://localhost/admin/services', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
	})
	const result = (await action({ request, params: {}, context: testContext() } as never)) as Response | { data: any; init: ResponseInit }
	return result instanceof Response ? { status: result.status, body: null } : { status: result.init.status, body: result.data }
}

describe('the list-tab kit', () => {
	it('creates as the signed-in admin (audited), and explains a clash without losing the admin transaction', async () => {
		const fields = {
			intent: 'create',
			name: 'Loft Conversions',
			slug: '',
			summary: '',
			description: '',
			base_price_from: '',
			hero_image: '',
			is_active: 'on',
		}
		expect((await post(fields)).status).toBe(302)
		const clash = await post({ ...fields, name: 'Another Loft', slug: 'loft-conversions' })
		expect(clash.status).toBe(409)
		expect(clash.body).toMatchObject({
			status: 'error',
			formError: 'A service with this slug already exists.',
			fieldErrors: { slug: 'A service with this slug already exists.' },
			values: { name: 'Another Loft', slug: 'loft-conversions' },
			target: 'new',
		})
		expect(await database.db.select().from(services).where(eq(services.slug, 'loft-conversions'))).toHaveLength(1)
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'services'))
		expect(audit).toMatchObject([{ action: 'insert', actorEmail: 'kit-admin@example.com', changes: { name: { to: 'Loft Conversions' } } }])
	})
})
