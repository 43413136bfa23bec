import { data } from 'react-router'

import { findSubscriberByToken, unsubscribeByToken } from '#app/.server/data/newsletter.ts'
import { CircleCheck, MailX } from '#app/components/ui/icon.tsx'
import { unsubscribePage, unsubscribeSeo } from '#app/content/pages.ts'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/newsletter-unsubscribe.ts'
import { NewsletterLinkForm, NewsletterStatusCard } from './newsletter/status-card.tsx'

/**
 * Each address has its own page (the token is a capability): never kept in the
 * page cache. One button, a plain form that the swap controller posts in
 * place, showing "Unsubscribing…" meanwhile (decision 0020).
 */
export const handle = { ...sentWithoutJavaScript, pageCache: false }

/**
 * GET only shows a confirmation (link scanners fetch links in e-mails, so
 * reading the page must change nothing); the button POSTs the unsubscribe.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const subscriber = await findSubscriberByToken(params.token)
	if (!subscriber) throw data(null, { status: 404 })
	return { email: subscriber.email, unsubscribed: subscriber.unsubscribedAt !== null }
}

export async function action({ params, request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data(null, { status: 405, headers: { Allow: 'POST' } })
	let result: Awaited<ReturnType<typeof unsubscribeByToken>>
	try {
		result = await unsubscribeByToken(params.token)
	} catch (error) {
		context.log.error({ err: error }, 'Could not unsubscribe a newsletter subscriber')
		return data({ result: 'failed' as const }, { status: 500 })
	}
	if (result === 'not-found') throw data(null, { status: 404 })
	return { result }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...unsubscribeSeo, noindex: true })

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const result = actionData?.result
	const done = result === 'unsubscribed' || result === 'already-unsubscribed' || (!result && loaderData.unsubscribed)
	const heading = result === 'unsubscribed' ? unsubscribePage.done.heading : done ? unsubscribePage.already.heading : unsubscribePage.title
	return (
		<NewsletterStatusCard
			id="unsubscribe"
			icon={done ? <CircleCheck aria-hidden className="size-7" /> : <MailX aria-hidden className="size-7" />}
			heading={heading}
			links={unsubscribePage}
		>
			{result === 'unsubscribed' ? (
				<p role="status" data-focus-after-swap tabIndex={-1} className="mt-3 text-muted-foreground">
					{unsubscribePage.done.text(loaderData.email)}
				</p>
			) : done ? (
				<p role="status" className="mt-3 text-muted-foreground">
					{unsubscribePage.already.text(loaderData.email)}
				</p>
			) : (
				<NewsletterLinkForm
					region="unsubscribe"
					question={unsubscribePage.confirm(loaderData.email)}
					failed={result === 'failed' ? unsubscribePage.failed : null}
					button={unsubscribePage.button}
					pending={unsubscribePage.pending}
				/>
			)}
		</NewsletterStatusCard>
	)
}
