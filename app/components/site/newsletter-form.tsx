import { CircleAlert, CircleCheck, Mail } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { cn } from '#app/utils/cn.ts'
import { newsletterHoneypotField, parseNewsletterEmail } from '#app/utils/newsletter-schema.ts'

/** What the newsletter action answers. */
export type NewsletterResult = { status: 'success'; message: string } | { status: 'error'; message: string; email?: string }

export type NewsletterCopy = {
	heading: string
	text: string
	emailLabel: string
	emailPlaceholder: string
	submit: string
	pending: string
	privacyNote: string
	privacyLink: string
}

export const newsletterSectionId = 'newsletter'

/**
 * The newsletter box. It posts to the current route's action, so it works
 * without JavaScript (the page comes back at #newsletter with the message).
 * With JavaScript it checks the address first with the same schema as the
 * server, then submits in the background so the page does not navigate.
 */
export function NewsletterForm({ copy, result }: { copy: NewsletterCopy; result?: NewsletterResult }) {
	const fetcher = useFetcher<NewsletterResult>()
	const location = useLocation()
	const formRef = useRef<HTMLFormElement>(null)
	const inputRef = useRef<HTMLInputElement>(null)
	const [clientError, setClientError] = useState<string | null>(null)
	const id = useId()
	const inputId = `${id}-email`
	const messageId = `${id}-message`

	const pending = fetcher.state !== 'idle'
	const shown: NewsletterResult | undefined = clientError
		? { status: 'error', message: clientError }
		: pending
			? undefined
			: (fetcher.data ?? result)
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
					<fetcher.Form
						ref={formRef}
						method="post"
						action={`${location.pathname}${location.search}#${newsletterSectionId}`}
						noValidate
						onSubmit={handleSubmit}
						className="mt-5"
					>
						<label htmlFor={inputId} className="block text-sm font-semibold">
							{copy.emailLabel}
						</label>
						<div className="mt-1 flex flex-col gap-3 sm:flex-row">
							<input
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
								defaultValue={result?.status === 'error' ? result.email : undefined}
								aria-invalid={invalid || undefined}
								aria-describedby={messageId}
								onChange={() => setClientError(null)}
								className={cn(
									'min-h-11 w-full flex-1 rounded-md border bg-background px-3 text-base placeholder:text-slate-500',
									invalid ? 'border-emergency' : 'border-input',
								)}
							/>
							<Button type="submit" variant="cta" className="sm:w-40" aria-disabled={pending || undefined}>
								{pending ? copy.pending : copy.submit}
							</Button>
						</div>
						<div aria-hidden="true" className="sr-only">
							<label>
								Leave this field empty
								<input type="text" name={newsletterHoneypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
							</label>
						</div>
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
