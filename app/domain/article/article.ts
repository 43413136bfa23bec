/**
 * Articles (/blog and /blog/{slug}): their shape, categories and filters, and
 * the pure rules the pages and the database share (decision 0038).
 *
 * The articles themselves are rows of the `articles` table; the six starting
 * ones are seed data (app/.server/seed/articles.ts).
 */

import { categorySlug } from '#app/domain/slug.ts'

export const blogCategories = [
	'Period Properties',
	'Emergency Services',
	'Planning & Regulations',
	'Kitchen Design',
	'Bathroom Design',
	'Heating Systems',
] as const

export type BlogCategory = (typeof blogCategories)[number]

/** Whether an article may be shown: drafts never, published ones once their publish time has come. */
export const contentStatusValues = ['draft', 'published'] as const
export type ContentStatus = (typeof contentStatusValues)[number]

export type BlogArticle = {
	id: number
	title: string
	slug: string
	category: BlogCategory
	/** ISO date, yyyy-mm-dd (the London date of the publish time) */
	date: string
	/** e.g. "6 min read", at roughly 200 words a minute (`readingTime`) */
	readTime: string
	author: string
	featured: boolean
	excerpt: string
	tags: string[]
	/** Trusted HTML of the body */
	content: string
	/** `title` is the owner's SEO title, when set (the page's title is the headline otherwise). */
	/** The cover picture's address (a /media URL of this site), if the article has one. */
	cover?: string | null
	/** `image`: a media key for the social card (the owner's social image, else the cover). */
	seo: { title?: string; description: string; keywords: string[]; image?: string | null }
}

/** What a card or list entry shows of an article: no body, no SEO fields. */
export type BlogArticleCard = Pick<BlogArticle, 'id' | 'slug' | 'title' | 'category' | 'date' | 'readTime' | 'author' | 'excerpt' | 'tags'>

/**
 * When a stored article was first shown and last changed (ISO 8601), for its
 * JSON-LD's datePublished and dateModified and the feed (decision 0042).
 */
export type ArticleDates = { publishedAt: string; modifiedAt: string }

/** An article as its public page reads it: the copy and its dates. */
export type PublishedArticle = BlogArticle & ArticleDates

export const articlePath = (article: Pick<BlogArticle, 'slug'>) => `/blog/${article.slug}`

/** Articles per page of /blog (`?page=N`); the first page also shows the featured ones. */
export const ARTICLES_PAGE_SIZE = 12

/** How many of the latest articles /blog/feed.xml carries, whatever the number of articles. */
export const FEED_ARTICLE_LIMIT = 50

type BlogCategoryFilter = { value: string; label: string; category: BlogCategory | null }

/**
 * All, then one filter per category (`?category=<slug>`), in the order of the
 * settings' list (`settings.blog_categories`); a category whose slug repeats
 * an earlier one's is left out, as its link could never choose it.
 */
export function blogCategoryFiltersOf(categories: readonly string[]): readonly [BlogCategoryFilter, ...BlogCategoryFilter[]] {
	const seen = new Set(['all'])
	const filters: BlogCategoryFilter[] = []
	for (const category of categories) {
		const value = categorySlug(category)
		if (!value || seen.has(value)) continue
		seen.add(value)
		filters.push({ value, label: category, category: category as BlogCategory })
	}
	return [{ value: 'all', label: 'All', category: null }, ...filters]
}

/** The filters of the specification's six categories (the settings' default). */
export const blogCategoryFilters = blogCategoryFiltersOf(blogCategories)

export function isBlogCategory(value: string): value is BlogCategory {
	return (blogCategories as readonly string[]).includes(value)
}

/** The words of an HTML body: the text between its tags. */
export function wordCount(html: string): number {
	return html
		.replace(/<[^>]+>/g, ' ')
		.split(/\s+/)
		.filter(Boolean).length
}

/** "6 min read": `words` at 200 a minute, rounded, at least one minute (a card counts its body's words in the database). */
export function readingTimeOfWords(words: number): string {
	return `${Math.max(1, Math.round(words / 200))} min read`
}

/** The reading time of an HTML body (`readingTimeOfWords`). */
export function readingTime(html: string): string {
	return readingTimeOfWords(wordCount(html))
}
