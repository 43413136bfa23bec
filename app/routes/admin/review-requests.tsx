import { getReviewRequestSettings, saveReviewRequestSettings } from '#app/.server/reviews/requests.ts'
import { BackLink } from '#app/components/admin/back-link.tsx'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { SettingsForm } from '#app/components/admin/settings-form.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { REVIEW_LINK_DAYS, REVIEW_REMINDER_DAYS, reviewRequestSettingsSchema } from '#app/domain/review/request.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { loadSettingsForm, settingsFormAction } from './+shared/settings-form.server.ts'
import type { Route } from './+types/review-requests.ts'

/**
 * /admin/reviews/requests: when a review request's one reminder goes (issue
 * 25). Requests themselves are sent from a Won enquiry's page.
 */
export function loader(args: Route.LoaderArgs) {
	return loadSettingsForm(args, 'review request settings', () => getReviewRequestSettings(), { reminderDays: REVIEW_REMINDER_DAYS.default })
}

export function action(args: Route.ActionArgs) {
	return settingsFormAction(args, {
		path: '/admin/reviews/requests',
		what: 'review request settings',
		schema: reviewRequestSettingsSchema,
		save: saveReviewRequestSettings,
	})
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Review requests')

export default function AdminReviewRequests({ loaderData, actionData }: Route.ComponentProps) {
	const { values, loadError } = loaderData
	const { field } = editorFields(actionData)
	return (
		<div className="grid gap-4">
			<BackLink to="/admin/reviews">All reviews</BackLink>
			<SettingsForm
				id="review-requests"
				title="Review requests"
				description={
					<>
						Ask for a review from a Won enquiry&apos;s page. The e-mail links to a review form that works for {REVIEW_LINK_DAYS} days; the
						review arrives here as a draft, marked Verified customer. If no review has come and the customer has not opted out, one reminder
						goes after the days below. Ask every customer alike: review sites forbid asking only happy ones.
					</>
				}
				savedMessage="Review request settings saved successfully"
				loadError={loadError}
				failure={actionData}
			>
				<InputField
					label="Send the reminder after (days)"
					hint={`From ${REVIEW_REMINDER_DAYS.min} to ${REVIEW_REMINDER_DAYS.max} days after asking.`}
					type="number"
					inputMode="numeric"
					min={REVIEW_REMINDER_DAYS.min}
					max={REVIEW_REMINDER_DAYS.max}
					step={1}
					required
					{...field('reminderDays', values.reminderDays)}
				/>
			</SettingsForm>
		</div>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
