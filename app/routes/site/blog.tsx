import { data } from 'react-router'

import { getArticleCardsPage, listBlogCategories, listFeaturedArticleCards } from '#app/.server/data/articles.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { busyRegionClass } from '#app/client/swap-markup.tsx'
import { ArticleListItem, FeaturedArticleCard } from '#app/components/site/article-cards.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { FilterLinks, resolveFilter } from '#app/components/site/filter-links.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { blogPage, blogSeo, featuredTagLimit } from '#app/content/pages.ts'
import { ARTICLES_PAGE_SIZE, blogCategoryFiltersOf } from '#app/domain/article/article.ts'
import { blogFeedLink } from '#app/routes/site/blog/feed-link.ts'
import { NewsletterForm } from '#app/routes/site/blog/newsletter-form.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { pageCount, pageHref, pageRelLinks, parsePage } from '#app/utils/paging.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/blog.ts'

/** A page of the blog's list: the category filter (if any) and the page (after the first). */
const blogPageHref = (page: number, category: string | null) => pageHref('/blog', page, { category })

/** The featured cards above the list (first page, all categories): a row of three at most. */
const FEATURED_LIMIT = 3

/**
 * One page (`?page=N`, decision 0042) of the articles of the `?category=`
 * filter (absent or unknown: all; the categories are the settings' list),
 * newest first, as cards: the browser never gets the articles' bodies here.
 * A page past the end is the not-found page, as on /gallery and /reviews.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const search = new URL(request.url).searchParams
	const page = parsePage(search.get('page'))
	if (page === null) throw data(null, { status: 404 })
	const filters = blogCategoryFiltersOf(await listBlogCategories())
	const filter = resolveFilter(filters, search.get('category'))
	const [{ total, cards }, featured] = await Promise.all([
		getArticleCardsPage({ category: filter.category, page }),
		filter.category === null && page === 1 ? listFeaturedArticleCards({ limit: FEATURED_LIMIT }) : [],
	])
	const pages = pageCount(total, ARTICLES_PAGE_SIZE)
	if (page > pages) throw data(null, { status: 404 })
	return {
		filters: filters.map(({ value, label }) => ({ value, label })),
		active: filter.value,
		category: filter.category,
		featured,
		articles: cards,
		total,
		page,
		pageCount: pages,
	}
}

export const meta: Route.MetaFunction = (args) => {
	const page = args.loaderData?.page ?? 1
	const active = args.loaderData?.active ?? 'all'
	const category = active === 'all' ? null : active
	const site = siteFromMatches(args)
	return [
		// A category's pages keep the whole blog as their canonical, as the filtered views always have.
		...pageMeta(args, { ...blogSeo, pageNumber: page, path: blogPageHref(category ? 1 : page, null) }),
		...pageRelLinks(site.siteUrl, page, args.loaderData?.pageCount ?? 1, (number) => blogPageHref(number, category)),
		blogFeedLink(site.siteUrl, site.business.businessName),
	]
}

/** The filters, the pages and the newsletter box work in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['category', 'newsletter', 'page'] } satisfies PageQueryHandle

const articlesRegion = 'blog-articles'

export default function Blog({ loaderData }: Route.ComponentProps) {
	const { phone } = usePublicSettings()
	const { filters, active, category, featured, articles, total, page, pageCount: pages } = loaderData
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
							{blogPage.countText(total)}
						</p>
						<ul className="mt-6 space-y-6">
							{articles.map((article) => (
								<li key={article.id}>
									<ArticleListItem article={article} readMore={blogPage.readMore} />
								</li>
							))}
						</ul>
						<div data-swap={articlesRegion}>
							<Pagination page={page} pageCount={pages} href={(number) => blogPageHref(number, active === 'all' ? null : active)} />
						</div>
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
