import { Form, Link } from 'react-router'

import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Trash2 } from '#app/components/ui/icon.tsx'
import { newsletterStateLabels, type NewsletterState } from '#app/domain/newsletter/admin-list.ts'

import type { Route } from '../+types/newsletter.ts'

type Filters = { q: string; state: NewsletterState | null; page: number }

/** The list's address with its search, state, page and one-time parameters (defaults left out). */
export function newsletterHref({ q, state, page, saved, remove }: Filters & { saved?: string; remove?: string }) {
	const params = new URLSearchParams()
	if (q) params.set('q', q)
	if (state) params.set('state', state)
	if (page > 1) params.set('page', String(page))
	if (saved) params.set('saved', saved)
	if (remove) params.set('delete', remove)
	const search = params.toString()
	return `/admin/newsletter${search ? `?${search}` : ''}`
}

const stateBadge: Record<NewsletterState, BadgeProps['variant']> = { pending: 'warning', confirmed: 'success', unsubscribed: 'outline' }

type Subscriber = Route.ComponentProps['loaderData']['subscribers'][number]

/** One card per subscriber (a table would scroll sideways on a phone), each with Delete and its confirmation in place. */
export function SubscriberList({
	subscribers,
	confirmDelete,
	filters,
}: {
	subscribers: Subscriber[]
	confirmDelete: string | null
	filters: Filters
}) {
	return (
		<ul aria-label="Subscribers" className="grid gap-2">
			{subscribers.map((subscriber) => (
				<li key={subscriber.id} className="grid gap-2 rounded-lg border border-border bg-background p-3">
					<div className="flex flex-wrap items-center justify-between gap-2">
						<span className="min-w-0 font-semibold break-all">{subscriber.email}</span>
						<Badge variant={stateBadge[subscriber.state]}>{newsletterStateLabels[subscriber.state]}</Badge>
					</div>
					<p className="text-sm text-muted-foreground">
						Signed up <time dateTime={subscriber.signedUpIso}>{subscriber.signedUp}</time>
						{subscriber.confirmed ? ` · confirmed ${subscriber.confirmed}` : ''}
						{subscriber.unsubscribed ? ` · unsubscribed ${subscriber.unsubscribed}` : ''}
					</p>
					{confirmDelete === subscriber.id ? (
						<Form method="post">
							<DestructiveConfirmation
								id={`delete-${subscriber.id}`}
								question={
									<>
										Delete <span className="break-all">{subscriber.email}</span> from the list? Their emails stay; use Customer data to
										erase everything held for them.
									</>
								}
								intent="delete"
								confirm="Delete"
								cancel={{ to: newsletterHref(filters) }}
								autoFocus
							>
								<input type="hidden" name="id" value={subscriber.id} />
							</DestructiveConfirmation>
						</Form>
					) : (
						<div>
							<Button asChild variant="outline" size="sm" className="min-h-11">
								<Link
									to={newsletterHref({ ...filters, remove: subscriber.id })}
									preventScrollReset
									aria-label={`Delete ${subscriber.email}`}
								>
									<Trash2 aria-hidden />
									Delete
								</Link>
							</Button>
						</div>
					)}
				</li>
			))}
		</ul>
	)
}

export function Paging({ filters, pages }: { filters: Filters; pages: number }) {
	if (pages <= 1) return null
	const { page } = filters
	return (
		<nav aria-label="Subscriber pages" className="flex items-center justify-between gap-3">
			{page > 1 ? (
				<Button asChild variant="outline">
					<Link to={newsletterHref({ ...filters, page: page - 1 })}>Newer</Link>
				</Button>
			) : (
				<span />
			)}
			<p className="text-sm text-muted-foreground">
				Page {page} of {pages}
			</p>
			{page < pages ? (
				<Button asChild variant="outline">
					<Link to={newsletterHref({ ...filters, page: page + 1 })}>Older</Link>
				</Button>
			) : (
				<span />
			)}
		</nav>
	)
}
