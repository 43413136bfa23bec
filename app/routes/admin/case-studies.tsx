import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/case-studies.ts'
import { contentListAction, loadContentList } from './content/editor.server.ts'
import { ContentListPage } from './content/list-page.tsx'

/** /admin/case-studies: the case studies, newest change first, with search and filters in the URL (decision 0040). */
export const loader = (args: Route.LoaderArgs) => loadContentList('case_study', args)

export const action = (args: Route.ActionArgs) => contentListAction('case_study', args)

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Case studies')

export default function AdminCaseStudyList({ loaderData, actionData }: Route.ComponentProps) {
	return <ContentListPage entity="case_study" data={loaderData} failure={isFormFailure(actionData) ? actionData : undefined} />
}

export { AdminErrorBoundary as ErrorBoundary }
