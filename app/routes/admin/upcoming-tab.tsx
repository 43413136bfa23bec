import { data } from 'react-router'
import { requireAdmin } from '#app/.server/auth/guard.ts'
import { tabForPath } from '#app/components/admin/tabs.ts'
import type { Route } from './+types/upcoming-tab.ts'
import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'

/**
 * The tabs whose issue has not landed yet (WhatsApp, Emergency, Branding,
 * Gallery, Local SEO) say so plainly. Still admin-only, like every admin route.
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const tab = tabForPath(new URL(request.url).pathname)
	if (!tab) throw data({ message: 'There is no such tab.' }, { status: 404 })
	return { label: tab.label }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.label ?? 'Admin Dashboard')

export default function UpcomingTab({ loaderData }: Route.ComponentProps) {
	return (
		<section aria-labelledby="tab-title" className="grid gap-3 rounded-lg border border-border bg-background p-6">
			<h2 id="tab-title" className="text-xl font-bold">
				{loaderData.label}
			</h2>
			<p>The {loaderData.label} tab arrives in a later release. Until then, nothing here can be changed from the dashboard.</p>
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
