import { useEffect } from 'react'
import { data, Form, Link, Outlet } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { privateHeaders } from '#app/.server/http.ts'
import { AdminTabBar } from '#app/components/admin/tab-bar.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LogOut } from '#app/components/ui/icon.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { adminFormLimit } from '#app/utils/body-limit.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/layout.ts'

/**
 * /admin: the dashboard's shell (not the public site's): header with the
 * signed-in admin's e-mail and Sign Out, the tabs as links, then the tab.
 * Every child route checks the caller itself as well; this check feeds the
 * header and forwards the session cookie when the guard refreshed it.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return data({ email: admin.user.email }, { headers: admin.headers })
}

/**
 * Runs on every navigation and after every action in the admin area, so each
 * answer forwards a refreshed session cookie (the session is read once per
 * request, shared with the child's loader). Actions and loaders that redirect
 * forward it themselves (see +shared/forms.server.ts).
 */
/** Every admin form's body limit, unless its tab declares its own (decision 0026). */
export const handle = { bodyLimit: adminFormLimit }

export const shouldRevalidate = () => true

export const headers: Route.HeadersFunction = () => privateHeaders

export const meta: Route.MetaFunction = () => adminMeta('Admin Dashboard')

function Shell({ email, children }: { email?: string; children: React.ReactNode }) {
	return (
		<div className="min-h-dvh bg-muted">
			<a
				href="#admin-main"
				className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
			>
				Skip to content
			</a>
			<header className="border-b border-border bg-background">
				<div className="container-page flex flex-wrap items-center justify-between gap-4 py-4">
					<div>
						<h1 className="text-2xl font-bold">Admin Dashboard</h1>
						{email ? <p className="text-sm text-muted-foreground">Welcome, {email}</p> : null}
					</div>
					<div className="flex flex-wrap items-center gap-2">
						<Button asChild variant="ghost">
							<Link to="/">View site</Link>
						</Button>
						{email ? (
							<Button asChild variant="ghost">
								<Link to="/admin/history">History</Link>
							</Button>
						) : null}
						{email ? (
							<Button asChild variant="ghost">
								<Link to="/admin/security">Security</Link>
							</Button>
						) : null}
						{email ? (
							<Form method="post" action="/auth/sign-out">
								<Button type="submit" variant="outline">
									<LogOut aria-hidden />
									Sign Out
								</Button>
							</Form>
						) : null}
					</div>
				</div>
				{email ? <AdminTabBar /> : null}
			</header>
			<main id="admin-main" className="container-page py-6 sm:py-8">
				{children}
			</main>
			<Toaster position="top-right" />
		</div>
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	// Set once React has taken over the page (effects run after hydration): until
	// then a form is posted as a document, which browser tests must wait out.
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
	}, [])
	return (
		<Shell email={loaderData.email}>
			<Outlet />
		</Shell>
	)
}

export function ErrorBoundary() {
	return (
		<Shell>
			<AdminErrorBoundary />
		</Shell>
	)
}
