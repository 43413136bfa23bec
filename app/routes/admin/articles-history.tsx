import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/articles-history.ts'
import { historyAction, loadHistory } from './content/editor.server.ts'
import { ContentHistoryPage } from './content/history-page.tsx'

/** /admin/articles/:id/history: every version, what changed, and "Restore this version". */
export const loader = (args: Route.LoaderArgs) => loadHistory('article', args)

export const action = (args: Route.ActionArgs) => historyAction('article', args)

export const meta: Route.MetaFunction = () => adminMeta('Article history')

export default function AdminArticleHistory({ loaderData, actionData }: Route.ComponentProps) {
	return <ContentHistoryPage entity="article" data={loaderData} failure={isFormFailure(actionData) ? actionData : undefined} />
}

export { AdminErrorBoundary as ErrorBoundary }
