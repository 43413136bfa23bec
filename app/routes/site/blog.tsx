import { listArticleCards, listFeaturedArticleCards } from '#app/.server/data/articles.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { busyRegionClass } from '#app/client/swap-markup.tsx'
import { ArticleListItem, FeaturedArticleCard } from '#app/components/site/article-cards.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { FilterLinks, resolveFilter } from '#app/components/site/filter-links.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { blogPage, blogSeo, featuredTagLimit } from '#app/content/pages.ts'
import { blogCategoryFilters } from '#app/domain/article/article.ts'
import { NewsletterForm } from '#app/routes/site/blog/newsletter-form.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/blog.ts'

/**
 * The articles of the `?category=` filter (absent or unknown: all), newest
 * first, as cards: the browser never gets the articles' bodies here.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const filter = resolveFilter(blogCategoryFilters, new URL(request.url).searchParams.get('category'))
	return {
		filters: blogCategoryFilters.map(({ value, label }) => ({ value, label })),
		active: filter.value,
		category: filter.category,
		featured: filter.category === null ? await listFeaturedArticleCards() : [],
		articles: await listArticleCards({ category: filter.category }),
	}
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...blogSeo, path: '/blog' })

/** The filters and the newsletter box work in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['category', 'newsletter'] } satisfies PageQueryHandle

const articlesRegion = 'blog-articles'

export default function Blog({ loaderData }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	const { filters, active, category, featured, articles } = loaderData
	const { hero, cta } = blogPage
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.text} />
			<div className="container-page py-12">
				<div id={articlesRegion} data-swap-region className={busyRegionClass}>
					<FilterLinks
						label={blogPage.filterLabel}
						basePath="/blog"
						param="category"
						options={filters}
						active={active}
						swap={articlesRegion}
					/>

					{featured.length > 0 ? (
						<section aria-labelledby="blog-featured" className="mt-10">
							<SectionHeading id="blog-featured" title={blogPage.featuredHeading} align="left" />
							<ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
								{featured.map((article) => (
									<li key={article.id}>
										<FeaturedArticleCard article={article} tagLimit={featuredTagLimit} readMore={blogPage.readMore} />
									</li>
								))}
							</ul>
						</section>
					) : null}

					<section aria-labelledby="blog-list" className="mt-12">
						<SectionHeading id="blog-list" title={blogPage.listHeading(category)} align="left" />
						<p id="blog-count" role="status" className="mt-2 text-sm text-muted-foreground">
							{blogPage.countText(articles.length)}
						</p>
						<ul className="mt-6 space-y-6">
							{articles.map((article) => (
								<li key={article.id}>
									<ArticleListItem article={article} readMore={blogPage.readMore} />
								</li>
							))}
						</ul>
					</section>
				</div>

				<div className="mt-14">
					<NewsletterForm copy={blogPage.newsletter} />
				</div>
			</div>
			<CallToAction id="blog-cta" {...cta} phone={phone} />
			<ClientScript name="swap" />
		</>
	)
}
