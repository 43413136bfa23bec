import { data } from 'react-router'

import { getPublishedReviewsPage, getPublishedReviewSummary, REVIEWS_PAGE_SIZE } from '#app/.server/data/reviews.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { busyContentClass, BusyStatus } from '#app/client/swap-markup.tsx'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { PageIntro } from '#app/components/site/page-hero.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { formatAverageRating } from '#app/domain/review/reviews.ts'
import { profileLinkList } from '#app/domain/settings/opening-hours.ts'
import { reviewPlatformText, reviewsCopy, reviewsSeo } from '#app/routes/site/reviews/copy.ts'
import { RatingSummary, ReviewList, ReviewPlatforms, ReviewsError, toReviewCards } from '#app/routes/site/reviews/sections.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import type { PageQueryHandle } from '#app/utils/page-query.ts'
import { pageCount, pageHref, pageRelLinks, parsePage } from '#app/utils/paging.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta, siteFromMatches } from '#app/utils/route-meta.ts'

import type { Route } from './+types/reviews.ts'

const reviewsPageHref = (page: number) => pageHref('/reviews', page)

/** Paging and Try Again work in place through the swap controller, not React (decision 0020). */
export const handle = { ...sentWithoutJavaScript, query: ['page'] } satisfies PageQueryHandle

const reviewsRegion = 'reviews-region'

/**
 * One page of published reviews (`?page=N`, newest first), with the average
 * and the count of all of them (one decimal, 5.0 when there are none), both
 * from the database. A page that does not exist is the not-found page. A failed
 * read is logged and the page shows "Error loading reviews" with Try Again.
 *
 * The error page answers HTTP 503: the failure is temporary, and search engines
 * must neither index nor cache the error in place of the reviews. It is still
 * the normal page inside the site shell, because the error is returned as
 * loader data (not thrown), so the component renders it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const page = parsePage(new URL(request.url).searchParams.get('page'))
	if (page === null) throw data(null, { status: 404 })
	let result
	try {
		// The summary first: it tells whether the page exists before any row of it is read.
		const summary = await getPublishedReviewSummary()
		const pages = pageCount(summary.count, REVIEWS_PAGE_SIZE)
		result = page > pages ? null : { summary, pages, reviews: await getPublishedReviewsPage(page) }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the published reviews')
		return data({ status: 'error' as const, page }, { status: 503 })
	}
	if (!result) throw data(null, { status: 404 })
	return {
		status: 'ok' as const,
		page,
		pageCount: result.pages,
		reviews: toReviewCards(result.reviews),
		average: formatAverageRating(result.summary.average),
		count: result.summary.count,
	}
}

export const meta: Route.MetaFunction = (args) => {
	const page = args.loaderData?.page ?? 1
	const pages = args.loaderData?.status === 'ok' ? args.loaderData.pageCount : 1
	return [
		...pageMeta(args, { ...reviewsSeo, pageNumber: page, path: reviewsPageHref(page) }),
		...pageRelLinks(siteFromMatches(args).siteUrl, page, pages, reviewsPageHref),
	]
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
	// The profiles the owner set on the Business tab (the settings row, through the root loader).
	const platforms = profileLinkList(usePublicSettings().profileLinks).map(({ platform, name, url }) => ({
		name,
		url,
		text: reviewPlatformText[platform],
	}))
	return (
		<>
			<PageIntro id="reviews-heading" title={reviewsCopy.heading} intro={reviewsCopy.intro}>
				<div id={reviewsRegion} data-swap-region className="group/swap relative mt-8">
					<BusyStatus label={reviewsCopy.loading} />
					<div className={busyContentClass}>
						{loaderData.status === 'error' ? (
							<ReviewsError copy={reviewsCopy.error} page={loaderData.page} swap={reviewsRegion} />
						) : (
							<>
								<RatingSummary copy={reviewsCopy} average={loaderData.average} count={loaderData.count} />
								<ReviewList copy={reviewsCopy} reviews={loaderData.reviews} />
								<div data-swap={reviewsRegion}>
									<Pagination page={loaderData.page} pageCount={loaderData.pageCount} href={reviewsPageHref} />
								</div>
							</>
						)}
					</div>
				</div>
			</PageIntro>
			<ReviewPlatforms copy={reviewsCopy.platforms} platforms={platforms} />
			<CallToAction id="reviews-closing" {...reviewsCopy.closing} />
			<ClientScript name="swap" />
		</>
	)
}
