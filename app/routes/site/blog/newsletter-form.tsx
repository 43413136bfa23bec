import { useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { CircleAlert, CircleCheck, Mail } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { cn } from '#app/utils/cn.ts'
import { isFormFailure, type FormFailure } from '#app/utils/form.ts'
import { isNewsletterOutcome, newsletterOutcomeMessage, newsletterResultParam, parseNewsletterEmail } from '#app/utils/newsletter-schema.ts'

import { Honeypot } from '../../../components/site/honeypot.tsx'

/** What the newsletter action (/newsletter) answers to the box's background request. */
type NewsletterResult = { status: 'success'; message: string } | FormFailure

type Shown = { status: 'success' | 'error'; message: string }

/** The outcome the action put in the query when it answered a post made without JavaScript. */
function useReturnedOutcome(): Shown | undefined {
	const [searchParams] = useSearchParams()
	const outcome = searchParams.get(newsletterResultParam)
	if (!isNewsletterOutcome(outcome)) return undefined
	return { status: outcome === 'subscribed' ? 'success' : 'error', message: newsletterOutcomeMessage(outcome) }
}

function shownResult(result: NewsletterResult | undefined): Shown | undefined {
	if (!result) return undefined
	return isFormFailure(result) ? { status: 'error', message: result.formError } : result
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
 * The newsletter box. It posts to the current route's action, so it works
 * without JavaScript (the page comes back at #newsletter with the message).
 * With JavaScript it checks the address first with the same schema as the
 * server, then submits in the background so the page does not navigate.
 */
export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
	const fetcher = useFetcher<NewsletterResult>()
	const location = useLocation()
	const formRef = useRef<HTMLFormElement>(null)
	const inputRef = useRef<HTMLInputElement>(null)
	const [clientError, setClientError] = useState<string | null>(null)
	const id = useId()
	const inputId = `${id}-email`
	const messageId = `${id}-message`

	const returned = useReturnedOutcome()
	const pending = fetcher.state !== 'idle'
	const shown: Shown | undefined = clientError
		? { status: 'error', message: clientError }
		: pending
			? undefined
			: (shownResult(fetcher.data) ?? returned)
	// The page this box is on, to come back to after a post without JavaScript.
	const params = new URLSearchParams(location.search)
	params.delete(newsletterResultParam)
	const returnTo = `${location.pathname}${params.size ? `?${params}` : ''}`
	const invalid = shown?.status === 'error'

	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data) return
		if (fetcher.data.status === 'success') formRef.current?.reset()
		else inputRef.current?.focus()
	}, [fetcher.state, fetcher.data])

	function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
		if (pending) {
			event.preventDefault()
			return
		}
		const parsed = parseNewsletterEmail(new FormData(event.currentTarget).get('email'))
		if (!parsed.success) {
			event.preventDefault()
			setClientError(parsed.message)
			inputRef.current?.focus()
			return
		}
		setClientError(null)
	}

	return (
		<section
			id={newsletterSectionId}
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
					<fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate onSubmit={handleSubmit} className="relative mt-5">
						<Label htmlFor={inputId} className="block">
							{copy.emailLabel}
						</Label>
						<div className="mt-2 flex flex-col gap-3 sm:flex-row">
							<Input
								ref={inputRef}
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
								onChange={() => setClientError(null)}
								className="flex-1"
							/>
							<Button type="submit" variant="cta" className="sm:w-40" aria-disabled={pending || undefined}>
								{pending ? copy.pending : copy.submit}
							</Button>
						</div>
						<input type="hidden" name="returnTo" value={returnTo} />
						<Honeypot />
						<div id={messageId} aria-live="polite" className="min-h-6">
							{shown ? (
								<p
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
					</fetcher.Form>
				</div>
			</div>
		</section>
	)
}
