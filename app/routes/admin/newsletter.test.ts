import { beforeAll, describe, expect, it } from 'vitest'

import { newsletterSubscribers } from '#app/.server/db/schema/index.ts'
import { sessionForThisFile } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { routeGet, routePost, settle } from '#tests/route-context.ts'

import { loader as exportLoader } from './newsletter-export.ts'
import { action, loader } from './newsletter.tsx'

const database = testDatabaseForThisFile()
const admin = sessionForThisFile('newsletter-admin@example.com')
const member = sessionForThisFile('newsletter-member@example.com', { admin: false })

const token = (n: number) => `t${String(n).padStart(42, '0')}`
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

beforeAll(async () => {
	await database.db.insert(newsletterSubscribers).values([
		{ email: 'pending@example.org', unsubscribeToken: token(1), subscribedAt: minutesAgo(1) },
		{
			email: 'confirmed@example.org',
			unsubscribeToken: token(2),
			subscribedAt: minutesAgo(2),
			confirmedAt: minutesAgo(2),
			sourcePage: '/blog',
		},
		{
			email: 'gone@example.org',
			unsubscribeToken: token(3),
			subscribedAt: minutesAgo(3),
			confirmedAt: minutesAgo(3),
			unsubscribedAt: minutesAgo(1),
		},
		{ email: '=cmd@example.org', unsubscribeToken: token(4), subscribedAt: minutesAgo(4), confirmedAt: minutesAgo(4) },
		{ email: '100%_real@example.org', unsubscribeToken: token(5), subscribedAt: minutesAgo(5) },
		// 50 more confirmed, older: a second page.
		...Array.from({ length: 50 }, (_, i) => ({
			email: `reader${i}@example.net`,
			unsubscribeToken: token(100 + i),
			subscribedAt: minutesAgo(10 + i),
			confirmedAt: minutesAgo(10 + i),
		})),
	])
})

const get = routeGet
const post = routePost

describe('/admin/newsletter', () => {
	it('lists subscribers newest first with their state, 50 a page', async () => {
		const first = await loader(get('/admin/newsletter', admin.cookie))
		expect(first.total).toBe(55)
		expect(first.pages).toBe(2)
		expect(first.subscribers).toHaveLength(50)
		expect(first.subscribers.slice(0, 3).map((row) => [row.email, row.state])).toEqual([
			['pending@example.org', 'pending'],
			['confirmed@example.org', 'confirmed'],
			['gone@example.org', 'unsubscribed'],
		])
		const second = await loader(get('/admin/newsletter?page=2', admin.cookie))
		expect(second.subscribers).toHaveLength(5)
	})

	it('filters by state and searches the address literally (% and _ are not wildcards)', async () => {
		const count = async (query: string) => (await loader(get(`/admin/newsletter?${query}`, admin.cookie))).total
		expect(await count('state=pending')).toBe(2)
		expect(await count('state=confirmed')).toBe(52)
		expect(await count('state=unsubscribed')).toBe(1)
		expect(await count('state=bogus')).toBe(55)
		expect(await count('q=EXAMPLE.ORG')).toBe(5)
		expect(await count(`q=${encodeURIComponent('%_')}`)).toBe(1)
		expect(await count('q=reader1&state=confirmed')).toBe(11)
		expect(await count('q=reader1&state=pending')).toBe(0)
	})

	it('exports the filtered list as CSV, formulas neutralised, private and never cached', async () => {
		const response = await exportLoader(get('/admin/newsletter/export.csv?q=example.org', admin.cookie))
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}-filtered\.csv"$/)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const csv = (await response.text()).replace(/^\uFEFF/, '')
		const lines = csv.trim().split('\r\n')
		expect(lines[0]).toBe('Email,State,Signed up (London),Confirmed (London),Unsubscribed (London),Source page')
		expect(lines).toHaveLength(6)
		expect(lines[1]).toMatch(/^pending@example\.org,Pending confirmation,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,,$/)
		expect(lines[2]).toMatch(/^confirmed@example\.org,Confirmed,.*,\/blog$/)
		expect(csv).toContain("'=cmd@example.org,Confirmed")
	})

	it('deletes a subscriber after the confirmation, keeping the filters', async () => {
		const [row] = (await loader(get('/admin/newsletter?q=gone', admin.cookie))).subscribers
		const url = `/admin/newsletter?q=gone&delete=${row!.id}`
		const page = await loader(get(url, admin.cookie))
		expect(page.confirmDelete).toBe(row!.id)
		const done = await settle(() => action(post(url, { intent: 'delete', id: row!.id }, admin.cookie)))
		expect(done.location).toBe('/admin/newsletter?q=gone&saved=deleted')
		expect((await loader(get('/admin/newsletter?q=gone', admin.cookie))).total).toBe(0)
		const again = await settle(() => action(post(url, { intent: 'delete', id: row!.id }, admin.cookie)))
		expect(again.status).toBe(404)
	})

	it('refuses anyone but an admin', async () => {
		for (const cookie of [undefined, member.cookie]) {
			for (const call of [
				() => loader(get('/admin/newsletter', cookie)),
				() => exportLoader(get('/admin/newsletter/export.csv', cookie)),
			]) {
				const thrown = await settle(call)
				expect(thrown.status).toBe(302)
			}
		}
		const [row] = (await loader(get('/admin/newsletter', admin.cookie))).subscribers
		const refused = await settle(() => action(post('/admin/newsletter', { intent: 'delete', id: row!.id }, member.cookie)))
		expect(refused.status).toBe(403)
		expect((await loader(get('/admin/newsletter', admin.cookie))).total).toBe(54)
	})
})
