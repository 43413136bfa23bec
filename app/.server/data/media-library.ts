import { and, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'

import { mediaKeyFromUrl, mediaUrl } from '#app/domain/media/keys.ts'

import { getDb } from '../db/index.ts'
import { articles, contentDrafts, projects } from '../db/schema/index.ts'
import { containsPattern } from './enquiries.ts'

/** One picture the rich-text editor can insert: a media key of this site, with its alt text and size when known. */
export type MediaLibraryItem = { key: string; url: string; alt: string; width: number | null; height: number | null }

export const MEDIA_LIBRARY_LIMIT = 200

type Found = MediaLibraryItem & { at: Date }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)

const attribute = (tag: string, name: string) => {
	const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
	return match ? decode(match[1] ?? match[2] ?? '') : null
}
const size = (value: string | null) => {
	const number = Number(value)
	return value !== null && Number.isInteger(number) && number > 0 ? number : null
}

/** The pictures of a stored (sanitised) body: `<img src="/media/…" alt="…" width height>`. */
export function picturesInHtml(html: string): Omit<MediaLibraryItem, 'url'>[] {
	const found: Omit<MediaLibraryItem, 'url'>[] = []
	for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
		const key = mediaKeyFromUrl(attribute(tag, 'src') ?? '')
		if (!key) continue
		const width = size(attribute(tag, 'width'))
		const height = size(attribute(tag, 'height'))
		found.push({ key, alt: attribute(tag, 'alt') ?? '', width: width && height ? width : null, height: width && height ? height : null })
	}
	return found
}

/**
 * Only a body's `<img>` tags, in order, leave the database: the library needs
 * nothing else of bodies of up to 200 KB each, read on every search keystroke.
 */
const imgTags = (body: SQLWrapper) =>
	sql<string>`coalesce((select string_agg(tag[1], '' order by n) from regexp_matches(${body}, '<img[^>]*>', 'gi') with ordinality as m(tag, n)), '')`

const matches = (query: string | null, ...texts: string[]) => !query || texts.some((text) => text.toLowerCase().includes(query))

/**
 * The pictures already on the site, newest first, for the editor's media
 * library: the gallery's photos (titled by their item), articles' covers and
 * the pictures in their bodies, published or in a working copy. There is no
 * table of media: a picture uploaded in the editor is listed once an article
 * using it is saved. `query` searches the alt text and the item's title.
 * Each source reads at most `limit` rows, the newest (those matching the
 * search first), so the answer is bounded however large the site grows.
 */
export async function listMediaLibrary({ query, limit = MEDIA_LIBRARY_LIMIT }: { query?: string | null; limit?: number } = {}) {
	const db = getDb()
	const text = query?.trim().toLowerCase() || null
	const pattern = text ? containsPattern(text) : null
	const search = (...columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
		pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined

	const draftTitle = sql<string>`coalesce(${contentDrafts.data}->>'title', '')`
	const draftBody = sql<string>`coalesce(${contentDrafts.data}->>'bodyHtml', '')`
	const draftCover = sql<string | null>`${contentDrafts.data}->>'coverImageKey'`

	const [gallery, articleRows, drafts] = await Promise.all([
		db
			.select({ title: projects.title, images: projects.images, at: projects.createdAt })
			.from(projects)
			.where(search(projects.title))
			.orderBy(desc(projects.createdAt), desc(projects.id))
			.limit(limit),
		db
			.select({ title: articles.title, cover: articles.coverImageKey, coverUrl: articles.coverImageUrl, imgs: imgTags(articles.bodyHtml), at: articles.updatedAt })
			.from(articles)
			.where(search(articles.title, articles.bodyHtml))
			.orderBy(desc(articles.updatedAt), desc(articles.id))
			.limit(limit),
		db
			.select({ title: draftTitle, cover: draftCover, imgs: imgTags(draftBody), at: contentDrafts.updatedAt })
			.from(contentDrafts)
			.where(and(eq(contentDrafts.entityType, 'article'), pattern ? or(sql`${draftTitle} ilike ${pattern}`, sql`${draftBody} ilike ${pattern}`) : undefined))
			.orderBy(desc(contentDrafts.updatedAt))
			.limit(limit),
	])

	const found: Found[] = []
	const add = (key: string | null, alt: string, at: Date, width: number | null = null, height: number | null = null) => {
		if (key) found.push({ key, url: mediaUrl(key), alt, width, height, at })
	}
	for (const row of gallery) {
		if (!matches(text, row.title)) continue
		for (const image of row.images) add(mediaKeyFromUrl(image), row.title, row.at)
	}
	const bodies = [
		...articleRows.map((row) => ({ ...row, cover: row.cover ?? (row.coverUrl ? mediaKeyFromUrl(row.coverUrl) : null) })),
		...drafts,
	]
	for (const row of bodies) {
		// A key read back from JSON is checked like any stored address.
		if (row.cover && matches(text, row.title)) add(mediaKeyFromUrl(mediaUrl(row.cover)), row.title, row.at)
		for (const picture of picturesInHtml(row.imgs)) {
			if (matches(text, picture.alt, row.title)) add(picture.key, picture.alt || row.title, row.at, picture.width, picture.height)
		}
	}

	// Newest first; a picture used twice is listed once, as its newest use describes it.
	found.sort((a, b) => b.at.getTime() - a.at.getTime())
	const seen = new Set<string>()
	const items: MediaLibraryItem[] = []
	for (const { at: _at, ...item } of found) {
		if (seen.has(item.key)) continue
		seen.add(item.key)
		items.push(item)
		if (items.length === limit) break
	}
	return items
}
