import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { auditLog, reviews } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { action, loader } from './reviews.tsx'

/** The Reviews tab's Featured switch and field, and Delete (decision 0044). */
const database = testDatabaseForThisFile()
const admin = sessionForThisFile('reviews-admin@example.com')

async function post(fields: Record<string, string>) {
	const request = new Request('http://localhost/admin/reviews', {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
	})
	const result = (await action({ request, params: {}, context: testContext() } as never)) as
		Response | { data: unknown; init: ResponseInit }
	return result instanceof Response ? { status: result.status, location: result.headers.get('Location') } : { status: result.init.status }
}

async function stored(id: string) {
	const [row] = await database.db.select().from(reviews).where(eq(reviews.id, id))
	return row
}

describe('the Reviews tab', () => {
	it('features and unfeatures a review with its switch, as the signed-in admin, and shows it on the card', async () => {
		const [row] = await database.db
			.insert(reviews)
			.values({ reviewerName: 'Sarah M.', body: 'Tidy work.', rating: 5, isPublished: true })
			.returning()
		const id = row!.id

		expect(await post({ intent: 'feature', id, featured: 'true' })).toMatchObject({ status: 302, location: '/admin/reviews?saved=updated' })
		expect((await stored(id))?.featured).toBe(true)
		const request = new Request('http://localhost/admin/reviews', { headers: { cookie: admin.cookie } })
		const loaded = await loader({ request, params: {}, context: testContext() } as never)
		expect(loaded.items).toMatchObject([{ id, featured: true, isPublished: true }])

		expect((await post({ intent: 'feature', id, featured: 'false' })).status).toBe(302)
		expect((await stored(id))?.featured).toBe(false)
		const audit = await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'reviews'))
		expect(audit.filter((entry) => entry.action === 'update')).toMatchObject([
			{ actorEmail: 'reviews-admin@example.com', changes: { featured: { to: true } } },
			{ actorEmail: 'reviews-admin@example.com', changes: { featured: { to: false } } },
		])
		expect((await post({ intent: 'feature', id: crypto.randomUUID(), featured: 'true' })).status).toBe(404)
	})

	it('saves Featured with the form', async () => {
		const fields = {
			intent: 'create',
			reviewer_name: 'Tom B.',
			location: 'Fulham, SW6',
			title: '',
			body: 'New boiler, no fuss.',
			rating: '5',
			is_published: 'on',
			featured: 'on',
			created_at: '2026-11-01T10:00',
			updated_at: '2026-11-01T10:00',
		}
		expect((await post(fields)).status).toBe(302)
		const [created] = await database.db.select().from(reviews).where(eq(reviews.reviewerName, 'Tom B.'))
		expect(created).toMatchObject({ featured: true, isPublished: true })

		const { featured: _, ...unfeatured } = fields
		expect((await post({ ...unfeatured, intent: 'update', id: created!.id })).status).toBe(302)
		expect((await stored(created!.id))?.featured).toBe(false)
	})

	it('deletes a review', async () => {
		const [row] = await database.db.insert(reviews).values({ reviewerName: 'Gone', body: 'Removed.', rating: 4 }).returning()
		expect(await post({ intent: 'delete', id: row!.id })).toMatchObject({ status: 302, location: '/admin/reviews?saved=deleted' })
		expect(await stored(row!.id)).toBeUndefined()
		expect((await post({ intent: 'delete', id: row!.id })).status).toBe(404)
	})
})
