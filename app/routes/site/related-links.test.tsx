import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'

import { internalLinks } from '#app/.server/db/schema/index.ts'
import { InternalLinks } from '#app/components/site/internal-links.tsx'
import { localSeoCopy } from '#app/routes/site/local-seo/copy.ts'
import { LinksPanel } from '#app/routes/site/local-seo/sections.tsx'
import { testDatabaseForThisFile } from '#tests/db.ts'
import { hostileAddresses } from '#tests/hostile-paths.ts'
import { testContext } from '#tests/route-context.ts'

import { loader as siteLoader } from './layout.tsx'
import { loader as localSeoLoader } from './local-seo.tsx'

/**
 * Internal-link targets stored before the one path rule held (or written to
 * the database by other means) are read back defensively: a target a browser
 * would follow off the site is skipped on every page that shows the links
 * (the home page's "Related pages", the Local SEO dashboard), never a link.
 */
const database = testDatabaseForThisFile()

beforeAll(async () => {
	await database.db.insert(internalLinks).values([
		...hostileAddresses.flatMap((targetPage, index) => [
			{ sourcePage: '/', targetPage, anchorText: `Hostile home ${index}`, linkStrength: 'strong' as const },
			{ sourcePage: '/services', targetPage, anchorText: `Hostile services ${index}`, linkStrength: 'standard' as const },
		]),
		{ sourcePage: '/', targetPage: '/services/./plumbing', anchorText: 'Plumbing services', linkStrength: 'strong' as const },
		{ sourcePage: '/services', targetPage: '/emergency', anchorText: 'Emergency call-outs', linkStrength: 'standard' as const },
	])
})

const context = () => testContext()
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)

function expectOnlyTheSafeLink(html: string, anchor: string, href: string) {
	expect(hrefs(html)).toEqual([href])
	expect(html).toContain(anchor)
	expect(html).not.toContain('Hostile')
	expect(html).not.toContain('evil.example')
}

describe('stored internal links with hostile targets', () => {
	it('are skipped from the home page’s related links; the safe one is a link to its normalised path', async () => {
		const data = await siteLoader({ request: new Request('https://www.example.test/'), params: {}, context: context() } as never)
		const html = renderToStaticMarkup(
			<MemoryRouter>
				<InternalLinks links={data.internalLinks} />
			</MemoryRouter>,
		)
		expectOnlyTheSafeLink(html, 'Plumbing services', '/services/plumbing')
	})

	it('are skipped from the Local SEO dashboard’s links tab', async () => {
		const data = await localSeoLoader({
			request: new Request('https://www.example.test/local-seo?tab=links'),
			params: {},
			context: context(),
		} as never)
		const home = renderToStaticMarkup(
			<MemoryRouter>
				<LinksPanel copy={localSeoCopy.links} home={data.homeLinks} services={[]} />
			</MemoryRouter>,
		)
		expectOnlyTheSafeLink(home, 'Plumbing services', '/services/plumbing')
		const services = renderToStaticMarkup(
			<MemoryRouter>
				<LinksPanel copy={localSeoCopy.links} home={[]} services={data.servicesLinks} />
			</MemoryRouter>,
		)
		expectOnlyTheSafeLink(services, 'Emergency call-outs', '/emergency')
	})
})
