import { Link } from 'react-router'

import { listAudit } from '#app/.server/audit.ts'
import type { AuditChange } from '#app/.server/db/schema/index.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice } from '#app/components/admin/notice.tsx'
import { TableHeader } from '#app/components/ui/table.tsx'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import { cn } from '#app/utils/cn.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/history.ts'

/** The audited tables, as staff name them. */
const recordKinds: Record<string, string> = {
	settings: 'Settings',
	reviews: 'Review',
	services: 'Service',
	projects: 'Gallery item',
	enquiries: 'Enquiry',
	internal_links: 'Internal link',
	local_citations: 'Citation',
	local_search_rankings: 'Ranking',
	articles: 'Article',
	case_studies: 'Case study',
	page_seo: 'Page SEO',
	redirects: 'Redirect',
	data_rights: 'Customer data',
}

const actions = { insert: 'Created', update: 'Changed', delete: 'Deleted' } as const

const shown = (value: unknown) => {
	if (value === undefined || value === null || value === '') return '(empty)'
	const text = typeof value === 'string' ? value : JSON.stringify(value)
	return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

const describe = (change: AuditChange) => (change === 'changed' ? 'changed (not shown)' : `${shown(change.from)} → ${shown(change.to)}`)

/** /admin/history?table=…: who changed what and when, newest first (the last 100). */
export async function loader(args: Route.LoaderArgs) {
	const requested = new URL(args.request.url).searchParams.get('table')
	const table = requested && requested in recordKinds ? requested : null
	const history = await loadListTab(args, 'history', async () =>
		(await listAudit({ table: table ?? undefined })).map((row) => ({
			id: String(row.id),
			when: formatLondonDateTime(row.at),
			who: row.actorEmail ?? 'System (seed or command line)',
			what: `${recordKinds[row.tableName] ?? row.tableName} ${row.tableName === 'settings' ? '' : row.recordId.slice(0, 8)}`.trim(),
			action: actions[row.action],
			changes: Object.entries(row.changes).map(([field, change]) => ({ field, text: describe(change) })),
		})),
	)
	return { ...history, table }
}

export const meta: Route.MetaFunction = () => adminMeta('History')

export default function AdminHistory({ loaderData }: Route.ComponentProps) {
	const { items, loadError, table } = loaderData
	const filters = [{ value: null, label: 'Everything' }, ...Object.entries(recordKinds).map(([value, label]) => ({ value, label }))]
	return (
		<AdminTab
			id="history-title"
			title="History"
			description="The last 100 changes, newest first. Secrets are recorded as changed, never shown."
		>
			<nav aria-label="Show the history of" className="flex flex-wrap gap-2">
				{filters.map((filter) => (
					<Link
						key={filter.label}
						to={filter.value ? `?table=${filter.value}` : '.'}
						aria-current={filter.value === table ? 'page' : undefined}
						className={cn(
							'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
							filter.value === table ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
						)}
					>
						{filter.label}
					</Link>
				))}
			</nav>
			<ErrorNotice message={loadError} title="Error" />
			{items.length === 0 ? (
				loadError ? null : (
					<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
						No changes recorded yet.
					</p>
				)
			) : (
				<div tabIndex={0} role="region" aria-label="Changes" className="overflow-x-auto rounded-lg border border-border bg-background">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">Changes, newest first</caption>
						<TableHeader columns={['When', 'Who', 'Record', 'What changed']} />
						<tbody>
							{items.map((item) => (
								<tr key={item.id} className="border-b border-border align-top last:border-0">
									<td className="px-4 py-3 whitespace-nowrap">{item.when}</td>
									<td className="px-4 py-3">{item.who}</td>
									<td className="px-4 py-3 whitespace-nowrap">
										{item.action} {item.what}
									</td>
									<td className="px-4 py-3">
										<ul className="grid gap-1">
											{item.changes.map((change) => (
												<li key={change.field} className="break-words">
													<span className="font-mono text-xs font-semibold">{change.field}</span>: {change.text}
												</li>
											))}
										</ul>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
