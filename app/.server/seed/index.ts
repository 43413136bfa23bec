import { and, eq, inArray, sql } from 'drizzle-orm'

import { services as serviceContent } from '#app/content/services.ts'
import { mediaUrl } from '#app/domain/media/keys.ts'

import { initialSettingsRow } from '../data/settings.ts'
import type { Database, DatabaseHandle } from '../db/index.ts'
import {
	appMeta,
	articles,
	caseStudies,
	internalLinks,
	localCitations,
	localSearchRankings,
	projects,
	rankingPositions,
	reviews,
	services,
	settings,
} from '../db/schema/index.ts'
import { logger } from '../logger.ts'
import { getStorage, type MediaStorage } from '../storage/index.ts'
import { seedArticleRow, seedArticles } from './articles.ts'
import { seedCaseStudies, seedCaseStudyRow } from './case-studies.ts'
import { seedBusinessFacts, seedCitations, seedInternalLinks, seedProjects, seedRankings, seedReviews } from './data.ts'
import { ensureSeedPicture, seededPictureKeys, seededProjectPictureKey, seededServicePictureKey } from './pictures.ts'

export { seededPictureKeys, seededProjectPictureKey, seededServicePictureKey }

export type SeedReport = Record<
	'settings' | 'services' | 'reviews' | 'projects' | 'articles' | 'caseStudies' | 'internalLinks' | 'citations' | 'rankings',
	number
>

const SEEDED_MARKER = 'seeded_at'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Inserts the starting content that is missing. Idempotent: every record is
 * matched on a natural key, nothing is updated or deleted, so running it again
 * (or after staff have edited the content) adds nothing twice and loses nothing.
 */
export async function seedDatabase(
	db: Database,
	{ storage = getStorage(), now = new Date() }: { storage?: MediaStorage; now?: Date } = {},
): Promise<SeedReport> {
	const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
	const report: SeedReport = {
		settings: 0,
		services: 0,
		reviews: 0,
		projects: 0,
		articles: 0,
		caseStudies: 0,
		internalLinks: 0,
		citations: 0,
		rankings: 0,
	}

	report.settings = (
		await db
			.insert(settings)
			.values({ ...initialSettingsRow(), businessFacts: seedBusinessFacts })
			.onConflictDoNothing()
			.returning({ id: settings.id })
	).length

	const serviceRows = []
	for (const service of serviceContent) {
		const key = seededServicePictureKey(service.slug)
		await ensureSeedPicture(storage, key)
		serviceRows.push({ service, heroImage: mediaUrl(key) })
	}
	report.services = (
		await db
			.insert(services)
			.values(
				serviceRows.map(({ service, heroImage }) => ({
					name: service.name,
					slug: service.slug,
					summary: service.summary,
					description: service.description,
					basePriceFrom: service.basePriceFrom,
					isActive: true,
					heroImage,
				})),
			)
			.onConflictDoNothing({ target: services.slug })
			.returning({ id: services.id })
	).length

	// Keyed on the title alone, so a seeded review whose reviewer was renamed (decision 0044) is not added a second time.
	const existingReviews = new Set((await db.select({ title: reviews.title }).from(reviews)).map((row) => row.title))
	const newReviews = seedReviews.filter((review) => !existingReviews.has(review.title))
	if (newReviews.length > 0) {
		await db.insert(reviews).values(
			newReviews.map(({ daysAgo: days, ...review }) => ({
				...review,
				createdAt: daysAgo(days),
				updatedAt: daysAgo(days),
			})),
		)
	}
	report.reviews = newReviews.length

	const existingTitles = new Set((await db.select({ title: projects.title }).from(projects)).map((row) => row.title))
	const newProjects = seedProjects.filter((project) => !existingTitles.has(project.title))
	if (newProjects.length > 0) {
		const slugs = [...new Set(newProjects.flatMap((project) => project.serviceSlug ?? []))]
		const serviceIds = new Map(
			(await db.select({ id: services.id, slug: services.slug }).from(services).where(inArray(services.slug, slugs))).map((row) => [
				row.slug,
				row.id,
			]),
		)
		const rows = []
		for (const project of newProjects) {
			const key = seededProjectPictureKey(project)
			await ensureSeedPicture(storage, key)
			rows.push({
				title: project.title,
				location: project.location,
				galleryCategory: project.category,
				serviceId: (project.serviceSlug && serviceIds.get(project.serviceSlug)) || null,
				status: project.status,
				isFeatured: project.isFeatured ?? false,
				images: [mediaUrl(key)],
				createdAt: daysAgo(project.daysAgo),
				updatedAt: daysAgo(project.daysAgo),
			})
		}
		await db.insert(projects).values(rows)
	}
	report.projects = newProjects.length

	for (const key of seededPictureKeys().caseStudies) await ensureSeedPicture(storage, key)

	// Migration 0012 inserts the same rows on every installation; this puts back any that is missing (by id or slug).
	report.articles = (
		await db.insert(articles).values(seedArticles.map(seedArticleRow)).onConflictDoNothing().returning({ id: articles.id })
	).length
	report.caseStudies = (
		await db.insert(caseStudies).values(seedCaseStudies.map(seedCaseStudyRow)).onConflictDoNothing().returning({ id: caseStudies.id })
	).length
	// The ids above were given, not drawn: the sequences move past them, never back over a deleted row's id.
	for (const table of ['articles', 'case_studies']) {
		await db.execute(
			sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), (select last_value from ${sql.identifier(`${table}_id_seq`)})))`,
		)
	}

	for (const link of seedInternalLinks) {
		const [existing] = await db
			.select({ id: internalLinks.id })
			.from(internalLinks)
			.where(
				and(
					eq(internalLinks.sourcePage, link.sourcePage),
					eq(internalLinks.targetPage, link.targetPage),
					eq(internalLinks.anchorText, link.anchorText),
				),
			)
			.limit(1)
		if (!existing) {
			await db.insert(internalLinks).values(link)
			report.internalLinks++
		}
	}

	const existingDirectories = new Set((await db.select({ name: localCitations.directoryName }).from(localCitations)).map((row) => row.name))
	const newCitations = seedCitations.filter((citation) => !existingDirectories.has(citation.directoryName))
	if (newCitations.length > 0) await db.insert(localCitations).values(newCitations)
	report.citations = newCitations.length

	const existingRankings = new Set(
		(await db.select({ keyword: localSearchRankings.keyword, location: localSearchRankings.location }).from(localSearchRankings)).map(
			(row) => `${row.keyword}\n${row.location}`,
		),
	)
	const newRankings = seedRankings.filter((ranking) => !existingRankings.has(`${ranking.keyword}\n${ranking.location}`))
	if (newRankings.length > 0) {
		const trackedDate = now.toISOString().slice(0, 10)
		const inserted = await db
			.insert(localSearchRankings)
			.values(newRankings.map((ranking) => ({ ...ranking, trackedDate })))
			.returning({
				id: localSearchRankings.id,
				current: localSearchRankings.currentPosition,
				previous: localSearchRankings.previousPosition,
			})
		// The history behind the positions shown, as migration 0011 gives older rankings: the previous position a month before.
		const monthBefore = sql<string>`(${trackedDate}::date - interval '1 month')::date`
		await db
			.insert(rankingPositions)
			.values(
				inserted.flatMap((ranking) => [
					{ rankingId: ranking.id, position: ranking.current, recordedOn: trackedDate },
					...(ranking.previous === null ? [] : [{ rankingId: ranking.id, position: ranking.previous, recordedOn: monthBefore }]),
				]),
			)
	}
	report.rankings = newRankings.length

	return report
}

/**
 * Seeds an empty installation once. Later starts leave the content alone, so
 * anything staff delete stays deleted. Serialised across instances.
 */
export async function seedOnFirstStart(handle: DatabaseHandle) {
	await handle.withExclusiveLock('westway:seed', async () => {
		const [marker] = await handle.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_MARKER)).limit(1)
		if (marker) return
		const started = Date.now()
		const report = await seedDatabase(handle.db)
		await handle.db
			.insert(appMeta)
			.values({ key: SEEDED_MARKER, value: new Date().toISOString() })
			.onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value` } })
		logger.info({ report, ms: Date.now() - started }, 'Seeded starting content')
	})
}
