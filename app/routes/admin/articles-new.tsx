import { fieldsFromData } from '#app/domain/content/editing.ts'
import { isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/articles-new.ts'
import { ArticleFieldset } from './content/article-fields.tsx'
import { ContentEditorPage } from './content/editor-page.tsx'
import { createItemAction, loadNewItem } from './content/editor.server.ts'
import { contentEditorLimit } from './content/limits.ts'

/** /admin/articles/new: a blank editor; creating saves a draft (decision 0040). */
export const handle = { bodyLimit: contentEditorLimit }

export const loader = (args: Route.LoaderArgs) => loadNewItem('article', args)

export const action = (args: Route.ActionArgs) => createItemAction('article', args)

export const meta: Route.MetaFunction = () => adminMeta('New Article')

export default function AdminNewArticle({ loaderData, actionData }: Route.ComponentProps) {
	const fields = fieldsFromData('article', {})
	return (
		<ContentEditorPage entity="article" fields={fields} publishAtInput="" failure={isFormFailure(actionData) ? actionData : undefined}>
			{(helpers) => <ArticleFieldset fields={fields} categories={loaderData.categories} authors={loaderData.authors} helpers={helpers} />}
		</ContentEditorPage>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
