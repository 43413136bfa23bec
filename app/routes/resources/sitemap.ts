import { listArticleSitemapEntries } from '#app/.server/data/articles.ts'
import { servicePagePaths } from '#app/.server/data/services.ts'
import { getEnv } from '#app/.server/env.ts'
import { publicPaths, renderSitemap } from '#app/.server/sitemap.ts'
import { areaPages } from '#app/content/areas.ts'

import type { Route } from './+types/sitemap.ts'

/** The pages behind each public route with a dynamic segment, keyed by route module id. */
const dynamicRoutes = {
	'routes/site/service': servicePagePaths,
	'routes/site/blog-article': async () => (await listArticleSitemapEntries()).map((entry) => entry.path),
	'routes/site/area': () => areaPages.map((area) => area.path),
}

export async function loader({ context }: Route.LoaderArgs) {
	const paths = await publicPaths(context.routes, dynamicRoutes)
	return new Response(renderSitemap(getEnv().SITE_URL, paths), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
