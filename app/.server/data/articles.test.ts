import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { blogCategories, readingTime } from '#app/domain/article/article.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { articles, caseStudies } from '../db/schema/index.ts'
import { seedArticles } from '../seed/articles.ts'
import { seedCaseStudies, seedCaseStudySlug } from '../seed/case-studies.ts'
import {
	getArticleBySlug,
	getArticleCardsPage,
	listBlogCategories,
	listArticleSitemapEntries,
	listFeaturedArticleCards,
	listRelatedArticleCards,
} from './articles.ts'
import { getCaseStudiesPage, getCaseStudyBySlug, lastCaseStudyChange, listCaseStudySitemapEntries } from './case-studies.ts'

const database = testDatabaseForThisFile()

/** Every visible article (of a category) as the list's cards: one page larger than the test data. */
const listArticleCards = async (options: { category?: string | null; now?: Date } = {}) =>
	(await getArticleCardsPage({ ...options, pageSize: 1000 })).cards

/** Every visible case study (of an area) as the list shows them: one page larger than the test data. */
const listCaseStudies = async (options: { area?: string | null; now?: Date } = {}) =>
	(await getCaseStudiesPage({ ...options, pageSize: 1000 })).studies

describe(`articles (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('are the six starting ones, exactly as the copy gives them, newest first', async () => {
		const cards = await listArticleCards()
		const byDate = [...seedArticles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
		expect(cards.map((card) => card.slug)).toEqual(byDate.map((article) => article.slug))
		for (const article of seedArticles) {
			const { publishedAt, modifiedAt, cover, ...stored } = (await getArticleBySlug(article.slug))!
			expect(stored).toEqual({ ...article, readTime: readingTime(article.content), seo: { ...article.seo, image: null } })
			expect(cover).toBeNull()
			// Published at its publish time; modified at its last change, never before it was published.
			expect(publishedAt.slice(0, 10)).toBe(article.date)
			expect(modifiedAt >= publishedAt).toBe(true)
			expect(cards.find((card) => card.id === article.id)?.readTime).toBe(readingTime(article.content))
		}
		expect(await getArticleBySlug('no-such-article')).toBeUndefined()
	})

	it('filter by category and feature the featured ones', async () => {
		for (const category of blogCategories) {
			const cards = await listArticleCards({ category })
			expect(cards.length).toBeGreaterThan(0)
			expect(cards.every((card) => card.category === category)).toBe(true)
		}
		expect(await listArticleCards({ category: 'Nothing' })).toEqual([])
		expect((await listFeaturedArticleCards()).map((card) => card.id).sort()).toEqual([1, 2, 3])
	})

	it('suggest others, the same category first, never the article itself', async () => {
		for (const article of seedArticles) {
			const related = await listRelatedArticleCards(article)
			expect(related).toHaveLength(3)
			expect(related.some((card) => card.id === article.id)).toBe(false)
			for (const limit of [0, 1, 2, 5, 10, Number.NaN]) {
				expect(await listRelatedArticleCards(article, { limit })).toHaveLength(Number.isNaN(limit) ? 0 : Math.min(limit, 5))
			}
			// A new article of this category: the existing one of the category comes first.
			const [first, ...rest] = await listRelatedArticleCards({ id: 999, category: article.category }, { limit: 6 })
			expect(first?.id).toBe(article.id)
			expect(rest.every((card) => card.category !== article.category)).toBe(true)
		}
	})

	it('give an article its cover picture and, for its social card, the owner’s social image or else the cover', async () => {
		const common = { category: 'Heating Systems', status: 'published' as const, publishAt: new Date('2024-01-01T00:00:00Z') }
		await database.db.insert(articles).values([
			{ ...common, slug: 'with-cover', title: 'With a cover', coverImageKey: 'content/cover.jpg' },
			{ ...common, slug: 'with-both', title: 'With both', coverImageKey: 'content/cover.jpg', socialImage: 'content/card.jpg' },
		])
		try {
			const withCover = await getArticleBySlug('with-cover')
			expect(withCover?.cover).toBe('/media/content/cover.jpg')
			expect(withCover?.seo.image).toBe('content/cover.jpg')
			expect((await getArticleBySlug('with-both'))?.seo.image).toBe('content/card.jpg')
			const seeded = await getArticleBySlug(seedArticles[0]!.slug)
			expect(seeded?.cover).toBeNull()
			expect(seeded?.seo.image).toBeNull()
		} finally {
			await database.db.delete(articles).where(sql`${articles.slug} in ('with-cover', 'with-both')`)
		}
	})

	it('hide drafts, and show a scheduled one only once its publish time has passed', async () => {
		const inAMinute = new Date(Date.now() + 60_000)
		await database.db.insert(articles).values([
			{ slug: 'a-draft', title: 'Draft', category: 'Heating Systems', status: 'draft', publishAt: new Date('2024-01-01T00:00:00Z') },
			{ slug: 'scheduled', title: 'Scheduled', category: 'Heating Systems', status: 'published', publishAt: inAMinute, featured: true },
		])
		try {
			const visibleSlugs = async (now?: Date) => (await listArticleCards({ now })).map((card) => card.slug)
			expect(await visibleSlugs()).not.toContain('a-draft')
			expect(await visibleSlugs()).not.toContain('scheduled')
			expect(await getArticleBySlug('scheduled')).toBeUndefined()
			expect(await getArticleBySlug('a-draft')).toBeUndefined()
			expect((await listArticleSitemapEntries()).map((entry) => entry.path)).not.toContain('/blog/scheduled')

			const later = new Date(inAMinute.getTime() + 1)
			expect((await visibleSlugs(later))[0]).toBe('scheduled')
			expect((await listFeaturedArticleCards({ now: later }))[0]?.slug).toBe('scheduled')
			expect((await getArticleBySlug('scheduled', { now: later }))?.date).toBe(inAMinute.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }))
			expect(await visibleSlugs(later)).not.toContain('a-draft')

			// The same with the database's clock: once publish_at is in the past, it shows.
			await database.db.update(articles).set({ publishAt: sql`now() - interval '1 second'` }).where(eq(articles.slug, 'scheduled'))
			expect((await visibleSlugs())[0]).toBe('scheduled')
		} finally {
			await database.db.delete(articles).where(sql`${articles.slug} in ('a-draft', 'scheduled')`)
		}
	})

	it('find nothing, without asking the database, for an address that is no slug (a NUL byte, stray encoding)', async () => {
		for (const slug of ['\u0000', '%2.', 'a\r\nb', 'Upper-Case', '-x', 'x'.repeat(201)]) expect(await getArticleBySlug(slug)).toBeUndefined()
	})

	it('page the list, counting all, and read no rows past the end', async () => {
		const all = await listArticleCards()
		const first = await getArticleCardsPage({ page: 1, pageSize: 4 })
		expect(first.total).toBe(all.length)
		expect(first.cards.map((card) => card.id)).toEqual(all.slice(0, 4).map((card) => card.id))
		expect((await getArticleCardsPage({ page: 2, pageSize: 4 })).cards.map((card) => card.id)).toEqual(all.slice(4).map((card) => card.id))
		expect(await getArticleCardsPage({ page: 3, pageSize: 4 })).toEqual({ total: all.length, cards: [] })
		const heating = await getArticleCardsPage({ category: 'Heating Systems' })
		expect(heating.cards.every((card) => card.category === 'Heating Systems')).toBe(true)
		expect(heating.total).toBe(heating.cards.length)
	})

	it('read the categories from the settings, in their order', async () => {
		expect(await listBlogCategories()).toEqual(blogCategories)
	})

	it('give the sitemap each visible article with its last change', async () => {
		const entries = await listArticleSitemapEntries()
		expect(entries.map((entry) => entry.path).sort()).toEqual(seedArticles.map((article) => `/blog/${article.slug}`).sort())
		expect(entries.every((entry) => entry.lastmod instanceof Date)).toBe(true)
		// Bounded: the newest first, as the list orders them.
		const newest = (await listArticleCards()).slice(0, 2).map((card) => `/blog/${card.slug}`)
		expect((await listArticleSitemapEntries({ limit: 2 })).map((entry) => entry.path)).toEqual(newest)
	})
})

describe(`case studies (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('are the six starting ones, exactly as the copy gives them, in their order', async () => {
		const studies = await listCaseStudies()
		expect(studies).toEqual(seedCaseStudies.map((study) => ({ ...study, slug: seedCaseStudySlug(study) })))
		expect(await getCaseStudyBySlug(seedCaseStudySlug(seedCaseStudies[0]!))).toMatchObject(studies[0]!)
	})

	it('filter by area, and give all for all, unknown or missing', async () => {
		const westminster = await listCaseStudies({ area: 'westminster' })
		expect(westminster.length).toBeGreaterThan(0)
		expect(westminster.every((study) => study.area === 'westminster')).toBe(true)
		for (const area of ['all', 'nowhere', '', null, undefined, 'WESTMINSTER', 'constructor', 'toString']) {
			expect(await listCaseStudies({ area })).toHaveLength(6)
		}
	})

	it('page the list, counting all', async () => {
		const all = await listCaseStudies()
		const second = await getCaseStudiesPage({ page: 2, pageSize: 4 })
		expect(second.total).toBe(all.length)
		expect(second.studies.map((study) => study.id)).toEqual(all.slice(4).map((study) => study.id))
		expect((await getCaseStudiesPage({ page: 3, pageSize: 4 })).studies).toEqual([])
		expect((await getCaseStudiesPage({ area: 'westminster' })).studies.every((study) => study.area === 'westminster')).toBe(true)
		// The sitemap's /case-studies: the latest last change of any visible one.
		const lastmods = (await listCaseStudySitemapEntries()).map((entry) => entry.lastmod.getTime())
		expect((await lastCaseStudyChange())?.getTime()).toBe(Math.max(...lastmods))
	})

	it('give the sitemap the newest ones, at most the limit', async () => {
		const newest = (await listCaseStudies()).slice(0, 2).map((study) => `/case-studies/${study.slug}`)
		expect((await listCaseStudySitemapEntries({ limit: 2 })).map((entry) => entry.path)).toEqual(newest)
	})

	it('hide drafts and scheduled ones until their time', async () => {
		const inAMinute = new Date(Date.now() + 60_000)
		await database.db.insert(caseStudies).values([
			{ slug: 'draft-study', title: 'Draft', area: 'westminster', status: 'draft', publishAt: new Date('2024-01-01T00:00:00Z') },
			{ slug: 'scheduled-study', title: 'Scheduled', area: 'westminster', status: 'published', publishAt: inAMinute },
		])
		try {
			expect((await listCaseStudies()).map((study) => study.slug)).not.toContain('scheduled-study')
			expect(await getCaseStudyBySlug('draft-study')).toBeUndefined()
			const later = new Date(inAMinute.getTime() + 1)
			const slugs = (await listCaseStudies({ now: later })).map((study) => study.slug)
			expect(slugs[0]).toBe('scheduled-study')
			expect(slugs).not.toContain('draft-study')
		} finally {
			await database.db.delete(caseStudies).where(sql`${caseStudies.slug} in ('draft-study', 'scheduled-study')`)
		}
	})
})
