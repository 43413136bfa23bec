import { Link } from 'react-router'

import { editorFields, EditorForm, RecordCard, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import { RowSwitch } from '#app/components/admin/row-switch.tsx'
import { Stars } from '#app/components/site/stars.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { MessageSquareText, ShieldCheck, Star } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { RATING, ratingChoices } from '#app/domain/review/rating.ts'
import { reviewLimits } from '#app/domain/review/schema.ts'

import type { Route } from '../+types/reviews.ts'

/** A review as the Reviews tab's loader sends it (dates also as date-picker values, London time). */
export type AdminReview = Route.ComponentProps['loaderData']['items'][number]

const DELETE_QUESTION = 'Delete this review? It disappears from the website, wherever it is quoted. This cannot be undone.'

export function ReviewCard({ review }: { review: AdminReview }) {
	return (
		<RecordCard
			id={review.id}
			headingId={`review-${review.id}`}
			heading={
				<>
					{review.reviewerName}
					{review.location ? <span className="font-normal text-muted-foreground"> · {review.location}</span> : null}
				</>
			}
			details={
				<div className="flex flex-wrap items-center gap-2">
					<Stars rating={review.rating} />
					{review.verified ? (
						<Badge variant="success">
							<ShieldCheck aria-hidden />
							Verified customer
						</Badge>
					) : null}
					{review.featured ? (
						<Badge variant="warning">
							<Star aria-hidden />
							Featured
						</Badge>
					) : null}
				</div>
			}
			state={{
				checked: review.isPublished,
				onText: 'Published',
				offText: 'Draft',
				intent: 'publish',
				field: 'is_published',
				label: `Published: review by ${review.reviewerName}`,
			}}
			footerNote={
				<p className="text-xs text-muted-foreground">
					Created {review.createdAtLabel} · Updated {review.updatedAtLabel}
				</p>
			}
			editLabel={`Edit review by ${review.reviewerName}`}
			actions={
				<RowSwitch
					id={review.id}
					checked={review.featured}
					intent="feature"
					field="featured"
					label={`Featured: review by ${review.reviewerName}`}
					onText="Featured"
					offText="Not featured"
				/>
			}
			remove={{ name: `review by ${review.reviewerName}`, question: DELETE_QUESTION }}
		>
			{review.title ? <p className="font-semibold">{review.title}</p> : null}
			<p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{review.body}</p>
			{review.reply ? (
				<div className="mt-2 rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm">
					<p className="flex items-center gap-1 font-semibold">
						<MessageSquareText aria-hidden className="size-4" />
						Your reply{review.repliedAtLabel ? <span className="font-normal text-muted-foreground"> · {review.repliedAtLabel}</span> : null}
					</p>
					<p className="line-clamp-3 whitespace-pre-line text-muted-foreground">{review.reply}</p>
				</div>
			) : null}
			{review.enquiryId ? (
				<p className="mt-1 text-sm">
					<Link to={`/admin/enquiries/${review.enquiryId}`} className="font-semibold text-primary underline underline-offset-4">
						Open the enquiry
					</Link>
				</p>
			) : null}
		</RecordCard>
	)
}

/** The create form (blank, dates now) or the edit form of one review. Cancel discards (a link back to the list). */
export function ReviewForm({ review, now, failure }: { review?: AdminReview; now: string; failure?: EditorFailure }) {
	const { errors, value, checked } = editorFields(failure)
	const headingId = review ? `edit-review-${review.id}` : 'new-review'
	return (
		<EditorForm
			headingId={headingId}
			title={review ? `Edit review by ${review.reviewerName}` : 'New review'}
			recordId={review?.id}
			failure={failure}
		>
			<div className="grid gap-5 sm:grid-cols-2">
				<Field label="Reviewer name" required error={errors.reviewer_name}>
					{(control) => (
						<Input
							{...control}
							name="reviewer_name"
							required
							maxLength={reviewLimits.reviewer_name}
							defaultValue={value('reviewer_name', review?.reviewerName)}
							autoFocus
						/>
					)}
				</Field>
				<Field label="Location" hint="e.g. Maida Vale" error={errors.location}>
					{(control) => (
						<Input {...control} name="location" maxLength={reviewLimits.location} defaultValue={value('location', review?.location)} />
					)}
				</Field>
				<Field label="Title" className="sm:col-span-2" error={errors.title}>
					{(control) => <Input {...control} name="title" maxLength={reviewLimits.title} defaultValue={value('title', review?.title)} />}
				</Field>
				<Field label="Review" required className="sm:col-span-2" error={errors.body}>
					{(control) => (
						<Textarea {...control} name="body" required rows={5} maxLength={reviewLimits.body} defaultValue={value('body', review?.body)} />
					)}
				</Field>
				<Field
					label="Your public reply"
					hint="Shown beneath the review on the website, as plain text, signed with the business name. Leave empty for none."
					className="sm:col-span-2"
					error={errors.reply}
				>
					{(control) => (
						<Textarea {...control} name="reply" rows={4} maxLength={reviewLimits.reply} defaultValue={value('reply', review?.reply)} />
					)}
				</Field>
				<Field label="Rating" error={errors.rating}>
					{(control) => (
						<Select {...control} name="rating" defaultValue={value('rating', String(review?.rating ?? RATING.default))}>
							{ratingChoices.map((stars) => (
								<option key={stars} value={stars}>
									{stars} {stars === 1 ? 'star' : 'stars'}
								</option>
							))}
						</Select>
					)}
				</Field>
				<div className="grid content-end">
					<Switch
						name="is_published"
						label="Published"
						onText="Published"
						offText="Draft"
						defaultChecked={checked('is_published', review?.isPublished ?? false)}
					/>
				</div>
				<div className="grid content-end sm:col-span-2">
					<Switch
						name="featured"
						label="Featured on the home page"
						onText="Featured"
						offText="Not featured"
						defaultChecked={checked('featured', review?.featured ?? false)}
					/>
				</div>
				<Field label="Created" hint="Date and time, London" error={errors.created_at}>
					{(control) => (
						<Input
							{...control}
							name="created_at"
							type="datetime-local"
							required
							defaultValue={value('created_at', review?.createdAtInput ?? now)}
						/>
					)}
				</Field>
				<Field label="Updated" hint="Date and time, London" error={errors.updated_at}>
					{(control) => <Input {...control} name="updated_at" type="datetime-local" required defaultValue={value('updated_at', now)} />}
				</Field>
			</div>
		</EditorForm>
	)
}

/** Above the list: where review requests come from, and their reminder setting. */
export function ReviewRequestsPanel() {
	return (
		<p className="rounded-lg border border-border bg-muted p-4 text-sm">
			Ask a customer for a review from a Won enquiry&apos;s page: their review arrives here as a draft, marked Verified customer.{' '}
			<Link
				to="/admin/reviews/requests"
				className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
			>
				Review request settings
			</Link>
		</p>
	)
}
