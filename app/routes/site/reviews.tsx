import { data, useNavigation, useRevalidator } from 'react-router'
import { listPublishedReviews } from '#app/.server/data/reviews.ts'
import {
	RatingSummary,
	ReviewList,
	ReviewPlatforms,
	ReviewsClosing,
	ReviewsError,
	ReviewsLoading,
} from '#app/components/site/reviews/reviews-sections.tsx'
import { reviewPlatforms, reviewsCopy, reviewsSeo } from '#app/content/reviews.ts'
import { pageMeta } from '#app/utils/route-meta.ts'
import { formatAverageRating } from '#app/utils/reviews.ts'
import type { Route } from './+types/reviews.ts'

/**
 * Published reviews, newest first, with their average (one decimal, 5.0 when
 * there are none). A failed read is logged and the page shows "Error loading
 * reviews" with Try Again (spec §8).
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
	const navigation = useNavigation()
	const revalidator = useRevalidator()
	const loading =
		revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === '/reviews')

	return (
		<>
			<section aria-labelledby="reviews-heading" className="container-page py-12 sm:py-16">
				<div className="max-w-3xl">
					<h1 id="reviews-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
						{reviewsCopy.heading}
					</h1>
					<p className="mt-4 text-lg text-muted-foreground">{reviewsCopy.intro}</p>
				</div>
				<div className="relative mt-8" aria-busy={loading}>
					<ReviewsLoading label={reviewsCopy.loading} active={loading} />
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
			</section>
			<ReviewPlatforms copy={reviewsCopy.platforms} platforms={reviewPlatforms} />
			<ReviewsClosing copy={reviewsCopy.closing} />
		</>
	)
}
