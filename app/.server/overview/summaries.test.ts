import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { eraseHeldRows } from '../data-rights/subject.ts'
import { initialSettingsRow } from '../data/settings.ts'
import { enquiries, enquiryEvents, settings } from '../db/schema/index.ts'
import { addNote, changeStage, recordEvent } from '../enquiries/pipeline.ts'
import { runRetention } from '../enquiries/retention.ts'
import { createLocalStorage } from '../storage/local.ts'

/**
 * The overview's summaries (migration 0024, decision 0060) kept by triggers:
 * after inserts, stage and value changes, edits, timeline events added and
 * removed, an erasure and a retention run, `enquiry_daily_counts`,
 * `enquiry_monthly_counts` (migration 0025) and each
 * enquiry's first response and first reply equal a recomputation from the
 * base tables.
 */
const database = testDatabaseForThisFile()
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const NOW = new Date('2026-11-29T12:00:00Z')

type CountRow = { day: string; dimension: string; key: string | null; received: number; won: number; wonPence: number }
const sorted = (rows: CountRow[]) =>
	rows
		.map((row) => ({ ...row, received: Number(row.received), won: Number(row.won), wonPence: Number(row.wonPence) }))
		.sort((a, b) => `${a.day}|${a.dimension}|${a.key}`.localeCompare(`${b.day}|${b.dimension}|${b.key}`))

/** The rows of a raw query: PGlite's driver gives them in `rows`, postgres.js as the result itself. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows)

/** Each enquiry's share (spam left out), by a London period of receipt: its `day` or the first day of its `month`. */
const recomputedCounts = (period: 'day' | 'month') => sql`
	select to_char(${period === 'day' ? sql`(created_at at time zone 'Europe/London')::date` : sql`date_trunc('month', created_at at time zone 'Europe/London')::date`}, 'YYYY-MM-DD') as day,
		d.dimension, d.key, count(*)::int as received,
		(count(*) filter (where stage = 'won'))::int as won, coalesce(sum(value_pence) filter (where stage = 'won'), 0)::bigint as "wonPence"
	from enquiries, lateral (values ('service', service), ('outward', split_part(upper(postcode), ' ', 1)), ('page', source_page)) as d(dimension, key)
	where stage <> 'spam'
	group by 1, 2, 3`

async function expectSummariesRecomputed() {
	const kept = rowsOf<CountRow>(
		await database.db.execute(
			sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, key, received, won, won_pence as "wonPence" from enquiry_daily_counts`,
		),
	)
	expect(sorted([...kept])).toEqual(sorted(rowsOf<CountRow>(await database.db.execute(recomputedCounts('day')))))
	const keptMonths = rowsOf<CountRow>(
		await database.db.execute(
			sql`select to_char(month, 'YYYY-MM-DD') as day, dimension, key, received, won, won_pence as "wonPence" from enquiry_monthly_counts`,
		),
	)
	expect(sorted([...keptMonths])).toEqual(sorted(rowsOf<CountRow>(await database.db.execute(recomputedCounts('month')))))
	type ResponseRow = { id: string; kept: string | null; response: string | null; keptReply: string | null; reply: string | null }
	const responses = rowsOf<ResponseRow>(
		await database.db.execute(sql`
		select e.id, e.first_response_at::text as kept, e.first_reply_at::text as "keptReply",
			(select min(created_at) from enquiry_events v where v.enquiry_id = e.id and (v.kind = 'reply' or (v.kind = 'stage' and v.to_stage <> 'spam')))::text as response,
			(select min(created_at) from enquiry_events v where v.enquiry_id = e.id and v.kind = 'reply')::text as reply
		from enquiries e`),
	)
	for (const row of responses) expect({ response: row.kept, reply: row.keptReply }).toEqual({ response: row.response, reply: row.reply })
	return { counts: kept.length, months: keptMonths.length, enquiries: responses.length }
}

const enquiry = async (values: Partial<typeof enquiries.$inferInsert> & { email: string; createdAt: Date }) => {
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name: 'Test Customer',
			phone: '07700900123',
			postcode: 'W9 1AA',
			service: 'Plumbing Services',
			consentAt: values.createdAt,
			...values,
		})
		.returning({ id: enquiries.id })
	return row!.id
}

let root: string
beforeAll(async () => {
	root = await mkdtemp(path.join(tmpdir(), 'summaries-'))
	await database.db.insert(settings).values(initialSettingsRow()).onConflictDoNothing()
	await database.db.update(settings).set({ retentionMonths: 12 })
})
afterAll(async () => {
	await rm(root, { recursive: true, force: true })
})

describe(`the overview's summaries kept by triggers (${kind})`, () => {
	it('equal a recomputation from the enquiries and their timelines after every kind of change', async () => {
		// Either side of London's midnight in summer time at the end of a month (23:30 UTC is the next London day, and month),
		// no source page, spam, two outward codes of W1.
		const a = await enquiry({ email: 'a@example.com', createdAt: new Date('2026-06-30T22:30:00Z'), sourcePage: '/services/plumbing' })
		const b = await enquiry({ email: 'b@example.com', createdAt: new Date('2026-06-30T23:30:00Z'), sourcePage: null, postcode: 'W1K 2AB' })
		const c = await enquiry({
			email: 'c@example.com',
			createdAt: new Date('2026-07-01T23:45:00Z'),
			postcode: 'w1j 7bt',
			service: 'Electrical Work',
		})
		const spam = await enquiry({ email: 'spam@example.com', createdAt: new Date('2026-07-02T10:00:00Z'), stage: 'spam' })
		const old = await enquiry({ email: 'old@example.com', createdAt: new Date('2025-01-10T10:00:00Z'), sourcePage: '/services/plumbing' })
		// June (a: 3 rows), July (b and c: two services, two outward codes, one "no page") and January 2025 (old: 3).
		expect(await expectSummariesRecomputed()).toMatchObject({ enquiries: 5, months: 11 })

		// Stage changes and values: won with a value, the value changed, won again after lost, spam and back.
		expect(await changeStage(a, null, { stage: 'won', lostReason: null, valuePence: 250_000 })).toBe('changed')
		expect(await changeStage(a, null, { stage: 'won', lostReason: null, valuePence: 300_000 })).toBe('changed')
		await changeStage(b, null, { stage: 'lost', lostReason: 'Too dear', valuePence: 90_000 })
		await changeStage(b, null, { stage: 'won', lostReason: null, valuePence: null })
		await changeStage(c, null, { stage: 'spam', lostReason: null, valuePence: null })
		await changeStage(spam, null, { stage: 'contacted', lostReason: null, valuePence: null })
		await changeStage(old, null, { stage: 'lost', lostReason: 'No reply', valuePence: null })
		await expectSummariesRecomputed()

		// Timeline: a note answers nobody; a reply before the stage change becomes the first response; events removed and moved.
		await addNote(old, null, 'Called, no answer')
		await database.db.transaction(async (tx) => {
			await recordEvent(tx as never, b, null, { kind: 'reply', body: 'Thanks' })
		})
		await database.db
			.insert(enquiryEvents)
			.values({ enquiryId: c, kind: 'reply', body: 'Early', createdAt: new Date('2026-07-02T00:00:00Z') })
		await expectSummariesRecomputed()
		const [early] = await database.db.select({ id: enquiryEvents.id }).from(enquiryEvents).where(eq(enquiryEvents.body, 'Early'))
		await database.db.update(enquiryEvents).set({ enquiryId: a }).where(eq(enquiryEvents.id, early!.id))
		await expectSummariesRecomputed()
		await database.db.delete(enquiryEvents).where(eq(enquiryEvents.id, early!.id))
		await expectSummariesRecomputed()

		// Edits of the grouped columns, and an edit of none of them.
		await database.db
			.update(enquiries)
			.set({ postcode: 'SW6 2CC', service: 'Tiling & Flooring', sourcePage: '/contact' })
			.where(eq(enquiries.id, a))
		await database.db
			.update(enquiries)
			.set({ createdAt: new Date('2026-07-31T12:00:00Z') })
			.where(eq(enquiries.id, b))
		await database.db.update(enquiries).set({ message: 'Edited' }).where(eq(enquiries.id, c))
		await expectSummariesRecomputed()

		// Erasure (data rights): the person's enquiries and their timelines go, and their counts with them.
		await eraseHeldRows('b@example.com')
		expect(await expectSummariesRecomputed()).toMatchObject({ enquiries: 4 })

		// Retention: lost enquiries older than the period are deleted (the old one was lost "now", so move its change back first).
		await database.db
			.update(enquiries)
			.set({ stageChangedAt: new Date('2025-02-01T00:00:00Z') })
			.where(eq(enquiries.id, old))
		const run = await runRetention({
			now: () => NOW,
			storage: () => createLocalStorage(root),
			log: { info: () => {}, warn: () => {}, error: () => {} },
		})
		expect(run).toMatchObject({ ran: true, enquiries: 1 })
		expect(await expectSummariesRecomputed()).toMatchObject({ enquiries: 3 })

		// Everything gone: nothing left counted.
		await database.db.delete(enquiries)
		expect(await expectSummariesRecomputed()).toEqual({ counts: 0, months: 0, enquiries: 0 })
	})

	it('the migrations filled them from the rows already there (their backfill is the recomputation itself)', async () => {
		await enquiry({ email: 'd@example.com', createdAt: new Date('2026-03-29T00:30:00Z'), stage: 'won', valuePence: 1_000 })
		// Emptied and filled again by the migrations' own statements, read from the files: the daily counts and first responses
		// (0024's last two), the monthly counts (0025's last).
		const { readFileSync } = await import('node:fs')
		const statements = (file: string) => readFileSync(`drizzle/${file}`, 'utf8').split('--> statement-breakpoint')
		const backfill = [...statements('0024_overview_summaries.sql').slice(-2), ...statements('0025_overview_monthly_counts.sql').slice(-1)]
		await database.db.execute(sql`update enquiries set first_response_at = null, first_reply_at = null`)
		await database.db.execute(sql`truncate enquiry_daily_counts, enquiry_monthly_counts`)
		await database.db
			.insert(enquiryEvents)
			.values({ enquiryId: (await database.db.select().from(enquiries))[0]!.id, kind: 'note', body: 'n' })
		for (const statement of backfill) await database.db.execute(sql.raw(statement))
		expect(await expectSummariesRecomputed()).toMatchObject({ counts: 3, months: 3, enquiries: 1 })
	})
})
