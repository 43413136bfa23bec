import { useId } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { CircleAlert, CircleCheck, Mail } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { isNewsletterOutcome, newsletterOutcomeMessage, newsletterResultParam } from '#app/domain/newsletter/schema.ts'
import { cn } from '#app/utils/cn.ts'

import { Honeypot } from '../../../components/site/honeypot.tsx'

type Shown = { status: 'success' | 'error'; message: string }

/** The outcome the action put in the query of the page it sent the browser back to. */
function useReturnedOutcome(): Shown | undefined {
	const [searchParams] = useSearchParams()
	const outcome = searchParams.get(newsletterResultParam)
	if (!isNewsletterOutcome(outcome)) return undefined
	return { status: outcome === 'check-inbox' ? 'success' : 'error', message: newsletterOutcomeMessage(outcome) }
}

type NewsletterCopy = {
	heading: string
	text: string
	emailLabel: string
	emailPlaceholder: string
	submit: string
	pending: string
	privacyNote: string
	privacyLink: string
}

const newsletterSectionId = 'newsletter'

/**
 * The newsletter box, rendered by the server in every state. It posts to
 * /newsletter, which sends the browser back to this page (`returnTo`) at
 * #newsletter with the outcome in the query, so it works without JavaScript.
 * With JavaScript the page's swap controller makes the same post in the
 * background and puts the box of the page it is answered with in place of this
 * one (decision 0020): the page does not move, and the message is the server's.
 */
export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
	const location = useLocation()
	const id = useId()
	const inputId = `${id}-email`
	const messageId = `${id}-message`

	const shown = useReturnedOutcome()
	// The page this box is on, to come back to.
	const params = new URLSearchParams(location.search)
	params.delete(newsletterResultParam)
	const returnTo = `${location.pathname}${params.size ? `?${params}` : ''}`
	const invalid = shown?.status === 'error'

	return (
		<section
			id={newsletterSectionId}
			data-swap-region
			aria-labelledby={`${id}-heading`}
			className="scroll-mt-28 rounded-lg border border-border bg-primary-soft p-6 sm:p-8"
		>
			<div className="flex items-start gap-4">
				<span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:flex">
					<Mail aria-hidden className="size-6" />
				</span>
				<div className="flex-1">
					<h2 id={`${id}-heading`} className="text-2xl font-bold">
						{copy.heading}
					</h2>
					<p className="mt-2 text-foreground">{copy.text}</p>
					<form method="post" action="/newsletter" noValidate data-swap={newsletterSectionId} className="relative mt-5">
						<Label htmlFor={inputId} className="block">
							{copy.emailLabel}
						</Label>
						<div className="mt-2 flex flex-col gap-3 sm:flex-row">
							<Input
								id={inputId}
								type="email"
								name="email"
								autoComplete="email"
								inputMode="email"
								spellCheck={false}
								required
								maxLength={320}
								placeholder={copy.emailPlaceholder}
								aria-invalid={invalid || undefined}
								aria-describedby={messageId}
								className="flex-1"
							/>
							<Button type="submit" variant="cta" className="sm:w-40" data-pending-label={copy.pending}>
								<span data-label>{copy.submit}</span>
							</Button>
						</div>
						<input type="hidden" name="returnTo" value={returnTo} />
						<Honeypot />
						<div id={messageId} aria-live="polite" className="min-h-6">
							{shown ? (
								<p
									data-field-error={shown.status === 'error' || undefined}
									className={cn(
										'mt-3 flex items-start gap-2 text-sm font-semibold',
										shown.status === 'success' ? 'text-green-800' : 'text-emergency',
									)}
								>
									{shown.status === 'success' ? (
										<CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
									) : (
										<CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
									)}
									{shown.message}
								</p>
							) : null}
						</div>
						<p className="mt-2 text-xs text-muted-foreground">
							{copy.privacyNote}{' '}
							<Link to="/privacy" className="text-primary underline underline-offset-2">
								{copy.privacyLink}
							</Link>
							.
						</p>
					</form>
				</div>
			</div>
		</section>
	)
}
