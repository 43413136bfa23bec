import { Form, Link, useSearchParams } from 'react-router'

import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import { ErrorNotice, NOTICE_PARAM, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { InputField } from '#app/components/ui/field.tsx'
import { Download, Search, Trash2 } from '#app/components/ui/icon.tsx'
import { SUBJECT_EMAIL_MAX, type ErasureCounts } from '#app/domain/data-rights/schema.ts'
import { RETENTION_MONTHS } from '#app/domain/enquiry/reply-templates.ts'
import type { FormFailure } from '#app/domain/form.ts'
import { newsletterStateLabels } from '#app/domain/newsletter/admin-list.ts'
import { countOf } from '#app/utils/format.ts'

import type { Route } from '../+types/data-rights.ts'

type Held = NonNullable<Route.ComponentProps['loaderData']['held']>

const panel = 'grid gap-4 rounded-lg border border-border bg-background p-4'

/** The look-up: a GET form, so the result has an address of its own (the address is masked in request logs). */
export function LookupForm({ email }: { email: string }) {
	return (
		<Form method="get" role="search" aria-label="Customer look-up" className="flex flex-wrap items-end gap-2">
			<InputField
				className="min-w-0 flex-1 basis-64"
				label="Email address"
				name="email"
				type="email"
				inputMode="email"
				autoComplete="off"
				spellCheck={false}
				defaultValue={email}
				maxLength={SUBJECT_EMAIL_MAX}
				required
			/>
			<Button type="submit">
				<Search aria-hidden />
				Look up
			</Button>
		</Form>
	)
}

const heldRows = (held: Held): [string, string][] => [
	['Enquiries', String(held.enquiries)],
	['Timeline entries', String(held.events)],
	['Photos', String(held.photos)],
	['Emails (to, from or about them)', String(held.emails)],
	['Newsletter', held.newsletter ? newsletterStateLabels[held.newsletter] : 'Not signed up'],
	['History entries', String(held.history)],
	['Reviews by the same name', String(held.reviews.length)],
]

const holdsAnything = (held: Held) =>
	held.enquiries + held.events + held.photos + held.emails + held.history > 0 || held.newsletter !== null

/** What is held for the address, the download, and the erasure with its confirmation. */
export function HeldPanel({ held, erase, failure }: { held: Held; erase: boolean; failure?: FormFailure }) {
	const query = `email=${encodeURIComponent(held.email)}`
	return (
		<section aria-labelledby="held-title" className={panel}>
			<h3 id="held-title" className="text-lg font-semibold break-all">
				Held for {held.email}
			</h3>
			{holdsAnything(held) ? (
				<dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
					{heldRows(held).map(([label, value]) => (
						<div key={label} className="contents">
							<dt className="text-muted-foreground">{label}</dt>
							<dd className="text-right font-semibold tabular-nums">{value}</dd>
						</div>
					))}
				</dl>
			) : (
				<p className="text-sm text-muted-foreground">Nothing is held for this address (it is matched exactly, in any case).</p>
			)}
			{held.reviews.length > 0 ? (
				<div className="grid gap-2 text-sm">
					<p>
						Reviews carry no email address, so these are matched by the name on the enquiries and may be someone else&rsquo;s. They are in
						the download but are not erased: delete them in <Link to="/admin/reviews">Reviews</Link> if they are this person&rsquo;s.
					</p>
					<ul className="grid gap-1">
						{held.reviews.map((review) => (
							<li key={review.id} className="break-words">
								{review.reviewerName}
								{review.title ? `: ${review.title}` : ''} ({review.createdAt})
							</li>
						))}
					</ul>
				</div>
			) : null}
			<p className="text-sm text-muted-foreground">
				Only this exact address is matched: look up any other address the person used (e.g. with a +tag) as well.
			</p>
			{holdsAnything(held) || held.reviews.length > 0 ? (
				<div className="flex flex-wrap gap-2">
					<Button asChild variant="outline">
						<a href={`/admin/data-rights/export.json?${query}`} download>
							<Download aria-hidden />
							Download everything
						</a>
					</Button>
					{holdsAnything(held) && !erase ? (
						<Button asChild variant="outline">
							<Link to={`?${query}&erase`} preventScrollReset>
								<Trash2 aria-hidden />
								Erase…
							</Link>
						</Button>
					) : null}
				</div>
			) : null}
			{erase && holdsAnything(held) ? <EraseConfirmation held={held} query={query} failure={failure} /> : null}
		</section>
	)
}

function EraseConfirmation({ held, query, failure }: { held: Held; query: string; failure?: FormFailure }) {
	return (
		<Form method="post" aria-label="Erase this person's data">
			<DestructiveConfirmation
				id="erase-question"
				question={
					<>
						Erase everything held for <span className="break-all">{held.email}</span>? Their{' '}
						{countOf(held.enquiries, 'enquiry', 'enquiries')} (with timeline and {countOf(held.photos, 'photo', 'photos')}),{' '}
						{countOf(held.emails, 'email', 'emails')}
						{held.newsletter ? ', newsletter subscription' : ''} and history entries are deleted. This cannot be undone.
					</>
				}
				intent="erase"
				confirm="Erase everything"
				cancel={{ to: `?${query}` }}
			>
				<input type="hidden" name="email" value={held.email} />
				{failure ? <ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} /> : null}
				<InputField
					label="Type the email address again to confirm"
					name="confirm"
					type="email"
					inputMode="email"
					autoComplete="off"
					spellCheck={false}
					maxLength={SUBJECT_EMAIL_MAX}
					defaultValue={failure?.values.confirm ?? ''}
					error={failure?.fieldErrors.confirm ?? failure?.fieldErrors.email}
					required
					autoFocus
				/>
			</DestructiveConfirmation>
		</Form>
	)
}

/** The notice after an erasure: what went, by kind (the counts come in the notice parameter, `erased:1,0,2,…`). */
export function ErasedNotice({ labels }: { labels: Record<keyof ErasureCounts, [string, string]> }) {
	const [searchParams] = useSearchParams()
	const saved = searchParams.get(NOTICE_PARAM) ?? ''
	const counts = saved.startsWith('erased:') ? saved.slice('erased:'.length).split(',').map(Number) : null
	const parts = (Object.keys(labels) as (keyof ErasureCounts)[]).flatMap((kind, index) => {
		const n = counts?.[index] ?? 0
		return Number.isInteger(n) && n > 0 ? [countOf(n, ...labels[kind])] : []
	})
	return (
		<SavedNotice
			messages={{
				...(counts
					? {
							[saved]: {
								title: 'Customer data erased',
								description: parts.length > 0 ? `Deleted ${parts.join(', ')}.` : 'Nothing was left to delete.',
							},
						}
					: {}),
				retention: 'Retention period saved',
			}}
		/>
	)
}

export function RetentionForm({ months, failure }: { months: number | null; failure?: FormFailure }) {
	return (
		<section aria-labelledby="retention-title" className={panel}>
			<h3 id="retention-title" className="text-lg font-semibold">
				Keeping closed enquiries
			</h3>
			{failure ? <ErrorNotice message={failure.formError} title={failure.title} occurrence={failure} /> : null}
			<Form method="post" className="flex flex-wrap items-end gap-2">
				<InputField
					className="min-w-0 flex-1 basis-48"
					label="Delete lost and spam enquiries after (months)"
					hint="With their photos and emails, counted from their last stage change. Checked once a day; won and open enquiries are kept."
					name="retentionMonths"
					type="number"
					inputMode="numeric"
					min={RETENTION_MONTHS.min}
					max={RETENTION_MONTHS.max}
					step={1}
					defaultValue={failure?.values.retentionMonths ?? String(months ?? RETENTION_MONTHS.default)}
					error={failure?.fieldErrors.retentionMonths}
					required
				/>
				<SubmitButton intent="retention">Save</SubmitButton>
			</Form>
		</section>
	)
}
