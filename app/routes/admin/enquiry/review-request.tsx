import { Form, Link } from 'react-router'

import type { ReviewRequestView } from '#app/.server/reviews/requests.ts'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Star } from '#app/components/ui/icon.tsx'
import type { FormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { canAskAgain, REVIEW_LINK_DAYS, reviewRequestStateLabels, type ReviewRequestState } from '#app/domain/review/request.ts'

/** The intent of "Ask for a review" on the enquiry page's form. */
export const ASK_REVIEW_INTENT = 'ask-review'

/** The section's data, dates in London time (made by the loader). */
export function reviewRequestView(request: ReviewRequestView, enquiry: { stage: string; email: string }) {
	const when = (date: Date | null) => (date ? formatLondonDateTime(date) : null)
	return {
		state: request.state,
		stateLabel: request.state ? reviewRequestStateLabels[request.state] : null,
		isWon: enquiry.stage === 'won',
		hasEmail: enquiry.email.includes('@'),
		canAsk: canAskAgain(request.state),
		sent: when(request.sentAt),
		reminded: when(request.remindedAt),
		expires: when(request.expiresAt),
		submitted: when(request.submittedAt),
		optedOut: when(request.optedOutAt),
		reviewHref: request.reviewId ? `/admin/reviews?edit=${request.reviewId}#edit-review-${request.reviewId}` : null,
		optedOutElsewhere: request.optedOutElsewhere
			? { at: formatLondonDateTime(request.optedOutElsewhere.at), href: `/admin/enquiries/${request.optedOutElsewhere.enquiryId}` }
			: null,
		reminderDays: request.reminderDays,
	}
}

export type ReviewRequestSectionData = ReturnType<typeof reviewRequestView>

const stateVariants: Record<ReviewRequestState, 'secondary' | 'success' | 'warning' | 'outline'> = {
	sent: 'secondary',
	reminded: 'secondary',
	submitted: 'success',
	'opted-out': 'warning',
	expired: 'outline',
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`

/**
 * "Ask for a review" (issue 25): for a Won enquiry with an e-mail address, one
 * button sends the request (a link to the public review form, working for
 * REVIEW_LINK_DAYS days, and one reminder after the settings' days). Every Won
 * customer is offered it alike. The request's state and dates show here; each
 * step is on the timeline too.
 */
export function ReviewRequestSection({ request, failure }: { request: ReviewRequestSectionData; failure?: FormFailure }) {
	const { state } = request
	return (
		<section
			id="review-request"
			aria-labelledby="review-request-title"
			className="grid min-w-0 content-start gap-3 rounded-lg border border-border bg-background p-4 sm:p-5"
		>
			<h3 id="review-request-title" className="flex flex-wrap items-center gap-2 text-base font-semibold">
				<Star aria-hidden className="size-4 text-primary" />
				Review request
				{state ? <Badge variant={stateVariants[state]}>{request.stateLabel}</Badge> : null}
			</h3>
			<ErrorNotice message={failure?.formError} occurrence={failure} />

			{state ? (
				<dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
					<dt className="text-muted-foreground">Asked</dt>
					<dd>{request.sent}</dd>
					{request.reminded ? (
						<>
							<dt className="text-muted-foreground">Reminded</dt>
							<dd>{request.reminded}</dd>
						</>
					) : null}
					{request.submitted ? (
						<>
							<dt className="text-muted-foreground">Review received</dt>
							<dd>
								{request.submitted}
								{request.reviewHref ? (
									<>
										{' · '}
										<Link to={request.reviewHref} className="font-semibold text-primary underline underline-offset-4">
											Open the draft in Reviews
										</Link>
									</>
								) : null}
							</dd>
						</>
					) : null}
					{request.optedOut ? (
						<>
							<dt className="text-muted-foreground">Opted out</dt>
							<dd>{request.optedOut}</dd>
						</>
					) : null}
					{state === 'sent' || state === 'reminded' || state === 'expired' ? (
						<>
							<dt className="text-muted-foreground">{state === 'expired' ? 'Link expired' : 'Link works until'}</dt>
							<dd>{request.expires}</dd>
						</>
					) : null}
				</dl>
			) : null}

			{state === 'sent' ? (
				<p className="text-sm text-muted-foreground">
					One reminder goes {days(request.reminderDays)} after asking unless the customer has answered or opted out (
					<Link to="/admin/reviews/requests" className="font-semibold text-primary underline underline-offset-4">
						change
					</Link>
					).
				</p>
			) : null}

			{!request.isWon ? (
				<p className="text-sm text-muted-foreground">Once the job is Won, you can ask the customer for a review here.</p>
			) : !request.hasEmail ? (
				<p className="text-sm text-muted-foreground">This enquiry has no e-mail address to send a review request to.</p>
			) : request.canAsk ? (
				<Form method="post" preventScrollReset className="grid gap-3">
					<p className="text-sm text-muted-foreground">
						Sends the customer an e-mail with a link to a review form (it works for {REVIEW_LINK_DAYS} days and once), and one reminder
						after {days(request.reminderDays)}. Ask every customer, whatever you expect them to say.
					</p>
					{request.optedOutElsewhere ? (
						<Alert className="border-amber-300 bg-amber-50 text-amber-950">
							<p>
								This address opted out of review requests on {request.optedOutElsewhere.at} (
								<Link to={request.optedOutElsewhere.href} className="font-semibold underline underline-offset-4">
									that enquiry
								</Link>
								). Ask only if they have told you they want to hear from you.
							</p>
							<label className="mt-2 flex min-h-11 items-center gap-3 text-sm font-semibold">
								<Checkbox name="confirm_opted_out" />
								The customer asked to be sent a review request
							</label>
						</Alert>
					) : null}
					<SubmitButton intent={ASK_REVIEW_INTENT} size="lg">
						{state === 'expired' ? 'Ask for a review again' : 'Ask for a review'}
					</SubmitButton>
				</Form>
			) : null}
		</section>
	)
}
