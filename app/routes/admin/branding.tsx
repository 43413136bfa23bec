import { useSearchParams } from 'react-router'

import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { isFormFailure } from '#app/domain/form.ts'
import { brandingSaved, CLEANUP_PARAM } from '#app/domain/settings/branding-schema.ts'
import { uploadLimit } from '#app/utils/body-limit.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { withRetryAfter } from './+shared/headers.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/branding.ts'
import { brandingAction, loadBranding } from './branding/actions.server.ts'
import { FaviconCard, LogoCard } from './branding/sections.tsx'

/** One image per upload (decision 0026). */
export const handle = { bodyLimit: uploadLimit(1) }

/** /admin/branding: the website's logo (and its height) and favicon. */
export function loader(args: Route.LoaderArgs) {
	return loadBranding(args)
}

export function action(args: Route.ActionArgs) {
	return brandingAction(args)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }
export { withRetryAfter as headers }

export const meta: Route.MetaFunction = () => adminMeta('Branding')

export default function AdminBranding({ loaderData, actionData }: Route.ComponentProps) {
	const { branding, loadError } = loaderData
	const { businessName } = usePublicSettings()
	const failure = isFormFailure(actionData) ? actionData : undefined
	const cleanupFailed = useSearchParams()[0].get(CLEANUP_PARAM) === 'failed'
	return (
		<AdminTab
			id="branding-title"
			title="Branding"
			description="The logo in the header and footer of every page, and the icon browsers show in tabs and bookmarks. Changes show on the next page anyone opens."
		>
			<SavedNotice messages={brandingSaved} />
			<ErrorNotice message={loadError} title="Error" />
			{failure && !failure.target ? <ErrorNotice message={failure.formError} occurrence={failure} /> : null}
			{cleanupFailed ? (
				<Alert>
					The previous file could not be deleted from storage. The website no longer uses it; the server log lists what is left.
				</Alert>
			) : null}
			<div className="grid gap-5 lg:grid-cols-2">
				<LogoCard businessName={businessName} branding={branding} failure={failure?.target === 'logo' ? failure : undefined} />
				<FaviconCard branding={branding} failure={failure?.target === 'favicon' ? failure : undefined} />
			</div>
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
