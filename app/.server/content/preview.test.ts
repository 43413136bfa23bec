import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'

import { articles, contentDrafts } from '../db/schema/index.ts'
import {
	checkPreview,
	PREVIEW_LIFETIME_MS,
	previewArticle,
	previewCaseStudy,
	previewEntity,
	previewPath,
	verifyPreview,
} from './preview.ts'

const database = testDatabaseForThisFile()

const parts = (path: string) => {
	const [, , entity, id, expires, signature] = path.split('/')
	return { entity: previewEntity(entity!)!, id: Number(id), expires: Number(expires), signature: signature! }
}

describe(`preview links (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('are signed for one item and an hour', () => {
		const now = new Date('2026-11-28T10:00:00Z')
		const path = previewPath('article', 3, now)
		expect(path).toMatch(/^\/preview\/article\/3\/\d+\/[\w-]{43}$/)
		expect(previewPath('case_study', 3, now)).toMatch(/^\/preview\/case-study\/3\//)
		const { entity, id, expires, signature } = parts(path)
		expect(expires * 1000).toBe(now.getTime() + PREVIEW_LIFETIME_MS)
		expect(verifyPreview(entity, id, expires, signature, now)).toBe(true)
		expect(verifyPreview(entity, id, expires, signature, new Date(now.getTime() + PREVIEW_LIFETIME_MS - 1000))).toBe(true)
		// Expired: an hour on, and the link says so rather than "not found".
		expect(checkPreview(entity, id, expires, signature, new Date(now.getTime() + PREVIEW_LIFETIME_MS))).toBe('expired')
		expect(verifyPreview(entity, id, expires, signature, new Date(now.getTime() + PREVIEW_LIFETIME_MS))).toBe(false)
		// Tampered: another item, another entity, a later expiry, a changed signature.
		expect(checkPreview(entity, 4, expires, signature, now)).toBe('invalid')
		expect(checkPreview('case_study', id, expires, signature, now)).toBe('invalid')
		expect(checkPreview(entity, id, expires + 3600, signature, now)).toBe('invalid')
		const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
		expect(checkPreview(entity, id, expires, flipped, now)).toBe('invalid')
		expect(checkPreview(entity, id, expires, signature.slice(1), now)).toBe('invalid')
		expect(checkPreview(entity, id, expires, '', now)).toBe('invalid')
		expect(checkPreview(entity, Number.NaN, expires, signature, now)).toBe('invalid')
		expect(previewEntity('case_study')).toBeNull()
	})

	it('show the working copy, not the row, and the row when there is none', async () => {
		const [row] = await database.db.select().from(articles).where(eq(articles.id, 1))
		expect((await previewArticle(1))?.title).toBe(row!.title)
		await database.db.insert(contentDrafts).values({
			entityType: 'article',
			entityId: 1,
			version: 2,
			data: { title: 'Draft title', bodyHtml: '<p>Draft body</p>', publishAt: '2027-01-01T09:00:00.000Z' },
		})
		await database.db.insert(contentDrafts).values({ entityType: 'case_study', entityId: 2, version: 2, data: { title: 'Draft study' } })
		try {
			const article = await previewArticle(1)
			expect(article).toMatchObject({ id: 1, slug: row!.slug, title: 'Draft title', content: '<p>Draft body</p>', date: '2027-01-01' })
			expect((await previewCaseStudy(2))?.title).toBe('Draft study')
			expect(await previewArticle(99_999)).toBeUndefined()
			// The row itself is unchanged.
			expect((await database.db.select().from(articles).where(eq(articles.id, 1)))[0]?.title).toBe(row!.title)
		} finally {
			await database.db.delete(contentDrafts)
		}
	})
})
