import { requireAdmin } from '#app/.server/auth/guard.ts'
import { requireRecentAuth } from '#app/.server/auth/reauth.ts'
import { eraseHeld, summariseHeld } from '#app/.server/data-rights/subject.ts'
import { getRetentionMonths, setRetentionMonths } from '#app/.server/enquiries/retention.ts'
import { getPrivateStorage } from '#app/.server/storage/private.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import {
	dataRightsQuery,
	eraseFormSchema,
	erasureCountLabels,
	retentionFormSchema,
	type ErasureCounts,
} from '#app/domain/data-rights/schema.ts'
import { isFormFailure, validate, validationFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/data-rights.ts'
import { ErasedNotice, HeldPanel, LookupForm, RetentionForm } from './data-rights/sections.tsx'

/**
 * /admin/data-rights?email=: customer data rights (UK GDPR; issue 24,
 * decision 0050). Look an email address up to see what is held for it,
 * download it all as JSON (./data-rights-export.ts), or erase it after typing
 * the address again (`&erase` opens that step; it works without JavaScript).
 * Also the retention period of lost and spam enquiries (the daily job:
 * app/.server/enquiries/retention.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	const { email, erase } = dataRightsQuery(new URL(request.url))
	// Erasing is behind re-authentication (decision 0057): asked for when the step opens, and checked again by the action.
	if (erase && email) await requireRecentAuth(request)
	const [held, retentionMonths] = await Promise.all([
		email
			? summariseHeld(email).catch((error: unknown) => {
					context.log.error({ err: error }, 'Could not look up the data held for an address')
					return null
				})
			: null,
		getRetentionMonths().catch(() => null),
	])
	return {
		email,
		erase: erase && held !== null,
		held: held && {
			...held,
			reviews: held.reviews.map((review) => ({ ...review, createdAt: formatLondonDateTime(review.createdAt) })),
		},
		loadError: email && !held ? 'Could not look this address up. Please try again.' : null,
		retentionMonths,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	if (values.intent === 'retention') {
		const form = validate(retentionFormSchema, values)
		if (!form.ok) return fail({ ...validationFailure(form, values), target: 'retention' })
		try {
			await write(() => setRetentionMonths(form.data.retentionMonths))
		} catch (error) {
			context.log.error({ err: error }, 'Could not save the retention period')
			return refuse('The retention period could not be saved. Please try again.', 503, { target: 'retention' })
		}
		return redirect('/admin/data-rights?saved=retention')
	}
	if (values.intent === 'erase') {
		await requireRecentAuth(request)
		const form = validate(eraseFormSchema, values)
		if (!form.ok) return fail({ ...validationFailure(form, values), target: 'erase' })
		let erased
		try {
			erased = await eraseHeld(form.data.email, { write, storage: getPrivateStorage(), log: context.log })
		} catch (error) {
			context.log.error({ err: error }, 'Could not erase the data held for an address')
			return refuse('Nothing was erased: the database could not be changed. Please try again.', 503, { target: 'erase' })
		}
		// Counts only in the log: the address is what was just erased.
		context.log.info({ ...erased.counts, failedFiles: erased.failedFiles.length }, 'Customer data erased')
		if (erased.failedFiles.length > 0) {
			return refuse(
				`Everything was erased from the database, but ${erased.failedFiles.length} photo ${erased.failedFiles.length === 1 ? 'file' : 'files'} could not be removed from storage (they are in the server log too): ${erased.failedFiles.join(', ')}. Ask whoever runs the server to delete ${erased.failedFiles.length === 1 ? 'it' : 'them'}.`,
				500,
				{ title: 'Photo files left', target: 'files' },
			)
		}
		return redirect(`/admin/data-rights?saved=${erasedNotice(erased.counts)}`)
	}
	return refuse('Unknown action.', 400)
}

/** The notice of an erasure carries its counts (no personal data), in the order of `erasureCountLabels`: `erased:1,0,2,…`. */
const erasedNotice = (counts: ErasureCounts) =>
	`erased:${(Object.keys(erasureCountLabels) as (keyof ErasureCounts)[]).map((kind) => counts[kind]).join(',')}`

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Customer data')

export default function AdminDataRights({ loaderData, actionData }: Route.ComponentProps) {
	const { email, erase, held, loadError, retentionMonths } = loaderData
	const failure = isFormFailure(actionData) ? actionData : undefined
	return (
		<AdminTab
			id="data-rights-title"
			title="Customer data"
			description="Find, download or erase everything held for one email address (UK GDPR), and how long closed enquiries are kept."
		>
			<ErasedNotice labels={erasureCountLabels} />
			<ErrorNotice message={loadError} title="Error" />
			{failure && failure.target === 'files' ? (
				<ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} />
			) : null}
			<LookupForm email={email} />
			{held ? <HeldPanel held={held} erase={erase} failure={failure?.target === 'erase' ? failure : undefined} /> : null}
			<RetentionForm months={retentionMonths} failure={failure?.target === 'retention' ? failure : undefined} />
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
