import { data, Link } from 'react-router'

import { getArticleBySlug, listRelatedArticleCards } from '#app/.server/data/articles.ts'
import { RelatedArticleCard } from '#app/components/site/article-cards.tsx'
import { ArticleMeta, TagList } from '#app/components/site/article-meta.tsx'
import { Breadcrumb } from '#app/components/site/breadcrumb.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { ArrowLeft } from '#app/components/ui/icon.tsx'
import { blogArticlePage } from '#app/content/pages.ts'
import { articlePath } from '#app/domain/article/article.ts'
import { categorySlug } from '#app/domain/slug.ts'
import { ArticleBody } from '#app/routes/site/blog-article/article-body.tsx'
import { articleJsonLd } from '#app/routes/site/blog-article/article-json-ld.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/blog-article.ts'

/** An article by slug, with the cards of its related articles; an unknown slug is the not-found page with HTTP 404. */
export const handle = sentWithoutJavaScript

export async function loader({ params }: Route.LoaderArgs) {
	const article = await getArticleBySlug(params.slug)
	if (!article) throw data(null, { status: 404 })
	return { article, related: await listRelatedArticleCards(article) }
}

export const meta: Route.MetaFunction = (args) => {
	if (!args.loaderData) return []
	const { article } = args.loaderData
	return pageMeta(args, {
		title: article.title,
		description: article.seo.description,
		keywords: article.seo.keywords,
		path: articlePath(article),
		ogType: 'article',
		jsonLd: [articleJsonLd(article, siteFromMatches(args))],
	})
}

export default function BlogArticle({ loaderData: { article, related } }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	return (
		<>
			<article aria-labelledby="article-title">
				<PageHero
					titleId="article-title"
					title={article.title}
					subtitle={article.excerpt}
					before={
						<Breadcrumb
							trail={[
								{ label: blogArticlePage.breadcrumb.home, to: '/' },
								{ label: blogArticlePage.breadcrumb.blog, to: '/blog' },
								{ label: article.category, to: `/blog?category=${categorySlug(article.category)}` },
							]}
							current={article.title}
						/>
					}
				>
					<ArticleMeta article={article} className="text-slate-200" />
				</PageHero>
				<div className="container-page max-w-4xl py-10">
					<div className="flex flex-wrap items-center gap-3">
						<Badge variant="secondary">{article.category}</Badge>
						<TagList tags={article.tags} />
					</div>
					<ArticleBody html={article.content} className="mt-8" />
					<p className="mt-12 border-t border-border pt-6">
						<Link
							to="/blog"
							className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
						>
							<ArrowLeft aria-hidden className="size-4" />
							{blogArticlePage.backToBlog}
						</Link>
					</p>
				</div>
			</article>
			{related.length > 0 ? (
				<section aria-labelledby="related-articles" className="bg-muted py-14">
					<div className="container-page">
						<SectionHeading id="related-articles" title={blogArticlePage.relatedHeading} align="left" />
						<ul className="mt-8 grid gap-5 md:grid-cols-3">
							{related.map((item) => (
								<li key={item.id}>
									<RelatedArticleCard article={item} />
								</li>
							))}
						</ul>
					</div>
				</section>
			) : null}
			<CallToAction id="article-cta" {...blogArticlePage.cta} phone={phone} />
		</>
	)
}
