import { Download, Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listEnquiries } from '#app/.server/data/admin-enquiries.ts'
import { DeliveryBadge, EnquiryStatusBadge } from '#app/components/admin/enquiry-badges.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { enquiryQuery, MAX_QUERY_LENGTH } from '#app/utils/admin-schemas.ts'
import { formatLondonDateTime } from '#app/utils/london-time.ts'
import type { Route } from './+types/enquiries.ts'
import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import { TableHeader } from '#app/components/ui/table.tsx'

const PAGE_SIZE = 50

/**
 * /admin/enquiries: the inbox, newest first, with each enquiry's e-mail
 * delivery; search by name, e-mail or postcode; CSV export of what is shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	const { q, page } = enquiryQuery(new URL(request.url))
	try {
		const { items, total } = await listEnquiries({ q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
		const enquiries = items.map((item) => ({
			id: item.id,
			name: item.name,
			service: item.service,
			postcode: item.postcode,
			status: item.status,
			delivery: item.delivery,
			received: formatLondonDateTime(item.createdAt),
			receivedIso: item.createdAt.toISOString(),
		}))
		return { enquiries, total, q, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), loadError: null }
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the enquiries')
		return { enquiries: [], total: 0, q, page, pages: 1, loadError: 'Failed to fetch enquiries' }
	}
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries')

function pageLink(q: string, page: number) {
	const params = new URLSearchParams()
	if (q) params.set('q', q)
	if (page > 1) params.set('page', String(page))
	const search = params.toString()
	return search ? `?${search}` : '.'
}

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
	const { enquiries, total, q, page, pages, loadError } = loaderData
	const exportHref = `/admin/enquiries/export.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`
	return (
		<section aria-labelledby="enquiries-title" className="grid gap-5">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div>
					<h2 id="enquiries-title" className="text-xl font-bold">
						Enquiries
					</h2>
					<p className="text-sm text-muted-foreground" aria-live="polite">
						{q ? `${total} ${total === 1 ? 'enquiry matches' : 'enquiries match'} “${q}”.` : `${total} ${total === 1 ? 'enquiry' : 'enquiries'}, newest first.`}
					</p>
				</div>
				<Button asChild variant="outline">
					<a href={exportHref} download>
						<Download aria-hidden />
						Export CSV
					</a>
				</Button>
			</div>

			<Form method="get" role="search" className="flex flex-wrap items-end gap-2">
				<div className="grid min-w-64 flex-1 gap-2">
					<Label htmlFor="enquiry-search">Search by name, e-mail or postcode</Label>
					<Input id="enquiry-search" name="q" type="search" defaultValue={q} maxLength={MAX_QUERY_LENGTH} />
				</div>
				<Button type="submit">
					<Search aria-hidden />
					Search
				</Button>
				{q ? (
					<Button asChild variant="ghost">
						<Link to=".">Clear</Link>
					</Button>
				) : null}
			</Form>

			<ErrorNotice message={loadError} title="Error" />

			{enquiries.length === 0 && !loadError ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					{q ? 'No enquiries match this search.' : 'No enquiries yet. They arrive here from the contact form.'}
				</p>
			) : enquiries.length > 0 ? (
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
			) : null}

			{pages > 1 ? (
				<nav aria-label="Enquiry pages" className="flex items-center justify-between gap-3">
					{page > 1 ? (
						<Button asChild variant="outline">
							<Link to={pageLink(q, page - 1)}>Newer</Link>
						</Button>
					) : (
						<span />
					)}
					<p className="text-sm text-muted-foreground">
						Page {page} of {pages}
					</p>
					{page < pages ? (
						<Button asChild variant="outline">
							<Link to={pageLink(q, page + 1)}>Older</Link>
						</Button>
					) : (
						<span />
					)}
				</nav>
			) : null}
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
