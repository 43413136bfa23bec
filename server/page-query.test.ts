import { describe, expect, it } from 'vitest'

import { testDatabaseForThisFile } from '#tests/db.ts'
import { seededServerForThisFile } from '#tests/sweep/server.ts'

/**
 * The page cache keys each public page by the query parameters its route
 * declares (decision 0012), through the whole server stack and the real route
 * table: other parameters make no new key and never reach the page.
 */
testDatabaseForThisFile()

const stack = seededServerForThisFile('page-query')

const get = async (target: string) => {
	const response = await fetch(`${stack.base}${target}`)
	return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() }
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const returnTo = (html: string) => /name="returnTo" value="([^"]*)"/.exec(html)?.[1]

describe('page cache keys from the declared query', () => {
	it('serve a page with unknown parameters from the one entry of its path, with a clean canonical', async () => {
		const first = await get('/gallery?v=1')
		expect(first).toMatchObject({ status: 200, cache: 'MISS' })
		const second = await get('/gallery?v=2&utm_source=news')
		expect(second).toMatchObject({ status: 200, cache: 'HIT' })
		expect(second.html).toBe(first.html)
		expect((await get('/gallery')).cache).toBe('HIT')
		expect(canonical(first.html)).toMatch(/\/gallery$/)
	})

	it('make a key of each declared parameter, which reaches the page', async () => {
		const plain = await get('/gallery')
		const second = await get('/gallery?page=2&v=3')
		expect(second.cache).toBe('MISS')
		expect(second.html).not.toBe(plain.html)
		expect((await get('/gallery?v=4&page=2')).cache).toBe('HIT')
		// A page past the end is the not-found page: the declared parameter was read.
		expect((await get('/gallery?page=999&v=5')).status).toBe(404)
	})

	it('never let an unknown parameter reach the page it renders', async () => {
		// The newsletter box sends the visitor back to the URL its page was rendered from.
		const junk = await get('/blog?v=6&newsletter=check-inbox')
		expect(junk.status).toBe(200)
		expect(returnTo(junk.html)).toBe('/blog')
		expect(junk.html).not.toContain('v=6')
		const filtered = await get('/blog?category=emergency-services&v=7')
		expect(returnTo(filtered.html)).toBe('/blog?category=emergency-services')
		expect(canonical(filtered.html)).not.toContain('v=7')
	})

	it('give a page that declares nothing one key, whatever its query', async () => {
		const first = await get('/about?page=2&category=x')
		const second = await get('/about?q=anything')
		expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
		expect(first.html).toBe(second.html)
		const missing = await get('/no-such-page?v=1')
		expect(missing.status).toBe(404)
		expect((await get('/no-such-page?v=2')).cache).toBe('HIT')
	})
})
