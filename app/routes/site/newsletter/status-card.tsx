import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ClientScript } from '#app/client/client-script.tsx'
import { Button } from '#app/components/ui/button.tsx'

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline'

/**
 * The card of the newsletter's own pages (confirming a sign-up, unsubscribing):
 * an icon, a heading, what the link did or asks, and the way back. The section
 * is a swap region, so the page's one button posts in place (decision 0020).
 */
export function NewsletterStatusCard({
	id,
	icon,
	heading,
	children,
	links,
}: {
	id: string
	icon: ReactNode
	heading: string
	children: ReactNode
	links: { backToBlog: string; home: string }
}) {
	return (
		<>
			<section
				id={id}
				data-swap-region
				aria-labelledby={`${id}-title`}
				className="container-page flex min-h-[50vh] items-center justify-center py-16"
			>
				<div className="w-full max-w-xl rounded-lg border border-border bg-background p-6 text-center break-words shadow-sm sm:p-8">
					<span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">{icon}</span>
					<h1 id={`${id}-title`} className="mt-5 text-3xl font-bold">
						{heading}
					</h1>
					{children}
					<p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
						<Link to="/blog" className={linkClass}>
							{links.backToBlog}
						</Link>
						<Link to="/" className={linkClass}>
							{links.home}
						</Link>
					</p>
				</div>
			</section>
			<ClientScript name="swap" />
		</>
	)
}

/**
 * What a newsletter link asks before it acts: the question, why the last try
 * failed (if it did) and the one button, a form posted in place to the link's
 * own page. Opening a link never acts: mail scanners open links too.
 */
export function NewsletterLinkForm({
	region,
	question,
	failed,
	button,
	pending,
}: {
	region: string
	question: string
	failed: string | null
	button: string
	pending: string
}) {
	return (
		<>
			<p className="mt-3 text-foreground">{question}</p>
			{failed ? (
				<p role="alert" className="mt-3 font-semibold text-emergency">
					{failed}
				</p>
			) : null}
			<form method="post" data-swap={region} className="mt-6">
				<Button type="submit" size="lg" data-pending-label={pending}>
					<span data-label>{button}</span>
				</Button>
			</form>
		</>
	)
}
