import { Form, Link, replace } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { deleteSubscriber, listSubscribers } from '#app/.server/data/newsletter-list.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { InputField, SelectField } from '#app/components/ui/field.tsx'
import { Download, Search } from '#app/components/ui/icon.tsx'
import { isFormFailure, isUuid } from '#app/domain/form.ts'
import { formatLondonDateTime } from '#app/domain/london-time.ts'
import {
	NEWSLETTER_QUERY_MAX,
	newsletterQuery,
	newsletterStateLabels,
	newsletterStateValues,
	type NewsletterState,
} from '#app/domain/newsletter/admin-list.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/newsletter.ts'
import { newsletterHref, Paging, SubscriberList } from './newsletter/sections.tsx'

const PAGE_SIZE = 50

/**
 * /admin/newsletter: every newsletter sign-up (decision 0029) with its state
 * (pending confirmation, confirmed, unsubscribed), newest first; search by
 * address, filter by state, 50 a page; CSV export of what is shown; delete a
 * row after a confirmation (`?delete=<id>` opens it; works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { q, state, page, confirmDelete } = newsletterQuery(new URL(request.url))
	let list
	try {
		list = await listSubscribers({ q, state, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the newsletter list')
		return { subscribers: [], total: 0, q, state, page, pages: 1, confirmDelete: null, loadError: 'Failed to fetch subscribers' }
	}
	const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE))
	// A page past the end (an old link, the last row of a page deleted) shows the last page instead.
	if (page > pages) throw replace(newsletterHref({ q, state, page: pages }), { headers: admin.headers })
	const subscribers = list.items.map((item) => ({
		id: item.id,
		email: item.email,
		state: item.state,
		signedUp: formatLondonDateTime(item.subscribedAt),
		signedUpIso: item.subscribedAt.toISOString(),
		confirmed: item.confirmedAt ? formatLondonDateTime(item.confirmedAt) : null,
		unsubscribed: item.unsubscribedAt ? formatLondonDateTime(item.unsubscribedAt) : null,
	}))
	return { subscribers, total: list.total, q, state, page, pages, confirmDelete, loadError: null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, write, redirect, refuse } = await adminAction(request)
	const { q, state, page } = newsletterQuery(new URL(request.url))
	if (values.intent !== 'delete') return refuse('Unknown action.', 400)
	const id = values.id
	if (!isUuid(id)) return refuse('This subscriber was not found.', 404)
	let deleted
	try {
		deleted = await write(() => deleteSubscriber(id))
	} catch (error) {
		context.log.error({ err: error }, 'Could not delete a newsletter subscriber')
		return refuse('The subscriber could not be deleted. Please try again.', 503)
	}
	if (!deleted) return refuse('This subscriber was not found: it may have been deleted already.', 404)
	return redirect(newsletterHref({ q, state, page, saved: 'deleted' }))
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Newsletter')

const summary = (total: number, q: string, state: NewsletterState | null) => {
	const what = `${total} ${total === 1 ? 'subscriber' : 'subscribers'}`
	const filters = [state ? newsletterStateLabels[state].toLowerCase() : null, q ? `matching “${q}”` : null].filter(Boolean)
	return filters.length > 0 ? `${what} ${filters.join(', ')}.` : `${what}, newest first.`
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
	const { subscribers, total, q, state, page, pages, confirmDelete, loadError } = loaderData
	const failure = isFormFailure(actionData) ? actionData : undefined
	const exportQuery = new URLSearchParams({ ...(q ? { q } : {}), ...(state ? { state } : {}) }).toString()
	return (
		<AdminTab
			id="newsletter-title"
			title="Newsletter"
			descriptionLive
			description={summary(total, q, state)}
			action={
				<Button asChild variant="outline">
					<a href={`/admin/newsletter/export.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
						<Download aria-hidden />
						Export CSV
					</a>
				</Button>
			}
		>
			<SavedNotice messages={{ deleted: 'Subscriber deleted' }} />
			<ErrorNotice message={loadError} title="Error" />
			{failure ? <ErrorNotice message={failure.formError} title="Error" occurrence={failure} /> : null}
			<Form method="get" role="search" aria-label="Search subscribers" className="flex flex-wrap items-end gap-2">
				<InputField
					className="min-w-0 flex-1 basis-56"
					label="Search by email"
					name="q"
					type="search"
					defaultValue={q}
					maxLength={NEWSLETTER_QUERY_MAX}
				/>
				<SelectField
					className="min-w-0 basis-48"
					label="State"
					name="state"
					choices={newsletterStateValues}
					choiceLabel={(choice) => newsletterStateLabels[choice]}
					none="All states"
					defaultValue={state ?? ''}
				/>
				<Button type="submit">
					<Search aria-hidden />
					Search
				</Button>
				{q || state ? (
					<Button asChild variant="ghost">
						<Link to=".">Clear</Link>
					</Button>
				) : null}
			</Form>
			{subscribers.length === 0 && !loadError ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					{q || state ? 'No subscribers match.' : 'No newsletter sign-ups yet. They arrive from the newsletter box on the website.'}
				</p>
			) : (
				<SubscriberList subscribers={subscribers} confirmDelete={confirmDelete} filters={{ q, state, page }} />
			)}
			<Paging filters={{ q, state, page }} pages={pages} />
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
