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
	seo: { description: string; keywords: string[] }
}

/** What a card or list entry shows of an article: no body, no SEO fields. */
export type BlogArticleCard = Pick<BlogArticle, 'id' | 'slug' | 'title' | 'category' | 'date' | 'readTime' | 'author' | 'excerpt' | 'tags'>

export const articlePath = (article: Pick<BlogArticle, 'slug'>) => `/blog/${article.slug}`

type BlogCategoryFilter = { value: string; label: string; category: BlogCategory | null }

/** All, then one filter per category (`?category=<slug>`). */
export const blogCategoryFilters: readonly [BlogCategoryFilter, ...BlogCategoryFilter[]] = [
	{ value: 'all', label: 'All', category: null },
	...blogCategories.map((category) => ({ value: categorySlug(category), label: category, category })),
]

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

/** "6 min read": the body's words at 200 a minute, rounded, at least one minute. */
export function readingTime(html: string): string {
	return `${Math.max(1, Math.round(wordCount(html) / 200))} min read`
}
