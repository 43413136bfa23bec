import { TableHeader } from '#app/components/ui/table.tsx'
import { mailtoHref, telHref } from '#app/domain/settings/contact.ts'

import type { Route } from '../+types/enquiry.ts'

type View = Route.ComponentProps['loaderData']

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
			<dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
			<dd className="text-sm break-words">{children ?? '—'}</dd>
		</div>
	)
}

/** Every field of the enquiry, as received. */
export function EnquiryDetails({ enquiry }: { enquiry: View['enquiry'] }) {
	return (
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
	)
}

/** The e-mails queued for the enquiry and how their delivery went. */
export function OutboxTable({ outbox }: { outbox: View['outbox'] }) {
	return (
		<section aria-labelledby="outbox-title" className="grid gap-3">
			<h3 id="outbox-title" className="text-base font-semibold">
				E-mails
			</h3>
			{outbox.length === 0 ? (
				<p className="text-sm text-muted-foreground">No email was queued for this enquiry.</p>
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
	)
}
