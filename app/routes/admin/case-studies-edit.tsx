import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/case-studies-edit.ts'
import { CaseStudyFieldset } from './content/case-study-fields.tsx'
import { ContentEditorPage } from './content/editor-page.tsx'
import { editItemAction, loadEditItem } from './content/editor.server.ts'
import { contentEditorLimit } from './content/limits.ts'

/** /admin/case-studies/:id: the editor (Save draft, Preview, Publish or Schedule, Unpublish, Delete; autosave with JavaScript). */
export const handle = { bodyLimit: contentEditorLimit }

export const loader = (args: Route.LoaderArgs) => loadEditItem('case_study', args)

export const action = (args: Route.ActionArgs) => editItemAction('case_study', args)

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Edit: ${data.fields.title}` : 'Edit Case study')

export default function AdminEditCaseStudy({ loaderData, actionData }: Route.ComponentProps) {
	const { fields } = loaderData
	return (
		<ContentEditorPage
			key={`${loaderData.id}:${loaderData.version}`}
			entity="case_study"
			item={loaderData}
			fields={fields}
			publishAtInput={loaderData.publishAtInput}
			failure={isFormFailure(actionData) ? actionData : undefined}
		>
			{(helpers) => <CaseStudyFieldset fields={fields} helpers={helpers} />}
		</ContentEditorPage>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
