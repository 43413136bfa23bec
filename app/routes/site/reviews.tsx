import { data, useRevalidator } from 'react-router'

import { listPublishedReviews } from '#app/.server/data/reviews.ts'
import { CallToAction } from '#app/components/site/call-to-action.tsx'
import { LoadingOverlay, useIsLoading } from '#app/components/site/loading-overlay.tsx'
import { PageIntro } from '#app/components/site/page-hero.tsx'
import { reviewPlatforms, reviewsCopy, reviewsSeo } from '#app/routes/site/reviews/copy.ts'
import { RatingSummary, ReviewList, ReviewPlatforms, ReviewsError } from '#app/routes/site/reviews/sections.tsx'
import { formatAverageRating } from '#app/utils/reviews.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/reviews.ts'

/**
 * Published reviews, newest first, with their average (one decimal, 5.0 when
 * there are none). A failed read is logged and the page shows "Error loading
 * reviews" with Try Again.
 *
 * The error page answers HTTP 503: the failure is temporary, and search engines
 * must neither index nor cache the error in place of the reviews. It is still
 * the normal page inside the site shell, because the error is returned as
 * loader data (not thrown), so the component renders it.
 */
export async function loader({ context }: Route.LoaderArgs) {
	try {
		const reviews = await listPublishedReviews()
		return { status: 'ok' as const, reviews, average: formatAverageRating(reviews.map((review) => review.rating)) }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the published reviews')
		return data({ status: 'error' as const }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...reviewsSeo, path: '/reviews' })

export default function Reviews({ loaderData }: Route.ComponentProps) {
	const revalidator = useRevalidator()
	const loading = useIsLoading('/reviews')

	return (
		<>
			<PageIntro id="reviews-heading" title={reviewsCopy.heading} intro={reviewsCopy.intro}>
				<div className="relative mt-8" aria-busy={loading}>
					<LoadingOverlay label={reviewsCopy.loading} active={loading} />
					<div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
						{loaderData.status === 'error' ? (
							<ReviewsError copy={reviewsCopy.error} onRetry={() => void revalidator.revalidate()} retrying={loading} />
						) : (
							<>
								<RatingSummary copy={reviewsCopy} average={loaderData.average} count={loaderData.reviews.length} />
								<ReviewList copy={reviewsCopy} reviews={loaderData.reviews} />
							</>
						)}
					</div>
				</div>
			</PageIntro>
			<ReviewPlatforms copy={reviewsCopy.platforms} platforms={reviewPlatforms} />
			<CallToAction id="reviews-closing" {...reviewsCopy.closing} />
		</>
	)
}
