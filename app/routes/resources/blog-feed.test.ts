import { sql } from 'drizzle-orm'
import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'

import { articles } from '#app/.server/db/schema/index.ts'
import { getEnv } from '#app/.server/env.ts'
import { seedArticles } from '#app/.server/seed/articles.ts'
import { FEED_ARTICLE_LIMIT } from '#app/domain/article/article.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'

import { loader, renderAtomFeed } from './blog-feed.ts'

const database = testDatabaseForThisFile()

type Element = { name: string; attributes: Record<string, string>; text: string; children: Element[] }

/** The document as a tree, by a real XML parser (saxes throws on anything not well-formed). */
function parseXml(xml: string): Element {
	const parser = new SaxesParser({ xmlns: true })
	const stack: Element[] = []
	let root: Element | undefined
	parser.on('opentag', (tag) => {
		const element: Element = {
			name: tag.local ?? tag.name,
			attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value])),
			text: '',
			children: [],
		}
		if (stack.length === 0) {
			expect(tag.uri).toBe('http://www.w3.org/2005/Atom')
			root = element
		} else stack.at(-1)!.children.push(element)
		stack.push(element)
	})
	parser.on('text', (text) => {
		if (stack.length > 0) stack.at(-1)!.text += text
	})
	parser.on('closetag', () => void stack.pop())
	parser.write(xml).close()
	return root!
}

const child = (element: Element, name: string) => element.children.find((item) => item.name === name)
const children = (element: Element, name: string) => element.children.filter((item) => item.name === name)
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

describe(`the articles' Atom feed (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('is valid Atom with every visible article, newest first, at absolute addresses', async () => {
		const response = await loader()
		expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
		const feed = parseXml(await response.text())
		const site = getEnv().SITE_URL
		expect(feed.name).toBe('feed')
		expect(child(feed, 'id')?.text).toBe(`${site}/blog`)
		expect(child(feed, 'updated')?.text).toMatch(isoDate)
		expect(child(feed, 'title')?.text).toBeTruthy()
		expect(children(feed, 'link').map((link) => link.attributes)).toContainEqual({
			rel: 'self',
			type: 'application/atom+xml',
			href: `${site}/blog/feed.xml`,
		})
		const entries = children(feed, 'entry')
		const newestFirst = [...seedArticles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
		expect(entries.map((entry) => child(entry, 'id')?.text)).toEqual(newestFirst.map((article) => `${site}/blog/${article.slug}`))
		for (const entry of entries) {
			// RFC 4287: each entry has exactly one id, title and updated, and an alternate link.
			for (const name of ['id', 'title', 'updated', 'published']) expect(children(entry, name)).toHaveLength(1)
			expect(child(entry, 'updated')?.text).toMatch(isoDate)
			expect(child(entry, 'link')?.attributes.href).toMatch(new RegExp(`^${site}/blog/[a-z0-9-]+$`))
			expect(child(child(entry, 'author')!, 'name')?.text).toBeTruthy()
		}
	})

	it('carries the latest 50 only, and survives titles no XML could hold', async () => {
		const now = Date.now()
		await database.db.insert(articles).values(
			Array.from({ length: 60 }, (_, index) => ({
				slug: `feed-test-${index}`,
				title: `Pipes & <valves> "${index}" \u0001\uFFFE\uD800 ok`,
				category: 'Heating Systems',
				excerpt: 'a < b && c > d',
				status: 'published' as const,
				publishAt: new Date(now - 1000 * (index + 1)),
			})),
		)
		try {
			const feed = parseXml(await (await loader()).text())
			const entries = children(feed, 'entry')
			expect(entries).toHaveLength(FEED_ARTICLE_LIMIT)
			// The control characters are dropped (a lone surrogate the database may already have replaced).
			expect(child(entries[0]!, 'title')?.text).toMatch(/^Pipes & <valves> "0" \uFFFD? ?ok$/)
			expect(child(entries[49]!, 'id')?.text).toMatch(/\/blog\/feed-test-49$/)
		} finally {
			await database.db.delete(articles).where(sql`${articles.slug} like 'feed-test-%'`)
		}
	})

	it('is a valid feed with no articles at all', () => {
		const feed = parseXml(renderAtomFeed({ siteUrl: 'https://example.test', title: 'T', subtitle: 'S', author: 'A', entries: [] }))
		expect(children(feed, 'entry')).toEqual([])
		expect(child(feed, 'updated')?.text).toBe('1970-01-01T00:00:00.000Z')
	})
})
