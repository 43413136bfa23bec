import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, redirect } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { enquiryStatusValues, getEnquiry, isEnquiryStatus, setEnquiryStatus } from '#app/.server/data/admin-enquiries.ts'
import { DeliveryBadge, EnquiryStatusBadge, enquiryStatusLabel } from '#app/components/admin/enquiry-badges.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { isUuid } from '#app/utils/admin-schemas.ts'
import { mailtoHref, telHref } from '#app/utils/contact.ts'
import { formatLondonDateTime } from '#app/utils/london-time.ts'
import type { Route } from './+types/enquiry.ts'
import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { formFailure, readFormData } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import { TableHeader } from '#app/components/ui/table.tsx'

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
		statuses: enquiryStatusValues,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	await requireAdmin(request)
	const formData = await readFormData(request)
	const status = formData.get('status')
	if (!isUuid(params.id)) return formFailure({ formError: NOT_FOUND }, 404)
	if (!isEnquiryStatus(status)) {
		return formFailure({ formError: 'Choose a status.', fieldErrors: { status: 'Choose new, contacted, closed or spam.' } })
	}
	if (!(await setEnquiryStatus(params.id, status))) return formFailure({ formError: NOT_FOUND }, 404)
	context.log.info({ enquiryId: params.id, status }, 'Enquiry status changed')
	return redirect(`/admin/enquiries/${params.id}?saved=status`)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = ({ loaderData }) =>
	adminMeta(loaderData ? `Enquiry from ${loaderData.enquiry.name}` : 'Enquiry')

const savedMessages = { status: 'Enquiry status updated successfully' }

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
			<dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
			<dd className="text-sm break-words">{children ?? '—'}</dd>
		</div>
	)
}

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, delivery, outbox, statuses } = loaderData
	return (
		<section aria-labelledby="enquiry-title" className="grid gap-5">
			<p>
				<Link to="/admin/enquiries" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
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
				<dl className="grid content-start gap-3 rounded-lg border border-border bg-background p-4 sm:p-5">
					<Detail label="Name">{enquiry.name}</Detail>
					<Detail label="E-mail">
						<a className="text-primary underline" href={mailtoHref(enquiry.email)}>
							{enquiry.email}
						</a>
					</Detail>
					<Detail label="Phone">
						<a className="text-primary underline" href={telHref(enquiry.phone)}>
							{enquiry.phone}
						</a>
					</Detail>
					<Detail label="Postcode">{enquiry.postcode}</Detail>
					<Detail label="Service">{enquiry.service}</Detail>
					<Detail label="Message">{enquiry.message ? <span className="whitespace-pre-line">{enquiry.message}</span> : null}</Detail>
					<Detail label="Received">{enquiry.received}</Detail>
					<Detail label="Consent given">{enquiry.consent}</Detail>
					<Detail label="Source page">{enquiry.sourcePage}</Detail>
					<Detail label="Browser">{enquiry.userAgent}</Detail>
					<Detail label="IP (hashed)">{enquiry.ipHash ? <code>{enquiry.ipHash}</code> : null}</Detail>
					<Detail label="Last updated">{enquiry.updated}</Detail>
				</dl>

				<Form method="post" preventScrollReset className="grid content-start gap-4 rounded-lg border border-border bg-background p-4 sm:p-5">
					<h3 className="text-base font-semibold">Status</h3>
					<Field label="Enquiry status" error={actionData?.fieldErrors?.status}>
						{(control) => (
							<Select {...control} name="status" defaultValue={enquiry.status}>
								{statuses.map((status) => (
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

			<section aria-labelledby="outbox-title" className="grid gap-3">
				<h3 id="outbox-title" className="text-base font-semibold">
					E-mails
				</h3>
				{outbox.length === 0 ? (
					<p className="text-sm text-muted-foreground">No e-mail was queued for this enquiry.</p>
				) : (
					<div className="overflow-x-auto rounded-lg border border-border bg-background">
						<table className="w-full text-left text-sm">
							<TableHeader columns={['E-mail', 'To', 'Status', 'Attempts', 'Last error', 'Sent / next attempt']} />
							<tbody>
								{outbox.map((row) => (
									<tr key={row.id} className="border-b border-border last:border-0 align-top">
										<th scope="row" className="px-4 py-3 font-normal">
											<span className="font-semibold">{row.subject}</span>
											<span className="block text-xs text-muted-foreground">{row.kind}</span>
										</th>
										<td className="px-4 py-3 break-all">{row.to}</td>
										<td className="px-4 py-3 capitalize">{row.status}</td>
										<td className="px-4 py-3">{row.attempts}</td>
										<td className="px-4 py-3 break-words">{row.lastError ?? '—'}</td>
										<td className="px-4 py-3 whitespace-nowrap">{row.sent ?? row.nextAttempt ?? '—'}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
			</section>
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
