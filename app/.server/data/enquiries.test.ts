import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { isEnquiryStage } from '#app/domain/enquiry/stage.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { emailOutbox, enquiries } from '../db/schema/index.ts'
import { changeStage } from '../enquiries/pipeline.ts'
import { containsPattern, deliveryStatus, getEnquiry, listEnquiries } from './enquiries.ts'

const database = testDatabaseForThisFile()

describe('admin enquiries', () => {
	const enquiry = (name: string, email: string, postcode: string, createdAt: string) => ({
		name,
		email,
		phone: '07700 900123',
		postcode,
		service: 'Plumbing',
		message: 'Leaking tap',
		consentAt: new Date(createdAt),
		createdAt: new Date(createdAt),
	})
	const outbox = (enquiryId: string, status: 'pending' | 'sent' | 'failed') => ({
		kind: 'office',
		enquiryId,
		toAddress: 'office@example.com',
		subject: 'New enquiry',
		textBody: 'Body',
		status,
	})

	beforeAll(async () => {
		const rows = await database.db
			.insert(enquiries)
			.values([
				enquiry('Ann Smith', 'ann@example.com', 'W9 1AA', '2025-01-01T10:00:00Z'),
				enquiry('Bob 100%_Jones', 'bob@example.org', 'SW1A 2BB', '2025-02-01T10:00:00Z'),
				enquiry('Cara', 'cara@example.net', 'NW6 3CC', '2025-03-01T10:00:00Z'),
				enquiry('Dev', 'dev@example.net', 'W2 4DD', '2025-04-01T10:00:00Z'),
			])
			.returning({ id: enquiries.id, name: enquiries.name })
		const id = (name: string) => rows.find((row) => row.name === name)!.id
		await database.db.insert(emailOutbox).values([
			outbox(id('Ann Smith'), 'sent'),
			outbox(id('Ann Smith'), 'sent'),
			outbox(id('Bob 100%_Jones'), 'sent'),
			outbox(id('Bob 100%_Jones'), 'failed'),
			outbox(id('Cara'), 'sent'),
			outbox(id('Cara'), 'pending'),
		])
	})

	it('derives the delivery status from the outbox rows', () => {
		expect(deliveryStatus({ total: 0, sent: 0, failed: 0 })).toBe('No email')
		expect(deliveryStatus({ total: 2, sent: 2, failed: 0 })).toBe('Sent')
		expect(deliveryStatus({ total: 2, sent: 1, failed: 1 })).toBe('Failed')
		expect(deliveryStatus({ total: 2, sent: 1, failed: 0 })).toBe('Queued')
	})

	it('lists newest first with the delivery status, and pages', async () => {
		const { items, total } = await listEnquiries()
		expect(total).toBe(4)
		expect(items.map((item) => [item.name, item.delivery])).toEqual([
			['Dev', 'No email'],
			['Cara', 'Queued'],
			['Bob 100%_Jones', 'Failed'],
			['Ann Smith', 'Sent'],
		])
		const page = await listEnquiries({ limit: 2, offset: 2 })
		expect(page).toMatchObject({ total: 4, items: [{ name: 'Bob 100%_Jones' }, { name: 'Ann Smith' }] })
	})

	it('searches name, e-mail and postcode case-insensitively, wildcards taken literally', async () => {
		const names = async (q: string) => (await listEnquiries({ q })).items.map((item) => item.name)
		expect(await names('ANN')).toEqual(['Ann Smith'])
		expect(await names('example.net')).toEqual(['Dev', 'Cara'])
		expect(await names('sw1a 2bb')).toEqual(['Bob 100%_Jones'])
		expect(await names('sw1a2bb')).toEqual(['Bob 100%_Jones'])
		expect(await names('%')).toEqual(['Bob 100%_Jones'])
		expect(await names('_')).toEqual(['Bob 100%_Jones'])
		expect(await names('\\')).toEqual([])
		expect((await listEnquiries({ q: 'nobody' })).total).toBe(0)
		expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%')
	})

	it('reads one enquiry with its outbox rows and changes its stage', async () => {
		const [bob] = (await listEnquiries({ q: 'bob@' })).items
		const detail = await getEnquiry(bob!.id)
		expect(detail).toMatchObject({ enquiry: { name: 'Bob 100%_Jones', stage: 'new' }, delivery: 'Failed' })
		expect(detail?.outbox.map((row) => row.status).sort()).toEqual(['failed', 'sent'])
		expect(await changeStage(bob!.id, null, { stage: 'contacted', lostReason: null, valuePence: null })).toBe('changed')
		const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, bob!.id))
		expect(row?.stage).toBe('contacted')
		expect(await getEnquiry('00000000-0000-4000-8000-000000000000')).toBeNull()
		expect(isEnquiryStage('spam')).toBe(true)
		expect(isEnquiryStage('closed')).toBe(false)
	})
})

