import { data } from 'react-router'

import { optOutOfReviewRequests, optOutPageFor, type OptOutResult } from '#app/.server/reviews/requests.ts'
import { Button } from '#app/components/ui/button.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/review-opt-out.ts'
import { optOutCopy, optOutSeo } from './review/copy.ts'
import { ReviewCard } from './review/sections.tsx'

/**
 * The opt-out link of a review request's e-mails (issue 25). The token is a
 * capability: never cached, not indexed. GET only asks (mail scanners open
 * links); the button POSTs the opt-out, after which no reminder goes and a
 * later request to the address needs the owner to confirm it.
 */
export const handle = { ...sentWithoutJavaScript, pageCache: false }

export async function loader({ params }: Route.LoaderArgs) {
	const page = await optOutPageFor(params.token)
	if (page.status === 'not-found') return data({ state: page.status }, { status: 404 })
	return { state: page.status }
}

export async function action({ params, context }: Route.ActionArgs) {
	let result: OptOutResult
	try {
		result = await optOutOfReviewRequests(params.token)
	} catch (error) {
		context.log.error({ err: error }, 'Could not opt out of review requests')
		return data({ result: 'failed' as const }, { status: 503 })
	}
	if (result === 'not-found') return data({ result }, { status: 404 })
	return { result }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...optOutSeo, noindex: true })

export default function ReviewOptOut({ loaderData, actionData }: Route.ComponentProps) {
	const result = actionData?.result
	if (loaderData.state === 'not-found' || result === 'not-found') {
		return (
			<ReviewCard id="opt-out" heading={optOutCopy.notFound.heading}>
				<p className="mt-3 text-muted-foreground">{optOutCopy.notFound.text}</p>
			</ReviewCard>
		)
	}
	if (loaderData.state === 'opted-out' || result === 'opted-out' || result === 'already') {
		return (
			<ReviewCard id="opt-out" heading={optOutCopy.done.heading}>
				<p role="status" className="mt-3 text-muted-foreground">
					{optOutCopy.done.text}
				</p>
			</ReviewCard>
		)
	}
	return (
		<ReviewCard id="opt-out" heading={optOutCopy.heading}>
			<form method="post" className="mt-4 grid gap-4">
				<p className="text-muted-foreground">{optOutCopy.question}</p>
				{result === 'failed' ? (
					<p role="alert" className="text-sm font-medium text-emergency">
						{optOutCopy.failed}
					</p>
				) : null}
				<Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
					{optOutCopy.button}
				</Button>
			</form>
		</ReviewCard>
	)
}
