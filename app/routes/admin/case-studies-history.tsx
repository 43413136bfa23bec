import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/case-studies-history.ts'
import { historyAction, loadHistory } from './content/editor.server.ts'
import { ContentHistoryPage } from './content/history-page.tsx'

/** /admin/case-studies/:id/history: every version, what changed, and "Restore this version". */
export const loader = (args: Route.LoaderArgs) => loadHistory('case_study', args)

export const action = (args: Route.ActionArgs) => historyAction('case_study', args)

export const meta: Route.MetaFunction = () => adminMeta('Case study history')

export default function AdminCaseStudyHistory({ loaderData, actionData }: Route.ComponentProps) {
	return <ContentHistoryPage entity="case_study" data={loaderData} failure={isFormFailure(actionData) ? actionData : undefined} />
}

export { AdminErrorBoundary as ErrorBoundary }
