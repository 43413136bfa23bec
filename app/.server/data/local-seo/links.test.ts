import { describe, expect, it, beforeAll } from 'vitest'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { internalLinks } from '../../db/schema/index.ts'
import { listInternalLinks } from './links.ts'

const database = testDatabaseForThisFile()

beforeAll(async () => {
	const link = (anchorText: string, values: Partial<typeof internalLinks.$inferInsert> = {}) => ({
		sourcePage: '/',
		targetPage: `/${anchorText}`,
		anchorText,
		...values,
	})
	await database.db.insert(internalLinks).values([
		link('weak-1', { linkStrength: 'weak' }),
		link('standard-1', { linkStrength: 'standard', geographicRelevance: 'westminster' }),
		link('strong-1', { linkStrength: 'strong', geographicRelevance: 'maida-vale' }),
		link('standard-2', { linkStrength: 'standard' }),
		link('strong-2', { linkStrength: 'strong' }),
		link('weak-2', { linkStrength: 'weak' }),
		link('inactive-strong', { linkStrength: 'strong', isActive: false }),
		link('other-page', { sourcePage: '/services', linkStrength: 'strong' }),
	])
})

describe('internal links', () => {
	it('are the active links of the source page, strongest first, at most 5 by default', async () => {
		const links = await listInternalLinks({ sourcePage: '/' })
		expect(links).toHaveLength(5)
		expect(links.map((link) => link.linkStrength)).toEqual(['strong', 'strong', 'standard', 'standard', 'weak'])
		expect(links.map((link) => link.anchorText)).not.toContain('inactive-strong')
		expect(links.map((link) => link.anchorText)).not.toContain('other-page')
	})

	it('can be filtered by strength and geographic relevance, and limited', async () => {
		expect((await listInternalLinks({ sourcePage: '/', strength: 'standard' })).map((link) => link.anchorText).sort()).toEqual([
			'standard-1',
			'standard-2',
		])
		expect((await listInternalLinks({ sourcePage: '/', geographicRelevance: 'maida-vale' })).map((link) => link.anchorText)).toEqual([
			'strong-1',
		])
		expect(await listInternalLinks({ sourcePage: '/', limit: 8 })).toHaveLength(6)
	})

	it('are empty for a page without links', async () => {
		expect(await listInternalLinks({ sourcePage: '/about' })).toEqual([])
	})
})
