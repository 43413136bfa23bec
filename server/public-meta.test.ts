import { describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'
import { decodeHtml as decode, readHead } from '#tests/meta-head.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * Every public page's head fits a search result and a social card (issue 23,
 * decision 0045): each page of the sitemap plus the pages it leaves out
 * (noindex ones), rendered through the whole server stack.
 */
testDatabaseForThisFile()

const stack = seededServerForThisFile('public-meta')

const length = (value: string) => [...value].length

describe(`every public page's title, description and social card (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
	it('fit a search result and carry Open Graph and Twitter tags', async () => {
		const sitemap = await (await fetch(`${stack.base}/sitemap.xml`)).text()
		const site = new URL(stack.base)
		const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname)
		// Every kind of page: the fixed ones, each service, each area, each article; /local-seo is out of the sitemap by default.
		expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/emergency', '/about', '/contact', '/blog', '/privacy', '/terms']))
		expect(paths.some((path) => path.startsWith('/services/'))).toBe(true)
		expect(paths.some((path) => path.startsWith('/areas/'))).toBe(true)
		expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true)
		expect(paths).not.toContain('/local-seo')
		const problems: string[] = []
		for (const path of [...paths, '/local-seo']) {
			const response = await fetch(`${stack.base}${path}`)
			expect(response.status, path).toBe(200)
			const head = readHead(await response.text())
			const [title = ''] = head.titles
			const [description = ''] = head.meta('description')
			const check = (ok: boolean, what: string) => {
				if (!ok) problems.push(`${path}: ${what}`)
			}
			check(head.titles.length === 1, `${head.titles.length} titles`)
			check(length(title) > 0 && length(title) <= 60, `title of ${length(title)} characters: ${title}`)
			check(head.meta('description').length === 1, 'one description')
			check(length(description) >= 50 && length(description) <= 155, `description of ${length(description)} characters: ${description}`)
			const noindex = head.meta('robots').some((content) => content.includes('noindex'))
			check(noindex ? head.canonicals.length === 0 : head.canonicals.length === 1, `${head.canonicals.length} canonical links`)
			if (!noindex) check(head.canonicals[0]?.endsWith(path) ?? false, `canonical ${head.canonicals[0]}`)
			for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:site_name', 'twitter:card'])
				check(head.meta(property).length === 1, `${head.meta(property).length} ${property}`)
			check(head.meta('og:title')[0] === title, 'og:title is the title')
			check(head.meta('og:description')[0] === description, 'og:description is the description')
			check(/^https?:\/\/[^/]+\/.+/.test(head.meta('og:image')[0] ?? ''), `og:image ${head.meta('og:image')[0]} is not absolute`)
			check(/^https?:\/\//.test(head.meta('og:url')[0] ?? ''), 'og:url is absolute')
			check(head.meta('twitter:card')[0] === 'summary_large_image', 'twitter:card')
			void site
		}
		expect(problems).toEqual([])
	}, 120_000)
})
