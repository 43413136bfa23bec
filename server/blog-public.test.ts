import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { checkContentVersion } from '#app/.server/cache/content-version.ts'
import { previewPath } from '#app/.server/content/preview.ts'
import { articles, caseStudies, contentDrafts, slugRedirects } from '#app/.server/db/schema/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * The public blog and case studies through the whole server stack with the
 * page cache on (decision 0042): paging, the feed, old slugs, previews that
 * are never cached, and a scheduled article that appears on a cached /blog
 * when its time comes.
 */
const database = testDatabaseForThisFile()

const stack = seededServerForThisFile('blog-public')

const get = async (target: string) => {
	const response = await fetch(`${stack.base}${target}`, { redirect: 'manual' })
	return { status: response.status, headers: response.headers, cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** After a write, this process follows the version before the next request (as after its own form posts). */
const written = () => checkContentVersion()

describe(`public blog and case studies (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('page the blog once there are more articles than a page, and 404 past the end', async () => {
		const first = await get('/blog')
		expect(first.status).toBe(200)
		expect(first.html).toMatch(
			/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="https?:\/\/[^"]+\/blog\/feed\.xml"\/>/,
		)
		expect(first.html).not.toContain('aria-label="Pagination"')
		expect((await get('/blog?page=2')).status).toBe(404)
		expect((await get('/blog?page=0')).status).toBe(404)
		const now = Date.now()
		await database.db.insert(articles).values(
			Array.from({ length: 20 }, (_, index) => ({
				slug: `paging-${index}`,
				title: `Paging article ${index}`,
				category: 'Kitchen Design',
				status: 'published' as const,
				publishAt: new Date(now - 60_000 * (index + 1)),
			})),
		)
		try {
			await written()
			const page1 = await get('/blog')
			expect(page1.html).toContain('aria-label="Pagination"')
			expect(page1.html).toContain('href="/blog?page=2"')
			const page2 = await get('/blog?page=2')
			expect(page2.status).toBe(200)
			expect(page2.html).toMatch(/<link rel="prev" href="[^"]+\/blog"\/>/)
			expect(page2.html).toContain('(Page 2)')
			expect((await get('/blog?page=3')).status).toBe(200) // 26 articles: three pages
			expect((await get('/blog?page=4')).status).toBe(404)
			// Filters keep their pages: Kitchen Design has 21 now.
			const kitchen2 = await get('/blog?category=kitchen-design&page=2')
			expect(kitchen2.status).toBe(200)
			expect(kitchen2.html).toContain('href="/blog?category=kitchen-design"')
		} finally {
			await database.db.delete(articles).where(sql`${articles.slug} like 'paging-%'`)
			await written()
		}
	})

	it('serve the feed through the page cache, as Atom', async () => {
		const first = await get('/blog/feed.xml')
		expect(first.status).toBe(200)
		expect(first.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
		expect(first.html).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
		const second = await get('/blog/feed.xml')
		expect(second.cache).toBe('HIT')
		expect(second.html).toBe(first.html)
	})

	it("answer an article's old slug with a 301 while the article is visible, and 404 otherwise", async () => {
		const [article] = await database.db.select().from(articles).where(eq(articles.id, 2))
		await database.db.insert(slugRedirects).values({ entityType: 'article', oldSlug: 'an-old-slug', entityId: 2 })
		try {
			await written()
			const moved = await get('/blog/an-old-slug')
			expect(moved.status).toBe(301)
			expect(moved.headers.get('location')).toBe(`/blog/${article!.slug}`)
			await database.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, 2))
			await written()
			expect((await get('/blog/an-old-slug')).status).toBe(404)
		} finally {
			await database.db.update(articles).set({ status: 'published' }).where(eq(articles.id, 2))
			await database.db.delete(slugRedirects)
			await written()
		}
	})

	it('show the working copy at a signed preview address, never cached or indexed', async () => {
		await database.db
			.insert(contentDrafts)
			.values({ entityType: 'article', entityId: 1, version: 2, data: { title: 'A title only the draft has' } })
		try {
			const path = previewPath('article', 1)
			for (let round = 0; round < 2; round++) {
				const page = await get(path)
				expect(page.status).toBe(200)
				expect(page.cache).toBeNull()
				expect(page.headers.get('cache-control')).toBe('private, no-store')
				expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
				expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"/>')
				expect(page.html).toContain('A title only the draft has')
				// The real page: the site's header and footer around the article.
				expect(page.html).toContain('id="article-title"')
				expect(page.html).toContain('<footer')
			}
			const blog = await get('/blog/' + (await database.db.select().from(articles).where(eq(articles.id, 1)))[0]!.slug)
			expect(blog.html).not.toContain('A title only the draft has')
			const study = await get(previewPath('case_study', 1))
			expect(study.status).toBe(200)
			// The case study's own page, not the list with one study.
			expect(study.html).toContain('id="case-study-title"')
			expect(study.html).not.toContain('id="case-study-1-title"')
			// Tampered: the not-found page; expired: says so.
			expect((await get(path.replace('/article/1/', '/article/2/'))).status).toBe(404)
			expect((await get(`${path.slice(0, -2)}xx`)).status).toBe(404)
			const expired = await get(previewPath('article', 1, new Date(Date.now() - 2 * 60 * 60 * 1000)))
			expect(expired.status).toBe(410)
			expect(expired.html).toContain('This preview link has expired')
			expect(expired.headers.get('cache-control')).toBe('private, no-store')
		} finally {
			await database.db.delete(contentDrafts)
		}
	})

	it('show a case study with no picture without a broken image, and page the case studies', async () => {
		expect((await get('/case-studies?page=2')).status).toBe(404)
		const [study] = await database.db
			.insert(caseStudies)
			.values({
				slug: 'no-picture-study',
				title: 'A study without pictures',
				area: 'westminster',
				status: 'published',
				publishAt: new Date(),
			})
			.returning({ id: caseStudies.id })
		try {
			await written()
			const page = await get('/case-studies')
			expect(page.html).toContain('A study without pictures')
			expect(page.html).not.toContain(`seed/case-studies/${study!.id}-`)
			const own = await get('/case-studies/no-picture-study')
			expect(own.status).toBe(200)
			expect(own.html).not.toContain('<img')
			expect(own.html).toContain('"@type":"Article"')
			expect(own.html).not.toMatch(/"@type":"Article"[^<]*"image":/)
		} finally {
			await database.db.delete(caseStudies).where(eq(caseStudies.slug, 'no-picture-study'))
			await written()
		}
	})

	it('serve each case study its own page through the page cache, linked from the list and the sitemap, with old slugs moved', async () => {
		const [study] = await database.db.select().from(caseStudies).where(eq(caseStudies.id, 2))
		const path = `/case-studies/${study!.slug}`
		expect((await get('/case-studies')).html).toContain(`href="${path}"`)
		expect((await get('/sitemap.xml')).html).toMatch(new RegExp(`<loc>[^<]+${path}</loc><lastmod>[^<]+</lastmod>`))
		const first = await get(path)
		expect(first.status).toBe(200)
		expect(first.html.match(/<h1[\s>]/g)).toHaveLength(1)
		expect(first.html).toContain(study!.title)
		expect(first.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"/>`))
		expect(first.html).toContain('"@type":"Article"')
		// No framework JavaScript on a public page (its handle says so): no React Router context to hydrate.
		expect(first.html).not.toContain('__reactRouterContext')
		const second = await get(path)
		expect(second.cache).toBe('HIT')
		expect(second.html).toBe(first.html)
		expect((await get('/case-studies/%00')).status).toBe(404)
		expect((await get('/case-studies/no-such-study')).status).toBe(404)
		await database.db.insert(slugRedirects).values({ entityType: 'case_study', oldSlug: 'an-old-study', entityId: 2 })
		try {
			await written()
			const moved = await get('/case-studies/an-old-study')
			expect(moved.status).toBe(301)
			expect(moved.headers.get('location')).toBe(path)
			await database.db.update(caseStudies).set({ status: 'draft' }).where(eq(caseStudies.id, 2))
			await written()
			expect((await get('/case-studies/an-old-study')).status).toBe(404)
			expect((await get(path)).status).toBe(404)
		} finally {
			await database.db.update(caseStudies).set({ status: 'published' }).where(eq(caseStudies.id, 2))
			await database.db.delete(slugRedirects)
			await written()
		}
	})

	it('list a scheduled article on the cached /blog only once its time has come', async () => {
		const publishAt = new Date(Date.now() + 2_000)
		await database.db.insert(articles).values({
			slug: 'scheduled-soon',
			title: 'An article scheduled a moment ahead',
			category: 'Heating Systems',
			status: 'published',
			publishAt,
		})
		try {
			await written()
			const before = await get('/blog')
			expect(before.html).not.toContain('An article scheduled a moment ahead')
			const cached = await get('/blog')
			expect(cached.cache).toBe('HIT')
			expect(cached.html).not.toContain('An article scheduled a moment ahead')
			// Nothing but the schedule job empties the cache: no write happens from here on.
			const deadline = publishAt.getTime() + 8_000
			let after = cached
			while (Date.now() < deadline) {
				await new Promise((resolve) => setTimeout(resolve, 250))
				after = await get('/blog')
				if (after.html.includes('An article scheduled a moment ahead')) break
			}
			expect(after.html).toContain('An article scheduled a moment ahead')
			expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
			expect((await get('/blog/feed.xml')).html).toContain('/blog/scheduled-soon')
		} finally {
			await database.db.delete(articles).where(eq(articles.slug, 'scheduled-soon'))
			await written()
		}
	}, 20_000)
})
