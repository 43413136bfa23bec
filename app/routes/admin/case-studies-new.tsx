import { fieldsFromData } from '#app/domain/content/editing.ts'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/case-studies-new.ts'
import { CaseStudyFieldset } from './content/case-study-fields.tsx'
import { ContentEditorPage } from './content/editor-page.tsx'
import { createItemAction, loadNewItem } from './content/editor.server.ts'
import { contentEditorLimit } from './content/limits.ts'

/** /admin/case-studies/new: a blank editor; creating saves a draft (decision 0040). */
export const handle = { bodyLimit: contentEditorLimit }

export const loader = (args: Route.LoaderArgs) => loadNewItem('case_study', args)

export const action = (args: Route.ActionArgs) => createItemAction('case_study', args)

export const meta: Route.MetaFunction = () => adminMeta('New Case study')

export default function AdminNewCaseStudy({ actionData }: Route.ComponentProps) {
	const fields = fieldsFromData('case_study', {})
	return (
		<ContentEditorPage entity="case_study" fields={fields} publishAtInput="" failure={isFormFailure(actionData) ? actionData : undefined}>
			{(helpers) => <CaseStudyFieldset fields={fields} helpers={helpers} />}
		</ContentEditorPage>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
