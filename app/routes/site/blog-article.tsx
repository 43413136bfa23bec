import { data, redirect } from 'react-router'

import { findArticleRedirect, getArticleBySlug, listRelatedArticleCards } from '#app/.server/data/articles.ts'
import { articlePath } from '#app/domain/article/article.ts'
import { fitText, fitTitle, searchResultLimits } from '#app/domain/seo/page-seo.ts'
import { articleJsonLd } from '#app/routes/site/blog-article/article-json-ld.ts'
import { ArticlePage } from '#app/routes/site/blog-article/article-page.tsx'
import { blogFeedLink } from '#app/routes/site/blog/feed-link.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/blog-article.ts'

export const handle = sentWithoutJavaScript

/**
 * An article by slug, with the cards of its related articles. An old slug of
 * a visible article (slug_redirects) is a 301 to its current address; any
 * other unknown slug is the not-found page with HTTP 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const article = await getArticleBySlug(params.slug)
	if (!article) {
		const current = await findArticleRedirect(params.slug)
		if (current) throw redirect(current, 301)
		throw data(null, { status: 404 })
	}
	return { article, related: await listRelatedArticleCards(article) }
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.loaderData) return []
	const { article } = args.loaderData
	const site = siteFromMatches(args)
	return [
		...pageMeta(args, {
			// The owner's SEO title and description (issue 22), fitted to a search result as the defaults are.
			title: fitTitle(article.seo.title || article.title),
			description: fitText(article.seo.description, searchResultLimits.descriptionMax),
			keywords: article.seo.keywords,
			path: articlePath(article),
			ogType: 'article',
			socialImage: article.seo.image,
			jsonLd: [articleJsonLd(article, site)],
		}),
		blogFeedLink(site.siteUrl, site.business.businessName),
	]
}

export default function BlogArticle({ loaderData: { article, related } }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	return <ArticlePage article={article} related={related} phone={phone} />
}
