import { useId } from 'react'
import { Form } from 'react-router'

import { editorFields, EditorForm, RecordCard, type EditorFailure } from '#app/components/admin/editable-list.tsx'
import type { SavedMessage } from '#app/components/admin/notice.tsx'
import { RowSwitch } from '#app/components/admin/row-switch.tsx'
import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ImagePlus, Star } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { mediaVariantUrl } from '#app/domain/media/keys.ts'
import { categorySuggestions, galleryLimits } from '#app/domain/project/schema.ts'

import type { Route } from '../+types/gallery.ts'

/** An item as the tab's loader sends it. */
type GalleryItem = Route.ComponentProps['loaderData']['items'][number]

/** The spec's success toasts: "Upload complete", "Updated: Changes saved successfully.", "Deleted: Gallery item removed." */
export const galleryMessages: Record<string, SavedMessage> = {
	uploaded: 'Upload complete',
	updated: { title: 'Updated', description: 'Changes saved successfully.' },
	deleted: { title: 'Deleted', description: 'Gallery item removed.' },
	'case-study-picture': { title: 'Picture replaced', description: 'The Case Studies page shows the new picture.' },
}

export const DELETE_CONFIRMATION = 'Delete this gallery item? This will also attempt to remove stored image(s).'

/** The list's small picture: the 320 px WebP made at upload, never the original. */
export function Thumbnail({ url, alt, size = 'md' }: { url: string | undefined; alt: string; size?: 'sm' | 'md' }) {
	const box = size === 'md' ? 'h-20 w-28' : 'h-12 w-16'
	if (!url) return <div aria-hidden className={`${box} shrink-0 rounded-md bg-muted`} />
	return (
		<img
			src={mediaVariantUrl(url, 320, 'webp')}
			alt={alt}
			width={size === 'md' ? 112 : 64}
			height={size === 'md' ? 80 : 48}
			loading="lazy"
			decoding="async"
			className={`${box} shrink-0 rounded-md bg-muted object-cover`}
		/>
	)
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

export function GalleryCard({ item }: { item: GalleryItem }) {
	return (
		<RecordCard
			id={item.id}
			headingId={`gallery-${item.id}`}
			heading={item.title}
			media={<Thumbnail url={item.images[0]} alt={item.title} />}
			details={
				<p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
					{item.galleryCategory ? <Badge variant="secondary">{item.galleryCategory}</Badge> : <Badge variant="outline">No category</Badge>}
					{item.location ? <span>{item.location}</span> : null}
					{item.isFeatured ? (
						<Badge variant="warning">
							<Star aria-hidden />
							Featured
						</Badge>
					) : null}
				</p>
			}
			state={{
				checked: item.status === 'published',
				onText: 'Published',
				offText: statusLabel(item.status),
				intent: 'publish',
				field: 'published',
				label: `Published: ${item.title}`,
			}}
			footerNote={<p className="text-xs text-muted-foreground">Added {item.addedLabel}</p>}
			editLabel={`Edit ${item.title}`}
			actions={
				<RowSwitch
					id={item.id}
					checked={item.isFeatured}
					intent="feature"
					field="is_featured"
					label={`Featured: ${item.title}`}
					onText="Featured"
					offText="Not featured"
				/>
			}
			remove={{ name: item.title, question: DELETE_CONFIRMATION }}
		>
			{item.images.length > 1 ? <CoverPicker item={item} /> : null}
		</RecordCard>
	)
}

/** An item with several pictures: the first is its cover; any other can be made the cover. */
function CoverPicker({ item }: { item: GalleryItem }) {
	return (
		<fieldset className="grid min-w-0 gap-2">
			<legend className="text-sm font-semibold">Pictures ({item.images.length}); the first is the cover</legend>
			<ul className="flex flex-wrap gap-2">
				{item.images.map((url, index) => (
					<li key={url} className="grid justify-items-center gap-1">
						<Thumbnail url={url} alt={`${item.title}, picture ${index + 1}`} size="sm" />
						{index === 0 ? (
							<span className="text-xs font-semibold">Cover</span>
						) : (
							<Form method="post" preventScrollReset>
								<input type="hidden" name="id" value={item.id} />
								<input type="hidden" name="image" value={url} />
								<SubmitButton intent="cover" variant="ghost" size="sm" aria-label={`Make picture ${index + 1} the cover of ${item.title}`}>
									Make cover
								</SubmitButton>
							</Form>
						)}
					</li>
				))}
			</ul>
		</fieldset>
	)
}

/** The inline edit of one item: title, category (with the suggestions) and location. */
export function GalleryForm({ item, failure }: { item: GalleryItem; failure?: EditorFailure }) {
	const { errors, value } = editorFields(failure)
	return (
		<EditorForm headingId={`edit-gallery-${item.id}`} title={`Edit ${item.title}`} recordId={item.id} failure={failure}>
			<Field label="Title" required error={errors.title}>
				{(control) => <Input {...control} name="title" maxLength={galleryLimits.title} defaultValue={value('title', item.title)} />}
			</Field>
			<div className="grid gap-5 sm:grid-cols-2">
				<CategoryField error={errors.gallery_category} defaultValue={value('gallery_category', item.galleryCategory)} />
				<Field label="Location" error={errors.location}>
					{(control) => (
						<Input {...control} name="location" maxLength={galleryLimits.location} defaultValue={value('location', item.location)} />
					)}
				</Field>
			</div>
		</EditorForm>
	)
}

/** The category: free text with the spec's suggestions (a phone shows them as it types). */
export function CategoryField({ error, defaultValue, required }: { error?: string; defaultValue: string; required?: boolean }) {
	const suggestions = useId()
	return (
		<Field label="Category" required={required} hint={required ? 'Shown as a filter on the public gallery.' : undefined} error={error}>
			{(control) => (
				<>
					<Input
						{...control}
						name="gallery_category"
						list={suggestions}
						maxLength={galleryLimits.gallery_category}
						defaultValue={defaultValue}
						autoComplete="off"
					/>
					<datalist id={suggestions}>
						{categorySuggestions.map((category) => (
							<option key={category} value={category} />
						))}
					</datalist>
				</>
			)}
		</Field>
	)
}

/** The spec's empty state: the message and a disabled Add Your First Image button (the upload panel is above). */
export function EmptyGallery() {
	return (
		<span className="grid justify-items-center gap-3">
			<span>No gallery images found</span>
			<Button disabled variant="outline">
				<ImagePlus aria-hidden />
				Add Your First Image
			</Button>
		</span>
	)
}
