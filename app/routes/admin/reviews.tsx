import {
	createReview,
	deleteReview,
	listAllReviews,
	setReviewFeatured,
	setReviewPublished,
	updateReview,
} from '#app/.server/data/reviews.ts'
import { ListTab } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { formatLondonDateTime, toLondonInputValue } from '#app/domain/london-time.ts'
import { reviewFormSchema } from '#app/domain/review/schema.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { listTabAction, loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/reviews.ts'
import { ReviewCard, ReviewForm, ReviewRequestsPanel } from './reviews/editor.tsx'

/**
 * /admin/reviews: every review, newest first; every testimonial the public
 * pages quote is one of them (decision 0044), published, featured (the home
 * page) or deleted here. `?new` opens a blank form,
 * `?edit=<id>` turns that row into a form; saving redirects back to the list
 * with `?saved=…` (the toast, or an inline message without JavaScript).
 */
export async function loader(args: Route.LoaderArgs) {
	const list = await loadListTab(args, 'reviews', async () =>
		(await listAllReviews()).map((row) => ({
			id: row.id,
			reviewerName: row.reviewerName,
			location: row.location,
			title: row.title,
			body: row.body,
			rating: row.rating,
			isPublished: row.isPublished,
			featured: row.featured,
			/** Sent through a review request by the customer of an enquiry. */
			verified: row.enquiryId !== null,
			enquiryId: row.enquiryId,
			reply: row.reply,
			repliedAtLabel: row.repliedAt ? formatLondonDateTime(row.repliedAt) : null,
			createdAtInput: toLondonInputValue(row.createdAt),
			createdAtLabel: formatLondonDateTime(row.createdAt),
			updatedAtLabel: formatLondonDateTime(row.updatedAt),
		})),
	)
	return { ...list, now: toLondonInputValue(new Date()) }
}

export function action(args: Route.ActionArgs) {
	return listTabAction(args, {
		path: '/admin/reviews',
		noun: 'review',
		schema: reviewFormSchema,
		create: createReview,
		update: updateReview,
		toggles: [
			{ intent: 'publish', field: 'is_published', set: setReviewPublished },
			{ intent: 'feature', field: 'featured', set: setReviewFeatured },
		],
		remove: deleteReview,
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Reviews')

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
	const { now } = loaderData
	return (
		<ListTab
			{...loaderData}
			title="Reviews"
			noun="Review"
			state={{
				label: 'published',
				isOn: (review) => review.isPublished,
				note: 'Only published reviews show on the website; featured ones are quoted on the home page.',
			}}
			failure={actionData}
			panel={() => <ReviewRequestsPanel />}
			card={(review) => <ReviewCard review={review} />}
			form={(review, failure) => <ReviewForm review={review} now={now} failure={failure} />}
		/>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
