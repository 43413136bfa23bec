import { Link } from 'react-router'

import { RelatedArticleCard } from '#app/components/site/article-cards.tsx'
import { ArticleMeta, TagList } from '#app/components/site/article-meta.tsx'
import { Breadcrumb } from '#app/components/site/breadcrumb.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { ResponsivePicture } from '#app/components/site/responsive-picture.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { ArrowLeft } from '#app/components/ui/icon.tsx'
import { blogArticlePage } from '#app/content/pages.ts'
import type { BlogArticle, BlogArticleCard } from '#app/domain/article/article.ts'
import { categorySlug } from '#app/domain/slug.ts'
import { ArticleBody } from '#app/routes/site/blog-article/article-body.tsx'

/** An article's page, as /blog/:slug shows it and a preview of its working copy shows it (decision 0042). */
export function ArticlePage({ article, related, phone }: { article: BlogArticle; related: BlogArticleCard[]; phone: string }) {
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
					{article.cover ? (
						// The cover repeats what the title says: decorative, so screen readers go straight to the text.
						<ResponsivePicture
							url={article.cover}
							alt=""
							widths={[640, 960, 1280]}
							fallbackWidth={960}
							sizes="(min-width: 56rem) 56rem, 100vw"
							width={1600}
							height={900}
							fetchPriority="high"
							className="mt-8 aspect-video w-full rounded-lg object-cover"
						/>
					) : null}
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
