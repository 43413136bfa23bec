import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { thumbnailKey } from '#app/domain/enquiry/photos.ts'
import type { EnquiryStage } from '#app/domain/enquiry/stage.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { DATA_RIGHTS_TABLE } from '../data-rights/audit-entry.ts'
import { initialSettingsRow } from '../data/settings.ts'
import { openDatabase, type DatabaseHandle } from '../db/index.ts'
import { appMeta, auditLog, emailOutbox, enquiries, enquiryEvents, enquiryPhotos, settings } from '../db/schema/index.ts'
import { createLocalStorage } from '../storage/local.ts'
import type { MediaStorage } from '../storage/types.ts'
import { createRetentionJob, RETENTION_CHECK_MS, RETENTION_FIRST_CHECK_MS, RETENTION_MARKER, runRetention } from './retention.ts'

const database = testDatabaseForThisFile()
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

const NOW = new Date('2026-11-29T12:00:00Z')
const monthsBefore = (months: number, extraMs = 0) => {
	const date = new Date(NOW)
	date.setUTCMonth(date.getUTCMonth() - months)
	return new Date(date.getTime() + extraMs)
}

let root: string
let storage: MediaStorage
const logged: { info: unknown[]; error: unknown[] } = { info: [], error: [] }
const log = {
	info: (value: unknown) => void logged.info.push(value),
	warn: () => {},
	error: (value: unknown) => void logged.error.push(value),
}

async function enquiry(name: string, stage: EnquiryStage, stageChangedAt: Date, { photo = false } = {}) {
	const [row] = await database.db
		.insert(enquiries)
		.values({
			name,
			email: `${name}@example.org`,
			phone: '07700 900789',
			postcode: 'W9 3CC',
			service: 'Plumbing Services',
			consentAt: stageChangedAt,
			stage,
			stageChangedAt,
		})
		.returning({ id: enquiries.id })
	const id = row!.id
	await database.db
		.insert(emailOutbox)
		.values({ kind: 'enquiry-office', enquiryId: id, toAddress: 'office@example.test', subject: name, textBody: name })
	await database.db.insert(enquiryEvents).values({ enquiryId: id, kind: 'stage', toStage: stage })
	let key: string | null = null
	if (photo) {
		key = `enquiries/${id}-photo.jpg`
		await storage.put(key, Buffer.from(name), 'image/jpeg')
		await storage.put(thumbnailKey(key), Buffer.from(name), 'image/jpeg')
		await database.db.insert(enquiryPhotos).values({
			enquiryId: id,
			storageKey: key,
			originalName: 'p.jpg',
			contentType: 'image/webp',
			bytes: 1,
			width: 1,
			height: 1,
			position: 0,
		})
	}
	return { id, key }
}

const names = async () =>
	(await database.db.select({ name: enquiries.name }).from(enquiries).orderBy(enquiries.name)).map((row) => row.name)

beforeAll(async () => {
	root = await mkdtemp(path.join(tmpdir(), 'retention-'))
	storage = createLocalStorage(root)
	await database.db.insert(settings).values(initialSettingsRow()).onConflictDoNothing()
})

afterAll(async () => {
	await rm(root, { recursive: true, force: true })
})

describe(`enquiry retention (${kind})`, () => {
	it('deletes lost and spam enquiries older than the period once a day, across two runners, with their photos, e-mails and history', async () => {
		await database.db.update(settings).set({ retentionMonths: 24 })
		const expiredLost = await enquiry('a-lost-expired', 'lost', monthsBefore(24, -60_000), { photo: true })
		await enquiry('b-spam-expired', 'spam', monthsBefore(30))
		await enquiry('c-lost-at-boundary', 'lost', monthsBefore(24))
		await enquiry('d-lost-recent', 'lost', monthsBefore(1))
		const won = await enquiry('e-won-old', 'won', monthsBefore(60), { photo: true })
		await enquiry('f-new-old', 'new', monthsBefore(60))
		await enquiry('g-quoted-old', 'quoted', monthsBefore(36))
		// A staff change to the expiring enquiry is in the History with its values.
		await database.db.update(enquiries).set({ lostReason: 'went elsewhere' }).where(eq(enquiries.id, expiredLost.id))

		// Two instances at the same moment: one deletes, the other finds the day done.
		let other: DatabaseHandle | null = null
		if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 2 })
		try {
			const runner = (db: () => typeof database.db) => runRetention({ db, now: () => NOW, storage: () => storage, log })
			const runs = await Promise.all([runner(() => database.db), runner(() => (other ?? database).db)])
			const done = runs.filter((run) => run.ran)
			expect(done).toHaveLength(1)
			expect(done[0]).toMatchObject({ months: 24, enquiries: 2, photos: 1, emails: 2, failedFiles: [] })
			expect(done[0]!.history).toBeGreaterThanOrEqual(1)
		} finally {
			await other?.close()
		}

		expect(await names()).toEqual(['c-lost-at-boundary', 'd-lost-recent', 'e-won-old', 'f-new-old', 'g-quoted-old'])
		expect(await storage.exists(expiredLost.key!)).toBe(false)
		expect(await storage.exists(thumbnailKey(expiredLost.key!))).toBe(false)
		expect(await storage.exists(won.key!)).toBe(true)
		expect(await storage.exists(thumbnailKey(won.key!))).toBe(true)
		expect(await database.db.$count(enquiryPhotos)).toBe(1)
		expect(await database.db.$count(enquiryEvents)).toBe(5)
		expect(await database.db.$count(emailOutbox)).toBe(5)
		expect(await database.db.$count(auditLog, sql`${auditLog.recordId} = ${expiredLost.id}`)).toBe(0)

		// Logged and audited with counts only.
		expect(logged.info).toContainEqual({ enquiries: 2, photos: 1, emails: 2, history: expect.any(Number), months: 24, failedFiles: 0 })
		const [entry, ...more] = await database.db.select().from(auditLog).where(eq(auditLog.tableName, DATA_RIGHTS_TABLE))
		expect(more).toEqual([])
		expect(entry).toMatchObject({
			recordId: 'retention',
			actorId: null,
			changes: { enquiries: { from: 2, to: 0 }, retentionMonths: { from: 24, to: 0 } },
		})
		expect(JSON.stringify(entry)).not.toMatch(/lost-expired|spam-expired|example\.org|07700/)

		// Later the same London day: nothing more, even with a shorter period.
		await database.db.update(settings).set({ retentionMonths: 1 })
		const sameDay = await runRetention({ now: () => new Date(NOW.getTime() + 10 * 60 * 60 * 1000), storage: () => storage, log })
		expect(sameDay.ran).toBe(false)
		// The next London day (midnight in winter is 00:00 UTC): the one-month period applies (the boundary row and the recent one are now older).
		const nextDay = await runRetention({ now: () => new Date('2026-11-30T00:00:01Z'), storage: () => storage, log })
		expect(nextDay).toMatchObject({ ran: true, months: 1, enquiries: 2 })
		expect(await names()).toEqual(['e-won-old', 'f-new-old', 'g-quoted-old'])
		const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, RETENTION_MARKER))
		expect(marker!.value).toBe('2026-11-30')
	})

	it('runs from the job a minute after start, then looks hourly; stopping ends the looks', async () => {
		const timers: { run: () => void; ms: number }[] = []
		let at = new Date('2026-12-05T09:00:00Z')
		const job = createRetentionJob({
			now: () => at,
			storage: () => storage,
			log,
			setTimer: (run, ms) => {
				const timer = { run, ms }
				timers.push(timer)
				return timer
			},
			clearTimer: (timer) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]) >>> 0, 1),
		})
		job.start()
		expect(timers.map((timer) => timer.ms)).toEqual([RETENTION_FIRST_CHECK_MS])
		const first = timers.shift()!
		first.run()
		expect(await job.check()).toMatchObject({ ran: true })
		expect(timers.map((timer) => timer.ms)).toEqual([RETENTION_CHECK_MS])
		at = new Date('2026-12-05T10:00:00Z')
		expect(await job.check()).toMatchObject({ ran: false })
		await job.stop()
		expect(timers).toEqual([])
	})
})
