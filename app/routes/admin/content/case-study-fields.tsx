import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Select } from '#app/components/ui/select.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { caseStudyAreaChoices, caseStudyLimits } from '#app/domain/case-study/schema.ts'
import { SLUG_MAX } from '#app/domain/content/editing.ts'
import type { CaseStudyFields } from '#app/domain/content/fields.ts'
import { ratingChoices } from '#app/domain/review/rating.ts'

import type { EditorFieldsHelpers } from './editor-page.tsx'

/** The case study's own fields; its pictures are uploaded in the Gallery tab's case-study section. */
export function CaseStudyFieldset({
	fields,
	helpers: { value, errors, checked },
}: {
	fields: CaseStudyFields
	helpers: EditorFieldsHelpers
}) {
	const text = (name: string, label: string, stored: string | null, max: number, hint?: string) => (
		<Field label={label} hint={hint} error={errors[name]}>
			{(control) => <Input {...control} name={name} maxLength={max} defaultValue={value(name, stored)} />}
		</Field>
	)
	const lines = (name: string, label: string, stored: string[]) => (
		<Field label={label} hint="One per line." className="sm:col-span-2" error={errors[name]}>
			{(control) => <Textarea {...control} name={name} rows={4} defaultValue={value(name, stored.join('\n'))} />}
		</Field>
	)
	return (
		<div className="grid gap-5 sm:grid-cols-2">
			<Field label="Title" required className="sm:col-span-2" error={errors.title}>
				{(control) => (
					<Input {...control} name="title" required maxLength={caseStudyLimits.title} defaultValue={value('title', fields.title)} />
				)}
			</Field>
			{text('slug', 'Slug', fields.slug, SLUG_MAX, 'Empty: made from the title.')}
			<Field label="Area" required error={errors.area}>
				{(control) => (
					<Select {...control} name="area" defaultValue={value('area', fields.area)}>
						{fields.area ? null : <option value="">Choose an area</option>}
						{caseStudyAreaChoices.map((choice) => (
							<option key={choice.value} value={choice.value}>
								{choice.label}
							</option>
						))}
					</Select>
				)}
			</Field>
			{text('location', 'Location', fields.location, caseStudyLimits.location, 'e.g. Maida Vale, W9')}
			{text('category', 'Category', fields.category, caseStudyLimits.category, 'e.g. Kitchen, Full Refurbishment')}
			{text('timeline', 'Timeline', fields.timeline, caseStudyLimits.timeline, 'e.g. 10 weeks')}
			{text('budget', 'Budget', fields.budget, caseStudyLimits.budget, 'e.g. £45,000 - £55,000')}
			{text('client', 'Client', fields.client, caseStudyLimits.client, 'e.g. Private homeowner')}
			{text('completion_year', 'Completion year', fields.completionYear === null ? '' : String(fields.completionYear), 4)}
			<Field label="Description" className="sm:col-span-2" error={errors.description}>
				{(control) => (
					<Textarea
						{...control}
						name="description"
						rows={5}
						maxLength={caseStudyLimits.description}
						defaultValue={value('description', fields.description)}
					/>
				)}
			</Field>
			{lines('challenges', 'Challenges', fields.challenges)}
			{lines('solutions', 'Solutions', fields.solutions)}
			{lines('key_features', 'Key features', fields.keyFeatures)}
			<Field label="Testimonial" className="sm:col-span-2" error={errors.testimonial_quote}>
				{(control) => (
					<Textarea
						{...control}
						name="testimonial_quote"
						rows={3}
						maxLength={caseStudyLimits.testimonial_quote}
						defaultValue={value('testimonial_quote', fields.testimonialQuote)}
					/>
				)}
			</Field>
			<Field label="Testimonial rating" error={errors.testimonial_rating}>
				{(control) => (
					<Select
						{...control}
						name="testimonial_rating"
						defaultValue={value('testimonial_rating', fields.testimonialRating === null ? '' : String(fields.testimonialRating))}
					>
						<option value="">No rating</option>
						{ratingChoices.map((stars) => (
							<option key={stars} value={stars}>
								{stars} {stars === 1 ? 'star' : 'stars'}
							</option>
						))}
					</Select>
				)}
			</Field>
			{text('testimonial_author', 'Testimonial by', fields.testimonialAuthor, caseStudyLimits.testimonial_author, 'e.g. Sarah M.')}
			{text(
				'picture_after_alt',
				'The "after" picture shows',
				fields.pictureAfterAlt,
				caseStudyLimits.alt,
				'Its alt text. Upload it in the Gallery tab.',
			)}
			{text(
				'picture_before_alt',
				'The "before" picture shows',
				fields.pictureBeforeAlt,
				caseStudyLimits.alt,
				'Only with "Before and after".',
			)}
			<Switch name="before_after" label="Before and after" defaultChecked={checked('before_after', fields.beforeAfter)} />
			<Switch name="featured" label="Featured" defaultChecked={checked('featured', fields.featured)} />
		</div>
	)
}
