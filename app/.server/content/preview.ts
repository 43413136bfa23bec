import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'

import type { PublishedArticle } from '#app/domain/article/article.ts'
import type { PublishedCaseStudy } from '#app/domain/case-study/case-study.ts'
import type { ArticleFields, CaseStudyFields, ContentEntity } from '#app/domain/content/fields.ts'

import { toArticle } from '../data/articles.ts'
import { toPublishedCaseStudy } from '../data/case-studies.ts'
import { getDb } from '../db/index.ts'
import { articles, caseStudies, contentDrafts } from '../db/schema/index.ts'
import { getInstallationSecret } from '../secrets.ts'

/*
 * Previews of a working copy (decision 0042): a signed, expiring address that
 * shows the real public page with `draft ?? row`. The signature is an
 * HMAC-SHA256 with the installation secret over the entity, the id and the
 * expiry, so anyone holding the link sees that one item until it expires, and
 * nobody can make a link for another item or a later time.
 */

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000

/** The entity as it is written in the address (`case-study`, like the site's paths). */
const segmentOf = { article: 'article', case_study: 'case-study' } as const satisfies Record<ContentEntity, string>

/** The entity an address segment names, or null. */
export function previewEntity(segment: string): ContentEntity | null {
	return segment === 'article' ? 'article' : segment === 'case-study' ? 'case_study' : null
}

const sign = (entity: ContentEntity, id: number, expires: number) =>
	createHmac('sha256', getInstallationSecret()).update(`preview:${entity}:${id}:${expires}`).digest('base64url')

/** The preview address of an item's working copy, valid for an hour from `now`: /preview/<entity>/<id>/<expires>/<signature>. */
export function previewPath(entity: ContentEntity, id: number, now: Date = new Date()): string {
	const expires = Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000)
	return `/preview/${segmentOf[entity]}/${id}/${expires}/${sign(entity, id, expires)}`
}

export type PreviewCheck = 'valid' | 'expired' | 'invalid'

/**
 * Whether the address's parts are a link this installation made: `invalid`
 * when the signature does not match (a changed id, expiry or entity), else
 * `expired` once the expiry (seconds) has passed, else `valid`. Compared in
 * constant time.
 */
export function checkPreview(entity: ContentEntity, id: number, expires: number, signature: string, now: Date = new Date()): PreviewCheck {
	if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(expires) || expires <= 0) return 'invalid'
	const expected = Buffer.from(sign(entity, id, expires))
	const given = Buffer.from(signature)
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
	return now.getTime() >= expires * 1000 ? 'expired' : 'valid'
}

/** True only for an unexpired link this installation made. */
export function verifyPreview(entity: ContentEntity, id: number, expires: number, signature: string, now: Date = new Date()): boolean {
	return checkPreview(entity, id, expires, signature, now) === 'valid'
}

async function workingCopy(entity: ContentEntity, id: number): Promise<Record<string, unknown> | null> {
	const [draft] = await getDb()
		.select({ data: contentDrafts.data })
		.from(contentDrafts)
		.where(and(eq(contentDrafts.entityType, entity), eq(contentDrafts.entityId, id)))
	return draft?.data && typeof draft.data === 'object' ? (draft.data as Record<string, unknown>) : null
}

/** A working copy's publish time (an ISO string in JSON) as the row's Date; the row's when it names none. */
const publishAtOf = (fields: { publishAt?: string | null }, fallback: Date | null) => {
	const at = fields.publishAt ? new Date(fields.publishAt) : null
	return at && !Number.isNaN(at.getTime()) ? at : fallback
}

/** The article as its page would show its working copy (`draft ?? row`, whatever its status); undefined when there is no such article. */
export async function previewArticle(id: number): Promise<PublishedArticle | undefined> {
	const [row] = await getDb().select().from(articles).where(eq(articles.id, id))
	if (!row) return undefined
	const draft = (await workingCopy('article', id)) as Partial<ArticleFields> | null
	if (!draft) return toArticle(row)
	const { publishAt, ...fields } = draft
	return toArticle({ ...row, ...fields, publishAt: publishAtOf({ publishAt }, row.publishAt) })
}

/** The case study as the list would show its working copy; undefined when there is no such case study. */
export async function previewCaseStudy(id: number): Promise<PublishedCaseStudy | undefined> {
	const [row] = await getDb().select().from(caseStudies).where(eq(caseStudies.id, id))
	if (!row) return undefined
	const draft = (await workingCopy('case_study', id)) as Partial<CaseStudyFields> | null
	if (!draft) return toPublishedCaseStudy(row)
	const { publishAt, ...fields } = draft
	return toPublishedCaseStudy({ ...row, ...fields, publishAt: publishAtOf({ publishAt }, row.publishAt) })
}
