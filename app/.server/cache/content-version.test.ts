import { sql, type SQL } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTENT_TABLES } from '#tests/content-tables.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { getPublicSettings, initialSettingsRow } from '../data/settings.ts'
import type { Database } from '../db/index.ts'
import { contentVersion, settings } from '../db/schema/index.ts'
import {
	checkContentVersion,
	currentContentVersion,
	followContentVersion,
	onContentChange,
	perContentVersion,
	stopFollowingContentVersion,
} from './content-version.ts'

const database = testDatabaseForThisFile()

/*
 * CONTENT_TABLES (#tests/content-tables.ts) are the tables whose rows public pages
 * show: a change to any of them must reach every cache. Every other table is listed
 * below with the reason it is not content, so a table added later fails this test
 * until it is put in one list or the other.
 */
type ContentTable = (typeof CONTENT_TABLES)[number]
const isContentTable = (name: string): name is ContentTable => (CONTENT_TABLES as readonly string[]).includes(name)
const NOT_CONTENT = {
	users: 'staff accounts',
	accounts: 'staff credentials',
	sessions: 'staff sessions',
	verifications: 'auth tokens',
	user_roles: 'staff roles',
	two_factor_secrets: 'staff two-factor secrets (never shown)',
	recovery_codes: 'hashes of staff two-factor recovery codes (never shown)',
	session_last_seen: 'when each staff session was last used, shown only in the admin',
	enquiries: 'visitors’ messages, shown only in the admin',
	enquiry_events: 'an enquiry’s timeline, shown only in the admin',
	enquiry_photos: 'photos sent with enquiries, private to the admin (never cached)',
	email_outbox: 'queued e-mail',
	review_requests: 'review requests of enquiries, shown only in the admin and, by token, on the uncached review form',
	review_request_tokens: 'hashes of review request links (never shown)',
	newsletter_subscribers: 'subscribers, shown only to each subscriber by token (never cached)',
	rate_limit_buckets: 'throttling windows',
	audit_log: 'admin history',
	content_revisions: 'saved versions of articles and case studies, shown only in the admin',
	content_drafts: 'working copies of articles and case studies, shown only in the admin and its signed previews (never cached)',
	scheduled_publications: 'bumps the version itself when a scheduled item comes due',
	redirect_hits: 'how often each redirect was followed, shown only in the admin (counting a hit must not empty the caches)',
	not_found_paths: 'the 404 report, shown only in the admin',
	page_views_daily: 'page view counts, shown only in the admin (counting a view must not empty the caches)',
	enquiry_daily_counts: 'the enquiries counted per day for the overview, shown only in the admin (kept by triggers on enquiries)',
	enquiry_monthly_counts: 'the same per month, for the outcomes of the overview’s year (kept by the same triggers)',
	backup_runs: 'backup attempts, shown only in the admin',
	app_meta: 'installation facts',
	content_version: 'the version itself',
	__drizzle_migrations: 'migration bookkeeping',
}

/** The events a content table's triggers must count: each changing statement, and TRUNCATE. */
const ALL_EVENTS = ['delete', 'insert', 'truncate', 'update']

/**
 * The events on which each table raises the version. An INSERT, UPDATE or
 * DELETE trigger counts only with the transition table that lets it see whether
 * its statement changed a row; it runs after each statement.
 */
async function versionEvents(db: Pick<Database, 'execute'>): Promise<Map<string, string[]>> {
	const result = await db.execute<{ table_name: string; type: number; new_table: string | null; old_table: string | null }>(sql`
		select t.table_name, g.tgtype as type, g.tgnewtable as new_table, g.tgoldtable as old_table
		from information_schema.tables t
		left join pg_trigger g on g.tgrelid = format('%I', t.table_name)::regclass and g.tgfoid = 'bump_content_version'::regproc
		where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`)
	type Row = { table_name: string; type: number; new_table: string | null; old_table: string | null }
	const rows: Row[] = 'rows' in (result as object) ? (result as { rows: Row[] }).rows : [...(result as Iterable<Row>)]
	const events = new Map<string, string[]>()
	for (const row of rows) {
		const found = events.get(row.table_name) ?? []
		events.set(row.table_name, found)
		// pg_trigger.tgtype bits: 1 row-level, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of.
		const type = Number(row.type ?? 0)
		if (type === 0 || type & (1 | 2 | 64)) continue
		if (type & 4 && row.new_table) found.push('insert')
		if (type & 16 && row.new_table) found.push('update')
		if (type & 8 && row.old_table) found.push('delete')
		if (type & 32) found.push('truncate')
		found.sort()
	}
	return events
}

/** One row for each content table, with a fixed id so it can be inserted again, changed and deleted. */
const ROW_ID = '00000000-0000-4000-8000-000000000001'
const RANKING_ID = '00000000-0000-4000-8000-000000000002'
/** The id of the tables whose ids are integers (decision 0038). */
const INTEGER_ID = 9001
const ONE_ROW: Record<ContentTable, string> = {
	settings: `(id, business_name, phone, office_email, address) values (1, 'Test Ltd', '020 0000 0000', 'office@example.com', 'London')`,
	services: `(id, name, slug) values ('${ROW_ID}', 'Test', 'test')`,
	projects: `(id, title) values ('${ROW_ID}', 'Test')`,
	reviews: `(id, reviewer_name, body) values ('${ROW_ID}', 'A visitor', 'Tidy work')`,
	internal_links: `(id, source_page, target_page, anchor_text) values ('${ROW_ID}', '/', '/test', 'Test')`,
	local_citations: `(id, directory_name, directory_url) values ('${ROW_ID}', 'Test', 'https://example.com')`,
	local_search_rankings: `(id, keyword, location) values ('${ROW_ID}', 'test', 'London')`,
	ranking_positions: `(id, ranking_id, position, recorded_on) values ('${ROW_ID}', '${RANKING_ID}', 3, '2026-11-24')`,
	articles: `(id, slug, title, category) values (${INTEGER_ID}, 'test', 'Test', 'Heating Systems')`,
	case_studies: `(id, slug, title, area) values (${INTEGER_ID}, 'test', 'Test', 'westminster')`,
	slug_redirects: `(id, entity_type, old_slug, entity_id) values (${INTEGER_ID}, 'article', 'old-test', 1)`,
	page_seo: `(id, path, title) values ('${ROW_ID}', '/test', 'Test')`,
	redirects: `(id, from_path, target) values ('${ROW_ID}', '/old-test', '/test')`,
}
const INTEGER_ID_TABLES: readonly ContentTable[] = ['articles', 'case_studies', 'slug_redirects']
const rowId = (table: ContentTable) => (table === 'settings' ? '1' : INTEGER_ID_TABLES.includes(table) ? String(INTEGER_ID) : `'${ROW_ID}'`)

/** A statement that changes one row: a new review. */
const addReview = () => sql`insert into reviews (reviewer_name, body) values ('A visitor', 'Tidy work')`

/** How far the version rose while `statement` ran, read from the database. */
async function riseOf(statement: SQL | string) {
	const before = await checkContentVersion()
	await database.db.execute(typeof statement === 'string' ? sql.raw(statement) : statement)
	return (await checkContentVersion()) - before
}

async function untilVersionAbove(version: number, timeoutMs = 5_000) {
	const started = performance.now()
	await vi.waitFor(() => expect(currentContentVersion()).toBeGreaterThan(version), { timeout: timeoutMs, interval: 5 })
	return performance.now() - started
}

describe('content version', () => {
	beforeAll(async () => {
		await followContentVersion(database)
		// The ranking the ranking_positions row belongs to.
		await database.db.execute(
			sql.raw(`insert into local_search_rankings (id, keyword, location) values ('${RANKING_ID}', 'parent', 'London')`),
		)
	})
	afterAll(async () => {
		await stopFollowingContentVersion()
	})

	it('classify every table as content (counting every changing statement) or not (no trigger)', async () => {
		const events = await versionEvents(database.db)
		const unclassified = [...events.keys()].filter((name) => !isContentTable(name) && !(name in NOT_CONTENT))
		expect(unclassified, 'tables to classify as content or not').toEqual([])
		for (const [table, found] of events) expect(found, table).toEqual(isContentTable(table) ? ALL_EVENTS : [])
	})

	it('tell a table without the triggers from one with them, which add_content_version_triggers gives', async () => {
		const rolledBack = new Error('roll back')
		await expect(
			database.db.transaction(async (tx) => {
				await tx.execute(sql`create table "scratch" ("id" integer primary key)`)
				expect((await versionEvents(tx)).get('scratch')).toEqual([])
				await tx.execute(sql`select add_content_version_triggers('scratch')`)
				expect((await versionEvents(tx)).get('scratch')).toEqual(ALL_EVENTS)
				throw rolledBack
			}),
		).rejects.toBe(rolledBack)
		expect((await versionEvents(database.db)).has('scratch')).toBe(false)
	})

	it.each(CONTENT_TABLES)('rise once for each statement that changes %s, and reach this process', async (table) => {
		const before = currentContentVersion()
		expect(await riseOf(`insert into "${table}" ${ONE_ROW[table]}`)).toBe(1)
		await untilVersionAbove(before)
		expect(await riseOf(`update "${table}" set "id" = "id" where "id" = ${rowId(table)}`)).toBe(1)
		expect(await riseOf(`delete from "${table}" where "id" = ${rowId(table)}`)).toBe(1)
	})

	it.each(CONTENT_TABLES)('stay where they are for a statement that changes no row of %s', async (table) => {
		await database.db.execute(sql.raw(`insert into "${table}" ${ONE_ROW[table]}`))
		expect(await riseOf(`update "${table}" set "id" = "id" where false`)).toBe(0)
		expect(await riseOf(`delete from "${table}" where false`)).toBe(0)
		expect(await riseOf(`insert into "${table}" ${ONE_ROW[table]} on conflict do nothing`)).toBe(0)
		await database.db.execute(sql.raw(`delete from "${table}" where "id" = ${rowId(table)}`))
	})

	it('rise once for a statement that changes many rows', async () => {
		const many = sql`insert into reviews (reviewer_name, body) select 'Visitor ' || n, 'Tidy work' from generate_series(1, 3) n`
		expect(await riseOf(many)).toBe(1)
		expect(await riseOf(sql`update reviews set is_published = true where reviewer_name like 'Visitor %'`)).toBe(1)
		expect(await riseOf(sql`delete from reviews where reviewer_name like 'Visitor %'`)).toBe(1)
	})

	it('rise once for a deleted ranking, whose positions (none) the deletion cascades to', async () => {
		await database.db.execute(
			sql.raw(`insert into local_search_rankings (id, keyword, location) values ('${ROW_ID}', 'cascade', 'London')`),
		)
		expect(await riseOf(`delete from local_search_rankings where id = '${ROW_ID}'`)).toBe(1)
	})

	it('stay where they are when a change is rolled back', async () => {
		await database.db.insert(settings).values(initialSettingsRow()).onConflictDoNothing()
		const before = await checkContentVersion()
		await expect(
			database.db.transaction(async (tx) => {
				await tx.execute(sql`update settings set business_name = 'Rolled back' where id = 1`)
				// The change counted inside the transaction, so the rollback is what undoes it.
				const [row] = await tx.select({ version: contentVersion.version }).from(contentVersion)
				expect(row?.version).toBe(before + 1)
				throw new Error('roll back')
			}),
		).rejects.toThrow('roll back')
		expect(await checkContentVersion()).toBe(before)
	})

	it('follow commit order, one rise per changing statement, and tell every listener', async () => {
		const seen: number[] = []
		const stop = onContentChange((version) => seen.push(version))
		const before = await checkContentVersion()
		await database.db.transaction(async (tx) => {
			await tx.execute(addReview())
			await tx.execute(sql`update reviews set rating = 4`)
		})
		await untilVersionAbove(before + 1)
		stop()
		expect(currentContentVersion()).toBe(before + 2)
		expect(seen.at(-1)).toBe(before + 2)
	})

	it('keep a value per version, and read again once the content changes', async () => {
		let loads = 0
		const read = perContentVersion(async () => ++loads)
		expect(await read()).toBe(1)
		expect(await read()).toBe(1)
		const before = currentContentVersion()
		await database.db.execute(addReview())
		await untilVersionAbove(before)
		expect(await read()).toBe(2)
	})

	it('run a lazy query once per version, however often its value is read', async () => {
		// A query builder runs its query on every `then`, like this thenable.
		let runs = 0
		const read = perContentVersion(() => ({
			then: <R>(resolve: (value: number) => R) => Promise.resolve(resolve(++runs)),
		}))
		await Promise.all([read(), read(), read()])
		expect(await read()).toBe(1)
		expect(runs).toBe(1)
	})

	it('serve the settings from memory until they change, then the new ones', async () => {
		await database.db.insert(settings).values(initialSettingsRow()).onConflictDoNothing()
		const first = await getPublicSettings()
		const before = currentContentVersion()
		await database.db.execute(sql`update settings set business_name = 'Renamed Ltd' where id = 1`)
		await untilVersionAbove(before)
		expect((await getPublicSettings()).businessName).toBe('Renamed Ltd')
		expect(first.businessName).not.toBe('Renamed Ltd')
	})

	it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
		'reach this process within a second when another connection (another instance) writes',
		async () => {
			const other = postgres(database.url!, { max: 1, onnotice: () => {} })
			try {
				const before = currentContentVersion()
				await other`insert into reviews (reviewer_name, body) values ('A visitor', 'Tidy work')`
				expect(await untilVersionAbove(before, 1_000)).toBeLessThan(1_000)
			} finally {
				await other.end()
			}
		},
	)
})
