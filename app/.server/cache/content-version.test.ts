import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { getPublicSettings, initialSettingsRow } from '../data/settings.ts'
import { settings } from '../db/schema/index.ts'
import {
	checkContentVersion,
	currentContentVersion,
	followContentVersion,
	onContentChange,
	perContentVersion,
	stopFollowingContentVersion,
} from './content-version.ts'

const database = testDatabaseForThisFile()

/**
 * Tables whose rows public pages show: a change to any of them must reach every
 * cache. Every other table is listed below with the reason it is not content, so
 * a table added later fails this test until it is put in one list or the other.
 */
const CONTENT_TABLES = [
	'settings',
	'services',
	'projects',
	'reviews',
	'internal_links',
	'local_citations',
	'local_search_rankings',
	'ranking_positions',
]
const NOT_CONTENT = {
	users: 'staff accounts',
	accounts: 'staff credentials',
	sessions: 'staff sessions',
	verifications: 'auth tokens',
	user_roles: 'staff roles',
	enquiries: 'visitors’ messages, shown only in the admin',
	email_outbox: 'queued e-mail',
	newsletter_subscribers: 'subscribers, shown only to each subscriber by token (never cached)',
	rate_limit_buckets: 'throttling windows',
	audit_log: 'admin history',
	app_meta: 'installation facts',
	content_version: 'the version itself',
	__drizzle_migrations: 'migration bookkeeping',
}

/** A statement per content table that changes nothing visible but still counts as a write. */
const touch = (table: string) => sql.raw(`update "${table}" set "id" = "id" where false`)

async function untilVersionAbove(version: number, timeoutMs = 1_000) {
	const started = performance.now()
	await vi.waitFor(() => expect(currentContentVersion()).toBeGreaterThan(version), { timeout: timeoutMs, interval: 5 })
	return performance.now() - started
}

describe('content version', () => {
	beforeAll(async () => {
		await followContentVersion(database)
	})
	afterAll(async () => {
		await stopFollowingContentVersion()
	})

	it('classify every table as content (with the trigger) or not (without it)', async () => {
		const tables = await database.db.execute<{ table_name: string; triggered: boolean }>(sql`
			select t.table_name, exists (
				select 1 from information_schema.triggers g
				where g.event_object_table = t.table_name and g.action_statement like '%bump_content_version%'
			) as triggered
			from information_schema.tables t
			where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`)
		const rows = 'rows' in tables ? (tables.rows as { table_name: string; triggered: boolean }[]) : [...tables]
		const unclassified = rows.map((row) => row.table_name).filter((name) => !CONTENT_TABLES.includes(name) && !(name in NOT_CONTENT))
		expect(unclassified, 'tables to classify as content or not').toEqual([])
		for (const row of rows) expect(row.triggered, row.table_name).toBe(CONTENT_TABLES.includes(row.table_name))
	})

	it.each(CONTENT_TABLES)('rise, and reach this process, when %s is written', async (table) => {
		const before = currentContentVersion()
		await database.db.execute(touch(table))
		await untilVersionAbove(before)
		expect(await checkContentVersion()).toBe(currentContentVersion())
	})

	it('stay where they are when a change is rolled back', async () => {
		const before = await checkContentVersion()
		await expect(
			database.db.transaction(async (tx) => {
				await tx.execute(sql`update settings set business_name = 'Rolled back' where id = 1`)
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
			await tx.execute(touch('reviews'))
			await tx.execute(touch('services'))
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
		await database.db.execute(touch('projects'))
		await untilVersionAbove(before)
		expect(await read()).toBe(2)
	})

	it('run a lazy query once per version, however often its value is read', async () => {
		// A query builder runs its query on every `then`, like this thenable.
		let runs = 0
		const read = perContentVersion(() => ({
			then: <R>(resolve: (value: number) => R) => resolve(++runs),
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
				await other`update reviews set id = id where false`
				expect(await untilVersionAbove(before, 1_000)).toBeLessThan(1_000)
			} finally {
				await other.end()
			}
		},
	)
})
