import { redirect } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { createReview, listAllReviews, setReviewPublished, updateReview } from '#app/.server/data/admin-reviews.ts'
import { EditableList, TabHeader, useEditorState } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { ReviewCard, ReviewForm, type AdminReview } from '#app/components/admin/review-editor.tsx'
import { formValues, isUuid, parseForm, reviewFormSchema } from '#app/utils/admin-schemas.ts'
import { formatLondonDateTime, toLondonInputValue } from '#app/utils/london-time.ts'
import type { Route } from './+types/reviews.ts'
import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { CHECK_FIELDS_MESSAGE, formFailure, readFormData } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'

/**
 * /admin/reviews: every review, newest first. `?new` opens a blank form,
 * `?edit=<id>` turns that row into a form; saving redirects back to the list
 * with `?saved=…` (the toast, or an inline message without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	const now = toLondonInputValue(new Date())
	try {
		const rows = await listAllReviews()
		const reviews: AdminReview[] = rows.map((row) => ({
			id: row.id,
			reviewerName: row.reviewerName,
			location: row.location,
			title: row.title,
			body: row.body,
			rating: row.rating,
			isPublished: row.isPublished,
			createdAtInput: toLondonInputValue(row.createdAt),
			updatedAtInput: toLondonInputValue(row.updatedAt),
			createdAtLabel: formatLondonDateTime(row.createdAt),
			updatedAtLabel: formatLondonDateTime(row.updatedAt),
		}))
		return { reviews, loadError: null, now }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the reviews for the admin')
		return { reviews: [] as AdminReview[], loadError: 'Failed to fetch reviews', now }
	}
}

const LIST = '/admin/reviews'
const MISSING = 'This review no longer exists. It may have been removed.'

export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	const id = formData.get('id')

	if (intent === 'publish') {
		if (!isUuid(id) || !(await setReviewPublished(id, formData.get('is_published') === 'true'))) {
			return formFailure({ formError: MISSING }, 404)
		}
		return redirect(`${LIST}?saved=updated`)
	}
	if (intent !== 'create' && intent !== 'update') return formFailure({ formError: 'Unknown action.' })
	if (intent === 'update' && !isUuid(id)) return formFailure({ formError: MISSING }, 404)

	const target = intent === 'update' ? String(id) : 'new'
	const form = parseForm(reviewFormSchema, formData)
	if (!form.ok) {
		return formFailure({ formError: CHECK_FIELDS_MESSAGE, fieldErrors: form.fieldErrors, values: form.values, target })
	}
	try {
		if (intent === 'create') {
			await createReview(form.data)
			return redirect(`${LIST}?saved=created`)
		}
		if (!(await updateReview(String(id), form.data))) return formFailure({ formError: MISSING, target }, 404)
		return redirect(`${LIST}?saved=updated`)
	} catch (error) {
		context.log.error({ err: error, intent }, 'Could not save a review')
		return formFailure(
			{ formError: 'The review could not be saved. Please try again.', values: formValues(formData), target },
			503,
		)
	}
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Reviews')

const savedMessages = { created: 'Review created successfully', updated: 'Review updated successfully' }

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
	const { reviews, loadError, now } = loaderData
	const { creating } = useEditorState()
	const failureFor = (target: string) => (actionData?.target === target ? actionData : undefined)
	const published = reviews.filter((review) => review.isPublished).length
	return (
		<section aria-labelledby="reviews-title" className="grid gap-5">
			<TabHeader
				titleId="reviews-title"
				title="Reviews"
				summary={`${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}, ${published} published. Only published reviews show on the website.`}
				createLabel="Create Review"
			/>
			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={loadError} title="Error" />
			{actionData && !actionData.target ? <ErrorNotice message={actionData.formError} occurrence={actionData} /> : null}
			{creating ? <ReviewForm now={now} failure={failureFor('new')} /> : null}
			<EditableList
				items={reviews}
				empty={loadError ? null : 'No reviews yet. Create the first one.'}
				card={(review) => <ReviewCard review={review} />}
				editor={(review) => <ReviewForm review={review} now={now} failure={failureFor(review.id)} />}
			/>
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
