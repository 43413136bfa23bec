import { Form, Link, useSearchParams } from 'react-router'

import { clearNotFound, countNotFound, deleteNotFound, listNotFound, NOT_FOUND_LIMITS } from '#app/.server/redirects/not-found.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ArrowLeft, Plus, Trash2 } from '#app/components/ui/icon.tsx'
import { TableHeader } from '#app/components/ui/table.tsx'
import { isFormFailure } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { loadListTab } from './+shared/list-tab.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/not-found.ts'

/**
 * /admin/not-found: the 404 report (decision 0046), most requested first: the
 * addresses visitors asked for that do not exist, people and bots apart, with
 * the site that linked to them. Each row offers "Create redirect" (the
 * Redirects form with its path filled in) and Delete; Clear empties the report.
 */
export async function loader(args: Route.LoaderArgs) {
	const [list, total] = await Promise.all([
		loadListTab(args, 'not-found addresses', async () =>
			(await listNotFound()).map((row) => ({
				id: row.path,
				path: row.path,
				hits: row.hits,
				botHits: row.botHits,
				referrerHost: row.referrerHost,
				firstSeen: formatLondonDateTime(row.firstSeenAt),
				lastSeen: formatLondonDateTime(row.lastSeenAt),
			})),
		),
		countNotFound().catch(() => 0),
	])
	return { ...list, total, limits: { maxRows: NOT_FOUND_LIMITS.maxRows, keepDays: NOT_FOUND_LIMITS.keepDays } }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, write, redirect, refuse } = await adminAction(request)
	try {
		if (values.intent === 'clear') {
			await write(() => clearNotFound())
			return redirect('/admin/not-found?saved=cleared')
		}
		if (values.intent === 'delete' && values.path) {
			const path = values.path
			await write(() => deleteNotFound(path))
			return redirect('/admin/not-found?saved=deleted')
		}
	} catch (error) {
		context.log.error({ err: error }, 'Could not change the 404 report')
		return refuse('The 404 report could not be changed. Please try again.', 503)
	}
	return refuse('Unknown action.', 400)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('404 report')

export default function AdminNotFound({ loaderData, actionData }: Route.ComponentProps) {
	const { items, total, loadError, limits } = loaderData
	const failure = isFormFailure(actionData) ? actionData : undefined
	const [searchParams] = useSearchParams()
	return (
		<AdminTab
			id="not-found-title"
			title="404 report"
			description={`Addresses visitors asked for that do not exist on the website (${total.toLocaleString('en-GB')} kept, at most ${limits.maxRows.toLocaleString('en-GB')}; each is forgotten ${limits.keepDays} days after it was last asked for).`}
			action={
				<Button asChild variant="outline">
					<Link to="/admin/redirects">
						<ArrowLeft aria-hidden />
						Redirects
					</Link>
				</Button>
			}
		>
			<SavedNotice messages={{ deleted: 'Address removed from the report', cleared: 'The 404 report was cleared' }} />
			<ErrorNotice message={loadError} title="Error" />
			{failure ? <ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} /> : null}
			{items.length === 0 ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					{loadError ? null : 'No missing pages recorded.'}
				</p>
			) : (
				<>
					<div className="overflow-x-auto rounded-lg border border-border">
						<table className="w-full text-sm">
							<caption className="sr-only">Missing addresses, most requested first</caption>
							<TableHeader columns={['Address', 'Visits', 'Bots', 'Linked from', 'First seen', 'Last seen', 'Actions']} />
							<tbody>
								{items.map((row) => (
									<tr key={row.path} className="border-t border-border align-top">
										<td className="p-2 break-all">{row.path}</td>
										<td className="p-2 tabular-nums">{row.hits.toLocaleString('en-GB')}</td>
										<td className="p-2 tabular-nums">{row.botHits.toLocaleString('en-GB')}</td>
										<td className="p-2 break-all">{row.referrerHost ?? '—'}</td>
										<td className="p-2 whitespace-nowrap">{row.firstSeen}</td>
										<td className="p-2 whitespace-nowrap">{row.lastSeen}</td>
										<td className="p-2">
											<div className="flex flex-wrap gap-2">
												<Button asChild size="sm" className="min-h-11">
													<Link
														to={`/admin/redirects?new&from=${encodeURIComponent(row.path)}`}
														aria-label={`Create a redirect from ${row.path}`}
													>
														<Plus aria-hidden />
														Create redirect
													</Link>
												</Button>
												<Form method="post">
													<input type="hidden" name="path" value={row.path} />
													<SubmitButton
														intent="delete"
														variant="outline"
														size="sm"
														className="min-h-11"
														aria-label={`Remove ${row.path} from the report`}
													>
														<Trash2 aria-hidden />
														Delete
													</SubmitButton>
												</Form>
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					{searchParams.has('clear') ? (
						<Form method="post">
							<DestructiveConfirmation
								id="clear-not-found"
								question="Clear the whole 404 report?"
								intent="clear"
								confirm="Clear the report"
								cancel={{ to: '.' }}
								autoFocus
							/>
						</Form>
					) : (
						<div>
							<Button asChild variant="outline">
								<Link to="?clear" preventScrollReset>
									<Trash2 aria-hidden />
									Clear the report
								</Link>
							</Button>
						</div>
					)}
				</>
			)}
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
