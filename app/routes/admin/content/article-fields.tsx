import { MediaKeyInput } from '#app/components/admin/media-key-input.tsx'
import { RichTextField } from '#app/components/admin/rich-text/rich-text-field.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { articleLimits } from '#app/domain/article/schema.ts'
import { SLUG_MAX } from '#app/domain/content/editing.ts'
import type { ArticleFields } from '#app/domain/content/fields.ts'

import type { EditorFieldsHelpers } from './editor-page.tsx'

/** The article's own fields (the search and publishing fields are the page kit's). */
export function ArticleFieldset({
	fields,
	categories,
	authors,
	helpers: { value, errors, checked },
}: {
	fields: ArticleFields
	categories: string[]
	authors: string[]
	helpers: EditorFieldsHelpers
}) {
	const author = value('author_name', fields.authorName)
	// The stored author stays choosable when the team no longer has them.
	const authorChoices = author && !authors.includes(author) ? [author, ...authors] : authors
	const category = value('category', fields.category)
	const categoryChoices = category && !categories.includes(category) ? [category, ...categories] : categories
	return (
		<div className="grid gap-5 sm:grid-cols-2">
			<Field label="Title" required className="sm:col-span-2" error={errors.title}>
				{(control) => (
					<Input {...control} name="title" required maxLength={articleLimits.title} defaultValue={value('title', fields.title)} />
				)}
			</Field>
			<Field label="Slug" hint="The address: /blog/<slug>. Empty: made from the title." error={errors.slug}>
				{(control) => <Input {...control} name="slug" maxLength={SLUG_MAX} defaultValue={value('slug', fields.slug)} />}
			</Field>
			<Field label="Category" required error={errors.category}>
				{(control) => (
					<Select {...control} name="category" defaultValue={category}>
						{category ? null : <option value="">Choose a category</option>}
						{categoryChoices.map((choice) => (
							<option key={choice} value={choice}>
								{choice}
							</option>
						))}
					</Select>
				)}
			</Field>
			<Field label="Author" hint="From the Business tab's team." error={errors.author_name}>
				{(control) => (
					<Select {...control} name="author_name" defaultValue={author}>
						<option value="">No author</option>
						{authorChoices.map((choice) => (
							<option key={choice} value={choice}>
								{choice}
							</option>
						))}
					</Select>
				)}
			</Field>
			<Field label="Tags" hint="Separated by commas." error={errors.tags}>
				{(control) => <Input {...control} name="tags" defaultValue={value('tags', fields.tags.join(', '))} />}
			</Field>
			<Field label="Excerpt" hint="The summary on the blog's list." className="sm:col-span-2" error={errors.excerpt}>
				{(control) => (
					<Textarea
						{...control}
						name="excerpt"
						rows={3}
						maxLength={articleLimits.excerpt}
						defaultValue={value('excerpt', fields.excerpt)}
					/>
				)}
			</Field>
			<RichTextField
				name="body_html"
				label="Body"
				defaultValue={value('body_html', fields.bodyHtml)}
				error={errors.body_html}
				className="sm:col-span-2"
			/>
			<Field label="Cover picture" hint="From the media library, or its key, e.g. uploads/boiler.jpg." error={errors.cover_image_key}>
				{(control) => (
					<MediaKeyInput
						control={control}
						name="cover_image_key"
						defaultValue={value('cover_image_key', fields.coverImageKey)}
						chooseLabel="Choose a cover picture"
					/>
				)}
			</Field>
			<Field label="Keywords" hint="For search engines, separated by commas." error={errors.seo_keywords}>
				{(control) => <Input {...control} name="seo_keywords" defaultValue={value('seo_keywords', fields.seoKeywords.join(', '))} />}
			</Field>
			<Switch name="featured" label="Featured" defaultChecked={checked('featured', fields.featured)} />
		</div>
	)
}
