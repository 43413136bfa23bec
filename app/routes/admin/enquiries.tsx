import { Link, replace } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { dueLists, enquiryAreas, enquiryAreaSlugs, listEnquiries } from '#app/.server/data/enquiries.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Download } from '#app/components/ui/icon.tsx'
import { dueState, formatDay, londonDay } from '#app/domain/enquiry/pipeline.ts'
import { enquiryQuery, enquirySearch, isFiltered, type EnquiryFilters } from '#app/domain/enquiry/query.ts'
import { formatPence } from '#app/domain/enquiry/stage.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { countOf } from '#app/utils/format.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/enquiries.ts'
import { DueLists, EnquiryFilterForm, EnquiryTable } from './enquiries/sections.tsx'

const PAGE_SIZE = 50

const areaChoices = enquiryAreas.map((area) => ({ slug: area.slug, name: area.name }))

/**
 * /admin/enquiries: the inbox. Overdue next actions first, then those due
 * today, then newest; filtered by stage (all but spam unless asked), service,
 * area and date, and searched by name, e-mail or postcode, all in the address
 * (a plain GET form, so it works without JavaScript and a filtered view can be
 * bookmarked). Above the list, the overdue and due-today lists. The CSV export
 * takes the same filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { page, ...filters } = enquiryQuery(new URL(request.url), { areas: enquiryAreaSlugs })
	const today = londonDay(new Date())
	const base = { filters, page, today, areas: areaChoices }
	let list
	let due
	try {
		;[list, due] = await Promise.all([
			listEnquiries({ ...filters, today, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
			// The work lists head the first page of the unfiltered inbox only: a filtered view is already narrowed.
			page === 1 && !isFiltered(filters) && !filters.q ? dueLists(today) : null,
		])
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the enquiries')
		return { ...base, enquiries: [], due: null, total: 0, pages: 1, loadError: 'Failed to fetch enquiries' }
	}
	const { items, total } = list
	const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
	// A page past the end (an old link, a typed URL) shows the last page instead.
	if (page > pages) throw replace(enquiriesHref(filters, pages), { headers: admin.headers })
	const enquiries = items.map((item) => ({
		id: item.id,
		name: item.name,
		service: item.service,
		postcode: item.postcode,
		stage: item.stage,
		value: item.valuePence === null ? null : formatPence(item.valuePence),
		delivery: item.delivery,
		due: dueState(item.nextActionOn, item.stage, today),
		nextAction: item.nextActionOn ? `${formatDay(item.nextActionOn)}${item.nextActionNote ? `: ${item.nextActionNote}` : ''}` : null,
		received: formatLondonDateTime(item.createdAt),
		receivedIso: item.createdAt.toISOString(),
	}))
	const dueView = due
		? Object.fromEntries(
				(['overdue', 'today'] as const).map((key) => [
					key,
					{
						total: due[key].total,
						items: due[key].items.map((item) => ({
							id: item.id,
							name: item.name,
							service: item.service,
							on: item.nextActionOn ? formatDay(item.nextActionOn) : '',
							note: item.nextActionNote,
						})),
					},
				]),
			)
		: null
	return { ...base, enquiries, due: dueView, total, pages, loadError: null }
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries')

/** The list's address with its filters and a page (defaults left out). */
function enquiriesHref(filters: Partial<EnquiryFilters>, page = 1) {
	return `/admin/enquiries${enquirySearch({ ...filters, page })}`
}

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
	const { enquiries, total, filters, page, pages, loadError, due, areas } = loaderData
	const narrowed = isFiltered(filters) || Boolean(filters.q)
	const exportHref = `/admin/enquiries/export.csv${enquirySearch(filters)}`
	return (
		<AdminTab
			id="enquiries-title"
			title="Enquiries"
			descriptionLive
			description={
				narrowed
					? `${total} ${total === 1 ? 'enquiry matches' : 'enquiries match'}${filters.q ? ` “${filters.q}”` : ' the filters'}.`
					: `${countOf(total, 'enquiry', 'enquiries')} (spam left out): overdue next actions first, then due today, then newest.`
			}
			action={
				<div className="flex flex-wrap gap-2">
					<Button asChild variant="outline">
						<a href={exportHref} download>
							<Download aria-hidden />
							Export CSV
						</a>
					</Button>
					{/* The enquiry pages that are not the inbox (decision 0050): no new tabs, one place to find them. */}
					<Button asChild variant="outline">
						<Link to="/admin/enquiries/templates">Reply templates</Link>
					</Button>
					<Button asChild variant="outline">
						<Link to="/admin/newsletter">Newsletter</Link>
					</Button>
					<Button asChild variant="outline">
						<Link to="/admin/data-rights">Customer data</Link>
					</Button>
				</div>
			}
		>
			{due ? <DueLists due={due} /> : null}

			<EnquiryFilterForm filters={filters} areas={areas} />

			<ErrorNotice message={loadError} title="Error" />

			{enquiries.length === 0 && !loadError ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					{narrowed ? 'No enquiries match this search.' : 'No enquiries yet. They arrive here from the contact form.'}
				</p>
			) : enquiries.length > 0 ? (
				<EnquiryTable enquiries={enquiries} />
			) : null}

			{pages > 1 ? (
				<nav aria-label="Enquiry pages" className="flex items-center justify-between gap-3">
					{page > 1 ? (
						<Button asChild variant="outline">
							<Link to={enquiriesHref(filters, page - 1)}>Previous</Link>
						</Button>
					) : (
						<span />
					)}
					<p className="text-sm text-muted-foreground">
						Page {page} of {pages}
					</p>
					{page < pages ? (
						<Button asChild variant="outline">
							<Link to={enquiriesHref(filters, page + 1)}>Next</Link>
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
