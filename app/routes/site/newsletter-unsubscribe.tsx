import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'

import { findSubscriberByToken, unsubscribeByToken } from '#app/.server/data/newsletter.ts'
import { Button } from '#app/components/ui/button.tsx'
import { CircleCheck, MailX } from '#app/components/ui/icon.tsx'
import { unsubscribePage, unsubscribeSeo } from '#app/content/pages.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/newsletter-unsubscribe.ts'

/** Each address has its own page (the token is a capability): never kept in the page cache. */
export const handle = { pageCache: false }

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

/** Nothing changes here after the action: the page shows the action's answer. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...unsubscribeSeo, noindex: true })

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	const result = actionData?.result
	const done = result === 'unsubscribed' || result === 'already-unsubscribed' || (!result && loaderData.unsubscribed)
	const heading = result === 'unsubscribed' ? unsubscribePage.done.heading : done ? unsubscribePage.already.heading : unsubscribePage.title
	return (
		<section aria-labelledby="unsubscribe-title" className="container-page flex min-h-[50vh] items-center justify-center py-16">
			<div className="w-full max-w-xl rounded-lg border border-border bg-background p-8 text-center shadow-sm">
				<span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
					{done ? <CircleCheck aria-hidden className="size-7" /> : <MailX aria-hidden className="size-7" />}
				</span>
				<h1 id="unsubscribe-title" className="mt-5 text-3xl font-bold">
					{heading}
				</h1>
				{result === 'unsubscribed' ? (
					<p role="status" className="mt-3 text-muted-foreground">
						{unsubscribePage.done.text(loaderData.email)}
					</p>
				) : done ? (
					<p role="status" className="mt-3 text-muted-foreground">
						{unsubscribePage.already.text(loaderData.email)}
					</p>
				) : (
					<>
						<p className="mt-3 text-foreground">{unsubscribePage.confirm(loaderData.email)}</p>
						{result === 'failed' ? (
							<p role="alert" className="mt-3 font-semibold text-emergency">
								{unsubscribePage.failed}
							</p>
						) : null}
						<Form method="post" className="mt-6">
							<Button type="submit" size="lg" aria-disabled={pending || undefined}>
								{pending ? unsubscribePage.pending : unsubscribePage.button}
							</Button>
						</Form>
					</>
				)}
				<p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
					<Link to="/blog" className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline">
						{unsubscribePage.backToBlog}
					</Link>
					<Link to="/" className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline">
						{unsubscribePage.home}
					</Link>
				</p>
			</div>
		</section>
	)
}
