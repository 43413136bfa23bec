import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { thumbnailKey } from '#app/domain/enquiry/photos.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { asActor } from '../audit.ts'
import { signUpForNewsletter } from '../data/newsletter.ts'
import { getDb } from '../db/index.ts'
import { auditLog, emailOutbox, enquiries, enquiryEvents, enquiryPhotos, rateLimitBuckets, reviews } from '../db/schema/index.ts'
import { storeEnquiry } from '../enquiries/submit.ts'
import { logger } from '../logger.ts'
import { createLocalStorage } from '../storage/local.ts'
import type { MediaStorage } from '../storage/types.ts'
import { DATA_RIGHTS_TABLE } from './audit-entry.ts'
import { eraseHeld, exportHeld, summariseHeld } from './subject.ts'

const database = testDatabaseForThisFile()
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

const SUBJECT = { name: 'Rita Erasmus', email: 'Rita.Erasmus+quotes@Example.org', phone: '+44 7700 900456', postcode: 'W9 2BB' }
const ADDRESS = SUBJECT.email.toLowerCase()
const PHONE_DIGITS = '7700900456'
const OTHER = { name: 'Keep Mee', email: 'keep.me@example.org', phone: '020 7946 0111', postcode: 'NW8 1AA' }
const actor = { id: 'admin-1', email: 'owner@example.test' }

let root: string
let storage: MediaStorage
const quietLog = { error: () => {} }

async function enquiryFor(person: typeof SUBJECT, message: string) {
	const stored = await storeEnquiry(
		{ ...person, service: 'Plumbing Services', message },
		{ clientIp: '198.51.100.7', userAgent: 'test agent', sourcePage: '/contact', log: logger },
	)
	if (stored.status !== 'created') throw new Error(`Could not store the enquiry: ${stored.status}`)
	return stored.id
}

async function photoFor(enquiryId: string, name: string, position: number) {
	const key = `enquiries/${enquiryId.slice(0, 8)}-${position}-${name}.jpg`
	await storage.put(key, Buffer.from(`photo ${name}`), 'image/jpeg')
	await storage.put(thumbnailKey(key), Buffer.from(`thumbnail ${name}`), 'image/jpeg')
	await database.db.insert(enquiryPhotos).values({
		enquiryId,
		storageKey: key,
		originalName: `${name}.jpg`,
		contentType: 'image/webp',
		bytes: 1234,
		width: 800,
		height: 600,
		position,
	})
	return key
}

let subjectKeys: string[] = []
let otherKey = ''
let subjectIds: string[] = []

beforeAll(async () => {
	root = await mkdtemp(path.join(tmpdir(), 'data-rights-'))
	storage = createLocalStorage(root)

	// Two enquiries of the subject (one typed in another case), one of someone else.
	const first = await enquiryFor(SUBJECT, 'Leaking tap in the kitchen')
	const second = await enquiryFor({ ...SUBJECT, email: SUBJECT.email.toUpperCase() }, 'And the bathroom')
	const other = await enquiryFor(OTHER, 'Boiler service please')
	subjectIds = [first, second]
	subjectKeys = [await photoFor(first, 'tap', 0), await photoFor(first, 'sink', 1), await photoFor(second, 'bath', 0)]
	otherKey = await photoFor(other, 'boiler', 0)

	// Staff work on the subject's enquiry: the audit trigger records the update (its values include the old phone).
	await asActor(actor, async () => {
		await getDb()
			.update(enquiries)
			.set({ stage: 'contacted', phone: '07700 900456' })
			.where(sql`id = ${first}`)
		await getDb().insert(enquiryEvents).values({ enquiryId: first, kind: 'note', actorName: 'Owner', body: 'Called back, wants a quote' })
	})
	await database.db.insert(enquiryEvents).values({ enquiryId: other, kind: 'note', actorName: 'Owner', body: 'Other customer note' })

	// A newsletter sign-up (and its confirmation mail and throttle buckets).
	await signUpForNewsletter({ email: ADDRESS, clientIp: '198.51.100.7', log: logger })
	await signUpForNewsletter({ email: OTHER.email, clientIp: '198.51.100.8', log: logger })

	// A review by the same name (possibly theirs) and one by someone else.
	await database.db.insert(reviews).values([
		{ reviewerName: ' rita erasmus ', body: 'Great work on the tap.', rating: 5 },
		{ reviewerName: 'Someone Else', body: 'Fine.', rating: 4 },
	])
})

afterAll(async () => {
	await rm(root, { recursive: true, force: true })
})

describe(`customer data rights (${kind})`, () => {
	it('summarises what is held for an address, in any case', async () => {
		const held = await summariseHeld(`  ${SUBJECT.email.toUpperCase()} `)
		expect(held).toMatchObject({ email: ADDRESS, enquiries: 2, events: 1, photos: 3, newsletter: 'pending' })
		// Two confirmations, two office notifications, one newsletter confirmation.
		expect(held.emails).toBe(5)
		expect(held.history).toBeGreaterThanOrEqual(1)
		expect(held.reviews.map((review) => review.reviewerName)).toEqual([' rita erasmus '])
	})

	it('exports every enquiry with its timeline and photo list, the e-mails, the newsletter row and reviews by name', async () => {
		const file = await exportHeld(ADDRESS, new Date('2026-11-29T12:00:00Z'))
		expect(file.email).toBe(ADDRESS)
		expect(file.exportedAt).toBe('2026-11-29T12:00:00.000Z')
		expect(file.enquiries).toHaveLength(2)
		const [first, second] = file.enquiries
		expect(first).toMatchObject({
			name: SUBJECT.name,
			postcode: SUBJECT.postcode,
			message: 'Leaking tap in the kitchen',
			stage: 'contacted',
		})
		expect(first!.ipAddressHash).toMatch(/\S/)
		expect(first!.timeline).toEqual([expect.objectContaining({ kind: 'note', by: 'Owner', text: 'Called back, wants a quote' })])
		expect(first!.photos.map((photo) => photo.name)).toEqual(['tap.jpg', 'sink.jpg'])
		expect(first!.photos[0]).toEqual({
			name: 'tap.jpg',
			contentType: 'image/webp',
			bytes: 1234,
			width: 800,
			height: 600,
			receivedAt: expect.any(String),
		})
		expect(second!.photos.map((photo) => photo.name)).toEqual(['bath.jpg'])
		expect(file.emails.map((mail) => mail.kind).sort()).toEqual([
			'enquiry-confirmation',
			'enquiry-confirmation',
			'enquiry-office',
			'enquiry-office',
			'newsletter-confirmation',
		])
		expect(file.newsletter).toMatchObject({ email: ADDRESS, state: 'pending' })
		expect(file.reviews.items.map((review) => review.text)).toEqual(['Great work on the tap.'])
		const json = JSON.stringify(file)
		// Nothing of the other customer, and no credentials or storage keys.
		expect(json).not.toContain(OTHER.email)
		expect(json).not.toContain('Other customer note')
		expect(json).not.toMatch(/unsubscribe_?token|confirm_?token_?hash|storage_?key/i)
		for (const key of subjectKeys) expect(json).not.toContain(key)
	})

	it('export and erase leave nothing behind: every text column of every table is searched for the address and the phone', async () => {
		// The search finds the subject where they are before the erasure.
		expect(await everyMention()).toEqual(
			expect.arrayContaining([
				'audit_log.changes',
				'email_outbox.reply_to',
				'email_outbox.text_body',
				'email_outbox.to_address',
				'enquiries.email',
				'enquiries.phone',
				'enquiries.phone_key',
				'newsletter_subscribers.email',
			]),
		)

		const result = await eraseHeld(` ${SUBJECT.email} `, { write: (task) => asActor(actor, task), storage, log: quietLog })
		expect(result.failedFiles).toEqual([])
		expect(result.counts).toMatchObject({ enquiries: 2, events: 1, photos: 3, emails: 5, newsletter: 1 })
		expect(result.counts.history).toBeGreaterThanOrEqual(1)

		expect(await everyMention()).toEqual([])
		for (const key of subjectKeys) {
			expect(await storage.exists(key)).toBe(false)
			expect(await storage.exists(thumbnailKey(key))).toBe(false)
		}
		expect(
			await database.db.$count(
				enquiryPhotos,
				sql`${enquiryPhotos.enquiryId} in (${sql.join(
					subjectIds.map((id) => sql`${id}::uuid`),
					sql`, `,
				)})`,
			),
		).toBe(0)
		// The subject's throttle buckets are gone (keyed hashes of the mailbox).
		const buckets = await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)
		expect(buckets.filter((row) => row.key.startsWith('enquiry:email:')).length).toBe(1)
		expect(buckets.filter((row) => row.key.startsWith('newsletter:email:')).length).toBe(1)

		// The other customer is untouched, file included; the review by name is left for the owner.
		expect(await database.db.$count(enquiries, sql`lower(email) = ${OTHER.email}`)).toBe(1)
		expect(await database.db.$count(emailOutbox, sql`lower(to_address) = ${OTHER.email}`)).toBe(2)
		expect(await storage.exists(otherKey)).toBe(true)
		expect(await storage.exists(thumbnailKey(otherKey))).toBe(true)
		expect(await database.db.$count(reviews, sql`reviewer_name = ' rita erasmus '`)).toBe(1)

		// Erasing again finds nothing and fails nothing.
		const again = await eraseHeld(ADDRESS, { write: (task) => asActor(actor, task), storage, log: quietLog })
		expect(again.counts).toEqual({ enquiries: 0, events: 0, photos: 0, emails: 0, newsletter: 0, history: 0 })
	})

	it('leaves one History entry per erasure, naming the admin and counts only, with no personal data', async () => {
		const entries = await database.db
			.select()
			.from(auditLog)
			.where(sql`${auditLog.tableName} = ${DATA_RIGHTS_TABLE}`)
			.orderBy(auditLog.id)
		expect(entries).toHaveLength(2)
		const [entry] = entries
		expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email, recordId: 'erasure', action: 'delete' })
		expect(entry!.changes).toMatchObject({ enquiries: { from: 2, to: 0 }, photos: { from: 3, to: 0 }, emails: { from: 5, to: 0 } })
		const text = JSON.stringify(entries).toLowerCase()
		for (const personal of [ADDRESS, 'rita', 'erasmus', PHONE_DIGITS, SUBJECT.postcode.toLowerCase(), ...subjectIds, ...subjectKeys])
			expect(text).not.toContain(personal.toLowerCase())
	})

	it('reports photo files it could not remove (and logs their keys), after the rows are gone', async () => {
		const id = await enquiryFor({ ...SUBJECT, email: 'stuck@example.org' }, 'Stuck file')
		const key = await photoFor(id, 'stuck', 0)
		const failing: MediaStorage = { ...storage, deleteMany: async (keys) => ({ failed: keys }) }
		const logged: unknown[] = []
		const result = await eraseHeld('stuck@example.org', {
			write: (task) => asActor(actor, task),
			storage: failing,
			log: { error: (value: unknown) => void logged.push(value) },
		})
		// The photo and its thumbnail.
		expect(result.failedFiles).toEqual([key, thumbnailKey(key)])
		expect(logged).toContainEqual(expect.objectContaining({ keys: [key, thumbnailKey(key)] }))
		expect(await database.db.$count(enquiries, sql`lower(email) = 'stuck@example.org'`)).toBe(0)
		await storage.delete(key)
	})
})

/**
 * Every row, in every table of the schema, whose text, character or JSON
 * columns (arrays of them too) contain the subject's address or phone
 * (either way it is written): `table.column` for each. The tables and columns
 * are read from information_schema when the test runs, so a table added later
 * is searched without editing this test.
 */
async function everyMention(): Promise<string[]> {
	const columns = await rows<{ table_name: string; column_name: string }>(
		sql`select c.table_name, c.column_name from information_schema.columns c
			join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
			where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
			and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.data_type = 'ARRAY' or c.data_type = 'USER-DEFINED')
			order by 1, 2`,
	)
	expect(columns.some((column) => column.table_name === 'enquiries' && column.column_name === 'email')).toBe(true)
	const found: string[] = []
	for (const { table_name: table, column_name: column } of columns) {
		const value = sql.raw(`"${column}"::text`)
		const [hits] = await rows<{ n: number }>(
			sql`select count(*)::int as n from ${sql.raw(`"${table}"`)}
				where lower(${value}) like ${`%${ADDRESS}%`} or regexp_replace(${value}, '[^0-9]', '', 'g') like ${`%${PHONE_DIGITS}%`}`,
		)
		if ((hits?.n ?? 0) > 0) found.push(`${table}.${column}`)
	}
	return found
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
	const result = await database.db.execute(query)
	return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[]
}
