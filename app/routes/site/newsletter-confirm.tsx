import { data } from 'react-router'

import { confirmSubscription, findConfirmation } from '#app/.server/data/newsletter.ts'
import { CircleAlert, CircleCheck, Clock, Mail } from '#app/components/ui/icon.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/newsletter-confirm.ts'
import { confirmPage, confirmSeo } from './newsletter/confirm-copy.ts'
import { NewsletterLinkForm, NewsletterStatusCard } from './newsletter/status-card.tsx'

/**
 * The page a sign-up's confirmation mail links to (decision 0029). The token
 * is a capability, so the page is never kept in the page cache.
 */
export const handle = { ...sentWithoutJavaScript, pageCache: false }

/**
 * GET only shows where the sign-up stands and a button: mail scanners and
 * link previews open links in e-mails, and a GET that confirmed would
 * subscribe people who never clicked. The button POSTs the confirmation.
 * An unknown link is a 404 and an expired one a 410, each with its own words.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const found = await findConfirmation(params.confirmToken)
	if (!found) return data({ state: 'unknown' as const, email: '' }, { status: 404 })
	if (found.state === 'expired') return data({ state: 'expired' as const, email: '' }, { status: 410 })
	return { state: found.state, email: found.email }
}

export async function action({ params, request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data(null, { status: 405, headers: { Allow: 'POST' } })
	let result: Awaited<ReturnType<typeof confirmSubscription>>
	try {
		result = await confirmSubscription(params.confirmToken)
	} catch (error) {
		context.log.error({ err: error }, 'Could not confirm a newsletter sign-up')
		return data({ result: 'failed' as const }, { status: 503 })
	}
	if (result === 'not-found') return data({ result }, { status: 404 })
	if (result === 'expired') return data({ result }, { status: 410 })
	return { result }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...confirmSeo, noindex: true })

const iconClass = 'size-7'

/** What the page shows: the action's outcome when there is one, otherwise what the link is. */
function shownState(loaderData: Route.ComponentProps['loaderData'], actionData: Route.ComponentProps['actionData']) {
	switch (actionData?.result) {
		case 'confirmed':
			return 'done'
		case 'already-confirmed':
			return 'confirmed'
		case 'expired':
			return 'expired'
		case 'not-found':
			return 'unknown'
		default:
			return loaderData.state
	}
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
	const state = shownState(loaderData, actionData)
	const { email } = loaderData
	if (state === 'done' || state === 'confirmed') {
		const copy = state === 'done' ? confirmPage.done : confirmPage.already
		return (
			<NewsletterStatusCard
				id="confirm"
				icon={<CircleCheck aria-hidden className={iconClass} />}
				heading={copy.heading}
				links={confirmPage}
			>
				<p role="status" data-focus-after-swap tabIndex={-1} className="mt-3 text-muted-foreground">
					{copy.text(email)}
				</p>
			</NewsletterStatusCard>
		)
	}
	if (state === 'expired' || state === 'unknown') {
		const copy = confirmPage[state]
		const Icon = state === 'expired' ? Clock : CircleAlert
		return (
			<NewsletterStatusCard id="confirm" icon={<Icon aria-hidden className={iconClass} />} heading={copy.heading} links={confirmPage}>
				<p role="status" data-focus-after-swap tabIndex={-1} className="mt-3 text-muted-foreground">
					{copy.text}
				</p>
			</NewsletterStatusCard>
		)
	}
	return (
		<NewsletterStatusCard id="confirm" icon={<Mail aria-hidden className={iconClass} />} heading={confirmPage.title} links={confirmPage}>
			<NewsletterLinkForm
				region="confirm"
				question={confirmPage.confirm(email)}
				failed={actionData?.result === 'failed' ? confirmPage.failed : null}
				button={confirmPage.button}
				pending={confirmPage.pending}
			/>
		</NewsletterStatusCard>
	)
}
