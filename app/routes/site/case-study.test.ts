import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'

import { listCaseStudySitemapEntries } from '#app/.server/data/case-studies.ts'
import { caseStudies, slugRedirects } from '#app/.server/db/schema/index.ts'
import { seedCaseStudies, seedCaseStudySlug } from '#app/.server/seed/case-studies.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { testContext } from '#tests/route-context.ts'

import { loader, meta } from './case-study.tsx'

const database = testDatabaseForThisFile()

/** What the loader of /case-studies/{slug} returned or threw. */
async function load(slug: string) {
	const request = new Request(`https://www.example.test/case-studies/${encodeURIComponent(slug)}`)
	return loader({ request, params: { slug }, context: testContext() } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown)
}

type Loaded = Awaited<ReturnType<typeof loader>>

const first = seedCaseStudies[0]!
const firstSlug = seedCaseStudySlug(first)

/** The page's title, description, canonical and JSON-LD as meta() gives them. */
function head(loaderData: Loaded) {
	const descriptors = meta({
		loaderData,
		matches: [],
		location: { pathname: `/case-studies/${loaderData.study.slug}`, search: '' },
	} as unknown as Parameters<typeof meta>[0])
	const find = <T>(pick: (descriptor: Record<string, unknown>) => T | undefined) =>
		descriptors.map((descriptor) => pick(descriptor as Record<string, unknown>)).filter((value) => value !== undefined)
	return {
		title: find((d) => d.title as string | undefined)[0],
		description: find((d) => (d.name === 'description' ? (d.content as string) : undefined))[0],
		canonical: find((d) => (d.rel === 'canonical' ? (d.href as string) : undefined))[0],
		jsonLd: find((d) => d['script:ld+json'] as Record<string, unknown> | undefined),
		image: find((d) => (d.property === 'og:image' ? (d.content as string) : undefined))[0],
	}
}

afterEach(async () => {
	await database.db.delete(slugRedirects)
	await database.db.delete(caseStudies).where(sql`${caseStudies.id} > 6`)
	await database.db
		.update(caseStudies)
		.set({ status: 'published', seoTitle: null, metaDescription: null, socialImage: null })
		.where(eq(caseStudies.id, 1))
})

describe(`/case-studies/:slug (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('shows a visible case study whole, with its dates', async () => {
		const loaded = (await load(firstSlug)) as Loaded
		expect(loaded.study).toMatchObject({ ...first, slug: firstSlug })
		expect(loaded.study.modifiedAt >= loaded.study.publishedAt).toBe(true)
	})

	it('gives its title, a description that fits, its own canonical and an Article', async () => {
		const page = head((await load(firstSlug)) as Loaded)
		expect(page.title).toContain(first.title)
		expect(page.description!.length).toBeLessThanOrEqual(155)
		expect(first.description.startsWith(page.description!.replace(/…$/, ''))).toBe(true)
		expect(page.canonical).toMatch(new RegExp(`/case-studies/${firstSlug}$`))
		const article = page.jsonLd.find((data) => data['@type'] === 'Article')
		expect(article).toMatchObject({ headline: first.title, mainEntityOfPage: { '@id': page.canonical } })
		expect(article?.image).toMatch(/\/media\//)
	})

	it("uses the owner's search title, description and social image when set", async () => {
		await database.db
			.update(caseStudies)
			.set({ seoTitle: 'A search title', metaDescription: 'A search description.', socialImage: 'content/kitchen-card.jpg' })
			.where(eq(caseStudies.id, 1))
		const page = head((await load(firstSlug)) as Loaded)
		expect(page.title).toMatch(/^A search title/)
		expect(page.description).toBe('A search description.')
		expect(page.image).toMatch(/\/media\/content\/kitchen-card\.jpg$/)
	})

	it('is not found for drafts, scheduled ones, unknown slugs and non-slugs', async () => {
		await database.db.insert(caseStudies).values([
			{ slug: 'draft-study', title: 'Draft', area: 'westminster', status: 'draft', publishAt: new Date('2024-01-01T00:00:00Z') },
			{ slug: 'scheduled-study', title: 'Scheduled', area: 'westminster', status: 'published', publishAt: new Date(Date.now() + 60_000) },
		])
		for (const slug of ['draft-study', 'scheduled-study', 'no-such-study', '\0', 'a/b', 'UPPER', '%00']) {
			expect(await load(slug)).toMatchObject({ init: { status: 404 } })
		}
	})

	it('answers an old slug with a 301 while the case study is visible, and 404 otherwise', async () => {
		await database.db.insert(slugRedirects).values({ entityType: 'case_study', oldSlug: 'an-old-study', entityId: 1 })
		// An article's old slug is not a case study's.
		await database.db.insert(slugRedirects).values({ entityType: 'article', oldSlug: 'an-old-article', entityId: 1 })
		const moved = (await load('an-old-study')) as Response
		expect(moved.status).toBe(301)
		expect(moved.headers.get('location')).toBe(`/case-studies/${firstSlug}`)
		expect(await load('an-old-article')).toMatchObject({ init: { status: 404 } })
		await database.db.update(caseStudies).set({ status: 'draft' }).where(eq(caseStudies.id, 1))
		expect(await load('an-old-study')).toMatchObject({ init: { status: 404 } })
	})

	it('lists every visible case study for the sitemap, with its last change', async () => {
		await database.db.insert(caseStudies).values({ slug: 'draft-study', title: 'Draft', area: 'westminster', status: 'draft' })
		const entries = await listCaseStudySitemapEntries()
		expect(entries.map((entry) => entry.path).sort()).toEqual(
			seedCaseStudies.map((study) => `/case-studies/${seedCaseStudySlug(study)}`).sort(),
		)
		expect(entries.every((entry) => entry.lastmod instanceof Date)).toBe(true)
	})
})
