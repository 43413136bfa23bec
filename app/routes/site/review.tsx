import { data } from 'react-router'

import { readSubmission, reply } from '#app/.server/form.ts'
import { reviewFormFor, submitReview, type SubmitReviewResult } from '#app/.server/reviews/requests.ts'
import { formFailure } from '#app/domain/form.ts'
import { formatLondonLongDay } from '#app/domain/london-time.ts'
import { publicReviewSchema, reviewSiteLinks } from '#app/domain/review/request.ts'
import { publicFormLimit } from '#app/utils/body-limit.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/review.ts'
import { reviewFormCopy, reviewFormSeo } from './review/copy.ts'
import { ReviewCard, ReviewForm, ReviewSites } from './review/sections.tsx'

/**
 * The review form a review request links to (issue 25, decision 0052). The
 * token is a capability: the page is never kept in the page cache, not
 * indexed, not in the sitemap (a dynamic path without an expander), and the
 * request log masks it. A plain form (no JavaScript): a review is at most
 * 5,000 characters, so the body may hold twice the public forms' bytes.
 */
export const handle = {
	...sentWithoutJavaScript,
	pageCache: false,
	bodyLimit: { ...publicFormLimit, bytes: 64 * 1024, fields: 12, fieldBytes: 48 * 1024, tooLarge: reviewFormCopy.tooLarge },
}

type Closed = 'not-found' | 'used' | 'expired'

/** An unusable link answers its page with a real status: unknown 404, used or expired 410 (gone for good). */
const closedStatus = (state: Closed) => (state === 'not-found' ? 404 : 410)

export async function loader({ params }: Route.LoaderArgs) {
	const page = await reviewFormFor(params.token)
	if (page.status !== 'open') return data({ state: page.status, prefill: null, expires: '' }, { status: closedStatus(page.status) })
	return { state: page.status, prefill: { name: page.name, area: page.area }, expires: formatLondonLongDay(page.expiresAt) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const submission = await readSubmission(request, publicReviewSchema, { limit: handle.bodyLimit })
	if (submission.status === 'invalid') return reply(submission.failure, submission.httpStatus)
	let result: SubmitReviewResult
	try {
		result = await submitReview(params.token, submission.data)
	} catch (error) {
		context.log.error({ err: error }, 'Could not store a review from a review request')
		return reply(formFailure(reviewFormCopy.failed, submission.values), 503)
	}
	if (result.status !== 'saved') return data({ closed: result.status }, { status: closedStatus(result.status) })
	context.log.info({ reviewId: result.reviewId }, 'Review received from a review request')
	return { saved: true as const }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...reviewFormSeo, noindex: true })

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
	const sites = reviewSiteLinks(usePublicSettings().profileLinks)
	const closed = actionData && 'closed' in actionData ? actionData.closed : loaderData.state === 'open' ? null : loaderData.state
	if (actionData && 'saved' in actionData) {
		return (
			<ReviewCard id="review-saved" heading={reviewFormCopy.saved.heading}>
				<p role="status" className="mt-3 text-muted-foreground">
					{reviewFormCopy.saved.text}
				</p>
				<ReviewSites sites={sites} />
			</ReviewCard>
		)
	}
	if (closed || !loaderData.prefill) {
		const copy = reviewFormCopy[closed === 'used' ? 'used' : closed === 'expired' ? 'expired' : 'notFound']
		return (
			<ReviewCard id="review-closed" heading={copy.heading}>
				<p className="mt-3 text-muted-foreground">{copy.text}</p>
				<ReviewSites sites={sites} />
			</ReviewCard>
		)
	}
	const failure = actionData && 'status' in actionData ? actionData : undefined
	return (
		<ReviewCard id="review-form" heading={reviewFormCopy.heading}>
			<p className="mt-3 text-muted-foreground">{reviewFormCopy.intro}</p>
			<ReviewForm prefill={loaderData.prefill} expires={loaderData.expires} failure={failure} />
			<ReviewSites sites={sites} />
		</ReviewCard>
	)
}
