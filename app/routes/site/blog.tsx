import { data, useSearchParams } from 'react-router'
import { subscribeToNewsletter } from '#app/.server/data/newsletter.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { ArticleListItem, FeaturedArticleCard } from '#app/components/site/blog/article-cards.tsx'
import { FilterLinks } from '#app/components/site/filter-links.tsx'
import { NewsletterForm, type NewsletterResult } from '#app/components/site/newsletter-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import {
	blogCategoryFilters,
	blogCategoryFromQuery,
	blogPage,
	blogSeo,
	featuredBlogArticles,
	featuredTagLimit,
	filterBlogArticles,
} from '#app/content/pages.ts'
import { useRootData } from '#app/root.tsx'
import { isHoneypotFilled, newsletterHoneypotField, newsletterMessages, parseNewsletterEmail } from '#app/utils/newsletter-schema.ts'
import { fallbackPublicSettings } from '#app/utils/public-settings.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import type { Route } from './+types/blog.ts'

/** The newsletter sign-up (the box on this page posts here, with or without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data(null, { status: 405, headers: { Allow: 'POST' } })
	const form = await request.formData()
	if (isHoneypotFilled(form.get(newsletterHoneypotField))) {
		context.log.info('Newsletter sign-up with the honeypot filled; not stored')
		return { status: 'success', message: newsletterMessages.success } satisfies NewsletterResult
	}
	const raw = form.get('email')
	const parsed = parseNewsletterEmail(raw)
	if (!parsed.success) {
		const email = typeof raw === 'string' ? raw.slice(0, 320) : undefined
		return data({ status: 'error', message: parsed.message, email } satisfies NewsletterResult, { status: 400 })
	}
	try {
		await subscribeToNewsletter({ email: parsed.email, sourcePage: new URL(request.url).pathname })
	} catch (error) {
		context.log.error({ err: error }, 'Could not store a newsletter subscription')
		return data({ status: 'error', message: newsletterMessages.failed, email: parsed.email } satisfies NewsletterResult, { status: 500 })
	}
	return { status: 'success', message: newsletterMessages.success } satisfies NewsletterResult
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...blogSeo, path: '/blog' })

export default function Blog({ actionData }: Route.ComponentProps) {
	const phone = (useRootData()?.settings ?? fallbackPublicSettings).phone
	const [searchParams] = useSearchParams()
	const category = blogCategoryFromQuery(searchParams.get('category'))
	const active = blogCategoryFilters.find((filter) => filter.category === category)?.value ?? 'all'
	const articles = filterBlogArticles(category)
	const { hero, cta } = blogPage
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.text} />
			<div className="container-page py-12">
				<FilterLinks label={blogPage.filterLabel} basePath="/blog" param="category" options={blogCategoryFilters} active={active} />

				{category === null ? (
					<section aria-labelledby="blog-featured" className="mt-10">
						<SectionHeading id="blog-featured" title={blogPage.featuredHeading} align="left" />
						<ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
							{featuredBlogArticles().map((article) => (
								<li key={article.id}>
									<FeaturedArticleCard article={article} tagLimit={featuredTagLimit} readMore={blogPage.readMore} />
								</li>
							))}
						</ul>
					</section>
				) : null}

				<section aria-labelledby="blog-list" className="mt-12">
					<SectionHeading id="blog-list" title={blogPage.listHeading(category)} align="left" />
					<p role="status" className="mt-2 text-sm text-muted-foreground">
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

				<div className="mt-14">
					<NewsletterForm copy={blogPage.newsletter} result={actionData} />
				</div>
			</div>
			<CallToAction id="blog-cta" heading={cta.heading} text={cta.text} primary={{ label: cta.primaryLabel, to: '/contact' }} phone={phone} />
		</>
	)
}
