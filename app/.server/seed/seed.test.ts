import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { caseStudyPictures } from '#app/domain/case-study/case-study.ts'
import { createTestDatabase, testDatabaseForThisFile } from '#tests/db.ts'

import { rankingHistories } from '../data/local-seo/rankings.ts'
import type { Database } from '../db/index.ts'
import {
	appMeta,
	citationStatusValues,
	competitionLevelValues,
	geographicRelevanceValues,
	internalLinks,
	linkStrengthValues,
	localCitations,
	localSearchRankings,
	priorityLevelValues,
	projects,
	rankingPositions,
	reviews,
	services,
	settings,
} from '../db/schema/index.ts'
import { installStorage } from '../storage/index.ts'
import { createLocalStorage } from '../storage/local.ts'
import { seedCaseStudies } from './case-studies.ts'
import { seedDatabase, seedOnFirstStart } from './index.ts'

const database = testDatabaseForThisFile()
let mediaRoot: string
const storage = () => createLocalStorage(mediaRoot)

beforeAll(() => {
	mediaRoot = mkdtempSync(path.join(tmpdir(), 'seed-media-'))
	// seedOnFirstStart writes the illustrations to the process's storage.
	installStorage(storage())
})
afterAll(() => {
	installStorage(null)
	rmSync(mediaRoot, { recursive: true, force: true })
})

async function counts(db: Database = database.db) {
	const tables = { settings, services, reviews, projects, internalLinks, localCitations, localSearchRankings, rankingPositions }
	const result: Record<string, number> = {}
	for (const [name, table] of Object.entries(tables)) {
		const [row] = await db.select({ value: count() }).from(table)
		result[name] = row?.value ?? 0
	}
	return result
}

/** PostgreSQL's `date - interval '1 month'`: the same day a month before, or that month's last day. */
function monthBefore(date: string): string {
	const [year, month, day] = date.split('-').map(Number) as [number, number, number]
	const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate()
	return new Date(Date.UTC(year, month - 2, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

async function seededMarker(db: Database = database.db) {
	const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'seeded_at'))
	return row?.value
}

describe('seed', () => {
	it('fills an empty database with the starting content', async () => {
		const report = await seedDatabase(database.db, { storage: storage() })
		expect(report.settings).toBe(1)
		expect(report.services).toBe(10)

		const slugs = (await database.db.select({ slug: services.slug }).from(services)).map((row) => row.slug).sort()
		expect(slugs).toEqual([
			'bathrooms',
			'carpentry',
			'decorating',
			'electrical',
			'heating',
			'kitchens',
			'plumbing',
			'refurbishment',
			'repairs',
			'tiling',
		])

		const reviewRows = await database.db.select().from(reviews)
		expect(reviewRows.filter((row) => row.isPublished).length).toBeGreaterThanOrEqual(3)
		expect(reviewRows.filter((row) => !row.isPublished)).toHaveLength(1)

		const published = await database.db.select().from(projects).where(eq(projects.status, 'published'))
		expect(new Set(published.map((row) => row.galleryCategory)).size).toBeGreaterThanOrEqual(4)
		for (const project of published) {
			expect(project.images[0]).toMatch(/^\/media\/seed\/projects\/.+\.webp$/)
			const key = project.images[0]!.slice('/media/'.length)
			expect(await storage().exists(key)).toBe(true)
		}

		// Every service has a hero picture of its own, stored in the media store.
		const heroImages = (await database.db.select({ heroImage: services.heroImage }).from(services)).map((row) => row.heroImage)
		expect(new Set(heroImages).size).toBe(10)
		for (const url of heroImages) expect(await storage().exists(url!.slice('/media/'.length))).toBe(true)

		// The case studies' pictures are where the content says, with a "before" exactly where one is claimed.
		for (const study of seedCaseStudies) {
			const { after, before } = caseStudyPictures(study)
			expect(await storage().exists(after.url.slice('/media/'.length))).toBe(true)
			expect(before !== null).toBe(study.beforeAfter)
			if (before) expect(await storage().exists(before.url.slice('/media/'.length))).toBe(true)
		}

		// The starting business facts: the spec's figures, no invented numbers.
		const [row] = await database.db.select({ facts: settings.businessFacts }).from(settings)
		expect(row!.facts.statedRating).toEqual({ ratingValue: 4.9, reviewCount: 50 })
		expect(row!.facts.companyNumber).toBe('')
		expect(row!.facts.registrations.every((registration) => registration.number === '')).toBe(true)
	})

	it('covers every allowed value of the local-SEO data', async () => {
		const links = await database.db.select().from(internalLinks)
		expect(new Set(links.map((row) => row.linkStrength))).toEqual(new Set(linkStrengthValues))
		expect(new Set(links.flatMap((row) => row.geographicRelevance ?? []))).toEqual(new Set(geographicRelevanceValues))
		expect(links.some((row) => !row.isActive)).toBe(true)
		const citations = await database.db.select().from(localCitations)
		expect(new Set(citations.map((row) => row.citationStatus))).toEqual(new Set(citationStatusValues))
		expect(new Set(citations.map((row) => row.priorityLevel))).toEqual(new Set(priorityLevelValues))
		const rankings = await database.db.select().from(localSearchRankings)
		expect(new Set(rankings.map((row) => row.competitionLevel))).toEqual(new Set(competitionLevelValues))
	})

	it('gives every ranking the history behind its positions: the previous a month before the current', async () => {
		const rankings = await database.db.select().from(localSearchRankings)
		const histories = await rankingHistories(rankings.map((row) => row.id))
		expect(rankings.some((row) => row.previousPosition === null)).toBe(true)
		for (const ranking of rankings) {
			expect(histories.get(ranking.id), ranking.keyword).toEqual([
				...(ranking.previousPosition === null ? [] : [{ date: monthBefore(ranking.trackedDate), position: ranking.previousPosition }]),
				{ date: ranking.trackedDate, position: ranking.currentPosition },
			])
		}
	})

	it('is idempotent: a second run adds nothing and changes nothing', async () => {
		const before = await counts()
		await database.db.update(services).set({ name: 'Kitchens by Us' }).where(eq(services.slug, 'kitchens'))
		const report = await seedDatabase(database.db, { storage: storage() })
		expect(Object.values(report).every((value) => value === 0)).toBe(true)
		expect(await counts()).toEqual(before)
		const [kitchens] = await database.db.select().from(services).where(eq(services.slug, 'kitchens'))
		expect(kitchens?.name).toBe('Kitchens by Us')
	})

	it('seeds on first start only, so content staff delete stays deleted', async () => {
		expect(await seededMarker()).toBeUndefined()
		await seedOnFirstStart(database) // records the marker (content already present)
		const marker = await seededMarker()
		expect(marker).toMatch(/^\d{4}-\d{2}-\d{2}T/)
		const [draft] = await database.db.select().from(reviews).where(eq(reviews.isPublished, false))
		await database.db.delete(reviews).where(eq(reviews.id, draft!.id))
		await seedOnFirstStart(database)
		const remaining = await database.db.select().from(reviews).where(eq(reviews.isPublished, false))
		expect(remaining).toHaveLength(0)
		expect(await seededMarker()).toBe(marker)
	})

	it('fills a fresh database on first start, and records that it did', async () => {
		const fresh = await createTestDatabase({ install: false })
		try {
			expect(await seededMarker(fresh.db)).toBeUndefined()
			await seedOnFirstStart(fresh)
			expect(await seededMarker(fresh.db)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
			const filled = await counts(fresh.db)
			expect(filled).toMatchObject({ settings: 1, services: 10 })
			for (const [table, rows] of Object.entries(filled)) expect(rows, table).toBeGreaterThan(0)
		} finally {
			await fresh.close()
		}
	})
})
