import { and, eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'

import { seededCaseStudyPictureKey } from '#app/content/case-studies.ts'
import { services as serviceContent } from '#app/content/services.ts'
import { mediaUrl } from '#app/utils/media.ts'
import { categorySlug } from '#app/utils/slug.ts'

import { initialSettingsRow } from '../data/settings.ts'
import type { Database, DatabaseHandle } from '../db/index.ts'
import {
	appMeta,
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
import {
	seedBusinessFacts,
	seedCaseStudyPictures,
	seedCitations,
	seedInternalLinks,
	seedProjects,
	seedRankings,
	seedReviews,
	seedServicePictures,
	type SeedProject,
} from './data.ts'
import { illustrationSvg, type IllustrationSpec } from './illustrations.ts'

export type SeedReport = Record<'settings' | 'services' | 'reviews' | 'projects' | 'internalLinks' | 'citations' | 'rankings', number>

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
		const picture = seedServicePictures[service.slug]
		const key = seededServicePictureKey(service.slug)
		if (picture) await ensureIllustration(storage, key, picture)
		serviceRows.push({ service, heroImage: picture ? mediaUrl(key) : null })
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

	const existingReviews = new Set(
		(await db.select({ name: reviews.reviewerName, title: reviews.title }).from(reviews)).map((row) => `${row.name}\n${row.title}`),
	)
	const newReviews = seedReviews.filter((review) => !existingReviews.has(`${review.reviewerName}\n${review.title}`))
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
			await ensureIllustration(storage, key, { kind: project.illustration, variant: project.variant })
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

	await ensureCaseStudyPictures(storage)

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

/** Draws a starting picture into the media store once (the owner's replacement is never overwritten). */
async function ensureIllustration(storage: MediaStorage, key: string, spec: IllustrationSpec, { muted = false } = {}) {
	if (await storage.exists(key)) return
	const svg = illustrationSvg(spec.kind, { width: 1600, height: 1000, variant: spec.variant, palette: spec.palette })
	let image = sharp(Buffer.from(svg)).resize(1600, 1000)
	// A "before" reads as the tired room it was: fewer colours, a little darker.
	if (muted) image = image.modulate({ saturation: 0.45, brightness: 0.92 })
	await storage.put(key, await image.webp({ quality: 78 }).toBuffer(), 'image/webp')
}

/** The case studies' pictures (fixed keys the content refers to). */
async function ensureCaseStudyPictures(storage: MediaStorage) {
	for (const picture of seededCaseStudyPictures()) {
		await ensureIllustration(storage, picture.key, picture.spec, { muted: picture.which === 'before' })
	}
}

/** Where the seed stores a service's starting picture. */
export const seededServicePictureKey = (slug: string) => `seed/services/${slug}.webp`

/** Where the seed stores a project's starting picture. */
export const seededProjectPictureKey = (project: Pick<SeedProject, 'category' | 'title'>) =>
	`seed/projects/${categorySlug(project.category)}/${categorySlug(project.title)}.webp`

function seededCaseStudyPictures() {
	return Object.entries(seedCaseStudyPictures).flatMap(([id, pictures]) =>
		(['after', 'before'] as const).flatMap((which) => {
			const spec = pictures[which]
			return spec ? [{ key: seededCaseStudyPictureKey(Number(id), which), which, spec }] : []
		}),
	)
}

/** The starting pictures the seed stores, by what shows them. */
export function seededPictureKeys(): Record<'services' | 'projects' | 'caseStudies', string[]> {
	return {
		services: serviceContent.filter((service) => seedServicePictures[service.slug]).map((service) => seededServicePictureKey(service.slug)),
		projects: seedProjects.map(seededProjectPictureKey),
		caseStudies: seededCaseStudyPictures().map((picture) => picture.key),
	}
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
