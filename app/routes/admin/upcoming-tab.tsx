import { requireAdmin } from '#app/.server/auth/guard.ts'
import { tabLabel } from '#app/components/admin/tabs.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/upcoming-tab.ts'

/**
 * The tabs not built yet (Branding, Gallery, Local SEO) say so plainly. One module, one route per tab: the
 * route's id names the tab. Still admin-only, like every admin route.
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return null
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(tabLabel(matches.at(-1)?.id))

export default function UpcomingTab({ matches }: Route.ComponentProps) {
	const label = tabLabel(matches.at(-1)?.id)
	return (
		<section aria-labelledby="tab-title" className="grid gap-3 rounded-lg border border-border bg-background p-6">
			<h2 id="tab-title" className="text-xl font-bold">
				{label}
			</h2>
			<p>The {label} tab arrives in a later release. Until then, nothing here can be changed from the dashboard.</p>
		</section>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
