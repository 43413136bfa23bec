import { Form, Link, replace } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listEnquiries } from '#app/.server/data/enquiries.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Download, Search } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { enquiryQuery, MAX_QUERY_LENGTH } from '#app/domain/enquiry/query.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { countOf } from '#app/utils/format.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/enquiries.ts'
import { EnquiryTable } from './enquiries/sections.tsx'

const PAGE_SIZE = 50

/**
 * /admin/enquiries: the inbox, newest first, with each enquiry's e-mail
 * delivery; search by name, e-mail or postcode; CSV export of what is shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { q, page } = enquiryQuery(new URL(request.url))
	let list
	try {
		list = await listEnquiries({ q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the enquiries')
		return { enquiries: [], total: 0, q, page, pages: 1, loadError: 'Failed to fetch enquiries' }
	}
	const { items, total } = list
	const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
	// A page past the end (an old link, a typed URL) shows the last page instead.
	if (page > pages) throw replace(enquiriesHref(q, pages), { headers: admin.headers })
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
	return { enquiries, total, q, page, pages, loadError: null }
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries')

/** The list's address with a search and a page (page 1 and no search are left out). */
function enquiriesHref(q: string, page: number) {
	const params = new URLSearchParams()
	if (q) params.set('q', q)
	if (page > 1) params.set('page', String(page))
	const search = params.toString()
	return `/admin/enquiries${search ? `?${search}` : ''}`
}

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
	const { enquiries, total, q, page, pages, loadError } = loaderData
	const exportHref = `/admin/enquiries/export.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`
	return (
		<AdminTab
			id="enquiries-title"
			title="Enquiries"
			descriptionLive
			description={
				q
					? `${total} ${total === 1 ? 'enquiry matches' : 'enquiries match'} “${q}”.`
					: `${countOf(total, 'enquiry', 'enquiries')}, newest first.`
			}
			action={
				<Button asChild variant="outline">
					<a href={exportHref} download>
						<Download aria-hidden />
						Export CSV
					</a>
				</Button>
			}
		>
			<Form method="get" role="search" className="flex flex-wrap items-end gap-2">
				<div className="grid min-w-64 flex-1 gap-2">
					<Label htmlFor="enquiry-search">Search by name, email or postcode</Label>
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
				<EnquiryTable enquiries={enquiries} />
			) : null}

			{pages > 1 ? (
				<nav aria-label="Enquiry pages" className="flex items-center justify-between gap-3">
					{page > 1 ? (
						<Button asChild variant="outline">
							<Link to={enquiriesHref(q, page - 1)}>Newer</Link>
						</Button>
					) : (
						<span />
					)}
					<p className="text-sm text-muted-foreground">
						Page {page} of {pages}
					</p>
					{page < pages ? (
						<Button asChild variant="outline">
							<Link to={enquiriesHref(q, page + 1)}>Older</Link>
						</Button>
					) : (
						<span />
					)}
				</nav>
			) : null}
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
