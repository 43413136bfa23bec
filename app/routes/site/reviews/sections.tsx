import { Link } from 'react-router'

import type { QuotedReview } from '#app/.server/data/reviews.ts'
import { EmptyState } from '#app/components/site/empty-state.tsx'
import { ReviewReply, VerifiedCustomer } from '#app/components/site/review-extras.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MapPin, MessageSquareText, RotateCw, TriangleAlert } from '#app/components/ui/icon.tsx'
import { reviewCountLabel } from '#app/domain/review/reviews.ts'
import type { ReviewPlatformLink, reviewsCopy } from '#app/routes/site/reviews/copy.ts'
import { formatReviewDate } from '#app/utils/format.ts'

type Copy = typeof reviewsCopy

/** A published review as its card shows it; the loader formats the date once, on the server. */
export type ReviewCardData = QuotedReview & { date: { iso: string; label: string } }

export function toReviewCards(reviews: readonly (Omit<ReviewCardData, 'date'> & { createdAt: Date })[]): ReviewCardData[] {
	return reviews.map(({ createdAt, ...review }) => ({
		...review,
		date: { iso: createdAt.toISOString(), label: formatReviewDate(createdAt) },
	}))
}

export function RatingSummary({ copy, average, count }: { copy: Copy; average: string; count: number }) {
	return (
		<section aria-label={copy.summaryLabel} className="rounded-lg border border-border bg-muted p-6 sm:flex sm:items-center sm:gap-8">
			<p className="flex items-baseline gap-2">
				<span className="sr-only">{copy.averageLabel}: </span>
				<span className="text-5xl font-bold text-primary" data-testid="review-average">
					{average}
				</span>{' '}
				<span className="text-lg text-muted-foreground">{copy.outOf}</span>
			</p>
			<div className="mt-3 sm:mt-0">
				<span aria-hidden>
					<Stars rating={Number(average)} className="[&_svg]:size-6" />
				</span>
				<p className="mt-1 text-muted-foreground">
					{copy.basedOn} <span data-testid="review-count">{reviewCountLabel(count)}</span>
				</p>
			</div>
		</section>
	)
}

function ReviewCard({ review }: { review: ReviewCardData }) {
	return (
		<article className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
			<Stars rating={review.rating} />
			{review.title ? <h3 className="mt-3 text-lg leading-snug font-semibold">{review.title}</h3> : null}
			<blockquote className="mt-2 flex-1 text-foreground">
				<p>{review.body}</p>
			</blockquote>
			<footer className="mt-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-t border-border pt-4 text-sm">
				<span>
					<span className="block font-semibold">{review.reviewerName}</span>
					{review.verified ? <VerifiedCustomer /> : null}
					{review.location ? (
						<span className="flex items-center gap-1 text-muted-foreground">
							<MapPin aria-hidden className="size-3.5" />
							{review.location}
						</span>
					) : null}
				</span>
				<time dateTime={review.date.iso} className="text-muted-foreground">
					{review.date.label}
				</time>
			</footer>
			<ReviewReply reply={review.reply} />
		</article>
	)
}

export function ReviewList({ copy, reviews }: { copy: Copy; reviews: readonly ReviewCardData[] }) {
	return (
		<section aria-labelledby="reviews-list" className="mt-12">
			<h2 id="reviews-list" className="text-2xl font-bold tracking-tight sm:text-3xl">
				{copy.listHeading}
			</h2>
			{reviews.length === 0 ? (
				<div className="mt-6">
					<EmptyState icon={MessageSquareText} heading={copy.empty.heading} text={copy.empty.text} />
				</div>
			) : (
				<ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
					{reviews.map((review) => (
						<li key={review.id}>
							<ReviewCard review={review} />
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

/**
 * "Error loading reviews" with Try Again. The button submits a GET
 * form to /reviews (with the page), so without JavaScript it simply loads the page again; with
 * JavaScript the swap controller loads it in place.
 */
export function ReviewsError({
	copy,
	page,
	swap,
}: {
	copy: Copy['error']
	/** The page that failed, so Try Again without JavaScript asks for it again. */
	page: number
	/** The region Try Again reloads in place with JavaScript (decision 0020). */
	swap: string
}) {
	return (
		<section aria-labelledby="reviews-error" className="rounded-lg border border-amber-300 bg-amber-50 px-6 py-10 text-center">
			<TriangleAlert aria-hidden className="mx-auto size-8 text-amber-700" />
			<h2 id="reviews-error" className="mt-3 text-2xl font-bold">
				{copy.heading}
			</h2>
			<p className="mx-auto mt-2 max-w-xl text-foreground">{copy.text}</p>
			<form method="get" action="/reviews" data-swap={swap} className="mt-6">
				{page > 1 ? <input type="hidden" name="page" value={page} /> : null}
				<Button type="submit">
					<RotateCw aria-hidden />
					{copy.retry}
				</Button>
			</form>
		</section>
	)
}

/**
 * The owner's review-site profiles as links, and how to leave a review. With
 * no profile set there are no tiles, and the words promise no sites.
 */
export function ReviewPlatforms({ copy, platforms }: { copy: Copy['platforms']; platforms: readonly ReviewPlatformLink[] }) {
	return (
		<section aria-labelledby="review-platforms" className="bg-muted py-14">
			<div className="container-page">
				<SectionHeading
					id="review-platforms"
					title={platforms.length > 0 ? copy.heading : copy.headingWithoutSites}
					text={platforms.length > 0 ? copy.text : copy.textWithoutSites}
				/>
				{platforms.length > 0 ? (
					<ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
						{platforms.map((platform) => (
							<li key={platform.name} className="flex">
								<a
									href={platform.url}
									target="_blank"
									rel="noopener"
									className="block w-full rounded-lg border border-border bg-background p-5 text-center shadow-sm transition-colors hover:border-primary"
								>
									<span className="block text-lg font-bold text-primary">{platform.name}</span>
									<span className="mt-1 block text-sm text-muted-foreground">{platform.text}</span>
								</a>
							</li>
						))}
					</ul>
				) : null}
				<p className="mt-8 text-center text-muted-foreground">
					{copy.leaveReviewText}{' '}
					<Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
						{copy.leaveReview}
					</Link>
				</p>
			</div>
		</section>
	)
}
