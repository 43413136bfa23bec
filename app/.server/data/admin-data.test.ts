import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReviewForm, ServiceForm } from '#app/utils/admin-schemas.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { emailOutbox, enquiries } from '../db/schema/index.ts'
import {
	containsPattern,
	deliveryStatus,
	getEnquiry,
	isEnquiryStatus,
	listEnquiries,
	setEnquiryStatus,
} from './admin-enquiries.ts'
import { createReview, listAllReviews, setReviewPublished, updateReview } from './admin-reviews.ts'
import { createService, listAllServices, setServiceActive, updateService } from './admin-services.ts'
import { listPublishedReviews } from './reviews.ts'
import { getActiveServiceBySlug } from './service-page.ts'

const database = testDatabaseForThisFile()

const review = (overrides: Partial<ReviewForm> = {}): ReviewForm => ({
	reviewer_name: 'Sarah M.',
	location: 'Maida Vale',
	title: 'Great kitchen',
	body: 'On time and tidy.',
	rating: 5,
	is_published: false,
	created_at: new Date('2025-03-01T10:00:00Z'),
	updated_at: new Date('2025-03-01T10:00:00Z'),
	...overrides,
})

const service = (overrides: Partial<ServiceForm> = {}): ServiceForm => ({
	name: 'Loft Conversions',
	slug: 'loft-conversions',
	summary: 'Extra room upstairs',
	description: null,
	base_price_from: 1250.5,
	is_active: true,
	hero_image: null,
	...overrides,
})

describe('admin reviews', () => {
	it('lists every review newest first, drafts included', async () => {
		await createReview(review({ reviewer_name: 'Older', created_at: new Date('2024-01-01T00:00:00Z') }))
		await createReview(review({ reviewer_name: 'Newer', is_published: true, created_at: new Date('2025-06-01T00:00:00Z') }))
		expect((await listAllReviews()).map((row) => [row.reviewerName, row.isPublished])).toEqual([
			['Newer', true],
			['Older', false],
		])
	})

	it('updates all fields and shows on the public list only when published', async () => {
		const [older] = (await listAllReviews()).filter((row) => row.reviewerName === 'Older')
		const updated = await updateReview(older!.id, review({ reviewer_name: 'Older, edited', rating: 3, title: null }))
		expect(updated).toMatchObject({ reviewerName: 'Older, edited', rating: 3, title: null, isPublished: false })
		expect((await listPublishedReviews()).map((row) => row.reviewerName)).toEqual(['Newer'])
		expect(await setReviewPublished(older!.id, true)).toBe(true)
		expect((await listPublishedReviews()).map((row) => row.reviewerName)).toEqual(['Newer', 'Older, edited'])
		expect(await updateReview('00000000-0000-4000-8000-000000000000', review())).toBeNull()
		expect(await setReviewPublished('00000000-0000-4000-8000-000000000000', true)).toBe(false)
	})
})

describe('admin services', () => {
	it('creates and lists services by name; changes show on the public page at once', async () => {
		expect(await createService(service())).toMatchObject({ ok: true })
		expect(await createService(service({ name: 'Bathrooms', slug: 'bathrooms', is_active: false }))).toMatchObject({ ok: true })
		expect((await listAllServices()).map((row) => row.name)).toEqual(['Bathrooms', 'Loft Conversions'])
		expect(await getActiveServiceBySlug('loft-conversions')).toMatchObject({ basePriceFrom: 1250.5 })
		expect(await getActiveServiceBySlug('bathrooms')).toBeNull()

		const [loft] = (await listAllServices()).filter((row) => row.slug === 'loft-conversions')
		expect(await updateService(loft!.id, service({ summary: 'Now with dormers', base_price_from: null }))).toMatchObject({ ok: true })
		expect(await getActiveServiceBySlug('loft-conversions')).toMatchObject({ summary: 'Now with dormers', basePriceFrom: null })
		expect(await setServiceActive(loft!.id, false)).toBe(true)
		expect(await getActiveServiceBySlug('loft-conversions')).toBeNull()
		expect(await setServiceActive(loft!.id, true)).toBe(true)
		expect(await setServiceActive('00000000-0000-4000-8000-000000000000', true)).toBe(false)
	})

	it('refuses a slug another service has, but lets a service keep its own', async () => {
		expect(await createService(service({ name: 'Other' }))).toEqual({ ok: false, reason: 'slug-taken' })
		const [bathrooms] = (await listAllServices()).filter((row) => row.slug === 'bathrooms')
		expect(await updateService(bathrooms!.id, service({ name: 'Bathrooms', slug: 'loft-conversions' }))).toEqual({
			ok: false,
			reason: 'slug-taken',
		})
		expect(await updateService(bathrooms!.id, service({ name: 'Bathrooms', slug: 'bathrooms' }))).toMatchObject({ ok: true })
		expect(await updateService('00000000-0000-4000-8000-000000000000', service({ slug: 'nowhere' }))).toEqual({
			ok: false,
			reason: 'not-found',
		})
	})

	it('reports a clash decided by the unique index when two saves race', async () => {
		const results = await Promise.all([createService(service({ slug: 'race' })), createService(service({ slug: 'race' }))])
		expect(results.map((result) => result.ok).sort()).toEqual([false, true])
		expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'slug-taken' })
	})
})

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
		expect(deliveryStatus({ total: 0, sent: 0, failed: 0 })).toBe('No e-mail')
		expect(deliveryStatus({ total: 2, sent: 2, failed: 0 })).toBe('Sent')
		expect(deliveryStatus({ total: 2, sent: 1, failed: 1 })).toBe('Failed')
		expect(deliveryStatus({ total: 2, sent: 1, failed: 0 })).toBe('Queued')
	})

	it('lists newest first with the delivery status, and pages', async () => {
		const { items, total } = await listEnquiries()
		expect(total).toBe(4)
		expect(items.map((item) => [item.name, item.delivery])).toEqual([
			['Dev', 'No e-mail'],
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

	it('reads one enquiry with its outbox rows and changes its status', async () => {
		const [bob] = (await listEnquiries({ q: 'bob@' })).items
		const detail = await getEnquiry(bob!.id)
		expect(detail).toMatchObject({ enquiry: { name: 'Bob 100%_Jones', status: 'new' }, delivery: 'Failed' })
		expect(detail?.outbox.map((row) => row.status).sort()).toEqual(['failed', 'sent'])
		expect(await setEnquiryStatus(bob!.id, 'contacted')).toBe(true)
		const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, bob!.id))
		expect(row?.status).toBe('contacted')
		expect(await getEnquiry('00000000-0000-4000-8000-000000000000')).toBeNull()
		expect(isEnquiryStatus('spam')).toBe(true)
		expect(isEnquiryStatus('deleted')).toBe(false)
	})
})

