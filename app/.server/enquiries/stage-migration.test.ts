import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { findMigrationsFolder, runMigrations } from '../db/migrate.ts'

/**
 * Migration 0016 on rows written before it: the database is migrated up to the
 * one before, enquiries are stored with the four old statuses, then the rest
 * of the migrations run, as on an existing installation.
 */
const PIPELINE = '0016_enquiry_pipeline'
const folders: string[] = []
let handle: DatabaseHandle | undefined

afterAll(async () => {
	await handle?.close()
	for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A copy of the migrations folder whose journal ends before `tag`. */
function migrationsBefore(tag: string): string {
	const source = findMigrationsFolder()
	const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'))
	folders.push(folder)
	cpSync(source, folder, { recursive: true })
	const journalPath = path.join(folder, 'meta', '_journal.json')
	const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
	const index = journal.entries.findIndex((entry) => entry.tag === tag)
	if (index < 1) throw new Error(`No migration ${tag} after another`)
	journal.entries = journal.entries.slice(0, index)
	writeFileSync(journalPath, JSON.stringify(journal))
	return folder
}

async function rows<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
	const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[]
	return Array.isArray(result) ? result : (result.rows ?? [])
}

describe('the stage migration (0016)', () => {
	it('turns the four statuses into stages: closed is Lost with the reason "closed", spam stays spam', async () => {
		handle = await openDatabase({ kind: 'pglite-memory' })
		await runMigrations(handle, migrationsBefore(PIPELINE))
		const { db } = handle
		await db.execute(sql`
			insert into enquiries (name, email, phone, postcode, service, consent_at, status, created_at, updated_at) values
			('Was new', 'a@example.com', '+44 7700 900123', 'W9 1AB', 'Plumbing Services', now(), 'new', '2026-01-01T10:00Z', '2026-01-01T10:00Z'),
			('Was contacted', 'b@example.com', '07700 900123', 'W2 4DD', 'Plumbing Services', now(), 'contacted', '2026-01-02T10:00Z', '2026-01-05T09:00Z'),
			('Was closed', 'c@example.com', '020 7946 0000', 'SW1A 1AA', 'Electrical Work', now(), 'closed', '2026-01-03T10:00Z', '2026-02-01T08:30Z'),
			('Was spam', 'd@example.com', '0044 20 7946 0001', 'E1 6AN', 'Other (please specify)', now(), 'spam', '2026-01-04T10:00Z', '2026-01-04T11:00Z')`)

		await runMigrations(handle)

		const migrated = await rows<{
			name: string
			stage: string
			lost_reason: string | null
			value_pence: number | null
			next_action_on: string | null
			changed: string
			phone_key: string
		}>(
			db,
			sql`select name, stage::text as stage, lost_reason, value_pence, next_action_on, to_char(stage_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as changed, phone_key
				from enquiries order by created_at`,
		)
		expect(migrated).toEqual([
			{
				name: 'Was new',
				stage: 'new',
				lost_reason: null,
				value_pence: null,
				next_action_on: null,
				changed: '2026-01-01T10:00',
				phone_key: '07700900123',
			},
			{
				name: 'Was contacted',
				stage: 'contacted',
				lost_reason: null,
				value_pence: null,
				next_action_on: null,
				changed: '2026-01-05T09:00',
				phone_key: '07700900123',
			},
			{
				name: 'Was closed',
				stage: 'lost',
				lost_reason: 'closed',
				value_pence: null,
				next_action_on: null,
				changed: '2026-02-01T08:30',
				phone_key: '02079460000',
			},
			// 0044 is folded too (migration 0017).
			{
				name: 'Was spam',
				stage: 'spam',
				lost_reason: null,
				value_pence: null,
				next_action_on: null,
				changed: '2026-01-04T11:00',
				phone_key: '02079460001',
			},
		])
		const columns = await rows<{ column_name: string }>(
			db,
			sql`select column_name from information_schema.columns where table_name = 'enquiries' and column_name = 'status'`,
		)
		expect(columns).toEqual([])
		const types = await rows<{ typname: string }>(db, sql`select typname from pg_type where typname = 'enquiry_status'`)
		expect(types).toEqual([])
		const indexes = await rows<{ indexname: string }>(
			db,
			sql`select indexname from pg_indexes where tablename = 'enquiries' and indexname = 'enquiries_phone_key_idx'`,
		)
		expect(indexes).toHaveLength(1)
		// No timeline is invented for the old rows.
		expect(await rows(db, sql`select id from enquiry_events`)).toEqual([])
	})
})
