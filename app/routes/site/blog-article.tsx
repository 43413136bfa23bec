import { ArrowLeft } from 'lucide-react'
import { data, Link } from 'react-router'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { ArticleBody } from '#app/components/site/blog/article-body.tsx'
import { RelatedArticleCard } from '#app/components/site/blog/article-cards.tsx'
import { articleJsonLd } from '#app/components/site/blog/article-json-ld.ts'
import { ArticleMeta, TagList } from '#app/components/site/blog/article-meta.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { articleBySlug, relatedArticles } from '#app/content/blog.ts'
import { blogArticlePage, blogCategoryFilters } from '#app/content/pages.ts'
import { useRootData, type RootLoaderData } from '#app/root.tsx'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import { defaultSeo } from '#app/utils/seo.ts'
import type { Route } from './+types/blog-article.ts'

/** An article by slug; an unknown slug is the not-found page with HTTP 404. */
export function loader({ params }: Route.LoaderArgs) {
	const article = articleBySlug(params.slug)
	if (!article) throw data(null, { status: 404 })
	return { slug: article.slug }
}

export const meta: Route.MetaFunction = (args) => {
	const article = args.loaderData ? articleBySlug(args.loaderData.slug) : undefined
	if (!article) return pageMeta(args, { ...defaultSeo, noindex: true })
	const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined
	const settings = root?.settings ?? fallbackPublicSettings
	const path = `/blog/${article.slug}`
	return pageMeta(args, {
		title: article.title,
		description: article.seo.description,
		keywords: article.seo.keywords,
		path,
		ogType: 'article',
		jsonLd: [
			articleJsonLd({
				article,
				siteUrl: root?.siteUrl ?? 'http://localhost:3000',
				businessName: settings.businessName,
				logoUrl: settings.logoUrl,
			}),
		],
	})
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
	const article = articleBySlug(loaderData.slug)!
	const phone = (useRootData()?.settings ?? fallbackPublicSettings).phone
	const categoryFilter = blogCategoryFilters.find((filter) => filter.category === article.category)
	const related = relatedArticles(article)
	const { cta } = blogArticlePage
	return (
		<>
			<article aria-labelledby="article-title">
				<header className="bg-primary text-primary-foreground">
					<div className="container-page max-w-4xl py-10 sm:py-14">
						<nav aria-label={blogArticlePage.breadcrumbLabel}>
							<ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
								<li>
									<Link to="/" className="underline-offset-4 hover:underline">
										Home
									</Link>
									<span aria-hidden className="mx-1">
										/
									</span>
								</li>
								<li>
									<Link to="/blog" className="underline-offset-4 hover:underline">
										Blog
									</Link>
									<span aria-hidden className="mx-1">
										/
									</span>
								</li>
								<li>
									<Link
										to={categoryFilter ? `/blog?category=${categoryFilter.value}` : '/blog'}
										className="underline-offset-4 hover:underline"
									>
										{article.category}
									</Link>
								</li>
							</ol>
						</nav>
						<h1 id="article-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
							{article.title}
						</h1>
						<p className="mt-4 text-lg text-slate-200">{article.excerpt}</p>
						<ArticleMeta article={article} className="mt-6 text-slate-200" />
					</div>
				</header>
				<div className="container-page max-w-4xl py-10">
					<div className="flex flex-wrap items-center gap-3">
						<Badge variant="secondary">{article.category}</Badge>
						<TagList tags={article.tags} />
					</div>
					<ArticleBody html={article.content} className="mt-8" />
					<p className="mt-12 border-t border-border pt-6">
						<Link to="/blog" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
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
			<CallToAction id="article-cta" heading={cta.heading} text={cta.text} primary={{ label: cta.primaryLabel, to: '/contact' }} phone={phone} />
		</>
	)
}
