import { beforeAll, describe, expect, it } from 'vitest'

import { enquiries } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader as exportLoader } from './enquiries-export.ts'
import { loader } from './enquiries.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('admin@example.com')

beforeAll(async () => {
	// 51 enquiries: two pages of 50.
	await database.db.insert(enquiries).values(
		Array.from({ length: 51 }, (_, index) => ({
			name: `Customer ${index + 1}`,
			email: `customer${index + 1}@example.com`,
			phone: '07700 900123',
			postcode: 'W9 1AA',
			service: 'Plumbing',
			consentAt: new Date(),
			createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
		})),
	)
})

/** What the loader of /admin/enquiries{search} returned or threw. */
async function load(search: string) {
	const request = new Request(`https://www.example.test/admin/enquiries${search}`, { headers: { cookie: admin.cookie } })
	return loader({ request, params: {}, context: testContext() } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown)
}

function expectRedirectTo(thrown: unknown, location: string) {
	expect(thrown).toBeInstanceOf(Response)
	const response = thrown as Response
	expect(response.status).toBe(302)
	expect(response.headers.get('Location')).toBe(location)
	// replace(): the page that does not exist does not stay in the history.
	expect(response.headers.get('X-Remix-Replace')).toBe('true')
}

describe('enquiry pages', () => {
	it('shows 50 per page, newest first', async () => {
		const first = (await load('')) as Awaited<ReturnType<typeof loader>>
		expect(first).toMatchObject({ total: 51, page: 1, pages: 2, loadError: null })
		expect(first.enquiries).toHaveLength(50)
		expect(first.enquiries[0]).toMatchObject({ name: 'Customer 51' })
		expect(await load('?page=2')).toMatchObject({ total: 51, page: 2, pages: 2, enquiries: [{ name: 'Customer 1' }] })
	})

	it('sends a page past the end to the last page, keeping the search', async () => {
		expectRedirectTo(await load('?page=99'), '/admin/enquiries?page=2')
		expectRedirectTo(await load('?q=customer5&page=3'), '/admin/enquiries?q=customer5')
		expectRedirectTo(await load('?q=nobody&page=2'), '/admin/enquiries?q=nobody')
	})

	it('searches with control characters cleaned out (a NUL would be refused by PostgreSQL)', async () => {
		expect(await load('?q=%00customer%0051%07')).toMatchObject({ total: 1, loadError: null, enquiries: [{ name: 'Customer 51' }] })
		const request = new Request('https://www.example.test/admin/enquiries/export.csv?q=%00customer%0051', {
			headers: { cookie: admin.cookie },
		})
		const response = await exportLoader({ request, params: {}, context: testContext() } as Parameters<typeof exportLoader>[0])
		expect(response.status).toBe(200)
		expect(await response.text()).toContain('Customer 51')
	})
})
