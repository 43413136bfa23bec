import { Form, Link } from 'react-router'

import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { DestructiveConfirmation } from '#app/components/admin/destructive-confirmation.tsx'
import type { EditorFailure } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice, SavedNotice } from '#app/components/admin/notice.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Plus, Search } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { caseStudyAreaChoices } from '#app/domain/case-study/schema.ts'
import {
	contentAdminPath,
	contentNoun,
	statusFilterLabels,
	statusFilterValues,
	type ContentEntity,
	type ItemStatus,
} from '#app/domain/content/editing.ts'
import { countOf } from '#app/utils/format.ts'

import { contentListHref } from './hrefs.ts'
import { CONTENT_QUERY_MAX } from './limits.ts'
import { StatusBadges } from './status.tsx'

export type ContentListData = {
	items: {
		id: number
		title: string
		slug: string
		status: ItemStatus
		hasDraft: boolean
		group: string
		publishAtLabel: string | null
		changedLabel: string
	}[]
	total: number
	q: string
	status: string
	filter: string
	page: number
	pages: number
	confirmDelete: number | null
	categories: string[]
	loadError: string | null
}

/** Articles or Case studies: search, status and category/area filters in the URL, newest change first, 50 a page. */
export function ContentListPage({ entity, data, failure }: { entity: ContentEntity; data: ContentListData; failure?: EditorFailure }) {
	const { items, total, q, status, filter, page, pages, confirmDelete, loadError } = data
	const base = contentAdminPath(entity)
	const plural = entity === 'article' ? 'articles' : 'case studies'
	const title = entity === 'article' ? 'Articles' : 'Case studies'
	const filterName = entity === 'article' ? 'category' : 'area'
	const groups = entity === 'article' ? data.categories.map((category) => ({ value: category, label: category })) : caseStudyAreaChoices
	const filtered = Boolean(q || filter || status !== 'all')
	return (
		<AdminTab
			id="content-title"
			title={title}
			descriptionLive
			description={
				filtered
					? `${total} ${total === 1 ? contentNoun(entity) : plural} found, newest change first.`
					: `${countOf(total, contentNoun(entity), plural)}, newest change first.`
			}
			action={
				<div className="flex flex-wrap gap-2">
					{entity === 'article' ? (
						<Button asChild variant="outline">
							<Link to={`${base}/categories`}>Categories</Link>
						</Button>
					) : null}
					<Button asChild>
						<Link to={`${base}/new`}>
							<Plus aria-hidden />
							Create {contentNoun(entity)}
						</Link>
					</Button>
				</div>
			}
		>
			<SavedNotice messages={{ deleted: `The ${contentNoun(entity)} was deleted.` }} />
			<ErrorNotice message={failure?.formError} title="Error" occurrence={failure} />
			<Form method="get" role="search" className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
				<div className="grid min-w-0 gap-2 sm:min-w-64 sm:flex-1">
					<Label htmlFor="content-search">Search by title or slug</Label>
					<Input id="content-search" name="q" type="search" defaultValue={q} maxLength={CONTENT_QUERY_MAX} />
				</div>
				<div className="grid gap-2">
					<Label htmlFor="content-status">Status</Label>
					<Select id="content-status" name="status" defaultValue={status}>
						{statusFilterValues.map((value) => (
							<option key={value} value={value}>
								{statusFilterLabels[value]}
							</option>
						))}
					</Select>
				</div>
				<div className="grid gap-2">
					<Label htmlFor="content-group">{entity === 'article' ? 'Category' : 'Area'}</Label>
					<Select id="content-group" name={filterName} defaultValue={filter}>
						<option value="">All</option>
						{groups.map((group) => (
							<option key={group.value} value={group.value}>
								{group.label}
							</option>
						))}
					</Select>
				</div>
				<div className="flex gap-2">
					<Button type="submit">
						<Search aria-hidden />
						Search
					</Button>
					{filtered ? (
						<Button asChild variant="ghost">
							<Link to={base}>Clear</Link>
						</Button>
					) : null}
				</div>
			</Form>

			<ErrorNotice message={loadError} title="Error" />

			{items.length === 0 && !loadError ? (
				<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
					{filtered ? `No ${plural} match this search.` : `No ${plural} yet. Create the first one.`}
				</p>
			) : (
				<ul className="grid gap-3" aria-label={title}>
					{items.map((item) => (
						<li key={item.id} className="grid gap-2 rounded-lg border border-border bg-background p-4">
							<div className="flex flex-wrap items-center gap-2">
								<h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
									<Link to={`${base}/${item.id}`} className="hover:underline">
										{item.title || 'Untitled'}
									</Link>
								</h3>
								<StatusBadges status={item.status} hasDraft={item.hasDraft} />
							</div>
							<p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
								/{item.slug}
								{item.group ? ` · ${groups.find((group) => group.value === item.group)?.label ?? item.group}` : ''}
								{item.publishAtLabel && item.status !== 'draft'
									? ` · ${item.status === 'scheduled' ? 'appears' : 'published'} ${item.publishAtLabel}`
									: ''}{' '}
								· changed {item.changedLabel}
							</p>
							{confirmDelete === item.id ? (
								<Form method="post" preventScrollReset>
									<input type="hidden" name="id" value={item.id} />
									<DestructiveConfirmation
										id={`delete-${item.id}`}
										question={`Delete “${item.title}”? It goes from the site and the admin with all its versions. This cannot be undone.`}
										intent="delete"
										confirm="Delete"
										cancel={{ to: contentListHref(entity, data, { page }) }}
										autoFocus
									/>
								</Form>
							) : (
								<div className="flex flex-wrap gap-2">
									<Button asChild variant="outline" size="sm">
										<Link to={`${base}/${item.id}`} aria-label={`Edit ${item.title}`}>
											Edit
										</Link>
									</Button>
									<Form method="post" preventScrollReset>
										<input type="hidden" name="id" value={item.id} />
										<SubmitButton intent="duplicate" variant="outline" size="sm" aria-label={`Duplicate ${item.title}`}>
											Duplicate
										</SubmitButton>
									</Form>
									<Button asChild variant="ghost" size="sm">
										<Link
											to={contentListHref(entity, data, { page, delete: item.id })}
											preventScrollReset
											aria-label={`Delete ${item.title}`}
										>
											Delete…
										</Link>
									</Button>
								</div>
							)}
						</li>
					))}
				</ul>
			)}

			{pages > 1 ? (
				<nav aria-label={`${title} pages`} className="flex items-center justify-between gap-3">
					{page > 1 ? (
						<Button asChild variant="outline">
							<Link to={contentListHref(entity, data, { page: page - 1 })}>Newer</Link>
						</Button>
					) : (
						<span />
					)}
					<p className="text-sm text-muted-foreground">
						Page {page} of {pages}
					</p>
					{page < pages ? (
						<Button asChild variant="outline">
							<Link to={contentListHref(entity, data, { page: page + 1 })}>Older</Link>
						</Button>
					) : (
						<span />
					)}
				</nav>
			) : null}
		</AdminTab>
	)
}
