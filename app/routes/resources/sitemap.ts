import { listArticleSitemapEntries } from '#app/.server/data/articles.ts'
import { lastCaseStudyChange, listCaseStudySitemapEntries } from '#app/.server/data/case-studies.ts'
import { noindexPaths } from '#app/.server/data/page-seo.ts'
import { servicePagePaths } from '#app/.server/data/services.ts'
import { getEnv } from '#app/.server/env.ts'
import { publicPaths, renderSitemap } from '#app/.server/sitemap.ts'
import { areaPages } from '#app/content/areas.ts'

import type { Route } from './+types/sitemap.ts'

export async function loader({ context }: Route.LoaderArgs) {
	const [articles, caseStudies, caseStudiesChanged, hidden] = await Promise.all([
		listArticleSitemapEntries(),
		listCaseStudySitemapEntries(),
		lastCaseStudyChange(),
		noindexPaths(),
	])
	/** The pages behind each public route with a dynamic segment, keyed by route module id. */
	const dynamicRoutes = {
		'routes/site/service': servicePagePaths,
		'routes/site/blog-article': () => articles.map((entry) => entry.path),
		'routes/site/case-study': () => caseStudies.map((entry) => entry.path),
		'routes/site/area': () => areaPages.map((area) => area.path),
	}
	// Pages the owner keeps out of search (and /local-seo by default, decision 0045) are no pages to list.
	const paths = (await publicPaths(context.routes, dynamicRoutes)).filter((path) => !hidden.has(path))
	// Each article's and case study's last change, the blog's the latest article's, the case studies' their latest.
	const lastmods = new Map([...articles, ...caseStudies].map((entry) => [entry.path, entry.lastmod]))
	const latestArticle = articles.reduce<Date | null>((latest, entry) => (!latest || entry.lastmod > latest ? entry.lastmod : latest), null)
	if (latestArticle) lastmods.set('/blog', latestArticle)
	if (caseStudiesChanged) lastmods.set('/case-studies', caseStudiesChanged)
	return new Response(renderSitemap(getEnv().SITE_URL, paths, lastmods), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
