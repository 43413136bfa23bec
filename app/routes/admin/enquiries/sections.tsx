import { Link } from 'react-router'

import { DeliveryBadge, EnquiryStatusBadge } from '#app/components/admin/enquiry-badges.tsx'
import { TableHeader } from '#app/components/ui/table.tsx'

import type { Route } from '../+types/enquiries.ts'

/** One page of enquiries, newest first, each linking to its detail. */
export function EnquiryTable({ enquiries }: { enquiries: Route.ComponentProps['loaderData']['enquiries'] }) {
	return (
		<div className="overflow-x-auto rounded-lg border border-border bg-background">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">Enquiries, newest first</caption>
				<TableHeader columns={['Received', 'Name', 'Service', 'Postcode', 'Status', 'E-mail']} />
				<tbody>
					{enquiries.map((enquiry) => (
						<tr key={enquiry.id} className="border-b border-border last:border-0">
							<td className="px-4 py-3 whitespace-nowrap">
								<time dateTime={enquiry.receivedIso}>{enquiry.received}</time>
							</td>
							<th scope="row" className="px-4 py-3 font-semibold">
								<Link to={enquiry.id} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
									{enquiry.name}
								</Link>
							</th>
							<td className="px-4 py-3">{enquiry.service}</td>
							<td className="px-4 py-3 whitespace-nowrap">{enquiry.postcode}</td>
							<td className="px-4 py-3">
								<EnquiryStatusBadge status={enquiry.status} />
							</td>
							<td className="px-4 py-3">
								<DeliveryBadge delivery={enquiry.delivery} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
