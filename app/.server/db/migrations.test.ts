import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { CONTENT_TABLES } from '#tests/content-tables.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { seedArticleRow, seedArticles } from '../seed/articles.ts'
import { seedCaseStudies, seedCaseStudyRow } from '../seed/case-studies.ts'
import { findMigrationsFolder, runMigrations } from './migrate.ts'
import {
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
	userRoles,
	users,
} from './schema/index.ts'

const database = testDatabaseForThisFile()

/** Runs `write` and returns the database's error message (the write must fail). */
async function rejection(write: () => Promise<unknown>): Promise<string> {
	try {
		await write()
	} catch (error) {
		const cause = (error as { cause?: { message?: string } }).cause
		return `${(error as Error).message} ${cause?.message ?? ''}`
	}
	throw new Error('Expected the database to reject the write')
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
	const result = (await database.db.execute(query)) as unknown as { rows?: T[] } | T[]
	return Array.isArray(result) ? result : (result.rows ?? [])
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('create every table of both specification documents and the later issues', async () => {
		const tables = await rows<{ table_name: string }>(
			sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
		)
		expect(tables.map((row) => row.table_name)).toEqual(
			expect.arrayContaining([
				...CONTENT_TABLES,
				'user_roles',
				'users',
				'sessions',
				'accounts',
				'verifications',
				'enquiries',
				'newsletter_subscribers',
				'email_outbox',
				'content_revisions',
			]),
		)
	})

	it('are safe to apply again', async () => {
		const applied = async () => {
			const [row] = await rows<{ count: number | string }>(sql`select count(*) as count from drizzle.__drizzle_migrations`)
			return Number(row?.count)
		}
		const before = await applied()
		expect(before).toBeGreaterThan(0)
		await runMigrations(database)
		expect(await applied()).toBe(before)
	})

	it('give the settings row the specified defaults and allow only one row', async () => {
		await database.db.insert(settings).values({ businessName: 'B', phone: '1', officeEmail: 'a@b.c', address: 'London, UK' })
		const [row] = await database.db.select().from(settings)
		expect(row?.id).toBe(1)
		expect(row?.logoHeight).toBe(32)
		expect(row?.emergencyPricing).toEqual({
			weekday_call_out: 95,
			evening_weekend_call_out: 125,
			bank_holiday_night_call_out: 150,
			first_hour_included: true,
		})
		expect(
			await rejection(() =>
				database.db.insert(settings).values({ id: 2, businessName: 'B', phone: '1', officeEmail: 'a@b.c', address: 'x' }),
			),
		).toMatch(/settings_single_row/)
		expect(await rejection(() => database.db.update(settings).set({ logoHeight: 200 }))).toMatch(/logo_height_range/)
	})

	it('enforce allowed values in the database', async () => {
		expect(await rejection(() => database.db.insert(reviews).values({ reviewerName: 'A', body: 'B', rating: 6 }))).toMatch(/rating_range/)
		expect(await rejection(() => database.db.insert(reviews).values({ reviewerName: 'A', body: 'B', rating: 0 }))).toMatch(/rating_range/)
		const invalid = <T>(value: string) => value as unknown as T
		expect(
			await rejection(() =>
				database.db.insert(internalLinks).values({ sourcePage: '/', targetPage: '/x', anchorText: 'x', linkStrength: invalid('medium') }),
			),
		).toMatch(/invalid input value for enum link_strength/)
		expect(
			await rejection(() =>
				database.db
					.insert(internalLinks)
					.values({ sourcePage: '/', targetPage: '/x', anchorText: 'x', geographicRelevance: invalid('soho') }),
			),
		).toMatch(/geographic_relevance/)
		expect(
			await rejection(() =>
				database.db.insert(localCitations).values({ directoryName: 'D', directoryUrl: 'https://d', citationStatus: invalid('done') }),
			),
		).toMatch(/citation_status/)
		expect(
			await rejection(() =>
				database.db.insert(localCitations).values({ directoryName: 'D', directoryUrl: 'https://d', priorityLevel: invalid('urgent') }),
			),
		).toMatch(/priority_level/)
		expect(
			await rejection(() =>
				database.db.insert(localCitations).values({ directoryName: 'D', directoryUrl: 'https://d', napConsistencyScore: 101 }),
			),
		).toMatch(/nap_score_range/)
		expect(
			await rejection(() =>
				database.db.insert(localSearchRankings).values({ keyword: 'k', location: 'l', competitionLevel: invalid('extreme') }),
			),
		).toMatch(/competition_level/)
		expect(await rejection(() => database.db.insert(projects).values({ title: 'T', status: invalid('hidden') }))).toMatch(/project_status/)
		await database.db.insert(users).values({ id: 'u1', name: 'U', email: 'u@example.com' })
		expect(await rejection(() => database.db.insert(userRoles).values({ userId: 'u1', role: invalid('editor') }))).toMatch(/app_role/)
		expect(await rejection(() => database.db.insert(services).values({ name: 'S', slug: 'Not A Slug' }))).toMatch(/slug_format/)
	})

	it('sort enum columns in the specified order', async () => {
		await database.db.insert(internalLinks).values(
			(['weak', 'strong', 'standard'] as const).map((linkStrength) => ({
				sourcePage: '/order',
				targetPage: '/t',
				anchorText: linkStrength,
				linkStrength,
			})),
		)
		const ordered = await database.db
			.select({ strength: internalLinks.linkStrength })
			.from(internalLinks)
			.where(sql`${internalLinks.sourcePage} = '/order'`)
			.orderBy(internalLinks.linkStrength)
		expect(ordered.map((row) => row.strength)).toEqual(['strong', 'standard', 'weak'])
	})

	it('have indexes for the public queries', async () => {
		const indexes = await rows<{ indexname: string; indexdef: string }>(
			sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
		)
		const byName = new Map(indexes.map((index) => [index.indexname, index.indexdef]))
		expect(byName.get('projects_published_page_idx')).toMatch(/created_at DESC, id DESC.*WHERE.*published/)
		expect(byName.get('projects_published_category_page_idx')).toMatch(
			/btrim\(gallery_category\), created_at DESC, id DESC.*WHERE.*published/,
		)
		expect(byName.get('reviews_published_page_idx')).toMatch(/created_at DESC, id DESC.*WHERE is_published/)
		expect(byName.get('internal_links_active_source_idx')).toMatch(/source_page, link_strength.*WHERE is_active/)
	})

	it('insert the six starting articles and case studies as the seed data gives them (migration 0012)', async () => {
		const stored = await database.db.select().from(articles).orderBy(articles.id)
		expect(stored.map((row) => row.id)).toEqual(seedArticles.map((article) => article.id))
		for (const article of seedArticles) {
			expect(stored.find((row) => row.id === article.id)).toMatchObject({ ...seedArticleRow(article), version: 1 })
		}
		const studies = await database.db.select().from(caseStudies).orderBy(caseStudies.id)
		expect(studies.map((row) => row.id)).toEqual(seedCaseStudies.map((study) => study.id))
		for (const study of seedCaseStudies) {
			expect(studies.find((row) => row.id === study.id)).toMatchObject({ ...seedCaseStudyRow(study), version: 1 })
		}
		// Identity ids carry on after the given ones; slugs are unique; ratings stay 1-5.
		const [next] = await database.db
			.insert(articles)
			.values({ slug: 'next', title: 'Next', category: 'Heating Systems' })
			.returning({ id: articles.id, status: articles.status, version: articles.version })
		expect(next).toEqual({ id: 7, status: 'draft', version: 1 })
		expect(await rejection(() => database.db.insert(articles).values({ slug: 'next', title: 'Again', category: 'x' }))).toMatch(
			/articles_slug_key/,
		)
		expect(
			await rejection(() => database.db.insert(caseStudies).values({ slug: 'x', title: 'X', area: 'westminster', testimonialRating: 6 })),
		).toMatch(/testimonial_rating_range/)
		await database.db.delete(articles).where(eq(articles.slug, 'next'))
	})
})

/** Runs one committed migration's statements again, as the migrator would (found by its name, whatever its number). */
async function applyMigration(name: string) {
	const folder = findMigrationsFolder()
	const file = readdirSync(folder).find((entry) => entry.endsWith(`_${name}.sql`))
	if (!file) throw new Error(`No migration named ${name}`)
	for (const statement of readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint')) {
		if (statement.trim()) await database.db.execute(sql.raw(statement))
	}
}

describe(`the ranking history backfill (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('gives a ranking without history its current position on its tracked date and its previous a month before, once', async () => {
		const inserted = await database.db
			.insert(localSearchRankings)
			.values([
				{ keyword: 'backfill moved', location: 'W9', currentPosition: 2, previousPosition: 4, trackedDate: '2026-03-31' },
				{ keyword: 'backfill new', location: 'W9', currentPosition: 7, previousPosition: null, trackedDate: '2026-11-20' },
				{ keyword: 'backfill kept', location: 'W9', currentPosition: 3, previousPosition: 5, trackedDate: '2026-11-20' },
			])
			.returning({ id: localSearchRankings.id, keyword: localSearchRankings.keyword })
		const id = (keyword: string) => inserted.find((row) => row.keyword === keyword)!.id
		// A ranking with history of its own (recorded by the admin) is left as it is.
		await database.db.insert(rankingPositions).values({ rankingId: id('backfill kept'), position: 3, recordedOn: '2026-11-20' })

		const history = async () =>
			Object.fromEntries(
				await Promise.all(
					inserted.map(async (row) => [
						row.keyword,
						(
							await database.db
								.select({ position: rankingPositions.position, on: rankingPositions.recordedOn })
								.from(rankingPositions)
								.where(eq(rankingPositions.rankingId, row.id))
								.orderBy(rankingPositions.recordedOn)
						).map((point) => `${point.on}: ${point.position}`),
					]),
				),
			)
		await applyMigration('ranking_history_backfill')
		const expected = {
			// The month before 31 March is the end of February.
			'backfill moved': ['2026-02-28: 4', '2026-03-31: 2'],
			'backfill new': ['2026-11-20: 7'],
			'backfill kept': ['2026-11-20: 3'],
		}
		expect(await history()).toEqual(expected)

		await applyMigration('ranking_history_backfill')
		expect(await history()).toEqual(expected)
		const [total] = await rows<{ count: number | string }>(
			sql`select count(*) as count from ranking_positions where ranking_id in ${inserted.map((row) => row.id)}`,
		)
		expect(Number(total?.count)).toBe(4)
		await database.db.delete(localSearchRankings).where(
			inArray(
				localSearchRankings.id,
				inserted.map((row) => row.id),
			),
		)
	})
})

describe(`the seeded reviewer who was staff (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('renames the reviewer of the unchanged seeded review only, and leaves a review the owner edited alone', async () => {
		const body =
			'Our flat is in a Grade II listed terrace and the team understood what that means. They liaised with the conservation officer.'
		const inserted = await database.db
			.insert(reviews)
			.values([
				{ reviewerName: 'Priya Shah', title: 'Careful work in a listed building', body, isPublished: true },
				{ reviewerName: 'Priya Shah', title: 'My own words', body: 'Edited by the owner.', isPublished: true },
			])
			.returning({ id: reviews.id, title: reviews.title })
		await applyMigration('seeded_reviewer_not_staff')
		const names = await database.db
			.select({ title: reviews.title, name: reviews.reviewerName })
			.from(reviews)
			.where(
				inArray(
					reviews.id,
					inserted.map((row) => row.id),
				),
			)
			.orderBy(reviews.title)
		expect(names).toEqual([
			{ title: 'Careful work in a listed building', name: 'Anjali Mehta' },
			{ title: 'My own words', name: 'Priya Shah' },
		])
		await database.db.delete(reviews).where(
			inArray(
				reviews.id,
				inserted.map((row) => row.id),
			),
		)
	})
})
