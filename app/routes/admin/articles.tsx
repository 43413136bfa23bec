import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/articles.ts'
import { contentListAction, loadContentList } from './content/editor.server.ts'
import { ContentListPage } from './content/list-page.tsx'

/** /admin/articles: the articles, newest change first, with search and filters in the URL (decision 0040). */
export const loader = (args: Route.LoaderArgs) => loadContentList('article', args)

export const action = (args: Route.ActionArgs) => contentListAction('article', args)

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Articles')

export default function AdminArticleList({ loaderData, actionData }: Route.ComponentProps) {
	return <ContentListPage entity="article" data={loaderData} failure={isFormFailure(actionData) ? actionData : undefined} />
}

export { AdminErrorBoundary as ErrorBoundary }
