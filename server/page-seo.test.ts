import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkContentVersion } from '#app/.server/cache/content-version.ts'
import { auditLog, pageSeo } from '#app/.server/db/schema/index.ts'
import { accountCookie } from '#tests/admin-session.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { readHead } from '#tests/meta-head.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * The owner's search settings per page (issue 23, decision 0045) through the
 * whole server stack with the page cache on: a save in the admin reaches the
 * cached page's head (title, description, social card, robots) and the
 * sitemap; the form's rules; only admins.
 */
const database = testDatabaseForThisFile()

const stack = seededServerForThisFile('page-seo')
let admin: string
let member: string

beforeAll(async () => {
	admin = await accountCookie('page-seo-admin@example.com', 'test account passphrase', '192.0.2.91')
	member = await accountCookie('page-seo-member@example.com', 'test account passphrase', '192.0.2.92', { admin: false })
}, 120_000)

const get = async (target: string, cookie?: string) => {
	const response = await fetch(`${stack.base}${target}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
	return {
		status: response.status,
		location: response.headers.get('location'),
		cache: response.headers.get('x-page-cache'),
		html: await response.text(),
	}
}

/** Posts the tab's form as a browser without JavaScript would. */
const post = async (fields: Record<string, string>, cookie = admin) => {
	// As the page's form does: to the address of the page it edits.
	const response = await fetch(`${stack.base}/admin/page-seo?${new URLSearchParams({ path: fields.path ?? '' })}`, {
		method: 'POST',
		redirect: 'manual',
		body: new URLSearchParams(fields),
		headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: stack.base },
	})
	// The server follows the content version before its next request after its own writes; this makes sure of it.
	await checkContentVersion()
	return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const sitemapPaths = async () =>
	[...(await get('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)

describe(`page SEO (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('applies a saved override to the cached page: title, description, social card', async () => {
		const before = await get('/about')
		expect((await get('/about')).cache).toBe('HIT')
		expect(readHead(before.html).titles[0]).toBe('About Our West London Trades Team | Westway Home Services')

		const saved = await post({
			intent: 'save',
			path: '/about',
			title: '  Meet the Team Behind Westway  ',
			description: 'Our electricians, plumbers and carpenters, how we work and the guarantee we give on every job in West London.',
			social_image: '/media/uploads/team.jpg',
		})
		expect(saved).toMatchObject({ status: 302, location: '/admin/page-seo?path=%2Fabout&saved=updated' })
		expect(await database.db.select().from(pageSeo)).toMatchObject([
			{ path: '/about', title: 'Meet the Team Behind Westway', socialImage: 'uploads/team.jpg', noindex: false },
		])
		expect((await database.db.select().from(auditLog).where(eq(auditLog.tableName, 'page_seo'))).length).toBe(1)

		const after = await get('/about')
		expect(after.cache).toBe('MISS')
		const head = readHead(after.html)
		expect(head.titles).toEqual(['Meet the Team Behind Westway | Westway Home Services'])
		expect(head.meta('description')).toEqual([
			'Our electricians, plumbers and carpenters, how we work and the guarantee we give on every job in West London.',
		])
		expect(head.meta('og:title')).toEqual(['Meet the Team Behind Westway | Westway Home Services'])
		expect(head.meta('twitter:description')).toEqual(head.meta('description'))
		expect(head.meta('og:image')[0]).toMatch(/^https?:\/\/[^/]+\/media\/uploads\/team\.jpg$/)
		expect(head.meta('robots')).toEqual([])
		expect(head.canonicals).toHaveLength(1)
		// Other pages keep their defaults.
		expect(readHead((await get('/contact')).html).titles).toEqual(['Contact Us for a Free Quote | Westway Home Services'])

		// An empty field keeps the default; reset removes the override.
		await post({ intent: 'save', path: '/about', title: '', description: 'Short, but the owner’s choice to make on this page.' })
		expect(readHead((await get('/about')).html).titles).toEqual(['About Our West London Trades Team | Westway Home Services'])
		expect(await post({ intent: 'reset', path: '/about', title: 'ignored' })).toMatchObject({
			status: 302,
			location: '/admin/page-seo?path=%2Fabout&saved=reset',
		})
		expect(await database.db.select().from(pageSeo)).toEqual([])
		expect(readHead((await get('/about')).html).meta('description')[0]).toMatch(/^A West London refurbishment/)
	})

	it('keeps a noindex page out of search and out of the sitemap; /local-seo is hidden until the owner shows it', async () => {
		expect(await sitemapPaths()).toContain('/services/kitchens')
		await post({ intent: 'save', path: '/services/kitchens', noindex: 'on' })
		const hidden = readHead((await get('/services/kitchens')).html)
		expect(hidden.meta('robots')).toEqual(['noindex'])
		expect(hidden.canonicals).toEqual([])
		expect(await sitemapPaths()).not.toContain('/services/kitchens')

		expect(readHead((await get('/local-seo')).html).meta('robots')).toEqual(['noindex'])
		expect(await sitemapPaths()).not.toContain('/local-seo')
		await post({ intent: 'save', path: '/local-seo' }) // the box unticked
		expect(readHead((await get('/local-seo')).html).meta('robots')).toEqual([])
		expect(await sitemapPaths()).toContain('/local-seo')

		await post({ intent: 'reset', path: '/local-seo' })
		await post({ intent: 'reset', path: '/services/kitchens' })
		expect(await sitemapPaths()).toEqual(expect.arrayContaining(['/services/kitchens']))
		expect(await sitemapPaths()).not.toContain('/local-seo')
	})

	it('lists the pages with their defaults and opens one page’s form, without JavaScript', async () => {
		const page = await get('/admin/page-seo?path=%2Femergency', admin)
		expect(page.status).toBe(200)
		for (const text of ['Page SEO', '/areas/maida-vale', '/services/kitchens', '/local-seo', 'Hidden from search', 'Search result preview'])
			expect(page.html).toContain(text)
		expect(page.html).toMatch(/<form[^>]*method="post"/)
		expect(page.html).toContain('name="noindex"')
	})

	it('refuses what is not a listed page or a media key, and keeps what was typed', async () => {
		const badImage = await post({ intent: 'save', path: '/about', title: 'Kept', social_image: 'https://elsewhere.example/x.jpg' })
		expect(badImage.status).toBe(400)
		expect(badImage.html).toContain('Social image: choose a picture from the media library')
		expect(badImage.html).toContain('value="Kept"')
		for (const path of ['/nowhere', '/blog/some-article', '/admin', 'about', '/about?x=1', `/${'a'.repeat(300)}`]) {
			const refused = await post({ intent: 'save', path, title: 'x' })
			expect(refused.status, path).toBe(400)
		}
		expect(await database.db.select().from(pageSeo)).toEqual([])
	})

	it('is for admins only', async () => {
		expect((await get('/admin/page-seo')).location).toMatch(/^\/auth\?/)
		expect((await get('/admin/page-seo', member)).location).toMatch(/^\/auth\?/)
		// The action refuses (403, 401); a document request then shows the layout's answer, the way to sign in.
		for (const cookie of [member, '']) {
			const refused = await post({ intent: 'save', path: '/about', title: 'Not mine' }, cookie)
			expect([302, 401, 403]).toContain(refused.status)
			expect(refused.location ?? '/auth?').toMatch(/^\/auth\?/)
		}
		expect(await database.db.select().from(pageSeo)).toEqual([])
	})
})
