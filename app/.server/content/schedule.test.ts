import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'

import { openDatabase, type Database, type DatabaseHandle } from '#app/.server/db/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { articles, caseStudies, contentVersion, scheduledPublications } from '../db/schema/index.ts'
import { createScheduleJob, MAX_SLEEP_MS, type ScheduleJob } from './schedule.ts'

const database = testDatabaseForThisFile()
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

const version = async (db: Database = database.db) =>
	(await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)))[0]!.version
const markers = async () => (await database.db.select().from(scheduledPublications)).map((row) => row.publishAt.getTime())

/** A clock and timers the test moves by hand. */
function manualTime(start: Date) {
	let at = start.getTime()
	const timers: { run: () => void; due: number }[] = []
	return {
		now: () => new Date(at),
		setTimer: (run: () => void, ms: number) => {
			const timer = { run, due: at + ms }
			timers.push(timer)
			return timer
		},
		clearTimer: (timer: unknown) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]) >>> 0, 1),
		/** Moves the clock to `to` and fires the timers due by then. */
		advance(to: Date) {
			at = to.getTime()
			for (const timer of timers.filter((t) => t.due <= at)) {
				timers.splice(timers.indexOf(timer), 1)
				timer.run()
			}
		},
	}
}

const quiet = { info: () => {}, warn: () => {} }
const jobs: ScheduleJob[] = []
afterEach(async () => {
	await Promise.all(jobs.splice(0).map((job) => job.stop()))
	await database.db.delete(articles).where(sql`${articles.slug} like 'scheduled-%'`)
	await database.db.delete(caseStudies).where(sql`${caseStudies.slug} like 'scheduled-%'`)
	await database.db.delete(scheduledPublications)
})

const scheduleArticle = (slug: string, publishAt: Date) =>
	database.db.insert(articles).values({ slug, title: slug, category: 'Heating Systems', status: 'published', publishAt })

describe(`scheduled publishing (${kind})`, () => {
	it('sleeps until the next publish time (five minutes at most), then raises the version once across instances', async () => {
		const start = new Date(Date.now() + 24 * 60 * 60 * 1000)
		const time = manualTime(start)
		const inTen = new Date(start.getTime() + 10 * 60 * 1000)
		await scheduleArticle('scheduled-ten', inTen)
		const listeners: (() => void)[] = []
		const make = () => {
			const job = createScheduleJob({
				...time,
				onChange: (listener) => (listeners.push(listener), () => {}),
				afterBump: async () => {},
				log: quiet,
			})
			jobs.push(job)
			return job
		}
		const first = make()
		const second = make()
		first.start()
		second.start()
		expect(await first.check()).toBe(false)
		expect(first.nextCheckAt()).toEqual(new Date(start.getTime() + MAX_SLEEP_MS))
		let before = await version()

		// Five minutes on: still early; it now sleeps until the publish time.
		time.advance(new Date(start.getTime() + MAX_SLEEP_MS))
		expect(await first.check()).toBe(false)
		expect(first.nextCheckAt()).toEqual(inTen)
		expect(await version()).toBe(before)

		// A change schedules something sooner: the job looks again and wakes for it.
		const inOne = new Date(start.getTime() + 6 * 60 * 1000)
		await database.db
			.insert(caseStudies)
			.values({ slug: 'scheduled-study', title: 'S', area: 'westminster', status: 'published', publishAt: inOne })
		for (const listener of listeners) listener()
		await first.check()
		expect(first.nextCheckAt()).toEqual(inOne)
		before = await version() // the insert's own trigger raised it

		time.advance(inOne)
		const [a, b] = await Promise.all([first.check(), second.check()])
		expect([a, b].filter(Boolean)).toHaveLength(1)
		expect(await version()).toBe(before + 1)
		expect(await markers()).toEqual([inOne.getTime()])

		time.advance(inTen)
		expect((await Promise.all([first.check(), second.check()])).filter(Boolean)).toHaveLength(1)
		expect(await version()).toBe(before + 2)
		expect((await markers()).sort()).toEqual([inOne.getTime(), inTen.getTime()])
		// Nothing further is scheduled: the longest sleep.
		expect(first.nextCheckAt()).toEqual(new Date(inTen.getTime() + MAX_SLEEP_MS))
	})

	it('never raises the version for publish times before it started, nor for drafts', async () => {
		const start = new Date(Date.now() + 48 * 60 * 60 * 1000)
		const time = manualTime(start)
		await scheduleArticle('scheduled-past', new Date(start.getTime() - 1000))
		await database.db.insert(articles).values({
			slug: 'scheduled-draft',
			title: 'D',
			category: 'Heating Systems',
			status: 'draft',
			publishAt: new Date(start.getTime() + 1000),
		})
		const job = createScheduleJob({ ...time, onChange: () => () => {}, afterBump: async () => {}, log: quiet })
		jobs.push(job)
		job.start()
		const before = await version()
		time.advance(new Date(start.getTime() + 2000))
		expect(await job.check()).toBe(false)
		expect(await version()).toBe(before)
		expect(await markers()).toEqual([])
	})

	it('on two instances with real timers: a row scheduled a moment ahead raises the version exactly once, seen by both', async () => {
		// The second instance has its own connection on PostgreSQL; on PGlite both share the one database.
		let other: DatabaseHandle | null = null
		if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 2 })
		try {
			const bumps: string[] = []
			const log = (name: string) => ({ info: () => void bumps.push(name), warn: () => {} })
			const first = createScheduleJob({ db: () => database.db, onChange: () => () => {}, afterBump: async () => {}, log: log('first') })
			const second = createScheduleJob({
				db: () => (other ?? database).db,
				onChange: () => () => {},
				afterBump: async () => {},
				log: log('second'),
			})
			jobs.push(first, second)
			const before = await version()
			const publishAt = new Date(Date.now() + 600)
			await scheduleArticle('scheduled-soon', publishAt)
			first.start()
			second.start()
			// Each looks once at start (the insert's own change is not wired here) and sleeps until the publish time.
			await first.check()
			await second.check()
			expect(first.nextCheckAt()?.getTime()).toBe(publishAt.getTime())
			const deadline = Date.now() + 10_000
			while (bumps.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
			// Let the other instance wake too.
			await new Promise((r) => setTimeout(r, 400))
			expect(bumps).toHaveLength(1)
			expect(await version()).toBe(before + 2) // the insert raised it once, the schedule once
			expect(await version((other ?? database).db)).toBe(before + 2)
			expect(await markers()).toEqual([publishAt.getTime()])
		} finally {
			await other?.close()
		}
	})
})
