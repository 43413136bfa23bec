import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { OTHER_SITES, VIEW_LIMITS } from '#app/domain/analytics/page-views.ts'
import { addDays, londonDay } from '#app/domain/enquiry/pipeline.ts'
import { fromLondonInputValue } from '#app/domain/london-time.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { pageViewsDaily } from '../db/schema/index.ts'
import { createViewCounter } from './view-counts.ts'

/**
 * The counter of decision 0051 against a real database: counts wait in memory
 * until a write, a write adds to the daily totals (so two instances add up),
 * and every bound holds — entries in memory, hosts per page, pages per day,
 * rows kept.
 */
const database = testDatabaseForThisFile()

const rows = async () =>
	(await database.db.select().from(pageViewsDaily)).sort((a, b) =>
		`${a.day} ${a.path} ${a.referrerHost}`.localeCompare(`${b.day} ${b.path} ${b.referrerHost}`),
	)

/** A London wall-clock instant. */
const at = (value: string) => fromLondonInputValue(value)!.getTime()

beforeEach(async () => {
	await database.db.delete(pageViewsDaily)
})

describe(`page view counts (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('stores daily totals per London day, page and referring host, and nothing else', async () => {
		const counter = createViewCounter()
		// 23:59 and 00:01 London time in summer (UTC+1): two London days, one UTC day.
		counter.record('/about', '', at('2026-07-01T23:59'))
		counter.record('/about', '', at('2026-07-01T23:59'))
		counter.record('/about', 'google.co.uk', at('2026-07-01T23:59'))
		counter.record('/about', '', at('2026-07-02T00:01'))
		counter.record('/services', 'bing.com', at('2026-07-02T00:01'))
		expect(await rows()).toEqual([])
		expect(counter.pendingEntries()).toBe(3)
		await counter.flush()
		expect(counter.pendingEntries()).toBe(0)
		expect(await rows()).toEqual([
			{ day: '2026-07-01', path: '/about', referrerHost: '', views: 2 },
			{ day: '2026-07-01', path: '/about', referrerHost: 'google.co.uk', views: 1 },
			{ day: '2026-07-02', path: '/about', referrerHost: '', views: 1 },
			{ day: '2026-07-02', path: '/services', referrerHost: 'bing.com', views: 1 },
		])
		// The table has these four columns and no other: no address, agent, cookie or visitor id.
		const columns = await database.db.execute<{ column_name: string }>(
			sql`select column_name from information_schema.columns where table_name = 'page_views_daily' order by ordinal_position`,
		)
		type Column = { column_name: string }
		const list =
			'rows' in (columns as object) ? (columns as unknown as { rows: Column[] }).rows : [...(columns as unknown as Iterable<Column>)]
		const names = list.map((row) => row.column_name)
		expect(names).toEqual(['day', 'path', 'referrer_host', 'views'])
	})

	it('adds the writes of two instances on the same database, even at the same time', async () => {
		const a = createViewCounter()
		const b = createViewCounter()
		const now = Date.now()
		for (let index = 0; index < 300; index += 1) {
			a.record('/gallery', index % 3 === 0 ? 'houzz.com' : '', now)
			b.record('/gallery', index % 5 === 0 ? 'houzz.com' : '', now)
		}
		await Promise.all([a.flush(), b.flush()])
		a.record('/gallery', '', now)
		await a.flush()
		const day = londonDay(new Date(now))
		expect(await rows()).toEqual([
			{ day, path: '/gallery', referrerHost: '', views: 200 + 240 + 1 },
			{ day, path: '/gallery', referrerHost: 'houzz.com', views: 100 + 60 },
		])
	})

	it('keeps memory bounded: entries between writes, hosts per page', async () => {
		const counter = createViewCounter({ log: { warn: () => {} } })
		counter.setLimits({ maxPending: 5, maxReferrers: 2 })
		const now = Date.now()
		for (let index = 0; index < 50; index += 1) counter.record(`/page-${index}`, '', now)
		expect(counter.pendingEntries()).toBe(5)
		for (let index = 0; index < 50; index += 1) counter.record('/page-0', `site-${index}.example`, now)
		await counter.flush()
		const stored = await rows()
		expect(new Set(stored.map((row) => row.path)).size).toBe(5)
		expect(stored.filter((row) => row.path === '/page-0')).toEqual([
			{ day: londonDay(new Date(now)), path: '/page-0', referrerHost: '', views: 1 },
			{ day: londonDay(new Date(now)), path: '/page-0', referrerHost: OTHER_SITES, views: 48 },
			{ day: londonDay(new Date(now)), path: '/page-0', referrerHost: 'site-0.example', views: 1 },
			{ day: londonDay(new Date(now)), path: '/page-0', referrerHost: 'site-1.example', views: 1 },
		])
	})

	it('keeps the table bounded: pages per day and hosts per page across writes, existing ones still counted', async () => {
		const counter = createViewCounter()
		counter.setLimits({ maxPathsPerDay: 3, maxReferrers: 2 })
		const now = Date.now()
		counter.record('/a', 'one.example', now)
		counter.record('/b', '', now)
		await counter.flush()
		// A second write (another instance's, as far as the table knows): new hosts and pages compete for what is left.
		counter.record('/a', 'one.example', now)
		counter.record('/a', 'two.example', now)
		counter.record('/a', 'three.example', now)
		for (let index = 0; index < 3; index += 1) counter.record('/c', '', now)
		counter.record('/d', '', now)
		counter.record('/b', '', now)
		await counter.flush()
		const day = londonDay(new Date(now))
		expect(await rows()).toEqual([
			{ day, path: '/a', referrerHost: OTHER_SITES, views: 1 },
			{ day, path: '/a', referrerHost: 'one.example', views: 2 },
			{ day, path: '/a', referrerHost: 'two.example', views: 1 },
			{ day, path: '/b', referrerHost: '', views: 2 },
			{ day, path: '/c', referrerHost: '', views: 3 },
		])
	})

	it('writes within the interval without being asked, one write at a time', async () => {
		const counter = createViewCounter()
		counter.setLimits({ flushMs: 50 })
		counter.record('/emergency', '', Date.now())
		// A busy machine may take longer than the interval to write; the write comes without a flush either way.
		await vi.waitFor(async () => expect(await rows()).toMatchObject([{ path: '/emergency', views: 1 }]), { timeout: 5_000, interval: 50 })
	})

	it(`deletes rows older than ${VIEW_LIMITS.keepMonths} months`, async () => {
		const today = londonDay(new Date())
		await database.db.insert(pageViewsDaily).values([
			{ day: addDays(today, -400), path: '/old', views: 1 },
			{ day: addDays(today, -380), path: '/kept', views: 1 },
		])
		const counter = createViewCounter()
		// A new counter prunes on its first write.
		await counter.flush()
		expect((await rows()).map((row) => row.path)).toEqual(['/kept'])
	})
})
