import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { InputField, TextareaField } from '#app/components/ui/field.tsx'
import { ExternalLink, Star } from '#app/components/ui/icon.tsx'
import type { FormFailure } from '#app/domain/form.ts'
import { ratingChoices } from '#app/domain/review/rating.ts'
import { reviewLimits } from '#app/domain/review/schema.ts'

import { reviewFormCopy } from './copy.ts'

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline'

export type ReviewSite = { name: string; url: string }

/**
 * The business's Google and Checkatrade profiles, so the customer can review
 * there too. No referrer: the page's address is the customer's link.
 */
export function ReviewSites({ sites }: { sites: readonly ReviewSite[] }) {
	if (sites.length === 0) return null
	return (
		<div className="mt-8 border-t border-border pt-6 text-left">
			<h2 className="text-lg font-semibold">{reviewFormCopy.elsewhere.heading}</h2>
			<p className="mt-1 text-sm text-muted-foreground">{reviewFormCopy.elsewhere.text}</p>
			<ul className="mt-3 flex flex-wrap gap-3">
				{sites.map((site) => (
					<li key={site.name}>
						<a
							href={site.url}
							target="_blank"
							rel="noopener noreferrer"
							className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border px-4 font-semibold text-primary hover:border-primary"
						>
							{site.name}
							<ExternalLink aria-hidden className="size-4" />
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}

/** The frame of every state of the page: a centred card with its heading, then the way back. */
export function ReviewCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id}-title`} className="container-page flex justify-center py-12 sm:py-16">
			<div className="w-full max-w-2xl rounded-lg border border-border bg-background p-5 break-words shadow-sm sm:p-8">
				<h1 id={`${id}-title`} className="text-3xl font-bold">
					{heading}
				</h1>
				{children}
				<p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
					<Link to="/contact" className={linkClass}>
						{reviewFormCopy.contact}
					</Link>
					<Link to="/" className={linkClass}>
						{reviewFormCopy.home}
					</Link>
				</p>
			</div>
		</section>
	)
}

const refill = (failure: FormFailure | undefined, name: string, stored: string) => failure?.values[name] ?? stored

/**
 * The review form: a plain POST to the page itself (no JavaScript needed),
 * the name and area prefilled from the enquiry, no rating chosen in advance,
 * and the consent to publish required. Refused, it comes back with what was
 * typed and each field's reason.
 */
export function ReviewForm({
	prefill,
	expires,
	failure,
}: {
	prefill: { name: string; area: string }
	expires: string
	failure: FormFailure | undefined
}) {
	const errors = failure?.fieldErrors ?? {}
	const rating = refill(failure, 'rating', '')
	const ratingError = errors.rating
	return (
		<form method="post" className="mt-6 grid gap-5">
			{failure ? (
				<div role="alert" className="rounded-lg border border-red-300 bg-emergency-soft p-4 text-sm text-red-950">
					{failure.title ? <p className="font-semibold">{failure.title}</p> : null}
					<p>{failure.formError}</p>
				</div>
			) : null}
			<fieldset aria-describedby={ratingError ? 'rating-hint rating-error' : 'rating-hint'} className="grid gap-2">
				<legend className="text-sm font-semibold">
					{reviewFormCopy.rating}
					<span className="text-emergency" aria-hidden>
						{' '}
						*
					</span>
				</legend>
				<p id="rating-hint" className="text-sm text-muted-foreground">
					{reviewFormCopy.ratingHint}
				</p>
				<div className="flex flex-wrap gap-2">
					{[...ratingChoices].reverse().map((stars) => (
						<label
							key={stars}
							className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
						>
							<input
								type="radio"
								name="rating"
								value={stars}
								required
								defaultChecked={rating === String(stars)}
								className="size-5 accent-primary"
							/>
							<span className="flex items-center gap-1 font-semibold">
								{stars}
								<Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
								<span className="sr-only">{reviewFormCopy.stars(stars)}</span>
							</span>
						</label>
					))}
				</div>
				{ratingError ? (
					<p id="rating-error" data-field-error className="text-sm font-medium text-emergency">
						{ratingError}
					</p>
				) : null}
			</fieldset>
			<InputField
				label={reviewFormCopy.title}
				hint={reviewFormCopy.titleHint}
				name="title"
				maxLength={reviewLimits.title}
				defaultValue={refill(failure, 'title', '')}
				error={errors.title}
			/>
			<TextareaField
				label={reviewFormCopy.body}
				name="body"
				rows={6}
				required
				maxLength={reviewLimits.body}
				defaultValue={refill(failure, 'body', '')}
				error={errors.body}
			/>
			<div className="grid gap-5 sm:grid-cols-2">
				<InputField
					label={reviewFormCopy.name}
					hint={reviewFormCopy.nameHint}
					name="reviewer_name"
					required
					autoComplete="name"
					maxLength={reviewLimits.reviewer_name}
					defaultValue={refill(failure, 'reviewer_name', prefill.name)}
					error={errors.reviewer_name}
				/>
				<InputField
					label={reviewFormCopy.area}
					hint={reviewFormCopy.areaHint}
					name="location"
					maxLength={reviewLimits.location}
					defaultValue={refill(failure, 'location', prefill.area)}
					error={errors.location}
				/>
			</div>
			<div className="grid gap-1">
				<label className="flex min-h-11 items-start gap-3 text-sm">
					<Checkbox
						name="consent"
						required
						className="mt-0.5"
						defaultChecked={failure?.values.consent === 'on'}
						aria-invalid={errors.consent ? true : undefined}
						aria-describedby={errors.consent ? 'consent-error' : undefined}
					/>
					<span>{reviewFormCopy.consent}</span>
				</label>
				{errors.consent ? (
					<p id="consent-error" data-field-error className="text-sm font-medium text-emergency">
						{errors.consent}
					</p>
				) : null}
			</div>
			<p className="text-sm text-muted-foreground">
				{reviewFormCopy.moderation} {reviewFormCopy.expires(expires)}
			</p>
			<Button type="submit" size="lg" variant="cta" className="w-full sm:w-auto sm:justify-self-start">
				{reviewFormCopy.submit}
			</Button>
		</form>
	)
}
