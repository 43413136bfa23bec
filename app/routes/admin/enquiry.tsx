import { data, Form, Link } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { getEnquiry, setEnquiryStatus } from '#app/.server/data/enquiries.ts'
import { DeliveryBadge, EnquiryStatusBadge, enquiryStatusLabel } from '#app/components/admin/enquiry-badges.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ArrowLeft } from '#app/components/ui/icon.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { enquiryStatusForm, enquiryStatusValues } from '#app/domain/enquiry/status.ts'
import { isUuid, validate, validationFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/enquiry.ts'
import { EnquiryDetails, OutboxTable } from './enquiry/sections.tsx'

const NOT_FOUND = 'This enquiry does not exist (it may have been removed).'

/** /admin/enquiries/:id: every field of one enquiry, its e-mails, and its status. */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const detail = isUuid(params.id) ? await getEnquiry(params.id) : null
	if (!detail) throw data({ message: NOT_FOUND }, { status: 404 })
	const { enquiry, outbox, delivery } = detail
	const when = (date: Date | null) => (date ? formatLondonDateTime(date) : null)
	return {
		enquiry: {
			id: enquiry.id,
			name: enquiry.name,
			email: enquiry.email,
			phone: enquiry.phone,
			postcode: enquiry.postcode,
			service: enquiry.service,
			message: enquiry.message,
			status: enquiry.status,
			received: when(enquiry.createdAt),
			updated: when(enquiry.updatedAt),
			consent: when(enquiry.consentAt),
			sourcePage: enquiry.sourcePage,
			userAgent: enquiry.userAgent,
			ipHash: enquiry.ipHash ? `${enquiry.ipHash.slice(0, 12)}…` : null,
		},
		delivery,
		outbox: outbox.map((row) => ({
			id: row.id,
			kind: row.kind,
			to: row.toAddress,
			subject: row.subject,
			status: row.status,
			attempts: row.attempts,
			lastError: row.lastError,
			sent: when(row.sentAt),
			nextAttempt: row.status === 'pending' ? when(row.nextAttemptAt) : null,
		})),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	if (!isUuid(params.id)) return refuse(NOT_FOUND, 404)
	const validation = validate(enquiryStatusForm, values)
	if (!validation.ok) return fail(validationFailure(validation, values))
	const { status } = validation.data
	const id = params.id
	if (!(await write(() => setEnquiryStatus(id, status)))) return refuse(NOT_FOUND, 404)
	context.log.info({ enquiryId: params.id, status }, 'Enquiry status changed')
	return redirect(`/admin/enquiries/${params.id}?saved=status`)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Enquiry from ${loaderData.enquiry.name}` : 'Enquiry')

const savedMessages = { status: 'Enquiry status updated successfully' }

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, delivery, outbox } = loaderData
	return (
		<section aria-labelledby="enquiry-title" className="grid gap-5">
			<p>
				<Link
					to="/admin/enquiries"
					className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
				>
					<ArrowLeft aria-hidden className="size-4" />
					All enquiries
				</Link>
			</p>
			<div className="flex flex-wrap items-center gap-3">
				<h2 id="enquiry-title" className="text-xl font-bold">
					Enquiry from {enquiry.name}
				</h2>
				<EnquiryStatusBadge status={enquiry.status} />
				<DeliveryBadge delivery={delivery} />
			</div>

			<SavedNotice messages={savedMessages} />
			<ErrorNotice message={actionData?.formError} occurrence={actionData} />

			<div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
				<EnquiryDetails enquiry={enquiry} />

				<Form
					method="post"
					preventScrollReset
					className="grid content-start gap-4 rounded-lg border border-border bg-background p-4 sm:p-5"
				>
					<h3 className="text-base font-semibold">Status</h3>
					<Field label="Enquiry status" error={actionData?.fieldErrors?.status}>
						{(control) => (
							<Select {...control} name="status" defaultValue={enquiry.status}>
								{enquiryStatusValues.map((status) => (
									<option key={status} value={status}>
										{enquiryStatusLabel(status)}
									</option>
								))}
							</Select>
						)}
					</Field>
					<SubmitButton intent="status">Update status</SubmitButton>
				</Form>
			</div>

			<OutboxTable outbox={outbox} />
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
