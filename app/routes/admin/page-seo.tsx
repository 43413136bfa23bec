import { useState } from 'react'
import { Form, Link, useLocation } from 'react-router'

import { requireAdmin } from '#app/.server/auth/guard.ts'
import { listPageSeo, resetPageSeo, savePageSeo } from '#app/.server/data/page-seo.ts'
import { listActiveServices } from '#app/.server/data/services.ts'
import { getPublicSettings } from '#app/.server/data/settings.ts'
import { getEnv } from '#app/.server/env.ts'
import { AdminTab } from '#app/components/admin/admin-tab.tsx'
import { editorFields } from '#app/components/admin/editable-list.tsx'
import { ErrorNotice, revalidateUnlessNoticeDropped, SavedNotice, useSavedKey, withoutNotice } from '#app/components/admin/notice.tsx'
import { SeoPreview } from '#app/components/admin/seo-preview.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { validate, validationFailure } from '#app/domain/form.ts'
import { isNoindex, pageSeoFormSchema, pageSeoLimits, type PageSeoOverride } from '#app/domain/seo/page-seo.ts'
import { fullTitle } from '#app/utils/seo.ts'

import { AdminErrorBoundary } from './+shared/error-boundary.tsx'
import { adminAction } from './+shared/forms.server.ts'
import { adminMeta } from './+shared/meta.ts'
import type { Route } from './+types/page-seo.ts'
import { fixedPages, overrideToStore, type FixedPage } from './page-seo/fixed-pages.ts'

const TAB = '/admin/page-seo'

/** The tab's pages (the active services as the table has them now). */
const listFixedPages = async () => fixedPages(await listActiveServices())

/** The tab's pages with the owner's override of each. */
async function pagesWithOverrides() {
	const [pages, overrides] = await Promise.all([listFixedPages(), listPageSeo()])
	const byPath = new Map(overrides.map((row) => [row.path, row]))
	return pages.map((page) => ({ ...page, override: byPath.get(page.path) ?? null }))
}

/**
 * /admin/page-seo: each fixed public page's title, description, social image
 * and whether search engines may list it (decision 0045). `?path=/about` opens
 * that page's form; a save or reset goes back to it with `?saved=…`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request)
	const path = new URL(request.url).searchParams.get('path')
	const { SITE_URL } = getEnv()
	try {
		const [pages, settings] = await Promise.all([pagesWithOverrides(), getPublicSettings()])
		return {
			pages,
			selected: pages.find((page) => page.path === path) ?? null,
			siteUrl: SITE_URL,
			businessName: settings.businessName,
			loadError: null,
		}
	} catch (error) {
		context.log.error({ err: error }, 'Could not load the pages’ search settings for the admin')
		return { pages: [], selected: null, siteUrl: SITE_URL, businessName: '', loadError: 'Failed to fetch page SEO settings' }
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { values, write, redirect, fail, refuse } = await adminAction(request)
	// Reset reads only the page: what is in the fields then does not matter.
	const reset = values.intent === 'reset'
	const pathOnly = reset ? validate(pageSeoFormSchema.pick({ path: true }), values) : null
	const full = reset ? null : validate(pageSeoFormSchema, values)
	const validation = full ?? pathOnly!
	if (!validation.ok) return fail(validationFailure(validation, values))
	const fields = full?.ok ? full.data : null
	const form = { path: validation.data.path }
	let page: FixedPage | undefined
	try {
		page = (await listFixedPages()).find((candidate) => candidate.path === form.path)
	} catch (error) {
		context.log.error({ err: error }, 'Could not read the pages for a page SEO save')
		return refuse('The page’s search settings could not be saved. Please try again.', 503)
	}
	if (!page) return refuse('That is not one of the pages listed here. Choose a page from the list.', 400)
	const stored = fields ? overrideToStore(page, { ...fields, socialImage: fields.social_image }) : null
	try {
		await write(() => (stored ? savePageSeo(stored) : resetPageSeo(page.path)))
	} catch (error) {
		context.log.error({ err: error, path: page.path }, 'Could not save the search settings of a page')
		return refuse('The page’s search settings could not be saved. Please try again.', 503)
	}
	// Fields that all equal the defaults store nothing: that is a reset too.
	return redirect(`${TAB}?${new URLSearchParams({ path: page.path, saved: stored ? 'updated' : 'reset' })}`)
}

export { revalidateUnlessNoticeDropped as shouldRevalidate }

export const meta: Route.MetaFunction = () => adminMeta('Page SEO')

type ListedPage = FixedPage & { override: PageSeoOverride | null }

export default function AdminPageSeo({ loaderData, actionData }: Route.ComponentProps) {
	const { pages, selected, siteUrl, businessName, loadError } = loaderData
	// A save or reset navigates back here: the form starts again from what is now stored.
	const savedKey = useSavedKey()
	const groups = (['Pages', 'Services', 'Areas'] as const).map((group) => ({ group, pages: pages.filter((page) => page.group === group) }))
	return (
		<AdminTab
			id="page-seo-title"
			title="Page SEO"
			description="How each page shows in search results and when shared. Empty fields use the page’s default; articles and case studies have their own SEO fields."
		>
			<SavedNotice messages={{ updated: 'Page SEO saved successfully', reset: 'Page SEO reset to the default' }} />
			<ErrorNotice message={loadError} title="Error" />
			{selected ? (
				<PageSeoForm
					key={`${selected.path}:${savedKey}`}
					page={selected}
					siteUrl={siteUrl}
					businessName={businessName}
					failure={actionData}
				/>
			) : null}
			{groups.map(({ group, pages: listed }) =>
				listed.length ? (
					<section key={group} aria-labelledby={`page-seo-${group}`} className="grid gap-3">
						<h3 id={`page-seo-${group}`} className="text-lg font-semibold">
							{group}
						</h3>
						<ul className="grid gap-2">
							{listed.map((page) => (
								<PageRow key={page.path} page={page} businessName={businessName} current={page.path === selected?.path} />
							))}
						</ul>
					</section>
				) : null,
			)}
		</AdminTab>
	)
}

function PageRow({ page, businessName, current }: { page: ListedPage; businessName: string; current: boolean }) {
	const title = page.override?.title ?? page.defaults.title
	const description = page.override?.description ?? page.defaults.description
	const hidden = isNoindex(page.path, page.override)
	return (
		<li
			className="grid gap-1 rounded-lg border border-border bg-background p-3 [overflow-wrap:anywhere] sm:grid-cols-[1fr_auto] sm:items-start sm:gap-3"
			aria-current={current ? 'true' : undefined}
		>
			<div className="grid min-w-0 gap-1">
				<div className="flex flex-wrap items-center gap-2">
					<span className="font-semibold">{page.label}</span>
					<code className="text-xs text-muted-foreground">{page.path}</code>
					{page.override ? <Badge variant="secondary">Custom</Badge> : <Badge variant="outline">Default</Badge>}
					{hidden ? <Badge variant="warning">Hidden from search</Badge> : null}
				</div>
				<p className="text-sm">{fullTitle(title, businessName)}</p>
				<p className="text-sm text-muted-foreground">{description}</p>
			</div>
			<Link
				to={`${TAB}?${new URLSearchParams({ path: page.path })}#page-seo-form`}
				className="inline-flex min-h-11 items-center justify-self-start rounded-md px-3 font-medium text-primary underline underline-offset-4"
				aria-label={`Edit the search settings of ${page.label}`}
			>
				Edit
			</Link>
		</li>
	)
}

function PageSeoForm({
	page,
	siteUrl,
	businessName,
	failure,
}: {
	page: ListedPage
	siteUrl: string
	businessName: string
	failure: Parameters<typeof editorFields>[0]
}) {
	const { errors, value, checked } = editorFields(failure)
	const [title, setTitle] = useState(value('title', page.override?.title))
	const [description, setDescription] = useState(value('description', page.override?.description))
	const { pathname, search } = useLocation()
	const headingId = 'page-seo-form'
	return (
		<Form
			method="post"
			action={withoutNotice(pathname, search)}
			preventScrollReset
			aria-labelledby={headingId}
			className="grid min-w-0 gap-5 rounded-lg border-2 border-primary/30 bg-background p-4 sm:p-6"
		>
			<h3 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
				{page.label} <code className="text-sm font-normal text-muted-foreground">{page.path}</code>
			</h3>
			<ErrorNotice message={failure?.formError} title={failure?.title} occurrence={failure} />
			<input type="hidden" name="path" value={page.path} />
			<Field label="Title" hint={`Empty uses the default: “${page.defaults.title}”.`} error={errors.title}>
				{(control) => (
					<Input
						{...control}
						name="title"
						maxLength={pageSeoLimits.title}
						placeholder={page.defaults.title}
						value={title}
						onChange={(event) => setTitle(event.target.value)}
					/>
				)}
			</Field>
			<Field label="Meta description" hint="Empty uses the default shown in the box." error={errors.description}>
				{(control) => (
					<Textarea
						{...control}
						name="description"
						rows={3}
						maxLength={pageSeoLimits.description}
						placeholder={page.defaults.description}
						value={description}
						onChange={(event) => setDescription(event.target.value)}
					/>
				)}
			</Field>
			<SeoPreview
				title={fullTitle(title.trim() || page.defaults.title, businessName)}
				description={description.trim() || page.defaults.description}
				path={page.path}
				siteName={businessName || undefined}
				siteUrl={siteUrl}
			/>
			<Field
				label="Social image"
				hint="A media key from the media library (e.g. uploads/photo.jpg), shown when the page is shared. Empty uses the site’s picture."
				error={errors.social_image}
			>
				{(control) => <Input {...control} name="social_image" defaultValue={value('social_image', page.override?.socialImage)} />}
			</Field>
			<label className="flex min-h-11 items-start gap-3 text-sm">
				<Checkbox name="noindex" className="mt-0.5" defaultChecked={checked('noindex', isNoindex(page.path, page.override))} />
				<span>
					Hide from search engines (noindex): the page stays on the site but leaves the sitemap.
					{page.defaults.noindex ? ' Hidden by default.' : ''}
				</span>
			</label>
			<div className="flex flex-wrap items-center gap-2">
				<SubmitButton intent="save">Save</SubmitButton>
				<SubmitButton intent="reset" variant="outline" disabled={!page.override}>
					Reset to default
				</SubmitButton>
				<Link to={TAB} className="inline-flex min-h-11 items-center px-3 font-medium underline underline-offset-4">
					Close
				</Link>
			</div>
		</Form>
	)
}

export { AdminErrorBoundary as ErrorBoundary }
