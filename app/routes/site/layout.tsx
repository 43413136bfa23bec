import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router'

import { listInternalLinks } from '#app/.server/data/local-seo/links.ts'
import { pageSeoFor } from '#app/.server/data/page-seo.ts'
import { serviceLinksForFooter } from '#app/.server/data/services.ts'
import { EmergencyFab } from '#app/components/site/emergency-fab.tsx'
import { InternalLinks } from '#app/components/site/internal-links.tsx'
import { NotFound } from '#app/components/site/not-found.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteHeader } from '#app/components/site/site-header.tsx'
import { TopBar } from '#app/components/site/top-bar.tsx'
import { usePublicSettings } from '#app/utils/root-data.ts'

import type { Route } from './+types/layout.ts'

/**
 * The internal links whose source page is the current path, the active
 * services for the footer, and the owner's search settings of the path (read
 * by every page's meta, decision 0045). A failure is logged: no links then,
 * the static service list, the pages' default search settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const sourcePage = new URL(request.url).pathname
	const [internalLinks, footerServices, pageSeo] = await Promise.all([
		listInternalLinks({ sourcePage }).catch((error: unknown) => {
			context.log.error({ err: error, sourcePage }, 'Could not load internal links')
			return []
		}),
		serviceLinksForFooter(),
		pageSeoFor(sourcePage).catch((error: unknown) => {
			context.log.error({ err: error, sourcePage }, 'Could not load the search settings of a page')
			return null
		}),
	])
	return { internalLinks, footerServices, pageSeo }
}

/**
 * Every public page is sent without React (decisions 0006, 0019, 0020, 0021),
 * so a client-side navigation into the site from a hydrated page (the sign-in
 * page, the admin area) loads it as a document instead of rendering it there
 * without its scripts.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
	window.location.assign(request.url)
	return new Promise<never>(() => {})
}

/** The public site's shell: contact bar, sticky header, page, footer, floating emergency button. */
function Shell({ children }: { children: React.ReactNode }) {
	const settings = usePublicSettings()
	// Also there when a page below failed (the error boundary): this loader catches its own failures.
	const footerServices = useRouteLoaderData<typeof loader>('routes/site/layout')?.footerServices ?? []
	return (
		<>
			<a
				href="#main"
				className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
			>
				Skip to content
			</a>
			<TopBar phone={settings.phone} email={settings.officeEmail} hours={settings.openingHours} />
			<SiteHeader businessName={settings.businessName} phone={settings.phone} logoUrl={settings.logoUrl} logoHeight={settings.logoHeight} />
			<main id="main">{children}</main>
			<SiteFooter
				businessName={settings.businessName}
				phone={settings.phone}
				email={settings.officeEmail}
				address={settings.address}
				whatsappPhone={settings.whatsappPhone}
				hours={settings.openingHours}
				emergencyNote={settings.emergencyNote}
				logoUrl={settings.logoUrl}
				logoHeight={settings.logoHeight}
				services={footerServices}
			/>
			<EmergencyFab phone={settings.phone} />
		</>
	)
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
	return (
		<Shell>
			<Outlet />
			<InternalLinks links={loaderData.internalLinks} />
		</Shell>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<Shell>
				<title>Page not found</title>
				<meta name="robots" content="noindex" />
				<NotFound />
			</Shell>
		)
	}
	return (
		<Shell>
			<title>Something went wrong</title>
			<section className="container-page py-20 text-center">
				<h1 className="text-3xl font-bold">Something went wrong</h1>
				<p className="mt-3 text-muted-foreground">
					Please try again in a moment. If it is urgent, call us: the number is at the top of the page.
				</p>
			</section>
		</Shell>
	)
}
