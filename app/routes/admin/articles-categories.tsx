import { Form, Link } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { articlesPerCategory } from '#app/.server/content/editing.ts'
import { readBlogCategories, saveBlogCategories } from '#app/.server/data/settings.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { CATEGORY_MAX, checkCategories } from '#app/domain/content/categories.ts'
import { formFailure, isFormFailure } from '#app/domain/form.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/articles-categories.ts'

/**
 * /admin/articles/categories: the blog's categories (settings.blog_categories),
 * in the order the blog's filters show them. Rename (the articles move with
 * the name), add, move up or down, remove (only when no article uses it).
 * Plain forms: every button posts the whole list with its intent.
 */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const categories = await readBlogCategories()
	const counts = await articlesPerCategory(categories)
	return { categories: categories.map((name) => ({ name, articles: counts[name] ?? 0 })) }
}

const PATH = '/admin/articles/categories'

export async function action({ request }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	const current = await readBlogCategories()
	const originals = current.map((_, index) => values[`original_${index}`])
	// The page was made from another list (another admin saved meanwhile): its positions mean nothing now.
	if (originals.some((name, index) => name !== current[index]) || values[`original_${current.length}`] !== undefined)
		return refuse('The categories were changed meanwhile. Reload the page and make your change again.', 409)
	const names = current.map((name, index) => values[`name_${index}`] ?? name)
	const [intent = 'save', position] = (values.intent ?? 'save').split(':')
	const at = Number(position)
	let next = [...names]
	let originalsNext = [...current]
	const renamed: Record<string, string> = {}
	if (intent === 'remove') {
		const removed = current[at]
		if (removed === undefined) return refuse('Reload the page and try again.', 400)
		const used = (await articlesPerCategory([removed]))[removed] ?? 0
		if (used > 0)
			return fail(
				formFailure(
					`“${removed}” is used by ${used} ${used === 1 ? 'article' : 'articles'}: move them to another category first.`,
					values,
					{
						fieldErrors: { [`name_${at}`]: 'In use: cannot be removed.' },
					},
				),
				409,
			)
		next = next.filter((_, index) => index !== at)
		originalsNext = originalsNext.filter((_, index) => index !== at)
	} else if (intent === 'up' || intent === 'down') {
		const other = intent === 'up' ? at - 1 : at + 1
		if (!(at in next) || !(other in next)) return refuse('Reload the page and try again.', 400)
		;[next[at], next[other]] = [next[other]!, next[at]!]
		;[originalsNext[at], originalsNext[other]] = [originalsNext[other]!, originalsNext[at]!]
	}
	const added = (values.new_category ?? '').trim()
	if (added) next.push(added)
	const checked = checkCategories(next)
	if (!checked.ok) {
		const fieldErrors: Record<string, string> = {}
		for (const [index, message] of Object.entries(checked.errors)) {
			const original = originalsNext[Number(index)]
			fieldErrors[original === undefined ? 'new_category' : `name_${current.indexOf(original)}`] = message
		}
		return fail(formFailure(checked.message ?? 'Please correct the highlighted names and try again.', values, { fieldErrors }))
	}
	originalsNext.forEach((original, index) => {
		if (checked.names[index] !== original) renamed[original] = checked.names[index]!
	})
	await write(() => saveBlogCategories(checked.names, renamed))
	return redirect(`${PATH}?saved=categories`)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Article categories')

export default function AdminArticleCategories({ loaderData, actionData }: Route.ComponentProps) {
	const failure = isFormFailure(actionData) ? actionData : undefined
	const { categories } = loaderData
	return (
		<AdminTab
			id="categories-title"
			title="Article categories"
			description="The blog's filters show them in this order. Renaming one moves its articles with it; one in use cannot be removed."
			action={
				<Button asChild variant="outline">
					<Link to="/admin/articles">All articles</Link>
				</Button>
			}
		>
			<SavedNotice messages={{ categories: 'Categories saved.' }} />
			<ErrorNotice message={failure?.formError} title="Not saved" occurrence={failure} />
			<Form method="post" className="grid gap-4">
				{/* Enter in a field saves (the form's first button is its default), not the first row's Move down. */}
				<button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden>
					Save categories
				</button>
				<ol className="grid gap-3">
					{categories.map((category, index) => (
						<li key={category.name} className="grid gap-2 rounded-lg border border-border bg-background p-3">
							<input type="hidden" name={`original_${index}`} value={category.name} />
							<Field
								label={`Category ${index + 1}`}
								hint={category.articles > 0 ? `${category.articles} ${category.articles === 1 ? 'article' : 'articles'}` : 'No articles'}
								error={failure?.fieldErrors[`name_${index}`]}
							>
								{(control) => (
									<Input
										{...control}
										name={`name_${index}`}
										maxLength={CATEGORY_MAX}
										defaultValue={failure?.values[`name_${index}`] ?? category.name}
									/>
								)}
							</Field>
							<div className="flex flex-wrap gap-2">
								{index > 0 ? (
									<SubmitButton intent={`up:${index}`} variant="outline" size="sm" aria-label={`Move ${category.name} up`}>
										Move up
									</SubmitButton>
								) : null}
								{index < categories.length - 1 ? (
									<SubmitButton intent={`down:${index}`} variant="outline" size="sm" aria-label={`Move ${category.name} down`}>
										Move down
									</SubmitButton>
								) : null}
								<SubmitButton
									intent={`remove:${index}`}
									variant="outline"
									size="sm"
									disabled={category.articles > 0}
									aria-label={`Remove ${category.name}`}
								>
									Remove
								</SubmitButton>
							</div>
						</li>
					))}
				</ol>
				<Field label="Add a category" error={failure?.fieldErrors.new_category}>
					{(control) => (
						<Input {...control} name="new_category" maxLength={CATEGORY_MAX} defaultValue={failure?.values.new_category ?? ''} />
					)}
				</Field>
				<div>
					<SubmitButton intent="save">Save categories</SubmitButton>
				</div>
			</Form>
		</AdminTab>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
