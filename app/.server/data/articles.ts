import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'

import {
	ARTICLES_PAGE_SIZE,
	articlePath,
	blogCategories,
	FEED_ARTICLE_LIMIT,
	isBlogCategory,
	readingTime,
	readingTimeOfWords,
	type BlogArticle,
	type BlogArticleCard,
	type BlogCategory,
	type PublishedArticle,
} from '#app/domain/article/article.ts'
import { mediaUrl } from '#app/domain/media/keys.ts'
import { LONDON } from '#app/domain/london-time.ts'
import { isSlug } from '#app/domain/slug.ts'
import { pageOffset } from '#app/utils/paging.ts'

import { perContentVersion } from '../cache/content-version.ts'
import { getDb } from '../db/index.ts'
import { articles, settings, type ArticleRow } from '../db/schema/index.ts'
import { SITEMAP_ENTRY_LIMIT } from '../sitemap.ts'
import { findRedirectedSlug } from './slug-redirects.ts'

/*
 * The public reads of the articles (decision 0038): only published articles
 * whose publish time has come, newest first (ties by id). `now` is the clock,
 * injectable for tests; a scheduled article appears once it has passed.
 */

const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The publish time's London date, yyyy-mm-dd, as the pages show it. */
export const articleDate = (publishAt: Date) => londonDate.format(publishAt)

export const visibleArticle = (now: Date): SQL =>
	and(eq(articles.status, 'published'), lte(articles.publishAt, now)) as SQL

const newestFirst = [desc(articles.publishAt), asc(articles.id)]

/**
 * The last change a visitor can see: the later of the last save and the
 * publish time (an article saved, then scheduled, changes when it appears).
 */
const lastChange = sql<Date>`greatest(${articles.updatedAt}, ${articles.publishAt})`.mapWith(articles.updatedAt)

const cardColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	category: articles.category,
	publishAt: articles.publishAt,
	authorName: articles.authorName,
	excerpt: articles.excerpt,
	tags: articles.tags,
	// The reading time is the body's; counted here so a list never carries the bodies.
	words: sql<number>`(select count(*)::int from regexp_split_to_table(regexp_replace(${articles.bodyHtml}, '<[^>]+>', ' ', 'g'), '[[:space:]]+') as word where word <> '')`,
}

type CardRow = { [K in keyof typeof cardColumns]: K extends 'words' ? number : ArticleRow[K & keyof ArticleRow] }

/** A stored category outside the list still shows (as its text); the type names the known ones. */
const category = (value: string) => (isBlogCategory(value) ? value : (value as BlogCategory))

function toCard(row: CardRow): BlogArticleCard {
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		category: category(row.category),
		date: articleDate(row.publishAt ?? new Date(0)),
		readTime: readingTimeOfWords(Number(row.words)),
		author: row.authorName,
		excerpt: row.excerpt,
		tags: row.tags,
	}
}

/** A row as its public page shows it (also a preview's row with its working copy applied). */
export function toArticle(row: ArticleRow): PublishedArticle {
	const publishedAt = row.publishAt ?? row.createdAt
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		category: category(row.category),
		date: articleDate(row.publishAt ?? new Date(0)),
		readTime: readingTime(row.bodyHtml),
		author: row.authorName,
		featured: row.featured,
		excerpt: row.excerpt,
		tags: row.tags,
		content: row.bodyHtml,
		cover: row.coverImageKey ? mediaUrl(row.coverImageKey) : null,
		seo: {
			...(row.seoTitle ? { title: row.seoTitle } : {}),
			description: row.metaDescription ?? row.excerpt,
			keywords: row.seoKeywords,
			image: row.socialImage ?? row.coverImageKey ?? null,
		},
		publishedAt: publishedAt.toISOString(),
		modifiedAt: (row.updatedAt > publishedAt ? row.updatedAt : publishedAt).toISOString(),
	}
}

/** The blog's categories in the owner's order (`settings.blog_categories`; the specification's six until changed). */
export const listBlogCategories = perContentVersion(async (): Promise<readonly string[]> => {
	const [row] = await getDb().select({ categories: settings.blogCategories }).from(settings).where(eq(settings.id, 1))
	return row?.categories ?? blogCategories
})

const inCategory = (category: string | null, now: Date) =>
	category === null ? visibleArticle(now) : (and(visibleArticle(now), eq(articles.category, category)) as SQL)

/** How many visible articles one category has (all for null). */
export function articlesCountQuery({ category = null, now = new Date() }: { category?: string | null; now?: Date } = {}) {
	return getDb()
		.select({ total: sql<number>`count(*)::int` })
		.from(articles)
		.where(inCategory(category, now))
}

/**
 * One page (1-based) of the visible articles of one category (all for null),
 * newest first, as card rows. The page's ids first, then their cards:
 * PostgreSQL computes a row's select list (the word count of its body) for
 * every row an offset skips.
 */
export function articleCardsPageQuery({
	category = null,
	page,
	pageSize = ARTICLES_PAGE_SIZE,
	now = new Date(),
}: {
	category?: string | null
	page: number
	pageSize?: number
	now?: Date
}) {
	const ids = getDb()
		.select({ id: articles.id })
		.from(articles)
		.where(inCategory(category, now))
		.orderBy(...newestFirst)
		.limit(pageSize)
		.offset(pageOffset(page, pageSize))
	return getDb()
		.select(cardColumns)
		.from(articles)
		.where(inArray(articles.id, ids))
		.orderBy(...newestFirst)
}

/**
 * One page (1-based) of the visible articles of one category (all for null),
 * as cards, with how many there are in all; a page past the end has no cards
 * (its rows are not read).
 */
export async function getArticleCardsPage({
	category = null,
	page = 1,
	pageSize = ARTICLES_PAGE_SIZE,
	now = new Date(),
}: { category?: string | null; page?: number; pageSize?: number; now?: Date } = {}): Promise<{ total: number; cards: BlogArticleCard[] }> {
	const [counted] = await articlesCountQuery({ category, now })
	const total = Number(counted?.total ?? 0)
	if (pageOffset(page, pageSize) >= total) return { total, cards: [] }
	const rows = await articleCardsPageQuery({ category, page, pageSize, now })
	return { total, cards: rows.map(toCard) }
}

/** The latest visible articles for /blog/feed.xml: at most `limit` (50), newest first, without their bodies. */
export function feedArticlesQuery({ limit = FEED_ARTICLE_LIMIT, now = new Date() }: { limit?: number; now?: Date } = {}) {
	return getDb()
		.select({
			slug: articles.slug,
			title: articles.title,
			excerpt: articles.excerpt,
			authorName: articles.authorName,
			category: articles.category,
			publishAt: articles.publishAt,
			lastChange,
		})
		.from(articles)
		.where(visibleArticle(now))
		.orderBy(...newestFirst)
		.limit(Math.max(0, Math.floor(limit)))
}

/** The feed's entries (`feedArticlesQuery`). */
export async function listFeedArticles(options: { limit?: number; now?: Date } = {}) {
	const rows = await feedArticlesQuery(options)
	return rows.map((row) => ({
		path: articlePath(row),
		title: row.title,
		summary: row.excerpt,
		author: row.authorName,
		category: row.category,
		published: row.publishAt ?? new Date(0),
		updated: row.lastChange,
	}))
}

/**
 * Where an old slug of an article now leads (decision 0040): its current
 * path when the article it names is visible, else undefined (the 404).
 */
export async function findArticleRedirect(slug: string, { now = new Date() }: { now?: Date } = {}): Promise<string | undefined> {
	const current = await findRedirectedSlug('article', slug, visibleArticle, now)
	return current === undefined ? undefined : articlePath({ slug: current })
}

/** The visible featured articles, newest first, as cards (at most `limit`). */
export async function listFeaturedArticleCards({ limit, now = new Date() }: { limit?: number; now?: Date } = {}) {
	const query = getDb()
		.select(cardColumns)
		.from(articles)
		.where(and(visibleArticle(now), eq(articles.featured, true)))
		.orderBy(...newestFirst)
	const rows = limit === undefined ? await query : await query.limit(Math.max(0, Math.floor(limit)))
	return rows.map(toCard)
}

/** A visible article by its slug; undefined for an unknown, draft or scheduled one. */
export async function getArticleBySlug(slug: string, { now = new Date() }: { now?: Date } = {}): Promise<PublishedArticle | undefined> {
	// Whatever a visitor typed in the address (a NUL byte, stray percent-encoding) is no slug, and never reaches the query.
	if (!isSlug(slug)) return undefined
	const [row] = await getDb()
		.select()
		.from(articles)
		.where(and(visibleArticle(now), eq(articles.slug, slug)))
		.limit(1)
	return row ? toArticle(row) : undefined
}

/**
 * Articles to suggest after `article`: the same category first, then the
 * others, each group newest first. Never includes `article` itself.
 */
export async function listRelatedArticleCards(
	article: Pick<BlogArticle, 'id' | 'category'>,
	{ limit = 3, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<BlogArticleCard[]> {
	const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0
	if (max === 0) return []
	const rows = await getDb()
		.select(cardColumns)
		.from(articles)
		.where(and(visibleArticle(now), sql`${articles.id} <> ${article.id}`))
		.orderBy(sql`${articles.category} = ${article.category} desc`, ...newestFirst)
		.limit(max)
	return rows.map(toCard)
}

/** The newest visible articles' paths and last changes (the later of the last save and the publish time), for the sitemap: at most `limit`. */
export async function listArticleSitemapEntries({ limit = SITEMAP_ENTRY_LIMIT, now = new Date() }: { limit?: number; now?: Date } = {}) {
	const rows = await getDb()
		.select({ slug: articles.slug, updatedAt: lastChange })
		.from(articles)
		.where(visibleArticle(now))
		.orderBy(...newestFirst)
		.limit(limit)
	return rows.map((row) => ({ path: `/blog/${row.slug}`, lastmod: row.updatedAt }))
}
