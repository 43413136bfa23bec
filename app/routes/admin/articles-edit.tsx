import { revalidateUnlessNoticeDropped } from '#app/components/admin/notice.tsx'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/articles-edit.ts'
import { ArticleFieldset } from './content/article-fields.tsx'
import { ContentEditorPage } from './content/editor-page.tsx'
import { editItemAction, loadEditItem } from './content/editor.server.ts'
import { contentEditorLimit } from './content/limits.ts'

/** /admin/articles/:id: the editor (Save draft, Preview, Publish or Schedule, Unpublish, Delete; autosave with JavaScript). */
export const handle = { bodyLimit: contentEditorLimit }

export const loader = (args: Route.LoaderArgs) => loadEditItem('article', args)

export const action = (args: Route.ActionArgs) => editItemAction('article', args)

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Edit: ${data.fields.title}` : 'Edit Article')

export default function AdminEditArticle({ loaderData, actionData }: Route.ComponentProps) {
	const { fields } = loaderData
	return (
		<ContentEditorPage
			key={`${loaderData.id}:${loaderData.version}`}
			entity="article"
			item={loaderData}
			fields={fields}
			publishAtInput={loaderData.publishAtInput}
			failure={isFormFailure(actionData) ? actionData : undefined}
		>
			{(helpers) => <ArticleFieldset fields={fields} categories={loaderData.categories} authors={loaderData.authors} helpers={helpers} />}
		</ContentEditorPage>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
