import { data } from 'react-router'

import { NotFound } from '#app/components/site/not-found.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/not-found.ts'

/** Any path no other route matches: the not-found page with HTTP status 404, logged. */
export const handle = sentWithoutJavaScript

export function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	context.log.warn({ path: url.pathname }, 'Page not found')
	return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, { title: 'Page not found', description: 'The page you were looking for does not exist.', noindex: true })

export default function NotFoundRoute() {
	return <NotFound />
}
