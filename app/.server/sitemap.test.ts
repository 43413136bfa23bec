import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

import { publicPaths, renderSitemap } from './sitemap.ts'

// The shape React Router's build gives the route table (ids are module paths without extension).
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })
const routes = Object.fromEntries(
	[
		route('root', undefined, ''),
		route('routes/site/layout', 'root'),
		route('routes/site/home', 'routes/site/layout', undefined, true),
		route('routes/site/services', 'routes/site/layout', 'services'),
		route('routes/site/service', 'routes/site/layout', 'services/:slug'),
		route('routes/site/blog-article', 'routes/site/layout', 'blog/:slug'),
		route('routes/site/newsletter-unsubscribe', 'routes/site/layout', 'newsletter/unsubscribe/:token'),
		route('routes/site/not-found', 'routes/site/layout', '*'),
		route('routes/admin/layout', 'root', 'admin'),
		route('routes/resources/sitemap', 'root', 'sitemap.xml'),
	].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild['routes']

describe('sitemap', () => {
	it('lists the static public routes, expands dynamic ones, and leaves out the rest', async () => {
		const paths = await publicPaths(routes, {
			'routes/site/service': async () => ['/services/kitchens', '/services/bathrooms'],
			'routes/site/blog-article': () => ['/blog/a'],
		})
		expect(paths).toEqual(['/', '/blog/a', '/services', '/services/bathrooms', '/services/kitchens'])
	})

	it('renders absolute, escaped addresses', () => {
		const xml = renderSitemap('https://www.example.test', ['/', '/a&b'])
		expect(xml).toContain('<loc>https://www.example.test/</loc>')
		expect(xml).toContain('<loc>https://www.example.test/a&amp;b</loc>')
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
	})
})
