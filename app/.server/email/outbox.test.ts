import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { emailOutbox, type EmailOutboxRow } from '../db/schema/index.ts'
import type { SendEmail } from './mailer.ts'
import { claimNextEmail, LEASE_SECONDS, processDueEmails, releaseAllClaims, secondsUntilNextDue, startOutboxWorker } from './outbox.ts'

const database = testDatabaseForThisFile()

beforeEach(async () => {
	await database.db.delete(emailOutbox)
})

/** Queues `count` messages, due now. */
async function queue(count = 1) {
	await database.db.insert(emailOutbox).values(
		Array.from({ length: count }, (_, index) => ({
			kind: 'test',
			toAddress: `customer${index}@example.com`,
			subject: `Message ${index}`,
			textBody: 'Hello',
		})),
	)
}

const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.subject)

/** A sender whose sends stay open until the test settles them, one by one. */
function heldSender() {
	const held: { message: EmailOutboxRow; resolve(): void; reject(error: Error): void }[] = []
	const send: SendEmail = (message) => new Promise<void>((resolve, reject) => void held.push({ message, resolve, reject }))
	const first = () =>
		vi.waitFor(() => {
			if (!held[0]) throw new Error('Nothing is being sent yet')
			return held[0]
		})
	return { send, held, first }
}

describe('secondsUntilNextDue', () => {
	it('is null with nothing pending and 0 when a message can be claimed now', async () => {
		expect(await secondsUntilNextDue(database.db)).toBeNull()
		await queue()
		expect(await secondsUntilNextDue(database.db)).toBe(0)
	})

	it('waits for the lease of a due message another sender holds, instead of 0 (no busy loop)', async () => {
		await queue()
		expect(await claimNextEmail(database.db)).not.toBeNull()
		const seconds = await secondsUntilNextDue(database.db)
		expect(seconds).toBeGreaterThan(LEASE_SECONDS - 10)
		expect(seconds).toBeLessThanOrEqual(LEASE_SECONDS)
	})

	it('waits for the later of the retry time and the lease', async () => {
		await queue()
		await database.db.update(emailOutbox).set({
			nextAttemptAt: sql`now() + interval '300 seconds'`,
			lockedUntil: sql`now() + interval '60 seconds'`,
		})
		expect(await secondsUntilNextDue(database.db)).toBeGreaterThan(290)
	})
})

describe('claims', () => {
	it('take one message at a time, each with its own lease', async () => {
		await queue(2)
		const first = await claimNextEmail(database.db)
		const second = await claimNextEmail(database.db)
		expect(first?.id).not.toBe(second?.id)
		expect([first?.attempts, second?.attempts]).toEqual([1, 1])
		expect(await claimNextEmail(database.db)).toBeNull()
	})

	it('never let a late outcome overwrite a message another sender has claimed since', async () => {
		await queue()
		const slow = heldSender()
		const firstRun = processDueEmails(database.db, slow.send)
		const stuck = await slow.first()

		// The first sender's lease runs out while it is still sending; another sender takes over and succeeds.
		await database.db.update(emailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` })
		const delivered: string[] = []
		expect(await processDueEmails(database.db, async (message) => void delivered.push(message.id))).toEqual({
			sent: 1,
			retrying: 0,
			failed: 0,
		})
		expect(delivered).toEqual([stuck.message.id])

		// Now the first send fails: its outcome is not recorded.
		stuck.reject(new Error('connection reset'))
		expect(await firstRun).toEqual({ sent: 0, retrying: 0, failed: 0 })
		const [row] = await outbox()
		expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, lockedUntil: null })
	})

	it('never let a late success overwrite a retry another sender has scheduled since', async () => {
		await queue()
		const slow = heldSender()
		const firstRun = processDueEmails(database.db, slow.send)
		const stuck = await slow.first()
		await database.db.update(emailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` })
		expect(await processDueEmails(database.db, () => Promise.reject(new Error('421 try later')))).toEqual({
			sent: 0,
			retrying: 1,
			failed: 0,
		})

		stuck.resolve()
		await firstRun
		const [row] = await outbox()
		expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: '421 try later', sentAt: null })
	})
})

describe('leases', () => {
	it('are renewed while a slow send goes on, so no other sender takes the message', async () => {
		await queue()
		const slow = heldSender()
		const run = processDueEmails(database.db, slow.send, { leaseSeconds: 1, heartbeatMs: 200 })
		const sending = await slow.first()
		await new Promise((resolve) => setTimeout(resolve, 1_600))
		expect(await claimNextEmail(database.db)).toBeNull()
		sending.resolve()
		expect(await run).toEqual({ sent: 1, retrying: 0, failed: 0 })
		const [row] = await outbox()
		expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null })
	})

	it('run out soon after their sender died, and another sender then takes the message', async () => {
		await queue()
		expect(await claimNextEmail(database.db, 1)).not.toBeNull()
		expect(await claimNextEmail(database.db)).toBeNull()
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		expect(await claimNextEmail(database.db)).toMatchObject({ attempts: 2 })
	})

	it('left by a crashed run are released at start by the sole sender of an embedded database, not by others', async () => {
		await queue(2)
		const crashed = (await claimNextEmail(database.db))!.subject
		const other = crashed === 'Message 0' ? 'Message 1' : 'Message 0'
		const delivered: string[] = []
		const record: SendEmail = async (message) => void delivered.push(message.subject)

		const shared = startOutboxWorker(database.db, record, { pollSeconds: 60 })
		await vi.waitFor(() => expect(delivered).toHaveLength(1))
		await shared.stop()
		expect(delivered).toEqual([other])

		const sole = startOutboxWorker(database.db, record, { pollSeconds: 60, soleSender: true })
		await vi.waitFor(() => expect(delivered).toHaveLength(2))
		await sole.stop()
		expect(delivered).toEqual([other, crashed])
		expect(await releaseAllClaims(database.db)).toBe(0)
	})
})

describe('stopping', () => {
	it('a run claims nothing once its signal is aborted', async () => {
		await queue(2)
		const stop = new AbortController()
		stop.abort()
		expect(await processDueEmails(database.db, async () => {}, { signal: stop.signal })).toEqual({ sent: 0, retrying: 0, failed: 0 })
		expect((await outbox()).map((row) => row.attempts)).toEqual([0, 0])
	})

	it('the worker finishes the message being sent, then claims no more', async () => {
		await queue(3)
		const slow = heldSender()
		const worker = startOutboxWorker(database.db, slow.send, { pollSeconds: 1 })
		const first = await slow.first()
		let stopped = false
		const stopping = worker.stop().then(() => (stopped = true))
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(stopped).toBe(false)
		first.resolve()
		await stopping
		expect(slow.held).toHaveLength(1)
		const rows = await outbox()
		expect(rows.filter((row) => row.status === 'sent').map((row) => [row.id, row.attempts])).toEqual([[first.message.id, 1]])
		expect(rows.filter((row) => row.status === 'pending' && row.attempts === 0)).toHaveLength(2)
		// Nothing runs after stop().
		await new Promise((resolve) => setTimeout(resolve, 1200))
		expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'sent'))).toHaveLength(1)
	})
})
