import { describe, expect, it } from 'vitest'

import { initialSettingsRow } from '#app/.server/data/settings.ts'
import { settings } from '#app/.server/db/schema/index.ts'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'

import { loader } from './favicon.ts'

/**
 * /favicon.ico and /apple-touch-icon.png redirect to the uploaded favicon. The
 * stored address becomes a Location only as a path of this site (the one path
 * rule): a value a browser would follow elsewhere, stored by any means, gives
 * the built-in icon instead.
 */
const database = testDatabaseForThisFile()

const iconRequest = (pathname: string) =>
	({ request: new Request(`https://www.example.test${pathname}`), params: {}, context: {} }) as Parameters<typeof loader>[0]

async function storeFavicon(url: string) {
	await database.db.delete(settings)
	await database.db.insert(settings).values({ ...initialSettingsRow(), faviconUrl: url })
}

describe('the favicon redirect', () => {
	it('points at the uploaded favicon’s sizes', async () => {
		await storeFavicon('/media/branding/favicon-1.png')
		expect((await loader(iconRequest('/favicon.ico'))).headers.get('Location')).toBe('/media/branding/favicon-1.png?icon=32')
		expect((await loader(iconRequest('/apple-touch-icon.png'))).headers.get('Location')).toBe('/media/branding/favicon-1.png?icon=180')
	})

	it('never sends a browser off the site for a stored address that is not a path of it', async () => {
		for (const url of hostileAddresses) {
			await storeFavicon(url)
			const ico = await loader(iconRequest('/favicon.ico'))
			expect(ico.headers.get('Location'), url).toBe('/favicon.svg')
			const touch = await loader(iconRequest('/apple-touch-icon.png'))
			expect(touch.headers.get('Location'), url).toBeNull()
			expect(touch.headers.get('Content-Type'), url).toBe('image/png')
		}
	})
})
