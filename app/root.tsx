import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	useRouteLoaderData,
	type LinksFunction,
} from 'react-router'

import { getPublishedReviewSummary } from '#app/.server/data/reviews.ts'
import { getPublicSettings } from '#app/.server/data/settings.ts'
import { getEnv } from '#app/.server/env.ts'
import { ratingClaim } from '#app/domain/review/reviews.ts'
import { builtInFavicon, faviconLinks, siteOf } from '#app/domain/settings/public-settings.ts'
import { pageHydrates } from '#app/utils/hydration.ts'

import type { Route } from './+types/root.ts'
import stylesheet from './styles/app.css?url'

// With a precedence React writes the stylesheet before the module preloads it hoists, so they do not delay the first paint.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' }]

export async function loader() {
	const [settings, reviews] = await Promise.all([getPublicSettings(), getPublishedReviewSummary().catch(() => null)])
	// One rating for every page and its structured data: the published reviews', else the stated figures (Business tab).
	return { settings, siteUrl: getEnv().SITE_URL, rating: ratingClaim(reviews, settings.facts.statedRating) }
}

// Components read this data through #app/utils/root-data.ts, which imports this module's types only (no import cycle).

/** False when a matched route's handle says `hydrate: false`: the page is then sent without framework JavaScript. */
function useHydrates() {
	return pageHydrates(useMatches().map((match) => match.handle))
}

export function Layout({ children }: { children: React.ReactNode }) {
	const hydrates = useHydrates()
	const { faviconUrl } = siteOf(useRouteLoaderData<typeof loader>('root')).business
	const favicon = faviconUrl ? faviconLinks(faviconUrl) : null
	return (
		<html lang="en-GB">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#14304d" />
				<meta name="format-detection" content="telephone=no" />
				<Meta />
				{/* Rendered on every request from the settings, so a new favicon shows on the next page. */}
				{favicon ? (
					<>
						<link rel="icon" href={favicon.icon32} sizes="32x32" />
						<link rel="icon" href={favicon.icon16} sizes="16x16" />
						<link rel="icon" href={favicon.icon192} sizes="192x192" />
						<link rel="apple-touch-icon" href={favicon.appleTouch} sizes="180x180" />
					</>
				) : (
					<>
						<link rel="icon" href={builtInFavicon.svg} sizes="any" type="image/svg+xml" />
						<link rel="apple-touch-icon" href={builtInFavicon.appleTouch} sizes="180x180" />
					</>
				)}
				<Links />
			</head>
			<body>
				{children}
				{hydrates ? (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				) : null}
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

/** Last resort when the site layout itself failed; public routes have their own boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const status = isRouteErrorResponse(error) ? error.status : 500
	return (
		<main className="container-page py-20 text-center">
			<title>{status === 404 ? 'Page not found' : 'Something went wrong'}</title>
			<h1 className="text-4xl font-bold">{status === 404 ? '404 Page not found' : 'Something went wrong'}</h1>
			<p className="mt-4 text-muted-foreground">
				{status === 404 ? 'The page you were looking for does not exist.' : 'Please try again in a moment, or call us if it is urgent.'}
			</p>
			<p className="mt-8">
				<a className="font-semibold text-primary underline" href="/">
					Back to the home page
				</a>
			</p>
		</main>
	)
}
